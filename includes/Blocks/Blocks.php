<?php
/**
 * Registers Docent's blocks from their block.json files, each rendered on the server by its class.
 * The editor script (build/blocks.js) only previews them in the editors; visitors never load it.
 *
 * @package Docent
 */

namespace Docent\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Block names (folders under src/blocks/) and their renderers.
 */
final class Blocks {

	public const EDITOR_SCRIPT = 'docent-blocks-editor';
	public const STYLE         = 'docent-docs';

	private const RENDERERS = array(
		'breadcrumb'   => Breadcrumb::class,
		'sidebar'      => Sidebar::class,
		'toc'          => Table_Of_Contents::class,
		'last-updated' => Last_Updated::class,
		'doc-children' => Doc_Children::class,
		'helpful-vote' => Helpful_Vote::class,
		'prev-next'    => Prev_Next::class,
		'ask-us'       => Ask_Us::class,
		'docs-search'  => Docs_Search::class,
		'docs-index'   => Docs_Index::class,
		'popular-docs' => Popular_Docs::class,
		'docs-home'    => Docs_Home::class,
	);

	/**
	 * Hooks registration into init.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * Registers the style, the editor script and every block.
	 */
	public function register_blocks(): void {
		wp_register_style( self::STYLE, plugins_url( 'assets/docs.css', DOCENT_FILE ), array(), DOCENT_VERSION );
		wp_style_add_data( self::STYLE, 'path', DOCENT_DIR . '/assets/docs.css' );
		$asset = \Docent\Frontend\Assets::asset( 'blocks' );
		wp_register_script( self::EDITOR_SCRIPT, plugins_url( 'build/blocks.js', DOCENT_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::EDITOR_SCRIPT, 'docent', DOCENT_DIR . '/languages' );
		foreach ( self::RENDERERS as $name => $class ) {
			$renderer = new $class();
			register_block_type(
				DOCENT_DIR . '/src/blocks/' . $name,
				array( 'render_callback' => array( $renderer, 'render' ) )
			);
		}
	}

	/**
	 * The block names, e.g. "docent/sidebar".
	 *
	 * @return string[]
	 */
	public static function names(): array {
		return array_map( static fn( string $name ): string => 'docent/' . $name, array_keys( self::RENDERERS ) );
	}
}
