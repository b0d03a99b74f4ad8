<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Vietnamese;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A Vietnamese syllable's stem is the syllable without its marks: what a visitor typing without
 * them means.
 */
final class VietnameseTest extends TestCase {

	public function test_tones_and_vowel_marks_are_removed(): void {
		$stemmer = new Vietnamese();
		foreach ( array( 'cai', 'cài', 'cái', 'cải', 'cãi', 'cại' ) as $word ) {
			$this->assertSame( 'cai', $stemmer->stem( $word ), $word );
		}
		$this->assertSame( 'dat', $stemmer->stem( 'đặt' ) );
		$this->assertSame( 'may', $stemmer->stem( 'mấy' ) );
		$this->assertSame( 'nguoi', $stemmer->stem( 'người' ) );
		$this->assertSame( 'thuy', $stemmer->stem( 'thủy' ) );
		$this->assertSame( 'ky', $stemmer->stem( 'kỹ' ) );
	}

	public function test_other_letters_pass_through(): void {
		$stemmer = new Vietnamese();
		$this->assertSame( 'größe', $stemmer->stem( 'größe' ) );
		$this->assertSame( 'linux', $stemmer->stem( 'linux' ) );
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
	}
}
