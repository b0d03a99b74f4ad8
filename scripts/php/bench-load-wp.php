<?php
/**
 * Loads WordPress for a bench helper run with php CLI: DOCENT_WP_DIR points at the bench site.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

$docent_wp_dir = getenv( 'DOCENT_WP_DIR' );
if ( ! $docent_wp_dir || ! is_file( $docent_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "DOCENT_WP_DIR must point at the bench site.\n" );
	exit( 1 );
}
ini_set( 'display_errors', 'stderr' );
ini_set( 'memory_limit', '1024M' );
$_SERVER['HTTP_HOST']   = 'example.org';
$_SERVER['SERVER_NAME'] = 'example.org';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
define( 'WP_USE_THEMES', false );
require $docent_wp_dir . '/wp-load.php';
