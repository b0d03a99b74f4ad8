<?php
/**
 * "Was this helpful?" votes: counts per doc, one vote per visitor, and the helpful-docs ranking.
 *
 * @package Docent
 */

namespace Docent\Docs;

use Docent\Support\Custom_Table;
use Docent\Support\Rate_Limiter;
use Docent\Support\Transaction;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Storage that stays exact at any number of voters:
 *
 * - Counts live in two post meta rows per doc (`_docent_votes_up`, `_docent_votes_down`),
 *   raised in SQL so two votes at once both count; Vote_Counter makes sure a doc gets one row
 *   each even when its first votes arrive at once (its claim is the row of voter 0 below).
 * - Who voted lives in {prefix}docent_votes as (doc, voter hash, expiry): the hash is the first
 *   64 bits of an HMAC-SHA256 of the doc and the voter key under a key derived from the site's
 *   salts, so the table holds no address and no user id, and nobody without the salts can tell
 *   whose vote a row is. A vote is new exactly when its row can be inserted (the primary key
 *   decides, atomically, on any number of PHP servers); a new visitor is only ever taken for a
 *   voter on a 64-bit hash collision (chance: voters / 2^64, 1 in 18 million million at 1,000,000 voters).
 * - Rows are forgotten after MEMORY (90 days, filter `docent_vote_memory`): storage is bounded
 *   by the votes a doc may take in that time (Vote_Controller's per-doc rate limit), not by how
 *   many people ever voted, and after that time the same visitor may vote again.
 * - The voter key is the user id when logged in, otherwise REMOTE_ADDR (Rate_Limiter::client_ip(),
 *   never a client-sent header). Changing a vote is not possible.
 */
final class Votes {

	public const UP   = '_docent_votes_up';
	public const DOWN = '_docent_votes_down';

	/** Helpful docs, cached until the next vote or doc status change. */
	public const CACHE_KEY = 'docent_helpful_docs';

	/** The most helpful docs the ranking keeps. */
	public const HELPFUL_LIMIT = 100;

	/** How long a vote is remembered, in seconds (90 days). */
	public const MEMORY = 7776000;

	/** Bump when the CREATE TABLE below changes. */
	public const DB_VERSION = '1';

	/** Autoloaded option holding the installed table version. */
	public const VERSION_OPTION = 'docent_votes_db_version';

	/** Meta key of the former per-doc Bloom filter, removed on install. */
	private const OLD_FILTER = '_docent_votes_seen';

	/**
	 * The voters table.
	 */
	private static function schema(): Custom_Table {
		return new Custom_Table(
			'docent_votes',
			self::VERSION_OPTION,
			self::DB_VERSION,
			'  doc_id bigint(20) unsigned NOT NULL,
  voter bigint(20) NOT NULL,
  expires bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (doc_id,voter),
  KEY expires (expires)'
		);
	}

	/**
	 * The voters table's full name.
	 */
	public static function table(): string {
		return self::schema()->name();
	}

	/**
	 * Creates or upgrades the voters table (on activation, and when the version option is behind).
	 */
	public function install(): void {
		self::schema()->install();
		// The old filter could not tell voters apart reliably; its bits mean nothing now.
		delete_metadata( 'post', 0, self::OLD_FILTER, '', true );
	}

	/**
	 * Installs or upgrades when needed: one autoloaded option read otherwise.
	 */
	public function maybe_install(): void {
		if ( ! self::schema()->is_current() ) {
			$this->install();
		}
	}

	/**
	 * How long votes are remembered, in seconds.
	 */
	public static function memory(): int {
		/**
		 * Filters how long Docent remembers that a visitor voted on a doc (seconds). After that
		 * the same visitor may vote on it again; the table never holds older votes.
		 *
		 * @param int $seconds Default 90 days.
		 */
		return max( HOUR_IN_SECONDS, (int) apply_filters( 'docent_vote_memory', self::MEMORY ) );
	}

	/**
	 * The stored form of a voter on a doc: 64 bits of a keyed hash, as a signed integer.
	 *
	 * @param int    $doc_id Doc id.
	 * @param string $voter  Voter key from voter().
	 */
	public static function voter_hash( int $doc_id, string $voter ): int {
		$hash = hash_hmac( 'sha256', $doc_id . '|' . $voter, wp_salt( 'auth' ) . '|docent-votes', true );
		return (int) unpack( 'J', substr( $hash, 0, 8 ) )[1];
	}

	/**
	 * Hooks that keep the helpful-docs cache honest.
	 */
	public function register(): void {
		add_action( 'docent_activate', array( $this, 'install' ) );
		add_action( 'admin_init', array( $this, 'maybe_install' ) );
		add_action( 'transition_post_status', array( $this, 'on_status_change' ), 10, 3 );
		add_action( 'deleted_post', array( $this, 'forget_helpful' ) );
		add_action( 'deleted_post', array( $this, 'forget_voters' ) );
	}

	/**
	 * A doc was deleted: its voters go with it.
	 *
	 * @param int $post_id Post id.
	 */
	public function forget_voters( $post_id ): void {
		global $wpdb;
		if ( self::schema()->is_current() ) {
			$wpdb->delete( self::table(), array( 'doc_id' => (int) $post_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		}
	}

	/**
	 * A doc was published, unpublished or trashed: the ranking may change.
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       The doc.
	 */
	public function on_status_change( $new_status, $old_status, $post ): void {
		if ( $new_status !== $old_status && Post_Type::NAME === ( $post->post_type ?? '' ) ) {
			$this->forget_helpful();
		}
	}

	/**
	 * Drops the cached ranking.
	 */
	public function forget_helpful(): void {
		delete_transient( self::CACHE_KEY );
	}

	/**
	 * A doc's counts.
	 *
	 * @param int $doc_id Doc id.
	 * @return array{up: int, down: int}
	 */
	public function counts( int $doc_id ): array {
		return array(
			'up'   => (int) get_post_meta( $doc_id, self::UP, true ),
			'down' => (int) get_post_meta( $doc_id, self::DOWN, true ),
		);
	}

	/**
	 * Who is voting: the user when logged in, otherwise the address the web server saw.
	 */
	public function voter(): string {
		$user = get_current_user_id();
		return $user ? 'user:' . $user : 'ip:' . Rate_Limiter::client_ip();
	}

	/**
	 * Records one vote unless this voter already voted on the doc (within memory()).
	 *
	 * @param int    $doc_id  A public doc's id.
	 * @param bool   $helpful Up (true) or down (false).
	 * @param string $voter   Voter key from voter().
	 * @return array{up: int, down: int}|WP_Error New counts, 409 for a repeated vote, or 503 when the count could not be saved.
	 */
	public function record( int $doc_id, bool $helpful, string $voter ) {
		$this->maybe_install();
		global $wpdb;
		$table = self::table();
		$hash  = self::voter_hash( $doc_id, $voter );
		$now   = time();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; every vote writes.
		// Every write goes through Transaction::affected(): on Galera, a vote on another node at the same
		// moment may make the database refuse one as a conflict, which is retried, never taken for a repeat.
		// A vote older than memory() no longer counts: its row makes way for this one.
		Transaction::affected( $wpdb->prepare( "DELETE FROM {$table} WHERE doc_id = %d AND voter = %d AND expires < %d", $doc_id, $hash, $now ) );
		// The primary key decides: of two identical votes at once, exactly one inserts.
		$insert = $wpdb->prepare( "INSERT IGNORE INTO {$table} (doc_id, voter, expires) VALUES (%d, %d, %d)", $doc_id, $hash, $now + self::memory() );
		$added  = Transaction::affected( $insert );
		if ( 1 !== $added && self::schema()->recreate_if_missing() ) {
			$added = Transaction::affected( $insert ); // The table was dropped; it is back.
		}
		if ( null === $added ) {
			return self::not_saved();
		}
		if ( 1 !== $added ) {
			return new WP_Error( 'docent_already_voted', __( 'You have already voted on this doc.', 'docent' ), array( 'status' => 409 ) );
		}
		if ( 0 === wp_rand( 0, 199 ) ) {
			// Now and then, forget every vote past its memory.
			Transaction::affected( $wpdb->prepare( "DELETE FROM {$table} WHERE expires < %d", $now ) );
		}
		// phpcs:enable
		if ( ! Vote_Counter::add( $doc_id, $helpful ? self::UP : self::DOWN ) ) {
			// Not counted: forget the voter too, so trying again later is not refused as a repeat.
			Transaction::affected( $wpdb->prepare( "DELETE FROM {$table} WHERE doc_id = %d AND voter = %d", $doc_id, $hash ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
			return self::not_saved();
		}
		$this->forget_helpful();
		return $this->counts( $doc_id );
	}

	/**
	 * The answer when the database would not take a vote: the visitor may try again.
	 */
	private static function not_saved(): WP_Error {
		return new WP_Error( 'docent_vote_failed', __( 'Your vote could not be saved. Please try again in a moment.', 'docent' ), array( 'status' => 503 ) );
	}

	/**
	 * Whether this voter has voted on the doc within memory(). Exact: never true for someone who did not.
	 *
	 * @param int    $doc_id Doc id.
	 * @param string $voter  Voter key.
	 */
	public function has_voted( int $doc_id, string $voter ): bool {
		if ( ! self::schema()->is_current() ) {
			return false;
		}
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table; a primary-key lookup.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$table} WHERE doc_id = %d AND voter = %d AND expires >= %d", $doc_id, self::voter_hash( $doc_id, $voter ), time() ) );
	}

	/**
	 * Ids of public docs with more up than down votes, best first (cached).
	 *
	 * @return int[]
	 */
	public function helpful_ids(): array {
		$cached = get_transient( self::CACHE_KEY );
		if ( is_array( $cached ) ) {
			return array_map( 'intval', $cached );
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- cached in a transient just below.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p
				INNER JOIN {$wpdb->postmeta} up ON up.post_id = p.ID AND up.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} down ON down.post_id = p.ID AND down.meta_key = %s
				WHERE p.post_type = %s AND p.post_status = 'publish' AND p.post_password = ''
				AND CAST(up.meta_value AS SIGNED) - COALESCE(CAST(down.meta_value AS SIGNED), 0) > 0
				ORDER BY CAST(up.meta_value AS SIGNED) - COALESCE(CAST(down.meta_value AS SIGNED), 0) DESC,
					CAST(up.meta_value AS SIGNED) DESC, p.menu_order ASC, p.ID ASC
				LIMIT %d",
				self::UP,
				self::DOWN,
				Post_Type::NAME,
				self::HELPFUL_LIMIT
			)
		);
		$ids = array_map( 'intval', $ids );
		set_transient( self::CACHE_KEY, $ids, DAY_IN_SECONDS );
		return $ids;
	}
}
