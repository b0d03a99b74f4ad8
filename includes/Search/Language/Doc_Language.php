<?php
/**
 * The language a doc is written in: what a multilingual plugin says (Polylang, WPML), else the
 * site's; the `docent_doc_language` filter has the last word.
 *
 * @package Docent
 */

namespace Docent\Search\Language;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Read when a doc is indexed, so its words are stemmed and its stopwords dropped by its own
 * language's rules.
 */
final class Doc_Language {

	/**
	 * The language code of a doc ("de", "ja"; see Languages::code_of()).
	 *
	 * @param WP_Post $post The doc.
	 */
	public static function of( WP_Post $post ): string {
		$locale = self::from_plugins( $post->ID );
		/**
		 * Filters the language a doc is indexed in (a locale such as "de_DE" or a code such as
		 * "de"). Rebuild the index after changing what it returns for existing docs.
		 *
		 * @param string  $locale The multilingual plugin's language for the doc, else the site's locale.
		 * @param WP_Post $post   The doc.
		 */
		$locale = (string) apply_filters( 'docent_doc_language', '' !== $locale ? $locale : get_locale(), $post );
		return Languages::code_of( $locale );
	}

	/**
	 * The doc's locale as Polylang or WPML record it, or "".
	 *
	 * @param int $post_id Doc id.
	 */
	private static function from_plugins( int $post_id ): string {
		if ( function_exists( 'pll_get_post_language' ) ) {
			return (string) pll_get_post_language( $post_id, 'locale' );
		}
		if ( has_filter( 'wpml_post_language_details' ) ) {
			$details = apply_filters( 'wpml_post_language_details', null, $post_id );
			return is_array( $details ) ? (string) ( $details['locale'] ?? '' ) : '';
		}
		return '';
	}
}
