<?php
/**
 * Docs > Docs manager: the knowledge base as one tree (src/admin/docs-manager).
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Docs\Manager_Tree;
use Docent\Docs\Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Mounts the docs manager with GET /docent/v1/docs/tree preloaded, for those who may edit
 * others' docs (editors and administrators).
 */
final class Docs_Manager_Page {

	public const SLUG = 'docent-docs';

	/**
	 * Docs > Docs manager, right after All Docs.
	 */
	public function add_page(): void {
		$type = get_post_type_object( Post_Type::NAME );
		if ( ! $type ) {
			return;
		}
		$hook = add_submenu_page(
			Menu::PARENT,
			__( 'Docs manager', 'docent' ),
			__( 'Docs manager', 'docent' ),
			$type->cap->edit_others_posts,
			self::SLUG,
			array( $this, 'render' ),
			1
		);
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	/**
	 * Before the page prints: the bundle and the data.
	 */
	public function load(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the screen.
	 */
	public function enqueue(): void {
		if ( ! Manager_Tree::can_manage() ) {
			return;
		}
		Menu::enqueue_app( 'docs', array( '/docent/v1/docs/tree' ), array( 'edit_base' => admin_url( 'post.php?action=edit&post=' ) ), 'docs-manager' );
	}

	/**
	 * The page: a title and the mount point.
	 */
	public function render(): void {
		Menu::render_root( __( 'Docs manager', 'docent' ), 'docs' );
	}
}
