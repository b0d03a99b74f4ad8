<?php
/**
 * The words of a query that a doc may miss and still compete with the docs that have them all.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

defined( 'ABSPATH' ) || exit;

/**
 * Read from the groups' scored posting lists (Searcher::score_group()): how many docs have each
 * word, and which have it in their title.
 */
final class Optional_Words {

	/**
	 * The groups a doc of the first tier may miss: the most common word, the words no doc has
	 * in its title ("safely" in "store passwords safely", "long" in "split a long list into
	 * pages"): they describe the need rather than name its topic; and numbers, an example's value
	 * ("show 20 results per page") that titles hold only as version numbers. When that is every
	 * word, the rarest is needed.
	 *
	 * @param array<int, array{0: array<int, int>, 1: mixed, 2: array<int, true>}> $scored Per group, from score_group().
	 * @param array<int, string>                                                    $words  Per group, its word.
	 * @return array<int, true> Group index => true.
	 */
	public static function of( array $scored, array $words = array() ): array {
		$sizes    = array_map( static fn( array $group ): int => count( $group[0] ), $scored );
		$optional = array( (int) array_search( max( $sizes ), $sizes, true ) => true );
		foreach ( $scored as $g => $group ) {
			if ( ! $group[2] || preg_match( '/^\p{N}+$/u', $words[ $g ] ?? '' ) ) {
				$optional[ $g ] = true;
			}
		}
		if ( count( $optional ) === count( $scored ) ) {
			unset( $optional[ (int) array_search( min( $sizes ), array_reverse( $sizes, true ), true ) ] );
		}
		return $optional;
	}
}
