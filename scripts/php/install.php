<?php
/**
 * Installs WordPress in DOCENT_WP_DIR (once), activates Docent and, with DOCENT_DEMO=1, seeds demo content.
 * Run by the dev and test scripts: php scripts/php/install.php
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

$docent_dir = getenv( 'DOCENT_WP_DIR' );
if ( ! $docent_dir || ! is_file( $docent_dir . '/wp-config.php' ) ) {
	fwrite( STDERR, "DOCENT_WP_DIR must point at a prepared site folder.\n" );
	exit( 1 );
}

// Failures must reach the terminal, not only the site's debug log.
ini_set( 'display_errors', 'stderr' );
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = (string) wp_parse_url_host( (string) getenv( 'DOCENT_SITE_URL' ) );
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';

/**
 * host[:port] of a URL, before WordPress (and its helpers) is loaded.
 *
 * @param string $url Site URL.
 */
function wp_parse_url_host( string $url ): string {
	$parts = parse_url( $url );
	return ( $parts['host'] ?? 'localhost' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

// Hold our own output until the end: WordPress may still send headers (cookies) while installing.
ob_start();
require $docent_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	// No "your new site" email: there is no mail server here, and under php-wasm mail() spawns a
	// sendmail that exits at once, which can crash the runtime while it writes to the closed pipe.
	add_filter( 'pre_wp_mail', '__return_false' );
	wp_install( 'Docent Demo', 'admin', 'admin@example.org', true, '', 'password' );
	update_option( 'permalink_structure', '/%postname%/' );
	echo "installed\n";
}

// The SQLite plugin's activation hook redirects and exits, so it is activated silently.
$docent_plugins = array( 'docent/plugin.php' => false );
if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
	$docent_plugins = array( 'sqlite-database-integration/load.php' => true ) + $docent_plugins;
}
foreach ( $docent_plugins as $docent_plugin => $docent_silent ) {
	if ( ! is_plugin_active( $docent_plugin ) ) {
		$docent_result = activate_plugin( $docent_plugin, '', false, $docent_silent );
		if ( is_wp_error( $docent_result ) ) {
			fwrite( STDERR, $docent_result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
}
if ( ! is_plugin_active( 'docent/plugin.php' ) ) {
	fwrite( STDERR, "Docent did not activate.\n" );
	exit( 1 );
}

if ( '1' === getenv( 'DOCENT_DEMO' ) && ! get_option( 'docent_demo_seeded' ) ) {
	require __DIR__ . '/seed-demo.php';
	echo 'seeded ' . docent_seed_demo( dirname( __DIR__ ) . '/demo/docs.json' ) . " docs\n";
	update_option( 'docent_demo_seeded', 1 );
}
// The site's language: installSite( { locale } ) passes it (npm start: DOCENT_LOCALE, en_US when unset, so a
// reused site follows the variable both ways).
$docent_locale = getenv( 'DOCENT_LOCALE' );
if ( false !== $docent_locale ) {
	if ( ! preg_match( '/^[a-z]{2,3}(_[A-Z]{2})?$/', $docent_locale ) ) {
		fwrite( STDERR, "DOCENT_LOCALE must be a WordPress locale such as de_DE or ja.\n" );
		exit( 1 );
	}
	require_once __DIR__ . '/lib/site-language.php';
	if ( docent_set_site_language( $docent_locale ) !== $docent_locale ) {
		echo 'language ' . $docent_locale . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- CLI output.
	}
}
flush_rewrite_rules( false );
ob_end_flush();
