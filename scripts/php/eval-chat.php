<?php
/**
 * A.I. Chat for the eval: switched on with the local provider, and asked as a visitor would,
 * through its REST route. Used by eval-measure.php and eval-needs.php.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Switches A.I. Chat on with the local provider and a rate limit the eval stays under.
 */
function docent_eval_chat_on(): void {
	$saved = ( new Docent\Settings\Settings() )->update(
		array(
			'assist_enable' => 'on',
			'integrate_ai'  => array(
				'ai_enabled' => true,
				'provider'   => 'local',
				'rate_limit' => array(
					'count'  => 1000,
					'window' => 10, // The shortest window: the eval asks a few hundred questions a minute.
				),
			),
		)
	);
	if ( is_wp_error( $saved ) ) {
		fwrite( STDERR, 'Could not switch A.I. Chat on: ' . $saved->get_error_message() . "\n" );
		exit( 1 );
	}
}

/**
 * Asks A.I. Chat through its REST route, as a visitor.
 *
 * @param string $prompt       Question.
 * @param string $conversation Id from an earlier reply, to ask within that conversation ('' for a new one).
 * @return array{first: string, first_title: string, links: int, chars: int, conversation: string, text: string, related: bool}
 */
function docent_eval_ask( string $prompt, string $conversation = '' ): array {
	$request = new WP_REST_Request( 'POST', '/docent/v1/chat' );
	$request->set_header( 'Content-Type', 'application/json' );
	$body = array( 'prompt' => $prompt );
	if ( '' !== $conversation ) {
		$body['conversation'] = $conversation;
	}
	$request->set_body( (string) wp_json_encode( $body ) );
	// A reply that links a page only related to the question counts the question unanswered.
	$unanswered = 0;
	$count      = static function () use ( &$unanswered ): void {
		++$unanswered;
	};
	add_action( 'docent_chat_unanswered', $count );
	$response = rest_do_request( $request );
	remove_action( 'docent_chat_unanswered', $count );
	if ( 200 !== $response->get_status() ) {
		fwrite( STDERR, "Chat answered {$response->get_status()} to “{$prompt}”: " . wp_json_encode( $response->get_data() ) . "\n" );
		exit( 1 );
	}
	$data = $response->get_data();
	return array(
		'first'        => (string) ( $data['post_links'][0]['permalink'] ?? '' ),
		'first_title'  => (string) ( $data['post_links'][0]['title'] ?? '' ),
		'links'        => count( $data['post_links'] ?? array() ),
		'chars'        => mb_strlen( (string) $data['chat'] ),
		'conversation' => (string) ( $data['conversation'] ?? '' ),
		'text'         => (string) $data['chat'],
		'related'      => $unanswered > 0 && ! empty( $data['post_links'] ),
	);
}

/**
 * A set of chat questions (tests/eval/demo-chat.json): each asked as a visitor would, after the
 * question it follows in a conversation where it names one; answered, and right first when its
 * first link is one of the expected articles (or, expecting none, when it declines).
 *
 * @param array<int, array{id:int, half:string, q:string, expect:string[], after?:string}> $questions Labelled questions.
 * @return list<array<string, mixed>>
 */
function docent_eval_chat_set( array $questions ): array {
	docent_eval_chat_on();
	$rows = array();
	foreach ( $questions as $question ) {
		$expected = array();
		foreach ( $question['expect'] as $label ) {
			$id = docent_eval_doc( $label );
			if ( ! $id ) {
				fwrite( STDERR, "No article for the label “{$label}” (chat question {$question['id']}).\n" );
				exit( 1 );
			}
			$expected[] = get_permalink( $id );
		}
		$conversation = isset( $question['after'] ) ? docent_eval_ask( $question['after'] )['conversation'] : '';
		$answer       = docent_eval_ask( $question['q'], $conversation );
		$rows[]       = array(
			'id'       => $question['id'],
			'half'     => $question['half'],
			'q'        => ( isset( $question['after'] ) ? $question['after'] . ' → ' : '' ) . $question['q'],
			'expect'   => $question['expect'],
			'answered' => $answer['links'] > 0,
			'right'    => $expected ? in_array( $answer['first'], $expected, true ) : 0 === $answer['links'],
			'first'    => $answer['first_title'],
			'text'     => $answer['text'],
		);
	}
	return $rows;
}
