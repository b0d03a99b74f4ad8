<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Indonesian;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Indonesian words lose the particles, possessives, prefixes and suffixes the Snowball project
 * removes, so "membaca", "dibaca" and "bacaan" find each other.
 */
final class IndonesianTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'indonesian' );
		$this->assertGreaterThan( 1500, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Indonesian(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'baca', 'membaca', 'dibaca', 'bacaan', 'pembaca' ),
			array( 'pasang', 'memasang', 'dipasang', 'pemasangan' ),
			array( 'atur', 'mengatur', 'pengaturan', 'aturan' ),
			array( 'ajar', 'belajar', 'pelajaran', 'mempelajari' ),
		);
		$this->assertSame( array(), Vocabulary::families_apart( new Indonesian(), $families ) );
	}

	public function test_prefixes_that_change_the_first_letter_and_words_kept_whole(): void {
		$stemmer = new Indonesian();
		$this->assertSame( 'sapu', $stemmer->stem( 'menyapu' ) );
		$this->assertSame( 'pakai', $stemmer->stem( 'pemakaian' ) );
		$this->assertSame( 'buku', $stemmer->stem( 'bukunya' ) );
		$this->assertSame( 'televisi', $stemmer->stem( 'televisi' ) );
		$this->assertSame( 'apa', $stemmer->stem( 'apa' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Indonesian();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
