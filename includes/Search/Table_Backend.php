<?php
/**
 * The built-in backend: an inverted index in the site's own database tables.
 *
 * @package Docent
 */

namespace Docent\Search;

use Docent\Search\Index\Index_Check;
use Docent\Search\Index\Index_Writer;
use Docent\Search\Index\Indexer;
use Docent\Search\Index\Rebuilder;
use Docent\Search\Index\Schema;
use Docent\Search\Ranking\Query;
use Docent\Search\Ranking\Searcher;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Works on MySQL, MariaDB and SQLite (through the SQLite drop-in): plain tables and portable SQL.
 */
final class Table_Backend implements Backend {

	/**
	 * Writes the index: queue, lease, transactions.
	 *
	 * @var Index_Writer
	 */
	private Index_Writer $writer;

	/**
	 * Reads postings.
	 *
	 * @var Searcher
	 */
	private Searcher $searcher;

	/**
	 * Rebuilds in batches.
	 *
	 * @var Rebuilder
	 */
	private Rebuilder $rebuilder;

	/** Builds the writer, the searcher and the rebuilder around one indexer. */
	public function __construct() {
		$indexer         = new Indexer();
		$this->writer    = new Index_Writer( $indexer );
		$this->searcher  = new Searcher();
		$this->rebuilder = new Rebuilder( $indexer, $this->writer );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $query  Query.
	 * @param int    $offset Offset.
	 * @param int    $limit  Limit.
	 * @throws Index_Unavailable When the index cannot be read (Search then answers from WordPress).
	 */
	public function search( string $query, int $offset, int $limit ): array {
		return $this->searcher->search( Query::parse( $query ), $offset, $limit );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_Post $post Doc.
	 */
	public function index( WP_Post $post ): void {
		$this->writer->update( array( (int) $post->ID ) );
	}

	/**
	 * Adds or refreshes many docs through one pass of the write queue.
	 *
	 * @param int[] $doc_ids Doc ids.
	 */
	public function index_many( array $doc_ids ): void {
		$this->writer->update( array_map( 'intval', $doc_ids ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $post_id Doc id.
	 */
	public function remove( int $post_id ): void {
		global $wpdb;
		// WordPress moves a deleted doc's children up to its parent without saving them: they are
		// looked at again too.
		$docs     = Schema::tables()['docs'];
		$children = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT doc_id FROM $docs WHERE parent = %d", $post_id ) ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$this->writer->update( array_merge( array( $post_id ), $children ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param bool $restart Start over.
	 */
	public function rebuild( bool $restart = false ): array {
		return $this->rebuilder->step( $restart );
	}

	/**
	 * Works through docs left in the write queue (cron, repairs).
	 *
	 * @return int Docs indexed.
	 */
	public function drain(): int {
		return $this->writer->drain();
	}

	/**
	 * Queues every doc the index holds wrongly (a save whose hook never ran, a write a database
	 * refused) and indexes them: the hourly safety net.
	 *
	 * @return int Docs queued.
	 */
	public function reconcile(): int {
		$ids = ( new Index_Check() )->differences();
		if ( $ids ) {
			$this->writer->update( $ids );
		}
		return count( $ids );
	}

	/**
	 * How many docs wait in the write queue, and since when.
	 *
	 * @return array{count:int, oldest:int}
	 */
	public function backlog(): array {
		return $this->writer->backlog();
	}
}
