<?php
/**
 * The conversational framing around what a visitor asks: "Tell me about …", "What does the
 * documentation say about …", "How do I …", "please".
 *
 * @package Docent
 */

namespace Docent\Search\Language;

use Docent\Docs\Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Removes the framing before retrieval, so that one need asked in any phrasing finds the same
 * articles in search and in chat. The framing stays when nothing else would be left, and when
 * the visitor is typing (or has typed) a doc's title that starts with it ("How to …").
 */
final class Filler {

	/**
	 * Object-cache group of the titles that start like a query.
	 */
	private const CACHE_GROUP = 'docent_filler';

	/**
	 * The query without its framing. Ends with a space when words were cut from the end, so the
	 * last word left counts as finished (not a prefix being typed).
	 *
	 * @param string $text What the visitor typed or asked.
	 */
	public static function strip( string $text ): string {
		$rules = Languages::current();
		$rest  = self::strip_leading( $text, (array) $rules->rule( 'leading' ) );
		$rest  = (string) preg_replace( (array) $rules->rule( 'around' ), '$1 ', $rest );
		$swaps = (array) $rules->rule( 'phrases' );
		$rest  = (string) preg_replace( array_keys( $swaps ), array_values( $swaps ), $rest );
		$end   = (string) $rules->rule( 'trailing' );
		if ( '' !== $end ) {
			$trimmed = (string) preg_replace( $end, '', $rest );
			if ( $trimmed !== $rest ) {
				$rest = $trimmed . ' ';
			}
		}
		if ( $rest === $text ) {
			return $text;
		}
		$own = (string) $rules->rule( 'own' );
		if ( '' !== $own ) {
			$rest = (string) preg_replace( $own, '', $rest );
		}
		// Nothing but framing ("How to?", "Tell me about"), or a title that starts with it: as typed.
		if ( ! self::has_content( $rest ) || self::is_title( $text ) ) {
			return $text;
		}
		return $rest;
	}

	/**
	 * The text without the framing at its start, tried again and again until none matches
	 * ("Please, can you tell me how to …" loses three of them).
	 *
	 * @param string   $text    What the visitor typed or asked.
	 * @param string[] $leading The language's leading framing patterns.
	 */
	private static function strip_leading( string $text, array $leading ): string {
		if ( array() === $leading ) {
			return $text;
		}
		$pattern = '/^\s*(?:' . implode( '|', $leading ) . ')/iu';
		$rest    = $text;
		for ( $i = 0; $i < 5; $i++ ) {
			$next = (string) preg_replace( $pattern, '', $rest, 1 );
			if ( $next === $rest ) {
				break;
			}
			$rest = $next;
		}
		return $rest;
	}

	/**
	 * A question's words without its light words, unless nothing but light words and stopwords
	 * would be left.
	 *
	 * @param string[] $words Folded words.
	 * @return string[]
	 */
	public static function drop_light( array $words ): array {
		$light = (array) Languages::current()->rule( 'light' );
		$kept  = array_values( array_filter( $words, static fn( $word ): bool => ! in_array( $word, $light, true ) ) );
		foreach ( $kept as $word ) {
			if ( array() !== Tokenizer::terms_of( (string) $word ) ) {
				return $kept;
			}
		}
		return $words;
	}

	/**
	 * The stopwords among a query's words (not CJK, two letters or more): a keyword query's
	 * stopwords may be words of the title meant ("wann", "was ist"), a question's are its grammar.
	 *
	 * @param string[] $words Folded words.
	 * @return string[]
	 */
	public static function stopwords( array $words ): array {
		$out = array();
		foreach ( $words as $word ) {
			$word = (string) $word;
			if ( mb_strlen( $word, 'UTF-8' ) > 1 && ! Tokenizer::is_cjk( $word ) && Tokenizer::is_stopword( $word ) ) {
				$out[ $word ] = true;
			}
		}
		return array_map( 'strval', array_keys( $out ) );
	}

	/**
	 * Whether a text has a word that is not a stopword ("about" alone is not a need).
	 *
	 * @param string $text Text.
	 */
	private static function has_content( string $text ): bool {
		foreach ( Tokenizer::words( $text ) as $word ) {
			if ( array() !== Tokenizer::terms_of( (string) $word ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether the query is the start of a published doc's title, or a title and more
	 * ("How to use sessions", "How to use sess").
	 *
	 * @param string $text What was typed.
	 */
	private static function is_title( string $text ): bool {
		$words = Tokenizer::words( $text );
		if ( count( $words ) < 2 ) {
			return false;
		}
		$typed = implode( ' ', $words );
		foreach ( self::titles_starting( $words[0] . ' ' . $words[1] ) as $title ) {
			if ( str_starts_with( $title, $typed ) || str_starts_with( $typed . ' ', $title . ' ' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Folded titles (words joined by single spaces) of the published docs whose title starts with
	 * these two words: from Title_Starts, or while the index is not built, from the posts table
	 * (cached until any post changes).
	 *
	 * @param string $start Two folded words.
	 * @return string[]
	 */
	private static function titles_starting( string $start ): array {
		global $wpdb;
		$known = Title_Starts::of( $start );
		if ( null !== $known ) {
			return $known;
		}
		$key    = md5( $start ) . ':' . wp_cache_get_last_changed( 'posts' );
		$titles = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_array( $titles ) ) {
			return $titles;
		}
		// The database's collation ignores case and accents; the folded comparison below settles the rest.
		$rows   = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT post_title FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = '' AND post_title LIKE %s LIMIT 100",
				Post_Type::NAME,
				$wpdb->esc_like( $start ) . '%'
			)
		);
		$titles = array();
		foreach ( $rows as $title ) {
			$folded = implode( ' ', Tokenizer::words( (string) $title ) );
			if ( str_starts_with( $folded . ' ', $start . ' ' ) ) {
				$titles[] = $folded;
			}
		}
		wp_cache_set( $key, $titles, self::CACHE_GROUP, HOUR_IN_SECONDS );
		return $titles;
	}
}
