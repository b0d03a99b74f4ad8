<?php
/**
 * Quoted phrases: the words together and in order.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

defined( 'ABSPATH' ) || exit;

/**
 * Filters candidate docs by the positions of each phrase's terms.
 */
final class Phrases {

	/**
	 * The candidates in which every phrase's terms sit at their relative positions.
	 *
	 * @param array<int, mixed>                                                            $candidates Doc id => anything.
	 * @param list<list<array{0:string, 1:int}>>                                           $phrases    Phrases.
	 * @param array<int, Posting_List[]>                                                   $lists      Lists by term id.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups     Groups.
	 * @return array<int, mixed>
	 */
	public function filter( array $candidates, array $phrases, array $lists, array $groups ): array {
		$by = array();
		foreach ( $groups as $group ) {
			foreach ( $group['terms'] as $term ) {
				$by[ $term['term'] ] = $term['id'];
			}
		}
		foreach ( $phrases as $phrase ) {
			// Positions of each phrase term in each candidate.
			$where = array();
			foreach ( $phrase as $k => $part ) {
				$term_id = $by[ $part[0] ] ?? 0;
				foreach ( $lists[ $term_id ] ?? array() as $list ) {
					foreach ( $list->ids as $i => $doc_id ) {
						if ( isset( $candidates[ $doc_id ] ) ) {
							$where[ $k ][ $doc_id ] = array_flip( $list->positions[ $i ] ?? array() );
						}
					}
				}
			}
			foreach ( $candidates as $doc_id => $unused ) {
				if ( ! $this->phrase_at( $phrase, $where, $doc_id ) ) {
					unset( $candidates[ $doc_id ] );
				}
			}
		}
		return $candidates;
	}

	/**
	 * Whether a doc has the phrase: the first term somewhere, every other term at its offset from it.
	 *
	 * @param list<array{0:string, 1:int}>        $phrase Terms and offsets.
	 * @param array<int, array<int, array<int, int>>> $where  Term index => doc id => positions (as keys).
	 * @param int                                 $doc_id Doc id.
	 */
	private function phrase_at( array $phrase, array $where, int $doc_id ): bool {
		foreach ( array_keys( $where[0][ $doc_id ] ?? array() ) as $start ) {
			$base = $start - $phrase[0][1];
			$ok   = true;
			for ( $k = 1, $count = count( $phrase ); $k < $count; $k++ ) {
				if ( ! isset( $where[ $k ][ $doc_id ][ $base + $phrase[ $k ][1] ] ) ) {
					$ok = false;
					break;
				}
			}
			if ( $ok ) {
				return true;
			}
		}
		return false;
	}

}
