<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Polish;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Polish words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class PolishTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'polish' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Polish(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'książka', 'książki', 'książkami', 'książkach' ),
			array( 'plik', 'pliku', 'pliki', 'plików' ),
			array( 'instalacja', 'instalacji', 'instalację' ),
			array( 'czytałem', 'czytałam', 'czytali' ),
		);
		$this->assertSame( array(), Vocabulary::families_apart( new Polish(), $families ) );
	}

	public function test_a_word_without_an_ending_loses_its_last_acute_and_conditionals_go(): void {
		$stemmer = new Polish();
		$this->assertSame( $stemmer->stem( 'miłość' ), $stemmer->stem( 'miłości' ) );
		$this->assertSame( 'jak', $stemmer->stem( 'jakby' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Polish();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
