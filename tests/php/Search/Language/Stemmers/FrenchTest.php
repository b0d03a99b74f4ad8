<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\French;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * French words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class FrenchTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'french' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new French(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'installer', 'installé', 'installation', 'installations', "l'installation" ),
			array( 'continuer', 'continuait', 'continuation' ),
			array( 'paramètre', 'paramètres' ),
			array( 'heureuse', 'heureux', 'heureusement' ),
			array( 'journal', 'journaux' ),
		);
		$stemmer = new French();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ' → ' . implode( ', ', $stems ) );
		}
	}

	public function test_elisions_are_removed_before_a_word_but_not_alone(): void {
		$stemmer = new French();
		$this->assertSame( 'install', $stemmer->stem( "qu'installer" ) );
		$this->assertSame( 'avez', $stemmer->stem( "z'avez" ) );
		$this->assertSame( "d'", $stemmer->stem( "d'" ) );
		$this->assertSame( "aujourd'hui", $stemmer->stem( "aujourd'hui" ) );
	}

	public function test_a_diaeresis_is_kept_and_a_suffix_after_it_removed(): void {
		$stemmer = new French();
		$this->assertSame( 'aigu', $stemmer->stem( 'aiguë' ) );
		$this->assertSame( 'naïv', $stemmer->stem( 'naïve' ) );
		$this->assertSame( 'ouï', $stemmer->stem( 'ouïe' ) );
	}

	public function test_words_the_rules_keep_apart_stay_apart(): void {
		$stemmer = new French();
		$this->assertSame( 'accident', $stemmer->stem( 'accident' ), '-ent is no verb ending' );
		$this->assertSame( 'garçon', $stemmer->stem( 'garçons' ), '-ons is no verb ending' );
		$this->assertSame( 'calais', $stemmer->stem( 'calais' ) );
		$this->assertSame( 'mauvais', $stemmer->stem( 'mauvaise' ) );
		$this->assertSame( 'anglais', $stemmer->stem( 'anglaises' ) );
		$this->assertSame( 'mang', $stemmer->stem( 'mangeais' ), 'the e before -ais goes with it' );
	}

	public function test_other_letters_pass_through_and_broken_text_is_its_own_stem(): void {
		$stemmer = new French();
		$this->assertSame( 'straß', $stemmer->stem( 'straße' ) );
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
