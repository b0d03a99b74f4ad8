<?php
/**
 * REST: GET and POST /docent/v1/settings, for administrators.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Settings\Schema;
use Docent\Settings\Settings;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The assistant settings as one resource. GET answers every setting except the secrets
 * (reported as `{key}_set` booleans); POST takes a partial object, validated as a whole
 * against Schema::get(), and answers the full settings.
 */
final class Settings_Controller extends WP_REST_Controller {

	/**
	 * Settings reader and writer.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * @param Settings $settings Settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings  = $settings;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'settings';
	}

	/**
	 * Registers GET and POST (also PUT/PATCH) on /docent/v1/settings.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					// The body is validated as one object by Settings::update() against the schema, so
					// that every error names its field by path and nothing is half-saved.
					'args'                => $this->get_update_args(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Top-level keys, described for OPTIONS (validation happens on the whole object).
	 *
	 * @return array<string, array<string, string>>
	 */
	private function get_update_args(): array {
		$args = array();
		foreach ( Schema::get()['properties'] as $key => $property ) {
			$args[ $key ] = array( 'description' => $property['description'] ?? '' );
		}
		return $args;
	}

	/**
	 * Only administrators (manage_options): 401 when logged out, 403 otherwise.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to manage Docent settings.', 'docent' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * Same rule as reading.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * The full settings, secrets reported as set or not.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return $this->prepare_item_for_response( $this->settings->admin_data(), $request );
	}

	/**
	 * Saves a partial settings object; 400 naming the field when anything is invalid.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		// JSON, or a form-encoded body; the server already answered 400 for malformed JSON.
		$body = $request->get_json_params() ?? $request->get_body_params();
		if ( ! is_array( $body ) ) {
			return new WP_Error( 'rest_invalid_json', __( 'The settings must be sent as a JSON object.', 'docent' ), array( 'status' => 400 ) );
		}
		$saved = $this->settings->update( $body );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return $this->prepare_item_for_response( $this->settings->admin_data(), $request );
	}

	/**
	 * The settings as the schema describes them.
	 *
	 * @param array<string, mixed> $item    Settings from Settings::admin_data().
	 * @param WP_REST_Request      $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		return rest_ensure_response( $item );
	}

	/**
	 * The settings schema as clients read it: secrets are write-only, their `_set` flags read-only.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array_merge(
			array(
				'$schema' => 'http://json-schema.org/draft-04/schema#',
				'title'   => 'docent-settings',
			),
			Schema::get()
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
