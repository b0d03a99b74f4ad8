<?php
/**
 * REST route of the inbox list: GET /docent/v1/messages (admins).
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Messages\Messages;
use Docent\Messages\Store;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /docent/v1/messages (manage_options): the messages newest first, paged and filtered by read
 * and delivery status. Each message, the schema and the permission check are Inbox_Controller's,
 * so the list shows messages exactly as the single-message routes do.
 */
final class Inbox_List_Controller extends WP_REST_Controller {

	/**
	 * The Messaging feature.
	 *
	 * @var Messages
	 */
	private Messages $messages;

	/**
	 * The single-message routes, whose view of a message the list shares.
	 *
	 * @var Inbox_Controller
	 */
	private Inbox_Controller $inbox;

	/**
	 * @param Messages         $messages The Messaging feature.
	 * @param Inbox_Controller $inbox    The single-message routes.
	 */
	public function __construct( Messages $messages, Inbox_Controller $inbox ) {
		$this->messages  = $messages;
		$this->inbox     = $inbox;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'messages';
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
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this->inbox, 'manage_permissions_check' ),
					'args'                => $this->get_collection_params(),
				),
				// No 'schema' here: WordPress keeps one per path, and this path's is the send route's
				// (Message_Send_Controller). A message's own is on /docent/v1/messages/{id}.
			)
		);
	}

	/**
	 * Lists messages, newest first, with X-WP-Total and X-WP-TotalPages.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$per_page = (int) $request['per_page'];
		$result   = $this->messages->store()->query(
			array(
				'status'   => (string) $request['status'],
				'state'    => (string) $request['state'],
				'delivery' => (string) $request['delivery'],
				'per_page' => $per_page,
				'page'     => (int) $request['page'],
			)
		);
		$items    = array();
		foreach ( $result['items'] as $row ) {
			$items[] = $this->prepare_response_for_collection( $this->inbox->prepare_item_for_response( $row, $request ) );
		}
		$response = rest_ensure_response( $items );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $result['total'] / max( 1, $per_page ) ) );
		return $response;
	}

	/**
	 * Paging and filters for the inbox list.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		$params                        = parent::get_collection_params();
		$params['context']['default']  = 'view';
		$params['per_page']['maximum'] = 100;
		unset( $params['search'] );
		$params['status']   = array(
			'description'       => __( 'Only read or only unread messages.', 'docent' ),
			'type'              => 'string',
			'enum'              => Store::STATUSES,
			'validate_callback' => 'rest_validate_request_arg',
		);
		$params['state']    = array(
			'description'       => __( 'Only open, only answered or only closed messages.', 'docent' ),
			'type'              => 'string',
			'enum'              => Store::STATES,
			'validate_callback' => 'rest_validate_request_arg',
		);
		$params['delivery'] = array(
			'description'       => __( 'Only messages with this delivery status.', 'docent' ),
			'type'              => 'string',
			'enum'              => Store::DELIVERIES,
			'validate_callback' => 'rest_validate_request_arg',
		);
		return $params;
	}

	/**
	 * A stored message, as the inbox routes return it (Inbox_Controller's schema).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->inbox->get_item_schema();
	}
}
