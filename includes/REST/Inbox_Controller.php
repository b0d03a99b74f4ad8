<?php
/**
 * REST routes of the messages inbox.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Messages\Messages;
use Docent\Messages\Store;
use Docent\REST\Schemas\Message_Schema;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET    /docent/v1/messages/{id}         read (manage_options)
 * PATCH  /docent/v1/messages/{id}         mark read/unread (manage_options)
 * DELETE /docent/v1/messages/{id}         delete (manage_options)
 * POST   /docent/v1/messages/{id}/resend  mail it again (manage_options)
 *
 * The list, GET /docent/v1/messages, is Inbox_List_Controller's, which shows each message as
 * prepare_item_for_response() does; the public send route on that path is Message_Send_Controller's.
 */
final class Inbox_Controller extends WP_REST_Controller {

	/**
	 * The Messaging feature.
	 *
	 * @var Messages
	 */
	private Messages $messages;

	/**
	 * @param Messages $messages The Messaging feature.
	 */
	public function __construct( Messages $messages ) {
		$this->messages  = $messages;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'messages';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id = array(
			'id' => array(
				'description' => __( 'Message id.', 'docent' ),
				'type'        => 'integer',
			),
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => $id,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => array(
						'status' => array(
							'description'       => __( 'Whether the message has been read.', 'docent' ),
							'type'              => 'string',
							'enum'              => Store::STATUSES,
							'required'          => true,
							'validate_callback' => 'rest_validate_request_arg',
						),
					),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)/resend',
			array(
				'args' => $id,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'resend_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
				),
			)
		);
	}

	/**
	 * The inbox routes need manage_options: 401 for visitors, 403 for other users.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function manage_permissions_check( $request ) {
		unset( $request );
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to read or change contact messages.', 'docent' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * One message.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$row = $this->find( $request );
		return is_wp_error( $row ) ? $row : $this->prepare_item_for_response( $row, $request );
	}

	/**
	 * Marks a message read or unread.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$row = $this->find( $request );
		if ( is_wp_error( $row ) ) {
			return $row;
		}
		$this->messages->store()->set_status( $row['id'], (string) $request['status'] );
		return $this->prepare_item_for_response( (array) $this->messages->store()->find( $row['id'] ), $request );
	}

	/**
	 * Deletes a message.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$row = $this->find( $request );
		if ( is_wp_error( $row ) ) {
			return $row;
		}
		$previous = $this->prepare_item_for_response( $row, $request )->get_data();
		$this->messages->store()->delete( $row['id'] );
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	/**
	 * Mails a message again. Answers 200 with the message either way; `delivery.status` says
	 * whether it went out and `delivery.error` why not.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function resend_item( $request ) {
		$row = $this->find( $request );
		if ( is_wp_error( $row ) ) {
			return $row;
		}
		$this->messages->mailer()->deliver( $row['id'] );
		return $this->prepare_item_for_response( (array) $this->messages->store()->find( $row['id'] ), $request );
	}

	/**
	 * A stored message as the API shows it.
	 *
	 * @param array<string, mixed> $item    A row from Store.
	 * @param WP_REST_Request      $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$attachment = null;
		if ( $item['attachment_id'] ) {
			$file       = get_attached_file( $item['attachment_id'] );
			$attachment = array(
				'id'        => $item['attachment_id'],
				'filename'  => $file ? wp_basename( $file ) : '',
				'url'       => (string) wp_get_attachment_url( $item['attachment_id'] ),
				'mime_type' => (string) get_post_mime_type( $item['attachment_id'] ),
			);
		}
		$data = array(
			'id'         => $item['id'],
			'name'       => $item['name'],
			'email'      => $item['email'],
			'message'    => $item['body'],
			'transcript' => $item['transcript'],
			'attachment' => $attachment,
			'page_url'   => $item['page_url'],
			'date_gmt'   => mysql_to_rfc3339( $item['created_at'] ),
			'status'     => $item['status'],
			'state'      => $item['state'],
			'delivery'   => array(
				'status'       => $item['delivery'],
				'error'        => $item['delivery_error'],
				'attempts'     => $item['attempts'],
				'delivered_at' => $item['delivered_at'] ? mysql_to_rfc3339( $item['delivered_at'] ) : null,
			),
		);
		$context  = ! empty( $request['context'] ) ? $request['context'] : 'view';
		$data     = $this->filter_response_by_context( $this->add_additional_fields_to_object( $data, $request ), $context );
		$response = rest_ensure_response( $data );
		$response->add_links(
			array(
				'self'       => array( 'href' => rest_url( "{$this->namespace}/{$this->rest_base}/{$item['id']}" ) ),
				'collection' => array( 'href' => rest_url( "{$this->namespace}/{$this->rest_base}" ) ),
			)
		);
		return $response;
	}

	/**
	 * A stored message, as the inbox routes return it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = Message_Schema::get();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The message the route's id names, or a 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|WP_Error
	 */
	private function find( $request ) {
		$row = $this->messages->store()->find( (int) $request['id'] );
		return $row ? $row : new WP_Error( 'docent_message_not_found', __( 'That message does not exist.', 'docent' ), array( 'status' => 404 ) );
	}
}
