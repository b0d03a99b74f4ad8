<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;


in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Korean site asks at the end of the sentence ("…하려면 어떻게 해야 하나요?"), writes its
 * particles onto its words, and leaves its function words between the need's.
 */
final class KoreanTest extends Rules_Case {

	protected static function code(): string {
		return 'ko';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'어떻게 해야 하나요' => array( 'CD로 데비안을 깔려면 어떻게 해야 하나요?', 'CD로 데비안을 깔려면 ' ),
			'어떻게 하나요'    => array( '패키지를 보류하려면 어떻게 하나요?', '패키지를 보류하려면 ' ),
			'수 있나요'      => array( '업그레이드를 막을 수 있나요?', '업그레이드를 막을 ' ),
			'건가요'        => array( '데비안은 정확히 어떤 건가요?', '데비안은 정확히 ' ),
			'알려 주세요'     => array( '안녕하세요, 캐시 설정에 대해 알려 주세요', '캐시 설정 ' ),
			'framing only'  => array( '어떻게 하나요?', '어떻게 하나요?' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'function words between the need' => array( '그 패키지를 어떻게 설치할 수 있나요', array( '패키지를', '설치할' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'adverbs of a question' => array( array( '도대체', '캐시', '방법', '자주', '비우는' ), array( '캐시', '비우는' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'패키지 보류',
			'패키지를 보류하면 업그레이드에서 빠집니다. apt-mark hold 명령을 씁니다.',
			'자주 묻는 질문',
			'어떻게 해야 하나요? 궁금한 점은 여기에 남겨 주세요.',
			'특정 패키지가 업그레이드되지 않게 하려면 어떻게 해야 하나요?',
		);
	}

	/**
	 * A section holding the page about a forgotten password and the pages given, with chat on.
	 *
	 * @param array<string, string> $others Title => content of more pages in the section.
	 */
	private function password_page_with_chat_on( array $others = array() ): void {
		list( , $section ) = $this->doc_tree();
		$pages             = array( '비밀번호를 잊어버렸을 때' => '<p>로그인 화면에서 "비밀번호 찾기"를 누르면 새 비밀번호를 설정할 수 있습니다.</p>' ) + $others;
		foreach ( $pages as $title => $content ) {
			$this->doc(
				array(
					'post_parent'  => $section,
					'post_title'   => $title,
					'post_content' => $content,
				)
			);
		}
		$this->chat_on();
	}

	public function test_chat_answers_a_korean_question_from_the_page_that_writes_its_words_with_other_particles(): void {
		$this->password_page_with_chat_on( array( '글꼴 설정' => '<p>한글 글꼴은 설정 화면에서 고를 수 있습니다.</p>' ) );

		$reply = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => '새 비밀번호는 어디서 설정하나요?' ) );
		$this->assertStatus( 200, $reply );
		$this->assertSame( array( '비밀번호를 잊어버렸을 때' ), array_column( (array) $reply->get_data()['post_links'], 'title' ) );
		$this->assertStringContainsString( '비밀번호 찾기', (string) $reply->get_data()['chat'] );

		$declined = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => '호주의 수도는 어디인가요?' ) );
		$this->assertSame( array(), (array) $declined->get_data()['post_links'] );
	}

	public function test_chat_answers_a_question_whose_verbs_no_doc_writes_in_that_form_and_still_declines_an_off_topic_one(): void {
		$this->password_page_with_chat_on();

		// "까먹었는데" (I forgot, and) and "바꿔야" (must change) are verbs the docs write in other forms.
		$reply = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => '비밀번호를 까먹었는데 새 비밀번호는 어디서 바꿔야 하나요?' ) );
		$this->assertStatus( 200, $reply );
		$this->assertSame( array( '비밀번호를 잊어버렸을 때' ), array_column( (array) $reply->get_data()['post_links'], 'title' ) );

		// A verb's ending does not excuse nouns no doc uses: sourdough and bread.
		$declined = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => '사워도우 빵은 어떻게 구워야 하나요?' ) );
		$this->assertSame( array(), (array) $declined->get_data()['post_links'] );
	}
}
