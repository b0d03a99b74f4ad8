<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Languages;
use Docent\Search\Language\Tokenizer;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Site_Locale.php';

/**
 * On a Vietnamese site the marks tell words apart ("cài đặt", install; "cái đất", the soil): a
 * word typed with them finds that word, typed without them every word it may stand for, and the
 * two spellings of a tone in use ("hoà", "hòa") are one word.
 */
final class VietnameseTest extends TestCase {

	use Site_Locale;

	protected static function site_locale(): string {
		return 'vi';
	}

	public function test_words_keep_their_marks_in_one_form(): void {
		$this->assertSame( array( 'cài', 'đặt', 'hòa', 'mạng', 'thủy', 'quý' ), Tokenizer::words( 'Cài ĐẶT hoà mạng, thuỷ quý' ) );
	}

	public function test_elsewhere_the_marks_are_folded(): void {
		$this->locale = 'en_US';
		Tokenizer::reset();
		$this->assertSame( array( 'cai', 'dat', 'hoa' ), Tokenizer::words( 'Cài đặt hoà' ) );
	}

	public function test_a_word_typed_with_its_marks_finds_that_word(): void {
		list( $install, $soil ) = $this->articles();
		$this->assertSame( array( $install ), $this->search_ids( 'cài đặt' ) );
		$this->assertSame( array( $soil ), $this->search_ids( 'cái đất' ) );
	}

	public function test_a_word_typed_without_marks_finds_every_word_it_may_be(): void {
		list( $install, $soil ) = $this->articles();
		$found = $this->search_ids( 'cai dat' );
		sort( $found );
		$this->assertSame( array( $install, $soil ), $found );
	}

	public function test_a_visitor_on_a_page_in_another_language_finds_the_docs_too(): void {
		list( $install ) = $this->articles();
		$this->assertContains( $install, Languages::using( 'en', fn(): array => $this->search_ids( 'cai dat may in' ) ) );
	}

	public function test_a_visitor_on_a_page_in_another_language_sees_the_words_found_marked(): void {
		list( $install ) = $this->articles();
		$items           = Languages::using( 'en', fn(): array => $this->search()->search( 'cai dat may in', 1, 10 )['items'] );
		$excerpts        = array_column( $items, 'excerpt', 'id' );
		$this->assertStringContainsString( '<mark>Cài</mark> <mark>đặt</mark>', $excerpts[ $install ] ?? '' );
	}

	public function test_both_spellings_of_a_tone_find_each_other(): void {
		$old = $this->article( 'Hoà mạng', '<p>Đăng ký hoà mạng cho thuê bao mới.</p>' );
		$new = $this->article( 'Thủy điện', '<p>Nhà máy thủy điện trên sông.</p>' );
		$this->assertSame( array( $old ), $this->search_ids( 'hòa mạng' ) );
		$this->assertSame( array( $new ), $this->search_ids( 'thuỷ điện' ) );
	}

	public function test_decomposed_marks_are_read_as_composed(): void {
		if ( ! class_exists( 'Normalizer' ) ) {
			$this->markTestSkipped( 'This PHP has no intl extension: decomposed text is read as written.' );
		}
		$decomposed = "Ca\u{0300}i đa\u{0323}\u{0306}t"; // "Cài đặt" with its marks as marks of their own.
		$id         = $this->article( 'Hướng dẫn', '<p>' . $decomposed . ' máy in.</p>' );
		$this->assertSame( array( $id ), $this->search_ids( 'cài đặt' ) );
	}

	/**
	 * An article on installing a printer and one on soil, whose words are the same without marks.
	 *
	 * @return array{0:int, 1:int}
	 */
	private function articles(): array {
		return array(
			$this->article( 'Cài đặt máy in', '<p>Cài đặt trình điều khiển rồi kết nối máy in qua USB.</p>' ),
			$this->article( 'Trồng cây', '<p>Cái đất ở vườn này rất tốt cho cây.</p>' ),
		);
	}
}
