<?php
/**
 * Plugin Name: Docent bench timing
 * Description: Bench sites only: ends each page with how long PHP worked on it (wall clock from the request's start, and CPU from here on) and how many queries it ran.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

if ( 'cli' === PHP_SAPI ) {
	return;
}

$docent_bench_usage = getrusage();

add_action(
	'shutdown',
	static function () use ( $docent_bench_usage ) {
		global $wpdb;
		if ( ! isset( $_SERVER['REQUEST_TIME_FLOAT'] ) || wp_doing_ajax() || wp_is_json_request() ) {
			return;
		}
		$now = getrusage();
		$cpu = static fn( array $u ): float => $u['ru_utime.tv_sec'] * 1000 + $u['ru_utime.tv_usec'] / 1000 + $u['ru_stime.tv_sec'] * 1000 + $u['ru_stime.tv_usec'] / 1000;
		printf(
			"\n<!-- docent-bench ms=%.2f cpu=%.2f queries=%d -->",
			( microtime( true ) - (float) $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000,
			$cpu( $now ) - $cpu( $docent_bench_usage ),
			(int) $wpdb->num_queries
		);
	},
	PHP_INT_MAX
);
