<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Ranking;

use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The vocabulary's range lookups (the last word as a prefix) end exactly where the words that
 * start with the prefix end, in Latin and other scripts. Words are made up so the demo docs
 * never match.
 */
final class VocabularyTest extends TestCase {

	/**
	 * Ids of the results for a query.
	 *
	 * @param string $query Query.
	 * @return int[]
	 */
	private function ids( string $query ): array {
		return $this->search_ids( $query, 50 );
	}

	public function test_a_prefix_finds_the_words_it_starts_and_none_that_sort_just_after_them(): void {
		$exact  = $this->doc( array( 'post_title' => 'Vexmorl setup' ) );
		$longer = $this->doc( array( 'post_title' => 'Vexmorlian notes' ) );
		$next   = $this->doc( array( 'post_title' => 'Vexmorm setup' ) );
		$after  = $this->doc( array( 'post_title' => 'Vexmos setup' ) );

		$this->assertEqualsCanonicalizing( array( $exact, $longer ), $this->ids( 'vexmorl' ) );
		$this->assertEqualsCanonicalizing( array( $longer ), $this->ids( 'vexmorli' ) );
		$this->assertEqualsCanonicalizing( array( $exact, $longer, $next ), $this->ids( 'vexmor' ) );
		$this->assertNotContains( $after, $this->ids( 'vexmor' ) );
	}

	public function test_a_prefix_ending_in_a_letter_outside_ascii_stops_at_the_next_letter(): void {
		$first  = $this->doc( array( 'post_title' => 'Жмыхар один' ) );
		$longer = $this->doc( array( 'post_title' => 'Жмыхарство два' ) );
		$next   = $this->doc( array( 'post_title' => 'Жмыхас три' ) );

		$this->assertEqualsCanonicalizing( array( $first, $longer ), $this->ids( 'жмыхар' ) );
		$this->assertEqualsCanonicalizing( array( $first, $longer, $next ), $this->ids( 'жмыха' ) );
	}
}
