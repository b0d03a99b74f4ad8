<?php
/**
 * Bulk insert of generated docs for the bench helpers (bench-search.php, bench-pages.php), after
 * WordPress is loaded.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Adds published docs with one multi-row INSERT. No save hooks run (the search bench builds its
 * index afterwards with the rebuild code), so the docs pages' stored lists are marked stale here,
 * as a save would.
 *
 * @param array<int, array<string, mixed>> $docs Fields: title, excerpt, content, parent, order, and
 *                                               slug (a unique one is made from the title when missing).
 * @return int[] New ids, in order.
 */
function docent_bench_insert_docs( array $docs ): array {
	global $wpdb;
	$now    = current_time( 'mysql' );
	$gmt    = current_time( 'mysql', true );
	$sql    = array();
	$values = array();
	foreach ( $docs as $doc ) {
		$slug  = $doc['slug'] ?? sanitize_title( $doc['title'] ) . '-' . wp_rand( 1, 1e9 );
		$sql[] = "(1, %s, %s, %s, %s, %s, 'publish', 'closed', 'closed', %s, %s, %s, %d, %d, 'docs', '', '', '', '')";
		array_push( $values, $now, $gmt, $doc['content'], $doc['title'], $doc['excerpt'], $slug, $now, $gmt, $doc['parent'], $doc['order'] );
	}
	$wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, post_parent, menu_order, post_type, to_ping, pinged, post_content_filtered, guid) VALUES " . implode( ',', $sql ), // phpcs:ignore WordPress.DB -- placeholders built here.
			...$values
		)
	);
	$first = (int) $wpdb->insert_id;
	Docent\Pages\Docs_Cache::touch();
	return range( $first, $first + count( $docs ) - 1 );
}
