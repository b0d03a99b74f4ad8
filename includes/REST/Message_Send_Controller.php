<?php
/**
 * The public route that sends a contact message.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Messages\Fields;
use Docent\Messages\Handoff;
use Docent\Messages\Messages;
use Docent\REST\Schemas\Message_Send_Args;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /docent/v1/messages  send a message (public while Messaging is on; see create_item_permissions_check).
 * Inbox_List_Controller and Inbox_Controller serve the inbox's routes on the same path.
 */
final class Message_Send_Controller extends WP_REST_Controller {

	/**
	 * The order the widget checks its fields in; the first one at fault is named in `data.field`.
	 */
	private const FIELD_ORDER = array( 'name', 'from', 'message', 'attachment', 'attachment_token', 'token', 'website', 'page' );

	/**
	 * The Messaging feature.
	 *
	 * @var Messages
	 */
	private Messages $messages;

	/**
	 * Attaches a chat conversation's transcript to a message.
	 *
	 * @var Handoff
	 */
	private Handoff $handoff;

	/**
	 * @param Messages $messages The Messaging feature.
	 * @param Handoff  $handoff  Attaches a chat conversation's transcript.
	 */
	public function __construct( Messages $messages, Handoff $handoff ) {
		$this->messages  = $messages;
		$this->handoff   = $handoff;
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
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					// Names follow the widget's payload: name, from, message, token, attachment.
					'args'                => array_merge( self::written_args(), Message_Send_Args::attached() ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * What the sender writes: name, address and message, each checked by its rule in Fields.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function written_args(): array {
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
		if ( (int) $request['attachment'] && '' !== (string) $request['attachment_token'] ) {
			$one = __( 'A message carries one file: attach it from the media library or upload it, not both.', 'docent' );
			return self::error_response( new WP_Error( 'rest_invalid_param', $one, array( 'status' => 400, 'field' => 'attachment_token', 'params' => array( 'attachment_token' => $one ) ) ) );
		}
		$body       = (string) $request['message'];
		$transcript = $this->handoff->transcript( $body, (string) $request['conversation'] );
		if ( is_wp_error( $transcript ) ) {
			return self::error_response( $transcript );
		}
		$result = $this->messages->intake()->receive(
			array(
				'name'          => (string) $request['name'],
				'email'         => (string) $request['from'],
				'body'          => $body,
				'transcript'    => $transcript,
				'attachment_id' => (int) $request['attachment'],
				'upload'        => (string) $request['attachment_token'],
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

	/**
	 * What a successful send answers.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'              => 'http://json-schema.org/draft-04/schema#',
				'title'                => 'docent-message-sent',
				'type'                 => 'object',
				'additionalProperties' => false,
				'required'             => array( 'success' ),
				'properties'           => array(
					'success' => array(
						'description' => __( 'True, or the site owner’s own thank-you text when it differs from the default (the widget then shows it).', 'docent' ),
						'type'        => array( 'boolean', 'string' ),
						'readonly'    => true,
					),
				),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
