<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Italian;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Italian words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class ItalianTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'italian' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Italian(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'installare', 'installato', 'installazione', 'installazioni' ),
			array( 'abbandonare', 'abbandonata', 'abbandonati' ),
			array( 'utente', 'utenti' ),
			array( 'crocchio', 'crocchi' ),
			array( 'pregare', 'pregherò' ),
		);
		$stemmer = new Italian();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ' → ' . implode( ', ', $stems ) );
		}
	}

	public function test_elisions_are_removed_but_not_every_apostrophe(): void {
		$stemmer = new Italian();
		$this->assertSame( 'install', $stemmer->stem( "dell'installazione" ) );
		$this->assertSame( 'utent', $stemmer->stem( "all'utente" ) );
		$this->assertSame( 'anno', $stemmer->stem( "quest'anno" ) );
		$this->assertSame( "sant'anton", $stemmer->stem( "sant'antonio" ) );
		$this->assertSame( "c'è", $stemmer->stem( "c'è" ) );
	}

	public function test_a_pronoun_attached_to_a_verb_is_removed(): void {
		$stemmer = new Italian();
		$this->assertSame( 'guard', $stemmer->stem( 'guardandogli' ) );
		$this->assertSame( $stemmer->stem( 'accomodare' ), $stemmer->stem( 'accomodarci' ) );
	}

	public function test_acute_accents_read_as_grave_ones(): void {
		$stemmer = new Italian();
		$this->assertSame( $stemmer->stem( 'perchè' ), $stemmer->stem( 'perché' ) );
		$this->assertSame( 'virtù', $stemmer->stem( 'virtú' ) );
	}

	public function test_divano_keeps_its_stem_apart_from_diva(): void {
		$stemmer = new Italian();
		$this->assertSame( 'divan', $stemmer->stem( 'divano' ) );
		$this->assertSame( 'div', $stemmer->stem( 'diva' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Italian();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
