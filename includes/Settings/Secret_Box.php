<?php
/**
 * Encrypts secrets (API keys, the Turnstile secret) before they are stored.
 *
 * @package Docent
 */

namespace Docent\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * libsodium secretbox with a key derived from the site's salts, so a copied database
 * alone does not reveal the secrets.
 */
final class Secret_Box {

	private const PREFIX = 'docent:v1:';

	/**
	 * The key, from wp-config's salts (DOCENT_ENCRYPTION_KEY when a site defines one).
	 */
	private static function key(): string {
		$material = defined( 'DOCENT_ENCRYPTION_KEY' ) ? (string) DOCENT_ENCRYPTION_KEY : wp_salt( 'secure_auth' );
		return hash( 'sha256', 'docent-secret-box|' . $material, true );
	}

	/**
	 * Encrypts a value; an empty string stays empty.
	 *
	 * @param string $plain Secret.
	 */
	public static function seal( string $plain ): string {
		if ( '' === $plain ) {
			return '';
		}
		$nonce = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		return self::PREFIX . base64_encode( $nonce . sodium_crypto_secretbox( $plain, $nonce, self::key() ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
	}

	/**
	 * Decrypts a stored value; anything unreadable (for example after the salts changed) is empty.
	 *
	 * @param string $sealed Stored value.
	 */
	public static function open( string $sealed ): string {
		if ( 0 !== strpos( $sealed, self::PREFIX ) ) {
			return '';
		}
		$raw = base64_decode( substr( $sealed, strlen( self::PREFIX ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		if ( false === $raw || strlen( $raw ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ) {
			return '';
		}
		$plain = sodium_crypto_secretbox_open(
			substr( $raw, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
			substr( $raw, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ),
			self::key()
		);
		return false === $plain ? '' : $plain;
	}
}
