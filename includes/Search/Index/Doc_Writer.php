<?php
/**
 * Writes one doc into one generation of the index, in place: what a save does (Indexer::apply()).
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Replaces a doc's entries in the (term, block) lists of its block, then its row, and in the
 * active generation each term's document frequency. The caller holds the index lease and a
 * transaction (Indexer): the read-change-write of a shared list is only safe so.
 */
final class Doc_Writer {

	/**
	 * Writes rows.
	 *
	 * @var Posting_Store
	 */
	private Posting_Store $store;

	/**
	 * @param Posting_Store $store Writes rows.
	 */
	public function __construct( Posting_Store $store ) {
		$this->store = $store;
	}

	/**
	 * Replaces one doc's postings in one generation (null: removes it).
	 *
	 * @param int        $doc_id     Doc id.
	 * @param array|null $analysed   From Indexer::analyse(), or null to remove the doc.
	 * @param int        $generation Generation.
	 * @param bool       $active     Whether it is the active generation (keeps df and statistics).
	 */
	public function update( int $doc_id, ?array $analysed, int $generation, bool $active ): void {
		global $wpdb;
		$tables = Schema::tables();
		$old    = Transaction::check_read( $wpdb->get_row( $wpdb->prepare( "SELECT block, length, term_ids FROM {$tables['docs']} WHERE doc_id = %d AND generation = %d", $doc_id, $generation ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		if ( ! $old && ! $analysed ) {
			return;
		}
		$old_terms = $old && '' !== $old['term_ids'] ? array_map( 'intval', explode( ',', $old['term_ids'] ) ) : array();
		$block     = $old ? (int) $old['block'] : $this->open_block( $generation, $active );
		$doc       = $analysed ? $analysed['doc'] : null;
		$new       = $analysed ? $this->entries( $doc_id, $analysed ) : array();

		$this->rewrite_lists( $doc_id, $block, $old_terms, $new );

		$this->store->write( $wpdb->prepare( "DELETE FROM {$tables['docs']} WHERE doc_id = %d AND generation = %d", $doc_id, $generation ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		if ( $doc ) {
			$this->store->insert_docs( array( array( $doc_id, $generation, $block, $doc['parent'], $doc['has_body'], $doc['length'], implode( ',', array_keys( $new ) ) ) ) );
		}

		if ( $active ) {
			$delta = array_fill_keys( $old_terms, -1 );
			foreach ( array_keys( $new ) as $term_id ) {
				$delta[ $term_id ] = ( $delta[ $term_id ] ?? 0 ) + 1;
			}
			$this->store->adjust_df( $delta );
		}
	}

	/**
	 * The doc's entry in each of its terms' lists, by term id (terms new to the vocabulary are added).
	 *
	 * @param int                                                                            $doc_id   Doc id.
	 * @param array{doc: array<string, mixed>, weights: array<string, array{0:int, 1:int}>} $analysed From Indexer::analyse().
	 * @return array<int, array{0:int, 1:int, 2:int, 3:int[]}> Term id => [doc id, weight, field bits, positions], by term id.
	 */
	private function entries( int $doc_id, array $analysed ): array {
		$doc = $analysed['doc'];
		$new = array();
		$terms = array_map( 'strval', array_keys( $doc['positions'] ) );
		$ids   = $this->store->term_ids( $terms, false, array_fill_keys( $terms, (string) ( $doc['language'] ?? '' ) ) );
		foreach ( $analysed['weights'] as $term => $weight ) {
			$term_id = $ids[ (string) $term ] ?? 0;
			if ( $term_id ) {
				$packed          = $doc['positions'][ $term ];
				$new[ $term_id ] = array( $doc_id, $weight[0], $weight[1], '' === $packed ? array() : array_values( (array) unpack( 'n*', $packed ) ) );
			}
		}
		ksort( $new );
		return $new;
	}

	/**
	 * Reads, changes and writes back every affected (term, block) list: the doc's old entries
	 * out, its new ones in; a list left empty is gone.
	 *
	 * @param int                                              $doc_id    Doc id.
	 * @param int                                              $block     The doc's block.
	 * @param int[]                                            $old_terms Term ids of the doc's old row.
	 * @param array<int, array{0:int, 1:int, 2:int, 3:int[]}> $new       From entries().
	 */
	private function rewrite_lists( int $doc_id, int $block, array $old_terms, array $new ): void {
		$affected = array_values( array_unique( array_merge( $old_terms, array_keys( $new ) ) ) );
		sort( $affected );
		$lists = $this->take_lists( $block, $affected );
		$write = array();
		foreach ( $affected as $term_id ) {
			$entries = $lists[ $term_id ] ?? array();
			unset( $entries[ $doc_id ] );
			if ( isset( $new[ $term_id ] ) ) {
				$entries[ $doc_id ] = $new[ $term_id ];
			}
			if ( $entries ) {
				ksort( $entries );
				$write[ $term_id ] = array_merge( array( count( $entries ) ), Posting_List::encode( array_values( $entries ) ) );
			}
		}
		$this->store->insert_lists( $write, $block );
	}

	/**
	 * Reads the block's lists of these terms, decoded, and deletes their rows.
	 *
	 * @param int   $block    Block number.
	 * @param int[] $affected Term ids, ascending.
	 * @return array<int, array<int, array>> Term id => its entries by doc id.
	 */
	private function take_lists( int $block, array $affected ): array {
		global $wpdb;
		$tables = Schema::tables();
		$lists  = array();
		foreach ( array_chunk( $affected, Posting_Store::CHUNK ) as $chunk ) {
			$in    = implode( ',', array_fill( 0, count( $chunk ), '%d' ) );
			$found = Transaction::check_read( $wpdb->get_results( $wpdb->prepare( "SELECT term_id, entries, docs, positions FROM {$tables['postings']} WHERE block = %d AND term_id IN ($in)", $block, ...$chunk ), ARRAY_N ) ); // phpcs:ignore WordPress.DB -- placeholders built here.
			foreach ( (array) $found as $row ) {
				$lists[ (int) $row[0] ] = Posting_List::decode( (int) $row[1], (string) $row[2], (string) $row[3] )->entries();
			}
			$this->store->write( $wpdb->prepare( "DELETE FROM {$tables['postings']} WHERE block = %d AND term_id IN ($in)", $block, ...$chunk ) ); // phpcs:ignore WordPress.DB -- placeholders built here.
		}
		return $lists;
	}

	/**
	 * The block a new doc goes to: the last block of the generation while it has room (for the
	 * generation a rebuild is writing, always its last block, so the next step starts a new one).
	 *
	 * @param int  $generation Generation.
	 * @param bool $active     Whether it is the active generation.
	 */
	private function open_block( int $generation, bool $active ): int {
		global $wpdb;
		$docs = Schema::tables()['docs'];
		$last = Transaction::check_read( $wpdb->get_row( $wpdb->prepare( "SELECT block, COUNT(*) AS n FROM $docs WHERE generation = %d GROUP BY block ORDER BY block DESC LIMIT 1", $generation ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		if ( ! $last ) {
			return Indexer::block_range( $generation )[0];
		}
		return ( ! $active || (int) $last['n'] < Indexer::block_size() ) ? (int) $last['block'] : (int) $last['block'] + 1;
	}
}
