<?php
/**
 * The public docs of one documentation, or the documentations and sections of the home, each
 * read in one query and kept between requests until a doc changes.
 *
 * @package Docent
 */

namespace Docent\Pages;

use Docent\Docs\Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Nodes are plain arrays: id, parent, title, slug, order, excerpt, link, level (1 documentation,
 * 2 section, 3 article), on the home count (public articles below), and the HTML the blocks print:
 * href (the link escaped for an attribute), label (the title escaped) and summary (the excerpt as
 * escaped plain text). Escaping happens once, when the tree is read: a documentation's sidebar and
 * contents list print hundreds of links on every view. Only published, password-free docs whose
 * ancestors are too: a draft section hides its articles.
 */
final class Doc_Tree {

	public const CACHE_GROUP = 'docent_pages';

	/**
	 * Nodes of one documentation (itself first), in menu order per parent; keyed by id. Kept
	 * between requests until a doc changes (see Docs_Cache).
	 *
	 * @param int $root Documentation id.
	 * @return array<int, array<string, mixed>>
	 */
	public static function documentation( int $root ): array {
		return (array) Docs_Cache::remember_apart(
			self::key( $root ),
			static function () use ( $root ): array {
				return self::read_documentation( $root );
			}
		);
	}

	/**
	 * The stored list name of a documentation's tree.
	 *
	 * @param int $root Documentation id.
	 */
	public static function key( int $root ): string {
		return 'tree_' . $root;
	}

	/**
	 * A documentation's nodes from the database (see documentation()).
	 *
	 * @param int $root Documentation id.
	 * @return array<int, array<string, mixed>>
	 */
	public static function read_documentation( int $root ): array {
		global $wpdb;
		$columns = 'p.ID, p.post_parent, p.post_title, p.post_name, p.menu_order, p.post_excerpt';
		$public  = self::public_clause( 'p' );
		// One statement: the documentation, its sections, and their articles (each part uses the post_parent index).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- cached by the caller; $columns and $public are fixed SQL.
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT $columns, 1 AS level FROM {$wpdb->posts} p WHERE p.ID = %d AND p.post_parent = 0 AND $public
				UNION ALL SELECT $columns, 2 AS level FROM {$wpdb->posts} p WHERE p.post_parent = %d AND $public
				UNION ALL SELECT $columns, 3 AS level FROM {$wpdb->posts} p INNER JOIN {$wpdb->posts} s ON s.ID = p.post_parent
					WHERE s.post_parent = %d AND " . self::public_clause( 's' ) . " AND $public",
				$root,
				$root,
				$root
			),
			ARRAY_A
		);
		$nodes = self::escape( self::link( self::sort( self::nodes( (array) $rows ) ) ) );
		return isset( $nodes[ $root ] ) ? $nodes : array();
	}

	/**
	 * Documentations and their sections with public article counts, in menu order; keyed by id.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function home(): array {
		return (array) Docs_Cache::remember( 'home', array( self::class, 'read_home' ) );
	}

	/**
	 * The home's nodes from the database (see home()).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function read_home(): array {
		global $wpdb;
		$columns = 'p.ID, p.post_parent, p.post_title, p.post_name, p.menu_order, p.post_excerpt';
		$count   = "(SELECT COUNT(*) FROM {$wpdb->posts} a WHERE a.post_parent = p.ID AND " . self::public_clause( 'a' ) . ')';
		$public  = self::public_clause( 'p' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- cached just below; no input.
		$rows  = $wpdb->get_results(
			"SELECT $columns, 1 AS level, 0 AS count FROM {$wpdb->posts} p WHERE p.post_parent = 0 AND $public
			UNION ALL SELECT $columns, 2 AS level, $count AS count FROM {$wpdb->posts} p INNER JOIN {$wpdb->posts} d ON d.ID = p.post_parent
				WHERE d.post_parent = 0 AND " . self::public_clause( 'd' ) . " AND $public",
			ARRAY_A
		);
		$nodes = self::escape( self::link( self::sort( self::nodes( (array) $rows ) ) ) );
		foreach ( $nodes as $node ) {
			if ( 2 === $node['level'] && isset( $nodes[ $node['parent'] ] ) ) {
				$nodes[ $node['parent'] ]['count'] += $node['count'];
			}
		}
		return $nodes;
	}

	/**
	 * Children of a node, in order.
	 *
	 * @param array<int, array<string, mixed>> $nodes  Nodes from documentation() or home().
	 * @param int                              $parent Parent id.
	 * @return array<int, array<string, mixed>>
	 */
	public static function children( array $nodes, int $parent ): array {
		return array_values( array_filter( $nodes, static fn( array $node ): bool => $node['parent'] === $parent && $node['id'] !== $parent ) );
	}

	/**
	 * Children lists of every node at once, in order (for walking a large tree).
	 *
	 * @param array<int, array<string, mixed>> $nodes Nodes in depth-first order.
	 * @return array<int, array<int, array<string, mixed>>>
	 */
	public static function by_parent( array $nodes ): array {
		$children = array();
		foreach ( $nodes as $node ) {
			if ( $node['id'] !== $node['parent'] ) {
				$children[ $node['parent'] ][] = $node;
			}
		}
		return $children;
	}

	/**
	 * The articles of a documentation in reading order: section by section, each in menu order.
	 *
	 * @param array<int, array<string, mixed>> $nodes Nodes from documentation().
	 * @return array<int, array<string, mixed>>
	 */
	public static function reading_order( array $nodes ): array {
		return array_values( array_filter( $nodes, static fn( array $node ): bool => 3 === $node['level'] ) );
	}

	/**
	 * SQL that keeps a published, password-free doc.
	 *
	 * @param string $alias Table alias.
	 */
	private static function public_clause( string $alias ): string {
		return "$alias.post_type = '" . esc_sql( Post_Type::NAME ) . "' AND $alias.post_status = 'publish' AND $alias.post_password = ''";
	}

	/**
	 * Rows to nodes, keyed by id.
	 *
	 * @param array<int, array<string, mixed>> $rows Query rows.
	 * @return array<int, array<string, mixed>>
	 */
	private static function nodes( array $rows ): array {
		$nodes = array();
		foreach ( $rows as $row ) {
			$id           = (int) $row['ID'];
			$nodes[ $id ] = array(
				'id'      => $id,
				'parent'  => (int) $row['post_parent'],
				'title'   => (string) $row['post_title'],
				'slug'    => (string) $row['post_name'],
				'order'   => (int) $row['menu_order'],
				'excerpt' => (string) $row['post_excerpt'],
				'level'   => (int) $row['level'],
				'count'   => (int) ( $row['count'] ?? 0 ),
				'link'    => '',
			);
		}
		return $nodes;
	}

	/**
	 * Depth first: each parent followed by its children in menu order (then id).
	 *
	 * @param array<int, array<string, mixed>> $nodes Nodes keyed by id.
	 * @return array<int, array<string, mixed>>
	 */
	private static function sort( array $nodes ): array {
		$children = array();
		foreach ( $nodes as $node ) {
			$children[ isset( $nodes[ $node['parent'] ] ) ? $node['parent'] : 0 ][] = $node;
		}
		foreach ( $children as &$list ) {
			usort( $list, static fn( array $a, array $b ): int => array( $a['order'], $a['id'] ) <=> array( $b['order'], $b['id'] ) );
		}
		unset( $list );
		$sorted = array();
		$walk   = static function ( int $parent ) use ( &$walk, &$sorted, $children ): void {
			foreach ( $children[ $parent ] ?? array() as $node ) {
				$sorted[ $node['id'] ] = $node;
				$walk( $node['id'] );
			}
		};
		$walk( 0 );
		return $sorted;
	}

	/**
	 * Permalinks from the slugs, the way WordPress builds them for a hierarchical post type,
	 * without loading every post.
	 *
	 * @param array<int, array<string, mixed>> $nodes Nodes in depth-first order.
	 * @return array<int, array<string, mixed>>
	 */
	private static function link( array $nodes ): array {
		global $wp_rewrite;
		$struct = $wp_rewrite instanceof \WP_Rewrite ? $wp_rewrite->get_extra_permastruct( Post_Type::NAME ) : '';
		$paths  = array();
		foreach ( $nodes as $id => $node ) {
			$path           = isset( $paths[ $node['parent'] ] ) ? $paths[ $node['parent'] ] . '/' . $node['slug'] : $node['slug'];
			$paths[ $id ]   = $path;
			$nodes[ $id ]['link'] = $struct
				? home_url( user_trailingslashit( str_replace( '%' . Post_Type::NAME . '%', $path, $struct ), 'single' ) )
				: add_query_arg( Post_Type::NAME, $path, home_url( '/' ) );
		}
		return $nodes;
	}

	/**
	 * The HTML forms of each node's link, title and excerpt.
	 *
	 * @param array<int, array<string, mixed>> $nodes Linked nodes.
	 * @return array<int, array<string, mixed>>
	 */
	private static function escape( array $nodes ): array {
		foreach ( $nodes as $id => $node ) {
			$nodes[ $id ]['href']    = esc_url( $node['link'] );
			$nodes[ $id ]['label']   = esc_html( html_entity_decode( $node['title'], ENT_QUOTES, 'UTF-8' ) );
			$nodes[ $id ]['summary'] = esc_html( trim( wp_strip_all_tags( $node['excerpt'] ) ) );
		}
		return $nodes;
	}
}
