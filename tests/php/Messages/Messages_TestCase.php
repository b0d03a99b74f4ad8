<?php
/**
 * Shared helpers for the Messaging tests: settings, attachments, sending, and mail routed over
 * real SMTP on loopback.
 *
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Messages\Messages;
use Docent\Settings\Secret_Box;
use Docent\Settings\Settings;
use Docent\Tests\Stubs\Loopback;
use Docent\Tests\TestCase;
use WP_REST_Response;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/stubs/Loopback.php';

/**
 * Base for the Messaging tests. Mail goes to a closed loopback port unless a test points it at a sink,
 * so no test ever depends on a local sendmail.
 */
abstract class Messages_TestCase extends TestCase {

	public const ROUTE = '/docent/v1/messages';

	/**
	 * Port PHPMailer sends to in this test.
	 *
	 * @var int
	 */
	protected int $smtp_port = 0;

	/**
	 * Files created by attachment(), removed after the test.
	 *
	 * @var string[]
	 */
	private array $files = array();

	/**
	 * The table exists before any test's transaction starts (DDL would end the transaction).
	 */
	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::module()->store()->maybe_install();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->smtp_port = Loopback::free_port();
		add_action( 'phpmailer_init', array( $this, 'send_over_smtp' ) );
		// Tests send many messages from 127.0.0.1; the rate-limit tests lower this again.
		$this->message_settings( array( 'rate_limit' => array( 'count' => 1000, 'window' => 3600 ) ) );
	}

	protected function tearDown(): void {
		remove_action( 'phpmailer_init', array( $this, 'send_over_smtp' ) );
		remove_all_filters( 'docent_turnstile_verify_url' );
		foreach ( $this->files as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		$this->files = array();
		unset( $_SERVER['HTTP_REFERER'] );
		parent::tearDown();
	}

	/**
	 * The Messaging module the plugin built.
	 */
	protected static function module(): Messages {
		$module = new Messages( new Settings() );
		assert( $module instanceof Messages );
		return $module;
	}

	/**
	 * PHPMailer over SMTP to 127.0.0.1:$smtp_port, no auth, no TLS.
	 *
	 * @param \PHPMailer\PHPMailer\PHPMailer $mailer Mailer.
	 */
	public function send_over_smtp( $mailer ): void {
		$mailer->isSMTP();
		$mailer->Host        = '127.0.0.1';
		$mailer->Port        = $this->smtp_port;
		$mailer->SMTPAuth    = false;
		$mailer->SMTPAutoTLS = false;
		$mailer->Timeout     = 5;
	}

	/**
	 * Sets `message.*` settings for this test (rolled back with the transaction). A
	 * turnstile_secret_key given in plain text is sealed the way the settings screen stores it.
	 *
	 * @param array<string, mixed> $message Keys under "message".
	 */
	protected function message_settings( array $message ): void {
		if ( isset( $message['turnstile_secret_key'] ) ) {
			$message['turnstile_secret_key'] = Secret_Box::seal( $message['turnstile_secret_key'] );
		}
		$stored            = get_option( Settings::OPTION, array() );
		$stored            = is_array( $stored ) ? $stored : array();
		$stored['message'] = array_merge( (array) ( $stored['message'] ?? array() ), $message );
		update_option( Settings::OPTION, $stored );
	}

	/**
	 * A valid message payload, with overrides.
	 *
	 * @param array<string, mixed> $over Fields to replace or add.
	 * @return array<string, mixed>
	 */
	protected function payload( array $over = array() ): array {
		return array_merge(
			array(
				'name'       => 'Ada Lovelace',
				'from'       => 'ada@example.com',
				'message'    => "Hello,\nthe search box does not find my article.",
				'token'      => '',
				'attachment' => '',
			),
			$over
		);
	}

	/**
	 * POSTs a message.
	 *
	 * @param array<string, mixed>  $over    Payload overrides.
	 * @param array<string, string> $headers Extra headers.
	 */
	protected function send( array $over = array(), array $headers = array() ): WP_REST_Response {
		return $this->rest( 'POST', self::ROUTE, $this->payload( $over ), $headers );
	}

	/**
	 * Every stored message, oldest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected function stored(): array {
		return array_reverse( self::module()->store()->query( array( 'per_page' => 100 ) )['items'] );
	}

	/**
	 * An attachment with a real file in the uploads folder.
	 *
	 * @param int    $author Owner's user id.
	 * @param string $mime   MIME type.
	 * @param array  $fields Post fields over the defaults (post_status, post_parent…).
	 */
	protected function attachment( int $author, string $mime = 'application/pdf', array $fields = array() ): int {
		$extension = array(
			'application/pdf' => 'pdf',
			'text/plain'      => 'txt',
			'image/png'       => 'png',
		)[ $mime ] ?? 'bin';
		$upload    = wp_upload_bits( 'docent-test-' . strtolower( wp_generate_password( 8, false ) ) . '.' . $extension, null, '%PDF-1.4 Docent test file' );
		$this->assertEmpty( $upload['error'], (string) $upload['error'] );
		$this->files[] = $upload['file'];
		$id            = wp_insert_attachment(
			array_merge(
				array(
					'post_title'     => 'Test file',
					'post_mime_type' => $mime,
					'post_status'    => 'inherit',
					'post_author'    => $author,
				),
				$fields
			),
			$upload['file'],
			(int) ( $fields['post_parent'] ?? 0 ),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * The error response's field at fault, as the widget reads it.
	 *
	 * @param WP_REST_Response $response Response.
	 */
	protected function field_at_fault( WP_REST_Response $response ): ?string {
		return $response->get_data()['data']['field'] ?? null;
	}
}
