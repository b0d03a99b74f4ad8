<?php
/**
 * The question's need words that follow each other, and whether two of them stand together in
 * one sentence of a passage ("a model is saved" in "…after a model's save() method is called").
 *
 * @package Docent
 */

namespace Docent\AI\Retrieval;

use Docent\Search\Ranking\Proximity;

defined( 'ABSPATH' ) || exit;

/**
 * Half a question's words answer it when two that follow each other stand together
 * (Passage_Scorer).
 */
final class Neighbours {

	/**
	 * The stems of the question's need words that follow each other, both ways round.
	 *
	 * @param list<string[]> $needs Need words, in the question's order, each as its stems.
	 * @return array<string, array<string, true>> Stem => the stems next to it.
	 */
	public static function of( array $needs ): array {
		$next = array();
		for ( $i = 1; $i < count( $needs ); $i++ ) {
			foreach ( $needs[ $i - 1 ] as $before ) {
				foreach ( $needs[ $i ] as $after ) {
					$next[ $before ][ $after ] = true;
					$next[ $after ][ $before ] = true;
				}
			}
		}
		return $next;
	}

	/**
	 * Whether two words that follow each other in the question stand within a few words of each
	 * other in one sentence of the passage: "a model is saved" in "sent before or after a model's
	 * save() method is called".
	 *
	 * @param list<list<array{0:int, 1:string}>> $found The passage's words (Retriever::found()).
	 * @param array<string, array<string, true>> $next  From of().
	 */
	public static function together( array $found, array $next ): bool {
		foreach ( $found as $sentence ) {
			$seen = array();
			foreach ( $sentence as list( $at, $stem ) ) {
				foreach ( $seen as $other => $where ) {
					if ( $at - $where <= Proximity::WINDOW && isset( $next[ $other ][ $stem ] ) ) {
						return true;
					}
				}
				$seen[ $stem ] = $at;
			}
		}
		return false;
	}
}
