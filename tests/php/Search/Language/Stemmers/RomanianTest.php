<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Romanian;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Romanian words are reduced to the stems the Snowball project publishes for them, so the forms
 * of one word find each other.
 */
final class RomanianTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'romanian' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Romanian(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'carte', 'cartea' ),
			array( 'cărți', 'cărțile' ),
			array( 'instalare', 'instalarea' ),
			array( 'fișier', 'fișierul', 'fișiere', 'fișierele' ),
			array( 'parolă', 'parola', 'parole', 'parolele' ),
		);
		$this->assertSame( array(), Vocabulary::families_apart( new Romanian(), $families ) );
	}

	public function test_cedilla_letters_are_read_as_comma_letters_and_long_suffixes_shorten(): void {
		$stemmer = new Romanian();
		$this->assertSame( $stemmer->stem( 'națiune' ), $stemmer->stem( 'naţiune' ) );
		$this->assertSame( 'abil', $stemmer->stem( 'abilităţi' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Romanian();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
