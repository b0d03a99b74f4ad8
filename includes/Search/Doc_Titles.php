<?php
/**
 * Titles of many docs at once, without loading their content.
 *
 * @package Docent
 */

namespace Docent\Search;

defined( 'ABSPATH' ) || exit;

/**
 * The title tie-breaks read the titles of the best 40 candidates on every search: whole post rows
 * would bring 40 doc bodies from the database to read 40 short strings.
 */
final class Doc_Titles {

	/**
	 * Raw titles by doc id (docs that no longer exist are left out), in one query of two columns.
	 *
	 * @param int[] $ids Doc ids.
	 * @return array<int, string>
	 */
	public static function of( array $ids ): array {
		global $wpdb;
		$ids    = array_values( array_filter( array_unique( array_map( 'intval', $ids ) ) ) );
		$titles = array();
		if ( ! $ids ) {
			return $titles;
		}
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ID, post_title FROM {$wpdb->posts} WHERE ID IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB -- placeholders built here.
				...$ids
			),
			ARRAY_N
		);
		foreach ( (array) $rows as $row ) {
			$titles[ (int) $row[0] ] = (string) $row[1];
		}
		return $titles;
	}
}
