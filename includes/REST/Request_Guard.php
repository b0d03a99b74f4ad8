<?php
/**
 * Bodies Docent's routes refuse before anything reads them: too large, or in a format they do not take.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Messages\Attachments\File_Type;
use WP;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Two checks on every request to `/docent/v1/…` and the chat route under `/wp/v2/docs/…`:
 *
 * - 413 when the body is larger than MAX_BODY_BYTES (filter `docent_max_body_bytes`; the upload route
 *   takes 5 MB more). The real
 *   check runs on `parse_request` before the REST API reads php://input, so a 40 MB JSON body is
 *   refused from its Content-Length alone, before WordPress decodes it; a body that reaches the
 *   REST server some other way (rest_do_request) is measured again there.
 * - 415 when a body comes as anything but JSON, form data or multipart: WordPress would leave a
 *   text/plain JSON body unread, and the route would answer as if nothing had been sent.
 */
final class Request_Guard {

	/**
	 * Largest body, in bytes: far above any valid request (a message is at most 5,000 characters).
	 */
	public const MAX_BODY_BYTES = 65536;

	/**
	 * The upload route (POST /docent/v1/attachments) takes a file: its body may hold 5 MB and the
	 * multipart envelope around it.
	 */
	public const UPLOAD_ROUTE = '/docent/v1/attachments';

	/**
	 * Content types Docent's routes read (WordPress parses these into parameters).
	 */
	private const TYPES = array( 'application/json', 'application/x-www-form-urlencoded', 'multipart/form-data' );

	/**
	 * Hooks both checks.
	 */
	public function register(): void {
		// Before rest_api_loaded (priority 10), which reads the body and serves the request.
		add_action( 'parse_request', array( $this, 'on_parse_request' ), 0 );
		add_filter( 'rest_pre_dispatch', array( $this, 'on_pre_dispatch' ), 5, 3 );
	}

	/**
	 * The body limit in bytes.
	 */
	public static function max_body_bytes(): int {
		/**
		 * Filters the largest request body Docent's REST routes accept, in bytes.
		 *
		 * @param int $bytes Default 65536.
		 */
		return max( 1024, (int) apply_filters( 'docent_max_body_bytes', self::MAX_BODY_BYTES ) );
	}

	/**
	 * Whether a REST route is one of Docent's. WordPress matches routes case-insensitively
	 * (/Docent/v1/messages is the messages route), so the guard does too.
	 *
	 * @param string $route Route, e.g. /docent/v1/messages.
	 */
	public static function is_docent_route( string $route ): bool {
		$route = '/' . ltrim( strtolower( $route ), '/' );
		return str_starts_with( $route, '/docent/v1/' ) || '/docent/v1' === $route || str_starts_with( $route, '/' . Chat_Controller::SPEC_NAMESPACE . '/' . ltrim( Chat_Controller::SPEC_ROUTE, '/' ) );
	}

	/**
	 * The refusal for a request of the given route and declared length, or null to let it through.
	 *
	 * @param string $route  REST route.
	 * @param string $method HTTP method.
	 * @param int    $length Body length in bytes (Content-Length).
	 */
	public static function refusal( string $route, string $method, int $length ): ?WP_Error {
		$limit = self::limit_for( $route, $method );
		if ( ! self::is_docent_route( $route ) || $length <= $limit ) {
			return null;
		}
		return new WP_Error(
			'docent_body_too_large',
			/* translators: %d: the limit in bytes. */
			sprintf( __( 'The request body is too large: Docent accepts at most %d bytes.', 'docent' ), $limit ),
			array( 'status' => 413 )
		);
	}

	/**
	 * The body limit of one route: the upload route's file and its envelope, every other route's max_body_bytes().
	 *
	 * @param string $route  REST route.
	 * @param string $method HTTP method.
	 */
	private static function limit_for( string $route, string $method ): int {
		$upload = self::UPLOAD_ROUTE === '/' . trim( strtolower( $route ), '/' ) && 'post' === strtolower( $method );
		return $upload ? File_Type::MAX_BYTES + self::max_body_bytes() : self::max_body_bytes();
	}

	/**
	 * On a real request, before the REST API reads the body: refuses it from its Content-Length.
	 *
	 * @param WP $wp The request being parsed.
	 */
	public function on_parse_request( $wp ): void {
		$route = $wp instanceof WP && isset( $wp->query_vars['rest_route'] ) ? (string) $wp->query_vars['rest_route'] : '';
		if ( '' === $route ) {
			return;
		}
		$length  = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
		$method  = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'get';
		$refusal = self::refusal( $route, $method, $length );
		if ( $refusal ) {
			header( 'Connection: close' );
			wp_send_json(
				array(
					'code'    => $refusal->get_error_code(),
					'message' => $refusal->get_error_message(),
					'data'    => array( 'status' => 413 ),
				),
				413
			);
		}
	}

	/**
	 * Inside the REST server: the same limit on the body it holds, and the content type.
	 *
	 * @param mixed           $result  Response so far (null to carry on).
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function on_pre_dispatch( $result, $server, $request ) {
		unset( $server );
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! self::is_docent_route( $request->get_route() ) ) {
			return $result;
		}
		$body    = (string) $request->get_body();
		$refusal = self::refusal( $request->get_route(), $request->get_method(), strlen( $body ) );
		if ( $refusal ) {
			return $refusal;
		}
		if ( '' === $body ) {
			return $result;
		}
		$type = strtolower( trim( explode( ';', (string) $request->get_header( 'content_type' ) )[0] ) );
		if ( in_array( $type, self::TYPES, true ) ) {
			return $result;
		}
		return new WP_Error(
			'docent_unsupported_media_type',
			/* translators: %s: the content type sent, or "none". */
			sprintf( __( 'Send the body as JSON with the header Content-Type: application/json (this request sent %s).', 'docent' ), '' === $type ? __( 'none', 'docent' ) : sanitize_text_field( $type ) ),
			array(
				'status' => 415,
				'header' => 'Content-Type',
			)
		);
	}
}
