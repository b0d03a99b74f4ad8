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
		$docs    = self::public_docs();
		$explore = $this->settings->get()['explore'];
		if ( 'selected' !== $explore['show_content'] ) {
			return $this->helpful_first( $docs, self::EXPLORE_SIZE );
		}
		$by_id = array();
		foreach ( $docs as $doc ) {
			$by_id[ $doc->ID ] = $doc;
		}
		$list = array();
		foreach ( (array) $explore['selected_articles'] as $id ) {
			if ( isset( $by_id[ (int) $id ] ) ) {
				$list[ (int) $id ] = $by_id[ (int) $id ];
			}
		}
		return array_values( $list );
	}

	/**
	 * The most helpful articles, whatever Explore is set to show: the chat's suggestions when
	 * the admin left them empty. Public docs only; no votes yet → the first nested articles.
	 *
	 * @param int $limit How many.
	 * @return WP_Post[]
	 */
	public function most_helpful( int $limit ): array {
		return array_slice( $this->helpful_first( self::public_docs(), $limit ), 0, max( 0, $limit ) );
	}

	/**
	 * The helpful docs among $docs (all of them), topped up with nested articles to $size.
	 *
	 * @param WP_Post[] $docs Public docs, in menu order.
	 * @param int       $size Size to top up to.
	 * @return WP_Post[]
	 */
	private function helpful_first( array $docs, int $size ): array {
		$by_id = array();
		foreach ( $docs as $doc ) {
			$by_id[ $doc->ID ] = $doc;
		}
		$list = array();
		foreach ( $this->votes->helpful_ids() as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				$list[ $id ] = $by_id[ $id ];
			}
		}
		foreach ( Hierarchy::articles_in_order( $docs ) as $article ) {
			if ( count( $list ) >= $size ) {
				break;
			}
			$list[ $article->ID ] = $article;
		}
		return array_values( $list );
	}

	/**
	 * Published, password-free docs without their meta and terms (one query; counts are cached apart).
	 *
	 * @return WP_Post[]
	 */
	private static function public_docs(): array {
		return Hierarchy::public_docs(
			array(
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
	}
}
