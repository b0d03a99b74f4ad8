<?php
/**
 * One contact message in full, as the inbox shows it.
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Messages\Messages;
use Docent\Support\Plain_Text;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The inbox's read view, and the delivery state, status and date as the list shows them too.
 */
final class Inbox_Message_View {

	/**
	 * Prints one message in full: its details, the thread, the reply form and its actions.
	 *
	 * @param array<string, mixed>                   $message A row from Store.
	 * @param Messages                               $messages The Messaging feature.
	 * @param array{error: WP_Error|null, draft: string} $reply  A reply refused on this request, if any.
	 * @param string                                 $done    What the last request did ("reply").
	 */
	public static function render( array $message, Messages $messages, array $reply, string $done ): void {
		$id = (int) $message['id'];
		echo '<h1>' . esc_html__( 'Message', 'docent' ) . '</h1>';
		echo '<p><a href="' . esc_url( Inbox_Page::url() ) . '">&larr; ' . esc_html__( 'Back to the inbox', 'docent' ) . '</a></p>';
		if ( $reply['error'] ) {
			echo '<div class="notice notice-error" role="alert"><p>' . esc_html( $reply['error']->get_error_message() ) . '</p></div>';
		} elseif ( 'reply' === $done ) {
			echo '<div class="notice notice-success is-dismissible"><p>' . esc_html__( 'Reply sent.', 'docent' ) . '</p></div>';
		}
		echo '<table class="form-table" role="presentation"><tbody>';
		self::row(
			__( 'From', 'docent' ),
			esc_html( Plain_Text::single_line( (string) $message['name'] ) ) . ' &lt;<a href="' . esc_url( 'mailto:' . $message['email'] ) . '">' . esc_html( $message['email'] ) . '</a>&gt;'
		);
		self::row( __( 'Received', 'docent' ), esc_html( self::local_date( $message['created_at'] ) ) );
		if ( '' !== $message['page_url'] ) {
			self::row( __( 'Sent from', 'docent' ), '<a href="' . esc_url( $message['page_url'] ) . '">' . esc_html( $message['page_url'] ) . '</a>' );
		}
		if ( $message['attachment_id'] ) {
			$url  = wp_get_attachment_url( $message['attachment_id'] );
			$file = get_attached_file( $message['attachment_id'] );
			self::row(
				__( 'Attachment', 'docent' ),
				$url ? '<a href="' . esc_url( $url ) . '">' . esc_html( $file ? wp_basename( $file ) : $url ) . '</a>' : esc_html__( 'No longer in the media library.', 'docent' )
			);
		}
		// Files a visitor uploaded (Messages\Attachments): label and escaped HTML per row.
		foreach ( (array) apply_filters( 'docent_inbox_message_rows', array(), $message ) as $extra ) {
			self::row( (string) $extra[0], (string) $extra[1] );
		}
		self::row( __( 'Delivery', 'docent' ), self::delivery_html( $message ) );
		self::row( __( 'Status', 'docent' ), '<span class="docent-state docent-state-' . esc_attr( $message['state'] ) . '">' . esc_html( self::state_label( $message['state'] ) ) . '</span>' );
		echo '</tbody></table>';

		Inbox_Thread_View::render( $message, $messages->replies()->for_message( $id ) );
		Inbox_Thread_View::reply_form( $message, $messages->reply_sender()->reply_to(), $reply['draft'] );

		echo '<p class="docent-inbox-actions">';
		foreach ( array( 'closed' => __( 'Close', 'docent' ), 'open' => __( 'Reopen', 'docent' ), 'answered' => __( 'Mark answered', 'docent' ) ) as $state => $label ) {
			if ( $state !== $message['state'] ) {
				echo '<a class="button" href="' . esc_url( Inbox_Page::action_url( $state, $id ) ) . '">' . esc_html( $label ) . '</a> ';
			}
		}
		echo '<a class="button" href="' . esc_url( Inbox_Page::action_url( 'unread', $id ) ) . '">' . esc_html__( 'Mark unread', 'docent' ) . '</a> ';
		if ( 'delivered' !== $message['delivery'] ) {
			echo '<a class="button" href="' . esc_url( Inbox_Page::action_url( 'resend', $id ) ) . '">' . esc_html__( 'Resend', 'docent' ) . '</a> ';
		}
		echo '<a class="button button-link-delete" href="' . esc_url( Inbox_Page::action_url( 'delete', $id ) ) . '">' . esc_html__( 'Delete', 'docent' ) . '</a>';
		echo '</p>';
	}

	/**
	 * A state as the inbox names it.
	 *
	 * @param string $state open|answered|closed.
	 */
	public static function state_label( string $state ): string {
		$labels = array(
			'open'     => __( 'Open', 'docent' ),
			'answered' => __( 'Answered', 'docent' ),
			'closed'   => __( 'Closed', 'docent' ),
		);
		return $labels[ $state ] ?? $labels['open'];
	}

	/**
	 * A message's delivery state as escaped HTML.
	 *
	 * @param array<string, mixed> $message A row from Store.
	 */
	public static function delivery_html( array $message ): string {
		if ( 'delivered' === $message['delivery'] ) {
			return '<span class="docent-delivered">' . esc_html__( 'Delivered', 'docent' ) . '</span>';
		}
		$html = '<span class="docent-undelivered">' . esc_html__( 'Not delivered', 'docent' ) . '</span>';
		if ( '' !== $message['delivery_error'] ) {
			$html .= ' <span class="description">' . esc_html( $message['delivery_error'] ) . '</span>';
		}
		return $html;
	}

	/**
	 * A GMT database date in the site's time zone and format.
	 *
	 * @param string $gmt Y-m-d H:i:s in UTC.
	 */
	public static function local_date( string $gmt ): string {
		return get_date_from_gmt( $gmt, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) );
	}

	/**
	 * One labelled row of the read view.
	 *
	 * @param string $label Plain label.
	 * @param string $html  Escaped HTML value.
	 */
	private static function row( string $label, string $html ): void {
		echo '<tr><th scope="row">' . esc_html( $label ) . '</th><td>' . $html . '</td></tr>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- callers pass escaped HTML.
	}
}
