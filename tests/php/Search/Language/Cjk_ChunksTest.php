<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Cjk_Chunks;
use Docent\Search\Language\Languages;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A Chinese or Japanese question is cut into the words it is about, so that search and chat
 * look for those and not for the whole question as one phrase.
 */
final class Cjk_ChunksTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'locale' );
		Languages::reset();
		parent::tearDown();
	}

	/**
	 * @dataProvider questions
	 *
	 * @param string   $run    A question as one run of characters.
	 * @param string[] $chunks The words it is about.
	 */
	public function test_a_question_is_cut_into_its_words( string $run, array $chunks ): void {
		$this->assertSame( $chunks, Cjk_Chunks::chunks( $run ) );
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function questions(): array {
		return array(
			'ja: forgotten password'     => array( 'パスワードを忘れた場合は', array( 'パスワード', '忘' ) ),
			'ja: how to install a font'  => array( '日本語フォントをインストールする方法を教えてください', array( '日本語', 'フォント', 'インストール' ) ),
			'ja: what is'                => array( 'パッケージとは何ですか', array( 'パッケージ' ) ),
			'ja: hiragana only'          => array( 'どうすればいいですか', array( 'どうすればいいですか' ) ),
			'ja: an ending inside a word' => array( 'コマンドの使い方を調べる', array( 'コマンド', '使い方', '調' ) ),
			'ja: endings inside a verb'  => array( 'ドライバを読み込ませない', array( 'ドライバ', '読み込' ) ),
			'ja: a particle between'     => array( '設定の変更', array( '設定', '変更' ) ),
			'zh: how to change'          => array( '如何更改系统语言', array( '更改系统语言' ) ),
			'zh: what is … of'           => array( '系统的语言是什么', array( '系统', '语言' ) ),
			'zh: framing word alone'     => array( '安装软件包的方法', array( '安装软件包' ) ),
			'zh: nothing but framing'    => array( '方法', array( '方法' ) ),
			'zh-TW: how to change'       => array( '如何更改系統語言', array( '更改系統語言' ) ),
			'zh-TW: what is … of'        => array( '系統的語言是什麼', array( '系統', '語言' ) ),
			'zh-TW: not, how'            => array( '為什麼套件沒有更新', array( '套件', '更新' ) ),
			'zh-TW: framing word alone'  => array( '安裝套件的方法', array( '安裝套件' ) ),
		);
	}

	public function test_kanji_alone_on_a_japanese_site_is_one_word(): void {
		add_filter( 'locale', static fn(): string => 'ja' );
		Languages::reset();
		$this->assertSame( array( '日本語入力' ), Cjk_Chunks::chunks( '日本語入力' ) );
	}

	public function test_other_words_pass_through_and_runs_are_replaced_by_their_chunks(): void {
		$this->assertSame( array( 'apt', 'パッケージ', '削除' ), Cjk_Chunks::split_words( array( 'apt', 'パッケージを削除したい' ) ) );
	}

	public function test_a_japanese_question_finds_the_article_and_chat_answers_it(): void {
		$wanted = $this->japanese_site(
			array( 'ログインできないとき', '<p>パスワードを忘れた場合は、ログイン画面の「パスワードをお忘れですか」から新しいパスワードを設定できます。</p>' ),
			array( 'フォントの設定', '<p>日本語フォントは設定画面で選べます。</p>' )
		);

		$question = 'パスワードを忘れた場合はどうすればいいですか？';
		$this->assertSame( $wanted, $this->search_ids( $question )[0] ?? 0 );

		$this->chat_on();
		$reply = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => $question ) );
		$this->assertStatus( 200, $reply );
		$this->assertSame( array( 'ログインできないとき' ), array_column( (array) $reply->get_data()['post_links'], 'title' ) );
		$this->assertStringContainsString( 'パスワードをお忘れですか', (string) $reply->get_data()['chat'] );
	}

	public function test_a_word_with_its_ending_inside_is_looked_for_whole(): void {
		$wanted = $this->japanese_site(
			array( 'エディタの使い方', '<p>エディタの使い方を説明します。</p>' ),
			array( 'エディタの設定', '<p>使用するエディタは一方の設定で決まります。</p>' )
		);

		// "使い方" (how to use) is one word: the page holding "使" and "方" apart does not hold it.
		$this->assertSame( array( $wanted ), $this->search_ids( 'エディタの使い方' ) );
	}

	/**
	 * A site in Japanese with two articles in one section.
	 *
	 * @param array{0:string, 1:string} $wanted The wanted article's title and content.
	 * @param array{0:string, 1:string} $other  The other article's title and content.
	 * @return int The wanted article's ID.
	 */
	private function japanese_site( array $wanted, array $other ): int {
		add_filter( 'locale', static fn(): string => 'ja' );
		Languages::reset();
		list( , $section ) = $this->doc_tree();
		$ids               = array();
		foreach ( array( $wanted, $other ) as list( $title, $content ) ) {
			$ids[] = $this->doc(
				array(
					'post_parent'  => $section,
					'post_title'   => $title,
					'post_content' => $content,
				)
			);
		}
		return $ids[0];
	}
}
