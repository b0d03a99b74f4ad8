<?php
/**
 * WordPress's own search of published docs, for when Docent's index cannot answer.
 *
 * @package Docent
 */

namespace Docent\Search;

use Docent\Docs\Post_Type;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Answers in the backend's shape, so Explore and chat keep working (less well ranked: no typo,
 * stem or prefix matching) while the index is missing, damaged or being rebuilt from nothing.
 */
final class Fallback_Search {

	/**
	 * Ranked hits from core's search (relevance order: title matches first).
	 *
	 * @param string $query  What the visitor typed.
	 * @param int    $offset Hits to skip.
	 * @param int    $limit  Hits to return.
	 * @return array{hits: list<array{id:int, score:float}>, total:int}
	 */
	public function search( string $query, int $offset, int $limit ): array {
		$words = trim( (string) preg_replace( '/["\s]+/u', ' ', $query ) );
		if ( '' === $words ) {
			return array(
				'hits'  => array(),
				'total' => 0,
			);
		}
		$found = new WP_Query(
			array(
				'post_type'              => Post_Type::NAME,
				'post_status'            => 'publish',
				'has_password'           => false,
				's'                      => $words,
				'orderby'                => 'relevance',
				'offset'                 => max( 0, $offset ),
				'posts_per_page'         => max( 1, $limit ),
				'fields'                 => 'ids',
				'ignore_sticky_posts'    => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
				'suppress_filters'       => true,
			)
		);
		$hits  = array();
		$count = count( $found->posts );
		foreach ( array_values( $found->posts ) as $rank => $id ) {
			// Core gives no score: the rank, as a number that falls down the list.
			$hits[] = array(
				'id'    => (int) $id,
				'score' => round( ( $count - $rank ) / max( 1, $count ), 4 ),
			);
		}
		return array(
			'hits'  => $hits,
			'total' => (int) $found->found_posts,
		);
	}
}
