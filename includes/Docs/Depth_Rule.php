<?php
/**
 * The one rule of the docs' shape: documentation › section › article, three levels and no more.
 * The docs manager, its order route, core's wp/v2/docs route and the block editor all ask here.
 *
 * @package Docent
 */

namespace Docent\Docs;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Checks a tree given as a map of doc id => parent id (0 for a documentation). Pure: it reads
 * titles for its messages only, so a whole proposed tree can be checked before anything is written.
 */
final class Depth_Rule {

	/** The deepest level a doc may sit at (an article). */
	public const MAX_LEVEL = Hierarchy::ARTICLE;

	/**
	 * Whether the docs in $moved may sit where $parents puts them, and the whole tree holds:
	 * every parent is a doc of the tree, no doc sits inside itself, no doc is deeper than an article.
	 *
	 * @param array<int, int> $parents Every doc of the tree: id => parent id (0 at the top).
	 * @param int[]           $moved   The docs that were placed (their messages are the clearest).
	 * @param array<int, string> $names Titles of docs not written yet, by their stand-in id.
	 * @return true|WP_Error The first refusal, status 400, with the doc's id in its data.
	 */
	public static function check( array $parents, array $moved = array(), array $names = array() ) {
		foreach ( $parents as $id => $parent ) {
			$level = self::level( $parents, (int) $id );
			if ( is_wp_error( $level ) ) {
				return $level;
			}
		}
		$children = self::children( $parents );
		foreach ( $moved as $id ) {
			$error = self::fits( $parents, $children, (int) $id, $names );
			if ( is_wp_error( $error ) ) {
				return $error;
			}
		}
		foreach ( $parents as $id => $parent ) {
			if ( self::level( $parents, (int) $id ) > self::MAX_LEVEL ) {
				return self::fits( $parents, $children, (int) $id );
			}
		}
		return true;
	}

	/**
	 * The level of a doc in the map (1 at the top), or an error for a parent outside the map or a
	 * doc inside itself.
	 *
	 * @param array<int, int> $parents Map id => parent.
	 * @param int             $id      Doc.
	 * @return int|WP_Error
	 */
	public static function level( array $parents, int $id ) {
		$level = 1;
		$seen  = array( $id => true );
		for ( $at = $id; 0 !== (int) ( $parents[ $at ] ?? 0 ); $level++ ) {
			$up = (int) $parents[ $at ];
			if ( ! isset( $parents[ $up ] ) ) {
				/* translators: 1: a doc's title, 2: the id it names as its parent. */
				return self::refusal( 'docent_unknown_parent', sprintf( __( '“%1$s” cannot go under doc %2$d: there is no such doc.', 'docent' ), self::title( $at ), $up ), $at );
			}
			if ( isset( $seen[ $up ] ) ) {
				/* translators: %s: a doc's title. */
				return self::refusal( 'docent_doc_in_itself', sprintf( __( '“%s” cannot go inside itself or one of its own docs.', 'docent' ), self::title( $id ) ), $id );
			}
			$seen[ $up ] = true;
			$at          = $up;
		}
		return $level;
	}

	/**
	 * How many levels a doc and what is under it take: 1 for a doc alone, 2 with children, 3 with
	 * grandchildren.
	 *
	 * @param array<int, int[]> $children Children by parent.
	 * @param int               $id       Doc.
	 * @param int               $limit    Stop counting past this depth (guards a cycle).
	 */
	public static function height( array $children, int $id, int $limit = 8 ): int {
		$tallest = 0;
		if ( $limit > 0 ) {
			foreach ( $children[ $id ] ?? array() as $child ) {
				$tallest = max( $tallest, self::height( $children, $child, $limit - 1 ) );
			}
		}
		return 1 + $tallest;
	}

	/**
	 * Children by parent.
	 *
	 * @param array<int, int> $parents Map id => parent.
	 * @return array<int, int[]>
	 */
	public static function children( array $parents ): array {
		$children = array();
		foreach ( $parents as $id => $parent ) {
			$children[ (int) $parent ][] = (int) $id;
		}
		return $children;
	}

	/**
	 * Whether one doc, with what is under it, fits below its parent; the refusal says why not.
	 *
	 * @param array<int, int>   $parents  Map id => parent.
	 * @param array<int, int[]> $children Children by parent.
	 * @param int               $id       Doc.
	 * @param array<int, string> $names   Titles of docs not written yet.
	 * @return true|WP_Error
	 */
	private static function fits( array $parents, array $children, int $id, array $names = array() ) {
		$parent = (int) ( $parents[ $id ] ?? 0 );
		if ( 0 === $parent ) {
			return true;
		}
		$parent_level = self::level( $parents, $parent );
		if ( is_wp_error( $parent_level ) ) {
			return $parent_level;
		}
		$height = self::height( $children, $id );
		if ( $parent_level + $height <= self::MAX_LEVEL ) {
			return true;
		}
		if ( $parent_level >= self::MAX_LEVEL ) {
			/* translators: 1: the doc being moved, 2: the article it was put under. */
			$message = __( '“%1$s” cannot go under “%2$s”: that is an article, and nothing goes under an article (documentation › section › article).', 'docent' );
		} elseif ( Hierarchy::SECTION === $parent_level ) {
			/* translators: 1: the doc being moved, 2: the section it was put under. */
			$message = __( '“%1$s” has articles under it, so it cannot go under the section “%2$s”: docs have three levels (documentation › section › article).', 'docent' );
		} else {
			/* translators: 1: the doc being moved, 2: the documentation it was put under. */
			$message = __( '“%1$s” has sections with articles under it, so it cannot go under “%2$s”: it can only be a documentation of its own.', 'docent' );
		}
		return self::refusal( 'docent_too_deep', sprintf( $message, $names[ $id ] ?? self::title( $id ), self::title( $parent ) ), $id );
	}

	/**
	 * A refusal: status 400, the doc in the data so a client can point at it.
	 *
	 * @param string $code    Error code.
	 * @param string $message Message.
	 * @param int    $doc     The doc concerned.
	 */
	private static function refusal( string $code, string $message, int $doc ): WP_Error {
		return new WP_Error(
			$code,
			$message,
			array(
				'status' => 400,
				'doc'    => $doc,
			)
		);
	}

	/**
	 * A doc's title as plain text, or its number when it has none.
	 *
	 * @param int $id Doc.
	 */
	private static function title( int $id ): string {
		$title = html_entity_decode( wp_strip_all_tags( (string) get_post_field( 'post_title', $id, 'raw' ) ), ENT_QUOTES, 'UTF-8' );
		/* translators: %d: a doc's id. */
		return '' !== trim( $title ) ? $title : sprintf( __( 'Doc %d', 'docent' ), $id );
	}
}
