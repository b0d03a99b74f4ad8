<?php
/**
 * Numbers typed in a query ("1000000", "1.0"): an example's value, said exactly or not at all.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

defined( 'ABSPATH' ) || exit;

/**
 * When no doc holds every word of a query, docs are not ordered by how many words they match (a
 * long page matches many common words of a question); only the typed numbers still count there:
 * the page that holds the value the visitor typed is the one meant.
 */
final class Typed_Values {

	/**
	 * Groups whose word is a number (digits, perhaps with "." or ","), as keys.
	 *
	 * @param array<int, array{word:string}> $groups Groups.
	 * @return array<int, true>
	 */
	public static function groups( array $groups ): array {
		$values = array();
		foreach ( $groups as $g => $group ) {
			if ( preg_match( '/^[\p{N}.,]*\p{N}[\p{N}.,]*$/u', $group['word'] ) ) {
				$values[ $g ] = true;
			}
		}
		return $values;
	}

	/**
	 * How many of those groups a doc matches.
	 *
	 * @param array<int, array{0: array<int, int>}> $scored Per group: docs matching it (as keys), …
	 * @param array<int, true>                      $values From groups().
	 * @param int                                   $doc_id Doc id.
	 */
	public static function held( array $scored, array $values, int $doc_id ): int {
		$held = 0;
		foreach ( $values as $g => $unused ) {
			$held += isset( $scored[ $g ][0][ $doc_id ] ) ? 1 : 0;
		}
		return $held;
	}
}
