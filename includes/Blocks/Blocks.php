<?php
/**
 * Registers Docent's blocks from their block.json files, each rendered on the server by its class.
 * The editor script (build/blocks.js) only previews them in the editors; visitors never load it.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Docs\Votes;
use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Block names (folders under src/blocks/) and their renderers.
 */
final class Blocks {

	public const EDITOR_SCRIPT = 'docent-blocks-editor';
	public const STYLE         = 'docent-docs';

	/**
	 * Block names (folders under src/blocks/), each rendered by the block of renderers().
	 */
	private const NAMES = array(
		'breadcrumb',
		'sidebar',
		'toc',
		'last-updated',
		'doc-children',
		'helpful-vote',
		'prev-next',
		'ask-us',
		'docs-search',
		'docs-index',
		'popular-docs',
		'docs-home',
	);

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
		foreach ( $this->renderers() as $name => $renderer ) {
			register_block_type(
				DOCENT_DIR . '/src/blocks/' . $name,
				array( 'render_callback' => array( $renderer, 'render' ) )
			);
		}
	}

	/**
	 * Every block's renderer by block name, each given what it reads.
	 *
	 * @return array<string, Block>
	 */
	private function renderers(): array {
		$search  = new Docs_Search();
		$index   = new Docs_Index();
		$popular = new Popular_Docs( $this->votes );
		$home    = array(
			'show_search'         => $search,
			'show_documentations' => $index,
			'show_popular'        => $popular,
		);
		return array(
			'breadcrumb'   => new Breadcrumb( $this->settings ),
			'sidebar'      => new Sidebar(),
			'toc'          => new Table_Of_Contents(),
			'last-updated' => new Last_Updated(),
			'doc-children' => new Doc_Children(),
			'helpful-vote' => new Helpful_Vote(),
			'prev-next'    => new Prev_Next(),
			'ask-us'       => new Ask_Us( $this->settings ),
			'docs-search'  => $search,
			'docs-index'   => $index,
			'popular-docs' => $popular,
			'docs-home'    => new Docs_Home( $this->settings, $home ),
		);
	}

	/**
	 * The block names, e.g. "docent/sidebar".
	 *
	 * @return string[]
	 */
	public static function names(): array {
		return array_map( static fn( string $name ): string => 'docent/' . $name, self::NAMES );
	}
}
