<?php
/**
 * REST route of A.I. Chat: ask a question.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\AI\Answer;
use Docent\AI\Chat_Service;
use Docent\Search\Language\Languages;
use Docent\Support\Plain_Text;
use Docent\Support\Rate_Limiter;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /docent/v1/chat and its alias POST /wp/v2/docs/settings/ai-integration/chat (the path the
 * spec names): { prompt } in, { chat, post_links: [ { title, permalink } ] } out.
 */
final class Chat_Controller extends WP_REST_Controller {

	/**
	 * The spec's own route for the chat call, served by the same handler.
	 */
	public const SPEC_NAMESPACE = 'wp/v2';
	public const SPEC_ROUTE     = '/docs/settings/ai-integration/chat';

	/**
	 * Longest question accepted, in characters after trimming.
	 */
	public const MAX_PROMPT = 1000;

	/**
	 * The chat module.
	 *
	 * @var Chat_Service
	 */
	private Chat_Service $chat;

	/**
	 * @param Chat_Service $chat The chat module.
	 */
	public function __construct( Chat_Service $chat ) {
		$this->chat      = $chat;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'chat';
	}

	/**
	 * Registers the chat route under both paths.
	 */
	public function register_routes(): void {
		$chat = array(
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				// Public by design: visitors chat without an account. What guards it instead: the route
				// only answers while A.I. Chat is switched on (this check), the prompt is capped at
				// 1,000 characters (args), and each client address (REMOTE_ADDR, never a client-sent
				// header) gets a limited number of questions per window (create_item). It reads only
				// published, public docs and changes nothing but the rate-limit counter.
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
				'args'                => $this->get_chat_args(),
			),
			'schema' => array( $this, 'get_public_item_schema' ),
		);
		register_rest_route( self::SPEC_NAMESPACE, self::SPEC_ROUTE, $chat );
		// Docent's own route also carries the conversation the server keeps (for follow-ups, feedback and hand-off).
		$chat[0]['args'] = $this->get_chat_args( true );
		register_rest_route( $this->namespace, '/' . $this->rest_base, $chat );
	}

	/**
	 * The request's arguments: one prompt of 1–1000 characters, and on Docent's own routes the
	 * conversation id an earlier reply gave.
	 *
	 * @param bool $conversation Whether to accept a conversation id.
	 * @return array<string, array<string, mixed>>
	 */
	public function get_chat_args( bool $conversation = false ): array {
		$args = array(
			'prompt' => array(
				'description'       => __( 'The visitor’s question, 1 to 1000 characters.', 'docent' ),
				'type'              => 'string',
				'required'          => true,
				'minLength'         => 1,
				'maxLength'         => self::MAX_PROMPT,
				'validate_callback' => array( $this, 'validate_prompt' ),
				'sanitize_callback' => array( $this, 'sanitize_prompt' ),
			),
			'lang'   => Languages::request_arg(),
		);
		if ( $conversation ) {
			$args['conversation'] = array(
				'description' => __( 'The conversation id of an earlier reply; empty (or unknown to the server) starts a new conversation.', 'docent' ),
				'type'        => 'string',
				'default'     => '',
				'pattern'     => '^([a-f0-9]{32})?$',
			);
		}
		return $args;
	}

	/**
	 * A string of 1–1000 characters once trimmed, with some text left after sanitizing.
	 *
	 * @param mixed           $value   Sent value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public function validate_prompt( $value, $request, $param ) {
		$valid = rest_validate_value_from_schema( $value, array( 'type' => 'string' ), $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$length = mb_strlen( $this->sanitize_prompt( $value ) );
		if ( $length > self::MAX_PROMPT ) {
			return new WP_Error(
				'rest_too_long',
				/* translators: %d: maximum number of characters. */
				sprintf( __( 'The question must be at most %d characters long.', 'docent' ), self::MAX_PROMPT ),
				array( 'status' => 400 )
			);
		}
		// Spaces of any width, zero-width characters and bare markup are not a question.
		if ( 0 === $length || Plain_Text::is_blank( wp_strip_all_tags( (string) $value ) ) ) {
			return new WP_Error( 'rest_too_short', __( 'Please type a question.', 'docent' ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * The prompt as typed ("Is 5 < 6?" stays so), minus control characters, trimmed.
	 *
	 * @param mixed $value Validated value.
	 */
	public function sanitize_prompt( $value ): string {
		return Plain_Text::multi_line( is_string( $value ) ? $value : '' );
	}

	/**
	 * Lets anyone ask while A.I. Chat is switched on. No side effects here; the rate limit is
	 * counted in create_item.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		if ( ! $this->chat->enabled() ) {
			return new WP_Error(
				'docent_chat_disabled',
				__( 'A.I. Chat is switched off on this site.', 'docent' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * Answers the question, once the client is within its rate limit.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$limited = $this->rate_limited();
		if ( $limited ) {
			return $limited;
		}
		return Languages::using( Languages::of_visitor( (string) $request['lang'] ), fn() => $this->answer( $request ) );
	}

	/**
	 * The reply, in the visitor's language's rules.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	private function answer( $request ) {
		if ( 0 === strpos( $request->get_route(), '/' . self::SPEC_NAMESPACE . '/' ) ) {
			// The spec's route answers { chat, post_links } and keeps nothing.
			return $this->prepare_item_for_response( $this->chat->answer( (string) $request['prompt'] ), $request );
		}
		$reply    = $this->chat->reply( (string) $request['prompt'], (string) $request['conversation'] );
		$response = $this->prepare_item_for_response( $reply['answer'], $request );
		$response->set_data( $response->get_data() + array( 'conversation' => $reply['conversation'], 'turn' => $reply['turn'] ) );
		return $response;
	}

	/**
	 * Counts a question against the client's limit: null while within it, else the 429 to send.
	 */
	public function rate_limited(): ?WP_REST_Response {
		$limit = $this->chat->rate_limit();
		if ( Rate_Limiter::hit( 'chat', $limit['count'], $limit['window'] ) ) {
			return null;
		}
		$response = rest_convert_error_to_response(
			new WP_Error(
				'docent_chat_rate_limited',
				__( 'Too many questions in a short time. Please wait a moment and try again.', 'docent' ),
				array( 'status' => 429 )
			)
		);
		$response->header( 'Retry-After', (string) Rate_Limiter::retry_after( $limit['window'] ) );
		return $response;
	}

	/**
	 * The reply as the schema describes it.
	 *
	 * @param Answer          $item    The answer.
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'chat'       => $item->text,
			'post_links' => array_map(
				static fn( array $link ): array => array(
					'title'     => $link['title'],
					'permalink' => esc_url_raw( $link['permalink'] ),
				),
				$item->links
			),
		);
		$data = $this->add_additional_fields_to_object( $data, $request );
		$data = $this->filter_response_by_context( $data, 'view' );
		return rest_ensure_response( $data );
	}

	/**
	 * The chat reply's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-chat-reply',
			'type'       => 'object',
			'properties' => array(
				'chat'       => array(
					'description' => __( 'The reply as plain text; it may contain line breaks.', 'docent' ),
					'type'        => 'string',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'post_links' => array(
					'description' => __( 'The published articles the reply is based on.', 'docent' ),
					'type'        => 'array',
					'context'     => array( 'view' ),
					'readonly'    => true,
					'items'       => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'title'     => array(
								'description' => __( 'Article title as plain text.', 'docent' ),
								'type'        => 'string',
							),
							'permalink' => array(
								'description' => __( 'Article URL.', 'docent' ),
								'type'        => 'string',
								'format'      => 'uri',
							),
						),
					),
				),
				'conversation' => array(
					'description' => __( 'The conversation id the server issued (Docent’s own routes only): send it with the next question, a vote or a message.', 'docent' ),
					'type'        => 'string',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'turn'         => array(
					'description' => __( 'The reply’s number in its conversation (Docent’s own routes only).', 'docent' ),
					'type'        => 'integer',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
