<?php
/**
 * Sets a dev or test site's language (the WPLANG option), after WordPress is loaded.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * WordPress keeps WPLANG to the languages whose core files are installed, and its language packs
 * cannot be downloaded here. A core file with no translations in it (wp-content/languages/<locale>.mo,
 * marked as ours) makes the language installed: WordPress's own screens stay English, Docent's
 * texts come from its languages/ folder. Switching again removes the marked files it no longer
 * needs, so an English site is left as it was.
 *
 * @param string $locale A WordPress locale such as de_DE or ja; en_US for English.
 * @return string The locale the site had before.
 */
function docent_set_site_language( string $locale ): string {
	require_once ABSPATH . WPINC . '/pomo/mo.php';
	$before = (string) get_option( 'WPLANG' );
	$marker = 'Docent dev site';
	foreach ( glob( WP_LANG_DIR . '/*.mo' ) ?: array() as $file ) {
		$core = new MO();
		if ( basename( $file, '.mo' ) !== $locale && $core->import_from_file( $file ) && ( $core->headers['X-Generator'] ?? '' ) === $marker ) {
			unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a dev site's file of our own.
		}
	}
	if ( 'en_US' !== $locale && ! is_file( WP_LANG_DIR . "/$locale.mo" ) ) {
		wp_mkdir_p( WP_LANG_DIR );
		$core = new MO();
		$core->set_header( 'Language', $locale );
		$core->set_header( 'X-Generator', $marker );
		$core->export_to_file( WP_LANG_DIR . "/$locale.mo" );
	}
	// WordPress 6.5 caches the folder's list of files for the request.
	wp_cache_delete( md5( trailingslashit( WP_LANG_DIR ) ), 'translation_files' );
	update_option( 'WPLANG', 'en_US' === $locale ? '' : $locale );
	return '' === $before ? 'en_US' : $before;
}
