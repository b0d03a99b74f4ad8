<?php
/**
 * POST /docent/v1/chat/stream: the chat reply as server-sent events, written as the provider
 * writes it.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\AI\Chat_Service;
use Docent\Search\Language\Languages;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Takes what POST /docent/v1/chat takes ({ prompt, conversation }) and answers with a
 * `text/event-stream`:
 *
 *     event: delta   data: { "text": "next words" }                       (zero or more)
 *     event: done    data: { chat, post_links, conversation, turn }       (always last)
 *
 * The `done` event holds the whole reply, so a host that buffers the stream still works, only
 * without the early words. Refusals (switched off, bad input, rate limit) are ordinary JSON errors
 * sent before any event. A provider that fails mid-stream is followed by the local answer in
 * further `delta` events: what was shown stays.
 */
final class Chat_Stream_Controller extends WP_REST_Controller {

	/**
	 * The chat module.
	 *
	 * @var Chat_Service
	 */
	private Chat_Service $chat;

	/**
	 * The JSON route's controller (arguments, rate limit, permission, reply shape).
	 *
	 * @var Chat_Controller
	 */
	private Chat_Controller $json;

	/**
	 * @param Chat_Service    $chat The chat module.
	 * @param Chat_Controller $json The JSON route's controller.
	 */
	public function __construct( Chat_Service $chat, Chat_Controller $json ) {
		$this->chat      = $chat;
		$this->json      = $json;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'chat/stream';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					// Public like POST /docent/v1/chat, with the same guards: only while A.I. Chat is on
					// (this check), a capped prompt (args), and the same per-address question limit.
					'permission_callback' => array( $this->json, 'create_item_permissions_check' ),
					'args'                => $this->json->get_chat_args( true ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Streams the reply, then ends the request (the REST server has nothing left to send).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$limited = $this->json->rate_limited();
		if ( $limited ) {
			return $limited;
		}
		/**
		 * Whether the stream ends the PHP request once sent (true on a real request). Tests turn it
		 * off to read the events from an output buffer.
		 *
		 * @param bool $live Whether this is a real request.
		 */
		$live = (bool) apply_filters( 'docent_chat_stream_live', true );
		if ( $live ) {
			$this->open();
		}
		$reply = Languages::using(
			Languages::of_visitor( (string) $request['lang'] ),
			fn(): array => $this->chat->reply(
				(string) $request['prompt'],
				(string) $request['conversation'],
				static function ( string $piece ): void {
					self::send( 'delta', array( 'text' => $piece ) );
				}
			)
		);
		$data  = $this->json->prepare_item_for_response( $reply['answer'], $request )->get_data();
		self::send(
			'done',
			$data + array(
				'conversation' => $reply['conversation'],
				'turn'         => $reply['turn'],
			)
		);
		if ( $live ) {
			exit;
		}
		return new WP_REST_Response( null, 200 );
	}

	/**
	 * Sends the stream's headers and lets every byte through PHP's and the web server's buffers.
	 */
	private function open(): void {
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		if ( ! headers_sent() ) {
			status_header( 200 );
			header( 'Content-Type: text/event-stream; charset=utf-8' );
			header( 'Cache-Control: no-cache, no-store' );
			// nginx buffers proxied responses unless told not to.
			header( 'X-Accel-Buffering: no' );
			header( 'X-Content-Type-Options: nosniff' );
		}
		// A comment line opens the stream at once, so the widget knows streaming works here.
		echo ": docent\n\n";
		flush();
	}

	/**
	 * Writes one event.
	 *
	 * @param string               $event Event name.
	 * @param array<string, mixed> $data  Its data, sent as JSON on one line.
	 */
	private static function send( string $event, array $data ): void {
		echo 'event: ' . $event . "\n" . 'data: ' . wp_json_encode( $data ) . "\n\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON in an event stream, not HTML.
		flush();
	}

	/**
	 * The `done` event's data: the whole reply as POST /docent/v1/chat gives it, always with its
	 * conversation and turn. (Each `delta` event before it carries { text }.)
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$reply        = $this->json->get_item_schema();
			$this->schema = array(
				'$schema'     => $reply['$schema'],
				'title'       => 'docent-chat-stream',
				'description' => __( 'The data of the stream’s last event, `done`.', 'docent' ),
				'type'        => 'object',
				'required'    => array( 'chat', 'post_links', 'conversation', 'turn' ),
				'properties'  => $reply['properties'],
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
