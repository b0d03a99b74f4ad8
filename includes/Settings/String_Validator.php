<?php
/**
 * Validates and sanitizes one string setting: its enum, length and pattern, then its format.
 *
 * @package Docent
 */

namespace Docent\Settings;

use Docent\Support\Plain_Text;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The string part of Validator: plain texts, http(s) URLs, email lists and synonym lists.
 * Errors name the field by its dotted path, as Validator's do.
 */
final class String_Validator {

	/**
	 * A string, then sanitized by its format.
	 *
	 * @param mixed                $value  Input.
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $path   Path.
	 * @return string|WP_Error
	 */
	public static function check( $value, array $schema, string $path ) {
		if ( ! is_string( $value ) ) {
			/* translators: %s: setting name. */
			return Validator::error( $path, __( '%s must be a string.', 'docent' ) );
		}
		if ( isset( $schema['enum'] ) ) {
			if ( ! in_array( $value, $schema['enum'], true ) ) {
				/* translators: 1: setting name, 2: the allowed values. */
				return Validator::error( $path, __( '%1$s must be one of: %2$s.', 'docent' ), implode( ', ', $schema['enum'] ) );
			}
			return $value;
		}
		if ( isset( $schema['maxLength'] ) && mb_strlen( $value, 'UTF-8' ) > $schema['maxLength'] ) {
			/* translators: 1: setting name, 2: a number. */
			return Validator::error( $path, __( '%1$s must be at most %2$d characters long.', 'docent' ), $schema['maxLength'] );
		}
		if ( isset( $schema['pattern'] ) && ! preg_match( '#' . str_replace( '#', '\\#', $schema['pattern'] ) . '#u', $value ) ) {
			/* translators: %s: setting name. */
			return Validator::error( $path, __( '%s must not contain spaces or line breaks.', 'docent' ) );
		}
		switch ( $schema['format'] ?? '' ) {
			// Texts are kept as typed ("Fees < 5 USD & more"), minus control characters; the widget
			// and the admin render them as text, so nothing here turns them into entities.
			case 'text-field':
				return Plain_Text::single_line( $value );
			case 'textarea-field':
				return Plain_Text::multi_line( $value );
			case 'uri':
				return self::url( trim( $value ), $path );
			case 'email-list':
				return self::emails( $value, $path );
			case 'synonym-list':
				return \Docent\Search\Language\Synonyms::sanitize( $value, $path );
		}
		return trim( $value );
	}

	/**
	 * An empty string or an http(s) URL.
	 *
	 * @param string $value Input.
	 * @param string $path  Path.
	 * @return string|WP_Error
	 */
	private static function url( string $value, string $path ) {
		if ( '' === $value ) {
			return '';
		}
		$scheme = strtolower( (string) wp_parse_url( $value, PHP_URL_SCHEME ) );
		$clean  = esc_url_raw( $value, array( 'http', 'https' ) );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || ! filter_var( $value, FILTER_VALIDATE_URL ) || '' === $clean ) {
			/* translators: %s: setting name. */
			return Validator::error( $path, __( '%s must be an http or https URL.', 'docent' ) );
		}
		return $clean;
	}

	/**
	 * Comma-separated email addresses, normalized to "a@example.org, b@example.org".
	 *
	 * @param string $value Input.
	 * @param string $path  Path.
	 * @return string|WP_Error
	 */
	private static function emails( string $value, string $path ) {
		$emails = array_values( array_filter( array_map( 'trim', explode( ',', $value ) ), 'strlen' ) );
		foreach ( $emails as $email ) {
			if ( ! is_email( $email ) || sanitize_email( $email ) !== $email ) {
				/* translators: %s: setting name. */
				return Validator::error( $path, __( '%s must be a comma-separated list of valid email addresses.', 'docent' ) );
			}
		}
		if ( count( $emails ) > 20 ) {
			/* translators: %s: setting name. */
			return Validator::error( $path, __( '%s may list at most 20 email addresses.', 'docent' ) );
		}
		return implode( ', ', array_unique( $emails ) );
	}
}
