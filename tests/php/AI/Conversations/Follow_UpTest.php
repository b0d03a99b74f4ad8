<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI\Conversations;

use Docent\AI\Conversations\Follow_Up;
use Docent\AI\Conversations\History;
use Docent\Search\Language\Languages;
use Docent\Tests\AI\Chat_Test_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Chat_Test_Case.php';

/**
 * Which questions lean on the conversation before them, in each language with rules, and what
 * the chat answers a question that names its own need in the middle of a conversation.
 */
final class Follow_UpTest extends Chat_Test_Case {

	protected function tearDown(): void {
		Languages::reset();
		parent::tearDown();
	}

	/**
	 * @dataProvider questions
	 *
	 * @param string $language  Language code.
	 * @param string $question  A question asked after another.
	 * @param bool   $follow_up Whether it needs the one before it.
	 */
	public function test_a_follow_up_points_back_and_a_question_of_its_own_does_not( string $language, string $question, bool $follow_up ): void {
		$this->assertSame( $follow_up, Languages::using( $language, static fn(): bool => Follow_Up::needs_context( $question ) ), $question );
	}

	/**
	 * @return array<string, array{0:string, 1:string, 2:bool}>
	 */
	public static function questions(): array {
		return array(
			'en ellipsis'        => array( 'en', 'and the fonts?', true ),
			'en pronoun'         => array( 'en', 'How do I undo that?', true ),
			'en no words'        => array( 'en', 'Why?', true ),
			'en own need'        => array( 'en', 'How much does Docent cost?', false ),
			'en own need, long'  => array( 'en', 'Is there a way to export the messages?', false ),
			'de ellipsis'        => array( 'de', 'Und die Schriftarten?', true ),
			'de pronoun'         => array( 'de', 'Wie mache ich es rückgängig?', true ),
			'de own need'        => array( 'de', 'Was kostet Docent?', false ),
			'fr ellipsis'        => array( 'fr', 'Et les polices ?', true ),
			'fr own need'        => array( 'fr', 'Combien coûte Docent ?', false ),
			'es ellipsis'        => array( 'es', '¿Y las fuentes?', true ),
			'es own need'        => array( 'es', '¿Cuánto cuesta Docent?', false ),
			'it ellipsis'        => array( 'it', 'E i caratteri?', true ),
			'pt ellipsis'        => array( 'pt', 'E as fontes?', true ),
			'nl ellipsis'        => array( 'nl', 'En de lettertypen?', true ),
			'nl own need'        => array( 'nl', 'Wat kost Docent?', false ),
			'ru ellipsis'        => array( 'ru', 'А шрифты?', true ),
			'ru own need'        => array( 'ru', 'Сколько стоит Docent?', false ),
			'sv ellipsis'        => array( 'sv', 'Och typsnitten?', true ),
			'sv pronoun'         => array( 'sv', 'Hur ångrar jag det?', true ),
			'sv own need'        => array( 'sv', 'Hur mycket kostar Docent?', false ),
			'da ellipsis'        => array( 'da', 'Hvad med skrifttyperne?', true ),
			'da own need'        => array( 'da', 'Hvad koster Docent?', false ),
			'nb ellipsis'        => array( 'nb', 'Og skrifttypene?', true ),
			'nb own need'        => array( 'nb', 'Hva koster Docent?', false ),
			'id ellipsis'        => array( 'id', 'Kalau font-nya?', true ),
			'id pronoun'         => array( 'id', 'Gimana cara membatalkan itu?', true ),
			'id own need'        => array( 'id', 'Berapa harga Docent?', false ),
			'ro ellipsis'        => array( 'ro', 'Și fonturile?', true ),
			'ro own need'        => array( 'ro', 'Cât costă Docent?', false ),
			'cs ellipsis'        => array( 'cs', 'A co písma?', true ),
			'cs own need'        => array( 'cs', 'Kolik stojí Docent?', false ),
			'pl ellipsis'        => array( 'pl', 'A co z czcionkami?', true ),
			'pl own need'        => array( 'pl', 'Ile kosztuje Docent?', false ),
			'ca ellipsis'        => array( 'ca', 'I les fonts?', true ),
			'ca own need'        => array( 'ca', 'Quant costa Docent?', false ),
			'el ellipsis'        => array( 'el', 'Και οι γραμματοσειρές;', true ),
			'el pronoun'         => array( 'el', 'Πώς το αναιρώ αυτό;', true ),
			'el own need'        => array( 'el', 'Πόσο κοστίζει το Docent;', false ),
			'ko ellipsis'        => array( 'ko', '그럼 폰트는요?', true ),
			'ko ending'          => array( 'ko', '폰트는요?', true ),
			'ko pronoun'         => array( 'ko', '그걸 되돌리려면 어떻게 하나요?', true ),
			'ko own need'        => array( 'ko', '비밀번호를 잊어버렸을 때는 어떻게 하나요?', false ),
			'ja ellipsis'        => array( 'ja', 'フォントも？', true ),
			'ja pronoun'         => array( 'ja', 'それを元に戻すには？', true ),
			'ja own need'        => array( 'ja', 'パスワードを忘れた場合は？', false ),
			'zh ellipsis'        => array( 'zh', '字体呢？', true ),
			'zh own need'        => array( 'zh', '如何更改密码？', false ),
			'zh-TW ellipsis'     => array( 'zh', '那麼字體呢？', true ),
			'zh-TW pronoun'      => array( 'zh', '這個怎麼還原？', true ),
			'zh-TW own need'     => array( 'zh', '如何更改密碼？', false ),
		);
	}

	public function test_a_question_that_names_its_own_need_is_not_answered_with_the_previous_topic(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$alone = $this->chat()->answer( 'How much does Docent cost?' );
		$this->assertFalse( $alone->answered, 'the demo docs do not say what Docent costs: ' . $alone->text );

		$first  = $this->chat()->reply( 'How do I change the widget colours?', '' );
		$second = $this->chat()->reply( 'How much does Docent cost?', $first['conversation'] );

		$this->assertTrue( $first['answer']->answered );
		$this->assertFalse( $second['answer']->answered, $second['answer']->text );
		$this->assertSame( array(), $second['answer']->links );
		// A question of its own, answered in a conversation, gets what it gets alone.
		$history = History::of( $this->chat()->conversations()->turns( $first['conversation'] ) );
		$this->assertSame(
			$this->chat()->answer( 'How do I delete old messages?' )->links,
			$this->chat()->answer( 'How do I delete old messages?', $history )->links
		);
	}
}
