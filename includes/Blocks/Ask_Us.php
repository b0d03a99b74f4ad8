<?php
/**
 * docent/ask-us: "Still stuck? Ask us", a widget link that opens Messaging (or A.I. Chat when
 * Messaging is off). Where the widget is not shown, it is a plain link to the block's URL.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Frontend\Visibility;
use Docent\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * The link and its prompt.
 */
final class Ask_Us extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$settings = Plugin::get( 'settings' )->get();
		$tab      = '';
		if ( Visibility::enabled( $settings ) ) {
			$tab = $settings['message']['messaging_enable'] ? 'message' : ( $settings['integrate_ai']['ai_enabled'] ? 'integrate_ai' : '' );
		}
		$url = isset( $attributes['url'] ) && is_string( $attributes['url'] ) ? trim( $attributes['url'] ) : '';
		if ( '' === $tab && '' === $url ) {
			return '';
		}
		$link = sprintf(
			'<a href="%s"%s>%s</a>',
			esc_url( '' !== $url ? $url : (string) get_post_type_archive_link( 'docs' ) ),
			'' !== $tab ? ' rel="docent-widget" data-tab="' . esc_attr( $tab ) . '"' : '',
			esc_html__( 'Ask us', 'docent' )
		);
		return $this->wrap( $block, 'p', 'docent-ask', '<strong>' . esc_html__( 'Still stuck?', 'docent' ) . '</strong> ' . $link );
	}
}
