<?php
/**
 * What an inbox request asks for, read from its query or form arguments.
 *
 * @package Docent
 */

namespace Docent\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Parsing only: whether the request may do it is Inbox_Page's to check (capability and nonce).
 */
final class Inbox_Request {

	/**
	 * The action asked for: a row link's `action`, or a bulk form's `action` / `action2` (-1 is "none").
	 *
	 * @param array<string, mixed> $request Request arguments.
	 */
	public static function action( array $request ): string {
		foreach ( array( 'action', 'action2' ) as $key ) {
			if ( isset( $request[ $key ] ) && is_string( $request[ $key ] ) && '-1' !== $request[ $key ] && '' !== $request[ $key ] ) {
				return sanitize_key( $request[ $key ] );
			}
		}
		return '';
	}

	/**
	 * The message ids asked for: `message` as one id or a list.
	 *
	 * @param array<string, mixed> $request Request arguments.
	 * @return int[]
	 */
	public static function ids( array $request ): array {
		$raw = $request['message'] ?? array();
		return array_values( array_unique( array_filter( array_map( 'absint', is_array( $raw ) ? $raw : array( $raw ) ) ) ) );
	}

	/**
	 * The request's _wpnonce.
	 *
	 * @param array<string, mixed> $request Request arguments.
	 */
	public static function nonce( array $request ): string {
		return isset( $request['_wpnonce'] ) && is_string( $request['_wpnonce'] ) ? $request['_wpnonce'] : '';
	}
}
