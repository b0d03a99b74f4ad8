<?php
/**
 * The knowledge base feature: helpful votes, the guard against scalar JSON bodies on Docent's routes,
 * and the Explore list rules.
 *
 * @package Docent
 */

namespace Docent\Docs;

use Docent\Settings\Settings;
use WP_Error;
use WP_Post;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks the knowledge base's parts in; composes the Explore list (SPEC §4).
 */
final class Knowledge_Base {

	/**
	 * Explore list target size (SPEC §9).
	 */
	public const EXPLORE_SIZE = 10;

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * Helpful votes.
	 *
	 * @var Votes
	 */
	private Votes $votes;

	/**
	 * @param Settings $settings Settings reader.
	 * @param Votes    $votes    Helpful votes.
	 */
	public function __construct( Settings $settings, Votes $votes ) {
		$this->settings = $settings;
		$this->votes    = $votes;
	}

	/**
	 * Hooks the vote cache and the guard against scalar JSON bodies.
	 */
	public function register(): void {
		$this->votes->register();
		add_filter( 'rest_pre_dispatch', array( $this, 'reject_scalar_json' ), 10, 3 );
	}

	/**
	 * A JSON body that is a bare string or number ("on", 42) makes core's parameter handling
	 * emit PHP warnings before any route callback runs; Docent's routes answer 400 instead.
	 *
	 * @param mixed           $result  Response so far (null to carry on).
	 * @param mixed           $server  REST server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function reject_scalar_json( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request || 0 !== strpos( $request->get_route(), '/docent/v1/' ) ) {
			return $result;
		}
		$json = $request->get_json_params();
		if ( null !== $json && ! is_array( $json ) ) {
			return new WP_Error( 'rest_invalid_json', __( 'The request body must be a JSON object.', 'docent' ), array( 'status' => 400 ) );
		}
		return $result;
	}

	/**
	 * The Explore list before any search (SPEC §4):
	 * show_content "selected" → the selected articles that are public, in their order;
	 * otherwise the helpful docs, topped up with nested articles to EXPLORE_SIZE
	 * (more helpful docs than that: all of them); no helpful docs → the first nested articles.
	 *
	 * Costs one query for the docs (plus the cached ranking); everything else comes from the post cache.
	 *
	 * @return WP_Post[]
	 */
	public function explore_docs(): array {
		$docs  = Hierarchy::public_docs(
			array(
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		$by_id = array();
		foreach ( $docs as $doc ) {
			$by_id[ $doc->ID ] = $doc;
		}

		$explore = $this->settings->get()['explore'];
		$list    = array();
		if ( 'selected' === $explore['show_content'] ) {
			foreach ( (array) $explore['selected_articles'] as $id ) {
				if ( isset( $by_id[ (int) $id ] ) ) {
					$list[ (int) $id ] = $by_id[ (int) $id ];
				}
			}
			return array_values( $list );
		}

		foreach ( $this->votes->helpful_ids() as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				$list[ $id ] = $by_id[ $id ];
			}
		}
		if ( count( $list ) < self::EXPLORE_SIZE ) {
			foreach ( Hierarchy::articles_in_order( $docs ) as $article ) {
				if ( count( $list ) >= self::EXPLORE_SIZE ) {
					break;
				}
				$list[ $article->ID ] = $article;
			}
		}
		return array_values( $list );
	}
}
