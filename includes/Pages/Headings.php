<?php
/**
 * An article's h2 and h3 headings with stable anchors: the table of contents lists them and the
 * article's content gets the same ids, so each entry links to its heading.
 *
 * @package Docent
 */

namespace Docent\Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Finds headings in HTML and gives each one an id (its own, or one made from its text).
 */
final class Headings {

	private const PATTERN = '#<h([23])(\s[^>]*)?>(.*?)</h\1>#is';

	/**
	 * The headings of some HTML, in order.
	 *
	 * @param string $html Post content (raw or rendered).
	 * @return array<int, array{level: int, id: string, text: string}>
	 */
	public static function outline( string $html ): array {
		$items = array();
		$used  = array();
		if ( ! preg_match_all( self::PATTERN, $html, $matches, PREG_SET_ORDER ) ) {
			return $items;
		}
		foreach ( $matches as $match ) {
			$text = trim( html_entity_decode( wp_strip_all_tags( $match[3] ), ENT_QUOTES, 'UTF-8' ) );
			if ( '' === $text ) {
				continue;
			}
			$items[] = array(
				'level' => (int) $match[1],
				'id'    => self::anchor( $match[2] ?? '', $text, $used ),
				'text'  => $text,
			);
		}
		return $items;
	}

	/**
	 * The same HTML with an id on every h2 and h3 that has text and lacks one.
	 *
	 * @param string $html Rendered content.
	 */
	public static function add_anchors( string $html ): string {
		$used = array();
		return (string) preg_replace_callback(
			self::PATTERN,
			static function ( array $match ) use ( &$used ): string {
				$attributes = $match[2] ?? '';
				$text       = trim( html_entity_decode( wp_strip_all_tags( $match[3] ), ENT_QUOTES, 'UTF-8' ) );
				if ( '' === $text ) {
					return $match[0];
				}
				$id = self::anchor( $attributes, $text, $used );
				if ( ! preg_match( '/\sid\s*=/i', $attributes ) ) {
					$attributes = ' id="' . esc_attr( $id ) . '"' . $attributes;
				}
				return '<h' . $match[1] . $attributes . '>' . $match[3] . '</h' . $match[1] . '>';
			},
			$html
		);
	}

	/**
	 * The heading's own id, or a unique one made from its text.
	 *
	 * @param string              $attributes The tag's attributes.
	 * @param string              $text       Its text.
	 * @param array<string, bool> $used       Ids given so far.
	 */
	private static function anchor( string $attributes, string $text, array &$used ): string {
		if ( preg_match( '/\sid\s*=\s*(["\'])(.*?)\1/i', $attributes, $own ) ) {
			$id = html_entity_decode( $own[2], ENT_QUOTES, 'UTF-8' );
		} else {
			$base = sanitize_title( $text );
			$base = '' === $base ? 'section' : $base;
			$id   = $base;
			for ( $n = 2; isset( $used[ $id ] ); $n++ ) {
				$id = $base . '-' . $n;
			}
		}
		$used[ $id ] = true;
		return $id;
	}
}
