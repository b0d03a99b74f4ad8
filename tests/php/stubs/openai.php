<?php
/**
 * A loopback stand-in for an OpenAI-compatible API, run with `php -S 127.0.0.1:<port> openai.php`
 * by the PHP tests (see openai-server.php). No WordPress here.
 *
 * The first path segment picks the behaviour: /ok/v1/chat/completions answers, and /401/…, /429/…,
 * /500/…, /slow/…, /malformed/… and /empty/… fail the way real providers do; /huge/… (and the
 * smaller /huge-64/…) answers with a well-formed completion hundreds of megabytes long. A request with
 * `stream: true` is answered as server-sent events at a model's pace (first words after
 * DOCENT_STUB_FIRST_MS, default 400 ms, then one word every DOCENT_STUB_WORD_MS, default 30 ms); a
 * request without it waits as long as the whole reply takes, then answers at once. /broken/… streams
 * a few words and then drops the connection. Every request is
 * appended as one JSON line to the file named by DOCENT_OPENAI_STUB_LOG, so tests can check
 * exactly what Docent sent.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

$docent_path    = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$docent_mode    = explode( '/', trim( $docent_path, '/' ) )[0] ?? '';
$docent_headers = array_change_key_case( function_exists( 'getallheaders' ) ? getallheaders() : array(), CASE_LOWER );
$docent_raw     = (string) file_get_contents( 'php://input' );
$docent_body    = json_decode( $docent_raw, true );

$docent_log = getenv( 'DOCENT_OPENAI_STUB_LOG' );
if ( $docent_log ) {
	file_put_contents(
		$docent_log,
		json_encode(
			array(
				'mode'          => $docent_mode,
				'method'        => $_SERVER['REQUEST_METHOD'] ?? '',
				'path'          => $docent_path,
				'authorization' => $docent_headers['authorization'] ?? null,
				'content_type'  => $docent_headers['content-type'] ?? null,
				'body'          => $docent_body,
				'raw'           => $docent_raw,
			)
		) . "\n",
		FILE_APPEND | LOCK_EX
	);
}

/**
 * Sends a JSON answer and stops.
 *
 * @param int   $status HTTP status.
 * @param mixed $data   Body.
 */
function docent_stub_json( int $status, $data ): void {
	http_response_code( $status );
	header( 'Content-Type: application/json' );
	echo json_encode( $data );
	exit;
}

if ( ! str_ends_with( $docent_path, '/chat/completions' ) || 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
	docent_stub_json( 404, array( 'error' => array( 'message' => 'Unknown route ' . $docent_path ) ) );
}

$docent_bearer = (string) preg_replace( '/^Bearer\s+/i', '', (string) ( $docent_headers['authorization'] ?? '' ) );
switch ( $docent_mode ) {
	case '401':
		// Real providers echo (part of) the key they refused; the full key here proves Docent hides it.
		docent_stub_json(
			401,
			array(
				'error' => array(
					'message' => 'Incorrect API key provided: ' . $docent_bearer . '. You can find your API key at https://example.com.',
					'type'    => 'invalid_request_error',
					'code'    => 'invalid_api_key',
				),
			)
		);
		break;
	case '429':
		header( 'Retry-After: 20' );
		docent_stub_json( 429, array( 'error' => array( 'message' => 'Rate limit reached for requests' ) ) );
		break;
	case '500':
		http_response_code( 500 );
		echo 'Internal Server Error: stack trace at /srv/provider/app.py line 42';
		exit;
	case 'malformed':
		http_response_code( 200 );
		header( 'Content-Type: application/json' );
		echo '{"choices": [ {"message": ';
		exit;
	case 'empty':
		docent_stub_json( 200, array( 'choices' => array() ) );
		break;
	case 'slow':
		sleep( 3 );
		break;
	case 'huge':
	case 'huge-64':
		// A well-formed completion of 400 MB (huge-64: 64 MB), sent as fast as the client reads
		// it; the stand-in stops when the client hangs up.
		http_response_code( 200 );
		header( 'Content-Type: application/json' );
		while ( ob_get_level() > 0 ) {
			ob_end_flush();
		}
		echo '{"choices":[{"message":{"role":"assistant","content":"Stub answer';
		$docent_block = str_repeat( ' padding', 8192 );
		for ( $docent_i = ( 'huge' === $docent_mode ? 400 : 64 ) * 16; $docent_i > 0 && ! connection_aborted(); $docent_i-- ) {
			echo $docent_block;
			flush();
		}
		echo '"}}]}';
		exit;
}

$docent_model  = is_array( $docent_body ) ? (string) ( $docent_body['model'] ?? '' ) : '';
$docent_stream = is_array( $docent_body ) && ! empty( $docent_body['stream'] );
$docent_turns  = is_array( $docent_body ) ? max( 0, ( count( (array) ( $docent_body['messages'] ?? array() ) ) - 2 ) / 2 ) : 0;
$docent_reply  = "Stub answer from {$docent_model}: follow the steps in the linked article."
	. ( $docent_turns > 0 ? " (read with {$docent_turns} earlier turns)" : '' );
$docent_words  = preg_split( '/(?<= )/', $docent_reply );
$docent_first  = (int) ( getenv( 'DOCENT_STUB_FIRST_MS' ) ?: 400 );
$docent_pace   = (int) ( getenv( 'DOCENT_STUB_WORD_MS' ) ?: 30 );

if ( $docent_stream ) {
	http_response_code( 200 );
	header( 'Content-Type: text/event-stream' );
	header( 'Cache-Control: no-cache' );
	while ( ob_get_level() > 0 ) {
		ob_end_flush();
	}
	usleep( $docent_first * 1000 );
	foreach ( $docent_words as $docent_i => $docent_word ) {
		if ( 'broken' === $docent_mode && 3 === $docent_i ) {
			exit; // The connection drops mid-reply: no finish_reason, no [DONE].
		}
		$docent_chunk = array(
			'id'      => 'chatcmpl-stub',
			'object'  => 'chat.completion.chunk',
			'model'   => $docent_model,
			'choices' => array(
				array(
					'index'         => 0,
					'delta'         => 0 === $docent_i ? array( 'role' => 'assistant', 'content' => $docent_word ) : array( 'content' => $docent_word ),
					'finish_reason' => null,
				),
			),
		);
		echo 'data: ' . json_encode( $docent_chunk ) . "\n\n";
		flush();
		usleep( $docent_pace * 1000 );
	}
	echo 'data: ' . json_encode( array( 'choices' => array( array( 'index' => 0, 'delta' => new stdClass(), 'finish_reason' => 'stop' ) ) ) ) . "\n\n";
	echo "data: [DONE]\n\n";
	exit;
}

// Without streaming, the answer comes when the whole reply has been generated.
usleep( ( $docent_first + $docent_pace * count( $docent_words ) ) * 1000 );
docent_stub_json(
	200,
	array(
		'id'      => 'chatcmpl-stub',
		'object'  => 'chat.completion',
		'created' => time(),
		'model'   => $docent_model,
		'choices' => array(
			array(
				'index'         => 0,
				'message'       => array(
					'role'    => 'assistant',
					'content' => $docent_reply,
				),
				'finish_reason' => 'stop',
			),
		),
		'usage'   => array(
			'prompt_tokens'     => 10,
			'completion_tokens' => 10,
			'total_tokens'      => 20,
		),
	)
);
