<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Czech;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Czech words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class CzechTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'czech' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Czech(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'článek', 'článku', 'články', 'článkem' ),
			array( 'soubor', 'souboru', 'soubory', 'souborů' ),
			array( 'instalace', 'instalaci', 'instalací' ),
			array( 'obce', 'obcí' ),
		);
		$this->assertSame( array(), Vocabulary::families_apart( new Czech(), $families ) );
	}

	public function test_a_vowel_that_comes_and_goes_and_syllabic_consonants(): void {
		$stemmer = new Czech();
		$this->assertSame( $stemmer->stem( 'článek' ), $stemmer->stem( 'článkem' ) );
		$this->assertSame( 'vlk', $stemmer->stem( 'vlka' ) );
		$this->assertSame( 'ab', $stemmer->stem( 'ab' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Czech();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
