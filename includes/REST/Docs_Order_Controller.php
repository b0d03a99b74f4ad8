<?php
/**
 * REST route of a reorder: POST /docent/v1/docs/order (editors and administrators).
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Docs\Doc_Order;
use Docent\Docs\Manager_Tree;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /docent/v1/docs/order { version, moves: [ { id, parent, menu_order } … ] }: every move in
 * one transaction, answered with the fresh tree. 409 (with the fresh tree in the error's data)
 * when the tree changed since `version`; 400 when a move breaks the depth rule.
 */
final class Docs_Order_Controller extends WP_REST_Controller {

	/** At most this many moves in one request. */
	public const MAX_MOVES = 5000;

	/** The route under docent/v1. */
	public function __construct() {
		$this->namespace = 'docent/v1';
		$this->rest_base = 'docs/order';
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
					'args'                => $this->move_args(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The body: the version and the moves.
	 *
	 * @return array<string, mixed>
	 */
	private function move_args(): array {
		$id = static fn( string $description, int $minimum ): array => array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => $minimum,
		);
		return array(
			'version' => array(
				'description' => __( 'The version of the tree the moves were made on (from GET /docent/v1/docs/tree).', 'docent' ),
				'type'        => 'string',
				'pattern'     => '^[0-9a-f]{16}$',
				'required'    => true,
			),
			'moves'   => array(
				'description' => __( 'The docs\' new places.', 'docent' ),
				'type'        => 'array',
				'required'    => true,
				'minItems'    => 1,
				'maxItems'    => self::MAX_MOVES,
				'items'       => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'required'             => array( 'id', 'parent', 'menu_order' ),
					'properties'           => array(
						'id'         => $id( __( 'The doc.', 'docent' ), 1 ),
						'parent'     => $id( __( 'Its new parent, 0 for a documentation.', 'docent' ), 0 ),
						'menu_order' => $id( __( 'Its new order among its siblings.', 'docent' ), 0 ),
					),
				),
			),
		);
	}

	/**
	 * Those who may edit others' docs, and each moved doc itself.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		if ( ! Manager_Tree::can_manage() ) {
			return new WP_Error(
				'rest_forbidden',
				__( 'Sorry, you are not allowed to reorder the docs.', 'docent' ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		foreach ( (array) $request['moves'] as $move ) {
			$id = (int) ( $move['id'] ?? 0 );
			if ( get_post( $id ) && ! current_user_can( 'edit_post', $id ) ) {
				return new WP_Error(
					'rest_cannot_edit',
					/* translators: %d: a doc's id. */
					sprintf( __( 'Sorry, you are not allowed to move doc %d.', 'docent' ), $id ),
					array( 'status' => rest_authorization_required_code() )
				);
			}
		}
		return true;
	}

	/**
	 * Applies the moves and answers the fresh tree.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		try {
			$result = Doc_Order::move( (string) $request['version'], (array) $request['moves'] );
		} catch ( \Throwable $error ) {
			return new WP_Error( 'docent_order_failed', __( 'The new order could not be saved: the database was busy. Nothing was moved; try again.', 'docent' ), array( 'status' => 503 ) );
		}
		if ( is_wp_error( $result ) ) {
			if ( 409 === ( $result->get_error_data()['status'] ?? 0 ) ) {
				$result->add_data(
					array(
						'status' => 409,
						'tree'   => Manager_Tree::read(),
					)
				);
			}
			return $result;
		}
		$response = rest_ensure_response( Manager_Tree::read() );
		$response->header( 'Cache-Control', 'private, no-cache' );
		return $response;
	}

	/**
	 * The answer: the fresh tree.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = Docs_Tree_Controller::tree_schema( 'docent-docs-order' );
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
