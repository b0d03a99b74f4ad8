<?php
/**
 * What happens to a validated contact message: limits and bot checks, then stored, then mailed.
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\Messages\Attachments\Upload_Store;
use Docent\Settings\Settings;
use Docent\Support\Rate_Limiter;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The public write path. Fields arrive already validated and sanitized by the REST route.
 */
final class Intake {

	/**
	 * Rate-limit bucket for contact messages.
	 */
	public const BUCKET = 'message';

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The messages table.
	 *
	 * @var Store
	 */
	private Store $store;

	/**
	 * Mail delivery.
	 *
	 * @var Mailer
	 */
	private Mailer $mailer;

	/**
	 * Bot check.
	 *
	 * @var Turnstile
	 */
	private Turnstile $turnstile;

	/**
	 * Files visitors attach.
	 *
	 * @var Upload_Store
	 */
	private Upload_Store $uploads;

	/**
	 * @param Settings     $settings  Settings reader.
	 * @param Store        $store     The messages table.
	 * @param Mailer       $mailer    Mail delivery.
	 * @param Turnstile    $turnstile Bot check.
	 * @param Upload_Store $uploads   Files visitors attach.
	 */
	public function __construct( Settings $settings, Store $store, Mailer $mailer, Turnstile $turnstile, Upload_Store $uploads ) {
		$this->settings  = $settings;
		$this->store     = $store;
		$this->mailer    = $mailer;
		$this->turnstile = $turnstile;
		$this->uploads   = $uploads;
	}

	/**
	 * Whether the Messaging feature is switched on (and the assistant as a whole is on).
	 */
	public function enabled(): bool {
		return $this->settings->enabled( 'messages' );
	}

	/**
	 * Messages allowed per window, and the window in seconds (`message.rate_limit`).
	 *
	 * @return array{count:int, window:int}
	 */
	public function rate_limit(): array {
		$limit = (array) ( $this->settings->get()['message']['rate_limit'] ?? array() );
		return array(
			'count'  => max( 1, (int) ( $limit['count'] ?? 5 ) ),
			'window' => max( 1, (int) ( $limit['window'] ?? 600 ) ),
		);
	}

	/**
	 * Takes one message: rate limit, honeypot, bot check, store, mail.
	 *
	 * @param array{name:string,email:string,body:string,transcript?:array<int, array<string, mixed>>,attachment_id:int,upload?:string,page_url:string,token:string,honeypot:string} $fields Validated fields;
	 *        transcript: the server's chat turns; upload: the token POST /docent/v1/attachments gave for a file ('' for none).
	 * @return int|WP_Error The stored message's id (0 when the honeypot caught a bot), or why it was refused.
	 */
	public function receive( array $fields ) {
		// Every attempt counts, keyed on REMOTE_ADDR only (Rate_Limiter ignores X-Forwarded-For).
		$limit = $this->rate_limit();
		if ( ! Rate_Limiter::hit( self::BUCKET, $limit['count'], $limit['window'] ) ) {
			return new WP_Error(
				'docent_rate_limited',
				__( 'Too many messages from your address. Please wait a few minutes before sending another.', 'docent' ),
				array(
					'status'      => 429,
					'retry_after' => Rate_Limiter::retry_after( $limit['window'] ),
				)
			);
		}

		// A human never sees the honeypot field. A bot that fills it is told "sent" so it learns nothing.
		if ( '' !== $fields['honeypot'] ) {
			return 0;
		}

		$upload = (string) ( $fields['upload'] ?? '' );
		if ( '' !== $upload && ! $this->uploads->find_unclaimed( $upload ) ) {
			return self::upload_gone();
		}

		$ip      = Rate_Limiter::client_ip();
		$checked = $this->turnstile->verify( $fields['token'], $ip );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}

		$id = $this->store->insert(
			array(
				'name'          => $fields['name'],
				'email'         => $fields['email'],
				'body'          => $fields['body'],
				'transcript'    => $fields['transcript'] ?? array(),
				'attachment_id' => $fields['attachment_id'],
				'page_url'      => $fields['page_url'],
				'ip_hash'       => self::hash_ip( $ip ),
			)
		);
		if ( ! $id ) {
			return new WP_Error(
				'docent_message_not_stored',
				__( 'Your message could not be saved just now. Nothing was sent; please try again in a moment.', 'docent' ),
				array(
					'status'      => 503,
					'retry_after' => 5,
				)
			);
		}

		// Claimed once: of two sends racing with one token, the loser's message goes again.
		if ( '' !== $upload && ! $this->uploads->claim( $upload, $id ) ) {
			$this->store->delete( $id );
			return self::upload_gone();
		}

		// Stored first, mailed second: a failed mail leaves the row marked "failed" for a resend.
		$this->mailer->deliver( $id );

		/**
		 * Fires after a contact message was stored and a mail attempted.
		 *
		 * @param int $id Message id.
		 */
		do_action( 'docent_message_received', $id );
		return $id;
	}

	/**
	 * The attached file's token names no file waiting for a message (expired, already sent, made up).
	 */
	private static function upload_gone(): WP_Error {
		$message = __( 'The attached file has expired or was already sent. Please attach it again.', 'docent' );
		return new WP_Error(
			'docent_attachment_gone',
			$message,
			array(
				'status' => 400,
				'field'  => 'attachment_token',
				'params' => array( 'attachment_token' => $message ),
			)
		);
	}

	/**
	 * A salted, one-way form of the address: lets the owner see that messages came from the same
	 * place without keeping the address itself.
	 *
	 * @param string $ip Address.
	 */
	public static function hash_ip( string $ip ): string {
		return hash_hmac( 'sha256', $ip, wp_salt( 'auth' ) . '|docent-message-ip' );
	}
}
