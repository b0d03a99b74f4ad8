<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Spanish;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Spanish words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class SpanishTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'spanish' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Spanish(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'configurar', 'configurado', 'configurando', 'configuración', 'configuraciones' ),
			array( 'esperanza', 'esperanzas' ),
			array( 'posibilidad', 'posibilidades' ),
			array( 'construyendo', 'construyó' ),
			array( 'sigue', 'siguen' ),
		);
		$stemmer = new Spanish();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ' → ' . implode( ', ', $stems ) );
		}
	}

	public function test_a_pronoun_attached_to_a_verb_is_removed(): void {
		$stemmer = new Spanish();
		$this->assertSame( 'compr', $stemmer->stem( 'comprárselo' ) );
		$this->assertSame( 'dec', $stemmer->stem( 'decírselo' ) );
		$this->assertSame( 'darsel', $stemmer->stem( 'dárselo' ), 'the verb ending must lie in RV' );
	}

	public function test_acute_accents_are_removed_and_others_kept(): void {
		$stemmer = new Spanish();
		$this->assertSame( 'arbol', $stemmer->stem( 'árbol' ) );
		$this->assertSame( 'camion', $stemmer->stem( 'camión' ) );
		$this->assertSame( 'configur', $stemmer->stem( 'configuracion' ), 'an -acion typed without its accent' );
		$this->assertSame( 'averigü', $stemmer->stem( 'averigüe' ) );
		$this->assertSame( 'ñandu', $stemmer->stem( 'ñandú' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Spanish();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
