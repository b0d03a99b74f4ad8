<?php
/**
 * Where the doc being shown sits: its documentation's tree, its place in it, its neighbours.
 *
 * @package Docent
 */

namespace Docent\Pages;

use Docent\Docs\Post_Type;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Built from a doc id (the block's postId context or the queried doc); everything comes from
 * the documentation's cached tree, so the blocks of one page share one query.
 */
final class Current_Doc {

	/**
	 * The doc.
	 *
	 * @var WP_Post
	 */
	public WP_Post $post;

	/**
	 * The documentation's nodes, keyed by id (empty when the doc is not public).
	 *
	 * @var array<int, array<string, mixed>>
	 */
	public array $nodes;

	/**
	 * The documentation's id.
	 *
	 * @var int
	 */
	public int $root;

	/**
	 * @param WP_Post $post A doc.
	 */
	private function __construct( WP_Post $post ) {
		$this->post  = $post;
		$ancestors   = get_post_ancestors( $post );
		$this->root  = $ancestors ? (int) end( $ancestors ) : (int) $post->ID;
		$this->nodes = Doc_Tree::documentation( $this->root );
	}

	/**
	 * The doc for a block: its postId context, else the queried doc; null when neither is a doc.
	 *
	 * @param int $post_id Post id from the block context (0 for none).
	 */
	public static function from( int $post_id = 0 ): ?self {
		$post = get_post( $post_id ? $post_id : get_queried_object_id() );
		if ( ! $post instanceof WP_Post || Post_Type::NAME !== $post->post_type ) {
			return null;
		}
		return new self( $post );
	}

	/**
	 * The doc's node, or null when it is not in its documentation's public tree.
	 *
	 * @return array<string, mixed>|null
	 */
	public function node(): ?array {
		return $this->nodes[ (int) $this->post->ID ] ?? null;
	}

	/**
	 * 1 documentation, 2 section, 3 article.
	 */
	public function level(): int {
		$node = $this->node();
		return $node ? (int) $node['level'] : count( get_post_ancestors( $this->post ) ) + 1;
	}

	/**
	 * The public ancestors, documentation first, then the doc itself.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function trail(): array {
		$trail = array();
		$node  = $this->node();
		while ( $node ) {
			array_unshift( $trail, $node );
			$node = $node['id'] !== $node['parent'] ? ( $this->nodes[ $node['parent'] ] ?? null ) : null;
		}
		return $trail;
	}

	/**
	 * The articles before and after this one in reading order.
	 *
	 * @return array{prev: array<string, mixed>|null, next: array<string, mixed>|null}
	 */
	public function neighbours(): array {
		$articles = Doc_Tree::reading_order( $this->nodes );
		$ids      = array_column( $articles, 'id' );
		$index    = array_search( (int) $this->post->ID, $ids, true );
		if ( false === $index ) {
			return array(
				'prev' => null,
				'next' => null,
			);
		}
		return array(
			'prev' => $articles[ $index - 1 ] ?? null,
			'next' => $articles[ $index + 1 ] ?? null,
		);
	}
}
