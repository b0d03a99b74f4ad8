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
 * and three rate limits (429): per address across docs, per address on one doc (whatever
 * accounts it logs in with), and per doc across addresses.
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
	 * Votes one address may cast on one doc per window, whichever accounts it uses, unless filtered.
	 * Also how many people sharing one address (an office, a carrier's NAT) can vote on a doc.
	 */
	public const ADDRESS_DOC_LIMIT = array(
		'count'  => 3,
		'window' => DAY_IN_SECONDS,
	);

	/**
	 * Votes one doc takes per window from one network (an IPv4 /24, an IPv6 /64), unless filtered:
	 * a range of addresses counts as one crowd, so it cannot fill DOC_LIMIT alone and lock out the
	 * voters of every other network (it takes 30 networks to fill an hour).
	 */
	public const NETWORK_DOC_LIMIT = array(
		'count'  => 20,
		'window' => HOUR_IN_SECONDS,
	);

	/**
	 * Votes one doc takes per window from all addresses together, unless filtered.
	 */
	public const DOC_LIMIT = array(
		'count'  => 600,
		'window' => HOUR_IN_SECONDS,
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
					// published, public docs take votes (this check); each visitor votes once per doc, and
					// rate limits apply per client address (REMOTE_ADDR, never a client-sent header), per
					// address on one doc and per doc (create_item). It changes nothing but the doc's counts.
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
		if ( ! Hierarchy::is_visible( (int) $request['id'] ) ) {
			return new WP_Error( 'rest_post_invalid_id', __( 'Invalid doc ID.', 'docent' ), array( 'status' => 404 ) );
		}
		return true;
	}

	/**
	 * Counts the vote once the client is within its limits and has not voted on this doc. Every
	 * attempt counts against the address's allowance; a repeated vote is a 409 before it can use
	 * up the doc's.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$id    = (int) $request['id'];
		$ip    = Rate_Limiter::client_network(); // An IPv6 client's whole /64: one network.
		$voter = $this->votes->voter();
		/**
		 * Filters how many votes one client address may cast per window, across docs.
		 *
		 * @param array{count: int, window: int} $limit Votes and window length in seconds.
		 */
		$limited = self::limited( 'docent_vote_rate_limit', self::RATE_LIMIT, 'vote', $ip, 'docent_vote_rate_limited', __( 'Too many votes in a short time. Please wait a moment and try again.', 'docent' ) );
		if ( $limited ) {
			return $limited;
		}
		if ( $this->votes->has_voted( $id, $voter ) ) {
			return new WP_Error( 'docent_already_voted', __( 'You have already voted on this doc.', 'docent' ), array( 'status' => 409 ) );
		}
		/**
		 * Filters how many votes one client address may cast on one doc per window, whatever
		 * accounts it uses (default 3 per day).
		 *
		 * @param array{count: int, window: int} $limit Votes and window length in seconds.
		 */
		$limited = self::limited( 'docent_vote_address_doc_limit', self::ADDRESS_DOC_LIMIT, 'vote_address_doc', $ip . '|' . $id, 'docent_vote_address_limited', __( 'Enough votes on this doc have come from your network today. Thank you for your feedback.', 'docent' ) );
		if ( $limited ) {
			return $limited;
		}
		/**
		 * Filters how many votes one doc takes per window from one network, an IPv4 /24 or an
		 * IPv6 /64 (default 20 an hour).
		 *
		 * @param array{count: int, window: int} $limit Votes and window length in seconds.
		 */
		$limited = self::limited( 'docent_vote_network_doc_limit', self::NETWORK_DOC_LIMIT, 'vote_network_doc', self::network( $ip ) . '|' . $id, 'docent_vote_network_limited', __( 'Enough votes on this doc have come from your network just now. Thank you for your feedback.', 'docent' ) );
		if ( $limited ) {
			return $limited;
		}
		/**
		 * Filters how many votes one doc takes per window from all addresses (default 600 an hour).
		 *
		 * @param array{count: int, window: int} $limit Votes and window length in seconds.
		 */
		$limited = self::limited( 'docent_vote_doc_rate_limit', self::DOC_LIMIT, 'vote_doc', 'doc:' . $id, 'docent_vote_doc_rate_limited', __( 'This doc is taking too many votes just now. Please try again later.', 'docent' ) );
		if ( $limited ) {
			return $limited;
		}

		$counts = $this->votes->record( $id, (bool) $request['helpful'], $voter );
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
	 * The network an address belongs to: its /24 for IPv4, its /64 for IPv6.
	 *
	 * @param string $ip A valid address.
	 */
	private static function network( string $ip ): string {
		$packed = inet_pton( $ip );
		if ( false === $packed ) {
			return $ip;
		}
		return 4 === strlen( $packed )
			? inet_ntop( substr( $packed, 0, 3 ) . "\0" ) . '/24'
			: inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
	}

	/**
	 * Counts a hit on one limit; the 429 (with Retry-After) once it is used up, null within it.
	 *
	 * @param string                         $filter  Filter name for the limit.
	 * @param array{count: int, window: int} $default Default limit.
	 * @param string                         $bucket  Rate_Limiter bucket.
	 * @param string                         $subject Who or what is limited.
	 * @param string                         $code    Error code.
	 * @param string                         $message Error message.
	 */
	private static function limited( string $filter, array $default, string $bucket, string $subject, string $code, string $message ): ?WP_REST_Response {
		$limit  = (array) apply_filters( $filter, $default ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.NotLowercase -- documented at each call.
		$count  = max( 1, (int) ( $limit['count'] ?? $default['count'] ) );
		$window = max( 1, (int) ( $limit['window'] ?? $default['window'] ) );
		if ( Rate_Limiter::hit( $bucket, $count, $window, $subject ) ) {
			return null;
		}
		$response = rest_convert_error_to_response( new WP_Error( $code, $message, array( 'status' => 429 ) ) );
		$response->header( 'Retry-After', (string) Rate_Limiter::retry_after( $window ) );
		return $response;
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
