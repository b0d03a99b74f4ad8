<?php
/**
 * Plugin Name: Docent dev site
 * Description: Dev and test sites only: no update or translation checks, no WordPress.org news (there is no route to WordPress.org from here).
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

$docent_no_updates = static function () {
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => get_bloginfo( 'version' ),
		'updates'         => array(),
		'translations'    => array(),
		'response'        => array(),
		'no_update'       => array(),
		'checked'         => array(),
	);
};
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $docent_transient ) {
	add_filter( "pre_site_transient_$docent_transient", $docent_no_updates );
}
add_filter( 'pre_http_request', static function ( $preempt, $args, $url ) {
	$host = (string) wp_parse_url( $url, PHP_URL_HOST );
	return str_ends_with( $host, 'wordpress.org' ) || str_ends_with( $host, 'w.org' )
		? new WP_Error( 'docent_offline', 'The dev site does not call WordPress.org.' )
		: $preempt;
}, 10, 3 );
// A site in another language lists its languages (the login screen's switcher, Settings > General)
// from the ones installed, never from WordPress.org's catalogue, whose failed call would log a warning.
add_filter( 'translations_api', static function ( $result, $type ) {
	return 'core' === $type ? array( 'translations' => array() ) : $result;
}, 10, 2 );
// The dashboard's Events and News box reads WordPress.org's feeds: here it can only fail, and it
// stored that failure from a background request that raced the tests' writes on SQLite ("database
// is locked"). Dev and test sites leave it out.
add_action( 'wp_dashboard_setup', static function () {
	remove_meta_box( 'dashboard_primary', 'dashboard', 'side' );
} );
