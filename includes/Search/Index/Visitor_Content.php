<?php
/**
 * A doc's content as an anonymous visitor sees it: blocks rendered, shortcodes run logged out.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The one source of the words search indexes, snippets quote and chat passages use, so none of
 * them can show text a visitor is not shown on the page (a members-only shortcode's inner text,
 * say). Rendering runs with no user logged in, whoever triggered it (an editor saving the doc,
 * a rebuild by an administrator); the current user and the global post are restored afterwards.
 */
final class Visitor_Content {

	/**
	 * Object-cache group of rendered content, keyed by doc and content version.
	 */
	private const CACHE_GROUP = 'docent_visitor_content';

	/**
	 * Rendered HTML of a doc's content, with block comments gone. A shortcode that fails while
	 * rendering takes the whole render down to the safe fallback: every registered shortcode
	 * removed with what it encloses.
	 *
	 * @param WP_Post $post Doc.
	 */
	public static function html( WP_Post $post ): string {
		$content = (string) $post->post_content;
		if ( '' === trim( $content ) ) {
			return '';
		}
		$key    = $post->ID . ':' . self::version( $post );
		$cached = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_string( $cached ) ) {
			return $cached;
		}
		$html = self::render( $post, $content );
		wp_cache_set( $key, $html, self::CACHE_GROUP, DAY_IN_SECONDS );
		return $html;
	}

	/**
	 * A key that changes whenever the doc's content does.
	 *
	 * @param WP_Post $post Doc.
	 */
	public static function version( WP_Post $post ): string {
		return md5( $post->post_modified_gmt . '|' . $post->post_content );
	}

	/**
	 * Renders content as a logged-out visitor on the doc's own page would get it.
	 *
	 * @param WP_Post $post    Doc.
	 * @param string  $content Its stored content.
	 */
	private static function render( WP_Post $post, string $content ): string {
		$user_id       = get_current_user_id();
		$previous_post = $GLOBALS['post'] ?? null;
		$level         = ob_get_level();
		if ( 0 !== $user_id ) {
			wp_set_current_user( 0 );
		}
		// Shortcodes and blocks that ask for "the current post" (get_the_ID(), get_post()) get this doc.
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restored below.
		ob_start(); // Whatever a block or shortcode echoes instead of returning is not part of the page text.
		try {
			$html = has_blocks( $content ) ? do_blocks( $content ) : $content;
			$html = do_shortcode( shortcode_unautop( $html ) );
		} catch ( \Throwable $error ) {
			// Cannot be rendered: drop every shortcode with what it encloses rather than risk showing it.
			$html = self::strip( $content );
		} finally {
			while ( ob_get_level() > $level ) {
				ob_end_clean();
			}
			if ( 0 !== $user_id ) {
				wp_set_current_user( $user_id );
			}
			$GLOBALS['post'] = $previous_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restoring.
		}
		return (string) preg_replace( '/<!--.*?-->/s', ' ', (string) $html );
	}

	/**
	 * Content with block comments and every registered shortcode (and its enclosed text) removed.
	 *
	 * @param string $content Stored content.
	 */
	private static function strip( string $content ): string {
		return strip_shortcodes( (string) preg_replace( '/<!--.*?-->/s', ' ', $content ) );
	}
}
