<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

use Docent\Tests\TestCase;
use WP_Block;
use WP_Query;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Helpers for the docs pages: a small documentation in a known order, a "current page" the way
 * WordPress sets it up for a request, and blocks rendered with a post as their context.
 */
abstract class Pages_TestCase extends TestCase {

	protected function tearDown(): void {
		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		unset( $GLOBALS['post'], $_GET['q'], $_GET['docent_voted'] );
		parent::tearDown();
	}

	/**
	 * Makes a request's main query, as if the URL had been visited.
	 *
	 * @param array<string, mixed> $vars Query vars, e.g. [ 'post_type' => 'docs', 'p' => 12 ].
	 */
	protected function visit( array $vars ): WP_Query {
		$query                   = new WP_Query();
		$GLOBALS['wp_the_query'] = $query;
		$GLOBALS['wp_query']     = $query;
		$query->query( $vars );
		if ( $query->is_singular && $query->post ) {
			$GLOBALS['post'] = $query->post;
		}
		return $query;
	}

	/**
	 * Renders a block the way a template does: with the post as its context.
	 *
	 * @param string               $name    Block name.
	 * @param int                  $post_id Post id for the context (0 for none).
	 * @param array<string, mixed> $attrs   Attributes.
	 */
	protected function render( string $name, int $post_id = 0, array $attrs = array() ): string {
		$block = new WP_Block(
			array(
				'blockName'    => $name,
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			$post_id ? array(
				'postId'   => $post_id,
				'postType' => 'docs',
			) : array()
		);
		return $block->render();
	}

	/**
	 * A documentation whose editor order differs from creation order and ids:
	 * sections "Second" (menu order 2, created first) and "First" (1); articles likewise.
	 *
	 * @return array<string, int> Ids by title.
	 */
	protected function ordered_documentation(): array {
		$ids                  = array();
		$ids['Guide']         = $this->doc( array( 'post_title' => 'Guide', 'menu_order' => 0 ) );
		$ids['Second']        = $this->doc( array( 'post_title' => 'Second', 'post_parent' => $ids['Guide'], 'menu_order' => 2, 'post_excerpt' => 'The second section.' ) );
		$ids['First']         = $this->doc( array( 'post_title' => 'First', 'post_parent' => $ids['Guide'], 'menu_order' => 1 ) );
		$ids['B2']            = $this->doc( array( 'post_title' => 'B2', 'post_parent' => $ids['Second'], 'menu_order' => 2 ) );
		$ids['B1']            = $this->doc( array( 'post_title' => 'B1', 'post_parent' => $ids['Second'], 'menu_order' => 1, 'post_excerpt' => 'About B1.' ) );
		$ids['A2']            = $this->doc( array( 'post_title' => 'A2', 'post_parent' => $ids['First'], 'menu_order' => 5 ) );
		$ids['A1']            = $this->doc( array( 'post_title' => 'A1', 'post_parent' => $ids['First'], 'menu_order' => 3 ) );
		$ids['Draft']         = $this->doc( array( 'post_title' => 'Draft article', 'post_parent' => $ids['First'], 'post_status' => 'draft' ) );
		$ids['Private']       = $this->doc( array( 'post_title' => 'Private article', 'post_parent' => $ids['First'], 'post_status' => 'private' ) );
		$ids['Locked']        = $this->doc( array( 'post_title' => 'Locked article', 'post_parent' => $ids['First'], 'post_password' => 'secret' ) );
		$ids['Hidden']        = $this->doc( array( 'post_title' => 'Hidden section', 'post_parent' => $ids['Guide'], 'post_status' => 'draft' ) );
		$ids['Orphan']        = $this->doc( array( 'post_title' => 'Orphaned article', 'post_parent' => $ids['Hidden'] ) );
		return $ids;
	}

	/**
	 * Titles of the hidden docs from ordered_documentation().
	 *
	 * @return string[]
	 */
	protected static function hidden_titles(): array {
		return array( 'Draft article', 'Private article', 'Locked article', 'Hidden section', 'Orphaned article' );
	}
}
