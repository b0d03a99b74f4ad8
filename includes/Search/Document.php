<?php
/**
 * The searchable text of one doc: title, headings, excerpt and body as plain text.
 *
 * @package Docent
 */

namespace Docent\Search;

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
		$content  = Visitor_Content::html( $post );
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
	 * The whole readable text of a post's content, headings included, for snippets.
	 *
	 * @param WP_Post $post Doc.
	 */
	public static function readable_content( WP_Post $post ): string {
		return self::plain( Visitor_Content::html( $post ) );
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
