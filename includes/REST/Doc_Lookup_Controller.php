<?php
/**
 * REST: GET /docent/v1/docs/lookup?url=/docs/…/, the published doc at an address of this site.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Docs\Hierarchy;
use Docent\Docs\Post_Type;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * What a link marked for the widget (or window.docent.article( url )) opens: the doc whose
 * address it is, by any address WordPress resolves to it (the permalink, `?p=`, `?docs=`), the
 * same answer as GET /docent/v1/docs/{id}. Only published docs under published docs are found,
 * whoever asks, so an answer is the same for every visitor; anything else is a 404.
 */
final class Doc_Lookup_Controller extends WP_REST_Controller {

	/**
	 * The doc route, which shapes the answer.
	 *
	 * @var Doc_Controller
	 */
	private Doc_Controller $docs;

	/**
	 * @param Doc_Controller $docs The doc route.
	 */
	public function __construct( Doc_Controller $docs ) {
		$this->docs      = $docs;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'docs/lookup';
	}

	/**
	 * Registers GET /docent/v1/docs/lookup.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					// Public: it answers only what GET /docent/v1/docs/{id} shows anyone.
					'permission_callback' => '__return_true',
					'args'                => array(
						'url' => array(
							'description' => __( 'The address on this site: its path, with its query if it has one.', 'docent' ),
							'type'        => 'string',
							'required'    => true,
							'pattern'     => '^/[^/\\\\]',
							'minLength'   => 2,
							'maxLength'   => 2000,
						),
					),
				),
				'schema' => array( $this->docs, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The doc at the address, or a 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$id   = self::doc_at( (string) $request['url'] );
		$post = $id ? get_post( $id ) : null;
		if ( ! $post || Post_Type::NAME !== $post->post_type || ! Hierarchy::is_visible( $post ) ) {
			return new WP_Error( 'docent_doc_not_found', __( 'No published article is at this address.', 'docent' ), array( 'status' => 404 ) );
		}
		return $this->docs->prepare_item_for_response( $post, $request );
	}

	/**
	 * The post id an address of this site resolves to (0 for none), the path read from the site's
	 * own origin, so another host in the address is never asked about.
	 *
	 * @param string $path Path and query, starting with one "/".
	 */
	private static function doc_at( string $path ): int {
		$home   = (string) wp_parse_url( home_url(), PHP_URL_SCHEME ) . '://' . (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$port   = wp_parse_url( home_url(), PHP_URL_PORT );
		$origin = $home . ( $port ? ":$port" : '' );
		return url_to_postid( $origin . $path );
	}
}
