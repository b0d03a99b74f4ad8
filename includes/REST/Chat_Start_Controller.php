<?php
/**
 * REST: GET /docent/v1/chat/start, the chat's opening greeting and suggested questions.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Docs\Knowledge_Base;
use Docent\Settings\Settings;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Anyone while A.I. Chat is on, and administrators for the settings' preview: { greeting,
 * suggestions, helpful }. The same for every visitor, so a cached page's widget reads it as well.
 */
final class Chat_Start_Controller extends WP_REST_Controller {

	/**
	 * Most suggested questions.
	 */
	private const SUGGESTIONS = 3;

	/**
	 * Settings reader (the greeting and the admin's suggestions).
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The chat route's controller, whose permission check (A.I. Chat is on) this route shares.
	 *
	 * @var Chat_Controller
	 */
	private Chat_Controller $json;

	/**
	 * The knowledge base (the most helpful articles).
	 *
	 * @var Knowledge_Base
	 */
	private Knowledge_Base $knowledge_base;

	/**
	 * @param Settings        $settings       Settings reader.
	 * @param Chat_Controller $json           The chat route's controller.
	 * @param Knowledge_Base  $knowledge_base The knowledge base.
	 */
	public function __construct( Settings $settings, Chat_Controller $json, Knowledge_Base $knowledge_base ) {
		$this->settings       = $settings;
		$this->json           = $json;
		$this->knowledge_base = $knowledge_base;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'chat/start';
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
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Anyone while A.I. Chat is on; an administrator also while it is off, for the preview.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return current_user_can( 'manage_options' ) ? true : $this->json->create_item_permissions_check( $request );
	}

	/**
	 * The chat's opening: the site's greeting and up to three suggested questions (the admin's,
	 * or the titles of the most helpful articles, which `helpful` always holds).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): WP_REST_Response {
		unset( $request );
		$settings    = (array) ( $this->settings->get()['integrate_ai'] ?? array() );
		$greeting    = trim( (string) ( $settings['greeting'] ?? '' ) );
		$suggestions = array_values( array_filter( array_map( 'trim', (array) ( $settings['suggestions'] ?? array() ) ) ) );
		$helpful     = array();
		foreach ( $this->knowledge_base->most_helpful( self::SUGGESTIONS ) as $doc ) {
			$helpful[] = trim( html_entity_decode( get_the_title( $doc ), ENT_QUOTES, 'UTF-8' ) );
		}
		$helpful = array_values( array_filter( $helpful ) );
		return rest_ensure_response(
			array(
				'greeting'    => '' !== $greeting ? $greeting : __( 'Hi! Ask me anything about this site, or pick a question below.', 'docent' ),
				'suggestions' => array_slice( $suggestions ? $suggestions : $helpful, 0, self::SUGGESTIONS ),
				'helpful'     => $helpful,
			)
		);
	}

	/**
	 * The opening's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'              => 'http://json-schema.org/draft-04/schema#',
				'title'                => 'docent-chat-start',
				'type'                 => 'object',
				'additionalProperties' => false,
				'required'             => array( 'greeting', 'suggestions', 'helpful' ),
				'properties'           => array(
					'greeting'    => array(
						'description' => __( 'The chat’s first message: the site’s greeting, or a default one.', 'docent' ),
						'type'        => 'string',
						'minLength'   => 1,
						'readonly'    => true,
					),
					'suggestions' => array(
						'description' => __( 'Up to three questions to offer: the admin’s, or the titles of the most helpful articles.', 'docent' ),
						'type'        => 'array',
						'maxItems'    => self::SUGGESTIONS,
						'items'       => array(
							'type'      => 'string',
							'minLength' => 1,
						),
						'readonly'    => true,
					),
					'helpful'     => array(
						'description' => __( 'The titles of up to three most helpful articles (by helpful votes; with none yet, the first articles), what the suggestions fall back to.', 'docent' ),
						'type'        => 'array',
						'maxItems'    => self::SUGGESTIONS,
						'items'       => array(
							'type'      => 'string',
							'minLength' => 1,
						),
						'readonly'    => true,
					),
				),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
