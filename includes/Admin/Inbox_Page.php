<?php
/**
 * The contact-message inbox in wp-admin: list, read, mark read/unread, resend, delete.
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Messages\Messages;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Docs > Inbox (slug docent-inbox), for users with manage_options. Every change is a nonce-checked
 * request handled on the page's load hook, then redirected back so a reload never repeats it.
 */
final class Inbox_Page {

	public const SLUG       = 'docent-inbox';
	public const PARENT     = Menu::PARENT;
	public const CAPABILITY = 'manage_options';

	/**
	 * Actions that change messages.
	 */
	public const ACTIONS = array( 'read', 'unread', 'resend', 'delete' );

	/**
	 * Nonce action for the list's bulk form (WP_List_Table's "bulk-{plural}").
	 */
	public const BULK_NONCE = 'bulk-messages';

	/**
	 * The Messaging feature.
	 *
	 * @var Messages
	 */
	private Messages $messages;

	/**
	 * @param Messages $messages The Messaging feature.
	 */
	public function __construct( Messages $messages ) {
		$this->messages = $messages;
	}

	/**
	 * Hooks the menu entry.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * The inbox's address, with extra query arguments.
	 *
	 * @param array<string, scalar> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( $args, admin_url( 'admin.php?page=' . self::SLUG ) );
	}

	/**
	 * The nonce action for one action on one message.
	 *
	 * @param string $action read, unread, resend, delete or view.
	 * @param int    $id     Message id.
	 */
	public static function nonce_action( string $action, int $id ): string {
		return "docent_message_{$action}_{$id}";
	}

	/**
	 * A nonce-carrying link for one action on one message.
	 *
	 * @param string $action read, unread, resend, delete or view.
	 * @param int    $id     Message id.
	 */
	public static function action_url( string $action, int $id ): string {
		return wp_nonce_url(
			self::url(
				array(
					'action'  => $action,
					'message' => $id,
				)
			),
			self::nonce_action( $action, $id )
		);
	}

	/**
	 * Adds Docs > Inbox, with the unread count as a bubble.
	 */
	public function add_page(): void {
		// admin_menu runs before admin_init, so the table's version check comes first here too.
		$this->messages->store()->maybe_install();
		$unread = current_user_can( self::CAPABILITY ) ? $this->messages->store()->count_unread() : 0;
		$bubble = $unread
			? sprintf( ' <span class="awaiting-mod count-%1$d"><span class="pending-count">%2$s</span></span>', $unread, esc_html( number_format_i18n( $unread ) ) )
			: '';
		$hook   = add_submenu_page(
			self::PARENT,
			__( 'Inbox', 'docent' ),
			esc_html__( 'Inbox', 'docent' ) . $bubble,
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	/**
	 * Handles an action before the page prints anything, then redirects back to the list.
	 */
	public function load(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- perform() verifies the nonce.
		$request = wp_unslash( $_REQUEST );
		// phpcs:enable
		$action = self::requested_action( $request );
		if ( '' === $action ) {
			return;
		}
		$ids   = self::requested_ids( $request );
		$nonce = isset( $request['_wpnonce'] ) ? (string) $request['_wpnonce'] : '';

		if ( 'view' === $action ) {
			// Opening a message from the list (a link with its nonce) marks it read; a bare link only shows it.
			if ( 1 === count( $ids ) && current_user_can( self::CAPABILITY ) && wp_verify_nonce( $nonce, self::nonce_action( 'view', $ids[0] ) ) ) {
				$this->messages->store()->set_status( $ids[0], 'read' );
			}
			return;
		}

		$done = $this->perform( $action, $ids, $nonce );
		if ( is_wp_error( $done ) ) {
			wp_die( esc_html( $done->get_error_message() ), esc_html__( 'Inbox', 'docent' ), array( 'response' => (int) ( $done->get_error_data()['status'] ?? 403 ) ) );
		}
		wp_safe_redirect(
			self::url(
				array(
					'done'  => $action,
					'count' => $done['count'],
					'fails' => $done['failed'],
				)
			)
		);
		exit;
	}

	/**
	 * Runs one action on some messages after checking the capability and the nonce.
	 *
	 * @param string $action read, unread, resend or delete.
	 * @param int[]  $ids    Message ids (one for a row link, several for a bulk action).
	 * @param string $nonce  The request's _wpnonce.
	 * @return array{count:int, failed:int}|WP_Error How many messages were changed, and how many resends failed.
	 */
	public function perform( string $action, array $ids, string $nonce ) {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return new WP_Error( 'docent_inbox_forbidden', __( 'Sorry, you are not allowed to manage contact messages.', 'docent' ), array( 'status' => 403 ) );
		}
		if ( ! in_array( $action, self::ACTIONS, true ) || ! $ids ) {
			return new WP_Error( 'docent_inbox_bad_request', __( 'Unknown action, or no message chosen.', 'docent' ), array( 'status' => 400 ) );
		}
		$valid = 1 === count( $ids ) && wp_verify_nonce( $nonce, self::nonce_action( $action, $ids[0] ) );
		if ( ! $valid && ! wp_verify_nonce( $nonce, self::BULK_NONCE ) ) {
			return new WP_Error( 'docent_inbox_bad_nonce', __( 'The link you followed has expired. Please go back to the inbox and try again.', 'docent' ), array( 'status' => 403 ) );
		}

		$store  = $this->messages->store();
		$count  = 0;
		$failed = 0;
		foreach ( $ids as $id ) {
			switch ( $action ) {
				case 'read':
				case 'unread':
					$count += $store->set_status( $id, $action ) ? 1 : 0;
					break;
				case 'delete':
					$count += $store->delete( $id ) ? 1 : 0;
					break;
				case 'resend':
					if ( $store->find( $id ) ) {
						$sent    = $this->messages->mailer()->deliver( $id );
						$count  += true === $sent ? 1 : 0;
						$failed += true === $sent ? 0 : 1;
					}
					break;
			}
		}
		return array(
			'count'  => $count,
			'failed' => $failed,
		);
	}

	/**
	 * Prints the page: one message when asked for, else the list.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage contact messages.', 'docent' ), 403 );
		}
		// phpcs:disable WordPress.Security.NonceVerification -- read-only view state; changes go through perform().
		$request = wp_unslash( $_GET );
		// phpcs:enable
		echo '<div class="wrap docent-inbox">';
		$this->styles();
		$ids = self::requested_ids( $request );
		if ( 'view' === self::requested_action( $request ) && 1 === count( $ids ) ) {
			$message = $this->messages->store()->find( $ids[0] );
			if ( $message ) {
				Inbox_Message_View::render( $message );
				echo '</div>';
				return;
			}
		}
		Inbox_List_View::render( $this->messages, $request );
		echo '</div>';
	}

	/**
	 * The action asked for: a row link's `action`, or a bulk form's `action` / `action2` (-1 is "none").
	 *
	 * @param array<string, mixed> $request Request arguments.
	 */
	private static function requested_action( array $request ): string {
		foreach ( array( 'action', 'action2' ) as $key ) {
			if ( isset( $request[ $key ] ) && is_string( $request[ $key ] ) && '-1' !== $request[ $key ] && '' !== $request[ $key ] ) {
				return sanitize_key( $request[ $key ] );
			}
		}
		return '';
	}

	/**
	 * The message ids asked for: `message` as one id or a list.
	 *
	 * @param array<string, mixed> $request Request arguments.
	 * @return int[]
	 */
	private static function requested_ids( array $request ): array {
		$raw = $request['message'] ?? array();
		return array_values( array_unique( array_filter( array_map( 'absint', is_array( $raw ) ? $raw : array( $raw ) ) ) ) );
	}

	/**
	 * The page's few styles: unread rows stand out.
	 */
	private function styles(): void {
		echo '<style>
.docent-inbox tr.docent-unread td, .docent-inbox tr.docent-unread th { font-weight: 600; }
.docent-inbox .docent-unread-badge { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 9px; background: #2271b1; color: #fff; font-size: 11px; line-height: 18px; font-weight: 400; }
.docent-inbox .docent-undelivered { color: #b32d2e; font-weight: 600; }
.docent-inbox .docent-delivered { color: #007017; }
.docent-inbox .docent-inbox-body { white-space: normal; max-width: 60em; }
</style>';
	}
}
