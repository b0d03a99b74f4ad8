<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Messages\Attachments\File_Type;
use Docent\Messages\Attachments\Upload_Chunks;
use Docent\Tests\Messages\Attachments\Attachments_TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Messages/Attachments/Attachments_TestCase.php';

/**
 * POST /docent/v1/attachments as the widget calls it, from a visitor who is not logged in.
 */
final class Attachment_Upload_ControllerTest extends Attachments_TestCase {

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function accepted_kinds(): array {
		return array(
			'PNG'  => array( 'png', 'image/png' ),
			'JPEG' => array( 'jpg', 'image/jpeg' ),
			'GIF'  => array( 'gif', 'image/gif' ),
			'WebP' => array( 'webp', 'image/webp' ),
			'PDF'  => array( 'pdf', 'application/pdf' ),
		);
	}

	/**
	 * @dataProvider accepted_kinds
	 *
	 * @param string $kind Fixture.
	 * @param string $mime Its type.
	 */
	public function test_an_anonymous_visitor_uploads_each_accepted_kind( string $kind, string $mime ): void {
		wp_set_current_user( 0 );
		$library = count( get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) );
		// The browser's name and claimed type are ignored: the content decides.
		$response = $this->upload( $this->file( self::bytes( $kind ), 'My file.bin', 'application/octet-stream' ) );
		$this->assertStatus( 201, $response );
		$data = $response->get_data();
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $data['token'] );
		$this->assertSame( $mime, $data['mime_type'] );
		$this->assertSame( 'My-file.' . File_Type::EXTENSIONS[ $mime ], $data['file_name'] );
		$this->assertSame( strlen( self::bytes( $kind ) ), $data['size'] );

		$rows = $this->all_uploads();
		$this->assertCount( 1, $rows );
		$this->assertSame( '0', (string) $rows[0]['message_id'] );
		$this->assertNotSame( $data['token'], $rows[0]['token_hash'], 'Only a hash of the token is kept.' );
		$this->assertSame( self::bytes( $kind ), $this->stored_bytes( (int) $rows[0]['id'] ) );
		$this->assertCount( $library, get_posts( array( 'post_type' => 'attachment', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ), 'Nothing goes to the media library.' );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function refused_contents(): array {
		return array(
			'a PHP script renamed .png'         => array( "<?php system( \$_GET['c'] ); ?>", 'shell.png' ),
			'a PHP script behind a PNG header'  => array( "\x89PNG\r\n\x1a\n<?php system( \$_GET['c'] ); ?>", 'shell.png' ),
			'an HTML page named .pdf'           => array( '<!doctype html><script>alert(1)</script>', 'invoice.pdf' ),
			'an SVG (scripts inside)'           => array( '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg' ),
			'a ZIP named .gif'                  => array( "PK\x03\x04" . str_repeat( "\0", 40 ), 'photo.gif' ),
			'a GIF header without an image'     => array( 'GIF89a' . str_repeat( 'x', 10 ), 'broken.gif' ),
		);
	}

	/**
	 * @dataProvider refused_contents
	 *
	 * @param string $bytes Content.
	 * @param string $name  Name the browser sends.
	 */
	public function test_a_file_of_another_type_is_refused_by_its_content( string $bytes, string $name ): void {
		$response = $this->upload( $this->file( $bytes, $name, 'image/png' ) );
		$this->assertStatus( 415, $response, 'docent_attachment_type' );
		$this->assertSame( 'file', $response->get_data()['data']['field'] );
		$this->assertStringContainsString( 'PNG, JPEG, GIF or WebP', $response->get_data()['message'] );
		$this->assertSame( array(), $this->all_uploads() );
	}

	public function test_a_file_over_5_mb_is_refused_with_413_and_one_of_5_mb_is_kept_whole(): void {
		add_filter( 'upload_size_limit', static fn() => 64 * MB_IN_BYTES );
		$head = "%PDF-1.4\n%";
		$tail = substr( self::bytes( 'pdf' ), strlen( "%PDF-1.4\n" ) - 1 );
		// Every byte value inside, so the pieces' encoding is tested along with their order.
		$full = $head . substr( str_repeat( implode( '', array_map( 'chr', range( 0, 255 ) ) ), 20481 ), 0, File_Type::MAX_BYTES - strlen( $head ) - strlen( $tail ) ) . $tail;
		$this->assertSame( File_Type::MAX_BYTES, strlen( $full ) );

		$too_big = $this->upload( $this->file( 'x' . $full, 'big.pdf', 'application/pdf' ) );
		$this->assertStatus( 413, $too_big, 'docent_attachment_too_large' );
		$this->assertStringContainsString( '5 MB', $too_big->get_data()['message'] );
		$this->assertSame( array(), $this->all_uploads() );

		$this->assertStatus( 201, $this->upload( $this->file( $full, 'big.pdf', 'application/pdf' ) ) );
		$rows = $this->all_uploads();
		$this->assertSame( (int) ceil( File_Type::MAX_BYTES / Upload_Chunks::CHUNK_BYTES ), $this->chunk_count() );
		$this->assertSame( hash( 'sha256', $full ), $rows[0]['sha256'] );
		$this->assertSame( $full, $this->stored_bytes( (int) $rows[0]['id'] ) );
	}

	public function test_a_lower_php_upload_limit_lowers_the_limit_and_a_file_php_refused_is_413(): void {
		add_filter( 'upload_size_limit', static fn() => 2 * MB_IN_BYTES );
		$this->assertSame( 2 * MB_IN_BYTES, File_Type::max_bytes() );
		$file          = $this->file( '' );
		$file['error'] = UPLOAD_ERR_INI_SIZE;
		$response      = $this->upload( $file );
		$this->assertStatus( 413, $response, 'docent_attachment_too_large' );
		$this->assertStringContainsString( '2 MB', $response->get_data()['message'] );
	}

	public function test_no_file_or_an_empty_one_is_a_400(): void {
		$this->assertStatus( 400, $this->upload( null ), 'docent_attachment_missing' );
		$this->assertStatus( 400, $this->upload( $this->file( '' ) ), 'docent_attachment_empty' );
		$this->assertSame( array(), $this->all_uploads() );
	}

	public function test_uploads_are_rate_limited_per_address_with_retry_after(): void {
		$this->message_settings( array( 'rate_limit' => array( 'count' => 2, 'window' => 3600 ) ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.21';
		$this->uploaded_token();
		$this->uploaded_token();
		$response = $this->upload( $this->file( self::bytes( 'png' ) ), '' );
		$this->assertStatus( 429, $response, 'docent_rate_limited' );
		$this->assertGreaterThan( 0, (int) ( $response->get_headers()['Retry-After'] ?? 0 ) );
		$this->assertCount( 2, $this->all_uploads() );
		// Another address is another visitor; sending messages has its own allowance.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.22';
		$this->uploaded_token();
	}

	public function test_uploads_are_refused_while_messaging_is_off(): void {
		$this->message_settings( array( 'messaging_enable' => false ) );
		$this->assertStatus( 403, $this->upload( $this->file( self::bytes( 'png' ) ) ), 'docent_messaging_disabled' );
		$this->assertSame( array(), $this->all_uploads() );
	}

	public function test_the_route_takes_5_mb_bodies_while_the_others_keep_their_limit(): void {
		$this->assertNull( \Docent\REST\Request_Guard::refusal( '/docent/v1/attachments', 'POST', File_Type::MAX_BYTES + 4096 ) );
		$this->assertNotNull( \Docent\REST\Request_Guard::refusal( '/docent/v1/attachments', 'POST', File_Type::MAX_BYTES * 2 ) );
		$this->assertNotNull( \Docent\REST\Request_Guard::refusal( '/docent/v1/messages', 'POST', File_Type::MAX_BYTES ) );
	}
}
