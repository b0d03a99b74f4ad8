<?php
/**
 * Where in a doc a query's words stand: in its headings, in its lead (the excerpt, or the body's
 * opening sentences when it has none).
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Index\Analyzer;

defined( 'ABSPATH' ) || exit;

/**
 * Read from the field bits every posting already carries (Analyzer::BITS), for the few docs of a
 * query's head: no positions, no content. A page written about a need names it where it says
 * what it covers: a heading of its own, its opening sentences; a long page that holds the words
 * here and there rarely does.
 */
final class Field_Words {

	/**
	 * Per doc of the head: the share of the query's words (groups) it holds in its headings and in
	 * its lead, each word counted once whichever of its terms (forms, synonyms) is there.
	 *
	 * @param int[]                                                                                       $doc_ids Docs to look at.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups  Groups.
	 * @param array<int, Posting_List[]>                                                                  $lists   Lists by term id.
	 * @return array{headings: array<int, float>, leads: array<int, float>} Doc id => share (0 to 1).
	 */
	public static function shares( array $doc_ids, array $groups, array $lists ): array {
		$zero = array_fill_keys( $doc_ids, 0.0 );
		$out  = array(
			'headings' => $zero,
			'leads'    => $zero,
		);
		if ( ! $groups || ! $doc_ids ) {
			return $out;
		}
		$wanted = array_flip( $doc_ids );
		$step   = 1 / count( $groups );
		foreach ( $groups as $group ) {
			$bits = array();
			foreach ( $group['terms'] as $term ) {
				foreach ( $lists[ $term['id'] ] ?? array() as $list ) {
					// Doc id => its 1-based place in the list, for the docs of the head only.
					foreach ( array_intersect_key( array_flip( $list->ids ), $wanted ) as $doc_id => $at ) {
						$bits[ $doc_id ] = ( $bits[ $doc_id ] ?? 0 ) | ord( $list->fields[ $at - 1 ] ?? "\0" );
					}
				}
			}
			foreach ( $bits as $doc_id => $fields ) {
				$out['headings'][ $doc_id ] += ( $fields & Analyzer::BITS['headings'] ) ? $step : 0.0;
				$out['leads'][ $doc_id ]    += ( $fields & Analyzer::BITS['excerpt'] ) ? $step : 0.0;
			}
		}
		return $out;
	}
}
