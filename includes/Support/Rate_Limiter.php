<?php
/**
 * Fixed-window rate limits for public writes, shared by every PHP server of a site.
 *
 * @package Docent
 */

namespace Docent\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Counts hits per bucket and client in the object cache when one is shared,
 * otherwise in transients (the database). Never in process memory or local files.
 */
final class Rate_Limiter {

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
	 * Records one hit and says whether it is within the limit.
	 *
	 * @param string $bucket  What is limited, e.g. "message".
	 * @param int    $limit   Hits allowed per window.
	 * @param int    $window  Window length in seconds.
	 * @param string $subject Who is limited; defaults to the client address.
	 * @return bool True when allowed, false when over the limit.
	 */
	public static function hit( string $bucket, int $limit, int $window, string $subject = '' ): bool {
		$window = max( 1, $window );
		$slot   = (int) floor( time() / $window );
		$key    = 'docent_rl_' . $bucket . '_' . md5( ( '' === $subject ? self::client_ip() : $subject ) . '|' . $slot );

		if ( wp_using_ext_object_cache() ) {
			wp_cache_add( $key, 0, 'docent', $window );
			$count = wp_cache_incr( $key, 1, 'docent' );
			return false !== $count && $count <= $limit;
		}
		$count = (int) get_transient( $key ) + 1;
		set_transient( $key, $count, $window );
		return $count <= $limit;
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
}
