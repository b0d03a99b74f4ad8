<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\German;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * German words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class GermanTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'german' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new German(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'haus', 'hauses', 'häuser' ),
			array( 'einstellung', 'einstellungen' ),
			array( 'aufgabe', 'aufgaben' ),
			array( 'bedürfnis', 'bedürfnisse', 'bedürfnissen' ),
			array( 'freundlich', 'freundliche', 'freundlichkeit' ),
		);
		$stemmer = new German();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ' → ' . implode( ', ', $stems ) );
		}
	}

	public function test_umlauts_and_sharp_s_meet_their_spelled_out_forms(): void {
		$stemmer = new German();
		$this->assertSame( 'schon', $stemmer->stem( 'schön' ) );
		$this->assertSame( 'schon', $stemmer->stem( 'schoen' ) );
		$this->assertSame( 'strass', $stemmer->stem( 'straße' ) );
		$this->assertSame( 'strass', $stemmer->stem( 'strasse' ) );
		$this->assertSame( 'quell', $stemmer->stem( 'quelle' ), 'the "ue" of "qu" is not an umlaut' );
	}

	public function test_words_the_rules_keep_apart_stay_apart(): void {
		$stemmer = new German();
		$this->assertSame( 'planet', $stemmer->stem( 'planet' ) );
		$this->assertSame( 'plan', $stemmer->stem( 'plan' ) );
		$this->assertSame( 'internet', $stemmer->stem( 'internet' ) );
		$this->assertSame( 'intern', $stemmer->stem( 'internes' ) );
	}

	public function test_a_possessive_apostrophe_is_removed(): void {
		$this->assertSame( 'andrea', ( new German() )->stem( "andrea's" ) );
	}

	public function test_other_letters_pass_through_and_broken_text_is_its_own_stem(): void {
		$stemmer = new German();
		$this->assertSame( 'garçon', $stemmer->stem( 'garçons' ) );
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
