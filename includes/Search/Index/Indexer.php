<?php
/**
 * Writes docs into the index: a whole block at a time during a rebuild, one doc at a time from
 * the write queue.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Docs\Hierarchy;
use Docent\Support\Transaction;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Docs are indexed in generations (a rebuild writes the next one while searches read the active
 * one) and, within a generation, in blocks of up to BLOCK_SIZE docs. Each (term, block) row holds
 * a Posting_List whose weights are BM25F term weights of the doc alone (Analyzer), so a search
 * only multiplies them by each term's rarity.
 *
 * Callers hold the index lease and a transaction (Index_Writer): the read-change-write of a
 * shared (term, block) row below is only safe because nobody else writes at the same time.
 */
final class Indexer {

	/**
	 * Docs per block: a rebuild writes one block per step; a save rewrites the rows of one block.
	 */
	public const BLOCK_SIZE = 1000;

	/**
	 * Block numbers of generation g are g × BLOCK_SPAN + 0, 1, 2…
	 */
	public const BLOCK_SPAN = 100000;

	/**
	 * Turns docs into terms.
	 *
	 * @var Analyzer
	 */
	private Analyzer $analyzer;

	/**
	 * Writes rows.
	 *
	 * @var Posting_Store
	 */
	private Posting_Store $store;

	/** Builds the analyzer that splits docs into terms and the store that writes their rows. */
	public function __construct() {
		$this->analyzer = new Analyzer();
		$this->store    = new Posting_Store();
	}

	/**
	 * Docs per block (filterable for tests and for hosts with very little memory).
	 */
	public static function block_size(): int {
		/**
		 * Filters how many docs a rebuild step indexes (one block of the index).
		 *
		 * @param int $size Docs per block.
		 */
		return max( 1, (int) apply_filters( 'docent_search_block_size', self::BLOCK_SIZE ) );
	}

	/**
	 * The generation searches read (0 before the first build).
	 */
	public static function active_generation(): int {
		return State::get()['generation'];
	}

	/**
	 * First and last block number of a generation.
	 *
	 * @param int $generation Generation.
	 * @return array{0:int, 1:int}
	 */
	public static function block_range( int $generation ): array {
		return array( $generation * self::BLOCK_SPAN, ( $generation + 1 ) * self::BLOCK_SPAN - 1 );
	}

	/**
	 * The rows writer (a rebuild shares its remembered term ids).
	 */
	public function store(): Posting_Store {
		return $this->store;
	}

	/**
	 * Recomputes the statistics and the containers of the active generation from the docs table.
	 */
	public function recount(): void {
		State::update( self::count_state( self::active_generation() ) );
	}

	/**
	 * A generation's statistics and containers, counted from its docs rows. Containers are docs
	 * with children and no text of their own: navigation, not answers.
	 *
	 * @param int $generation Generation.
	 * @return array{docs:int, body:int, hidden:int[]}
	 */
	public static function count_state( int $generation ): array {
		global $wpdb;
		$docs   = Schema::tables()['docs'];
		$row    = Transaction::check_read( $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS docs, SUM(length) AS body FROM $docs WHERE generation = %d", $generation ), ARRAY_A ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$hidden = Transaction::check_read( $wpdb->get_col( $wpdb->prepare( "SELECT d.doc_id FROM $docs d WHERE d.generation = %d AND d.has_body = 0 AND EXISTS (SELECT 1 FROM $docs c WHERE c.generation = %d AND c.parent = d.doc_id) ORDER BY d.doc_id", $generation, $generation ) ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		return array(
			'docs'   => (int) ( $row['docs'] ?? 0 ),
			'body'   => (int) ( $row['body'] ?? 0 ),
			'hidden' => array_map( 'intval', (array) $hidden ),
		);
	}

	/**
	 * A doc analysed for indexing, or null when it must not be indexed (missing, not public).
	 * Pure reading: callers do it before they open the transaction that writes, so the
	 * database is locked only for the writes.
	 *
	 * @param WP_Post|null $post The doc as it is now.
	 * @return array{doc: array<string, mixed>, weights: array<string, array{0:int, 1:int}>}|null
	 */
	public function analyse( ?WP_Post $post ): ?array {
		if ( ! $post || ! Hierarchy::is_public( $post ) ) {
			return null;
		}
		$doc = $this->analyzer->analyse( $post );
		return array(
			'doc'     => $doc,
			'weights' => $this->analyzer->weights( $doc ),
		);
	}

	/**
	 * Makes the index agree with a doc as it is now: indexed when public, gone otherwise; in the
	 * active generation, and in the one a rebuild is writing when the rebuild has passed it.
	 *
	 * @param int        $doc_id   Doc id.
	 * @param array|null $analysed From analyse(), or null to remove the doc.
	 */
	public function apply( int $doc_id, ?array $analysed ): void {
		$state = State::get();
		$this->update_doc( $doc_id, $analysed, $state['generation'], true );
		if ( $state['rebuild'] && $doc_id <= $state['rebuild']['last_id'] ) {
			$this->update_doc( $doc_id, $analysed, $state['rebuild']['generation'], false );
		}
	}

	/**
	 * A block's posting lists, built in memory (the reading half of a rebuild step), and its docs'
	 * readable texts (Readable_Texts), written with the block.
	 *
	 * @param iterable<WP_Post> $posts Docs, in id order; non-public ones are skipped.
	 * @return array{0: array<string, array<int, string>>, 1: array<int, array<int, mixed>>, 2: array<string, string>, 3: array<int, array{0:string, 1:string}>}
	 */
	public function build_block( iterable $posts ): array {
		list( $built, $texts ) = Readable_Texts::collect( fn(): array => ( new Block_Builder( $this->analyzer ) )->columns( $posts ) );
		$built[] = $texts;
		return $built;
	}

	/**
	 * Writes a block of a generation from scratch (the writing half of a rebuild step).
	 *
	 * @param array{0: array<string, array<int, string>>, 1: array<int, array<int, mixed>>} $built      From build_block().
	 * @param int                                                                            $generation Generation being built.
	 * @param int                                                                            $block      Block number in that generation.
	 */
	public function write_block( array $built, int $generation, int $block ): void {
		global $wpdb;
		$tables = Schema::tables();
		// Idempotent: a step that ran halfway before is written again.
		$this->store->write( $wpdb->prepare( "DELETE FROM {$tables['postings']} WHERE block = %d", $block ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$this->store->write( $wpdb->prepare( "DELETE FROM {$tables['docs']} WHERE generation = %d AND block = %d", $generation, $block ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.

		list( $columns, $docs, $languages ) = $built;
		// The docs' readable texts, for their snippets (Readable_Texts).
		Readable_Texts::store( $built[3] ?? array(), $this->store );
		if ( ! $docs ) {
			return;
		}
		$term_ids = $this->store->term_ids( array_map( 'strval', array_keys( $columns ) ), true, $languages );
		$encoded  = Block_Builder::encode( $columns, $term_ids );
		unset( $columns );
		$this->store->insert_lists( $encoded, $block );
		unset( $encoded );

		$rows = array();
		foreach ( $docs as $doc_id => $doc ) {
			$doc_terms = array();
			foreach ( $doc[3] as $term ) {
				if ( isset( $term_ids[ (string) $term ] ) ) {
					$doc_terms[] = $term_ids[ (string) $term ];
				}
			}
			sort( $doc_terms );
			$rows[] = array( $doc_id, $generation, $block, $doc[0], $doc[1], $doc[2], implode( ',', $doc_terms ) );
		}
		$this->store->insert_docs( $rows );
	}

	/**
	 * Replaces one doc's postings in one generation (null: removes it).
	 *
	 * @param int        $doc_id     Doc id.
	 * @param array|null $analysed   From analyse(), or null to remove the doc.
	 * @param int        $generation Generation.
	 * @param bool       $active     Whether it is the active generation (keeps df and statistics).
	 */
	private function update_doc( int $doc_id, ?array $analysed, int $generation, bool $active ): void {
		( new Doc_Writer( $this->store ) )->update( $doc_id, $analysed, $generation, $active );
	}
}
