<?php
/**
 * Docs > Insights: what visitors searched for and did not find, and which articles helped.
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Docs\Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Mounts src/admin's insights screen with GET /docent/v1/insights preloaded.
 */
final class Insights_Page {

	public const SLUG = 'docent-insights';

	/**
	 * Docs > Insights.
	 */
	public function add_page(): void {
		$hook = add_submenu_page(
			Menu::PARENT,
			__( 'Docent insights', 'docent' ),
			__( 'Insights', 'docent' ),
			Menu::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
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
		$type = get_post_type_object( Post_Type::NAME );
		Menu::enqueue_app(
			'insights',
			array( '/docent/v1/insights' ),
			array(
				'can_write' => $type && current_user_can( $type->cap->create_posts ),
				'links'     => array(
					'docs'    => admin_url( 'edit.php?post_type=' . Post_Type::NAME ),
					'new_doc' => admin_url( 'post-new.php?post_type=' . Post_Type::NAME ),
					'site'    => home_url( '/' ),
				),
			)
		);
	}

	/**
	 * The page: a title and the mount point.
	 */
	public function render(): void {
		Menu::render_root( __( 'Docent insights', 'docent' ), 'insights' );
	}
}
