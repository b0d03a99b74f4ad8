<?php
/**
 * REST: GET /docent/v1/boot, the widget's boot data beyond what the page inlines.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Frontend\Boot_Data;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Public and cacheable: the settings every page used to inline (the public subset, no secrets),
 * the panel's script list and its texts, the same for every visitor. The loader asks for it by
 * the address the page names, whose `v` changes with the content, so a browser or a CDN keeps
 * the answer for a year; an old address (a page from a page cache) gets the current data for
 * five minutes. Nothing in it belongs to a visitor: no user, no nonce.
 */
final class Boot_Controller extends WP_REST_Controller {

	/**
	 * How long an answer asked for by an old address may be kept, in seconds.
	 */
	private const STALE_MAX_AGE = 300;

	/**
	 * The boot data.
	 *
	 * @var Boot_Data
	 */
	private Boot_Data $boot;

	/**
	 * @param Boot_Data $boot The boot data.
	 */
	public function __construct( Boot_Data $boot ) {
		$this->boot      = $boot;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'boot';
	}

	/**
	 * Registers GET /docent/v1/boot.
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
					'args'                => array(
						'v' => array(
							'description' => __( 'The version the page names; the answer is cached for long only when it is current.', 'docent' ),
							'type'        => 'string',
							'pattern'     => '^[0-9a-f]{1,32}$',
						),
						'locale' => array(
							'description' => __( 'The page\'s language, when it is not the site\'s; ignored unless installed.', 'docent' ),
							'type'        => 'string',
							'pattern'     => '^[A-Za-z]{2,3}(_[A-Za-z0-9]+)*$',
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Public: the same data every public page carried inline.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true
	 */
	public function get_item_permissions_check( $request ) {
		return true;
	}

	/**
	 * The shared boot data, with caching headers.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		$locale   = (string) $request['locale'];
		$switched = '' !== $locale
			&& in_array( $locale, array_merge( array( 'en_US' ), get_available_languages() ), true )
			&& switch_to_locale( $locale );
		try {
			$data = $this->boot->shared();
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
		$response = new WP_REST_Response( $data );
		// A request carrying a login cookie is never kept for others: the scripts' set-up code was
		// made for that user (their language, for one) before the REST API set the user aside.
		if ( self::has_login_cookie() ) {
			$response->header( 'Cache-Control', 'private, no-cache' );
			return $response;
		}
		$current = $this->boot->version( $data ) === $request['v'];
		$response->header(
			'Cache-Control',
			$current ? 'public, max-age=31536000, immutable' : 'public, max-age=' . self::STALE_MAX_AGE
		);
		return $response;
	}

	/**
	 * Whether the request came with a logged-in cookie (valid or not).
	 */
	private static function has_login_cookie(): bool {
		return defined( 'LOGGED_IN_COOKIE' ) && ! empty( $_COOKIE[ LOGGED_IN_COOKIE ] );
	}

	/**
	 * The shared boot data (Boot_Data::shared()).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$text         = array( 'type' => 'string' );
			$this->schema = array(
				'$schema'              => 'http://json-schema.org/draft-04/schema#',
				'title'                => 'docent-boot',
				'type'                 => 'object',
				'additionalProperties' => false,
				'required'             => array( 'settings', 'scripts', 'style', 'i18n', 'user' ),
				'properties'           => array(
					'settings' => array(
						'description' => __( 'The settings a visitor’s page may see: every setting except the server-only ones.', 'docent' ),
						'type'        => 'object',
						'required'    => array( 'assist_enable', 'integrate_ai', 'explore', 'message', 'placement', 'preference' ),
					),
					'scripts'  => array(
						'description' => __( 'The panel’s scripts in load order, each a file or inline code, with the handle it belongs to.', 'docent' ),
						'type'        => 'array',
						'items'       => array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'required'             => array( 'handle' ),
							'properties'           => array(
								'handle'   => $text,
								'src'      => $text + array( 'format' => 'uri' ),
								'code'     => $text,
								'polyfill' => $text,
							),
						),
					),
					'style'    => $text + array( 'description' => __( 'The colour settings as CSS custom properties.', 'docent' ) ),
					'i18n'     => array(
						'description'          => __( 'The bubble’s and the panel frame’s texts.', 'docent' ),
						'type'                 => 'object',
						'required'             => array( 'open', 'close', 'search', 'ask' ),
						'additionalProperties' => $text,
					),
					'user'     => array(
						'description' => __( 'No one: the shared part belongs to no visitor.', 'docent' ),
						'type'        => 'object',
						'required'    => array( 'id', 'can_upload' ),
						'properties'  => array(
							'id'         => array( 'type' => 'integer' ),
							'can_upload' => array( 'type' => 'boolean' ),
						),
					),
				),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
