<?php
/**
 * REST: GET /docent/v1/insights, POST /docent/v1/insights/drafts, DELETE /docent/v1/insights/{id}.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Docs\Post_Type;
use Docent\Insights\Insights;
use Docent\Insights\Store;
use Docent\REST\Schemas\Insights_Schema;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The Insights screen's data (administrators), its "Write this article" action (anyone who may
 * create docs) and "Dismiss" (administrators).
 */
final class Insights_Controller extends WP_REST_Controller {

	/**
	 * The Insights module.
	 *
	 * @var Insights
	 */
	private Insights $insights;

	/**
	 * @param Insights $insights The Insights module.
	 */
	public function __construct( Insights $insights ) {
		$this->insights  = $insights;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'insights';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->register_report_route();
		$this->register_drafts_route();
		$this->register_dismiss_route();
	}

	/**
	 * GET /docent/v1/insights: everything the Insights screen shows.
	 */
	private function register_report_route(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => array(
						'limit' => array(
							'description' => __( 'Items per list.', 'docent' ),
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
	 * POST /docent/v1/insights/drafts: a draft doc for a query nothing answered.
	 */
	private function register_drafts_route(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/drafts',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_draft' ),
					'permission_callback' => array( $this, 'create_draft_permissions_check' ),
					'args'                => array(
						'title'   => array(
							'description'       => __( 'Title of the new draft doc (the query it answers): plain text with something visible in it.', 'docent' ),
							'type'              => 'string',
							'required'          => true,
							'minLength'         => 1,
							'maxLength'         => Store::QUERY_MAX,
							'validate_callback' => array( $this, 'validate_title' ),
						),
						'insight' => array(
							'description' => __( 'Id of the insight the draft answers; its draft is reused. Only those who may see Insights may link one.', 'docent' ),
							'type'        => 'integer',
							'minimum'     => 1,
						),
						'parent'  => array(
							'description' => __( 'The documentation or section the draft goes under (0: a documentation of its own). The depth rule applies.', 'docent' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'default'     => 0,
						),
					),
				),
			)
		);
	}

	/**
	 * DELETE /docent/v1/insights/{id}: dismisses an insight.
	 */
	private function register_dismiss_route(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args' => array(
					'id' => array(
						'description' => __( 'Id of the insight.', 'docent' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
				),
			)
		);
	}

	/**
	 * Reading and dismissing insights: administrators (manage_options); 401 logged out, 403 otherwise.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function manage_permissions_check( $request ) {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to see Docent insights.', 'docent' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * Writing a draft: whoever may create docs (edit_posts for the docs post type). Linking it to
	 * an insight (and so reading or replacing the draft linked there) is for those who may see
	 * Insights, as the link shows on their screen.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_draft_permissions_check( $request ) {
		$type = get_post_type_object( Post_Type::NAME );
		if ( ! $type || ! current_user_can( $type->cap->create_posts ) ) {
			return new WP_Error(
				'rest_cannot_create',
				__( 'Sorry, you are not allowed to create docs.', 'docent' ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		if ( null !== $request['insight'] && ! current_user_can( 'manage_options' ) ) {
			return new WP_Error(
				'rest_cannot_link',
				__( 'Sorry, only those who may see Docent insights may write a draft for one. Leave out "insight" to write a draft of your own.', 'docent' ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		return true;
	}

	/**
	 * A title must be a string with something visible once markup is removed ("<b></b>" is not).
	 *
	 * @param mixed           $value   Sent value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public function validate_title( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( '' === Insights::title( (string) $value ) ) {
			return new WP_Error(
				'rest_invalid_param',
				/* translators: %s: parameter name. */
				sprintf( __( '%s must have some text in it.', 'docent' ), $param ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * Every list of the Insights screen.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( $this->insights->report( (int) $request['limit'] ) );
	}

	/**
	 * Creates (or finds) the draft doc for a query: 201 when created, 200 when it existed.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_draft( $request ) {
		$draft = $this->insights->write_draft( (string) $request['title'], (int) $request['insight'], (int) $request['parent'] );
		if ( is_wp_error( $draft ) ) {
			return $draft;
		}
		$created = $draft['created'];
		unset( $draft['created'] );
		$response = rest_ensure_response( $draft );
		$response->set_status( $created ? 201 : 200 );
		return $response;
	}

	/**
	 * Forgets one insight (the admin's "Dismiss"); 404 when there is none with that id.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		if ( ! $this->insights->store()->delete( (int) $request['id'] ) ) {
			return new WP_Error( 'rest_not_found', __( 'There is no such insight.', 'docent' ), array( 'status' => 404 ) );
		}
		return rest_ensure_response(
			array(
				'deleted' => true,
				'id'      => (int) $request['id'],
			)
		);
	}

	/**
	 * The Insights screen's data.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = Insights_Schema::get();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
