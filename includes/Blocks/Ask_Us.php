<?php
/**
 * docent/ask-us: "Still stuck? Ask us", a widget link that opens Messaging (or A.I. Chat when
 * Messaging is off). Where the widget is not shown, it is a plain link to the block's URL.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The link and its prompt.
 */
final class Ask_Us extends Block {

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * @param Settings $settings Settings reader.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		// Messaging first, else A.I. Chat: the tab the link opens, while the widget is on.
		$tab = $this->settings->enabled( 'messages' ) ? 'message' : ( $this->settings->enabled( 'ai' ) ? 'integrate_ai' : '' );
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
