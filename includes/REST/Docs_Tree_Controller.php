<?php
/**
 * REST route of the docs manager's tree: GET /docent/v1/docs/tree (editors and administrators).
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Docs\Manager_Tree;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /docent/v1/docs/tree: every doc with its place, status and links, and the version a
 * reorder must name (POST /docent/v1/docs/order).
 */
final class Docs_Tree_Controller extends WP_REST_Controller {

	/** The route under docent/v1. */
	public function __construct() {
		$this->namespace = 'docent/v1';
		$this->rest_base = 'docs/tree';
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
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Those who may edit others' docs (drafts and private docs are in the tree).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		if ( Manager_Tree::can_manage() ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to manage the docs.', 'docent' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * The tree.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		$response = rest_ensure_response( Manager_Tree::read() );
		$response->header( 'Cache-Control', 'private, no-cache' );
		return $response;
	}

	/**
	 * The tree's shape (also the order route's answer).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = self::tree_schema( 'docent-docs-tree' );
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The tree's shape.
	 *
	 * @param string $title The schema's title.
	 * @return array<string, mixed>
	 */
	public static function tree_schema( string $title ): array {
		return array(
			'$schema'              => 'http://json-schema.org/draft-04/schema#',
			'title'                => $title,
			'type'                 => 'object',
			'additionalProperties' => false,
			'required'             => array( 'version', 'docs' ),
			'properties'           => array(
				'version' => array(
					'description' => __( 'The tree\'s version: a reorder names the version it was made on.', 'docent' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'docs'    => array(
					'description' => __( 'Every doc, in menu order.', 'docent' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => Manager_Tree::doc_schema(),
				),
			),
		);
	}
}
