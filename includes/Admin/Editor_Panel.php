<?php
/**
 * The block editor's "Docent" panel on docs (src/admin/editor-panel).
 *
 * @package Docent
 */

namespace Docent\Admin;

use Docent\Docs\Post_Type;
use Docent\Frontend\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the panel that says where a doc sits and picks its place from the tree. Its choices
 * follow the depth rule; the rule itself is enforced on save (Docs\Depth_Guard).
 */
final class Editor_Panel {

	public const SCRIPT = 'docent-editor-panel';

	/**
	 * Hooks the script into the block editor.
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * On a doc's editor only.
	 */
	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || Post_Type::NAME !== $screen->post_type || ! is_readable( DOCENT_DIR . '/build/editor-panel.js' ) ) {
			return;
		}
		$asset = Assets::asset( 'editor-panel' );
		// The editor's own registry and plugin API are read from window.wp: listed here, not imported.
		$dependencies = array_merge( $asset['dependencies'], array( 'wp-plugins', 'wp-edit-post', 'wp-data', 'wp-api-fetch' ) );
		wp_enqueue_script( self::SCRIPT, plugins_url( 'build/editor-panel.js', DOCENT_FILE ), array_values( array_unique( $dependencies ) ), $asset['version'], true );
		wp_set_script_translations( self::SCRIPT, 'docent', DOCENT_DIR . '/languages' );
	}
}
