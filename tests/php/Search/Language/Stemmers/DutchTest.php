<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Dutch;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Dutch words are reduced to the stems the Snowball project publishes for them (Martin Porter's
 * Dutch algorithm), so the forms of one word find each other.
 */
final class DutchTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'dutch' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Dutch(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'maan', 'manen' ),
			array( 'instelling', 'instellingen' ),
			array( 'gemeente', 'gemeenten' ),
			array( 'lichaam', 'lichamelijk' ),
		);
		$stemmer = new Dutch();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ' → ' . implode( ', ', $stems ) );
		}
	}

	public function test_diminutives_keep_their_ending(): void {
		$this->assertSame( 'kopj', ( new Dutch() )->stem( 'kopje' ) );
	}

	public function test_umlauts_and_acute_accents_are_removed_and_grave_e_is_kept(): void {
		$stemmer = new Dutch();
		$this->assertSame( 'een', $stemmer->stem( 'één' ) );
		$this->assertSame( $stemmer->stem( 'ideeen' ), $stemmer->stem( 'ideeën' ) );
		$this->assertSame( 'ampèr', $stemmer->stem( 'ampère' ) );
	}

	public function test_other_letters_pass_through_and_broken_text_is_its_own_stem(): void {
		$stemmer = new Dutch();
		$this->assertSame( 'adòlfin', $stemmer->stem( 'adòlfine' ) );
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
