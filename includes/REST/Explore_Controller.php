<?php
/**
 * REST: GET /docent/v1/explore, the Explore tab's list before a search.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Docs\Hierarchy;
use Docent\Docs\Knowledge_Base;
use WP_Post;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The list composed by Knowledge_Base::explore_docs(): public docs only, each with a plain-text
 * excerpt and its documentation and section titles.
 */
final class Explore_Controller extends WP_REST_Controller {

	/**
	 * Words kept in an excerpt built from the content.
	 */
	private const EXCERPT_WORDS = 40;

	/**
	 * The knowledge base.
	 *
	 * @var Knowledge_Base
	 */
	private Knowledge_Base $knowledge_base;

	/**
	 * @param Knowledge_Base $knowledge_base The knowledge base.
	 */
	public function __construct( Knowledge_Base $knowledge_base ) {
		$this->knowledge_base = $knowledge_base;
		$this->namespace      = 'docent/v1';
		$this->rest_base      = 'explore';
	}

	/**
	 * Registers GET /docent/v1/explore.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->get_collection_params(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Public: it only reads published, password-free docs.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true
	 */
	public function get_items_permissions_check( $request ) {
		return true;
	}

	/**
	 * The list, with its size in X-WP-Total.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$items = array();
		foreach ( $this->knowledge_base->explore_docs() as $doc ) {
			$items[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $doc, $request ) );
		}
		$response = rest_ensure_response( $items );
		$response->header( 'X-WP-Total', (string) count( $items ) );
		return $response;
	}

	/**
	 * One card: id, title, link, excerpt and breadcrumb.
	 *
	 * @param WP_Post         $item    A public doc.
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'id'         => $item->ID,
			'title'      => self::plain( get_the_title( $item ) ),
			'link'       => (string) get_permalink( $item ),
			'excerpt'    => self::excerpt( $item ),
			'breadcrumb' => Hierarchy::breadcrumb( $item ),
		);
		$context = ! empty( $request['context'] ) ? $request['context'] : 'view';
		$data    = $this->add_additional_fields_to_object( $data, $request );
		$data    = $this->filter_response_by_context( $data, $context );
		return rest_ensure_response( $data );
	}

	/**
	 * The hand-written excerpt, or the start of the content, as plain text.
	 *
	 * @param WP_Post $doc Doc.
	 */
	private static function excerpt( WP_Post $doc ): string {
		if ( '' !== trim( $doc->post_excerpt ) ) {
			return self::plain( $doc->post_excerpt );
		}
		$text = self::plain( excerpt_remove_blocks( strip_shortcodes( $doc->post_content ) ) );
		return wp_trim_words( $text, self::EXCERPT_WORDS, '…' );
	}

	/**
	 * Text without tags or entities, whitespace collapsed.
	 *
	 * @param string $html HTML or text.
	 */
	private static function plain( string $html ): string {
		$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * Only the context parameter.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array(
			'context' => $this->get_context_param( array( 'default' => 'view' ) ),
		);
	}

	/**
	 * One Explore card.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-explore-item',
			'type'       => 'object',
			'properties' => array(
				'id'         => array(
					'description' => __( 'Doc id.', 'docent' ),
					'type'        => 'integer',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
				),
				'title'      => array(
					'description' => __( 'Doc title, plain text.', 'docent' ),
					'type'        => 'string',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
				),
				'link'       => array(
					'description' => __( 'Doc permalink.', 'docent' ),
					'type'        => 'string',
					'format'      => 'uri',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
				),
				'excerpt'    => array(
					'description' => __( 'Short description, plain text.', 'docent' ),
					'type'        => 'string',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
				),
				'breadcrumb' => self::breadcrumb_schema(),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Schema of a breadcrumb: documentation and section titles.
	 *
	 * @return array<string, mixed>
	 */
	public static function breadcrumb_schema(): array {
		return array(
			'description' => __( 'Titles of the doc’s documentation and section (empty when there is none).', 'docent' ),
			'type'        => 'object',
			'context'     => array( 'view', 'embed' ),
			'readonly'    => true,
			'properties'  => array(
				'documentation' => array( 'type' => 'string' ),
				'section'       => array( 'type' => 'string' ),
			),
		);
	}
}
