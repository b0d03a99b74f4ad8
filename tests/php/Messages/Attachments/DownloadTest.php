<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages\Attachments;

use Docent\Messages\Attachments\Download;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Attachments_TestCase.php';

/**
 * An attached file is served to administrators only, with the link's nonce, as a download the
 * browser must not sniff; everyone else gets a 403 through the real admin-post handler.
 */
final class DownloadTest extends Attachments_TestCase {

	/**
	 * The upload id of a sent message's file.
	 */
	private function sent_upload(): int {
		wp_set_current_user( 0 );
		$this->assertStatus( 201, $this->send( array( 'attachment_token' => $this->uploaded_token() ) ) );
		return (int) self::uploads()->for_message( $this->stored()[0]['id'] )[0]['id'];
	}

	/**
	 * Runs the admin-post handler for one request and returns the status it died with
	 * (wp_die() turned into an exception).
	 *
	 * @param int    $id    Upload id.
	 * @param string $nonce The link's nonce.
	 */
	private function handler_status( int $id, string $nonce ): int {
		$_GET['id']       = (string) $id;
		$_GET['_wpnonce'] = $nonce;
		$die              = static function ( $message, $title, $args ) {
			unset( $title );
			throw new \RuntimeException( (string) $message, (int) ( $args['response'] ?? 500 ) );
		};
		$handler          = static fn() => $die;
		add_filter( 'wp_die_handler', $handler );
		try {
			do_action( is_user_logged_in() ? 'admin_post_' . Download::ACTION : 'admin_post_nopriv_' . Download::ACTION );
			$this->fail( 'The handler served the file.' );
		} catch ( \RuntimeException $died ) {
			return $died->getCode();
		} finally {
			remove_filter( 'wp_die_handler', $handler );
			unset( $_GET['id'], $_GET['_wpnonce'] );
		}
	}

	public function test_an_administrator_with_the_links_nonce_gets_the_file(): void {
		$id = $this->sent_upload();
		$this->act_as( 'administrator' );
		$url = Download::url( $id );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$upload = ( new Download( self::uploads() ) )->check( $id, $query['_wpnonce'] );
		$this->assertIsArray( $upload );
		$this->assertSame( self::bytes( 'png' ), $this->stored_bytes( $id ) );

		$headers = Download::headers( $upload );
		$this->assertSame( 'image/png', $headers['Content-Type'] );
		$this->assertSame( '70', $headers['Content-Length'] );
		$this->assertStringStartsWith( 'attachment; filename="screenshot.png"', $headers['Content-Disposition'] );
		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'] );
		$this->assertStringContainsString( 'sandbox', $headers['Content-Security-Policy'] );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function others(): array {
		return array(
			'logged out' => array( 'anonymous' ),
			'subscriber' => array( 'subscriber' ),
			'editor'     => array( 'editor' ),
		);
	}

	/**
	 * @dataProvider others
	 *
	 * @param string $role Who asks.
	 */
	public function test_anyone_else_gets_403_even_with_a_nonce_of_their_own( string $role ): void {
		$id = $this->sent_upload();
		$this->act_as( $role );
		$this->assertSame( 403, $this->handler_status( $id, wp_create_nonce( Download::nonce_action( $id ) ) ) );
	}

	public function test_an_administrator_without_the_nonce_gets_403_and_a_missing_file_404(): void {
		$id = $this->sent_upload();
		$this->act_as( 'administrator' );
		$this->assertSame( 403, $this->handler_status( $id, 'not-a-nonce' ) );
		$this->assertSame( 403, $this->handler_status( $id, wp_create_nonce( Download::nonce_action( $id + 1 ) ) ) );

		self::module()->store()->delete( $this->stored()[0]['id'] );
		$this->assertSame( 404, $this->handler_status( $id, wp_create_nonce( Download::nonce_action( $id ) ) ) );
	}

	public function test_an_upload_no_message_claimed_is_not_served(): void {
		$this->uploaded_token();
		$id = (int) $this->all_uploads()[0]['id'];
		$this->act_as( 'administrator' );
		$this->assertSame( 404, $this->handler_status( $id, wp_create_nonce( Download::nonce_action( $id ) ) ) );
	}
}
