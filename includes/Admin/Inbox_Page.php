<?php
/**
 * The contact-message inbox in wp-admin: list, read, reply (and send a failed reply again), mark
 * read/unread, open/answered/closed, resend, delete.
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
	public const ACTIONS = array( 'read', 'unread', 'resend', 'delete', 'open', 'answered', 'closed' );

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
	 * A reply that was refused on this request: the error and the text typed, shown again.
	 *
	 * @var array{error: WP_Error|null, draft: string}
	 */
	private array $reply = array(
		'error' => null,
		'draft' => '',
	);

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
	 * @param string $action One of ACTIONS, view, reply or resend-reply.
	 * @param int    $id     Message id (a reply's id for resend-reply).
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
		// The page's load hook runs after the menu is drawn: mark the opened message first, so the badge counts it read.
		$this->mark_opened_read( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification -- it verifies the nonce.
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
		$action = Inbox_Request::action( $request );
		if ( '' === $action ) {
			return;
		}
		$ids   = Inbox_Request::ids( $request );
		$nonce = Inbox_Request::nonce( $request );

		if ( 'view' === $action ) {
			$this->mark_opened_read( $request );
			return;
		}
		if ( 'reply' === $action ) {
			$this->handle_reply( $ids, $nonce, is_string( $request['reply'] ?? null ) ? $request['reply'] : '' );
			return;
		}
		if ( 'resend-reply' === $action ) {
			$this->handle_resend_reply( $ids, $nonce, absint( $request['reply'] ?? 0 ) );
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
	 * Opening a message from the list (a link with its nonce) marks it read; a bare link only shows it.
	 *
	 * @param array<string, mixed> $request Request arguments.
	 */
	private function mark_opened_read( array $request ): void {
		$ids = Inbox_Request::ids( $request );
		if ( self::SLUG === ( $request['page'] ?? self::SLUG ) && 'view' === Inbox_Request::action( $request ) && 1 === count( $ids ) && current_user_can( self::CAPABILITY ) && wp_verify_nonce( Inbox_Request::nonce( $request ), self::nonce_action( 'view', $ids[0] ) ) ) {
			$this->messages->store()->set_status( $ids[0], 'read' );
		}
	}

	/**
	 * A reply posted from the message screen: sent, then back to the thread; refused, the screen
	 * shows why with the text kept, answered with the error's status.
	 *
	 * @param int[]  $ids   Message ids (one).
	 * @param string $nonce The request's _wpnonce.
	 * @param string $text  The reply.
	 */
	private function handle_reply( array $ids, string $nonce, string $text ): void {
		$sent = $this->reply( 1 === count( $ids ) ? $ids[0] : 0, $text, $nonce );
		if ( ! is_wp_error( $sent ) ) {
			wp_safe_redirect( self::url( array( 'action' => 'view', 'message' => $ids[0], 'done' => 'reply' ) ) );
			exit;
		}
		$this->reply = array(
			'error' => $sent,
			// A reply that was stored is in the thread already; only a refused one is typed again.
			'draft' => 'docent_reply_not_sent' === $sent->get_error_code() ? '' : $text,
		);
		status_header( (int) ( $sent->get_error_data()['status'] ?? 400 ) );
	}

	/**
	 * "Send again" on a reply whose mail failed: sent, back to the thread; not, the thread shows why.
	 *
	 * @param int[]  $ids      Message ids (one).
	 * @param string $nonce    The link's _wpnonce.
	 * @param int    $reply_id The reply.
	 */
	private function handle_resend_reply( array $ids, string $nonce, int $reply_id ): void {
		$sent = $this->resend_reply( 1 === count( $ids ) ? $ids[0] : 0, $reply_id, $nonce );
		if ( ! is_wp_error( $sent ) ) {
			wp_safe_redirect( self::url( array( 'action' => 'view', 'message' => $ids[0], 'done' => 'reply' ) ) );
			exit;
		}
		$this->reply['error'] = $sent;
		status_header( (int) ( $sent->get_error_data()['status'] ?? 400 ) );
	}

	/**
	 * Mails a failed reply again after checking the capability and the nonce (Reply_Sender checks
	 * that the reply answers that message).
	 *
	 * @param int    $id       Message id.
	 * @param int    $reply_id Reply id.
	 * @param string $nonce    The link's _wpnonce.
	 * @return true|WP_Error
	 */
	public function resend_reply( int $id, int $reply_id, string $nonce ) {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return new WP_Error( 'docent_inbox_forbidden', __( 'Sorry, you are not allowed to manage contact messages.', 'docent' ), array( 'status' => 403 ) );
		}
		if ( ! $reply_id || ! wp_verify_nonce( $nonce, self::nonce_action( 'resend-reply', $reply_id ) ) ) {
			return new WP_Error( 'docent_inbox_bad_nonce', __( 'The link you followed has expired. Please go back to the inbox and try again.', 'docent' ), array( 'status' => 403 ) );
		}
		return $this->messages->reply_sender()->resend( $id, $reply_id );
	}

	/**
	 * A link that mails a failed reply again.
	 *
	 * @param int $id       Message id.
	 * @param int $reply_id Reply id.
	 */
	public static function resend_reply_url( int $id, int $reply_id ): string {
		return wp_nonce_url(
			self::url(
				array(
					'action'  => 'resend-reply',
					'message' => $id,
					'reply'   => $reply_id,
				)
			),
			self::nonce_action( 'resend-reply', $reply_id )
		);
	}

	/**
	 * Answers one message after checking the capability and the nonce.
	 *
	 * @param int    $id    Message id.
	 * @param string $text  The reply as typed.
	 * @param string $nonce The form's _wpnonce.
	 * @return int|WP_Error The reply's id, or why not.
	 */
	public function reply( int $id, string $text, string $nonce ) {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return new WP_Error( 'docent_inbox_forbidden', __( 'Sorry, you are not allowed to manage contact messages.', 'docent' ), array( 'status' => 403 ) );
		}
		if ( ! $id || ! wp_verify_nonce( $nonce, self::nonce_action( 'reply', $id ) ) ) {
			return new WP_Error( 'docent_inbox_bad_nonce', __( 'The link you followed has expired. Please go back to the inbox and try again.', 'docent' ), array( 'status' => 403 ) );
		}
		return $this->messages->reply_sender()->send( $id, $text, get_current_user_id() );
	}

	/**
	 * Runs one action on some messages after checking the capability and the nonce.
	 *
	 * @param string $action One of ACTIONS.
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
				case 'open':
				case 'answered':
				case 'closed':
					$count += $store->set_state( $id, $action ) ? 1 : 0;
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
		Inbox_Styles::print();
		$ids = Inbox_Request::ids( $request );
		if ( in_array( Inbox_Request::action( $request ), array( 'view', 'reply' ), true ) && 1 === count( $ids ) ) {
			$message = $this->messages->store()->find( $ids[0] );
			if ( $message ) {
				Inbox_Message_View::render( $message, $this->messages, $this->reply, (string) ( $request['done'] ?? '' ) );
				echo '</div>';
				return;
			}
		}
		Inbox_List_View::render( $this->messages, $request );
		echo '</div>';
	}
}
