<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages\Attachments;

use Docent\Tests\Stubs\Loopback;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Attachments_TestCase.php';

/**
 * With Turnstile on, an upload is bot-checked on the server like a message, against the loopback
 * stand-in for Cloudflare's siteverify (each token verifies once), and the message that sends it
 * needs a token of its own.
 *
 * @group loopback
 */
final class Upload_TurnstileTest extends Attachments_TestCase {

	private const SECRET = '0x4AAAAAAA-test-secret';

	/**
	 * The stand-in, shared by the class.
	 *
	 * @var Loopback|null
	 */
	private static ?Loopback $siteverify = null;

	/**
	 * Where the stand-in logs requests.
	 *
	 * @var string
	 */
	private static string $log = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$log        = (string) tempnam( sys_get_temp_dir(), 'docent-turnstile-log-' );
		self::$siteverify = Loopback::turnstile( self::SECRET, self::$log );
	}

	public static function tearDownAfterClass(): void {
		if ( self::$siteverify ) {
			self::$siteverify->stop();
			self::$siteverify = null;
		}
		if ( is_file( self::$log ) ) {
			unlink( self::$log );
		}
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		file_put_contents( self::$log, '' );
		$this->message_settings(
			array(
				'turnstile_site_key'   => '0x4AAAAAAA-site-key',
				'turnstile_secret_key' => self::SECRET,
			)
		);
		$url = 'http://127.0.0.1:' . self::$siteverify->port . '/siteverify/turnstile/v0/siteverify';
		add_filter( 'docent_turnstile_verify_url', static fn() => $url );
	}

	/**
	 * How many requests reached the stand-in.
	 */
	private function verifications(): int {
		clearstatcache();
		$lines = file( self::$log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
		return $lines ? count( $lines ) : 0;
	}

	public function test_an_upload_without_a_token_or_with_a_forged_one_is_refused(): void {
		$this->assertStatus( 403, $this->upload( $this->file( self::bytes( 'png' ) ), '' ), 'docent_bot_check_failed' );
		$this->assertStatus( 403, $this->upload( $this->file( self::bytes( 'png' ) ), 'forged-token' ), 'docent_bot_check_failed' );
		$this->assertSame( array(), $this->all_uploads() );
		$this->assertSame( 1, $this->verifications(), 'The empty token never reached Cloudflare; the forged one did.' );
	}

	public function test_a_refused_file_leaves_the_token_unspent_and_the_message_needs_its_own(): void {
		$token = 'pass-' . wp_generate_password( 20, false );
		$this->assertStatus( 415, $this->upload( $this->file( '<?php echo 1;', 'a.png' ), $token ), 'docent_attachment_type' );
		$this->assertSame( 0, $this->verifications() );

		$upload = $this->upload( $this->file( self::bytes( 'gif' ), 'a.gif' ), $token );
		$this->assertStatus( 201, $upload );
		$claim = (string) $upload->get_data()['token'];
		// The upload's token is spent: sending with it again fails, a fresh one passes.
		$this->assertStatus( 403, $this->send( array( 'token' => $token, 'attachment_token' => $claim ) ), 'docent_bot_check_failed' );
		$this->assertSame( array(), $this->stored() );
		$this->assertStatus( 201, $this->send( array( 'token' => 'pass-' . wp_generate_password( 20, false ), 'attachment_token' => $claim ) ) );
		$this->assertCount( 1, self::uploads()->for_message( $this->stored()[0]['id'] ) );
	}
}
