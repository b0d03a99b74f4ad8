<?php
/**
 * Fixed-window rate limits for public writes, shared by every PHP server of a site.
 *
 * @package Docent
 */

namespace Docent\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Counts hits per bucket and client with an atomic increment: in the object cache when a
 * persistent one is shared, otherwise in a small table of Docent's own (transients are a
 * read-then-write, so a burst of parallel requests could slip past them). Never in process
 * memory or local files. On a Galera cluster two servers may bump one row on different nodes at
 * once; the loser's statement fails certification and is retried, so every hit is counted once.
 */
final class Rate_Limiter {

	private const TABLE      = 'docent_rate_limits';
	private const DB_VERSION = 1;
	private const DB_OPTION  = 'docent_rate_limits_db';

	/**
	 * Tries per hit before the database is considered unavailable.
	 */
	private const ATTEMPTS = 6;

	/**
	 * The client's address as the web server saw it. Headers a client can set
	 * (X-Forwarded-For and friends) are ignored unless a site opts in through the filter.
	 */
	public static function client_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the client address used for rate limits, for sites behind a trusted proxy.
		 *
		 * @param string $ip REMOTE_ADDR.
		 */
		$ip = (string) apply_filters( 'docent_client_ip', $ip );
		return filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '0.0.0.0';
	}

	/**
	 * Who a limit counts: the client's IPv4 address, or its IPv6 /64. One subscriber's line or
	 * one server is usually given a whole /64, so counting each of its addresses apart would let
	 * it rotate past every limit. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that address.
	 */
	public static function client_network(): string {
		$ip     = self::client_ip();
		$packed = (string) inet_pton( $ip );
		if ( 16 !== strlen( $packed ) ) {
			return $ip;
		}
		if ( str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			return (string) inet_ntop( substr( $packed, 12 ) );
		}
		return inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
	}

	/**
	 * Records one hit and says whether it is within the limit.
	 *
	 * @param string $bucket  What is limited, e.g. "message".
	 * @param int    $limit   Hits allowed per window.
	 * @param int    $window  Window length in seconds.
	 * @param string $subject Who is limited; defaults to the client's address (IPv6: its /64).
	 * @return bool True when allowed, false when over the limit.
	 */
	public static function hit( string $bucket, int $limit, int $window, string $subject = '' ): bool {
		$window = max( 1, $window );
		$slot   = (int) floor( time() / $window );
		$key    = sha1( $bucket . '|' . ( '' === $subject ? self::client_network() : $subject ) . '|' . $window . '|' . $slot );

		if ( wp_using_ext_object_cache() ) {
			wp_cache_add( $key, 0, 'docent_rate_limits', $window );
			$count = wp_cache_incr( $key, 1, 'docent_rate_limits' );
			return false !== $count && $count <= $limit;
		}
		return self::increment( $key, ( $slot + 1 ) * $window ) <= $limit;
	}

	/**
	 * Adds one to a counter row and returns the count right after this request's own hit.
	 * A statement the database refused (a deadlock, or a Galera certification conflict with a write
	 * on another node) is retried a few times; if it still fails the hit counts as over the limit.
	 *
	 * @param string $key     Counter key.
	 * @param int    $expires When the window ends (Unix time).
	 */
	private static function increment( string $key, int $expires ): int {
		for ( $attempt = 1; $attempt <= self::ATTEMPTS; $attempt++ ) {
			$count = self::try_increment( $key, $expires );
			if ( null !== $count ) {
				return $count;
			}
			usleep( wp_rand( 2000, 10000 ) * $attempt );
		}
		return PHP_INT_MAX;
	}

	/**
	 * One attempt: bump the row, or create it with this hit.
	 *
	 * @param string $key     Counter key.
	 * @param int    $expires When the window ends (Unix time).
	 * @return int|null The count, or null to try again.
	 */
	private static function try_increment( string $key, int $expires ): ?int {
		global $wpdb;
		$table = $wpdb->prefix . self::TABLE;
		// MySQL and MariaDB hand back the value this very statement wrote (LAST_INSERT_ID(expr) is per
		// connection), so parallel hits each see their own count. SQLite has no such function: the row
		// is read back, and a hit landing in between can only make this one count high, never low.
		$sqlite = defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE;
		$bump   = $sqlite ? 'hits + 1' : 'LAST_INSERT_ID(hits + 1)';

		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and a fixed expression.
		$suppress = $wpdb->suppress_errors( true );
		$updated  = $wpdb->query( $wpdb->prepare( "UPDATE `$table` SET hits = $bump WHERE counter_key = %s", $key ) );
		if ( $updated ) {
			$wpdb->suppress_errors( $suppress );
			$count = $sqlite
				? $wpdb->get_var( $wpdb->prepare( "SELECT hits FROM `$table` WHERE counter_key = %s", $key ) )
				: $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );
			return null === $count ? null : (int) $count;
		}
		if ( false === $updated && self::table_exists() ) {
			$wpdb->suppress_errors( $suppress );
			return null; // Refused (deadlock or conflict): try again.
		}
		$inserted = $wpdb->insert(
			$table,
			array(
				'counter_key' => $key,
				'hits'        => 1,
				'expires'     => $expires,
			),
			array( '%s', '%d', '%d' )
		);
		$wpdb->suppress_errors( $suppress );
		if ( ! $inserted ) {
			if ( ! self::table_exists() ) {
				self::install();
			}
			return null; // Another request created the row first (or the table was missing): bump it.
		}
		if ( 0 === wp_rand( 0, 49 ) ) {
			// Now and then, forget windows that have ended.
			$wpdb->query( $wpdb->prepare( "DELETE FROM `$table` WHERE expires < %d", time() ) );
		}
		return 1;
		// phpcs:enable
	}

	/**
	 * Seconds until the current window ends, for a Retry-After header.
	 *
	 * @param int $window Window length in seconds.
	 */
	public static function retry_after( int $window ): int {
		$window = max( 1, $window );
		return $window - ( time() % $window );
	}

	/**
	 * Whether the counter table exists.
	 */
	private static function table_exists(): bool {
		global $wpdb;
		$table = $wpdb->prefix . self::TABLE;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}

	/**
	 * Creates or upgrades the counter table (on activation, and when it is found missing).
	 */
	public static function install(): void {
		global $wpdb;
		if ( (int) get_option( self::DB_OPTION ) === self::DB_VERSION && self::table_exists() ) {
			return;
		}
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = $wpdb->prefix . self::TABLE;
		dbDelta(
			"CREATE TABLE $table (
				counter_key char(40) NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				expires bigint(20) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (counter_key),
				KEY expires (expires)
			) {$wpdb->get_charset_collate()};"
		);
		update_option( self::DB_OPTION, self::DB_VERSION, true );
	}
}
