<?php
/**
 * Server-side check of Cloudflare Turnstile tokens.
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\Settings\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Verifies a widget's token against Cloudflare's siteverify with the (encrypted) secret key.
 */
final class Turnstile {

	public const VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

	/**
	 * Cloudflare's tokens are at most 2048 characters.
	 */
	public const TOKEN_MAX = 2048;

	/**
	 * The action the widget renders Turnstile with (src/tabs/messaging/BotCheck.tsx); siteverify
	 * echoes it, so a token solved for another form using the same site key is refused.
	 */
	public const ACTION = 'docent-message';

	/**
	 * Siteverify error codes that mean the site's own secret is wrong, not the visitor's token.
	 */
	private const SITE_ERRORS = array( 'missing-input-secret', 'invalid-input-secret', 'internal-error' );

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * @param Settings $settings Settings reader.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Whether the widget shows a bot check: a site key is set (the widget treats "undefined" as unset too).
	 */
	public function enabled(): bool {
		$key = trim( (string) ( $this->settings->get()['message']['turnstile_site_key'] ?? '' ) );
		return '' !== $key && 'undefined' !== $key;
	}

	/**
	 * Whether the server can verify tokens: a site key AND a secret key.
	 * A site key without a secret lets messages through unverified (the rate limit and honeypot
	 * still apply) rather than rejecting every visitor; the inbox screen warns the site owner.
	 */
	public function verifiable(): bool {
		return $this->enabled() && '' !== $this->settings->secret( 'message.turnstile_secret_key' );
	}

	/**
	 * Checks a token.
	 *
	 * @param string $token Token the widget received from Turnstile.
	 * @param string $ip    The visitor's address (REMOTE_ADDR), sent as remoteip.
	 * @return true|WP_Error 403 docent_bot_check_failed when the token is rejected,
	 *                       503 docent_bot_check_unavailable when Cloudflare cannot be asked or the secret is wrong.
	 */
	public function verify( string $token, string $ip ) {
		if ( ! $this->verifiable() ) {
			return true;
		}
		if ( '' === $token || strlen( $token ) > self::TOKEN_MAX ) {
			return self::failed();
		}

		/**
		 * Filters the siteverify endpoint (tests point it at a loopback stand-in).
		 *
		 * @param string $url Cloudflare's siteverify URL.
		 */
		$url      = (string) apply_filters( 'docent_turnstile_verify_url', self::VERIFY_URL );
		$response = wp_remote_post(
			$url,
			array(
				'timeout'     => 10,
				'redirection' => 0,
				'body'        => array(
					'secret'   => $this->settings->secret( 'message.turnstile_secret_key' ),
					'response' => $token,
					'remoteip' => $ip,
				),
			)
		);
		if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			return self::unavailable( __( 'The bot check service could not be reached. Please try again in a moment.', 'docent' ) );
		}
		$answer = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $answer ) || ! array_key_exists( 'success', $answer ) ) {
			return self::unavailable( __( 'The bot check service gave an answer Docent could not read. Please try again in a moment.', 'docent' ) );
		}
		if ( true === $answer['success'] ) {
			// Cloudflare says "success" for any token its widget issued with this key, wherever it
			// was solved: only the hostname and the action bind the token to this site's form.
			$hostname = strtolower( (string) ( $answer['hostname'] ?? '' ) );
			$action   = (string) ( $answer['action'] ?? '' );
			return in_array( $hostname, $this->hostnames(), true ) && self::ACTION === $action ? true : self::failed();
		}
		$codes = isset( $answer['error-codes'] ) && is_array( $answer['error-codes'] ) ? array_map( 'strval', $answer['error-codes'] ) : array();
		if ( array_intersect( $codes, self::SITE_ERRORS ) ) {
			return self::unavailable( __( 'The bot check is not set up correctly on this site, so the message could not be sent. Please try again later.', 'docent' ) );
		}
		return self::failed();
	}

	/**
	 * The hostnames a token may have been solved on: the site's own (home and site URL).
	 *
	 * @return string[]
	 */
	public function hostnames(): array {
		$hosts = array(
			(string) wp_parse_url( home_url(), PHP_URL_HOST ),
			(string) wp_parse_url( site_url(), PHP_URL_HOST ),
		);
		/**
		 * Filters the hostnames a Turnstile token may come from (add the other domains a
		 * multi-domain site serves the widget on).
		 *
		 * @param string[] $hosts Lower-case host names.
		 */
		$hosts = (array) apply_filters( 'docent_turnstile_hostnames', $hosts );
		return array_values( array_filter( array_map( static fn( $host ): string => strtolower( (string) $host ), $hosts ) ) );
	}

	/**
	 * The visitor's token was missing or rejected.
	 */
	private static function failed(): WP_Error {
		return new WP_Error(
			'docent_bot_check_failed',
			__( 'The bot check failed. Please complete it again and resend your message.', 'docent' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * Verification could not happen for reasons that are not the visitor's fault.
	 *
	 * @param string $message What went wrong.
	 */
	private static function unavailable( string $message ): WP_Error {
		return new WP_Error(
			'docent_bot_check_unavailable',
			$message,
			array(
				'status'      => 503,
				'retry_after' => 30,
			)
		);
	}
}
