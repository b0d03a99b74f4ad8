<?php
/**
 * REST routes for contact messages: the public send route and the inbox routes.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Messages\Fields;
use Docent\Messages\Handoff;
use Docent\Messages\Messages;
use Docent\Messages\Store;
use Docent\Messages\Turnstile;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST   /docent/v1/messages              send a message (public; see create_item_permissions_check)
 * GET    /docent/v1/messages              list (manage_options)
 * GET    /docent/v1/messages/{id}         read (manage_options)
 * PATCH  /docent/v1/messages/{id}         mark read/unread (manage_options)
 * DELETE /docent/v1/messages/{id}         delete (manage_options)
 * POST   /docent/v1/messages/{id}/resend  mail it again (manage_options)
 */
final class Messages_Controller extends WP_REST_Controller {

	/**
	 * The order the widget checks its fields in; the first one at fault is named in `data.field`.
	 */
	private const FIELD_ORDER = array( 'name', 'from', 'message', 'attachment', 'token', 'website', 'page' );

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
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => $this->get_send_args(),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->get_collection_params(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
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
	 * The send route's fields. Names follow the widget's payload: name, from, message, token, attachment.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_send_args(): array {
		$validate = array( self::class, 'validate_send_arg' );
		return array(
			'name'       => array(
				'description'       => __( 'Sender’s full name (one line, up to 100 characters).', 'docent' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => $validate,
				'sanitize_callback' => array( Fields::class, 'name_text' ),
			),
			'from'       => array(
				'description'       => __( 'Sender’s email address.', 'docent' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => $validate,
				'sanitize_callback' => static fn( $value ) => sanitize_email( trim( (string) $value ) ),
			),
			'message'    => array(
				'description'       => __( 'The message (1 to 5000 characters).', 'docent' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => $validate,
				'sanitize_callback' => array( Fields::class, 'body_text' ),
			),
			'token'      => array(
				'description'       => __( 'Cloudflare Turnstile token; required when a site key is configured.', 'docent' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => Turnstile::TOKEN_MAX,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn( $value ) => trim( (string) $value ),
			),
			'attachment' => array(
				'description'       => __( 'Media library id of an application/* file the sender may read; empty for none. A media object with an id is accepted too; its url and filename are ignored.', 'docent' ),
				'type'              => array( 'integer', 'string', 'object', 'null' ),
				'default'           => 0,
				'validate_callback' => $validate,
				'sanitize_callback' => static fn( $value ) => (int) Fields::attachment_id( $value ),
			),
			'website'    => array(
				'description'       => __( 'Honeypot: a hidden field people leave empty. When filled, the answer is a success and nothing is stored or mailed.', 'docent' ),
				'type'              => 'string',
				'default'           => '',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn( $value ) => trim( (string) $value ),
			),
			'conversation' => array(
				'description' => __( 'A chat conversation id to attach: the server adds the replies it gave (never the client’s copy) after the message.', 'docent' ),
				'type'        => 'string',
				'default'     => '',
				'pattern'     => '^([a-f0-9]{32})?$',
			),
			'page'       => array(
				'description'       => __( 'Address of the page the message was sent from (defaults to the Referer); kept only when it is on this site.', 'docent' ),
				'type'              => 'string',
				'default'           => '',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => array( Fields::class, 'page_url' ),
			),
		);
	}

	/**
	 * Schema check, then the field's own rule from Fields.
	 *
	 * @param mixed           $value   Raw value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Field name.
	 * @return true|WP_Error
	 */
	public static function validate_send_arg( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		switch ( $param ) {
			case 'name':
				return Fields::name( $value );
			case 'from':
				return Fields::email( $value );
			case 'message':
				return Fields::body( $value );
			case 'attachment':
				return Fields::attachment( $value );
		}
		return true;
	}

	/**
	 * Adds `data.field` (the first field at fault, in the form's order) to the send route's 400s,
	 * next to core's `data.params`.
	 *
	 * @param mixed           $response Response so far (a WP_Error when validation failed).
	 * @param array           $handler  Route handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function name_field_at_fault( $response, $handler, $request ) {
		unset( $handler );
		if ( ! is_wp_error( $response ) || ! $request instanceof WP_REST_Request
			|| '/docent/v1/messages' !== $request->get_route() || 'POST' !== $request->get_method() ) {
			return $response;
		}
		$data = $response->get_error_data();
		if ( ! is_array( $data ) || empty( $data['params'] ) || ! is_array( $data['params'] ) ) {
			return $response;
		}
		$names = array_values( $data['params'] ) === $data['params'] ? $data['params'] : array_keys( $data['params'] );
		$order = array_values( array_intersect( self::FIELD_ORDER, $names ) );
		$data['field'] = $order ? $order[0] : (string) reset( $names );
		// A fresh error rather than add_data(), which would also echo the old data as additional_data.
		return new WP_Error( $response->get_error_code(), $response->get_error_message(), $data );
	}

	/**
	 * Anyone may send while Messaging is switched on. No side effects here: the callback applies the
	 * per-address rate limit, the honeypot and the server-side bot check before anything is stored.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		unset( $request );
		if ( ! $this->messages->intake()->enabled() ) {
			return new WP_Error(
				'docent_messaging_disabled',
				__( 'Messaging is switched off on this site.', 'docent' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * Sends a message: 201 `{ "success": true }` or `{ "success": "thank-you text" }`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function create_item( $request ) {
		$page = (string) $request['page'];
		$body = Handoff::body( (string) $request['message'], (string) $request['conversation'] );
		if ( is_wp_error( $body ) ) {
			return self::error_response( $body );
		}
		$result = $this->messages->intake()->receive(
			array(
				'name'          => (string) $request['name'],
				'email'         => (string) $request['from'],
				'body'          => $body,
				'attachment_id' => (int) $request['attachment'],
				'page_url'      => '' !== $page ? $page : Fields::page_url( (string) $request->get_header( 'referer' ) ),
				'token'         => (string) $request['token'],
				'honeypot'      => (string) $request['website'],
			)
		);
		if ( is_wp_error( $result ) ) {
			return self::error_response( $result );
		}
		return new WP_REST_Response( array( 'success' => $this->messages->success_answer() ), 201 );
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
				'delivery' => (string) $request['delivery'],
				'per_page' => $per_page,
				'page'     => (int) $request['page'],
			)
		);
		$items    = array();
		foreach ( $result['items'] as $row ) {
			$items[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $row, $request ) );
		}
		$response = rest_ensure_response( $items );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $result['total'] / max( 1, $per_page ) ) );
		return $response;
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
			'attachment' => $attachment,
			'page_url'   => $item['page_url'],
			'date_gmt'   => mysql_to_rfc3339( $item['created_at'] ),
			'status'     => $item['status'],
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
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$view         = array( 'view', 'edit' );
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-message',
			'type'       => 'object',
			'properties' => array(
				'id'         => array(
					'type'     => 'integer',
					'context'  => $view,
					'readonly' => true,
				),
				'name'       => array(
					'type'     => 'string',
					'context'  => $view,
					'readonly' => true,
				),
				'email'      => array(
					'type'     => 'string',
					'format'   => 'email',
					'context'  => $view,
					'readonly' => true,
				),
				'message'    => array(
					'type'     => 'string',
					'context'  => $view,
					'readonly' => true,
				),
				'attachment' => array(
					'type'       => array( 'object', 'null' ),
					'context'    => $view,
					'readonly'   => true,
					'properties' => array(
						'id'        => array( 'type' => 'integer' ),
						'filename'  => array( 'type' => 'string' ),
						'url'       => array( 'type' => 'string' ),
						'mime_type' => array( 'type' => 'string' ),
					),
				),
				'page_url'   => array(
					'type'     => 'string',
					'context'  => $view,
					'readonly' => true,
				),
				'date_gmt'   => array(
					'type'     => 'string',
					'format'   => 'date-time',
					'context'  => $view,
					'readonly' => true,
				),
				'status'     => array(
					'type'    => 'string',
					'enum'    => Store::STATUSES,
					'context' => $view,
				),
				'delivery'   => array(
					'type'       => 'object',
					'context'    => $view,
					'readonly'   => true,
					'properties' => array(
						'status'       => array(
							'type' => 'string',
							'enum' => Store::DELIVERIES,
						),
						'error'        => array( 'type' => 'string' ),
						'attempts'     => array( 'type' => 'integer' ),
						'delivered_at' => array( 'type' => array( 'string', 'null' ) ),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
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
		$params['delivery'] = array(
			'description'       => __( 'Only messages with this delivery status.', 'docent' ),
			'type'              => 'string',
			'enum'              => Store::DELIVERIES,
			'validate_callback' => 'rest_validate_request_arg',
		);
		return $params;
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

	/**
	 * An error as a response, with Retry-After when the error says how long to wait.
	 *
	 * @param WP_Error $error Error.
	 */
	private static function error_response( WP_Error $error ): WP_REST_Response {
		$response = rest_convert_error_to_response( $error );
		$data     = $error->get_error_data();
		if ( is_array( $data ) && ! empty( $data['retry_after'] ) ) {
			$response->header( 'Retry-After', (string) (int) $data['retry_after'] );
		}
		return $response;
	}
}
