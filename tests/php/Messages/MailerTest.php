<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Admin\Inbox_Page;
use Docent\Tests\Stubs\Loopback;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Messages_TestCase.php';
require_once __DIR__ . '/Mail_Sink.php';

/**
 * Stored first, mailed second — through PHPMailer over real SMTP to a loopback sink
 * (tests/php/stubs/smtp_sink.py), or to a closed port to make delivery fail for real.
 *
 * @group loopback
 */
final class MailerTest extends Messages_TestCase {

	use Mail_Sink;

	protected function setUp(): void {
		parent::setUp();
		$this->open_mailbox();
	}

	protected function tearDown(): void {
		$this->close_mailbox();
		parent::tearDown();
	}

	public function test_the_mail_goes_to_the_configured_recipients_with_reply_to_the_sender(): void {
		$this->listen();
		$this->message_settings( array( 'email_address' => 'support@example.org, owner@example.org , not-an-address' ) );
		$this->assertStatus( 201, $this->send( array( 'page' => home_url( '/docs/install/' ) ) ) );

		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$mail = $mails[0];
		$this->assertEqualsCanonicalizing( array( 'support@example.org', 'owner@example.org' ), $mail['rcpt_tos'] );
		$this->assertStringContainsString( 'support@example.org', $mail['headers']['to'] );
		$this->assertSame( 'Ada Lovelace <ada@example.com>', $mail['headers']['reply-to'] );
		$this->assertStringContainsString( 'New message from Ada Lovelace', $mail['headers']['subject'] );
		$this->assertStringStartsWith( 'text/plain', $mail['headers']['content-type'] );
		$this->assertStringContainsString( "Hello,\nthe search box does not find my article.", $mail['body'] );
		$this->assertStringContainsString( 'Ada Lovelace <ada@example.com> sent a message', $mail['body'] );
		$this->assertStringContainsString( home_url( '/docs/install/' ), $mail['body'] );
		$this->assertStringContainsString( Inbox_Page::url(), $mail['body'] );

		$row = $this->stored()[0];
		$this->assertSame( 'delivered', $row['delivery'] );
		$this->assertSame( 1, $row['attempts'] );
		$this->assertNotNull( $row['delivered_at'] );
	}

	public function test_the_plain_text_mail_carries_the_text_as_typed_without_entities(): void {
		$this->listen();
		$this->assertStatus(
			201,
			$this->send(
				array(
					'name'    => 'Tom & Jerry <QA>',
					'message' => 'Is 5 < 6? Use `<br>` tags & "quotes"',
				)
			)
		);
		$mail    = $this->mails()[0];
		$subject = (string) iconv_mime_decode( $mail['headers']['subject'], 0, 'UTF-8' );
		$this->assertStringEndsWith( 'New message from Tom & Jerry <QA>', $subject );
		$this->assertStringContainsString( 'Is 5 < 6? Use `<br>` tags & "quotes"', $mail['body'] );
		$this->assertStringContainsString( 'Tom & Jerry <QA> <ada@example.com> sent a message', $mail['body'] );
		$this->assertDoesNotMatchRegularExpression( '/&(?:lt|gt|amp|quot|#\d+);/', $subject . $mail['body'] );
	}

	public function test_bidirectional_overrides_never_reach_the_subject(): void {
		$this->listen();
		// Stored directly, as an older version of Docent may have kept it.
		$id = self::module()->store()->insert(
			array(
				'name'          => "Invoice \u{202E}fdp.exe",
				'email'         => 'ada@example.com',
				'body'          => 'Hello',
				'attachment_id' => 0,
				'page_url'      => '',
				'ip_hash'       => 'hash',
			)
		);
		$this->assertTrue( self::module()->mailer()->deliver( $id ) );
		$subject = (string) iconv_mime_decode( $this->mails()[0]['headers']['subject'], 0, 'UTF-8' );
		$this->assertStringEndsWith( 'New message from Invoice fdp.exe', $subject );
		$this->assertStringNotContainsString( "\u{202E}", $this->mails()[0]['body'] );
	}

	public function test_without_configured_addresses_the_site_admin_gets_the_mail(): void {
		$this->listen();
		$this->message_settings( array( 'email_address' => '' ) );
		$this->assertStatus( 201, $this->send() );
		$this->assertSame( array( get_option( 'admin_email' ) ), $this->mails()[0]['rcpt_tos'] );
	}

	public function test_a_name_cannot_smuggle_a_second_reply_to_address(): void {
		$this->listen();
		$this->assertStatus( 201, $this->send( array( 'name' => 'Eve, attacker@example.net; "x" <other@example.net>' ) ) );
		$mail = $this->mails()[0];
		$this->assertStringEndsWith( '<ada@example.com>', $mail['headers']['reply-to'] );
		$this->assertStringNotContainsString( 'attacker@example.net', $mail['headers']['reply-to'] );
		$this->assertStringNotContainsString( 'other@example.net', $mail['headers']['reply-to'] );
		$this->assertSame( 1, substr_count( $mail['headers']['reply-to'], '@' ) );
		$this->assertArrayNotHasKey( 'bcc', $mail['headers'] );
		$this->assertArrayNotHasKey( 'cc', $mail['headers'] );
		$this->assertSame( array( get_option( 'admin_email' ) ), $mail['rcpt_tos'] );
	}

	public function test_the_attachment_is_sent_as_a_file(): void {
		$this->listen();
		$me = $this->act_as( 'subscriber' );
		$id = $this->attachment( $me );
		$this->assertStatus( 201, $this->send( array( 'attachment' => $id ) ) );
		$mail = $this->mails()[0];
		$name = wp_basename( (string) get_attached_file( $id ) );
		$this->assertStringStartsWith( 'multipart/mixed', $mail['headers']['content-type'] );
		$this->assertMatchesRegularExpression( '/Content-Disposition: attachment; filename="?' . preg_quote( $name, '/' ) . '/', $mail['raw'] );
		$this->assertStringContainsString( base64_encode( '%PDF-1.4 Docent test file' ), str_replace( "\n", '', $mail['raw'] ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
	}

	public function test_a_failing_mail_keeps_the_message_marked_not_delivered_and_resend_delivers_it(): void {
		// Nothing listens on the port yet: PHPMailer's SMTP connection is refused.
		$response = $this->send();
		$this->assertStatus( 201, $response );
		$this->assertSame( array( 'success' => true ), $response->get_data() );

		$row = $this->stored()[0];
		$this->assertSame( 'failed', $row['delivery'] );
		$this->assertNotSame( '', $row['delivery_error'] );
		$this->assertSame( 1, $row['attempts'] );
		$this->assertSame( array(), $this->mails() );

		$this->listen();
		$this->act_as( 'administrator' );
		$resent = $this->rest( 'POST', self::ROUTE . '/' . $row['id'] . '/resend' );
		$this->assertStatus( 200, $resent );
		$this->assertSame( 'delivered', $resent->get_data()['delivery']['status'] );
		$this->assertSame( 2, $resent->get_data()['delivery']['attempts'] );
		$this->assertSame( '', $resent->get_data()['delivery']['error'] );
		$this->assertCount( 1, $this->mails() );
		$this->assertSame( 'delivered', $this->stored()[0]['delivery'] );
	}

	public function test_a_resend_that_fails_again_says_why(): void {
		$this->assertStatus( 201, $this->send() );
		$id = $this->stored()[0]['id'];
		$this->act_as( 'administrator' );
		$resent = $this->rest( 'POST', self::ROUTE . "/$id/resend" );
		$this->assertStatus( 200, $resent );
		$this->assertSame( 'failed', $resent->get_data()['delivery']['status'] );
		$this->assertNotSame( '', $resent->get_data()['delivery']['error'] );
		$this->assertSame( 2, $resent->get_data()['delivery']['attempts'] );
	}

	public function test_a_honeypot_hit_sends_no_mail(): void {
		$this->listen();
		$this->assertStatus( 201, $this->send( array( 'website' => 'https://spam.example' ) ) );
		$this->assertSame( array(), $this->mails() );
	}
}
