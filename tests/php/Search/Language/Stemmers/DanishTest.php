<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Danish;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Danish words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class DanishTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'danish' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Danish(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'bil', 'bilen', 'biler', 'bilerne' ),
			array( 'indstilling', 'indstillingen', 'indstillinger', 'indstillingerne' ),
			array( 'pakke', 'pakken', 'pakker', 'pakkerne' ),
			array( 'installere', 'installeret', 'installerer' ),
		);
		$this->assertSame( array(), Vocabulary::families_apart( new Danish(), $families ) );
	}

	public function test_superlatives_doubled_letters_and_apostrophes(): void {
		$stemmer = new Danish();
		$this->assertSame( 'bil', $stemmer->stem( 'billigst' ) );
		$this->assertSame( 'bred', $stemmer->stem( 'bredde' ) );
		$this->assertSame( 'pc', $stemmer->stem( "pc'en" ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Danish();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
