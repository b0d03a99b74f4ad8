<?php
/**
 * Splits a doc's content into readable passages: paragraphs and lists, each under its heading.
 *
 * @package Docent
 */

namespace Docent\AI\Retrieval;

use Docent\Search\Index\Visitor_Content;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Works on the doc as an anonymous visitor sees it (the same rendering search indexes: blocks
 * rendered, shortcodes run logged out), as plain text without scripts or tags, so a reply can
 * only quote what any visitor can read on the page.
 */
final class Passage_Extractor {

	/**
	 * Marks a heading line between passages (a control character no author types).
	 */
	private const HEADING = "\x01";

	/**
	 * Marks a block of code (another control character no author types).
	 */
	private const CODE = "\x02";

	/**
	 * Passages longer than this are split at sentence ends.
	 */
	private const MAX_LENGTH = 700;

	/**
	 * Part of the cache key: raise it when the way passages are cut changes, so a persistent
	 * object cache does not serve passages cut the old way.
	 */
	private const CUT = 3;

	/**
	 * The passages of a doc, in reading order.
	 *
	 * @param WP_Post $post A published, public doc (the caller checks).
	 * @return Passage[]
	 */
	public function extract( WP_Post $post ): array {
		$title     = html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' );
		$permalink = (string) get_permalink( $post );
		$passages  = array();
		foreach ( $this->sections( $post ) as list( $heading, $text, $code ) ) {
			$passages[] = new Passage( $post->ID, $title, $permalink, $heading, $text, count( $passages ), 0.0, $code );
		}
		return $passages;
	}

	/**
	 * The doc's passages as [heading, text] pairs, cached per content version (a persistent object
	 * cache keeps them across requests; the key changes whenever the doc is edited).
	 *
	 * @param WP_Post $post The doc.
	 * @return array<int, array{0:string, 1:string}>
	 */
	private function sections( WP_Post $post ): array {
		$key    = $post->ID . ':' . self::CUT . ':' . md5( $post->post_modified_gmt . '|' . $post->post_content . '|' . $post->post_excerpt );
		$cached = wp_cache_get( $key, 'docent_passages' );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$sections = array();
		$heading  = '';
		foreach ( self::chunks( Visitor_Content::html( $post ) ) as $chunk ) {
			if ( str_starts_with( $chunk, self::HEADING ) ) {
				$heading = trim( substr( $chunk, 1 ) );
				continue;
			}
			$code  = str_starts_with( $chunk, self::CODE );
			$chunk = $code ? ltrim( substr( $chunk, 1 ) ) : $chunk;
			if ( '' === $chunk ) {
				continue;
			}
			foreach ( self::split_long( $chunk ) as $text ) {
				$sections[] = array( $heading, $text, $code );
			}
		}
		if ( ! $sections && '' !== trim( $post->post_excerpt ) ) {
			$sections[] = array( '', self::plain( $post->post_excerpt ), false );
		}
		wp_cache_set( $key, $sections, 'docent_passages', DAY_IN_SECONDS );
		return $sections;
	}

	/**
	 * Plain-text blocks of some post content; headings come back prefixed with self::HEADING.
	 *
	 * @param string $content Stored post content (block markup or classic HTML).
	 * @return string[]
	 */
	public static function chunks( string $content ): array {
		$html = strip_shortcodes( $content );
		$html = (string) preg_replace( '/<!--.*?-->/s', '', $html );
		$html = (string) preg_replace( '#<(script|style|template|noscript)\b[^>]*>.*?</\1>#is', '', $html );
		// A line break in the source is a space, as a browser shows it (a paragraph wrapped at 80
		// columns is one paragraph, not a list of lines); only code keeps its lines.
		$parts = (array) preg_split( '#(<pre\b.*?</pre>)#is', $html, -1, PREG_SPLIT_DELIM_CAPTURE );
		// Code is marked, and its blank lines dropped so that it stays one block.
		foreach ( $parts as $i => $part ) {
			$parts[ $i ] = 0 === $i % 2
				? (string) preg_replace( '/[ \t]*[\r\n]+[ \t]*/', ' ', (string) $part )
				: (string) preg_replace( array( '#^<pre\b[^>]*>#i', '/\n[ \t]*(?=\n)/' ), array( '$0' . self::CODE, '' ), (string) $part );
		}
		$html = implode( '', $parts );
		// A heading becomes its own marked block.
		$html = (string) preg_replace_callback(
			'#<h[1-6]\b[^>]*>(.*?)</h[1-6]>#is',
			static fn( array $m ): string => "\n\n" . self::HEADING . self::plain( $m[1] ) . "\n\n",
			$html
		);
		// List items stay together as lines of one passage; other blocks end a passage.
		$html = (string) preg_replace( '#\s*</li>\s*#i', '', $html );
		$html = (string) preg_replace( '#\s*<li\b[^>]*>\s*#i', "\n• ", $html );
		$html = (string) preg_replace( '#<br\s*/?>#i', "\n", $html );
		$html = (string) preg_replace( '#</(p|ul|ol|dl|pre|blockquote|table|figure|figcaption|div|section|details|summary)>#i', "$0\n\n", $html );
		$html = (string) preg_replace( '#<(p|pre|blockquote|table|figure|div|section|details)\b[^>]*>#i', "\n\n$0", $html );
		$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );

		$chunks = array();
		foreach ( preg_split( '/\n[ \t]*\n/', $text ) as $block ) {
			$lines = array_filter( array_map( array( self::class, 'squash' ), explode( "\n", $block ) ), 'strlen' );
			if ( ! $lines ) {
				continue;
			}
			$block = implode( "\n", $lines );
			$last  = count( $chunks ) - 1;
			// "Do this:" and the list that follows read as one passage.
			if ( $last >= 0 && str_starts_with( $block, '• ' ) && str_ends_with( $chunks[ $last ], ':' ) && ! str_starts_with( $chunks[ $last ], self::HEADING ) ) {
				$chunks[ $last ] .= "\n" . $block;
			} else {
				$chunks[] = $block;
			}
		}
		return $chunks;
	}

	/**
	 * Inline HTML as one line of plain text.
	 *
	 * @param string $html Inline markup.
	 */
	private static function plain( string $html ): string {
		return self::squash( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * Collapses runs of white space (including non-breaking spaces) and trims.
	 *
	 * @param string $line Text.
	 */
	private static function squash( string $line ): string {
		return trim( (string) preg_replace( '/[\s\x{00A0}]+/u', ' ', $line ) );
	}

	/**
	 * A long block as several passages, cut between list items or after sentences.
	 *
	 * @param string $text Plain text (list items on lines starting with "• ").
	 * @return string[]
	 */
	private static function split_long( string $text ): array {
		if ( mb_strlen( $text ) <= self::MAX_LENGTH ) {
			return array( $text );
		}
		$units = array();
		foreach ( explode( "\n", $text ) as $line ) {
			$pieces = mb_strlen( $line ) > self::MAX_LENGTH ? preg_split( '/(?<=[.!?])\s+|(?<=[。！？])(?=\S)/u', $line ) : array( $line );
			array_push( $units, ...$pieces );
		}
		$parts   = array();
		$current = '';
		foreach ( $units as $unit ) {
			if ( '' !== $current && mb_strlen( $current ) + mb_strlen( $unit ) > self::MAX_LENGTH ) {
				$parts[] = $current;
				$current = '';
			}
			$glue     = str_starts_with( $unit, '• ' ) ? "\n" : ' ';
			$current .= ( '' === $current ? '' : $glue ) . $unit;
		}
		if ( '' !== $current ) {
			$parts[] = $current;
		}
		return $parts;
	}
}
