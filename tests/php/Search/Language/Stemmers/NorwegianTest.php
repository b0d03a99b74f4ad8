<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Norwegian;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Norwegian words are reduced to the stems the Snowball project publishes for them, so the forms
 * of one word find each other.
 */
final class NorwegianTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'norwegian' );
		$this->assertGreaterThan( 600, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Norwegian(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'bil', 'bilen', 'biler', 'bilene' ),
			array( 'innstilling', 'innstillingen', 'innstillinger', 'innstillingene' ),
			array( 'pakke', 'pakken', 'pakker', 'pakkene' ),
			array( 'installere', 'installert', 'installerte' ),
		);
		$this->assertSame( array(), Vocabulary::families_apart( new Norwegian(), $families ) );
	}

	public function test_ers_stays_with_the_stems_that_own_it_and_accents_pass_through(): void {
		$stemmer = new Norwegian();
		$this->assertSame( 'selskap', $stemmer->stem( 'selskapers' ) );
		$this->assertSame( 'kafè', $stemmer->stem( 'kafèen' ) );
		$this->assertSame( 'pc', $stemmer->stem( "pc'en" ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Norwegian();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
