<?php
/**
 * docent/sidebar: the documentation's tree, current doc marked, sections collapsible.
 * A drawer (<details>) on phones, always open and sticky on wide screens (CSS only).
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Pages\Doc_Tree;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the tree from the documentation's one cached query.
 */
final class Sidebar extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$doc = $this->doc( $block );
		if ( ! $doc || ! $doc->node() ) {
			return '';
		}
		$root    = $doc->nodes[ $doc->root ];
		$current = (int) $doc->post->ID;
		$open    = array_column( $doc->trail(), 'id' );
		$html    = sprintf(
			'<p class="docent-sidebar__title"><a href="%s"%s>%s</a></p>',
			$root['href'],
			$root['id'] === $current ? ' aria-current="page"' : '',
			$root['label']
		);
		$html   .= '<ul>' . $this->items( Doc_Tree::by_parent( $doc->nodes ), $root['id'], $current, $open ) . '</ul>';
		$summary = sprintf( '<summary>%s</summary>', esc_html__( 'Browse this documentation', 'docent' ) );
		return $this->wrap(
			$block,
			'nav',
			'docent-sidebar',
			'<details class="docent-sidebar__drawer">' . $summary . '<div class="docent-sidebar__tree">' . $html . '</div></details>',
			/* translators: %s: documentation title. */
			array( 'aria-label' => sprintf( __( 'Documentation: %s', 'docent' ), html_entity_decode( $root['title'], ENT_QUOTES, 'UTF-8' ) ) )
		);
	}

	/**
	 * One level of the tree as list items: sections as collapsible groups, articles as links.
	 *
	 * @param array<int, array<int, array<string, mixed>>> $children Children by parent id.
	 * @param int                              $parent  Parent id.
	 * @param int                              $current The doc shown.
	 * @param int[]                            $open    Ids on the way to it.
	 */
	private function items( array $children, int $parent, int $current, array $open ): string {
		$items = '';
		foreach ( $children[ $parent ] ?? array() as $node ) {
			$link     = sprintf(
				'<a href="%s"%s>%s</a>',
				$node['href'],
				$node['id'] === $current ? ' aria-current="page"' : '',
				$node['label']
			);
			if ( empty( $children[ $node['id'] ] ) ) {
				$items .= '<li>' . $link . '</li>';
				continue;
			}
			$items .= sprintf(
				'<li><details%s><summary>%s</summary><ul><li class="docent-sidebar__overview">%s</li>%s</ul></details></li>',
				in_array( $node['id'], $open, true ) ? ' open' : '',
				$node['label'],
				sprintf(
					'<a href="%s"%s>%s</a>',
					$node['href'],
					$node['id'] === $current ? ' aria-current="page"' : '',
					esc_html__( 'Overview', 'docent' )
				),
				$this->items( $children, $node['id'], $current, $open )
			);
		}
		return $items;
	}
}
