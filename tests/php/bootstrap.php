<?php
/**
 * Boots a real WordPress (DOCENT_WP_DIR, prepared by scripts/test.mjs on MariaDB) with Docent active.
 *
 * @package Docent
 */

$docent_wp_dir = getenv( 'DOCENT_WP_DIR' );
if ( ! $docent_wp_dir || ! is_file( $docent_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "Run the PHP tests through `npm run test:php` (it prepares WordPress and MariaDB).\n" );
	exit( 1 );
}

// One key for the suite on every PHP version, so that a secret sealed on one opens on the others (Secret_BoxTest).
define( 'DOCENT_ENCRYPTION_KEY', 'docent test suite key, not a secret' );

// Debian's PHPUnit 9.6.7 predates PHP 8.4's deprecation of implicitly nullable parameters. Its classes are loaded
// here, with deprecations muted, so that the only deprecations a test can meet are WordPress's and Docent's.
if ( PHP_VERSION_ID >= 80400 ) {
	$docent_reporting = error_reporting( E_ALL & ~E_DEPRECATED );
	foreach ( get_included_files() as $docent_file ) {
		if ( 'autoload.php' !== basename( $docent_file ) && 'Autoload.php' !== basename( $docent_file ) ) {
			continue;
		}
		preg_match_all( "/^\s*'([a-z0-9_\\\\]+)' => '/m", (string) file_get_contents( $docent_file ), $docent_classes );
		foreach ( $docent_classes[1] as $docent_class ) {
			$docent_class = stripslashes( $docent_class );
			try {
				class_exists( $docent_class ) || interface_exists( $docent_class ) || trait_exists( $docent_class );
			} catch ( Throwable $docent_error ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement
				// A class for an optional dependency that is not installed: the tests cannot need it either.
			}
		}
	}
	error_reporting( $docent_reporting );
}

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

// Notices and warnings fail the test that caused them.
error_reporting( E_ALL );
ini_set( 'display_errors', '1' );

require __DIR__ . '/TestCase.php';
