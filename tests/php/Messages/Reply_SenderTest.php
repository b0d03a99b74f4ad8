<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Admin\Inbox_Page;
use Docent\Messages\Replies;
use WP_Error;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Messages_TestCase.php';
require_once __DIR__ . '/Mail_Sink.php';

/**
 * Replying from the inbox: stored with the message, mailed over real SMTP to the visitor with the
 * owner's Reply-To, and the message answered — or refused with a clear error and nothing sent.
 *
 * @group loopback
 */
final class Reply_SenderTest extends Messages_TestCase {

	use Mail_Sink;

	/**
	 * The inbox page, whose reply() checks capability and nonce.
	 *
	 * @var Inbox_Page
	 */
	private Inbox_Page $page;

	protected function setUp(): void {
		parent::setUp();
		$this->open_mailbox();
		$this->page             = new Inbox_Page( self::module() );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.34';
	}

	protected function tearDown(): void {
		$this->close_mailbox();
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		parent::tearDown();
	}

	/**
	 * A message sent the way the widget sends it; its id.
	 */
	private function message(): int {
		$this->assertStatus( 201, $this->send() );
		return (int) max( wp_list_pluck( $this->stored(), 'id' ) );
	}

	/**
	 * Replies as the current user with a valid nonce.
	 *
	 * @param int    $id   Message id.
	 * @param string $text Reply.
	 * @return int|WP_Error
	 */
	private function reply( int $id, string $text ) {
		return $this->page->reply( $id, $text, wp_create_nonce( Inbox_Page::nonce_action( 'reply', $id ) ) );
	}

	public function test_a_reply_is_stored_mailed_to_the_visitor_with_the_owners_reply_to_and_answers_the_message(): void {
		$this->listen();
		$this->message_settings( array( 'reply_to' => 'help@example.org' ) );
		$id    = $this->message();
		$admin = $this->act_as( 'administrator' );

		$reply = $this->reply( $id, "Hi Ada,\nopen Docs > Settings & search again." );
		$this->assertIsInt( $reply );

		$rows = self::module()->replies()->for_message( $id );
		$this->assertCount( 1, $rows );
		$this->assertSame( "Hi Ada,\nopen Docs > Settings & search again.", $rows[0]['body'] );
		$this->assertSame( $admin, $rows[0]['author_id'] );
		$this->assertSame( 'delivered', $rows[0]['delivery'] );

		$mails = array_values( array_filter( $this->mails(), static fn( $mail ) => in_array( 'ada@example.com', $mail['rcpt_tos'], true ) ) );
		$this->assertCount( 1, $mails );
		$this->assertSame( 'help@example.org', $mails[0]['headers']['reply-to'] );
		$this->assertStringContainsString( 'Ada Lovelace <ada@example.com>', $mails[0]['headers']['to'] );
		$this->assertStringContainsString( 'Re: your message to', $mails[0]['headers']['subject'] );
		$this->assertStringStartsWith( "Hi Ada,\nopen Docs > Settings & search again.\n", $mails[0]['body'] );
		$this->assertStringContainsString( "> Hello,\n> the search box does not find my article.", $mails[0]['body'] );

		$message = self::module()->store()->find( $id );
		$this->assertSame( 'answered', $message['state'] );
		$this->assertSame( 'read', $message['status'] );
	}

	public function test_without_the_setting_replies_point_to_the_site_admin(): void {
		$this->assertSame( array( get_option( 'admin_email' ) ), self::module()->reply_sender()->reply_to() );
		$this->message_settings( array( 'reply_to' => 'a@example.org, b@example.org' ) );
		$this->assertSame( array( 'a@example.org', 'b@example.org' ), self::module()->reply_sender()->reply_to() );
	}

	public function test_bad_replies_are_refused_with_a_clear_error_and_nothing_is_stored_or_sent(): void {
		$this->listen();
		$id = $this->message();
		$this->act_as( 'administrator' );
		$sent = count( $this->mails() );
		$bad  = array(
			'docent_reply_empty'        => array( $id, " \n\u{034F}\u{FE0F} " ),
			'docent_reply_too_long'     => array( $id, str_repeat( 'x', Replies::BODY_MAX + 1 ) ),
			'docent_message_not_found'  => array( 987654321, 'Hello' ),
		);
		foreach ( $bad as $code => list( $message, $text ) ) {
			$result = $this->reply( $message, $text );
			$this->assertInstanceOf( WP_Error::class, $result, $code );
			$this->assertSame( $code, $result->get_error_code() );
			$this->assertContains( $result->get_error_data()['status'], array( 400, 404 ), $code );
			$this->assertNotSame( '', $result->get_error_message() );
		}
		$this->assertSame( array(), self::module()->replies()->for_message( $id ) );
		$this->assertSame( 'open', self::module()->store()->find( $id )['state'] );
		$this->assertCount( $sent, $this->mails() );
	}

	public function test_replying_needs_manage_options_and_a_nonce_for_that_message(): void {
		$id    = $this->message();
		$other = $this->message();
		foreach ( array( 'anonymous', 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 'docent_inbox_forbidden', $this->reply( $id, 'Hi' )->get_error_code(), $role );
		}
		$this->act_as( 'administrator' );
		foreach ( array( '', 'abc', wp_create_nonce( Inbox_Page::nonce_action( 'reply', $other ) ), wp_create_nonce( Inbox_Page::nonce_action( 'view', $id ) ) ) as $nonce ) {
			$this->assertSame( 'docent_inbox_bad_nonce', $this->page->reply( $id, 'Hi', $nonce )->get_error_code() );
		}
		$this->assertSame( array(), self::module()->replies()->for_message( $id ) );
	}

	public function test_a_reply_whose_mail_fails_is_kept_marked_failed_and_the_message_stays_open(): void {
		// No sink: the loopback port is closed, so the SMTP connection really fails.
		$id = $this->message();
		$this->act_as( 'administrator' );
		$result = $this->reply( $id, 'Here is the answer.' );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'docent_reply_not_sent', $result->get_error_code() );
		$this->assertSame( 502, $result->get_error_data()['status'] );
		$rows = self::module()->replies()->for_message( $id );
		$this->assertCount( 1, $rows );
		$this->assertSame( 'failed', $rows[0]['delivery'] );
		$this->assertNotSame( '', $rows[0]['delivery_error'] );
		$this->assertSame( 'open', self::module()->store()->find( $id )['state'] );
	}

	public function test_a_failed_reply_is_sent_again_once_the_mail_works(): void {
		// No sink yet: the first mail fails and the reply is kept.
		$id = $this->message();
		$this->act_as( 'administrator' );
		$this->assertSame( 'docent_reply_not_sent', $this->reply( $id, 'Here is the answer.' )->get_error_code() );
		$reply = self::module()->replies()->for_message( $id )[0]['id'];

		// Still no sink: sending again fails the same way, nothing is lost.
		$this->assertSame( 'docent_reply_not_sent', $this->resend( $id, $reply )->get_error_code() );
		$this->assertSame( 'failed', self::module()->replies()->find( $reply )['delivery'] );

		$this->listen();
		$this->assertTrue( $this->resend( $id, $reply ) );
		$row = self::module()->replies()->find( $reply );
		$this->assertSame( 'delivered', $row['delivery'] );
		$this->assertSame( '', $row['delivery_error'] );
		$this->assertCount( 1, self::module()->replies()->for_message( $id ), 'the same reply, not a copy' );
		$mails = array_values( array_filter( $this->mails(), static fn( $mail ) => in_array( 'ada@example.com', $mail['rcpt_tos'], true ) ) );
		$this->assertCount( 1, $mails );
		$this->assertStringStartsWith( "Here is the answer.\n", $mails[0]['body'] );
		$this->assertSame( 'answered', self::module()->store()->find( $id )['state'] );

		// Sent once: a second click does not mail it twice.
		$again = $this->resend( $id, $reply );
		$this->assertSame( 'docent_reply_already_sent', $again->get_error_code() );
		$this->assertSame( 409, $again->get_error_data()['status'] );
		$this->assertCount( 1, array_filter( $this->mails(), static fn( $mail ) => in_array( 'ada@example.com', $mail['rcpt_tos'], true ) ) );
	}

	public function test_sending_a_reply_again_needs_manage_options_a_nonce_for_it_and_its_own_message(): void {
		$id    = $this->message();
		$other = $this->message();
		$this->act_as( 'administrator' );
		$this->reply( $id, 'Here is the answer.' );
		$reply = self::module()->replies()->for_message( $id )[0]['id'];
		foreach ( array( 'anonymous', 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 'docent_inbox_forbidden', $this->resend( $id, $reply )->get_error_code(), $role );
		}
		$this->act_as( 'administrator' );
		foreach ( array( '', 'abc', wp_create_nonce( Inbox_Page::nonce_action( 'reply', $id ) ), wp_create_nonce( Inbox_Page::nonce_action( 'resend-reply', $reply + 1 ) ) ) as $nonce ) {
			$this->assertSame( 'docent_inbox_bad_nonce', $this->page->resend_reply( $id, $reply, $nonce )->get_error_code() );
		}
		$this->assertSame( 'docent_reply_not_found', $this->resend( $other, $reply )->get_error_code(), 'another message\'s reply' );
		$this->assertSame( 404, $this->resend( $id, 987654321 )->get_error_data()['status'] );
		$this->assertSame( 'failed', self::module()->replies()->find( $reply )['delivery'] );
	}

	/**
	 * Sends a reply again as the current user with a valid nonce.
	 *
	 * @param int $id    Message id.
	 * @param int $reply Reply id.
	 * @return true|WP_Error
	 */
	private function resend( int $id, int $reply ) {
		return $this->page->resend_reply( $id, $reply, wp_create_nonce( Inbox_Page::nonce_action( 'resend-reply', $reply ) ) );
	}

	public function test_deleting_a_message_deletes_its_replies(): void {
		$id = $this->message();
		self::module()->replies()->insert( $id, 1, 'A reply' );
		$this->assertTrue( self::module()->store()->delete( $id ) );
		$this->assertSame( array(), self::module()->replies()->for_message( $id ) );
	}
}
