<?php
/**
 * REST routes for the index's health: GET /docent/v1/search/status, POST /docent/v1/search/repair.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Search\Index\Index_Busy;
use Docent\Search\Index\Index_Check;
use Docent\Search\Search;
use Docent\Search\Table_Backend;
use Docent\Support\Own_Tables;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only: the admin screen's index panel and the Site Health repair link use them.
 */
final class Search_Health_Controller extends WP_REST_Controller {

	/**
	 * The search module.
	 *
	 * @var Search
	 */
	private Search $search;

	/**
	 * Docent's other tables: missing ones make the status not ok, and repair recreates them.
	 *
	 * @var Own_Tables
	 */
	private Own_Tables $tables;

	/**
	 * @param Search     $search Search module.
	 * @param Own_Tables $tables Docent's own tables.
	 */
	public function __construct( Search $search, Own_Tables $tables ) {
		$this->search    = $search;
		$this->tables    = $tables;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'search';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/status',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'status' ),
					'permission_callback' => array( $this, 'permissions_check' ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/repair',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'repair' ),
					'permission_callback' => array( $this, 'permissions_check' ),
				),
				'schema' => array( $this, 'get_repair_schema' ),
			)
		);
	}

	/**
	 * Administrators only.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to manage the search index.', 'docent' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * The cheap consistency check (Index_Check::status()); `ok` only for a site's own backend.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function status( $request ): WP_REST_Response {
		if ( ! $this->search->backend() instanceof Table_Backend ) {
			$external = array(
				'ok'       => true,
				'backend'  => 'external',
				'problems' => array(),
			);
			return rest_ensure_response( $this->tables->add_to_status( $external ) );
		}
		return rest_ensure_response( $this->tables->add_to_status( array( 'backend' => 'docent' ) + ( new Index_Check() )->status() ) );
	}

	/**
	 * Recreates missing tables, indexes queued docs and rebuilds (the first few seconds here; the
	 * rest continues by cron or through POST /docent/v1/search/rebuild). Answers the new status.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function repair( $request ): WP_REST_Response {
		$this->tables->repair();
		try {
			$progress = $this->search->maintenance()->repair();
		} catch ( Index_Busy $busy ) {
			return Search_Controller::unavailable( __( 'The search index is being written by another request. Try again in a moment.', 'docent' ) );
		} catch ( \Throwable $error ) {
			/* translators: %s: the error the database reported. */
			return Search_Controller::unavailable( sprintf( __( 'The search index could not be repaired: %s', 'docent' ), sanitize_text_field( $error->getMessage() ) ) );
		}
		return rest_ensure_response(
			array(
				'rebuild' => array(
					'done'     => (int) $progress['done'],
					'total'    => (int) $progress['total'],
					'finished' => (bool) $progress['finished'],
				),
				'status'  => $this->tables->add_to_status( ( new Index_Check() )->status() ),
			)
		);
	}

	/**
	 * The index's status, as GET /docent/v1/search/status answers it. A site whose search backend
	 * is not Docent's own gets only `ok`, `backend` and `problems`.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'              => 'http://json-schema.org/draft-04/schema#',
				'title'                => 'docent-search-status',
				'type'                 => 'object',
				'additionalProperties' => false,
				'required'             => array( 'ok', 'backend', 'problems' ),
				'properties'           => array_merge(
					array(
						'backend' => array(
							'description' => __( 'Whose index this is: "docent" (the site’s own tables) or "external" (a backend plugged in through a filter).', 'docent' ),
							'type'        => 'string',
							'enum'        => array( 'docent', 'external' ),
							'readonly'    => true,
						),
					),
					self::check_properties()
				),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * What POST /docent/v1/search/repair answers: the rebuild's progress and the new status.
	 *
	 * @return array<string, mixed>
	 */
	public function get_repair_schema(): array {
		return array(
			'$schema'              => 'http://json-schema.org/draft-04/schema#',
			'title'                => 'docent-search-repair',
			'type'                 => 'object',
			'additionalProperties' => false,
			'required'             => array( 'rebuild', 'status' ),
			'properties'           => array(
				'rebuild' => Search_Rebuild_Controller::progress_schema( 'docent-search-rebuild' ),
				'status'  => array(
					'description'          => __( 'The index’s status after the repair.', 'docent' ),
					'type'                 => 'object',
					'additionalProperties' => false,
					'required'             => array( 'ok', 'problems' ),
					'properties'           => self::check_properties(),
				),
			),
		);
	}

	/**
	 * The fields of the consistency check (Index_Check::status()).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function check_properties(): array {
		$count = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => 0,
			'readonly'    => true,
		);
		$ids   = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'array',
			'items'       => array( 'type' => 'integer' ),
			'readonly'    => true,
		);
		return array(
			'ok'             => array(
				'description' => __( 'Whether the index is whole and current.', 'docent' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
			'tables'         => array(
				'description' => __( 'Docent tables that are missing (the index’s, and the messages, votes, chat turns and Insights tables).', 'docent' ),
				'type'        => 'array',
				'items'       => array( 'type' => 'string' ),
				'readonly'    => true,
			),
			'schema_current' => array(
				'description' => __( 'Whether the tables are of the current version.', 'docent' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
			'generation'     => $count( __( 'The index’s generation (0: never built).', 'docent' ) ),
			'indexed'        => $count( __( 'Docs in the index.', 'docent' ) ),
			'expected'       => $count( __( 'Published docs the index should hold.', 'docent' ) ),
			'missing'        => $ids( __( 'Published docs missing from the index (a few examples).', 'docent' ) ),
			'extra'          => $ids( __( 'Docs in the index that should not be there (a few examples).', 'docent' ) ),
			'queued'         => $count( __( 'Docs waiting to be indexed.', 'docent' ) ),
			'oldest_queued'  => $count( __( 'Seconds the oldest of them has waited.', 'docent' ) ),
			'rebuilding'     => array(
				'description' => __( 'Whether a rebuild is under way.', 'docent' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
			'problems'       => array(
				'description' => __( 'What is wrong, in words an administrator can act on.', 'docent' ),
				'type'        => 'array',
				'items'       => array( 'type' => 'string' ),
				'readonly'    => true,
			),
		);
	}
}
