<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Swedish;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Swedish words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class SwedishTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'swedish' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Swedish(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'bil', 'bilen', 'bilar', 'bilarna' ),
			array( 'inställning', 'inställningar', 'inställningarna' ),
			array( 'installera', 'installerade', 'installeras' ),
			array( 'nyhet', 'nyheten', 'nyheter' ),
		);
		$this->assertSame( array(), Vocabulary::families_apart( new Swedish(), $families ) );
	}

	public function test_et_goes_after_a_short_syllable_but_not_from_stems_that_own_it(): void {
		$stemmer = new Swedish();
		$this->assertSame( 'paket', $stemmer->stem( 'paketet' ) );
		$this->assertSame( 'identitet', $stemmer->stem( 'identiteten' ) );
		$this->assertSame( 'raket', $stemmer->stem( 'raketer' ) );
	}

	public function test_other_letters_pass_through(): void {
		$this->assertSame( 'kafé', ( new Swedish() )->stem( 'kaféer' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Swedish();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
