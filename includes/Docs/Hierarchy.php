<?php
/**
 * Where a doc sits in documentation > section > article, in one place for every feature.
 *
 * @package Docent
 */

namespace Docent\Docs;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Levels, breadcrumbs and the ordered list of articles.
 */
final class Hierarchy {

	public const DOCUMENTATION = 1;
	public const SECTION       = 2;
	public const ARTICLE       = 3;

	/**
	 * 1 for a documentation, 2 for a section, 3 (or deeper) for an article.
	 *
	 * @param int|WP_Post $doc Doc or id.
	 */
	public static function level( $doc ): int {
		return count( get_post_ancestors( $doc ) ) + 1;
	}

	/**
	 * Titles of the doc's documentation and section (empty strings where there is none).
	 * Uses the post cache, so docs loaded together cost no extra queries. An ancestor that is
	 * not public (a draft section above a published article) is left empty, so its title
	 * never reaches a visitor.
	 *
	 * @param int|WP_Post $doc Doc or id.
	 * @return array{documentation: string, section: string}
	 */
	public static function breadcrumb( $doc ): array {
		$ancestors = array_reverse( get_post_ancestors( $doc ) );
		$title     = static fn( int $id ): string => self::is_public( $id ) ? html_entity_decode( get_the_title( $id ), ENT_QUOTES, 'UTF-8' ) : '';
		return array(
			'documentation' => isset( $ancestors[0] ) ? $title( (int) $ancestors[0] ) : '',
			'section'       => isset( $ancestors[1] ) ? $title( (int) $ancestors[1] ) : '',
		);
	}

	/**
	 * Published articles (level 3) in reading order: documentation, then section, then article menu order.
	 *
	 * @param int $limit At most this many; 0 for all.
	 * @return WP_Post[]
	 */
	public static function nested_articles( int $limit = 0 ): array {
		return self::articles_in_order( self::public_docs(), $limit );
	}

	/**
	 * Every public doc (published, no password) in menu order, in one query; they land in the
	 * post cache, so breadcrumbs and links built from them afterwards cost nothing.
	 *
	 * @param array<string, mixed> $args Extra get_posts() arguments, e.g. to skip priming meta.
	 * @return WP_Post[]
	 */
	public static function public_docs( array $args = array() ): array {
		return get_posts(
			array_merge(
				array(
					'post_type'        => Post_Type::NAME,
					'post_status'      => 'publish',
					'has_password'     => false,
					'posts_per_page'   => -1,
					'orderby'          => array(
						'menu_order' => 'ASC',
						'ID'         => 'ASC',
					),
					'suppress_filters' => false,
				),
				$args
			)
		);
	}

	/**
	 * The articles among $docs in reading order. Articles whose documentation or section is not
	 * among $docs (for example under a draft section) are left out.
	 *
	 * @param WP_Post[] $docs  Docs, in menu order.
	 * @param int       $limit At most this many; 0 for all.
	 * @return WP_Post[]
	 */
	public static function articles_in_order( array $docs, int $limit = 0 ): array {
		$children = array();
		foreach ( $docs as $doc ) {
			$children[ $doc->post_parent ][] = $doc;
		}
		$articles = array();
		self::walk( $children, 0, 1, $articles );
		return $limit > 0 ? array_slice( $articles, 0, $limit ) : $articles;
	}

	/**
	 * Depth-first walk collecting level-3 docs in order.
	 *
	 * @param array<int, WP_Post[]> $children Docs by parent id.
	 * @param int                   $parent   Parent id.
	 * @param int                   $level    Level of the children.
	 * @param WP_Post[]             $out      Collected articles.
	 */
	private static function walk( array $children, int $parent, int $level, array &$out ): void {
		foreach ( $children[ $parent ] ?? array() as $doc ) {
			if ( $level >= self::ARTICLE ) {
				$out[] = $doc;
			}
			self::walk( $children, $doc->ID, $level + 1, $out );
		}
	}

	/**
	 * True when a doc may be shown to anyone: published, public type, no password.
	 *
	 * @param int|WP_Post|null $doc Doc or id.
	 */
	public static function is_public( $doc ): bool {
		$post = get_post( $doc );
		return $post instanceof WP_Post
			&& Post_Type::NAME === $post->post_type
			&& 'publish' === $post->post_status
			&& '' === $post->post_password;
	}

	/**
	 * True when a doc may be shown to anyone: public itself, and every doc above it public too.
	 * A published article below a draft or private section is as hidden as the section (the
	 * sitemap and the feeds leave it out: Pages\Listing_Rules::under_hidden()), so search, chat
	 * and the doc route leave it out as well, and its link never shows the hidden parent's slug.
	 * Ancestors come from the post cache.
	 *
	 * @param int|WP_Post|null $doc Doc or id.
	 */
	public static function is_visible( $doc ): bool {
		if ( ! self::is_public( $doc ) ) {
			return false;
		}
		foreach ( get_post_ancestors( $doc ) as $ancestor ) {
			if ( ! self::is_public( $ancestor ) ) {
				return false;
			}
		}
		return true;
	}
}
