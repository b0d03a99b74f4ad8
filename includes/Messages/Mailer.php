<?php
/**
 * Mails stored messages to the site owner and records whether that worked.
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\AI\Conversations\Transcript;
use Docent\Admin\Inbox_Page;
use Docent\Messages\Attachments\Upload_Store;
use Docent\Settings\Settings;
use Docent\Support\Plain_Text;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Plain-text mail through wp_mail(), Reply-To the sender, the attachment as a file.
 */
final class Mailer {

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
	 * Files visitors attach: named in the mail, downloaded from the inbox (never mailed).
	 *
	 * @var Upload_Store|null
	 */
	private ?Upload_Store $uploads;

	/**
	 * @param Settings          $settings Settings reader.
	 * @param Store             $store    The messages table.
	 * @param Upload_Store|null $uploads  Files visitors attach.
	 */
	public function __construct( Settings $settings, Store $store, ?Upload_Store $uploads = null ) {
		$this->settings = $settings;
		$this->store    = $store;
		$this->uploads  = $uploads;
	}

	/**
	 * Where messages go: `message.email_address` (comma-separated), else the site admin's address.
	 *
	 * @return string[]
	 */
	public function recipients(): array {
		$configured = (string) ( $this->settings->get()['message']['email_address'] ?? '' );
		$list       = array_values( array_filter( array_map( 'trim', explode( ',', $configured ) ), 'is_email' ) );
		if ( ! $list ) {
			$list = array_filter( array( (string) get_option( 'admin_email' ) ), 'is_email' );
		}
		/**
		 * Filters who receives Docent's contact messages.
		 *
		 * @param string[] $list Addresses.
		 */
		return array_values( array_unique( (array) apply_filters( 'docent_message_recipients', $list ) ) );
	}

	/**
	 * Mails one stored message (first attempt or a resend) and records the outcome on its row.
	 *
	 * @param int $id Message id.
	 * @return true|WP_Error
	 */
	public function deliver( int $id ) {
		$message = $this->store->find( $id );
		if ( ! $message ) {
			return new WP_Error( 'docent_message_not_found', __( 'That message does not exist.', 'docent' ), array( 'status' => 404 ) );
		}
		$mail = $this->compose( $message );
		if ( ! $mail['to'] ) {
			$error = __( 'No valid recipient address is configured.', 'docent' );
			$this->store->record_delivery( $id, false, $error );
			return new WP_Error( 'docent_mail_failed', $error, array( 'status' => 502 ) );
		}

		$failure = '';
		$listen  = static function ( WP_Error $error ) use ( &$failure ): void {
			$failure = $error->get_error_message();
		};
		add_action( 'wp_mail_failed', $listen );
		add_filter( 'wp_mail_from', array( self::class, 'valid_from' ), PHP_INT_MAX );
		$sent = wp_mail( $mail['to'], $mail['subject'], $mail['body'], $mail['headers'], $mail['attachments'] );
		remove_filter( 'wp_mail_from', array( self::class, 'valid_from' ), PHP_INT_MAX );
		remove_action( 'wp_mail_failed', $listen );

		if ( ! $sent && '' === $failure ) {
			$failure = __( 'The mail could not be sent.', 'docent' );
		}
		$this->store->record_delivery( $id, (bool) $sent, $sent ? '' : $failure );
		return $sent ? true : new WP_Error( 'docent_mail_failed', $failure, array( 'status' => 502 ) );
	}

	/**
	 * The mail for a message: recipients, subject, plain-text body, headers and attachments.
	 *
	 * @param array<string, mixed> $message A row from Store.
	 * @return array{to: string[], subject: string, body: string, headers: string[], attachments: string[]}
	 */
	public function compose( array $message ): array {
		$site = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
		// Plain text as stored: no entities to decode, only direction overrides that an older
		// version may have kept are dropped, so the subject reads the way it looks.
		$name = Plain_Text::single_line( (string) $message['name'] );
		$body = Plain_Text::multi_line( (string) $message['body'] );
		$file = $message['attachment_id'] ? get_attached_file( (int) $message['attachment_id'] ) : false;
		$file = $file && is_readable( $file ) ? $file : '';

		$lines = array(
			/* translators: 1: sender's name, 2: sender's email address, 3: site name. */
			sprintf( __( '%1$s <%2$s> sent a message through %3$s:', 'docent' ), $name, $message['email'], $site ),
		);
		$lines = array_merge( $lines, self::transcript_lines( $message, $body ), array( '--' ) );
		if ( '' !== $message['page_url'] ) {
			/* translators: %s: address of the page the message was sent from. */
			$lines[] = sprintf( __( 'Sent from: %s', 'docent' ), $message['page_url'] );
		}
		/* translators: %s: date and time in UTC. */
		$lines[] = sprintf( __( 'Sent at: %s UTC', 'docent' ), $message['created_at'] );
		if ( $file ) {
			/* translators: %s: file name. */
			$lines[] = sprintf( __( 'Attachment: %s (attached)', 'docent' ), wp_basename( $file ) );
		} elseif ( $message['attachment_id'] ) {
			$lines[] = __( 'Attachment: the file is no longer in the media library.', 'docent' );
		}
		foreach ( $this->uploads ? $this->uploads->for_message( (int) $message['id'] ) : array() as $upload ) {
			/* translators: %s: file name. */
			$lines[] = sprintf( __( 'Attached file: %s (download it from the message in the inbox)', 'docent' ), $upload['file_name'] );
		}
		/* translators: %s: sender's name. */
		$lines[] = sprintf( __( 'Reply to this email to answer %s.', 'docent' ), $name );
		/* translators: %s: inbox address in wp-admin. */
		$lines[] = sprintf( __( 'All messages: %s', 'docent' ), Inbox_Page::url() );

		return array(
			'to'          => $this->recipients(),
			/* translators: 1: site name, 2: sender's name. */
			'subject'     => sprintf( __( '[%1$s] New message from %2$s', 'docent' ), $site, $name ),
			'body'        => implode( "\n", $lines ) . "\n",
			'headers'     => array(
				'Content-Type: text/plain; charset=UTF-8',
				'Reply-To: ' . self::display_name( $name ) . ' <' . $message['email'] . '>',
			),
			'attachments' => $file ? array( $file ) : array(),
		);
	}

	/**
	 * The visitor's text and, for a hand-off, the transcript the server kept, between two lines
	 * carrying a mark the visitor cannot know (it is derived from the site's salt and the stored
	 * message). The intro, above the visitor's text, names the mark, so lines a visitor typed to
	 * look like a transcript never carry it.
	 *
	 * @param array<string, mixed> $message A row from Store.
	 * @param string               $body    The visitor's text, cleaned.
	 * @return string[]
	 */
	private static function transcript_lines( array $message, string $body ): array {
		if ( ! $message['transcript'] ) {
			return array( '', $body, '' );
		}
		$mark = self::transcript_mark( $message );
		return array(
			/* translators: %s: a line that opens the transcript, e.g. "=== Docent transcript 1a2b3c4d5e ===". */
			sprintf( __( 'Their conversation with the assistant, as this site recorded it, follows the message under the line "%s". Lines in the message itself were written by the visitor.', 'docent' ), $mark ),
			'',
			$body,
			'',
			$mark,
			Plain_Text::multi_line( Transcript::text( $message['transcript'] ) ),
			'=== ' . __( 'End of the transcript', 'docent' ) . ' ===',
			'',
		);
	}

	/**
	 * The line that opens a message's transcript in the mail: unguessable before the message is stored.
	 *
	 * @param array<string, mixed> $message A row from Store.
	 */
	public static function transcript_mark( array $message ): string {
		$token = substr( hash_hmac( 'sha256', 'transcript|' . $message['id'] . '|' . $message['created_at'], wp_salt( 'auth' ) ), 0, 10 );
		/* translators: %s: a random-looking code. */
		return '=== ' . sprintf( __( 'Docent transcript %s', 'docent' ), $token ) . ' ===';
	}

	/**
	 * WordPress's default From is wordpress@<host>, which PHPMailer refuses when the host has no dot
	 * (a site on http://localhost). Only then do Docent's mails fall back to the site admin's address.
	 *
	 * @param string $from From address after other filters.
	 */
	public static function valid_from( $from ): string {
		$admin = (string) get_option( 'admin_email' );
		return ! is_email( (string) $from ) && is_email( $admin ) ? $admin : (string) $from;
	}

	/**
	 * A sender's name made safe for wp_mail()'s address parsing: it splits Reply-To on commas and
	 * reads "Name <address>" with a regex, so characters that would smuggle in a second address go.
	 * (CR and LF were already refused at validation.)
	 *
	 * @param string $name Sender's name.
	 */
	public static function display_name( string $name ): string {
		$clean = trim( (string) preg_replace( '/[\x00-\x1f\x7f,;:<>"\\\\@]+/u', ' ', $name ) );
		return '' === $clean ? __( 'Visitor', 'docent' ) : $clean;
	}
}
