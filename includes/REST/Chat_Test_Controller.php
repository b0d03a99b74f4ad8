<?php
/**
 * REST route for admins: test the A.I. provider connection.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\AI\Chat_Service;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /docent/v1/chat/test (manage_options): { ok, provider, message }.
 */
final class Chat_Test_Controller extends WP_REST_Controller {

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
		$this->rest_base = 'chat/test';
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
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Only administrators may test the provider (it spends the site's API quota).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		if ( ! current_user_can( 'manage_options' ) ) {
			return new WP_Error(
				'rest_forbidden',
				__( 'Sorry, you are not allowed to test the A.I. provider.', 'docent' ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		return true;
	}

	/**
	 * Calls the chosen provider with a tiny prompt and reports how it went.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function create_item( $request ) {
		return rest_ensure_response( $this->chat->test_connection() );
	}

	/**
	 * The connection test's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-chat-test',
			'type'       => 'object',
			'properties' => array(
				'ok'       => array(
					'description' => __( 'Whether the provider answered.', 'docent' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
				'provider' => array(
					'description' => __( 'Id of the provider tested.', 'docent' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'message'  => array(
					'description' => __( 'What happened, for the admin.', 'docent' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
	}
}
