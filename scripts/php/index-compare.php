<?php
/**
 * Prints the search index's consistency as JSON, for the cluster test and the index bench:
 *
 *   php scripts/php/index-compare.php status    the cheap check (Index_Check::status())
 *   php scripts/php/index-compare.php compare   the index against a fresh rebuild, row for row
 *
 * Each run prints one JSON object with the answer and the seconds it took.
 * DOCENT_WP_DIR points at the site.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require __DIR__ . '/bench-load-wp.php';

$docent_command = $argv[1] ?? 'status';
if ( ! in_array( $docent_command, array( 'status', 'compare' ), true ) ) {
	fwrite( STDERR, "Usage: php index-compare.php status | compare\n" );
	exit( 1 );
}
if ( ! class_exists( 'Docent\Search\Index\Index_Check' ) ) {
	echo wp_json_encode( array( 'available' => false ) ) . "\n";
	exit( 0 );
}
$docent_check   = new Docent\Search\Index\Index_Check();
$docent_started = microtime( true );
$docent_result  = 'compare' === $docent_command ? $docent_check->compare_with_rebuild() : $docent_check->status();
echo wp_json_encode(
	array(
		'available' => true,
		'seconds'   => round( microtime( true ) - $docent_started, 3 ),
		'result'    => $docent_result,
	)
) . "\n";
