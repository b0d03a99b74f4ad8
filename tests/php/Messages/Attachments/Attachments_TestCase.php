<?php
/**
 * Shared helpers for the attachment tests: real files, uploaded through the real route.
 *
 * @package Docent
 */

namespace Docent\Tests\Messages\Attachments;

use Docent\Messages\Attachments\Upload_Store;
use Docent\Tests\Messages\Messages_TestCase;
use WP_REST_Request;
use WP_REST_Response;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Messages_TestCase.php';

/**
 * Base for the attachment tests. Files are written to the temp folder and handed to the route
 * the way PHP hands it a multipart upload ($_FILES: name, type, tmp_name, error, size).
 */
abstract class Attachments_TestCase extends Messages_TestCase {

	public const UPLOAD_ROUTE = '/docent/v1/attachments';

	/**
	 * Smallest real files of each accepted kind (1×1 pixel images, a one-object PDF).
	 */
	public const FILES = array(
		'png'  => 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
		'gif'  => 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
		'jpg'  => '/9j/4AAQSkZJRgABAQEAYABgAAD//gA7Q1JFQVRPUjogZ2QtanBlZyB2MS4wICh1c2luZyBJSkcgSlBFRyB2NjIpLCBxdWFsaXR5ID0gNTAK/9sAQwAQCwwODAoQDg0OEhEQExgoGhgWFhgxIyUdKDozPTw5Mzg3QEhcTkBEV0U3OFBtUVdfYmdoZz5NcXlwZHhcZWdj/9sAQwEREhIYFRgvGhovY0I4QmNjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj/8AAEQgAAQABAwEiAAIRAQMRAf/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/EAB8BAAMBAQEBAQEBAQEAAAAAAAABAgMEBQYHCAkKC//EALURAAIBAgQEAwQHBQQEAAECdwABAgMRBAUhMQYSQVEHYXETIjKBCBRCkaGxwQkjM1LwFWJy0QoWJDThJfEXGBkaJicoKSo1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2RlZmdoaWpzdHV2d3h5eoKDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uLj5OXm5+jp6vLz9PX29/j5+v/aAAwDAQACEQMRAD8A8/ooooA//9k=',
		'webp' => 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
		'pdf'  => 'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyA+PgplbmRvYmoKdHJhaWxlciA8PCAvUm9vdCAxIDAgUiA+PgolJUVPRgo=',
	);

	/**
	 * Temp files made by file(), removed after the test.
	 *
	 * @var string[]
	 */
	private array $temp_files = array();

	/**
	 * The tables exist before any test's transaction starts (DDL would end the transaction).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::module()->attachments()->store()->maybe_install();
	}

	protected function tearDown(): void {
		foreach ( $this->temp_files as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		$this->temp_files = array();
		parent::tearDown();
	}

	/**
	 * The uploads table the plugin built.
	 */
	protected static function uploads(): Upload_Store {
		return self::module()->attachments()->store();
	}

	/**
	 * The bytes of one of FILES.
	 *
	 * @param string $kind png, gif, jpg, webp or pdf.
	 */
	protected static function bytes( string $kind ): string {
		return (string) base64_decode( self::FILES[ $kind ], true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- test fixtures.
	}

	/**
	 * A file as PHP describes an uploaded one.
	 *
	 * @param string $bytes Content.
	 * @param string $name  Name the browser sends.
	 * @param string $type  Type the browser claims.
	 * @return array<string, mixed>
	 */
	protected function file( string $bytes, string $name = 'screenshot.png', string $type = 'image/png' ): array {
		$path = (string) tempnam( sys_get_temp_dir(), 'docent-upload-' );
		file_put_contents( $path, $bytes );
		$this->temp_files[] = $path;
		return array(
			'name'     => $name,
			'type'     => $type,
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => strlen( $bytes ),
		);
	}

	/**
	 * POSTs a file to the upload route.
	 *
	 * @param array<string, mixed>|null $file  From file(); null sends none.
	 * @param string                    $token Turnstile token.
	 */
	protected function upload( ?array $file, string $token = '' ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', self::UPLOAD_ROUTE );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=docent' );
		$request->set_body_params( array( 'token' => $token ) );
		if ( null !== $file ) {
			$request->set_file_params( array( 'file' => $file ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Uploads a PNG and returns its token, asserting it was taken.
	 */
	protected function uploaded_token(): string {
		$response = $this->upload( $this->file( self::bytes( 'png' ) ) );
		$this->assertStatus( 201, $response );
		return (string) $response->get_data()['token'];
	}

	/**
	 * A stored upload's bytes, as the download prints them.
	 *
	 * @param int $id Upload id.
	 */
	protected function stored_bytes( int $id ): string {
		ob_start();
		self::uploads()->chunks()->output( $id );
		return (string) ob_get_clean();
	}

	/**
	 * Every upload row, oldest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function all_uploads(): array {
		global $wpdb;
		return (array) $wpdb->get_results( 'SELECT * FROM ' . self::uploads()->table() . ' ORDER BY id ASC', ARRAY_A ); // phpcs:ignore WordPress.DB
	}

	/**
	 * How many pieces of files are stored.
	 */
	protected function chunk_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . self::uploads()->chunks()->table() ); // phpcs:ignore WordPress.DB
	}
}
