<?php
/**
 * Plain text kept as the person typed it: cleaned of characters that only do harm, never of markup.
 *
 * @package Docent
 */

namespace Docent\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Docent stores what visitors and admins type as text, not HTML: "Is 5 < 6?" stays "Is 5 < 6?"
 * and "Tom & Jerry <QA>" stays whole. Output escapes it for its context (esc_html in the inbox,
 * nothing in a plain-text mail, React text nodes in the widget). What goes on input is only what
 * no reader wants: invalid UTF-8, control characters, and the bidirectional overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that can make a name read backwards, e.g. "gpj.exe" as "exe.jpg".
 */
final class Plain_Text {

	/**
	 * C0 and C1 controls and DEL, except tab and line feed (kept by multi_line()).
	 */
	private const CONTROLS = '/[\x{0000}-\x{0008}\x{000B}\x{000C}\x{000E}-\x{001F}\x{007F}-\x{009F}]/u';

	/**
	 * Bidirectional embeddings, overrides and isolates.
	 */
	private const BIDI = '/[\x{202A}-\x{202E}\x{2066}-\x{2069}]/u';

	/**
	 * Whitespace and invisible characters: spaces of every width, no-break spaces, zero-width
	 * and other format characters (the byte-order mark, soft hyphens, direction marks, tags),
	 * combining marks with nothing to combine with (U+034F, variation selectors such as U+FE0F),
	 * and the characters fonts draw empty (Hangul fillers, the blank Braille pattern U+2800).
	 */
	private const BLANK = '/^[\p{Z}\s\p{Cc}\p{Cf}\p{M}\x{115F}\x{1160}\x{2800}\x{3164}\x{FFA0}]*$/u';

	/**
	 * One line: tabs and line breaks become spaces, other controls and bidi overrides go,
	 * Unicode whitespace is trimmed at both ends.
	 *
	 * @param string $text Raw text.
	 */
	public static function single_line( string $text ): string {
		$text = (string) preg_replace( '/[\t\r\n]+/', ' ', wp_check_invalid_utf8( $text, true ) );
		return self::trim( self::strip( $text ) );
	}

	/**
	 * Several lines: CRLF and CR become LF, tabs stay, other controls and bidi overrides go,
	 * Unicode whitespace is trimmed at both ends.
	 *
	 * @param string $text Raw text.
	 */
	public static function multi_line( string $text ): string {
		$text = str_replace( array( "\r\n", "\r" ), "\n", wp_check_invalid_utf8( $text, true ) );
		return self::trim( self::strip( $text ) );
	}

	/**
	 * Whether nothing visible is left: empty, or only spaces, line breaks and invisible characters.
	 *
	 * @param string $text Text.
	 */
	public static function is_blank( string $text ): bool {
		$text = wp_check_invalid_utf8( $text, true );
		return '' === $text || 1 === preg_match( self::BLANK, $text );
	}

	/**
	 * Whether the text holds a control character (tab and line breaks included): such a value
	 * cannot come from a one-line input field, so it is refused rather than cleaned.
	 *
	 * @param string $text Text.
	 */
	public static function has_controls( string $text ): bool {
		return 1 === preg_match( '/[\x00-\x1f\x7f]/', $text );
	}

	/**
	 * Removes controls (but tab and LF) and bidi overrides.
	 *
	 * @param string $text Valid UTF-8.
	 */
	private static function strip( string $text ): string {
		return (string) preg_replace( array( self::CONTROLS, self::BIDI ), '', $text );
	}

	/**
	 * Trims Unicode whitespace and invisible characters at both ends.
	 *
	 * @param string $text Valid UTF-8.
	 */
	private static function trim( string $text ): string {
		return (string) preg_replace( '/^[\p{Z}\s\p{Cf}]+|[\p{Z}\s\p{Cf}]+$/u', '', $text );
	}
}
