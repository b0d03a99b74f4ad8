<?php
/**
 * REST: POST /docent/v1/docs/{id}/vote, "Was this helpful?".
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Docs\Hierarchy;
use Docent\Docs\Votes;
use Docent\Support\Rate_Limiter;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * { helpful: bool } in; the doc's new counts out. One vote per visitor per doc (409 after that),
 * and a per-address rate limit (429) across all docs.
 */
final class Vote_Controller extends WP_REST_Controller {

	/**
	 * Votes one address may cast per window, across docs, unless filtered.
	 */
	public const RATE_LIMIT = array(
		'count'  => 30,
		'window' => 600,
	);

	/**
	 * Helpful votes.
	 *
	 * @var Votes
	 */
	private Votes $votes;

	/**
	 * @param Votes $votes Helpful votes.
	 */
	public function __construct( Votes $votes ) {
		$this->votes     = $votes;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'docs';
	}

	/**
	 * Registers POST /docent/v1/docs/{id}/vote.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)/vote',
			array(
				'args'   => array(
					'id' => array(
						'description' => __( 'Doc id.', 'docent' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					// Open to visitors by design (votes need no account). What guards it instead: only
					// published, public docs take votes (this check); each visitor votes once per doc and
					// each client address (REMOTE_ADDR, never a client-sent header) casts a limited number
					// of votes per window (create_item). It changes nothing but the doc's vote counts.
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array(
						'helpful' => array(
							'description' => __( 'True for “yes, helpful”, false for “no”.', 'docent' ),
							'type'        => 'boolean',
							'required'    => true,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Only public docs take votes; anything else is a 404. No side effects here.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		if ( ! Hierarchy::is_public( (int) $request['id'] ) ) {
			return new WP_Error( 'rest_post_invalid_id', __( 'Invalid doc ID.', 'docent' ), array( 'status' => 404 ) );
		}
		return true;
	}

	/**
	 * Counts the vote once the client is within its rate limit and has not voted on this doc.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		/**
		 * Filters how many votes one client address may cast per window.
		 *
		 * @param array{count: int, window: int} $limit Votes and window length in seconds.
		 */
		$limit  = (array) apply_filters( 'docent_vote_rate_limit', self::RATE_LIMIT );
		$count  = max( 1, (int) ( $limit['count'] ?? self::RATE_LIMIT['count'] ) );
		$window = max( 1, (int) ( $limit['window'] ?? self::RATE_LIMIT['window'] ) );
		if ( ! Rate_Limiter::hit( 'vote', $count, $window ) ) {
			$response = rest_convert_error_to_response(
				new WP_Error(
					'docent_vote_rate_limited',
					__( 'Too many votes in a short time. Please wait a moment and try again.', 'docent' ),
					array( 'status' => 429 )
				)
			);
			$response->header( 'Retry-After', (string) Rate_Limiter::retry_after( $window ) );
			return $response;
		}

		$id     = (int) $request['id'];
		$counts = $this->votes->record( $id, (bool) $request['helpful'], $this->votes->voter() );
		if ( is_wp_error( $counts ) ) {
			return $counts;
		}
		return $this->prepare_item_for_response(
			array(
				'id'    => $id,
				'votes' => $counts,
			),
			$request
		);
	}

	/**
	 * The answer as the schema describes it.
	 *
	 * @param array<string, mixed> $item    Doc id and counts.
	 * @param WP_REST_Request      $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'id'    => (int) $item['id'],
			'votes' => array(
				'up'    => (int) $item['votes']['up'],
				'down'  => (int) $item['votes']['down'],
				'voted' => true,
			),
		);
		return rest_ensure_response( $this->add_additional_fields_to_object( $data, $request ) );
	}

	/**
	 * The vote's answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-vote',
			'type'       => 'object',
			'properties' => array(
				'id'    => array(
					'description' => __( 'Doc id.', 'docent' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'votes' => array(
					'description' => __( 'The doc’s counts after this vote.', 'docent' ),
					'type'        => 'object',
					'readonly'    => true,
					'properties'  => array(
						'up'    => array( 'type' => 'integer' ),
						'down'  => array( 'type' => 'integer' ),
						'voted' => array( 'type' => 'boolean' ),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
