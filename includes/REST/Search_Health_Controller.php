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
	 * @param Search $search Search module.
	 */
	public function __construct( Search $search ) {
		$this->search    = $search;
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
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'status' ),
				'permission_callback' => array( $this, 'permissions_check' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/repair',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'repair' ),
				'permission_callback' => array( $this, 'permissions_check' ),
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
			return rest_ensure_response(
				array(
					'ok'       => true,
					'backend'  => 'external',
					'problems' => array(),
				)
			);
		}
		return rest_ensure_response( array( 'backend' => 'docent' ) + ( new Index_Check() )->status() );
	}

	/**
	 * Recreates missing tables, indexes queued docs and rebuilds (the first few seconds here; the
	 * rest continues by cron or through POST /docent/v1/search/rebuild). Answers the new status.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function repair( $request ): WP_REST_Response {
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
				'status'  => ( new Index_Check() )->status(),
			)
		);
	}
}
