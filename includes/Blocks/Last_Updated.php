<?php
/**
 * docent/last-updated: when the doc last changed.
 *
 * @package Docent
 */

namespace Docent\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * "Last updated <date>" in the site's date format, with a machine-readable time.
 */
final class Last_Updated extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$doc = $this->doc( $block );
		if ( ! $doc ) {
			return '';
		}
		$time = sprintf(
			'<time datetime="%s">%s</time>',
			esc_attr( (string) get_post_modified_time( DATE_W3C, true, $doc->post ) ),
			esc_html( (string) get_the_modified_date( '', $doc->post ) )
		);
		/* translators: %s: date the doc was last changed. */
		return $this->wrap( $block, 'p', 'docent-updated', sprintf( esc_html__( 'Last updated %s', 'docent' ), $time ) );
	}
}
