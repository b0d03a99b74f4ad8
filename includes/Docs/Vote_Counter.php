<?php
/**
 * A doc's vote counts, added to by many visitors on many servers at once.
 *
 * @package Docent
 */

namespace Docent\Docs;

use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Each count is one post meta row, raised in place by a single UPDATE. Post meta has no unique
 * key, so the first votes on a doc could each add a row of their own; instead exactly one of them
 * creates the rows: the one whose claim (a reserved row in the voters table, whose primary key
 * lets only one insert win, across Galera nodes too) goes in. The others wait for the rows.
 */
final class Vote_Counter {

	/** Voter value reserved in the voters table for "this doc's count rows are made". */
	private const CLAIM = 0;

	/** How long a vote waits for another request to create the rows: 50 × 10 ms. */
	private const WAITS = 50;

	/**
	 * Adds one to a count.
	 *
	 * @param int    $doc_id Doc id.
	 * @param string $key    Votes::UP or Votes::DOWN.
	 * @return bool Whether the vote was counted.
	 */
	public static function add( int $doc_id, string $key ): bool {
		$counted = false;
		$failed  = false;
		for ( $wait = 0; $wait <= self::WAITS; $wait++ ) {
			$raised = self::raise( $doc_id, $key );
			if ( null === $raised || $raised ) {
				$failed  = null === $raised; // The database refused even after retries; the error is logged.
				$counted = true === $raised;
				break;
			}
			if ( 0 === $wait && self::create_rows( $doc_id ) ) {
				continue;
			}
			usleep( 10000 ); // Another request is creating the rows.
		}
		if ( ! $counted && ! $failed ) {
			// The rows never came (a claim left behind, the meta wiped by hand): add this one.
			$counted = (bool) add_post_meta( $doc_id, $key, 1, true ) || (bool) self::raise( $doc_id, $key );
		}
		wp_cache_delete( $doc_id, 'post_meta' );
		return $counted;
	}

	/**
	 * Raises the count by one where its row exists.
	 *
	 * @return bool|null Whether a row was raised; null when the database failed.
	 */
	private static function raise( int $doc_id, string $key ): ?bool {
		global $wpdb;
		$changed = Transaction::affected( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = CAST(meta_value AS UNSIGNED) + 1 WHERE post_id = %d AND meta_key = %s", $doc_id, $key ) );
		return null === $changed ? null : $changed > 0;
	}

	/**
	 * Creates the doc's missing count rows at 0, if this request wins the claim to do so.
	 *
	 * @return bool Whether this request created them.
	 */
	private static function create_rows( int $doc_id ): bool {
		global $wpdb;
		$table = Votes::table();
		// Galera may refuse the claim as a conflict with another node's: affected() retries it.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$won = 1 === Transaction::affected( $wpdb->prepare( "INSERT IGNORE INTO {$table} (doc_id, voter, expires) VALUES (%d, %d, %d)", $doc_id, self::CLAIM, PHP_INT_MAX ) );
		if ( $won ) {
			foreach ( array( Votes::UP, Votes::DOWN ) as $key ) {
				add_post_meta( $doc_id, $key, 0, true );
			}
		}
		return $won;
	}
}
