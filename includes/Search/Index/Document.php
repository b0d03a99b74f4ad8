<?php
/**
 * The searchable text of one doc: title, headings, excerpt and body as plain text.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a doc's fields as an anonymous visitor sees them (Visitor_Content): blocks rendered,
 * shortcodes run logged out, so nothing a visitor is not shown can be found, quoted or answered.
 */
final class Document {

	/**
	 * Field names in ranking order: the title weighs most, the body least.
	 */
	public const FIELDS = array( 'title', 'headings', 'excerpt', 'body' );

	/**
	 * Characters of a body's opening that make its lead (lead()). Measured on the eval's tuning
	 * halves at 150, 250 and 400: 150 found the most needs first (5 more, 4 more chat first links
	 * right), 250 four more, 400 none.
	 */
	private const LEAD = 150;

	/**
	 * Post meta holding the readable text snippets quote, with the content version it was made
	 * from: rendering a doc as a visitor sees it costs a millisecond or more, too much for every
	 * result of every search on a site without a persistent object cache.
	 */
	public const READABLE_META = '_docent_readable_text';

	/**
	 * Plain-text fields.
	 *
	 * @var array{title:string, headings:string, excerpt:string, body:string}
	 */
	public array $fields;

	/**
	 * @param array{title:string, headings:string, excerpt:string, body:string} $fields Plain-text fields.
	 */
	public function __construct( array $fields ) {
		$this->fields = $fields;
	}

	/**
	 * Extracts the fields of a post.
	 *
	 * @param WP_Post $post Doc.
	 */
	public static function from_post( WP_Post $post ): self {
		$content = Visitor_Content::html( $post );
		self::remember_readable( $post, $content );
		$headings = array();
		if ( preg_match_all( '#<h[1-6][^>]*>(.*?)</h[1-6]>#is', $content, $matches ) ) {
			$headings = array_map( array( self::class, 'plain' ), $matches[1] );
			$content  = (string) preg_replace( '#<h[1-6][^>]*>.*?</h[1-6]>#is', ' ', $content );
		}
		$fields = array(
			'title'    => self::plain( (string) $post->post_title ),
			'headings' => implode( "\n", $headings ),
			'excerpt'  => self::plain( (string) $post->post_excerpt ),
			'body'     => self::plain( $content ),
		);
		// A doc without an excerpt of its own is summed up by its lead.
		if ( '' === $fields['excerpt'] ) {
			$fields['excerpt'] = self::lead( $fields['body'] );
		}
		/**
		 * Filters the text Docent indexes for a doc, for example to add custom fields to the body.
		 *
		 * @param array{title:string, headings:string, excerpt:string, body:string} $fields Plain-text fields.
		 * @param WP_Post                                                          $post   The doc.
		 */
		$filtered = (array) apply_filters( 'docent_search_document', $fields, $post );
		foreach ( self::FIELDS as $field ) {
			$fields[ $field ] = isset( $filtered[ $field ] ) ? (string) $filtered[ $field ] : '';
		}
		return new self( $fields );
	}

	/**
	 * A body's lead: its opening sentences, whole, until they reach LEAD characters (at most twice
	 * that: a long first sentence is cut). A page says what it is about there ("Debian solves this
	 * problem by marking such configuration files as conffiles", "The watch file configures the
	 * uscan program…"), so the lead is indexed once more, as the excerpt of a doc that has none
	 * (Analyzer::WEIGHTS: twice the rest of the body). A body no longer than its lead has no
	 * opening to tell apart from the rest: '' (its words weighed three times would outweigh the
	 * titles of the short pages beside it).
	 *
	 * @param string $body The body as plain text.
	 */
	public static function lead( string $body ): string {
		$lead = '';
		foreach ( (array) preg_split( '/(?<=[.!?])\s+|(?<=[。！？])/u', $body, -1, PREG_SPLIT_NO_EMPTY ) as $sentence ) {
			$lead .= ( '' === $lead ? '' : ' ' ) . $sentence;
			if ( mb_strlen( $lead, 'UTF-8' ) >= self::LEAD ) {
				break;
			}
		}
		$lead = mb_substr( $lead, 0, 2 * self::LEAD, 'UTF-8' );
		return mb_strlen( $lead, 'UTF-8' ) + 1 >= mb_strlen( $body, 'UTF-8' ) ? '' : $lead;
	}

	/**
	 * The whole readable text of a post's content, headings included, for snippets.
	 *
	 * @param WP_Post $post Doc.
	 */
	public static function readable_content( WP_Post $post ): string {
		$stored = get_post_meta( $post->ID, self::READABLE_META, true );
		if ( is_array( $stored ) && ( $stored['version'] ?? '' ) === Visitor_Content::version( $post ) ) {
			return (string) ( $stored['text'] ?? '' );
		}
		return self::remember_readable( $post, Visitor_Content::html( $post ) );
	}

	/**
	 * Stores a doc's readable text for its snippets (indexing renders it anyway), unless it is
	 * stored for this version already.
	 *
	 * @param WP_Post $post Doc.
	 * @param string  $html The doc's content as a visitor sees it.
	 * @return string The readable text.
	 */
	private static function remember_readable( WP_Post $post, string $html ): string {
		$text    = self::plain( $html );
		$version = Visitor_Content::version( $post );
		if ( Readable_Texts::defer( (int) $post->ID, $version, $text ) ) {
			return $text;
		}
		$stored  = $post->ID > 0 ? get_post_meta( $post->ID, self::READABLE_META, true ) : null;
		if ( $post->ID > 0 && ( ! is_array( $stored ) || ( $stored['version'] ?? '' ) !== $version ) ) {
			update_post_meta(
				$post->ID,
				self::READABLE_META,
				wp_slash( // Meta values are unslashed on the way in; the text may hold backslashes.
					array(
						'version' => $version,
						'text'    => $text,
					)
				)
			);
		}
		return $text;
	}

	/**
	 * HTML to plain text: tags become spaces, entities are decoded, whitespace collapses.
	 *
	 * @param string $html HTML or text.
	 */
	public static function plain( string $html ): string {
		if ( '' === $html ) {
			return '';
		}
		if ( false !== strpos( $html, '<' ) ) {
			// Script and style bodies are code, not prose.
			$html = (string) preg_replace( '#<(script|style)[^>]*?>.*?</\1>#si', ' ', $html );
			// Inline tags join their text to the words around them; every other tag separates.
			$html = (string) preg_replace( '#</?(?:a|abbr|b|code|em|i|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>#i', '', $html );
			$html = (string) preg_replace( '/<[^>]*>/', ' ', $html );
		}
		if ( false !== strpos( $html, '&' ) ) {
			$html = html_entity_decode( $html, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		}
		return trim( (string) preg_replace( '/\s+/u', ' ', $html ) );
	}
}
