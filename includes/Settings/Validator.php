<?php
/**
 * Validates and sanitizes a (partial) settings object against Schema, naming the field on failure.
 *
 * @package Docent
 */

namespace Docent\Settings;

use Docent\Docs\Post_Type;
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
				return String_Validator::check( $value, $schema, $path );
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
	 * A 400 error whose message names the field (String_Validator's too).
	 *
	 * @param string     $path    Field path.
	 * @param string     $message Message whose first placeholder is the field.
	 * @param int|string ...$args Further placeholders.
	 */
	public static function error( string $path, string $message, ...$args ): WP_Error {
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
