<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Portuguese;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Portuguese words are reduced to the stems the Snowball project publishes for them, so the forms
 * of one word find each other.
 */
final class PortugueseTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'portuguese' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Portuguese(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'configurar', 'configurado', 'configuração', 'configurações' ),
			array( 'informação', 'informações' ),
			array( 'brasileira', 'brasileiro', 'brasileiras' ),
			array( 'alemão', 'alemães' ),
			array( 'conheci', 'conhecer' ),
		);
		$stemmer = new Portuguese();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ' → ' . implode( ', ', $stems ) );
		}
	}

	public function test_nasal_vowels_are_kept_and_read_as_a_vowel_and_a_consonant(): void {
		$stemmer = new Portuguese();
		$this->assertSame( 'liçã', $stemmer->stem( 'lição' ) );
		$this->assertSame( 'liçõ', $stemmer->stem( 'lições' ) );
		$this->assertSame( 'maçã', $stemmer->stem( 'maçã' ) );
	}

	public function test_a_final_e_goes_with_the_u_of_gu_and_a_final_cedilla_goes(): void {
		$stemmer = new Portuguese();
		$this->assertSame( 'açoug', $stemmer->stem( 'açougue' ) );
		$this->assertSame( 'espéc', $stemmer->stem( 'espécie' ) );
		$this->assertSame( 'fac', $stemmer->stem( 'faço' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Portuguese();
		$this->assertSame( "\xC3", $stemmer->stem( "\xC3" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
