<?php
/**
 * The docs search a visitor typed into a docs search block (`?q=` on the docs home), answered by
 * the same ranked search as the widget (GET /docent/v1/search).
 *
 * @package Docent
 */

namespace Docent\Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the query and fetches one page of results.
 */
final class Search_Request {

	public const PARAM = 'q';

	/** Results shown per page. */
	public const PER_PAGE = 10;

	/**
	 * The search text from the URL, cleaned; "" when none.
	 */
	public static function query(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only search.
		$raw = isset( $_GET[ self::PARAM ] ) && is_string( $_GET[ self::PARAM ] ) ? wp_unslash( $_GET[ self::PARAM ] ) : '';
		return mb_substr( trim( sanitize_text_field( $raw ) ), 0, 200 );
	}

	/**
	 * Results for the query through the public search route: items (title, link, breadcrumb,
	 * snippet with <mark>) and the total, or an empty answer when the search failed.
	 *
	 * @param string $query Search text.
	 * @return array{items: array<int, array<string, mixed>>, total: int}
	 */
	public static function results( string $query ): array {
		$request = new \WP_REST_Request( 'GET', '/docent/v1/search' );
		$request->set_query_params(
			array(
				'q'        => $query,
				'per_page' => self::PER_PAGE,
			)
		);
		$response = rest_do_request( $request );
		if ( $response->is_error() ) {
			return array(
				'items' => array(),
				'total' => 0,
			);
		}
		$headers = $response->get_headers();
		$items   = (array) $response->get_data();
		return array(
			'items' => $items,
			'total' => (int) ( $headers['X-WP-Total'] ?? count( $items ) ),
		);
	}
}
