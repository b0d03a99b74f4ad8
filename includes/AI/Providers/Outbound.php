<?php
/**
 * Requests to a chat provider's address, which an administrator typed: never to this server's
 * own network unless the site says so.
 *
 * @package Docent
 */

namespace Docent\AI\Providers;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Posts with WordPress's safe HTTP API (wp_safe_remote_post: http/https on ports 80, 443 and
 * 8080, no private or loopback IPv4 target) and refuses, on top of it, link-local, shared
 * (100.64.0.0/10), multicast and other reserved addresses of IPv4 and IPv6 (169.254.169.254 and
 * 100.100.100.200 are cloud metadata services; see Address_Ranges) for every address the host
 * resolves to. The connection is pinned to the address that was checked, so a DNS answer that
 * changes between the check and the request cannot lead it inside.
 *
 * A model server on this machine or network (Ollama, LM Studio, vLLM) needs the site's explicit
 * consent: `define( 'DOCENT_AI_ALLOW_LOCAL_URLS', true );` in wp-config.php, or the
 * `docent_ai_allow_local_urls` filter returning true. Then any address is posted to as set.
 */
final class Outbound {

	/**
	 * Whether the site allows provider URLs on private, loopback and link-local addresses.
	 */
	public static function allows_local(): bool {
		$allowed = defined( 'DOCENT_AI_ALLOW_LOCAL_URLS' ) && true === constant( 'DOCENT_AI_ALLOW_LOCAL_URLS' );
		/**
		 * Filters whether the chat provider may be on a private, loopback or link-local address
		 * (a local model server such as Ollama). Default: the DOCENT_AI_ALLOW_LOCAL_URLS constant, else false.
		 *
		 * @param bool $allowed Whether local addresses are allowed.
		 */
		return (bool) apply_filters( 'docent_ai_allow_local_urls', $allowed );
	}

	/**
	 * POSTs to the URL, or refuses without sending anything.
	 *
	 * @param string               $url  Absolute http(s) URL.
	 * @param array<string, mixed> $args wp_remote_post() arguments.
	 * @return array<string, mixed>|WP_Error The response, or `docent_url_blocked` when refused.
	 */
	public static function post( string $url, array $args ) {
		if ( self::allows_local() ) {
			return wp_remote_post( $url, $args );
		}
		$address = self::public_address( $url );
		if ( is_wp_error( $address ) ) {
			return $address;
		}
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		$port = (int) ( wp_parse_url( $url, PHP_URL_PORT ) ?? ( 'https' === wp_parse_url( $url, PHP_URL_SCHEME ) ? 443 : 80 ) );
		$pin  = static function ( $handle ) use ( $host, $port, $address ): void {
			if ( defined( 'CURLOPT_RESOLVE' ) && $address !== $host ) {
				curl_setopt( $handle, CURLOPT_RESOLVE, array( $host . ':' . $port . ':' . $address ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- pins the checked address.
			}
		};
		add_action( 'http_api_curl', $pin );
		$response = wp_safe_remote_post( $url, $args );
		remove_action( 'http_api_curl', $pin );
		return $response;
	}

	/**
	 * The public address a URL's host resolves to, or why it is refused.
	 *
	 * @param string $url URL.
	 * @return string|WP_Error
	 */
	public static function public_address( string $url ) {
		$host = strtolower( trim( (string) wp_parse_url( $url, PHP_URL_HOST ), '[]' ) );
		if ( '' === $host || ! wp_http_validate_url( $url ) ) {
			return self::blocked( $host );
		}
		$addresses = filter_var( $host, FILTER_VALIDATE_IP ) ? array( $host ) : gethostbynamel( $host );
		if ( ! $addresses ) {
			return self::blocked( $host );
		}
		foreach ( $addresses as $address ) {
			if ( ! Address_Ranges::is_public( $address ) ) {
				return self::blocked( $host );
			}
		}
		return $addresses[0];
	}

	/**
	 * The refusal, saying how a site with a local model server allows it.
	 *
	 * @param string $host Host name.
	 */
	private static function blocked( string $host ): WP_Error {
		return new WP_Error(
			'docent_url_blocked',
			sprintf(
				/* translators: %s: host name. */
				__( 'Docent does not send requests to %s: it is not a public address on a standard port (80, 443 or 8080). For a model server on this machine or network, such as Ollama, add define( \'DOCENT_AI_ALLOW_LOCAL_URLS\', true ); to wp-config.php or return true from the docent_ai_allow_local_urls filter.', 'docent' ),
				'' === $host ? __( 'this address', 'docent' ) : $host
			)
		);
	}
}
