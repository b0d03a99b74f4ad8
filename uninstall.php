<?php
/**
 * Uninstall: removes Docent's settings and its own tables. Docs (your content) stay,
 * unless the site owner switched on "remove all data" in the settings.
 *
 * @package Docent
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Removes everything Docent stored outside the posts table.
 */
function docent_uninstall(): void {
	global $wpdb;

	$settings   = get_option( 'docent_settings', array() );
	$remove_all = is_array( $settings ) && ! empty( $settings['remove_all_data'] );

	// Every table a Docent feature creates (the plugin itself is not loaded during uninstall).
	$tables = array( 'docent_search_index', 'docent_search_terms', 'docent_search_docs', 'docent_messages', 'docent_votes', 'docent_insights' );
	foreach ( $tables as $table ) {
		$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $wpdb->prefix . $table ) . '`' ); // phpcs:ignore WordPress.DB
	}
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", 'docent\_%', '\_transient\_docent\_%', '\_transient\_timeout\_docent\_%' ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key LIKE %s", '\_docent\_%' ) );

	if ( $remove_all ) {
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", 'docs' ) );
		foreach ( $ids as $id ) {
			wp_delete_post( (int) $id, true );
		}
	}
}

docent_uninstall();
