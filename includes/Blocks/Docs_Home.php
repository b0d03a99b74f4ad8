<?php
/**
 * docent/docs-home: the docs home as the settings describe it: heading, introduction, and the
 * search, documentations and most-helpful blocks that are switched on.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Composes the other blocks' renderers.
 */
final class Docs_Home extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$home = Plugin::get( 'settings' )->get()['docs_home'];
		$html = sprintf( '<h1 class="docent-home__title">%s</h1>', esc_html( $home['title'] ) );
		if ( '' !== trim( $home['intro'] ) ) {
			$html .= sprintf( '<p class="docent-home__intro">%s</p>', esc_html( $home['intro'] ) );
		}
		$parts = array(
			'show_search'         => Docs_Search::class,
			'show_documentations' => Docs_Index::class,
			'show_popular'        => Popular_Docs::class,
		);
		foreach ( $parts as $setting => $class ) {
			if ( ! empty( $home[ $setting ] ) ) {
				$html .= ( new $class() )->render( array(), '', null );
			}
		}
		return $this->wrap( $block, 'div', 'docent-home', $html );
	}
}
