<?php
/**
 * Sets a dev or test site's language (the WPLANG option), after WordPress is loaded.
 *
 * @package Docent
 */

/**
 * WordPress keeps WPLANG to the languages whose core files are installed, and its language packs
 * cannot be downloaded here. A core file with no translations in it (wp-content/languages/<locale>.mo)
 * makes the language installed: WordPress's own screens stay English, Docent's texts come from
 * its languages/ folder.
 *
 * @param string $locale A WordPress locale such as de_DE or ja; en_US for English.
 * @return string The locale the site had before.
 */
function docent_set_site_language( string $locale ): string {
	$before = (string) get_option( 'WPLANG' );
	if ( 'en_US' !== $locale && ! in_array( $locale, get_available_languages(), true ) ) {
		require_once ABSPATH . WPINC . '/pomo/mo.php';
		wp_mkdir_p( WP_LANG_DIR );
		$core = new MO();
		$core->set_header( 'Language', $locale );
		$core->export_to_file( WP_LANG_DIR . "/$locale.mo" );
		// WordPress 6.5 caches the folder's list of files for the request.
		wp_cache_delete( md5( trailingslashit( WP_LANG_DIR ) ), 'translation_files' );
	}
	update_option( 'WPLANG', 'en_US' === $locale ? '' : $locale );
	return '' === $before ? 'en_US' : $before;
}
