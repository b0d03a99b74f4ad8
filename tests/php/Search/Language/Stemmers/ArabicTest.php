<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Arabic;
use Docent\Search\Language\Tokenizer;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * An Arabic word loses the conjunction, the article and the prepositions joined before it and
 * its plural and feminine endings, so "الإعدادات" finds the page that writes "إعدادات".
 */
final class ArabicTest extends TestCase {

	public function test_a_word_with_its_article_prefixes_and_endings_shares_its_stem(): void {
		$families = array(
			array( 'كتاب', 'الكتاب', 'والكتاب', 'بالكتاب', 'كالكتاب', 'فالكتاب', 'كتابات', 'كتابان', 'الكتابات' ),
			array( 'معلم', 'المعلم', 'المعلمون', 'معلمين', 'معلمة', 'المعلمات', 'للمعلم' ),
			array( 'إعدادات', 'الإعدادات', 'وإعداداتها', 'بالإعدادات' ),
		);
		$stemmer = new Arabic();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			$this->assertCount( 1, $stems, implode( ', ', $family ) . ': ' . implode( ', ', $stems ) );
		}
	}

	public function test_a_short_word_keeps_the_letters_that_look_like_a_prefix_or_an_ending(): void {
		$stemmer = new Arabic();
		// "و" only with three letters left, an article or an ending only with two.
		$this->assertSame( 'ولد', $stemmer->stem( 'ولد' ) );
		$this->assertSame( 'وقت', $stemmer->stem( 'وقت' ) );
		$this->assertSame( 'ال', $stemmer->stem( 'ال' ) );
		$this->assertSame( 'بات', $stemmer->stem( 'بات' ) );
		// Roots and patterns are left alone: writing and book stay apart.
		$this->assertNotSame( $stemmer->stem( 'كتب' ), $stemmer->stem( 'كتاب' ) );
	}

	public function test_short_vowels_and_the_forms_of_alef_and_final_letters_are_read_alike(): void {
		$this->assertSame( array( 'كلمه', 'المرور' ), Tokenizer::words( 'كَلِمَةُ المُرُور' ) );
		$this->assertSame( Tokenizer::words( 'إعدادات الحساب' ), Tokenizer::words( 'اعدادات الحساب' ) );
		$this->assertSame( Tokenizer::words( 'مستشفى' ), Tokenizer::words( 'مستشفي' ) );
		$this->assertSame( array( 'كتاب' ), Tokenizer::words( 'كتـــاب' ), 'the stretching letter' );
		$this->assertSame( ( new Arabic() )->stem( 'الإعدادات' ), ( new Arabic() )->stem( 'الاعدادات' ) );
	}
}
