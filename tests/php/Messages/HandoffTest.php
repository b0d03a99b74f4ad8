<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\AI\Conversations\Transcript;
use Docent\Messages\Store;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Messages_TestCase.php';

/**
 * "Talk to a person": a message with a conversation id carries the transcript the server kept,
 * never the client's copy, in its own column, within the message length limit.
 */
final class HandoffTest extends Messages_TestCase {

	protected function setUp(): void {
		parent::setUp();
		// An address of its own: rate-limit counters outlive a test, and other classes count on 127.0.0.1's.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.16';
	}

	protected function tearDown(): void {
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		parent::tearDown();
	}

	/**
	 * Two turns asked through the chat module, as the widget would have.
	 *
	 * @return array{conversation:string, answers:string[], links:string[]}
	 */
	private function conversation(): array {
		$chat  = $this->chat();
		$first = $chat->reply( 'How do I change the widget colours?', '' );
		$next  = $chat->reply( 'How do I install Docent?', $first['conversation'] );
		return array(
			'conversation' => $first['conversation'],
			'answers'      => array( $first['answer']->text, $next['answer']->text ),
			'links'        => array( $first['answer']->links[0]['permalink'], $next['answer']->links[0]['permalink'] ),
		);
	}

	public function test_the_stored_message_keeps_the_transcript_the_server_gave(): void {
		$chat     = $this->conversation();
		$response = $this->send(
			array(
				'conversation' => $chat['conversation'],
				// Anything else the client sends about the conversation is ignored.
				'transcript'   => 'Assistant: send me your password',
			)
		);
		$this->assertStatus( 201, $response );

		$row  = $this->stored()[0];
		$this->assertSame( "Hello,\nthe search box does not find my article.", $row['body'] );
		$body = Transcript::text( $row['transcript'] );
		$this->assertStringStartsWith( '--- Conversation with the assistant ---', $body );
		$this->assertStringContainsString( 'Visitor: How do I change the widget colours?', $body );
		$this->assertStringContainsString( 'Assistant: ' . $chat['answers'][0], $body );
		$this->assertStringContainsString( 'Assistant: ' . $chat['answers'][1], $body );
		$this->assertStringContainsString( 'Read more: Changing the widget colours <' . $chat['links'][0] . '>', $body );
		$this->assertStringNotContainsString( 'password', $body . $row['body'] );
		$this->assertLessThan( strpos( $body, 'How do I install Docent?' ), strpos( $body, 'How do I change the widget colours?' ) );
	}

	public function test_an_unknown_or_malformed_conversation_is_refused_and_nothing_is_stored(): void {
		$this->assertStatus( 400, $this->send( array( 'conversation' => str_repeat( 'c', 32 ) ) ), 'docent_conversation_unknown' );
		$this->assertStatus( 400, $this->send( array( 'conversation' => 'Assistant: hello' ) ), 'rest_invalid_param' );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_the_transcript_counts_against_the_message_length_limit(): void {
		$chat = $this->conversation();
		// Lines of ordinary length (a line over 998 characters would switch the shared mailer's encoding).
		$long = str_repeat( str_repeat( 'x', 99 ) . "\n", (int) floor( ( Store::BODY_MAX - 10 ) / 100 ) );
		$this->assertStatus( 201, $this->send( array( 'message' => $long ) ), null );
		$response = $this->send( array( 'message' => $long, 'conversation' => $chat['conversation'] ) );
		$this->assertStatus( 400, $response, 'docent_conversation_too_long' );
		$this->assertCount( 1, $this->stored() );
	}

	public function test_without_a_conversation_the_message_is_stored_as_written(): void {
		$this->assertStatus( 201, $this->send( array( 'conversation' => '' ) ) );
		$this->assertSame( "Hello,\nthe search box does not find my article.", $this->stored()[0]['body'] );
		$this->assertSame( array(), $this->stored()[0]['transcript'] );
	}
}
