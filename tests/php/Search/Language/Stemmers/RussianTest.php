<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Russian;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Russian words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class RussianTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'russian' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Russian(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'книга', 'книги', 'книгу', 'книгами' ),
			array( 'настройка', 'настройки', 'настройками' ),
			array( 'москва', 'москвы', 'москве', 'москвой' ),
			array( 'написавший', 'написавшая', 'написав' ),
			array( 'длинный', 'длинная', 'длиннее' ),
		);
		$stemmer = new Russian();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ' → ' . implode( ', ', $stems ) );
		}
	}

	public function test_an_ending_that_must_follow_a_or_ya_needs_it_after_the_first_vowel(): void {
		$stemmer = new Russian();
		$this->assertSame( 'прочита', $stemmer->stem( 'прочитавшись' ) );
		$this->assertSame( 'узна', $stemmer->stem( 'узнал' ) );
		$this->assertSame( 'знал', $stemmer->stem( 'знал' ), 'the а is the first vowel, before RV' );
		$this->assertSame( 'лов', $stemmer->stem( 'лов' ), 'в not after а or я is no gerund' );
	}

	public function test_superlatives_double_n_and_derivations_in_r2_are_removed(): void {
		$stemmer = new Russian();
		$this->assertSame( 'красив', $stemmer->stem( 'красивейшая' ) );
		$this->assertSame( 'длин', $stemmer->stem( 'длинный' ) );
		$this->assertSame( 'бездарн', $stemmer->stem( 'бездарность' ) );
		$this->assertSame( 'кост', $stemmer->stem( 'кость' ), '-ость before R2 stays' );
	}

	public function test_yo_is_read_as_ye(): void {
		$stemmer = new Russian();
		$this->assertSame( 'елк', $stemmer->stem( 'ёлка' ) );
		$this->assertSame( 'елк', $stemmer->stem( 'елка' ) );
		$this->assertSame( 'актер', $stemmer->stem( 'актёр' ) );
	}

	public function test_words_with_latin_letters_and_broken_text_are_their_own_stems(): void {
		$stemmer = new Russian();
		$this->assertSame( 'wordpress', $stemmer->stem( 'wordpress' ) );
		$this->assertSame( 'iphoneы', $stemmer->stem( 'iphoneы' ) );
		$this->assertSame( "кот's", $stemmer->stem( "кот's" ) );
		$this->assertSame( "\xD0", $stemmer->stem( "\xD0" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}

	public function test_other_letters_pass_through(): void {
		$this->assertSame( 'україн', ( new Russian() )->stem( 'україна' ) );
	}
}
