<?php
/**
 * The knowledge base as the docs manager and the editor's place picker show it.
 *
 * @package Docent
 */

namespace Docent\Docs;

defined( 'ABSPATH' ) || exit;

/**
 * Every doc of the tree (drafts and private docs too: only people who may edit others' docs
 * read it) with its place, status and links, and the tree's version for the next reorder.
 */
final class Manager_Tree {

	/**
	 * Who may read the tree and reorder it: those who may edit others' docs (editors, administrators).
	 */
	public static function can_manage(): bool {
		$type = get_post_type_object( Post_Type::NAME );
		return $type && current_user_can( $type->cap->edit_others_posts );
	}

	/**
	 * The tree, flat, in reading order of each level (menu order, then id).
	 *
	 * @return array{version: string, docs: list<array{id:int, parent:int, menu_order:int, title:string, status:string, link:string, edit_link:string}>}
	 */
	public static function read(): array {
		$places = Doc_Order::places();
		$posts  = $places ? get_posts(
			array(
				'post_type'              => Post_Type::NAME,
				'post_status'            => Doc_Order::STATUSES,
				'post__in'               => array_keys( $places ),
				'posts_per_page'         => -1,
				'orderby'                => array(
					'menu_order' => 'ASC',
					'ID'         => 'ASC',
				),
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
				'no_found_rows'          => true,
				'suppress_filters'       => true,
			)
		) : array();
		$docs   = array();
		foreach ( $posts as $post ) {
			$docs[] = array(
				'id'         => (int) $post->ID,
				'parent'     => (int) $post->post_parent,
				'menu_order' => (int) $post->menu_order,
				'title'      => html_entity_decode( wp_strip_all_tags( $post->post_title ), ENT_QUOTES, 'UTF-8' ),
				'status'     => (string) $post->post_status,
				'link'       => (string) get_permalink( $post ),
				'edit_link'  => (string) get_edit_post_link( $post->ID, 'raw' ),
			);
		}
		return array(
			'version' => Doc_Order::version( $places ),
			'docs'    => $docs,
		);
	}

	/**
	 * One doc of the tree, as the schema describes it.
	 *
	 * @return array<string, mixed>
	 */
	public static function doc_schema(): array {
		$integer = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'integer',
			'readonly'    => true,
		);
		$string  = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
			'readonly'    => true,
		);
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'id'         => $integer( __( 'The doc.', 'docent' ) ),
				'parent'     => $integer( __( 'The doc it sits under, 0 for a documentation.', 'docent' ) ),
				'menu_order' => $integer( __( 'Its order among its siblings.', 'docent' ) ),
				'title'      => $string( __( 'Title, plain text.', 'docent' ) ),
				'status'     => $string( __( 'Post status.', 'docent' ) ),
				'link'       => $string( __( 'Its address on the site.', 'docent' ) ),
				'edit_link'  => $string( __( 'Where it is edited.', 'docent' ) ),
			),
		);
	}
}
