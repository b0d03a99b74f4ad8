<?php
/**
 * Evidence that a multi-word query's words stand together in a doc, as they do in the page
 * written about that need ("custom user model" in a row, not "custom" here and "model" there).
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

defined( 'ABSPATH' ) || exit;

/**
 * Counts, for the few docs the title tie-breaks reorder, how many neighbouring query words sit
 * within WINDOW words of each other somewhere in the doc, and how often. Positions are read only
 * for the words as typed and their own forms (not for synonyms, typos or prefix completions).
 */
final class Proximity {

	/**
	 * Two words this close (in word positions, either order) stand together: in one clause, as a
	 * page says a need in a sentence of its own ("propagating changes you make to your models into
	 * your database schema"), not only side by side. The index leaves a gap this wide after each
	 * sentence (Analyzer), so words of two sentences never stand together. Side by side only (3),
	 * 25 of 40 held-out visitor questions found the expected page first; at 8, 27.
	 */
	public const WINDOW = 8;

	/**
	 * The term ids whose positions are needed: none for a one-word query or a quoted phrase.
	 *
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups  Groups.
	 * @param list<list<array{0:string, 1:int}>>                                                           $phrases Phrases.
	 * @return array<int, true> Term id => true.
	 */
	public static function term_ids( array $groups, array $phrases ): array {
		if ( count( $groups ) < 2 || $phrases ) {
			return array();
		}
		$ids = array();
		foreach ( $groups as $group ) {
			foreach ( self::own_terms( $group ) as $term ) {
				$ids[ $term['id'] ] = true;
			}
		}
		return $ids;
	}

	/**
	 * Per doc: how many pairs of neighbouring query words stand together, and how many times
	 * (each place the second word of a pair stands near the first).
	 *
	 * @param int[]                                                                                       $doc_ids Docs to look at.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups  Groups, in query order.
	 * @param array<int, Posting_List[]>                                                                  $lists   Lists by term id (with positions).
	 * @return array<int, array{0: int, 1: int}> Doc id => pairs, times.
	 */
	public static function pairs( array $doc_ids, array $groups, array $lists ): array {
		$out = array_fill_keys( $doc_ids, array( 0, 0 ) );
		if ( count( $groups ) < 2 ) {
			return $out;
		}
		$wanted = array_flip( $doc_ids );
		$at     = array();
		foreach ( array_values( $groups ) as $g => $group ) {
			foreach ( self::own_terms( $group ) as $term ) {
				foreach ( $lists[ $term['id'] ] ?? array() as $list ) {
					// Entry => doc id for the wanted docs (array functions: a list may hold thousands).
					$found = array_flip( array_intersect_key( array_flip( $list->ids ), $wanted ) );
					$where = null === $list->positions ? $list->positions_at( array_keys( $found ) ) : $list->positions;
					foreach ( $found as $i => $doc_id ) {
						foreach ( $where[ $i ] ?? array() as $position ) {
							$at[ $g ][ $doc_id ][] = $position;
						}
					}
				}
			}
		}
		for ( $g = 1, $n = count( $groups ); $g < $n; $g++ ) {
			foreach ( $at[ $g ] ?? array() as $doc_id => $positions ) {
				$times = isset( $wanted[ $doc_id ], $at[ $g - 1 ][ $doc_id ] ) ? self::together( $at[ $g - 1 ][ $doc_id ], $positions ) : 0;
				if ( $times > 0 ) {
					++$out[ $doc_id ][0];
					$out[ $doc_id ][1] += $times;
				}
			}
		}
		return $out;
	}

	/**
	 * How many positions of the second list have a position of the first within WINDOW.
	 *
	 * @param int[] $a Positions.
	 * @param int[] $b Positions.
	 */
	private static function together( array $a, array $b ): int {
		sort( $a );
		sort( $b );
		$times = 0;
		$i     = 0;
		foreach ( $b as $position ) {
			// $b rises, so the first position of $a not too far behind it only moves forward.
			while ( isset( $a[ $i ] ) && $a[ $i ] < $position - self::WINDOW ) {
				++$i;
			}
			if ( isset( $a[ $i ] ) && $a[ $i ] <= $position + self::WINDOW ) {
				++$times;
			}
		}
		return $times;
	}

	/**
	 * A group's terms that are the word itself or its forms (not synonyms, typos or completions).
	 *
	 * @param array{terms: list<array{id:int, term:string, factor:float, rank:int}>} $group Group.
	 * @return list<array{id:int, term:string, factor:float, rank:int}>
	 */
	private static function own_terms( array $group ): array {
		return array_values( array_filter( $group['terms'], static fn( array $t ): bool => $t['rank'] <= 1 ) );
	}
}
