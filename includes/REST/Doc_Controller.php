<?php
/**
 * REST: GET /docent/v1/docs/{id}, one doc as the widget shows it.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Docs\Hierarchy;
use Docent\Docs\Post_Type;
use Docent\Docs\Votes;
use WP_Error;
use WP_Post;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A doc's title, rendered content, link, breadcrumb and helpful counts. Published docs are
 * public; drafts, private and scheduled docs only for users who may read them, password-protected
 * docs only for users who may edit them. Everything else is a 404, so a visitor cannot tell
 * a hidden doc from a missing one.
 */
final class Doc_Controller extends WP_REST_Controller {

	/**
	 * Helpful votes.
	 *
	 * @var Votes
	 */
	private Votes $votes;

	/**
	 * @param Votes $votes Helpful votes.
	 */
	public function __construct( Votes $votes ) {
		$this->votes     = $votes;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'docs';
	}

	/**
	 * Registers GET /docent/v1/docs/{id}.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => array(
					'id' => array(
						'description' => __( 'Doc id.', 'docent' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(
						'context' => $this->get_context_param( array( 'default' => 'view' ) ),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The doc, when the current user may read it; otherwise a 404.
	 *
	 * @param int $id Doc id.
	 * @return WP_Post|WP_Error
	 */
	public static function readable_doc( int $id ) {
		$post    = $id > 0 ? get_post( $id ) : null;
		$missing = new WP_Error( 'rest_post_invalid_id', __( 'Invalid doc ID.', 'docent' ), array( 'status' => 404 ) );
		if ( ! $post instanceof WP_Post || Post_Type::NAME !== $post->post_type ) {
			return $missing;
		}
		if ( Hierarchy::is_visible( $post ) ) {
			return $post;
		}
		if ( in_array( $post->post_status, array( 'trash', 'auto-draft', 'inherit' ), true ) ) {
			return $missing;
		}
		// A password, or a hidden doc above a published one: only those who may edit it see it.
		$allowed = '' !== $post->post_password || Hierarchy::is_public( $post )
			? current_user_can( 'edit_post', $post->ID )
			: current_user_can( 'read_post', $post->ID );
		return $allowed ? $post : $missing;
	}

	/**
	 * Anyone may ask; readable_doc() decides what they get.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$doc = self::readable_doc( (int) $request['id'] );
		return is_wp_error( $doc ) ? $doc : true;
	}

	/**
	 * The doc.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$doc = self::readable_doc( (int) $request['id'] );
		if ( is_wp_error( $doc ) ) {
			return $doc;
		}
		return $this->prepare_item_for_response( $doc, $request );
	}

	/**
	 * The doc as the schema describes it, content through the content filters.
	 *
	 * @param WP_Post         $item    Doc.
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $item; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- blocks and shortcodes read the global post, as in core's posts controller.
		setup_postdata( $item );

		/** This filter is documented in wp-includes/post-template.php */
		$content = (string) apply_filters( 'the_content', $item->post_content );

		$data = array(
			'id'         => $item->ID,
			'parent'     => $item->post_parent,
			'title'      => html_entity_decode( get_the_title( $item ), ENT_QUOTES, 'UTF-8' ),
			'content'    => $content,
			'link'       => (string) get_permalink( $item ),
			'breadcrumb' => Hierarchy::breadcrumb( $item ),
			'votes'      => array_merge(
				$this->votes->counts( $item->ID ),
				array( 'voted' => $this->votes->has_voted( $item->ID, $this->votes->voter() ) )
			),
		);

		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		if ( $previous instanceof WP_Post ) {
			setup_postdata( $previous );
		}

		$context = ! empty( $request['context'] ) ? $request['context'] : 'view';
		$data    = $this->add_additional_fields_to_object( $data, $request );
		$data    = $this->filter_response_by_context( $data, $context );
		return rest_ensure_response( $data );
	}

	/**
	 * One doc.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$field        = static fn( string $description, string $type, array $extra = array() ): array => array_merge(
			array(
				'description' => $description,
				'type'        => $type,
				'context'     => array( 'view', 'embed' ),
				'readonly'    => true,
			),
			$extra
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-doc',
			'type'       => 'object',
			'properties' => array(
				'id'         => $field( __( 'Doc id.', 'docent' ), 'integer' ),
				'parent'     => $field( __( 'Parent doc id (0 for a documentation).', 'docent' ), 'integer' ),
				'title'      => $field( __( 'Title, plain text.', 'docent' ), 'string' ),
				'content'    => $field( __( 'Content, rendered HTML.', 'docent' ), 'string' ),
				'link'       => $field( __( 'Permalink.', 'docent' ), 'string', array( 'format' => 'uri' ) ),
				'breadcrumb' => Explore_Controller::breadcrumb_schema(),
				'votes'      => $field(
					__( 'Helpful votes: counts, and whether the current visitor voted.', 'docent' ),
					'object',
					array(
						'properties' => array(
							'up'    => array( 'type' => 'integer' ),
							'down'  => array( 'type' => 'integer' ),
							'voted' => array( 'type' => 'boolean' ),
						),
					)
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
