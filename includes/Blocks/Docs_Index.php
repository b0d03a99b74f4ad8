<?php
/**
 * docent/docs-index: the documentations as cards in menu order, each with its sections and
 * how many articles they hold. Documentations with no published article are left out.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Pages\Doc_Tree;

defined( 'ABSPATH' ) || exit;

/**
 * Cards from the home tree (one cached query).
 */
final class Docs_Index extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$nodes    = Doc_Tree::home();
		$children = Doc_Tree::by_parent( $nodes );
		$level    = max( 2, min( 6, (int) ( $attributes['headingLevel'] ?? 2 ) ) );
		$cards    = '';
		foreach ( $children[0] ?? array() as $documentation ) {
			if ( $documentation['count'] < 1 ) {
				continue;
			}
			$sections = '';
			foreach ( $children[ $documentation['id'] ] ?? array() as $section ) {
				if ( $section['count'] < 1 ) {
					continue;
				}
				$sections .= sprintf(
					'<li><a href="%s">%s</a> <span class="docent-index__count">%s</span></li>',
					$section['href'],
					$section['label'],
					/* translators: %d: number of articles. */
					esc_html( sprintf( _n( '%d article', '%d articles', $section['count'], 'docent' ), $section['count'] ) )
				);
			}
			$cards .= sprintf(
				'<li class="docent-index__card"><h%1$d class="docent-index__title"><a href="%2$s">%3$s</a></h%1$d>%4$s<p class="docent-index__count">%5$s</p><ul class="docent-index__sections">%6$s</ul></li>',
				$level,
				$documentation['href'],
				$documentation['label'],
				'' !== trim( $documentation['excerpt'] ) ? '<p>' . esc_html( wp_strip_all_tags( $documentation['excerpt'] ) ) . '</p>' : '',
				/* translators: %d: number of articles. */
				esc_html( sprintf( _n( '%d article', '%d articles', $documentation['count'], 'docent' ), $documentation['count'] ) ),
				$sections
			);
		}
		if ( '' === $cards ) {
			return $this->wrap( $block, 'p', 'docent-index docent-index--empty', esc_html__( 'No documentation has been published yet.', 'docent' ) );
		}
		return $this->wrap( $block, 'ul', 'docent-index', $cards, array( 'role' => 'list' ) );
	}
}
