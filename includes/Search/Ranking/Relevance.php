<?php
/**
 * A doc's first-pass relevance from the groups' scored posting lists, and the docs that match
 * only some of the query's words, ordered by it.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the per-group scores of Searcher::score_group(): per group, the docs matching it (as
 * keys), then per term (best kind of match first) doc => weight and the term's factor.
 */
final class Relevance {

	/**
	 * A doc's relevance for one group: its best kind of match (the exact word before its
	 * variants), weight × factor.
	 *
	 * @param list<array{0: array<int, int>, 1: float}> $maps   Per term: doc => weight, factor.
	 * @param int                                       $doc_id Doc id.
	 */
	public static function of( array $maps, int $doc_id ): float {
		foreach ( $maps as $map ) {
			if ( isset( $map[0][ $doc_id ] ) ) {
				return $map[0][ $doc_id ] * $map[1];
			}
		}
		return 0.0;
	}

	/**
	 * A doc's relevance summed over the groups.
	 *
	 * @param array<int, array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>}> $scored Per group.
	 * @param int                                                                                  $doc_id Doc id.
	 */
	public static function sum( array $scored, int $doc_id ): float {
		$sum = 0.0;
		foreach ( $scored as $group ) {
			$sum += self::of( $group[1], $doc_id );
		}
		return $sum;
	}

	/**
	 * Docs matching at least half of the groups, by relevance alone, best first: the tail that
	 * follows the docs matching every word.
	 *
	 * @param array<int, array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>}> $scored  Per group.
	 * @param array<int, mixed>                                                                    $exclude Doc ids left out (as keys): those already ranked, hidden ones.
	 * @return array<int, float> Doc id => relevance, best first.
	 */
	public static function partial( array $scored, array $exclude ): array {
		$keys = array();
		foreach ( array_diff_key( self::matching( $scored, (int) ceil( count( $scored ) / 2 ) ), $exclude ) as $doc_id => $count ) {
			$keys[ $doc_id ] = self::sum( $scored, (int) $doc_id );
		}
		arsort( $keys );
		return $keys;
	}

	/**
	 * The docs matching at least $min of the groups, with how many they match.
	 *
	 * @param array<int, array{0: array<int, int>}> $scored Per group: docs matching it (as keys), …
	 * @param int                                   $min    Groups a doc must match.
	 * @return array<int, int> Doc id => groups matched.
	 */
	public static function matching( array $scored, int $min ): array {
		// Groups matched per doc, counted by PHP's C code rather than a loop over every posting.
		$counts = array_count_values( array_merge( ...array_map( 'array_keys', array_column( $scored, 0 ) ) ) );
		return array_filter( $counts, static fn( int $count ): bool => $count >= $min );
	}
}
