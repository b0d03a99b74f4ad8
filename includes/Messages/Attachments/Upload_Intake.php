<?php
/**
 * The public write path for attached files: limits, checks, the bot check, then stored.
 *
 * @package Docent
 */

namespace Docent\Messages\Attachments;

use Docent\Messages\Intake;
use Docent\Messages\Turnstile;
use Docent\Support\Rate_Limiter;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Takes one uploaded file from anyone (Messaging on): counted per address like messages, checked
 * for size and type by content, bot-checked when Turnstile is on, stored unclaimed.
 */
final class Upload_Intake {

	/**
	 * Rate-limit bucket for uploads (its own: a message with a file is one upload and one send).
	 */
	public const BUCKET = 'attachment';

	/**
	 * The message write path (its rate limit and switch).
	 *
	 * @var Intake
	 */
	private Intake $intake;

	/**
	 * Bot check.
	 *
	 * @var Turnstile
	 */
	private Turnstile $turnstile;

	/**
	 * The uploads table.
	 *
	 * @var Upload_Store
	 */
	private Upload_Store $store;

	/**
	 * @param Intake       $intake    The message write path.
	 * @param Turnstile    $turnstile Bot check.
	 * @param Upload_Store $store     The uploads table.
	 */
	public function __construct( Intake $intake, Turnstile $turnstile, Upload_Store $store ) {
		$this->intake    = $intake;
		$this->turnstile = $turnstile;
		$this->store     = $store;
	}

	/**
	 * Takes one file.
	 *
	 * @param array<string, mixed> $file  One entry of the request's files (name, tmp_name, error, size).
	 * @param string               $token The Turnstile token.
	 * @return array{token:string,file_name:string,mime_type:string,size:int,expires_in:int}|WP_Error
	 */
	public function receive( array $file, string $token ) {
		$limit = $this->intake->rate_limit();
		if ( ! Rate_Limiter::hit( self::BUCKET, $limit['count'], $limit['window'] ) ) {
			return new WP_Error(
				'docent_rate_limited',
				__( 'Too many files from your address. Please wait a few minutes before attaching another.', 'docent' ),
				array(
					'status'      => 429,
					'retry_after' => Rate_Limiter::retry_after( $limit['window'] ),
				)
			);
		}
		$bytes = self::read( $file );
		if ( is_wp_error( $bytes ) ) {
			return $bytes;
		}
		$type = File_Type::of( $bytes );
		if ( '' === $type ) {
			return self::refused( 'docent_attachment_type', __( 'This file type cannot be attached. Please choose an image (PNG, JPEG, GIF or WebP) or a PDF.', 'docent' ), 415 );
		}
		// After the file's own checks: a refused file leaves the visitor's bot-check token unspent.
		$ip      = Rate_Limiter::client_ip();
		$checked = $this->turnstile->verify( $token, $ip );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		$name  = File_Type::file_name( (string) ( $file['name'] ?? '' ), $type );
		$claim = $this->store->insert(
			array(
				'file_name' => $name,
				'mime_type' => $type,
				'ip_hash'   => Intake::hash_ip( $ip ),
			),
			$bytes
		);
		if ( '' === $claim ) {
			return new WP_Error(
				'docent_attachment_not_stored',
				__( 'The file could not be saved just now. Please try again in a moment.', 'docent' ),
				array(
					'status'      => 503,
					'retry_after' => 5,
				)
			);
		}
		return array(
			'token'      => $claim,
			'file_name'  => $name,
			'mime_type'  => $type,
			'size'       => strlen( $bytes ),
			'expires_in' => Upload_Store::TTL,
		);
	}

	/**
	 * The uploaded file's bytes, or why there are none.
	 *
	 * @param array<string, mixed> $file One entry of the request's files.
	 * @return string|WP_Error
	 */
	private static function read( array $file ) {
		$error = (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE );
		$max   = File_Type::max_bytes();
		if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
			return self::too_large( $max );
		}
		$path = (string) ( $file['tmp_name'] ?? '' );
		// The path comes from PHP's own $_FILES (WP_REST_Server never takes it from the body).
		if ( UPLOAD_ERR_OK !== $error || '' === $path || ! is_file( $path ) || ! is_readable( $path ) ) {
			return self::refused( 'docent_attachment_missing', __( 'No file arrived. Please choose the file again.', 'docent' ), 400 );
		}
		$size = (int) filesize( $path );
		if ( $size > $max ) {
			return self::too_large( $max );
		}
		if ( 0 === $size ) {
			return self::refused( 'docent_attachment_empty', __( 'The file is empty.', 'docent' ), 400 );
		}
		return (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload.
	}

	/**
	 * The file is over the limit.
	 *
	 * @param int $max Limit in bytes.
	 */
	private static function too_large( int $max ): WP_Error {
		/* translators: %s: the largest file size, such as "5 MB". */
		return self::refused( 'docent_attachment_too_large', sprintf( __( 'The file is too big. Files may be at most %s.', 'docent' ), size_format( $max ) ), 413 );
	}

	/**
	 * A refusal naming the file as the field at fault.
	 *
	 * @param string $code    Error code.
	 * @param string $message What is wrong, for a person.
	 * @param int    $status  HTTP status.
	 */
	private static function refused( string $code, string $message, int $status ): WP_Error {
		return new WP_Error(
			$code,
			$message,
			array(
				'status' => $status,
				'field'  => 'file',
			)
		);
	}
}
