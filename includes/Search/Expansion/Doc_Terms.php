<?php
/**
 * What the index knows of a few docs' words: each doc's term ids, and how many docs have a term.
 *
 * @package Docent
 */

namespace Docent\Search\Expansion;

use Docent\Search\Index\Indexer;
use Docent\Search\Index\Schema;
use Docent\Search\Index_Unavailable;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the docs table (which keeps every doc's term ids to update its postings) and the terms
 * table of the active generation: two indexed reads, whatever the language of the docs.
 */
final class Doc_Terms {

	/**
	 * The term ids of each doc, as sets.
	 *
	 * @param int[] $doc_ids Docs.
	 * @return array<int, array<int, true>> Doc id => term id => true.
	 * @throws Index_Unavailable When the docs table cannot be read.
	 */
	public function of( array $doc_ids ): array {
		global $wpdb;
		if ( ! $doc_ids ) {
			return array();
		}
		$docs = Schema::tables()['docs'];
		$in   = implode( ',', array_fill( 0, count( $doc_ids ), '%d' ) );
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT doc_id, term_ids FROM $docs WHERE generation = %d AND doc_id IN ($in)", // phpcs:ignore WordPress.DB -- placeholders built here, table from $wpdb->prefix.
				Indexer::active_generation(),
				...array_map( 'intval', $doc_ids )
			),
			ARRAY_N
		);
		self::check();
		$sets = array();
		foreach ( (array) $rows as $row ) {
			$ids                   = '' === (string) $row[1] ? array() : explode( ',', (string) $row[1] );
			$sets[ (int) $row[0] ] = array_fill_keys( array_map( 'intval', $ids ), true );
		}
		return $sets;
	}

	/**
	 * How many docs have each term.
	 *
	 * @param int[] $term_ids Terms.
	 * @return array<int, int> Term id => docs.
	 * @throws Index_Unavailable When the terms table cannot be read.
	 */
	public function frequencies( array $term_ids ): array {
		global $wpdb;
		if ( ! $term_ids ) {
			return array();
		}
		$terms = Schema::tables()['terms'];
		$in    = implode( ',', array_fill( 0, count( $term_ids ), '%d' ) );
		$rows  = $wpdb->get_results(
			$wpdb->prepare( "SELECT term_id, df FROM $terms WHERE term_id IN ($in)", ...array_map( 'intval', $term_ids ) ), // phpcs:ignore WordPress.DB -- placeholders built here, table from $wpdb->prefix.
			ARRAY_N
		);
		self::check();
		$df = array();
		foreach ( (array) $rows as $row ) {
			$df[ (int) $row[0] ] = (int) $row[1];
		}
		return $df;
	}

	/**
	 * Throws when the last read failed.
	 *
	 * @throws Index_Unavailable When it did.
	 */
	private static function check(): void {
		global $wpdb;
		if ( '' !== (string) $wpdb->last_error ) {
			throw new Index_Unavailable( (string) $wpdb->last_error );
		}
	}
}
