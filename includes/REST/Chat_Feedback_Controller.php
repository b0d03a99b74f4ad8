<?php
/**
 * REST routes around the chat's replies: the opening greeting and suggestions, visitors' 👍/👎
 * on each reply, and the admin's report of replies marked unhelpful.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\AI\Chat_Service;
use Docent\AI\Conversations\Conversations;
use Docent\Insights\Vote_Report;
use Docent\Plugin;
use Docent\Support\Rate_Limiter;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET  /docent/v1/chat/start     (anyone while A.I. Chat is on): { greeting, suggestions }.
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
	 * @param Chat_Service $chat The chat module.
	 */
	public function __construct( Chat_Service $chat ) {
		$this->chat      = $chat;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'chat';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$json = new Chat_Controller( $this->chat );
		register_rest_route(
			$this->namespace,
			'/chat/start',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_start' ),
				'permission_callback' => array( $json, 'create_item_permissions_check' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/chat/feedback',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					// Public by design (visitors rate without an account). What guards it instead: only while
					// A.I. Chat is on (this check), only for a reply the server gave under an id it issued
					// (create_item), one vote per reply, and a per-address limit. It stores no personal data.
					'permission_callback' => array( $json, 'create_item_permissions_check' ),
					'args'                => array(
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
					),
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
			)
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
	 * The chat's opening: the site's greeting and up to three suggested questions (the admin's,
	 * or the titles of the most helpful articles).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_start( $request ): WP_REST_Response {
		unset( $request );
		$settings    = (array) ( Plugin::get( 'settings' )->get()['integrate_ai'] ?? array() );
		$greeting    = trim( (string) ( $settings['greeting'] ?? '' ) );
		$suggestions = array_values( array_filter( array_map( 'trim', (array) ( $settings['suggestions'] ?? array() ) ) ) );
		if ( ! $suggestions ) {
			foreach ( ( new Vote_Report() )->most_helpful( 3 ) as $row ) {
				$suggestions[] = html_entity_decode( get_the_title( $row['id'] ), ENT_QUOTES, 'UTF-8' );
			}
		}
		return rest_ensure_response(
			array(
				'greeting'    => '' !== $greeting ? $greeting : __( 'Hi! Ask me anything about this site, or pick a question below.', 'docent' ),
				'suggestions' => array_slice( array_values( array_filter( $suggestions ) ), 0, 3 ),
			)
		);
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
}
