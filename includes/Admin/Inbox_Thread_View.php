<?php
/**
 * A contact message as a thread: the visitor's text, the assistant's transcript, the site's replies.
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Support\Plain_Text;

defined( 'ABSPATH' ) || exit;

/**
 * The visitor's text is printed as text, whatever it imitates. The transcript comes only from the
 * message's own column, which the server fills from the chat turns it stored, and is drawn as its
 * own labelled block that the visitor's text cannot produce.
 */
final class Inbox_Thread_View {

	/**
	 * Prints the thread, oldest first.
	 *
	 * @param array<string, mixed>             $message A row from Store.
	 * @param array<int, array<string, mixed>> $replies Rows from Replies, oldest first.
	 */
	public static function render( array $message, array $replies ): void {
		$name = Plain_Text::single_line( (string) $message['name'] );
		echo '<h2>' . esc_html__( 'Conversation', 'docent' ) . '</h2>';
		echo '<ol class="docent-thread">';
		echo '<li class="docent-from-visitor">';
		/* translators: 1: sender's name, 2: date and time. */
		echo '<p class="docent-thread-meta">' . esc_html( sprintf( __( '%1$s wrote on %2$s:', 'docent' ), $name, Inbox_Message_View::local_date( $message['created_at'] ) ) ) . '</p>';
		echo '<div class="docent-inbox-body">' . nl2br( esc_html( Plain_Text::multi_line( (string) $message['body'] ) ) ) . '</div>';
		if ( $message['transcript'] ) {
			self::transcript( (int) $message['id'], $message['transcript'] );
		}
		echo '</li>';
		foreach ( $replies as $reply ) {
			$author = get_userdata( (int) $reply['author_id'] );
			$who    = $author ? $author->display_name : __( 'A former user', 'docent' );
			echo '<li class="docent-from-site">';
			/* translators: 1: the replying user's name, 2: date and time. */
			echo '<p class="docent-thread-meta">' . esc_html( sprintf( __( 'Reply by %1$s on %2$s', 'docent' ), $who, Inbox_Message_View::local_date( $reply['created_at'] ) ) ) . ' · ' . Inbox_Message_View::delivery_html( $reply ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- delivery_html() escapes.
			if ( 'delivered' !== $reply['delivery'] ) {
				echo ' · <a href="' . esc_url( Inbox_Page::resend_reply_url( (int) $message['id'], (int) $reply['id'] ) ) . '">' . esc_html__( 'Send again', 'docent' ) . '</a>';
			}
			echo '</p>';
			echo '<div class="docent-reply-body">' . nl2br( esc_html( $reply['body'] ) ) . '</div>';
			echo '</li>';
		}
		echo '</ol>';
	}

	/**
	 * The assistant's transcript as the server stored it: question, answer and links per turn.
	 *
	 * @param int                              $id    Message id (for unique element ids).
	 * @param array<int, array<string, mixed>> $turns Turns, oldest first.
	 */
	private static function transcript( int $id, array $turns ): void {
		$heading = 'docent-transcript-' . $id;
		echo '<section class="docent-transcript" aria-labelledby="' . esc_attr( $heading ) . '">';
		echo '<h3 id="' . esc_attr( $heading ) . '"><span class="dashicons dashicons-format-chat" aria-hidden="true"></span> ' . esc_html__( 'Conversation with the assistant', 'docent' ) . '</h3>';
		echo '<p class="description">' . esc_html__( 'Recorded by this site when the visitor asked for a person; the visitor could not change it.', 'docent' ) . '</p>';
		echo '<dl>';
		foreach ( $turns as $turn ) {
			echo '<dt>' . esc_html__( 'Visitor:', 'docent' ) . ' ' . esc_html( $turn['question'] ) . '</dt>';
			echo '<dd>' . esc_html__( 'Assistant:', 'docent' ) . ' ' . nl2br( esc_html( $turn['answer'] ) );
			foreach ( $turn['links'] as $link ) {
				echo '<br>' . esc_html__( 'Read more:', 'docent' ) . ' <a href="' . esc_url( $link['permalink'] ) . '">' . esc_html( $link['title'] ) . '</a>';
			}
			echo '</dd>';
		}
		echo '</dl></section>';
	}

	/**
	 * The reply form: a nonce for this message, the text, and where the mail goes.
	 *
	 * @param array<string, mixed> $message  A row from Store.
	 * @param string[]             $reply_to The Reply-To addresses the mail will carry.
	 * @param string               $draft    Text to show again after a refused reply.
	 */
	public static function reply_form( array $message, array $reply_to, string $draft ): void {
		$id  = (int) $message['id'];
		$url = Inbox_Page::url(
			array(
				'action'  => 'reply',
				'message' => $id,
			)
		);
		echo '<form method="post" class="docent-reply-form" action="' . esc_url( $url ) . '">';
		wp_nonce_field( Inbox_Page::nonce_action( 'reply', $id ) );
		/* translators: %s: sender's name. */
		echo '<h2><label for="docent-reply">' . esc_html( sprintf( __( 'Reply to %s', 'docent' ), Plain_Text::single_line( (string) $message['name'] ) ) ) . '</label></h2>';
		echo '<textarea id="docent-reply" name="reply" rows="8" required maxlength="' . esc_attr( (string) \Docent\Messages\Replies::BODY_MAX ) . '" aria-describedby="docent-reply-help">' . esc_textarea( $draft ) . '</textarea>';
		echo '<p class="description" id="docent-reply-help">' . esc_html(
			sprintf(
				/* translators: 1: visitor's email address, 2: addresses their answer goes to. */
				__( 'Emailed from this site to %1$s. Their answer goes to %2$s (Reply-To, set in Docent’s Messaging settings). Sending marks the message answered.', 'docent' ),
				$message['email'],
				implode( ', ', $reply_to )
			)
		) . '</p>';
		echo '<p><button type="submit" class="button button-primary">' . esc_html__( 'Send reply', 'docent' ) . '</button></p>';
		echo '</form>';
	}
}
