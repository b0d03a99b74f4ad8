<?php
/**
 * Index terms a text yields beyond its words: technical identifiers whole, the parts of CamelCase
 * words, and hyphenated words closed up.
 *
 * @package Docent
 */

namespace Docent\Search\Language;

defined( 'ABSPATH' ) || exit;

/**
 * Read from the text as written (Tokenizer::words() has already split and folded it), so that
 * `get_object_or_404`, `QuerySet` and "built-in" are found the ways people type them.
 */
final class Extra_Terms {

	/**
	 * Technical identifiers of a text as extra index terms, so they match whole as well as by
	 * their parts (which words() already gives): `snake_case`, `dotted.names`, `kebab-case` and
	 * `--flags` whole (lower case, without leading dashes), and the parts of `CamelCase` words
	 * (words() keeps those whole).
	 *
	 * @param string $text Text as written (case matters for CamelCase).
	 * @return string[] Terms, one per occurrence.
	 */
	public static function identifiers( string $text ): array {
		$out = array();
		if ( preg_match_all( Tokenizer::IDENTIFIER, $text, $found ) ) {
			foreach ( $found[0] as $compound ) {
				$term = Tokenizer::compound_term( $compound );
				if ( '' !== $term ) {
					$out[] = $term;
				}
			}
		}
		if ( preg_match_all( '/(?<![\p{L}\p{N}])\p{L}\p{Ll}+(?:\p{Lu}[\p{Ll}\p{N}]+)+(?![\p{L}\p{N}])/u', $text, $found ) ) {
			foreach ( $found[0] as $camel ) {
				preg_match_all( '/\p{Lu}?[\p{Ll}\p{N}]+/u', $camel, $parts );
				foreach ( $parts[0] as $part ) {
					foreach ( Tokenizer::terms_of( (string) ( Tokenizer::words( $part )[0] ?? '' ) ) as $term ) {
						$out[] = $term;
					}
				}
			}
		}
		return $out;
	}

	/**
	 * Words joined by hyphens, closed up, as extra index terms: "built-in" is also found as
	 * "builtin", "e-mail" as "email" (people write both).
	 *
	 * @param string $text Text.
	 * @return string[] Terms, one per occurrence.
	 */
	public static function closed_up( string $text ): array {
		$out = array();
		// Most text has no hyphen at all: no need to run the pattern over it (rebuilds read every doc).
		if ( false !== strpos( $text, '-' ) && preg_match_all( '/(?<![\p{L}\p{N}_.\-])\p{L}+(?:-\p{L}+)+(?![\p{L}\p{N}_]|[.\-][\p{L}\p{N}])/u', $text, $found ) ) {
			foreach ( $found[0] as $joined ) {
				foreach ( Tokenizer::terms_of( (string) ( Tokenizer::words( str_replace( '-', '', $joined ) )[0] ?? '' ) ) as $term ) {
					$out[] = $term;
				}
			}
		}
		return $out;
	}
}
