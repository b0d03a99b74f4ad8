<?php
/**
 * The most and least helpful articles, from the "Was this helpful?" counts.
 *
 * @package Docent
 */

namespace Docent\Insights;

use Docent\Docs\Post_Type;
use Docent\Docs\Votes;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the vote counts the Docs module keeps in post meta (Votes::UP, Votes::DOWN) for
 * published docs. Ranking is by the net score (up minus down), then by the number of votes
 * on the deciding side, so a doc with 40 up and 2 down ranks above one with 3 up and none down.
 */
final class Vote_Report {

	/**
	 * Published docs with more up than down votes, best first.
	 *
	 * @param int $limit How many.
	 * @return array<int, array{id:int, up:int, down:int}>
	 */
	public function most_helpful( int $limit ): array {
		return $this->ranked( 'up - down > 0', 'up - down DESC, up DESC', $limit );
	}

	/**
	 * Published docs with more down than up votes, worst first.
	 *
	 * @param int $limit How many.
	 * @return array<int, array{id:int, up:int, down:int}>
	 */
	public function least_helpful( int $limit ): array {
		return $this->ranked( 'down - up > 0', 'down - up DESC, down DESC', $limit );
	}

	/**
	 * Rows of published docs with their counts.
	 *
	 * @param string $where Condition on the up/down columns (a constant from this class).
	 * @param string $order Order on the up/down columns (a constant from this class).
	 * @param int    $limit How many.
	 * @return array<int, array{id:int, up:int, down:int}>
	 */
	private function ranked( string $where, string $order, int $limit ): array {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- read on the admin's Insights screen only; $where and $order are this class's constants.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT id, up, down FROM (
					SELECT p.ID AS id,
						COALESCE(CAST(u.meta_value AS SIGNED), 0) AS up,
						COALESCE(CAST(d.meta_value AS SIGNED), 0) AS down,
						p.menu_order AS menu_order
					FROM {$wpdb->posts} p
					LEFT JOIN {$wpdb->postmeta} u ON u.post_id = p.ID AND u.meta_key = %s
					LEFT JOIN {$wpdb->postmeta} d ON d.post_id = p.ID AND d.meta_key = %s
					WHERE p.post_type = %s AND p.post_status = 'publish'
						AND ( u.meta_value IS NOT NULL OR d.meta_value IS NOT NULL )
				) counts
				WHERE {$where}
				ORDER BY {$order}, menu_order ASC, id ASC
				LIMIT %d",
				Votes::UP,
				Votes::DOWN,
				Post_Type::NAME,
				max( 1, $limit )
			),
			ARRAY_A
		);
		// phpcs:enable
		return array_map(
			static fn( array $row ): array => array(
				'id'   => (int) $row['id'],
				'up'   => (int) $row['up'],
				'down' => (int) $row['down'],
			),
			is_array( $rows ) ? $rows : array()
		);
	}
}
