<?php
/**
 * docent/docs-home: the docs home as the settings describe it: heading, introduction, and the
 * search, documentations and most-helpful blocks that are switched on.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Composes the other blocks' renderers.
 */
final class Docs_Home extends Block {

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The blocks the home may show, by the `docs_home` setting that switches each on.
	 *
	 * @var array<string, Block>
	 */
	private array $parts;

	/**
	 * @param Settings             $settings Settings reader.
	 * @param array<string, Block> $parts    Blocks by setting: show_search, show_documentations, show_popular.
	 */
	public function __construct( Settings $settings, array $parts ) {
		$this->settings = $settings;
		$this->parts    = $parts;
	}

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$home = $this->settings->get()['docs_home'];
		$html = sprintf( '<h1 class="docent-home__title">%s</h1>', esc_html( $home['title'] ) );
		if ( '' !== trim( $home['intro'] ) ) {
			$html .= sprintf( '<p class="docent-home__intro">%s</p>', esc_html( $home['intro'] ) );
		}
		foreach ( $this->parts as $setting => $part ) {
			if ( ! empty( $home[ $setting ] ) ) {
				$html .= $part->render( array(), '', null );
			}
		}
		return $this->wrap( $block, 'div', 'docent-home', $html );
	}
}
