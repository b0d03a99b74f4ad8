<?php
/**
 * The first ranking pass: which docs match the query's words, and their order before the title
 * tie-breaks (Title_Ranker) reorder the head.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

defined( 'ABSPATH' ) || exit;

/**
 * Orders candidates by one sortable number each: words matched, then words matched in the title,
 * then BM25F relevance. When any word is enough (no doc holds them all, or a Chinese or Japanese
 * chunk's pairs), the count is left out but for typed numbers: title words and relevance order. Array functions pick each group's docs among the candidates (a common
 * word has thousands); only the sums run in PHP.
 */
final class First_Pass {

	/**
	 * Docs matching every group but the optional ones (and the phrases), best first, each with one
	 * sortable number: matched groups (when any group is enough: the typed numbers matched), then
	 * groups matched in the title, then relevance.
	 *
	 * @param array<int, array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>}> $scored Per group, from Searcher::score_group().
	 * @param array<int, true>                                                             $optional Groups a doc may miss (all of them: any one group is enough).
	 * @param array<int, int>                                                              $hidden  Doc ids never returned (as keys).
	 * @param list<list<array{0:string, 1:int}>>                                           $phrases Phrases.
	 * @param array<int, Posting_List[]>                                                   $lists   Lists by term id.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups  Groups.
	 * @return array<int, float> Doc id => sort key, best first (only the order counts).
	 */
	public static function rank( array $scored, array $optional, array $hidden, array $phrases, array $lists, array $groups ): array {
		$n   = count( $scored );
		$all = ! $optional;
		$any = count( $optional ) >= $n;
		// The first pass counts the words matched (all but one count as all), so the head that the
		// title tie-breaks reorder holds the docs that match most of them.
		$cap        = $n - 1;
		$candidates = array_diff_key( self::candidates( $scored, $optional, $any ), $hidden );
		if ( $phrases && $candidates ) {
			$candidates = ( new Phrases() )->filter( $candidates, $phrases, $lists, $groups );
		}

		if ( 1 === $n ) {
			return self::rank_one( $scored[0], $candidates );
		}

		// When any word is enough the count is not used: tally() skips it.
		list( $matched, $in_title, $relevance ) = self::tally( $scored, $candidates, $all || $any );
		// When any word is enough, the words matched do not count (a long page matches many
		// common words of a question): the typed numbers matched do (Typed_Values).
		$values = $any ? Typed_Values::groups( $groups ) : array();
		// Relevance stays below 10⁴, so it only orders docs with the same counts.
		$keys = array();
		foreach ( $relevance as $doc_id => $sum ) {
			$count           = $any ? Typed_Values::held( $scored, $values, (int) $doc_id ) : ( $all ? $n : min( $matched[ $doc_id ], $cap ) );
			$keys[ $doc_id ] = ( $count * 64 + ( $in_title[ $doc_id ] ?? 0 ) ) * 1e4 + min( $sum, 9999.0 );
		}
		arsort( $keys );
		return $keys;
	}

	/**
	 * The docs matching every group but the optional ones, or (when any group is enough) any group.
	 *
	 * @param array<int, array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>}> $scored   Per group.
	 * @param array<int, true>                                                                                         $optional Groups a doc may miss.
	 * @param bool                                                                                                     $any      Whether any one group is enough.
	 * @return array<int, mixed> Doc id => anything.
	 */
	private static function candidates( array $scored, array $optional, bool $any ): array {
		if ( ! $any ) {
			$sets = array_column( array_diff_key( $scored, $optional ), 0 );
			usort( $sets, static fn( array $a, array $b ): int => count( $a ) <=> count( $b ) );
			return count( $sets ) > 1 ? array_intersect_key( ...$sets ) : $sets[0];
		}
		$candidates = array();
		foreach ( $scored as $group ) {
			$candidates += $group[0];
		}
		return $candidates;
	}

	/**
	 * Per candidate: groups matched (only counted when some are optional), groups matched in the
	 * title, relevance. Array functions pick each group's docs among the candidates; only the sums
	 * run in PHP.
	 *
	 * @param array<int, array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>}> $scored     Per group.
	 * @param array<int, mixed>                                                                                        $candidates Doc id => anything.
	 * @param bool                                                                                                     $all        Whether the count of groups matched is not needed (every group must match, or any is enough).
	 * @return array{0: array<int, int>, 1: array<int, int>, 2: array<int, float>}
	 */
	private static function tally( array $scored, array $candidates, bool $all ): array {
		$matched   = array();
		$in_title  = array();
		$relevance = array();
		foreach ( $scored as $group ) {
			$left = $candidates;
			foreach ( $group[1] as $map ) {
				$hits = array_intersect_key( $map[0], $left );
				foreach ( $hits as $doc_id => $weight ) {
					$relevance[ $doc_id ] = ( $relevance[ $doc_id ] ?? 0.0 ) + $weight * $map[1];
				}
				$left = array_diff_key( $left, $hits );
				if ( ! $left ) {
					break;
				}
			}
			// A doc holding the synonym of a phrase ("deployment" for "going live") holds each of
			// its words: it is in their groups without weights of its own.
			if ( ! $all ) {
				foreach ( array_intersect_key( $group[0], $candidates ) as $doc_id => $unused ) {
					$matched[ $doc_id ] = ( $matched[ $doc_id ] ?? 0 ) + 1;
				}
			}
			foreach ( array_intersect_key( $group[2], $candidates ) as $doc_id => $unused ) {
				$in_title[ $doc_id ] = ( $in_title[ $doc_id ] ?? 0 ) + 1;
			}
		}
		return array( $matched, $in_title, $relevance );
	}

	/**
	 * Ranking for one word (the usual query while typing) with array functions only: the title
	 * docs first, then by weight, each variant of the word scaled to the exact word's factor.
	 *
	 * @param array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>} $group      The group.
	 * @param array<int, mixed>                                                                             $candidates Doc id => anything.
	 * @return array<int, float> Doc id => sort key, best first (only the order counts).
	 */
	private static function rank_one( array $group, array $candidates ): array {
		$keys = array();
		foreach ( $group[1] as $i => $map ) {
			$hits = array_diff_key( array_intersect_key( $map[0], $candidates ), $keys );
			if ( 0 === $i ) {
				$keys = $hits;
				continue;
			}
			// Few docs have only a variant of the word: scale those in PHP.
			$scale = $map[1] / $group[1][0][1];
			foreach ( $hits as $doc_id => $weight ) {
				$keys[ $doc_id ] = $weight * $scale;
			}
		}
		// Weights stay below 10⁶ (×SCALE): the title docs come first.
		foreach ( array_intersect_key( $keys, $group[2] ) as $doc_id => $weight ) {
			$keys[ $doc_id ] = $weight + 1e9;
		}
		arsort( $keys );
		return $keys;
	}
}
