<?php
/**
 * REST route for visitors' 👍/👎 on the chat's replies and the admin's report of replies marked
 * unhelpful.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\AI\Chat_Service;
use Docent\AI\Conversations\Conversations;
use Docent\Support\Rate_Limiter;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /docent/v1/chat/feedback  (anyone while A.I. Chat is on, rate limited): { conversation, turn, helpful, reason }.
 * GET  /docent/v1/chat/feedback  (manage_options): { unhelpful: [ { question, answer, links, count, reasons, last_seen } ] }.
 */
final class Chat_Feedback_Controller extends WP_REST_Controller {

	/** Votes allowed per client address and window. */
	private const VOTES_PER_WINDOW = 30;
	private const VOTE_WINDOW      = 600;

	/**
	 * The chat module.
	 *
	 * @var Chat_Service
	 */
	private Chat_Service $chat;

	/**
	 * The chat route's controller, whose permission check (A.I. Chat is on) voting shares.
	 *
	 * @var Chat_Controller
	 */
	private Chat_Controller $json;

	/**
	 * @param Chat_Service    $chat The chat module.
	 * @param Chat_Controller $json The chat route's controller.
	 */
	public function __construct( Chat_Service $chat, Chat_Controller $json ) {
		$this->chat      = $chat;
		$this->json      = $json;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'chat/feedback';
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
					// Public by design (visitors rate without an account). What guards it instead: only while
					// A.I. Chat is on (this check), only for a reply the server gave under an id it issued
					// (create_item), one vote per reply, and a per-address limit. It stores no personal data.
					'permission_callback' => array( $this->json, 'create_item_permissions_check' ),
					'args'                => $this->get_vote_args(),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array(
						'per_page' => array(
							'description' => __( 'How many replies to list.', 'docent' ),
							'type'        => 'integer',
							'default'     => 20,
							'minimum'     => 1,
							'maximum'     => 100,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * What a vote carries: the reply it rates (conversation and turn), 👍 or 👎, and a reason.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function get_vote_args(): array {
		return array(
			'conversation' => array(
				'description' => __( 'The conversation id the reply came with.', 'docent' ),
				'type'        => 'string',
				'required'    => true,
				'pattern'     => '^[a-f0-9]{32}$',
			),
			'turn'         => array(
				'description' => __( 'The reply’s number in its conversation.', 'docent' ),
				'type'        => 'integer',
				'required'    => true,
				'minimum'     => 1,
				'maximum'     => Conversations::MAX_TURNS,
			),
			'helpful'      => array(
				'description' => __( 'True for 👍, false for 👎.', 'docent' ),
				'type'        => 'boolean',
				'required'    => true,
			),
			'reason'       => array(
				'description'       => __( 'Optional short reason for a 👎 (up to 200 characters).', 'docent' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => Conversations::REASON_MAX,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => array( self::class, 'sanitize_reason' ),
			),
		);
	}

	/**
	 * A reason as plain text, with anything that looks like an email address or a phone number removed.
	 *
	 * @param mixed $value Validated value.
	 */
	public static function sanitize_reason( $value ): string {
		$text = sanitize_text_field( is_string( $value ) ? $value : '' );
		$text = (string) preg_replace( array( '/\S+@\S+\.\S+/u', '/(?:\d[\s.\-]?){9,}/u' ), '…', $text );
		return mb_substr( trim( $text ), 0, Conversations::REASON_MAX );
	}

	/**
	 * Records a vote: 201 the first time, 409 for a reply already rated, 404 for no such reply.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		if ( ! Rate_Limiter::hit( 'chat_feedback', self::VOTES_PER_WINDOW, self::VOTE_WINDOW ) ) {
			$response = rest_convert_error_to_response(
				new WP_Error( 'docent_feedback_rate_limited', __( 'Too many votes in a short time. Please try again later.', 'docent' ), array( 'status' => 429 ) )
			);
			$response->header( 'Retry-After', (string) Rate_Limiter::retry_after( self::VOTE_WINDOW ) );
			return $response;
		}
		$recorded = $this->chat->conversations()->vote(
			(string) $request['conversation'],
			(int) $request['turn'],
			(bool) $request['helpful'],
			(string) $request['reason']
		);
		if ( null === $recorded ) {
			return new WP_Error( 'docent_feedback_unknown', __( 'There is no such reply to rate.', 'docent' ), array( 'status' => 404 ) );
		}
		if ( false === $recorded ) {
			return new WP_Error( 'docent_feedback_exists', __( 'This reply has already been rated.', 'docent' ), array( 'status' => 409 ) );
		}
		return new WP_REST_Response( array( 'recorded' => true ), 201 );
	}

	/**
	 * Only those who may manage the site read the report.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to read the chat feedback.', 'docent' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Replies marked unhelpful, most often first.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): WP_REST_Response {
		return rest_ensure_response( array( 'unhelpful' => $this->chat->conversations()->unhelpful( (int) $request['per_page'] ) ) );
	}

	/**
	 * What the route answers: `recorded` after a vote, the `unhelpful` report to a GET.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'              => 'http://json-schema.org/draft-04/schema#',
				'title'                => 'docent-chat-feedback',
				'type'                 => 'object',
				'additionalProperties' => false,
				'properties'           => array(
					'recorded'  => array(
						'description' => __( 'True once the vote is stored (the answer to a vote).', 'docent' ),
						'type'        => 'boolean',
						'readonly'    => true,
					),
					'unhelpful' => array(
						'description' => __( 'Replies marked unhelpful, the same question and answer counted together, most often first (the answer to a GET).', 'docent' ),
						'type'        => 'array',
						'readonly'    => true,
						'items'       => self::report_row_schema(),
					),
				),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * One row of the unhelpful report.
	 *
	 * @return array<string, mixed>
	 */
	private static function report_row_schema(): array {
		$text = array( 'type' => 'string' );
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'required'             => array( 'question', 'answer', 'links', 'count', 'reasons', 'last_seen' ),
			'properties'           => array(
				'question'  => $text + array( 'description' => __( 'The question, as the visitor asked it.', 'docent' ) ),
				'answer'    => $text + array( 'description' => __( 'The reply the visitor rated.', 'docent' ) ),
				'links'     => array(
					'description' => __( 'The articles the reply linked to.', 'docent' ),
					'type'        => 'array',
					'items'       => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'title'     => $text,
							'permalink' => $text + array( 'format' => 'uri' ),
						),
					),
				),
				'count'     => array(
					'description' => __( 'How many times this reply was marked unhelpful.', 'docent' ),
					'type'        => 'integer',
					'minimum'     => 1,
				),
				'reasons'   => array(
					'description' => __( 'The latest reasons visitors gave, newest first.', 'docent' ),
					'type'        => 'array',
					'items'       => $text,
				),
				'last_seen' => $text + array(
					'description' => __( 'When it was last marked unhelpful (UTC).', 'docent' ),
					'format'      => 'date-time',
				),
			),
		);
	}
}
