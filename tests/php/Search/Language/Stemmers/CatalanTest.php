<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Catalan;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Catalan words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class CatalanTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'catalan' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Catalan(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'ajudar', 'ajudant' ),
			array( 'fitxer', 'fitxers' ),
			array( 'configuració', 'configuracions' ),
			array( 'arrencada', 'arrencades' ),
		);
		$this->assertSame( array(), Vocabulary::families_apart( new Catalan(), $families ) );
	}

	public function test_attached_pronouns_go_and_stems_lose_their_accents(): void {
		$stemmer = new Catalan();
		$this->assertSame( $stemmer->stem( 'donar' ), $stemmer->stem( 'donar-li' ) );
		$this->assertSame( 'configur', $stemmer->stem( 'configuració' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Catalan();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
