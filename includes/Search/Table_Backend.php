<?php
/**
 * The built-in backend: an inverted index in the site's own database tables.
 *
 * @package Docent
 */

namespace Docent\Search;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Works on MySQL, MariaDB and SQLite (through the SQLite drop-in): plain tables and portable SQL.
 */
final class Table_Backend implements Backend {

	/**
	 * Writes postings.
	 *
	 * @var Indexer
	 */
	private Indexer $indexer;

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

	public function __construct() {
		$this->indexer   = new Indexer();
		$this->searcher  = new Searcher();
		$this->rebuilder = new Rebuilder( $this->indexer );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $query  Query.
	 * @param int    $offset Offset.
	 * @param int    $limit  Limit.
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
		$this->indexer->write( array( $post ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $post_id Doc id.
	 */
	public function remove( int $post_id ): void {
		global $wpdb;
		$this->indexer->delete( array( $post_id ) );
		// WordPress moves a deleted doc's children up to its parent without saving them.
		$docs     = Schema::tables()['docs'];
		$children = (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT doc_id FROM $docs WHERE parent = %d", $post_id ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		foreach ( $children as $child ) {
			$post = get_post( (int) $child );
			if ( $post ) {
				$wpdb->query( $wpdb->prepare( "UPDATE $docs SET parent = %d WHERE doc_id = %d", (int) $post->post_parent, (int) $child ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
			}
		}
		if ( $children ) {
			Indexer::refresh_hidden();
		}
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param bool $restart Start over.
	 */
	public function rebuild( bool $restart = false ): array {
		return $this->rebuilder->step( $restart );
	}
}
