<?php
/**
 * REST route of the index rebuild: POST /docent/v1/search/rebuild (admins).
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Search\Index\Index_Busy;
use Docent\Search\Index\Index_Health;
use Docent\Search\Search;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /docent/v1/search/rebuild (manage_options): one rebuild batch per call, answering the
 * progress; a 503 with Retry-After when the index cannot be written.
 */
final class Search_Rebuild_Controller extends WP_REST_Controller {

	/**
	 * The search module.
	 *
	 * @var Search
	 */
	private Search $search;

	/**
	 * @param Search $search The search module.
	 */
	public function __construct( Search $search ) {
		$this->search    = $search;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'search';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/rebuild',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'rebuild' ),
					'permission_callback' => array( $this, 'rebuild_permissions_check' ),
					'args'                => array(
						'restart' => array(
							'description' => __( 'Start a new rebuild instead of continuing the current one.', 'docent' ),
							'type'        => 'boolean',
							'default'     => false,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Rebuild: only for people who manage the site.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function rebuild_permissions_check( $request ) {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to rebuild the search index.', 'docent' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * Processes one batch of the rebuild and reports progress.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function rebuild( $request ) {
		try {
			$progress = $this->search->backend()->rebuild( (bool) $request['restart'] );
		} catch ( Index_Busy $busy ) {
			return Search_Controller::unavailable( __( 'The search index is being written by another request. Try again in a moment.', 'docent' ) );
		} catch ( \Throwable $error ) {
			Index_Health::report( $error );
			/* translators: %s: the error the database reported. */
			return Search_Controller::unavailable( sprintf( __( 'The search index could not be written: %s', 'docent' ), sanitize_text_field( $error->getMessage() ) ) );
		}
		return rest_ensure_response(
			array(
				'done'     => (int) $progress['done'],
				'total'    => (int) $progress['total'],
				'finished' => (bool) $progress['finished'],
			)
		);
	}

	/**
	 * Rebuild progress.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = array( '$schema' => 'http://json-schema.org/draft-04/schema#' ) + self::progress_schema( 'docent-search-rebuild' );
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * How far a rebuild has come (also part of the repair route's answer).
	 *
	 * @param string $title The schema's title.
	 * @return array<string, mixed>
	 */
	public static function progress_schema( string $title ): array {
		return array(
			'title'                => $title,
			'type'                 => 'object',
			'additionalProperties' => false,
			'required'             => array( 'done', 'total', 'finished' ),
			'properties'           => array(
				'done'     => array(
					'description' => __( 'Docs processed so far.', 'docent' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'total'    => array(
					'description' => __( 'Docs to process.', 'docent' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'finished' => array(
					'description' => __( 'Whether the rebuild is complete.', 'docent' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
			),
		);
	}
}
