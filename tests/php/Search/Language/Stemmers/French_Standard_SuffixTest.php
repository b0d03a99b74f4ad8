<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\French_Standard_Suffix;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Step 1 of the French stemmer says whether the verb suffixes are still to be looked for.
 */
final class French_Standard_SuffixTest extends TestCase {

	public function test_a_removed_suffix_ends_the_search_but_an_adverbs_ment_does_not(): void {
		$step = new French_Standard_Suffix( array() );
		// "nationalisme": RV after the a (2), R1 after "nat" (3), R2 after "nation" (6).
		$this->assertSame( array( 'national', false ), $step->remove( 'nationalisme', 2, 3, 6 ) );
		// "vraiment": RV after "vra" (3), R1 after "vraim" (5), R2 after "vraimen" (7); -ment after a
		// vowel in RV goes, and "vrai" may still lose a verb suffix.
		$this->assertSame( array( 'vrai', true ), $step->remove( 'vraiment', 3, 5, 7 ) );
	}

	public function test_a_suffix_its_rule_keeps_leaves_the_word_to_the_verb_suffixes(): void {
		$step = new French_Standard_Suffix( array() );
		$this->assertSame( array( 'balance', true ), $step->remove( 'balance', 2, 3, 5 ), '-ance outside R2' );
		$this->assertSame( array( 'maison', true ), $step->remove( 'maison', 2, 3, 6 ), 'no standard suffix' );
	}
}
