<?php
/**
 * "Was this helpful?" votes: counts per doc, one vote per visitor, and the helpful-docs ranking.
 *
 * @package Docent
 */

namespace Docent\Docs;

use Docent\Support\Rate_Limiter;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Storage without one row per voter:
 *
 * - Counts live in two post meta rows per doc (`_docent_votes_up`, `_docent_votes_down`),
 *   incremented in SQL so two votes at once both count.
 * - Dedupe uses a per-doc Bloom filter (`_docent_votes_seen`, 2 KB): each voter sets 4 bits
 *   chosen by an HMAC of the voter key, salted with the site's salts, so neither addresses nor
 *   user ids are stored. A voter whose 4 bits are all set has voted. The filter never grows;
 *   with 1,000 voters on one doc about 1 in 450 new visitors is wrongly told they already voted,
 *   which is the price of not keeping a list of voters. Bits are set with compare-and-swap in SQL,
 *   so concurrent votes cannot erase each other.
 * - The voter key is the user id when logged in, otherwise REMOTE_ADDR (Rate_Limiter::client_ip(),
 *   never a client-sent header). Changing a vote is not possible: the filter cannot say which way.
 */
final class Votes {

	public const UP   = '_docent_votes_up';
	public const DOWN = '_docent_votes_down';
	public const SEEN = '_docent_votes_seen';

	/** Helpful docs, cached until the next vote or doc status change. */
	public const CACHE_KEY = 'docent_helpful_docs';

	/** The most helpful docs the ranking keeps. */
	public const HELPFUL_LIMIT = 100;

	private const FILTER_BYTES = 2048;
	private const HASHES       = 4;

	/**
	 * Hooks that keep the helpful-docs cache honest.
	 */
	public function register(): void {
		add_action( 'transition_post_status', array( $this, 'on_status_change' ), 10, 3 );
		add_action( 'deleted_post', array( $this, 'forget_helpful' ) );
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
	 * Records one vote unless this voter already voted on the doc.
	 *
	 * @param int    $doc_id  A public doc's id.
	 * @param bool   $helpful Up (true) or down (false).
	 * @param string $voter   Voter key from voter().
	 * @return array{up: int, down: int}|WP_Error New counts, or 409 for a repeated vote.
	 */
	public function record( int $doc_id, bool $helpful, string $voter ) {
		$marked = $this->mark_seen( $doc_id, $voter );
		if ( true !== $marked ) {
			return $marked;
		}
		$this->increment( $doc_id, $helpful ? self::UP : self::DOWN );
		$this->forget_helpful();
		return $this->counts( $doc_id );
	}

	/**
	 * Whether this voter has voted on the doc.
	 *
	 * @param int    $doc_id Doc id.
	 * @param string $voter  Voter key.
	 */
	public function has_voted( int $doc_id, string $voter ): bool {
		$bits = $this->read_filter( $doc_id );
		if ( null === $bits ) {
			return false;
		}
		foreach ( self::positions( $doc_id, $voter ) as $bit ) {
			if ( ! ( ord( $bits[ $bit >> 3 ] ) & ( 1 << ( $bit & 7 ) ) ) ) {
				return false;
			}
		}
		return true;
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

	/**
	 * Sets the voter's bits in the doc's filter; 409 when they were all set already.
	 *
	 * @param int    $doc_id Doc id.
	 * @param string $voter  Voter key.
	 * @return true|WP_Error
	 */
	private function mark_seen( int $doc_id, string $voter ) {
		global $wpdb;
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			$stored = $this->read_stored( $doc_id );
			$bits   = null === $stored ? str_repeat( "\0", self::FILTER_BYTES ) : self::decode( $stored );
			$fresh  = false;
			foreach ( self::positions( $doc_id, $voter ) as $bit ) {
				$byte = $bit >> 3;
				$mask = 1 << ( $bit & 7 );
				if ( ! ( ord( $bits[ $byte ] ) & $mask ) ) {
					$bits[ $byte ] = chr( ord( $bits[ $byte ] ) | $mask );
					$fresh         = true;
				}
			}
			if ( ! $fresh ) {
				return new WP_Error( 'docent_already_voted', __( 'You have already voted on this doc.', 'docent' ), array( 'status' => 409 ) );
			}
			$encoded = base64_encode( $bits ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- binary bits in a text column.
			if ( null === $stored ) {
				$saved = (bool) add_post_meta( $doc_id, self::SEEN, $encoded, true );
			} else {
				// Compare-and-swap: only if nobody changed the filter since we read it (byte for byte:
				// the column's collation would ignore case).
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery
				$saved = 1 === (int) $wpdb->query(
					$wpdb->prepare(
						"UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE post_id = %d AND meta_key = %s AND CAST(meta_value AS BINARY) = CAST(%s AS BINARY)",
						$encoded,
						$doc_id,
						self::SEEN,
						$stored
					)
				);
				wp_cache_delete( $doc_id, 'post_meta' );
			}
			if ( $saved ) {
				return true;
			}
		}
		return new WP_Error( 'docent_vote_conflict', __( 'Too many votes at once on this doc. Please try again.', 'docent' ), array( 'status' => 409 ) );
	}

	/**
	 * The filter as stored, read from the database (not the cache) because it is compared and swapped.
	 *
	 * @param int $doc_id Doc id.
	 */
	private function read_stored( int $doc_id ): ?string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s LIMIT 1", $doc_id, self::SEEN ) );
		return null === $value ? null : (string) $value;
	}

	/**
	 * The filter's bits, or null when nobody voted yet.
	 *
	 * @param int $doc_id Doc id.
	 */
	private function read_filter( int $doc_id ): ?string {
		$stored = $this->read_stored( $doc_id );
		return null === $stored ? null : self::decode( $stored );
	}

	/**
	 * Stored text to bits; anything damaged reads as an empty filter of the right size.
	 *
	 * @param string $stored Base64 text.
	 */
	private static function decode( string $stored ): string {
		$bits = base64_decode( $stored, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		return false !== $bits && self::FILTER_BYTES === strlen( $bits ) ? $bits : str_repeat( "\0", self::FILTER_BYTES );
	}

	/**
	 * The voter's bit positions in the doc's filter.
	 *
	 * @param int    $doc_id Doc id.
	 * @param string $voter  Voter key.
	 * @return int[]
	 */
	private static function positions( int $doc_id, string $voter ): array {
		$hash      = hash_hmac( 'sha256', $doc_id . '|' . $voter, wp_salt( 'nonce' ), true );
		$positions = array();
		for ( $i = 0; $i < self::HASHES; $i++ ) {
			$positions[] = unpack( 'N', substr( $hash, $i * 4, 4 ) )[1] % ( self::FILTER_BYTES * 8 );
		}
		return $positions;
	}

	/**
	 * Adds one to a count, atomically.
	 *
	 * @param int    $doc_id Doc id.
	 * @param string $key    UP or DOWN.
	 */
	private function increment( int $doc_id, string $key ): void {
		global $wpdb;
		$sql = $wpdb->prepare(
			"UPDATE {$wpdb->postmeta} SET meta_value = CAST(meta_value AS UNSIGNED) + 1 WHERE post_id = %d AND meta_key = %s",
			$doc_id,
			$key
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
		if ( ! $wpdb->query( $sql ) && ! add_post_meta( $doc_id, $key, 1, true ) ) {
			// Another vote added the row between our update and our insert.
			$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		}
		wp_cache_delete( $doc_id, 'post_meta' );
	}
}
