<?php
/**
 * The text shown under a search result: a short window around the best match, matches in <mark>.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Language\Han_Script;
use Docent\Search\Language\Tokenizer;

defined( 'ABSPATH' ) || exit;

/**
 * Builds escaped HTML whose only tags are <mark>…</mark>.
 */
final class Snippet {

	/**
	 * Target length of a snippet, in characters.
	 */
	public const LENGTH = 160;

	/**
	 * Characters of context kept before the first match.
	 */
	private const LEAD = 40;

	/**
	 * Words with at least one non-ASCII letter (folded one by one; ASCII words are matched by a pattern).
	 */
	private const ACCENTED_WORD = '/(?<![\p{L}\p{N}\p{M}])[a-zA-Z0-9]*+(?:(?![\x00-\x7f])[\p{L}\p{M}\p{N}]++[a-zA-Z0-9]*+)++(?![\p{L}\p{N}\p{M}])/u';

	/**
	 * A letter outside ASCII (most English texts have none, so the word pass is skipped).
	 */
	private const NON_ASCII_LETTER = '/(?![\x00-\x7f])[\p{L}\p{M}]/u';

	/**
	 * Folded terms to mark, as keys.
	 *
	 * @var array<string, true>
	 */
	private array $terms;

	/**
	 * Folded prefixes: words starting with one are marked too (when the backend names no terms).
	 *
	 * @var string[]
	 */
	private array $prefixes;

	/**
	 * CJK strings to mark wherever they occur.
	 *
	 * @var string[]
	 */
	private array $strings;

	/**
	 * A case-insensitive pattern for the plain ASCII terms and prefixes as whole words, or null.
	 *
	 * @var string|null
	 */
	private ?string $pattern = null;

	/**
	 * @param string[] $terms    Folded words to mark.
	 * @param string[] $prefixes Folded prefixes to mark.
	 * @param string[] $strings  Strings (CJK words and phrases, runs of Thai and its neighbours) to mark as substrings.
	 */
	public function __construct( array $terms, array $prefixes = array(), array $strings = array() ) {
		$this->terms    = array_fill_keys( array_map( 'strval', $terms ), true );
		// A word is marked when it reads as a term here: a visitor on a page in another language
		// reads the docs' words that way too ("Cài" is "cai" in English, the index's "cài" on a
		// Vietnamese site), so each term is also kept as this language folds it.
		foreach ( array_keys( $this->terms ) as $term ) {
			if ( preg_match( '/[\x80-\xff]/', (string) $term ) ) {
				$this->terms[ implode( '', Tokenizer::words( (string) $term ) ) ] = true;
			}
		}
		unset( $this->terms[''] );
		$this->prefixes = array_values( array_filter( array_map( 'strval', $prefixes ) ) );
		$this->strings  = array_values(
			array_filter(
				array_map( 'strval', $strings ),
				static fn( string $s ): bool => Tokenizer::is_cjk( $s ) || array( $s ) === Tokenizer::spaceless_runs( $s )
			)
		);
		$alternatives = array();
		foreach ( array_keys( $this->terms ) as $term ) {
			if ( preg_match( '/^[a-z0-9]+$/', (string) $term ) ) {
				$alternatives[] = preg_quote( (string) $term, '/' );
			}
		}
		foreach ( $this->prefixes as $prefix ) {
			if ( preg_match( '/^[a-z0-9]+$/', $prefix ) ) {
				$alternatives[] = preg_quote( $prefix, '/' ) . '[\p{L}\p{N}\p{M}]*';
			}
		}
		if ( $alternatives ) {
			$this->pattern = '/(?<![\p{L}\p{N}\p{M}])(?:' . implode( '|', $alternatives ) . ')(?![\p{L}\p{N}\p{M}])/iu';
		}
	}

	/**
	 * The snippet for a result: from the excerpt when it shows the query as well as the body does.
	 *
	 * @param string $excerpt Plain-text excerpt.
	 * @param string $body    Plain-text body.
	 */
	public function build( string $excerpt, string $body ): string {
		$in_excerpt = $this->matches( $excerpt );
		$in_body    = $this->matches( $body );
		$best_body  = $this->best_window( $in_body, $body );
		$excerpt_n  = count( array_unique( array_column( $in_excerpt, 2 ) ) );
		if ( '' !== $excerpt && ( $excerpt_n >= $best_body[1] || '' === $body ) ) {
			return $this->render( $excerpt, $in_excerpt, $this->best_window( $in_excerpt, $excerpt )[0] );
		}
		return $this->render( $body, $in_body, $best_body[0] );
	}

	/**
	 * Matches in a text: [start byte, end byte, key], in order, not overlapping.
	 *
	 * @param string $text Plain text.
	 * @return list<array{0:int, 1:int, 2:string}>
	 */
	private function matches( string $text ): array {
		if ( '' === $text ) {
			return array();
		}
		$found = array();
		if ( null !== $this->pattern && preg_match_all( $this->pattern, $text, $hits, PREG_OFFSET_CAPTURE ) ) {
			foreach ( $hits[0] as $hit ) {
				$found[] = array( $hit[1], $hit[1] + strlen( $hit[0] ), strtolower( $hit[0] ) );
			}
		}
		// Words with accents (or in other scripts) are folded first: "Café" is marked for "cafe".
		if ( ( $this->terms || $this->prefixes ) && preg_match( self::NON_ASCII_LETTER, $text ) && preg_match_all( self::ACCENTED_WORD, $text, $words, PREG_OFFSET_CAPTURE ) ) {
			foreach ( $words[0] as $word ) {
				$key = $this->key( implode( '', Tokenizer::words( $word[0] ) ) );
				if ( null !== $key ) {
					$found[] = array( $word[1], $word[1] + strlen( $word[0] ), $key );
				}
			}
		}
		// Chinese words are looked for as the index read them, in either script (Han_Script keeps
		// every character's length, so an offset in one text is the offset in the other).
		$haystack = $this->strings && Han_Script::folds() ? Han_Script::simplified( $text ) : $text;
		foreach ( $this->strings as $string ) {
			$offset = 0;
			$count  = 0;
			while ( $count < 50 && false !== ( $at = strpos( $haystack, $string, $offset ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition
				$found[] = array( $at, $at + strlen( $string ), $string );
				$offset  = $at + strlen( $string );
				++$count;
			}
		}
		// In order, without overlaps.
		usort( $found, static fn( array $a, array $b ): int => $a[0] <=> $b[0] );
		$clean = array();
		$end   = -1;
		foreach ( $found as $match ) {
			if ( $match[0] >= $end ) {
				$clean[] = $match;
				$end     = $match[1];
			}
		}
		return $clean;
	}

	/**
	 * What a folded word matches (the term or prefix), or null.
	 *
	 * @param string $folded Folded word.
	 */
	private function key( string $folded ): ?string {
		if ( isset( $this->terms[ $folded ] ) ) {
			return $folded;
		}
		foreach ( $this->prefixes as $prefix ) {
			if ( str_starts_with( $folded, $prefix ) ) {
				return $prefix;
			}
		}
		return null;
	}

	/**
	 * The window [start, end) in bytes with the most different matches, and that number.
	 *
	 * @param list<array{0:int, 1:int, 2:string}> $matches Matches.
	 * @param string                              $text    Text.
	 * @return array{0: array{0:int, 1:int}, 1:int}
	 */
	private function best_window( array $matches, string $text ): array {
		$length = strlen( $text );
		// Bytes per character, so the window holds about LENGTH characters in any script.
		$ratio = $length > 0 ? max( 1.0, $length / max( 1, mb_strlen( $text, 'UTF-8' ) ) ) : 1.0;
		$size  = (int) ( self::LENGTH * $ratio );
		if ( $length <= $size ) {
			return array( array( 0, $length ), count( array_unique( array_column( $matches, 2 ) ) ) );
		}
		$best       = 0;
		$best_count = 0;
		$count      = count( $matches );
		$limit      = min( $count, 300 );
		for ( $i = 0; $i < $limit; $i++ ) {
			$keys = array();
			for ( $j = $i; $j < $count && $matches[ $j ][1] - $matches[ $i ][0] <= $size - (int) ( self::LEAD * $ratio ); $j++ ) {
				$keys[ $matches[ $j ][2] ] = true;
			}
			if ( count( $keys ) > $best_count ) {
				$best       = $i;
				$best_count = count( $keys );
			}
		}
		$start = $count ? max( 0, $matches[ $best ][0] - (int) ( self::LEAD * $ratio ) ) : 0;
		$start = min( $start, $length - $size );
		if ( $start > 0 ) {
			// Begin after a space, so the first word is whole.
			$space = strpos( $text, ' ', $start );
			$start = false !== $space && $space - $start < 25 * $ratio && ( ! $count || $space < $matches[ $best ][0] ) ? $space + 1 : self::char_boundary( $text, $start );
		}
		$end = min( $length, $start + $size );
		if ( $end < $length ) {
			$space = strrpos( substr( $text, 0, $end ), ' ' );
			$end   = false !== $space && $space > $start + $size / 2 ? $space : self::char_boundary( $text, $end );
		}
		return array( array( $start, $end ), $best_count );
	}

	/**
	 * Moves a byte offset back to the start of a UTF-8 character.
	 *
	 * @param string $text   Text.
	 * @param int    $offset Byte offset.
	 */
	private static function char_boundary( string $text, int $offset ): int {
		while ( $offset > 0 && $offset < strlen( $text ) && ( ord( $text[ $offset ] ) & 0xC0 ) === 0x80 ) {
			--$offset;
		}
		return $offset;
	}

	/**
	 * Escaped HTML of a window of the text, matches in <mark>.
	 *
	 * @param string                              $text    Text.
	 * @param list<array{0:int, 1:int, 2:string}> $matches Matches.
	 * @param array{0:int, 1:int}                 $window  Byte range.
	 */
	private function render( string $text, array $matches, array $window ): string {
		list( $start, $end ) = $window;
		$html                = $start > 0 ? '…' : '';
		$at                  = $start;
		foreach ( $matches as $match ) {
			if ( $match[0] < $at || $match[1] > $end ) {
				continue;
			}
			$html .= self::escape( substr( $text, $at, $match[0] - $at ) )
				. '<mark>' . self::escape( substr( $text, $match[0], $match[1] - $match[0] ) ) . '</mark>';
			$at    = $match[1];
		}
		$html .= self::escape( substr( $text, $at, $end - $at ) );
		return $html . ( $end < strlen( $text ) ? '…' : '' );
	}

	/**
	 * Escapes text for HTML (every &, <, >, " and ' becomes an entity).
	 *
	 * @param string $text Text.
	 */
	public static function escape( string $text ): string {
		return htmlspecialchars( $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	}
}
