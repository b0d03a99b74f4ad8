<?php
/**
 * The inbox's list of contact messages, as wp-admin shows it.
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Messages\Messages;

defined( 'ABSPATH' ) || exit;

/**
 * The inbox's list view: its heading, the notices left by the last action, and the table of
 * messages in a form for the bulk actions.
 */
final class Inbox_List_View {

	/**
	 * Prints the list of messages.
	 *
	 * @param Messages             $messages The Messaging feature.
	 * @param array<string, mixed> $request  Query arguments.
	 */
	public static function render( Messages $messages, array $request ): void {
		echo '<h1 class="wp-heading-inline">' . esc_html__( 'Inbox', 'docent' ) . '</h1><hr class="wp-header-end">';
		self::notices( $messages, $request );
		$table = new Inbox_List_Table( $messages->store() );
		$table->prepare_items();
		$table->views();
		echo '<form method="get">';
		echo '<input type="hidden" name="post_type" value="docs">';
		echo '<input type="hidden" name="page" value="' . esc_attr( Inbox_Page::SLUG ) . '">';
		$table->display();
		echo '</form>';
	}

	/**
	 * Results of the last action, and a warning when the bot check cannot be verified.
	 *
	 * @param Messages             $messages The Messaging feature.
	 * @param array<string, mixed> $request  Query arguments.
	 */
	private static function notices( Messages $messages, array $request ): void {
		if ( $messages->turnstile()->enabled() && ! $messages->turnstile()->verifiable() ) {
			printf(
				'<div class="notice notice-warning"><p>%s</p></div>',
				esc_html__( 'A Cloudflare Turnstile site key is set but the secret key is not, so messages are accepted without verifying the bot check. Add the secret key in Docent’s Messaging settings.', 'docent' )
			);
		}
		$done  = isset( $request['done'] ) ? (string) $request['done'] : '';
		$count = isset( $request['count'] ) ? absint( $request['count'] ) : 0;
		$fails = isset( $request['fails'] ) ? absint( $request['fails'] ) : 0;
		$texts = array(
			/* translators: %s: number of messages. */
			'read'     => _n( '%s message marked read.', '%s messages marked read.', $count, 'docent' ),
			/* translators: %s: number of messages. */
			'unread'   => _n( '%s message marked unread.', '%s messages marked unread.', $count, 'docent' ),
			/* translators: %s: number of messages. */
			'delete'   => _n( '%s message deleted.', '%s messages deleted.', $count, 'docent' ),
			/* translators: %s: number of messages. */
			'resend'   => _n( '%s message sent.', '%s messages sent.', $count, 'docent' ),
			/* translators: %s: number of messages. */
			'open'     => _n( '%s message reopened.', '%s messages reopened.', $count, 'docent' ),
			/* translators: %s: number of messages. */
			'answered' => _n( '%s message marked answered.', '%s messages marked answered.', $count, 'docent' ),
			/* translators: %s: number of messages. */
			'closed'   => _n( '%s message closed.', '%s messages closed.', $count, 'docent' ),
		);
		if ( isset( $texts[ $done ] ) ) {
			printf( '<div class="notice notice-success is-dismissible"><p>%s</p></div>', esc_html( sprintf( $texts[ $done ], number_format_i18n( $count ) ) ) );
		}
		if ( 'resend' === $done && $fails ) {
			printf(
				'<div class="notice notice-error"><p>%s</p></div>',
				/* translators: %s: number of messages. */
				esc_html( sprintf( _n( '%s message could not be sent; see its delivery error.', '%s messages could not be sent; see their delivery errors.', $fails, 'docent' ), number_format_i18n( $fails ) ) )
			);
		}
	}
}
