<?php
/**
 * The inbox's message list.
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Messages\Store;
use Docent\Support\Plain_Text;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Messages newest first, unread ones marked, with their status, row and bulk actions.
 */
final class Inbox_List_Table extends \WP_List_Table {

	public const PER_PAGE = 20;

	/**
	 * The messages table.
	 *
	 * @var Store
	 */
	private Store $store;

	/**
	 * @param Store $store The messages table.
	 */
	public function __construct( Store $store ) {
		$this->store = $store;
		parent::__construct(
			array(
				'singular' => 'message',
				'plural'   => 'messages',
				'ajax'     => false,
				'screen'   => 'docs_page_' . Inbox_Page::SLUG,
			)
		);
	}

	/**
	 * The filter the list shows: all, unread, a status (open, answered, closed) or undelivered.
	 */
	private function filter(): string {
		// phpcs:ignore WordPress.Security.NonceVerification -- a read-only filter.
		$filter = isset( $_GET['filter'] ) && is_string( $_GET['filter'] ) ? sanitize_key( wp_unslash( $_GET['filter'] ) ) : '';
		return in_array( $filter, array_merge( array( 'unread', 'undelivered' ), Store::STATES ), true ) ? $filter : 'all';
	}

	/**
	 * Loads the current page of messages.
	 */
	public function prepare_items(): void {
		$filter                = $this->filter();
		$result                = $this->store->query(
			array(
				'status'   => 'unread' === $filter ? 'unread' : '',
				'state'    => in_array( $filter, Store::STATES, true ) ? $filter : '',
				'delivery' => 'undelivered' === $filter ? 'undelivered' : '',
				'per_page' => self::PER_PAGE,
				'page'     => $this->get_pagenum(),
			)
		);
		$this->items           = $result['items'];
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'sender' );
		$this->set_pagination_args(
			array(
				'total_items' => $result['total'],
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * @return array<string, string>
	 */
	public function get_columns() {
		return array(
			'cb'       => '<input type="checkbox" />',
			'sender'   => __( 'From', 'docent' ),
			'excerpt'  => __( 'Message', 'docent' ),
			'state'    => __( 'Status', 'docent' ),
			'delivery' => __( 'Delivery', 'docent' ),
			'received' => __( 'Received', 'docent' ),
		);
	}

	/**
	 * All | Unread | Open | Answered | Closed | Not delivered.
	 *
	 * @return array<string, string>
	 */
	protected function get_views() {
		$current = $this->filter();
		$views   = array(
			'all'         => __( 'All', 'docent' ),
			'unread'      => __( 'Unread', 'docent' ),
			'open'        => Inbox_Message_View::state_label( 'open' ),
			'answered'    => Inbox_Message_View::state_label( 'answered' ),
			'closed'      => Inbox_Message_View::state_label( 'closed' ),
			'undelivered' => __( 'Not delivered', 'docent' ),
		);
		$links   = array();
		foreach ( $views as $key => $label ) {
			$url           = 'all' === $key ? Inbox_Page::url() : Inbox_Page::url( array( 'filter' => $key ) );
			$links[ $key ] = sprintf(
				'<a href="%1$s"%2$s>%3$s</a>',
				esc_url( $url ),
				$current === $key ? ' class="current" aria-current="page"' : '',
				esc_html( $label )
			);
		}
		return $links;
	}

	/**
	 * @return array<string, string>
	 */
	protected function get_bulk_actions() {
		return array(
			'read'     => __( 'Mark read', 'docent' ),
			'unread'   => __( 'Mark unread', 'docent' ),
			'answered' => __( 'Mark answered', 'docent' ),
			'closed'   => __( 'Close', 'docent' ),
			'open'     => __( 'Reopen', 'docent' ),
			'resend'   => __( 'Resend', 'docent' ),
			'delete'   => __( 'Delete', 'docent' ),
		);
	}

	/**
	 * Unread rows get a class so they stand out.
	 *
	 * @param array<string, mixed> $item A row from Store.
	 */
	public function single_row( $item ) {
		echo '<tr class="' . ( 'unread' === $item['status'] ? 'docent-unread' : 'docent-read' ) . '">';
		$this->single_row_columns( $item );
		echo '</tr>';
	}

	/**
	 * @param array<string, mixed> $item A row from Store.
	 */
	protected function column_cb( $item ) {
		return sprintf(
			'<label class="screen-reader-text" for="docent-message-%1$d">%2$s</label><input type="checkbox" id="docent-message-%1$d" name="message[]" value="%1$d" />',
			(int) $item['id'],
			/* translators: %s: sender's name. */
			esc_html( sprintf( __( 'Select the message from %s', 'docent' ), Plain_Text::single_line( (string) $item['name'] ) ) )
		);
	}

	/**
	 * Sender, unread marker and row actions.
	 *
	 * @param array<string, mixed> $item A row from Store.
	 */
	protected function column_sender( $item ): string {
		$id   = (int) $item['id'];
		$html = '<a class="row-title" href="' . esc_url( Inbox_Page::action_url( 'view', $id ) ) . '">' . esc_html( Plain_Text::single_line( (string) $item['name'] ) ) . '</a>';
		if ( 'unread' === $item['status'] ) {
			$html .= '<span class="docent-unread-badge">' . esc_html__( 'Unread', 'docent' ) . '</span>';
		}
		$html   .= '<br><span class="description">' . esc_html( $item['email'] ) . '</span>';
		$actions = array(
			'view' => '<a href="' . esc_url( Inbox_Page::action_url( 'view', $id ) ) . '">' . esc_html__( 'Read', 'docent' ) . '</a>',
		);
		if ( 'unread' === $item['status'] ) {
			$actions['read'] = '<a href="' . esc_url( Inbox_Page::action_url( 'read', $id ) ) . '">' . esc_html__( 'Mark read', 'docent' ) . '</a>';
		} else {
			$actions['unread'] = '<a href="' . esc_url( Inbox_Page::action_url( 'unread', $id ) ) . '">' . esc_html__( 'Mark unread', 'docent' ) . '</a>';
		}
		if ( 'delivered' !== $item['delivery'] ) {
			$actions['resend'] = '<a href="' . esc_url( Inbox_Page::action_url( 'resend', $id ) ) . '">' . esc_html__( 'Resend', 'docent' ) . '</a>';
		}
		$actions['delete'] = '<a class="submitdelete" href="' . esc_url( Inbox_Page::action_url( 'delete', $id ) ) . '">' . esc_html__( 'Delete', 'docent' ) . '</a>';
		return $html . $this->row_actions( $actions );
	}

	/**
	 * The first words of the message, and the page it came from.
	 *
	 * @param array<string, mixed> $item A row from Store.
	 */
	protected function column_excerpt( $item ): string {
		// Plain text: cut by characters, not through wp_html_excerpt(), which would drop "<br>" a sender typed.
		$body = Plain_Text::single_line( (string) $item['body'] );
		$html = esc_html( mb_strlen( $body ) > 140 ? mb_substr( $body, 0, 140 ) . '…' : $body );
		if ( $item['attachment_id'] ) {
			$html .= ' <span class="dashicons dashicons-paperclip" aria-hidden="true"></span><span class="screen-reader-text">' . esc_html__( 'Has an attachment', 'docent' ) . '</span>';
		}
		if ( '' !== $item['page_url'] ) {
			$path  = (string) wp_parse_url( $item['page_url'], PHP_URL_PATH );
			$html .= '<br><span class="description">' . esc_html__( 'From page:', 'docent' ) . ' <a href="' . esc_url( $item['page_url'] ) . '">' . esc_html( '' === $path ? '/' : $path ) . '</a></span>';
		}
		return $html;
	}

	/**
	 * @param array<string, mixed> $item A row from Store.
	 */
	protected function column_state( $item ): string {
		return '<span class="docent-state docent-state-' . esc_attr( $item['state'] ) . '">' . esc_html( Inbox_Message_View::state_label( (string) $item['state'] ) ) . '</span>';
	}

	/**
	 * @param array<string, mixed> $item A row from Store.
	 */
	protected function column_delivery( $item ): string {
		return Inbox_Message_View::delivery_html( $item );
	}

	/**
	 * @param array<string, mixed> $item A row from Store.
	 */
	protected function column_received( $item ): string {
		return esc_html( Inbox_Message_View::local_date( (string) $item['created_at'] ) );
	}

	/**
	 * Shown when the list is empty.
	 */
	public function no_items() {
		esc_html_e( 'No messages yet.', 'docent' );
	}
}
