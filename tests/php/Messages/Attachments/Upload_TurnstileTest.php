<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages\Attachments;

use Docent\Tests\Messages\Turnstile_Stand_In;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Attachments_TestCase.php';
require_once dirname( __DIR__ ) . '/Turnstile_Stand_In.php';

/**
 * With Turnstile on, an upload is bot-checked on the server like a message, against the loopback
 * stand-in for Cloudflare's siteverify (each token verifies once), and the message that sends it
 * needs a token of its own.
 *
 * @group loopback
 */
final class Upload_TurnstileTest extends Attachments_TestCase {

	use Turnstile_Stand_In;

	protected function setUp(): void {
		parent::setUp();
		$this->turnstile_on();
	}

	/**
	 * How many requests reached the stand-in.
	 */
	private function verifications(): int {
		return count( $this->requests() );
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
