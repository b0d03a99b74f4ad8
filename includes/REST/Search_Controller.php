<?php
/**
 * REST route of search: GET /docent/v1/search (everyone). Admins rebuild the index through
 * Search_Rebuild_Controller.
 *
 * @package Docent
 */

namespace Docent\REST;

use Docent\Search\Language\Languages;
use Docent\Search\Ranking\Query;
use Docent\Search\Search;
use Docent\Support\After_Response;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /docent/v1/search?q=…&page=1&per_page=10: ranked public docs, with X-WP-Total and
 * X-WP-TotalPages.
 */
final class Search_Controller extends WP_REST_Controller {

	/**
	 * The search module.
	 *
	 * @var Search
	 */
	private Search $search;

	/**
	 * @param Search $search The search module.
	 */
	public function __construct( Search $search ) {
		$this->search    = $search;
		$this->namespace = 'docent/v1';
		$this->rest_base = 'search';
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
					'callback'            => array( $this, 'get_items' ),
					// Public by design: it reads only published, public, password-free docs (the
					// search module checks each hit) and changes nothing. The query is capped at
					// 200 characters and 50 results per page (args).
					'permission_callback' => '__return_true',
					'args'                => $this->get_collection_params(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Ranked results for a query.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$query    = (string) $request['q'];
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$result   = Languages::using(
			Languages::of_visitor( (string) $request['lang'] ),
			fn(): array => $this->search->search( $query, $page, $per_page )
		);
		$total    = (int) $result['total'];
		$pages    = (int) ceil( $total / $per_page );
		$query    = trim( $query );

		if ( 'unavailable' === $result['source'] ) {
			return self::unavailable( __( 'Search is not available right now. Please try again in a minute.', 'docent' ) );
		}
		// A search the fallback answered says nothing about what the docs lack: not counted.
		// Counting writes to the database: on PHP-FPM it waits until the visitor has the answer.
		if ( 'index' === $result['source'] ) {
			After_Response::run(
				static function () use ( $query, $total ): void {
					/**
					 * Fires after each search through the REST API (the Explore tab and API
					 * clients), when Docent's own index answered it; on PHP-FPM, after the
					 * answer has been sent.
					 *
					 * @param string $query What was searched, trimmed.
					 * @param int    $total How many docs matched.
					 */
					do_action( 'docent_search_performed', $query, $total );
				}
			);
		}

		// As core's collections: a page past the last one is an error, unless there is nothing at all.
		if ( $total > 0 && $page > $pages ) {
			return new WP_Error(
				'rest_invalid_page_number',
				__( 'The page number requested is larger than the number of pages available.', 'docent' ),
				array( 'status' => 400 )
			);
		}
		$items = array();
		foreach ( $result['items'] as $item ) {
			$items[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $item, $request ) );
		}
		$response = rest_ensure_response( $items );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		return $response;
	}

	/**
	 * One result as the schema describes it.
	 *
	 * @param array<string, mixed> $item    Result from the search module.
	 * @param WP_REST_Request      $request Request.
	 * @return WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'id'         => (int) $item['id'],
			'title'      => (string) $item['title'],
			'link'       => (string) $item['link'],
			'excerpt'    => (string) $item['excerpt'],
			'breadcrumb' => array(
				'documentation' => (string) ( $item['breadcrumb']['documentation'] ?? '' ),
				'section'       => (string) ( $item['breadcrumb']['section'] ?? '' ),
			),
			'score'      => (float) $item['score'],
		);
		$data = $this->filter_response_by_context( $data, $request['context'] ?? 'view' );
		return rest_ensure_response( $data );
	}

	/**
	 * A 503 that tells clients when to try again.
	 *
	 * @param string $message What to say.
	 */
	public static function unavailable( string $message ): WP_REST_Response {
		$response = new WP_REST_Response(
			array(
				'code'    => 'docent_search_unavailable',
				'message' => $message,
				'data'    => array( 'status' => 503 ),
			),
			503
		);
		$response->header( 'Retry-After', '30' );
		return $response;
	}

	/**
	 * Query parameters of the search route.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array(
			'context'  => $this->get_context_param( array( 'default' => 'view' ) ),
			'q'        => array(
				'description'       => __( 'What to search for. Quote words to search for a phrase.', 'docent' ),
				'type'              => 'string',
				'required'          => true,
				'maxLength'         => Query::MAX_LENGTH,
				'validate_callback' => array( $this, 'validate_query' ),
			),
			'page'     => array(
				'description' => __( 'Page of results, from 1.', 'docent' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Results per page.', 'docent' ),
				'type'        => 'integer',
				'default'     => 10,
				'minimum'     => 1,
				'maximum'     => Search::MAX_PER_PAGE,
			),
			'lang'     => Languages::request_arg(),
		);
	}

	/**
	 * The schema checks, then: something other than spaces.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public function validate_query( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		if ( '' === trim( (string) $value ) ) {
			return new WP_Error(
				'rest_invalid_param',
				__( 'Type something to search for.', 'docent' ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * A search result.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'docent-search-result',
			'type'       => 'object',
			'properties' => array(
				'id'         => array(
					'description' => __( 'Doc id.', 'docent' ),
					'type'        => 'integer',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
				),
				'title'      => array(
					'description' => __( 'Doc title, escaped for HTML.', 'docent' ),
					'type'        => 'string',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
				),
				'link'       => array(
					'description' => __( 'Permalink of the doc.', 'docent' ),
					'type'        => 'string',
					'format'      => 'uri',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
				),
				'excerpt'    => array(
					'description' => __( 'Escaped text around the best match, the matching words in <mark> elements.', 'docent' ),
					'type'        => 'string',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
				),
				'breadcrumb' => array(
					'description' => __( 'Titles of the documentation and section the doc belongs to (plain text).', 'docent' ),
					'type'        => 'object',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
					'properties'  => array(
						'documentation' => array( 'type' => 'string' ),
						'section'       => array( 'type' => 'string' ),
					),
				),
				'score'      => array(
					'description' => __( 'Relevance, higher is better; comparable within one search only.', 'docent' ),
					'type'        => 'number',
					'context'     => array( 'view', 'embed' ),
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
