<?php
/**
 * The public route that takes a file to attach to a contact message.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Messages\Attachments\File_Type;
use Docent\Messages\Attachments\Upload_Intake;
use Docent\Messages\Intake;
use Docent\Messages\Turnstile;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /docent/v1/attachments  multipart/form-data with `file` (one image or PDF, at most 5 MB)
 * and `token` (Turnstile, when on). Answers 201 with a token that POST /docent/v1/messages takes
 * as `attachment_token` within the hour. Public while Messaging is on (see the permission check).
 */
final class Attachment_Upload_Controller extends WP_REST_Controller {

	/**
	 * Whether Messaging is on.
	 *
	 * @var Intake
	 */
	private Intake $messages;

	/**
	 * The upload write path.
	 *
	 * @var Upload_Intake
	 */
	private Upload_Intake $uploads;

	/**
	 * @param Intake        $messages The message write path (whether Messaging is on).
	 * @param Upload_Intake $uploads  The upload write path.
	 */
	public function __construct( Intake $messages, Upload_Intake $uploads ) {
		$this->messages  = $messages;
		$this->uploads   = $uploads;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'attachments';
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
					'args'                => array(
						'token' => array(
							'description'       => __( 'Cloudflare Turnstile token; required when a site key is configured.', 'docent' ),
							'type'              => 'string',
							'default'           => '',
							'maxLength'         => Turnstile::TOKEN_MAX,
							'sanitize_callback' => static fn( $value ) => trim( (string) $value ),
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Anyone may upload while Messaging is on. No side effects here: the callback applies the
	 * per-address rate limit, the size and type checks and the server-side bot check first.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		unset( $request );
		if ( ! $this->messages->enabled() ) {
			return new WP_Error( 'docent_messaging_disabled', __( 'Messaging is switched off on this site.', 'docent' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Takes the file: 201 with its token, or why it was refused (413, 415, 429, 403 bot check).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function create_item( $request ) {
		$files  = $request->get_file_params();
		$file   = isset( $files['file'] ) && is_array( $files['file'] ) && ! is_array( $files['file']['name'] ?? null ) ? $files['file'] : array();
		$result = $this->uploads->receive( $file, (string) $request['token'] );
		if ( is_wp_error( $result ) ) {
			$response = rest_convert_error_to_response( $result );
			$data     = $result->get_error_data();
			if ( is_array( $data ) && ! empty( $data['retry_after'] ) ) {
				$response->header( 'Retry-After', (string) (int) $data['retry_after'] );
			}
			return $response;
		}
		return new WP_REST_Response( $this->prepare_for_response( $result ), 201 );
	}

	/**
	 * The answer, as the schema names it.
	 *
	 * @param array<string, mixed> $result What Upload_Intake returned.
	 * @return array<string, mixed>
	 */
	private function prepare_for_response( array $result ): array {
		return array(
			'token'      => (string) $result['token'],
			'file_name'  => (string) $result['file_name'],
			'mime_type'  => (string) $result['mime_type'],
			'size'       => (int) $result['size'],
			'expires_in' => (int) $result['expires_in'],
		);
	}

	/**
	 * What a successful upload answers.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'              => 'http://json-schema.org/draft-04/schema#',
				'title'                => 'docent-attachment-upload',
				'type'                 => 'object',
				'additionalProperties' => false,
				'properties'           => array(
					'token'      => array(
						'description' => __( 'Send it as attachment_token with the message.', 'docent' ),
						'type'        => 'string',
						'pattern'     => '^[a-f0-9]{32}$',
						'readonly'    => true,
					),
					'file_name'  => array(
						'description' => __( 'The name the file is kept under (its extension follows its content).', 'docent' ),
						'type'        => 'string',
						'readonly'    => true,
					),
					'mime_type'  => array(
						'description' => __( 'The type read from the file’s content.', 'docent' ),
						'type'        => 'string',
						'enum'        => array_keys( File_Type::EXTENSIONS ),
						'readonly'    => true,
					),
					'size'       => array(
						'description' => __( 'Size in bytes.', 'docent' ),
						'type'        => 'integer',
						'readonly'    => true,
					),
					'expires_in' => array(
						'description' => __( 'Seconds the token stays good for.', 'docent' ),
						'type'        => 'integer',
						'readonly'    => true,
					),
				),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
