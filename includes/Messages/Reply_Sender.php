<?php
/**
 * Answers a contact message from the inbox: stores the reply with its message, then mails it.
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\Settings\Settings;
use Docent\Support\Plain_Text;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The reply goes from the site (wp_mail's From) to the visitor, with Reply-To the address the owner
 * chose (`message.reply_to`, else the site admin's), so the visitor's answer reaches a person.
 * Stored first, mailed second: a failed mail keeps the reply, marked "failed", and the message open.
 */
final class Reply_Sender {

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
	 * The replies table.
	 *
	 * @var Replies
	 */
	private Replies $replies;

	/**
	 * @param Settings $settings Settings reader.
	 * @param Store    $store    The messages table.
	 * @param Replies  $replies  The replies table.
	 */
	public function __construct( Settings $settings, Store $store, Replies $replies ) {
		$this->settings = $settings;
		$this->store    = $store;
		$this->replies  = $replies;
	}

	/**
	 * Where the visitor's answer goes: `message.reply_to` (comma-separated), else the site admin's address.
	 *
	 * @return string[]
	 */
	public function reply_to(): array {
		$configured = (string) ( $this->settings->get()['message']['reply_to'] ?? '' );
		$list       = array_values( array_filter( array_map( 'trim', explode( ',', $configured ) ), 'is_email' ) );
		return $list ? $list : array_values( array_filter( array( (string) get_option( 'admin_email' ) ), 'is_email' ) );
	}

	/**
	 * Stores and mails a reply; when the mail went out the message becomes answered (and read).
	 *
	 * @param int    $message_id The message answered.
	 * @param string $text       The reply as typed.
	 * @param int    $author_id  The user replying.
	 * @return int|WP_Error The reply's id, or why it was refused (400, 404, 503) or not mailed (502, reply kept).
	 */
	public function send( int $message_id, string $text, int $author_id ) {
		$message = $this->store->find( $message_id );
		if ( ! $message ) {
			return new WP_Error( 'docent_message_not_found', __( 'That message does not exist.', 'docent' ), array( 'status' => 404 ) );
		}
		$text = trim( Plain_Text::multi_line( $text ) );
		if ( Plain_Text::is_blank( $text ) ) {
			return new WP_Error( 'docent_reply_empty', __( 'Write a reply before sending it.', 'docent' ), array( 'status' => 400 ) );
		}
		if ( mb_strlen( $text ) > Replies::BODY_MAX ) {
			return new WP_Error(
				'docent_reply_too_long',
				/* translators: %d: maximum number of characters. */
				sprintf( __( 'A reply may be at most %d characters long.', 'docent' ), Replies::BODY_MAX ),
				array( 'status' => 400 )
			);
		}
		$id = $this->replies->insert( $message_id, $author_id, $text );
		if ( ! $id ) {
			return new WP_Error( 'docent_reply_not_stored', __( 'The reply could not be saved just now. Nothing was sent; please try again.', 'docent' ), array( 'status' => 503 ) );
		}
		$sent = $this->deliver( $message, $id, $text );
		return is_wp_error( $sent ) ? $sent : $id;
	}

	/**
	 * Mails again a reply whose mail failed (the thread's "Send again").
	 *
	 * @param int $message_id The message the reply answers.
	 * @param int $reply_id   The reply.
	 * @return true|WP_Error True when it went out; why not (404 when it is not that message's reply,
	 *                       409, or 502 with the reply still kept).
	 */
	public function resend( int $message_id, int $reply_id ) {
		$reply   = $this->replies->find( $reply_id );
		$message = $reply && $reply['message_id'] === $message_id ? $this->store->find( $message_id ) : null;
		if ( ! $reply || ! $message ) {
			return new WP_Error( 'docent_reply_not_found', __( 'That reply does not exist.', 'docent' ), array( 'status' => 404 ) );
		}
		if ( 'delivered' === $reply['delivery'] ) {
			return new WP_Error( 'docent_reply_already_sent', __( 'This reply was emailed already.', 'docent' ), array( 'status' => 409 ) );
		}
		return $this->deliver( $message, $reply_id, $reply['body'] );
	}

	/**
	 * Mails a stored reply and records how it went; when it went out the message becomes answered
	 * (and read).
	 *
	 * @param array<string, mixed> $message  A row from Store.
	 * @param int                  $reply_id The stored reply.
	 * @param string               $text     Its text.
	 * @return true|WP_Error
	 */
	private function deliver( array $message, int $reply_id, string $text ) {
		$failure = $this->mail( $message, $text );
		$this->replies->record_delivery( $reply_id, '' === $failure, $failure );
		if ( '' !== $failure ) {
			/* translators: %s: why the mail failed. */
			return new WP_Error( 'docent_reply_not_sent', sprintf( __( 'The reply was saved but could not be emailed: %s', 'docent' ), $failure ), array( 'status' => 502 ) );
		}
		$this->store->set_state( (int) $message['id'], 'answered' );
		$this->store->set_status( (int) $message['id'], 'read' );
		return true;
	}

	/**
	 * Mails the reply to the visitor.
	 *
	 * @param array<string, mixed> $message A row from Store.
	 * @param string               $text    The reply.
	 * @return string Why it failed; empty when it went out.
	 */
	private function mail( array $message, string $text ): string {
		$mail    = $this->compose( $message, $text );
		$failure = '';
		$listen  = static function ( WP_Error $error ) use ( &$failure ): void {
			$failure = $error->get_error_message();
		};
		add_action( 'wp_mail_failed', $listen );
		add_filter( 'wp_mail_from', array( Mailer::class, 'valid_from' ), PHP_INT_MAX );
		$sent = wp_mail( $mail['to'], $mail['subject'], $mail['body'], $mail['headers'] );
		remove_filter( 'wp_mail_from', array( Mailer::class, 'valid_from' ), PHP_INT_MAX );
		remove_action( 'wp_mail_failed', $listen );
		if ( $sent ) {
			return '';
		}
		return '' !== $failure ? $failure : __( 'The mail could not be sent.', 'docent' );
	}

	/**
	 * The reply's mail: to the visitor, the reply, then their message quoted.
	 *
	 * @param array<string, mixed> $message A row from Store.
	 * @param string               $text    The reply.
	 * @return array{to: string, subject: string, body: string, headers: string[]}
	 */
	public function compose( array $message, string $text ): array {
		$site   = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
		$quoted = array_map( static fn( string $line ): string => '> ' . $line, explode( "\n", Plain_Text::multi_line( (string) $message['body'] ) ) );
		$lines  = array_merge(
			array( $text, '', '--' ),
			/* translators: 1: date and time in UTC, 2: site name. */
			array( sprintf( __( 'On %1$s UTC you wrote to %2$s:', 'docent' ), $message['created_at'], $site ) ),
			$quoted
		);
		$reply_to = $this->reply_to();
		return array(
			'to'      => Mailer::display_name( Plain_Text::single_line( (string) $message['name'] ) ) . ' <' . $message['email'] . '>',
			/* translators: %s: site name. */
			'subject' => sprintf( __( 'Re: your message to %s', 'docent' ), $site ),
			'body'    => implode( "\n", $lines ) . "\n",
			'headers' => array_merge(
				array( 'Content-Type: text/plain; charset=UTF-8' ),
				$reply_to ? array( 'Reply-To: ' . implode( ', ', $reply_to ) ) : array()
			),
		);
	}
}
