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
 * @param string $prompt Question.
 * @return array{first: string, links: int, chars: int}
 */
function docent_eval_ask( string $prompt ): array {
	$request = new WP_REST_Request( 'POST', '/docent/v1/chat' );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_body( (string) wp_json_encode( array( 'prompt' => $prompt ) ) );
	$response = rest_do_request( $request );
	if ( 200 !== $response->get_status() ) {
		fwrite( STDERR, "Chat answered {$response->get_status()} to “{$prompt}”: " . wp_json_encode( $response->get_data() ) . "\n" );
		exit( 1 );
	}
	$data = $response->get_data();
	return array(
		'first' => (string) ( $data['post_links'][0]['permalink'] ?? '' ),
		'links' => count( $data['post_links'] ?? array() ),
		'chars' => mb_strlen( (string) $data['chat'] ),
	);
}
