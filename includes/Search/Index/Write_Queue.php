<?php
/**
 * Docs whose index rows are still to be written.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Support\Database_Error;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * An insert-only list in the database: any number of processes on any number of servers add to
 * it without touching each other's rows, and the one holding the index lease works through it.
 * An entry only says "look at this doc again": the writer reads the doc as it is when it gets
 * there, so entries can be repeated, reordered or processed twice without harm.
 */
final class Write_Queue {

	/**
	 * Adds docs.
	 *
	 * @param int[] $doc_ids Doc ids.
	 * @return bool Whether they were queued.
	 */
	public function push( array $doc_ids ): bool {
		global $wpdb;
		$doc_ids = array_values( array_unique( array_filter( array_map( 'intval', $doc_ids ) ) ) );
		if ( ! $doc_ids ) {
			return true;
		}
		$table  = Schema::tables()['queue'];
		$values = array();
		foreach ( $doc_ids as $doc_id ) {
			array_push( $values, $doc_id, time() );
		}
		$sql = $wpdb->prepare( "INSERT INTO $table (doc_id, queued_at) VALUES " . implode( ',', array_fill( 0, count( $doc_ids ), '(%d,%d)' ) ), ...$values ); // phpcs:ignore WordPress.DB -- placeholders built here.
		// A busy SQLite file or a Galera conflict refuses the insert for a moment: try again.
		for ( $attempt = 1; $attempt <= Transaction::ATTEMPTS + 2; $attempt++ ) {
			if ( false !== $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB -- prepared above.
				return true;
			}
			if ( ! ( new Database_Error( (string) $wpdb->last_error ) )->is_retryable() ) {
				return false;
			}
			usleep( ( 20000 << min( $attempt, 5 ) ) + wp_rand( 0, 20000 ) );
		}
		return false;
	}

	/**
	 * The oldest entries: entry id => doc id.
	 *
	 * @param int $limit At most this many.
	 * @return array<int, int>
	 */
	public function peek( int $limit ): array {
		global $wpdb;
		$table = Schema::tables()['queue'];
		$rows  = Transaction::check_read( $wpdb->get_results( $wpdb->prepare( "SELECT id, doc_id FROM $table ORDER BY id LIMIT %d", $limit ), ARRAY_N ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$out   = array();
		foreach ( (array) $rows as $row ) {
			$out[ (int) $row[0] ] = (int) $row[1];
		}
		return $out;
	}

	/**
	 * Removes processed entries.
	 *
	 * @param int[] $ids Entry ids.
	 */
	public function remove( array $ids ): void {
		global $wpdb;
		if ( $ids ) {
			$table = Schema::tables()['queue'];
			Transaction::check( $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', ...array_values( $ids ) ) ) ); // phpcs:ignore WordPress.DB -- placeholders built here.
		}
	}

	/**
	 * Whether any of these docs still waits.
	 *
	 * @param int[] $doc_ids Doc ids.
	 */
	public function has_any( array $doc_ids ): bool {
		global $wpdb;
		if ( ! $doc_ids ) {
			return false;
		}
		$table = Schema::tables()['queue'];
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM $table WHERE doc_id IN (" . implode( ',', array_fill( 0, count( $doc_ids ), '%d' ) ) . ') LIMIT 1', ...array_values( $doc_ids ) ) ); // phpcs:ignore WordPress.DB -- placeholders built here.
	}

	/**
	 * How many entries wait, and since when (Unix time of the oldest, 0 when none).
	 *
	 * @return array{count:int, oldest:int}
	 */
	public function backlog(): array {
		global $wpdb;
		$table = Schema::tables()['queue'];
		$row   = $wpdb->get_row( "SELECT COUNT(*) AS n, MIN(queued_at) AS oldest FROM $table", ARRAY_A ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix, no input.
		return array(
			'count'  => (int) ( $row['n'] ?? 0 ),
			'oldest' => (int) ( $row['oldest'] ?? 0 ),
		);
	}
}
