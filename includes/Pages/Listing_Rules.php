<?php
/**
 * What WordPress's own lists of docs show: the docs home query, feeds and the sitemap.
 * Hidden docs (not published, password-protected, or below a doc that is) never appear.
 *
 * @package Docent
 */

namespace Docent\Pages;

use Docent\Docs\Post_Type;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Query rules for the docs archive, doc feeds and `wp-sitemaps`.
 */
final class Listing_Rules {

	/**
	 * Hooks the query filters.
	 */
	public function register(): void {
		add_action( 'pre_get_posts', array( $this, 'shape_query' ) );
		add_filter( 'wp_sitemaps_posts_query_args', array( $this, 'sitemap_args' ), 10, 2 );
	}

	/**
	 * The docs home lists documentations in menu order; a feed of docs holds only public ones.
	 *
	 * @param WP_Query $query Query about to run.
	 */
	public function shape_query( WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() ) {
			return;
		}
		$types = (array) $query->get( 'post_type' );
		$docs  = $query->is_post_type_archive( Post_Type::NAME ) || in_array( Post_Type::NAME, $types, true );
		if ( ! $docs ) {
			return;
		}
		if ( $query->is_feed() ) {
			$this->public_only( $query );
			return;
		}
		if ( $query->is_post_type_archive( Post_Type::NAME ) ) {
			$this->public_only( $query );
			$query->set( 'post_parent', 0 );
			$query->set(
				'orderby',
				array(
					'menu_order' => 'ASC',
					'ID'         => 'ASC',
				)
			);
			$query->set( 'posts_per_page', 100 );
			$query->set( 'no_found_rows', true );
			$query->set( 'update_post_meta_cache', false );
			$query->set( 'update_post_term_cache', false );
		}
	}

	/**
	 * The docs sitemap skips hidden docs.
	 *
	 * @param array<string, mixed> $args      WP_Query arguments.
	 * @param string               $post_type Post type of this sitemap.
	 * @return array<string, mixed>
	 */
	public function sitemap_args( $args, $post_type ) {
		if ( Post_Type::NAME !== $post_type ) {
			return $args;
		}
		$args['has_password'] = false;
		$args['post__not_in'] = array_merge( (array) ( $args['post__not_in'] ?? array() ), self::under_hidden() );
		return $args;
	}

	/**
	 * Published, password-free docs not below a hidden doc (also for logged-in editors: feeds
	 * and lists are cached and shared).
	 *
	 * @param WP_Query $query Query.
	 */
	private function public_only( WP_Query $query ): void {
		$query->set( 'post_status', 'publish' );
		$query->set( 'has_password', false );
		$query->set( 'post__not_in', array_merge( (array) $query->get( 'post__not_in' ), self::under_hidden() ) );
	}

	/**
	 * Ids of docs below an unpublished or password-protected doc (two levels down), kept until
	 * a doc changes.
	 *
	 * @return int[]
	 */
	public static function under_hidden(): array {
		return array_map( 'intval', (array) Docs_Cache::remember( 'under_hidden', array( self::class, 'read_under_hidden' ) ) );
	}

	/**
	 * The ids for under_hidden(), from the database.
	 *
	 * @return int[]
	 */
	public static function read_under_hidden(): array {
		global $wpdb;
		$hidden = "(h.post_status <> 'publish' OR h.post_password <> '')";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- cached just below.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT c.ID FROM {$wpdb->posts} c INNER JOIN {$wpdb->posts} h ON h.ID = c.post_parent
					WHERE c.post_type = %s AND h.post_type = %s AND $hidden
				UNION SELECT g.ID FROM {$wpdb->posts} g INNER JOIN {$wpdb->posts} c ON c.ID = g.post_parent INNER JOIN {$wpdb->posts} h ON h.ID = c.post_parent
					WHERE g.post_type = %s AND h.post_type = %s AND $hidden", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- fixed SQL.
				Post_Type::NAME,
				Post_Type::NAME,
				Post_Type::NAME,
				Post_Type::NAME
			)
		);
		return array_map( 'intval', (array) $ids );
	}
}
