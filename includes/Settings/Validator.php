<?php
/**
 * Validates and sanitizes a (partial) settings object against Schema, naming the field on failure.
 *
 * @package Docent
 */

namespace Docent\Settings;

use Docent\Docs\Post_Type;
use Docent\Support\Plain_Text;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A small JSON Schema walker for the keywords Schema uses. Unlike core's
 * rest_validate_value_from_schema() it names fields by dotted path
 * ("preference.color_settings.preview_colors.bubbleBg.r") and checks that ids exist.
 *
 * Objects are partial: keys given are checked, absent keys are left alone (the caller merges).
 */
final class Validator {

	/**
	 * The sanitized value, or a 400 error naming the first bad field.
	 *
	 * @param mixed                $value  Input.
	 * @param array<string, mixed> $schema Schema of the input.
	 * @param string               $path   Dotted path of the input, '' for the settings object.
	 * @return mixed|WP_Error
	 */
	public static function check( $value, array $schema, string $path = '' ) {
		switch ( $schema['type'] ?? '' ) {
			case 'object':
				return self::object( $value, $schema, $path );
			case 'array':
				return self::list( $value, $schema, $path );
			case 'string':
				return self::string( $value, $schema, $path );
			case 'integer':
			case 'number':
				return self::number( $value, $schema, $path );
			case 'boolean':
				if ( is_bool( $value ) || in_array( $value, array( 0, 1, '0', '1', 'true', 'false' ), true ) ) {
					return rest_sanitize_boolean( $value );
				}
				/* translators: %s: setting name. */
				return self::error( $path, __( '%s must be true or false.', 'docent' ) );
		}
		/* translators: %s: setting name. */
		return self::error( $path, __( '%s cannot be validated.', 'docent' ) );
	}

	/**
	 * An object: only known keys; read-only keys are accepted and dropped.
	 *
	 * @param mixed                $value  Input.
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $path   Path.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function object( $value, array $schema, string $path ) {
		// JSON "{}" decodes to an empty PHP array, so an empty list is an empty object.
		if ( ! is_array( $value ) || ( $value && array_values( $value ) === $value ) ) {
			/* translators: %s: setting name. */
			return self::error( $path, __( '%s must be an object.', 'docent' ) );
		}
		foreach ( $schema['required'] ?? array() as $key ) {
			if ( ! array_key_exists( $key, $value ) ) {
				/* translators: %s: setting name. */
				return self::error( self::join( $path, $key ), __( '%s is required.', 'docent' ) );
			}
		}
		$clean = array();
		foreach ( $value as $key => $item ) {
			$key = (string) $key;
			if ( ! isset( $schema['properties'][ $key ] ) ) {
				/* translators: %s: setting name. */
				return self::error( self::join( $path, self::printable( $key ) ), __( '%s is not a known setting.', 'docent' ) );
			}
			$property = $schema['properties'][ $key ];
			if ( ! empty( $property['readonly'] ) ) {
				// Clients may send back what they read (e.g. api_key_set); it is never stored.
				continue;
			}
			$result = self::check( $item, $property, self::join( $path, $key ) );
			if ( is_wp_error( $result ) ) {
				return $result;
			}
			$clean[ $key ] = $result;
		}
		return $clean;
	}

	/**
	 * A list.
	 *
	 * @param mixed                $value  Input.
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $path   Path.
	 * @return array<int, mixed>|WP_Error
	 */
	private static function list( $value, array $schema, string $path ) {
		if ( ! is_array( $value ) || array_values( $value ) !== $value ) {
			/* translators: %s: setting name. */
			return self::error( $path, __( '%s must be a list.', 'docent' ) );
		}
		$enum = $schema['items']['enum'] ?? null;
		if ( $enum && ! empty( $schema['uniqueItems'] ) && ( $schema['minItems'] ?? -1 ) === count( $enum ) && ( $schema['maxItems'] ?? -1 ) === count( $enum ) ) {
			// A permutation: say so, rather than which of the three rules it broke.
			$valid = count( $value ) === count( $enum ) && ! array_diff( $enum, array_filter( $value, 'is_string' ) );
			if ( ! $valid ) {
				/* translators: 1: setting name, 2: the allowed values. */
				return self::error( $path, __( '%1$s must list each of %2$s exactly once.', 'docent' ), implode( ', ', $enum ) );
			}
		}
		if ( isset( $schema['maxItems'] ) && count( $value ) > $schema['maxItems'] ) {
			/* translators: 1: setting name, 2: a number. */
			return self::error( $path, __( '%1$s must have at most %2$d items.', 'docent' ), $schema['maxItems'] );
		}
		if ( isset( $schema['minItems'] ) && count( $value ) < $schema['minItems'] ) {
			/* translators: 1: setting name, 2: a number. */
			return self::error( $path, __( '%1$s must have at least %2$d items.', 'docent' ), $schema['minItems'] );
		}
		$clean = array();
		foreach ( $value as $index => $item ) {
			$result = self::check( $item, $schema['items'], $path . '[' . $index . ']' );
			if ( is_wp_error( $result ) ) {
				return $result;
			}
			if ( ! empty( $schema['uniqueItems'] ) && in_array( $result, $clean, true ) ) {
				/* translators: %s: setting name. */
				return self::error( $path, __( '%s must not list the same item twice.', 'docent' ) );
			}
			$clean[] = $result;
		}
		return $clean;
	}

	/**
	 * A string, then sanitized by its format.
	 *
	 * @param mixed                $value  Input.
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $path   Path.
	 * @return string|WP_Error
	 */
	private static function string( $value, array $schema, string $path ) {
		if ( ! is_string( $value ) ) {
			/* translators: %s: setting name. */
			return self::error( $path, __( '%s must be a string.', 'docent' ) );
		}
		if ( isset( $schema['enum'] ) ) {
			if ( ! in_array( $value, $schema['enum'], true ) ) {
				/* translators: 1: setting name, 2: the allowed values. */
				return self::error( $path, __( '%1$s must be one of: %2$s.', 'docent' ), implode( ', ', $schema['enum'] ) );
			}
			return $value;
		}
		if ( isset( $schema['maxLength'] ) && mb_strlen( $value, 'UTF-8' ) > $schema['maxLength'] ) {
			/* translators: 1: setting name, 2: a number. */
			return self::error( $path, __( '%1$s must be at most %2$d characters long.', 'docent' ), $schema['maxLength'] );
		}
		if ( isset( $schema['pattern'] ) && ! preg_match( '#' . str_replace( '#', '\\#', $schema['pattern'] ) . '#u', $value ) ) {
			/* translators: %s: setting name. */
			return self::error( $path, __( '%s must not contain spaces or line breaks.', 'docent' ) );
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
				return \Docent\Search\Synonyms::sanitize( $value, $path );
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
			return self::error( $path, __( '%s must be an http or https URL.', 'docent' ) );
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
				return self::error( $path, __( '%s must be a comma-separated list of valid email addresses.', 'docent' ) );
			}
		}
		if ( count( $emails ) > 20 ) {
			/* translators: %s: setting name. */
			return self::error( $path, __( '%s may list at most 20 email addresses.', 'docent' ) );
		}
		return implode( ', ', array_unique( $emails ) );
	}

	/**
	 * An integer or number within its range; ids must exist.
	 *
	 * @param mixed                $value  Input.
	 * @param array<string, mixed> $schema Schema.
	 * @param string               $path   Path.
	 * @return int|float|WP_Error
	 */
	private static function number( $value, array $schema, string $path ) {
		$integer = 'integer' === $schema['type'];
		if ( is_bool( $value ) || ! is_numeric( $value ) || ( $integer && ! rest_is_integer( $value ) ) ) {
			return self::error(
				$path,
				$integer
					/* translators: %s: setting name. */
					? __( '%s must be an integer.', 'docent' )
					/* translators: %s: setting name. */
					: __( '%s must be a number.', 'docent' )
			);
		}
		$number = $integer ? (int) $value : (float) $value;
		$min    = $schema['minimum'] ?? null;
		$max    = $schema['maximum'] ?? null;
		if ( null !== $min && null !== $max && ( $number < $min || $number > $max ) ) {
			/* translators: 1: setting name, 2: lowest value, 3: highest value. */
			return self::error( $path, __( '%1$s must be between %2$s and %3$s.', 'docent' ), $min, $max );
		}
		if ( null !== $min && $number < $min ) {
			/* translators: 1: setting name, 2: lowest value. */
			return self::error( $path, __( '%1$s must be at least %2$s.', 'docent' ), $min );
		}
		if ( isset( $schema['x-exists'] ) && ! self::exists( (int) $number, $schema['x-exists'] ) ) {
			return self::error(
				$path,
				'docs' === $schema['x-exists']
					/* translators: %s: setting name. */
					? __( '%s is not an existing doc.', 'docent' )
					/* translators: %s: setting name. */
					: __( '%s is not an existing page.', 'docent' )
			);
		}
		return $number;
	}

	/**
	 * Whether an id names a doc ("docs") or a post of a public type ("viewable"), not trashed.
	 *
	 * @param int    $id   Post id.
	 * @param string $kind docs or viewable.
	 */
	private static function exists( int $id, string $kind ): bool {
		$post = get_post( $id );
		if ( ! $post || in_array( $post->post_status, array( 'trash', 'auto-draft', 'inherit' ), true ) ) {
			return false;
		}
		if ( 'docs' === $kind ) {
			return Post_Type::NAME === $post->post_type;
		}
		return 'attachment' !== $post->post_type && is_post_type_viewable( $post->post_type );
	}

	/**
	 * "a.b" from "a" and "b".
	 *
	 * @param string $path Parent path.
	 * @param string $key  Child key.
	 */
	private static function join( string $path, string $key ): string {
		return '' === $path ? $key : $path . '.' . $key;
	}

	/**
	 * A client-sent key, made safe and short enough to quote in a message.
	 *
	 * @param string $key Key.
	 */
	private static function printable( string $key ): string {
		$key = sanitize_text_field( $key );
		return mb_strlen( $key, 'UTF-8' ) > 60 ? mb_substr( $key, 0, 60, 'UTF-8' ) . '…' : $key;
	}

	/**
	 * A 400 error whose message names the field.
	 *
	 * @param string     $path    Field path.
	 * @param string     $message Message whose first placeholder is the field.
	 * @param int|string ...$args Further placeholders.
	 */
	private static function error( string $path, string $message, ...$args ): WP_Error {
		$field = '' === $path ? __( 'The settings', 'docent' ) : $path;
		return new WP_Error(
			'rest_invalid_param',
			sprintf( $message, $field, ...$args ),
			array(
				'status' => 400,
				'param'  => $path,
			)
		);
	}
}
