<?php
/**
 * Boots a real WordPress (DOCENT_WP_DIR, prepared by scripts/test.mjs on MariaDB) with Docent active.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

$docent_wp_dir = getenv( 'DOCENT_WP_DIR' );
if ( ! $docent_wp_dir || ! is_file( $docent_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "Run the PHP tests through `npm run test:php` (it prepares WordPress and MariaDB).\n" );
	exit( 1 );
}

// One key for the suite on every PHP version, so that a secret sealed on one opens on the others (Secret_BoxTest).
define( 'DOCENT_ENCRYPTION_KEY', 'docent test suite key, not a secret' );

// Notices, warnings and deprecations fail the test that caused them (Error_Handler says which deprecations are not
// Docent's); set before WordPress loads, so that nothing WordPress raises while loading goes unseen.
require __DIR__ . '/Error_Handler.php';
Docent\Tests\Error_Handler::register( dirname( __DIR__, 2 ) );

$_SERVER['HTTP_HOST']   = 'example.org';
$_SERVER['SERVER_NAME'] = 'example.org';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
define( 'WP_USE_THEMES', false );

require $docent_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';
require_once ABSPATH . 'wp-admin/includes/post.php';

if ( ! is_plugin_active( 'docent/plugin.php' ) ) {
	fwrite( STDERR, "Docent is not active on the test site.\n" );
	exit( 1 );
}

error_reporting( E_ALL );
ini_set( 'display_errors', '1' );

require __DIR__ . '/TestCase.php';
