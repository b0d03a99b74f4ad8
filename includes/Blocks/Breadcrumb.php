<?php
/**
 * docent/breadcrumb: Docs home › documentation › section › the doc.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Docs\Post_Type;
use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the trail as an ordered list inside a labelled nav.
 */
final class Breadcrumb extends Block {

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
		$doc = $this->doc( $block );
		if ( ! $doc || ! $doc->node() ) {
			return '';
		}
		$home  = $this->settings->get()['docs_home']['title'];
		$items = sprintf( '<li><a href="%s">%s</a></li>', esc_url( (string) get_post_type_archive_link( Post_Type::NAME ) ), esc_html( $home ) );
		$trail = $doc->trail();
		$last  = count( $trail ) - 1;
		foreach ( $trail as $i => $node ) {
			$items .= $i === $last
				? sprintf( '<li><span aria-current="page">%s</span></li>', $node['label'] )
				: sprintf( '<li><a href="%s">%s</a></li>', $node['href'], $node['label'] );
		}
		return $this->wrap( $block, 'nav', 'docent-breadcrumb', '<ol>' . $items . '</ol>', array( 'aria-label' => __( 'Breadcrumb', 'docent' ) ) );
	}
}
