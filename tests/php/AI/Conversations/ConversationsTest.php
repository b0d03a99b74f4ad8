<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI\Conversations;

use Docent\AI\Conversations\Conversations;
use Docent\AI\Conversations\History;
use Docent\Tests\AI\Chat_Test_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Chat_Test_Case.php';

/**
 * Conversations the server keeps: follow-ups read in context (bounded), streamed replies and
 * their fallback, and ids the client cannot forge.
 *
 * @group loopback
 */
final class ConversationsTest extends Chat_Test_Case {

	protected static bool $uses_stub = true;

	public function test_a_reply_comes_with_a_conversation_and_the_next_question_continues_it(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$first = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'How do I change the widget colours?' ) );
		$this->assertStatus( 200, $first );
		$id = $first->get_data()['conversation'];
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $id );
		$this->assertSame( 1, $first->get_data()['turn'] );

		$next = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'And the bubble?', 'conversation' => $id ) );
		$this->assertSame( $id, $next->get_data()['conversation'] );
		$this->assertSame( 2, $next->get_data()['turn'] );
		$turns = $this->chat()->conversations()->turns( $id );
		$this->assertSame( array( 'How do I change the widget colours?', 'And the bubble?' ), array_column( $turns, 'question' ) );
		$this->assertSame( $first->get_data()['chat'], $turns[0]['answer'] );
	}

	public function test_an_id_the_server_never_issued_starts_a_new_conversation(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$forged   = str_repeat( 'ab', 16 );
		$response = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'How do I install Docent?', 'conversation' => $forged ) );
		$this->assertStatus( 200, $response );
		$this->assertNotSame( $forged, $response->get_data()['conversation'] );
		$this->assertSame( 1, $response->get_data()['turn'] );
		$this->assertSame( array(), $this->chat()->conversations()->turns( $forged ) );

		$this->assertStatus( 400, $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'Hi there', 'conversation' => 'not-an-id' ) ), 'rest_invalid_param' );
	}

	public function test_the_local_provider_reads_a_short_follow_up_with_the_previous_question(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$follow_up = 'and the fonts?';
		// The articles the passages come from (order aside: equal scores may come in either order).
		$titles = static function ( array $passages ): array {
			$list = array_values( array_unique( array_map( static fn( $p ) => $p->title, $passages ) ) );
			sort( $list );
			return $list;
		};

		$first  = $this->chat()->reply( 'How do I change the widget colours?', '' );
		$second = $this->chat()->reply( $follow_up, $first['conversation'] );
		$this->assertSame( 'Changing the widget colours', $first['answer']->links[0]['title'] );
		$this->assertTrue( $second['answer']->answered );

		$history    = History::of( $this->chat()->conversations()->turns( $first['conversation'] ) );
		$in_context = $this->chat()->retriever()->passages( "How do I change the widget colours?\n" . $follow_up );
		$this->assertNotSame( array(), $in_context );
		// Read in context: the best passage is the one the question and its predecessor find together
		// (the tail of the list may differ between runs where scores tie).
		$this->assertSame( $in_context[0]->title, $this->chat()->passages( $follow_up, $history )[0]->title );
		$this->assertContains( $second['answer']->links[0]['title'], $titles( $in_context ) );
		// A full question of its own is read on its own, whatever came before.
		$this->assertSame(
			$titles( $this->chat()->retriever()->passages( 'How do I set up Cloudflare Turnstile?' ) ),
			$titles( $this->chat()->passages( 'How do I set up Cloudflare Turnstile?', $history ) )
		);
	}

	public function test_the_remote_provider_gets_the_last_turns_bounded_in_size(): void {
		$this->use_stub( 'ok' );
		$conversation = '';
		$questions    = array( 'How do I install Docent?', 'How do I set rate limits?', 'Can I hide the widget on some pages?', 'How do I translate Docent?', 'and how do I undo that?' );
		foreach ( $questions as $question ) {
			$conversation = $this->chat()->reply( $question, $conversation )['conversation'];
		}
		$this->assertSame( 5, count( $this->chat()->conversations()->turns( $conversation ) ) );

		$requests = static::$stub->requests();
		$this->assertCount( 2, $requests[0]['body']['messages'], 'The first question has no history.' );
		$last = $requests[ count( $requests ) - 1 ]['body']['messages'];
		// The system prompt, the last three turns (question, answer), then the new question with its passages.
		$this->assertSame( array( 'system', 'user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user' ), array_column( $last, 'role' ) );
		$this->assertSame( array_slice( $questions, 1, 3 ), array( $last[1]['content'], $last[3]['content'], $last[5]['content'] ) );
		$this->assertStringContainsString( 'Question: and how do I undo that?', $last[7]['content'] );
		foreach ( array( 2, 4, 6 ) as $i ) {
			$this->assertStringStartsWith( 'Stub answer from stub-model-1', $last[ $i ]['content'] );
		}
	}

	public function test_history_is_cut_to_the_last_turns_and_their_length(): void {
		$turns   = array_fill( 0, 10, array( 'question' => str_repeat( 'q', 5000 ), 'answer' => str_repeat( 'a', 9000 ) ) );
		$history = History::of( $turns );
		$this->assertCount( History::TURNS, $history );
		$this->assertSame( History::QUESTION, mb_strlen( $history[0]['question'] ) );
		$this->assertSame( History::ANSWER, mb_strlen( $history[0]['answer'] ) );
	}

	public function test_a_streamed_reply_arrives_in_pieces_that_make_the_whole_answer(): void {
		$this->use_stub( 'ok' );
		$pieces = array();
		$reply  = $this->chat()->reply( 'How do I install Docent?', '', static function ( string $piece ) use ( &$pieces ): void {
			$pieces[] = $piece;
		} );
		$this->assertGreaterThan( 3, count( $pieces ) );
		$this->assertSame( $reply['answer']->text, trim( implode( '', $pieces ) ) );
		$this->assertSame( 'openai', $reply['answer']->provider );
		$this->assertTrue( static::$stub->requests()[0]['body']['stream'] );
	}

	public function test_a_stream_that_breaks_keeps_what_was_shown_and_adds_the_local_answer(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$local = $this->chat()->answer( 'How do I install Docent?' );

		$this->use_stub( 'broken' );
		$pieces = array();
		$reply  = $this->chat()->reply( 'How do I install Docent?', '', static function ( string $piece ) use ( &$pieces ): void {
			$pieces[] = $piece;
		} );
		$shown = implode( '', array_slice( $pieces, 0, 3 ) );
		$this->assertStringStartsWith( 'Stub answer from', $shown );
		$this->assertSame( $shown . "\n\n" . $local->text, $reply['answer']->text );
		$this->assertSame( $reply['answer']->text, implode( '', $pieces ) );
		$this->assertSame( $local->links, $reply['answer']->links );
	}

	public function test_the_stream_route_sends_delta_events_then_the_whole_reply(): void {
		$this->use_stub( 'ok' );
		$this->hook( 'docent_chat_stream_live', '__return_false' );
		ob_start();
		$response = $this->rest( 'POST', '/docent/v1/chat/stream', array( 'prompt' => 'How do I install Docent?' ) );
		$output   = (string) ob_get_clean();
		$this->assertStatus( 200, $response );

		preg_match_all( "/event: (\\w+)\ndata: (.*)\n\n/", $output, $events, PREG_SET_ORDER );
		$names = array_column( $events, 1 );
		$this->assertSame( 'done', end( $names ) );
		$this->assertGreaterThan( 3, count( array_keys( $names, 'delta', true ) ) );
		$done = json_decode( end( $events )[2], true );
		$this->assertSame( array( 'chat', 'post_links', 'conversation', 'turn' ), array_keys( $done ) );
		$text = '';
		foreach ( $events as $event ) {
			$text .= 'delta' === $event[1] ? json_decode( $event[2], true )['text'] : '';
		}
		$this->assertSame( $done['chat'], trim( $text ) );
		$this->assertSame( 'Installing Docent', $done['post_links'][0]['title'] );
	}

	public function test_the_stream_route_refuses_like_the_json_route(): void {
		$this->hook( 'docent_chat_stream_live', '__return_false' );
		$this->assertStatus( 403, $this->rest( 'POST', '/docent/v1/chat/stream', array( 'prompt' => 'Hi' ) ), 'docent_chat_disabled' );
		$this->configure( array( 'provider' => 'local' ) );
		$this->assertStatus( 400, $this->rest( 'POST', '/docent/v1/chat/stream', array( 'prompt' => '' ) ), 'rest_invalid_param' );
	}

	public function test_a_conversation_that_reached_its_limit_continues_under_a_new_id(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$store = $this->chat()->conversations();
		$id    = Conversations::new_id();
		$local = $this->chat()->answer( 'How do I install Docent?' );
		for ( $turn = 1; $turn <= Conversations::MAX_TURNS; $turn++ ) {
			$this->assertTrue( $store->add( $id, $turn, 'How do I install Docent?', $local ) );
		}
		$reply = $this->chat()->reply( 'How do I install Docent?', $id );
		$this->assertNotSame( $id, $reply['conversation'] );
		$this->assertSame( 1, $reply['turn'] );
	}
}
