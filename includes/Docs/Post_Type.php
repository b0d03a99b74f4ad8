<?php
/**
 * The `docs` post type: documentation > section > article.
 *
 * @package Docent
 */

namespace Docent\Docs;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the hierarchical `docs` post type with REST and block-editor support.
 */
final class Post_Type {

	public const NAME = 'docs';

	/**
	 * Hooks registration into init.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
	}

	/**
	 * Registers the post type. Public so activation can call it before flushing rewrites.
	 */
	public function register_post_type(): void {
		if ( post_type_exists( self::NAME ) ) {
			return;
		}
		register_post_type(
			self::NAME,
			array(
				'labels'             => array(
					'name'               => __( 'Docs', 'docent' ),
					'singular_name'      => __( 'Doc', 'docent' ),
					'add_new'            => __( 'Add New Doc', 'docent' ),
					'add_new_item'       => __( 'Add New Doc', 'docent' ),
					'edit_item'          => __( 'Edit Doc', 'docent' ),
					'new_item'           => __( 'New Doc', 'docent' ),
					'view_item'          => __( 'View Doc', 'docent' ),
					'search_items'       => __( 'Search Docs', 'docent' ),
					'not_found'          => __( 'No docs found.', 'docent' ),
					'not_found_in_trash' => __( 'No docs found in Trash.', 'docent' ),
					'parent_item_colon'  => __( 'Parent Doc:', 'docent' ),
					'all_items'          => __( 'All Docs', 'docent' ),
					'menu_name'          => __( 'Docs', 'docent' ),
				),
				'public'             => true,
				'hierarchical'       => true,
				'show_in_rest'       => true,
				'rest_base'          => 'docs',
				'menu_icon'          => 'dashicons-book-alt',
				'menu_position'      => 25,
				'has_archive'        => true,
				'rewrite'            => array(
					'slug'       => 'docs',
					'with_front' => false,
				),
				'supports'           => array( 'title', 'editor', 'excerpt', 'page-attributes', 'revisions', 'thumbnail', 'author' ),
				'map_meta_cap'       => true,
				'capability_type'    => 'post',
				'publicly_queryable' => true,
			)
		);
	}
}
