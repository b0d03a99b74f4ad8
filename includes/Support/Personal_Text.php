<?php
/**
 * Takes email addresses and phone numbers out of text a visitor typed, before it is kept.
 *
 * @package Docent
 */

namespace Docent\Support;

defined( 'ABSPATH' ) || exit;

/**
 * The same rule Insights counts by (Insights\Store::normalize() drops such text whole): an
 * address is anything@anything.tld, a phone number nine or more digits with spaces, dots,
 * dashes, slashes or brackets between them. Here they are replaced, so the rest of a chat
 * question still reads.
 */
final class Personal_Text {

	/**
	 * The text with each email address replaced by "[email]" and each phone number by "[number]".
	 *
	 * @param string $text What the visitor typed.
	 */
	public static function scrub( string $text ): string {
		$text = (string) preg_replace( '/[^\s@<>()\[\]"\',;:]+@[^\s@<>()\[\]"\',;:]+\.[^\s@<>()\[\]"\',;:]+/u', '[email]', $text );
		return (string) preg_replace( '/\+?\(?\d(?:[\s.\-\/()]{0,2}\d){8,}/u', '[number]', $text );
	}
}
