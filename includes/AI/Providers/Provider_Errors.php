<?php
/**
 * What went wrong with a request to an OpenAI-compatible server, said for an admin screen.
 *
 * @package Docent
 */

namespace Docent\AI\Providers;

use Docent\AI\Provider_Exception;

defined( 'ABSPATH' ) || exit;

/**
 * A failed request becomes a Provider_Exception whose message names the kind of failure and
 * never carries the key; the other server's body is never shown to anyone.
 */
final class Provider_Errors {

	/**
	 * Turns a blocked address, a network error or an HTTP error status into a Provider_Exception.
	 *
	 * @param array|\WP_Error $response The HTTP API's response.
	 * @param string          $key      The API key, masked in messages.
	 * @throws Provider_Exception When the request did not succeed.
	 */
	public static function check( $response, string $key ): void {
		if ( is_wp_error( $response ) && 'docent_url_blocked' === $response->get_error_code() ) {
			throw new Provider_Exception( 'blocked', $response->get_error_message() );
		}
		if ( is_wp_error( $response ) ) {
			$message = $response->get_error_message();
			$timeout = (bool) preg_match( '/timed? ?out/i', $message );
			throw new Provider_Exception(
				$timeout ? 'timeout' : 'network',
				$timeout
					? __( 'The provider did not answer in time.', 'docent' )
					/* translators: %s: network error message. */
					: sprintf( __( 'Could not reach the provider: %s', 'docent' ), self::redact( $message, $key ) )
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status < 200 || $status >= 300 ) {
			throw new Provider_Exception( 'http_' . $status, self::http_error( $status ) );
		}
	}

	/**
	 * An admin-readable message for an HTTP error. Only the status is passed on: the body is the
	 * other server's text (whatever answers at that address), never shown to anyone.
	 *
	 * @param int $status HTTP status.
	 */
	private static function http_error( int $status ): string {
		switch ( true ) {
			case 401 === $status || 403 === $status:
				$message = __( 'The provider refused the API key.', 'docent' );
				break;
			case 404 === $status:
				$message = __( 'The provider does not know this address or model; check the base URL and the model name.', 'docent' );
				break;
			case 429 === $status:
				$message = __( 'The provider is rate limiting requests or the account is out of credit.', 'docent' );
				break;
			case $status >= 500:
				$message = __( 'The provider had a server error.', 'docent' );
				break;
			default:
				$message = __( 'The provider rejected the request.', 'docent' );
		}
		/* translators: %d: HTTP status code. */
		return $message . ' ' . sprintf( __( '(HTTP %d)', 'docent' ), $status );
	}

	/**
	 * Text with the key, and anything that looks like a key, masked.
	 *
	 * @param string $text Provider or network message.
	 * @param string $key  The API key.
	 */
	private static function redact( string $text, string $key ): string {
		if ( '' !== $key ) {
			$text = str_replace( $key, '[key]', $text );
		}
		return (string) preg_replace( '/\b(sk|pk|key|rk)[-_][A-Za-z0-9_\-\*\.]{6,}/', '[key]', $text );
	}
}
