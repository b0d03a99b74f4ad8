<?php
/**
 * Builds the posting lists of a block of docs in one pass, as packed strings.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Docs\Hierarchy;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Used by the rebuild (to write a block) and by the consistency check (to compare a block with
 * what a rebuild would write). Streamed: each doc is analysed and appended to its terms' packed
 * columns, then dropped, so a block holds compact strings rather than arrays per posting. Docs
 * come in id order, as posting lists keep them, so equal content means equal strings.
 */
final class Block_Builder {

	/**
	 * Turns docs into terms.
	 *
	 * @var Analyzer
	 */
	private Analyzer $analyzer;

	/**
	 * @param Analyzer $analyzer Analyzer.
	 */
	public function __construct( Analyzer $analyzer ) {
		$this->analyzer = $analyzer;
	}

	/**
	 * Per term: packed doc ids, weights, field bits, position counts and positions; per public
	 * doc: parent, has_body, length and its terms; per term, the language of the first doc that
	 * has it (its stem is made by that language's rules). Docs that are not public are skipped.
	 *
	 * @param iterable<WP_Post> $posts Docs, in id order.
	 * @return array{0: array<string, array{0:string, 1:string, 2:string, 3:string, 4:string}>, 1: array<int, array{0:int, 1:int, 2:int, 3:string[]}>, 2: array<string, string>}
	 */
	public function columns( iterable $posts ): array {
		$columns   = array();
		$docs      = array();
		$languages = array();
		foreach ( $posts as $post ) {
			if ( ! Hierarchy::is_public( $post ) ) {
				continue;
			}
			$doc_id = (int) $post->ID;
			$doc    = $this->analyzer->analyse( $post );
			$packed = pack( 'N', $doc_id );
			foreach ( $this->analyzer->weights( $doc ) as $term => $weight ) {
				$positions = $doc['positions'][ $term ];
				$entry     = array( $packed, pack( 'n', $weight[0] ), chr( $weight[1] ), chr( strlen( $positions ) >> 1 ), $positions );
				if ( isset( $columns[ $term ] ) ) {
					foreach ( $entry as $k => $part ) {
						$columns[ $term ][ $k ] .= $part;
					}
				} else {
					$columns[ $term ] = $entry;
				}
			}
			foreach ( $doc['positions'] as $term => $unused ) {
				$languages[ (string) $term ] ??= $doc['language'];
			}
			$docs[ $doc_id ] = array( $doc['parent'], $doc['has_body'], $doc['length'], array_map( 'strval', array_keys( $doc['positions'] ) ) );
		}
		return array( $columns, $docs, $languages );
	}

	/**
	 * The columns as table rows: term id => entries, docs string, positions string.
	 *
	 * @param array<string, array{0:string, 1:string, 2:string, 3:string, 4:string}> $columns  From columns().
	 * @param array<string, int>                                                     $term_ids Term => id.
	 * @return array<int, array{0:int, 1:string, 2:string}>
	 */
	public static function encode( array $columns, array $term_ids ): array {
		$encoded = array();
		foreach ( $columns as $term => $column ) {
			$term_id = $term_ids[ (string) $term ] ?? 0;
			if ( $term_id ) {
				$encoded[ $term_id ] = array( strlen( $column[0] ) >> 2, base64_encode( $column[0] . $column[1] . $column[2] ), base64_encode( $column[3] . $column[4] ) );
			}
		}
		return $encoded;
	}
}
