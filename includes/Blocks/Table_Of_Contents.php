<?php
/**
 * docent/toc: the article's h2/h3 headings as links to their anchors, in a <details> that needs
 * no JavaScript to fold.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Docs\Hierarchy;
use Docent\Pages\Headings;

defined( 'ABSPATH' ) || exit;

/**
 * Renders "On this page" for articles with at least two headings.
 */
final class Table_Of_Contents extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$doc = $this->doc( $block );
		if ( ! $doc || $doc->level() < Hierarchy::ARTICLE || post_password_required( $doc->post ) ) {
			return '';
		}
		$outline = Headings::outline( $doc->post->post_content );
		if ( count( $outline ) < 2 ) {
			return '';
		}
		$html = '';
		$open = false;
		foreach ( $outline as $i => $heading ) {
			$link = sprintf( '<a href="#%s">%s</a>', esc_attr( $heading['id'] ), esc_html( wptexturize( $heading['text'] ) ) );
			if ( 3 === $heading['level'] && $i > 0 ) {
				$html .= ( $open ? '' : '<ol>' ) . '<li>' . $link . '</li>';
				$open  = true;
				continue;
			}
			$html .= ( $open ? '</ol>' : '' ) . ( $i > 0 ? '</li>' : '' ) . '<li>' . $link;
			$open  = false;
		}
		$html .= ( $open ? '</ol>' : '' ) . '</li>';
		$title = esc_html__( 'On this page', 'docent' );
		return $this->wrap(
			$block,
			'nav',
			'docent-toc',
			'<details open><summary>' . $title . '</summary><ol>' . $html . '</ol></details>',
			array( 'aria-label' => __( 'On this page', 'docent' ) )
		);
	}
}
