<?php
/**
 * An attached file, downloaded by an administrator from the inbox.
 *
 * @package Docent
 */

namespace Docent\Messages\Attachments;

use Docent\Admin\Inbox_Page;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * admin-post.php?action=docent_attachment&id=…&_wpnonce=…: for users who may read the inbox, with
 * the link's nonce; 403 for anyone else, logged in or not. The file goes out as a download
 * (Content-Disposition: attachment) that the browser must not sniff or run as a page.
 */
final class Download {

	public const ACTION = 'docent_attachment';

	/**
	 * The uploads table.
	 *
	 * @var Upload_Store
	 */
	private Upload_Store $store;

	/**
	 * @param Upload_Store $store The uploads table.
	 */
	public function __construct( Upload_Store $store ) {
		$this->store = $store;
	}

	/**
	 * Hooks the handler for logged-in and logged-out requests alike (the latter only to refuse them).
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * The download link of one upload, with its nonce (not yet escaped for HTML).
	 *
	 * @param int $id Upload id.
	 */
	public static function url( int $id ): string {
		$args = array(
			'action'   => self::ACTION,
			'id'       => $id,
			'_wpnonce' => wp_create_nonce( self::nonce_action( $id ) ),
		);
		return add_query_arg( $args, admin_url( 'admin-post.php' ) );
	}

	/**
	 * The nonce action of one upload's link.
	 *
	 * @param int $id Upload id.
	 */
	public static function nonce_action( int $id ): string {
		return self::ACTION . '_' . $id;
	}

	/**
	 * Serves the request: the file, or an error page (403, 404).
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- verified in check().
		$id    = isset( $_GET['id'] ) ? absint( wp_unslash( $_GET['id'] ) ) : 0;
		$nonce = isset( $_GET['_wpnonce'] ) ? sanitize_key( wp_unslash( $_GET['_wpnonce'] ) ) : '';
		// phpcs:enable
		$upload = $this->check( $id, $nonce );
		if ( is_wp_error( $upload ) ) {
			wp_die( esc_html( $upload->get_error_message() ), esc_html__( 'Attachment', 'docent' ), array( 'response' => (int) $upload->get_error_data()['status'] ) );
		}
		foreach ( self::headers( $upload ) as $name => $value ) {
			header( $name . ': ' . $value );
		}
		$this->store->chunks()->output( (int) $upload['id'] );
		exit;
	}

	/**
	 * The upload the current user may download, or why not.
	 *
	 * @param int    $id    Upload id.
	 * @param string $nonce The link's nonce.
	 * @return array<string, mixed>|WP_Error 403 without the capability or the nonce, 404 when there is no such file.
	 */
	public function check( int $id, string $nonce ) {
		if ( ! current_user_can( Inbox_Page::CAPABILITY ) || ! wp_verify_nonce( $nonce, self::nonce_action( $id ) ) ) {
			return new WP_Error( 'docent_attachment_forbidden', __( 'Sorry, you are not allowed to download this file.', 'docent' ), array( 'status' => 403 ) );
		}
		$upload = $this->store->find( $id );
		// Only a file a message carries: an unclaimed upload is nobody's message yet.
		if ( ! $upload || $upload['message_id'] <= 0 ) {
			return new WP_Error( 'docent_attachment_missing', __( 'This file is no longer here.', 'docent' ), array( 'status' => 404 ) );
		}
		return $upload;
	}

	/**
	 * The response headers of a download.
	 *
	 * @param array<string, mixed> $upload A row from Upload_Store.
	 * @return array<string, string>
	 */
	public static function headers( array $upload ): array {
		$name  = (string) $upload['file_name'];
		$ascii = (string) preg_replace( '/[^A-Za-z0-9._-]+/', '_', $name );
		return array(
			'Content-Type'            => (string) $upload['mime_type'],
			'Content-Length'          => (string) (int) $upload['size'],
			'Content-Disposition'     => 'attachment; filename="' . $ascii . '"; filename*=UTF-8\'\'' . rawurlencode( $name ),
			'X-Content-Type-Options'  => 'nosniff',
			'Content-Security-Policy' => "default-src 'none'; sandbox",
			'Cache-Control'           => 'private, no-store, max-age=0',
			'Referrer-Policy'         => 'no-referrer',
		);
	}
}
