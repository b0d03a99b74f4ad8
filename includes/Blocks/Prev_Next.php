<?php
/**
 * docent/prev-next: the articles before and after this one in reading order within its
 * documentation (section by section, each in menu order).
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Docs\Hierarchy;

defined( 'ABSPATH' ) || exit;

/**
 * Two links with rel=prev / rel=next.
 */
final class Prev_Next extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$doc = $this->doc( $block );
		if ( ! $doc || $doc->level() < Hierarchy::ARTICLE ) {
			return '';
		}
		$near  = $doc->neighbours();
		$links = '';
		foreach ( array(
			'prev' => __( 'Previous', 'docent' ),
			'next' => __( 'Next', 'docent' ),
		) as $rel => $label ) {
			if ( $near[ $rel ] ) {
				$links .= sprintf(
					'<a class="docent-prev-next__%1$s" rel="%1$s" href="%2$s"><span class="docent-prev-next__label">%3$s</span> <span class="docent-prev-next__title">%4$s</span></a>',
					esc_attr( $rel ),
					$near[ $rel ]['href'],
					esc_html( $label ),
					$near[ $rel ]['label']
				);
			}
		}
		return '' === $links ? '' : $this->wrap( $block, 'nav', 'docent-prev-next', $links, array( 'aria-label' => __( 'Previous and next articles', 'docent' ) ) );
	}
}
