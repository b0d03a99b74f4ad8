<?php
/**
 * Whether the widget shows on the current request (SPEC §1).
 *
 * @package Docent
 */

namespace Docent\Frontend;

use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The widget shows on public pages unless it is switched off, every feature is off,
 * or the page is on the hide list.
 */
final class Visibility {

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
	 * True when the widget belongs on the site at all (ignoring the page): the assistant and at
	 * least one of its features are on.
	 */
	public function enabled(): bool {
		return $this->settings->enabled( 'ai' ) || $this->settings->enabled( 'explore' ) || $this->settings->enabled( 'messages' );
	}

	/**
	 * True when the current front-end request should get the widget.
	 */
	public function shows_here(): bool {
		if ( is_admin() || is_feed() || is_embed() || is_robots() || wp_doing_ajax() || wp_is_json_request() ) {
			return false;
		}
		if ( ! $this->enabled() ) {
			return false;
		}
		$settings = $this->settings->get();
		$page_id = (int) get_queried_object_id();
		$hidden  = array_map( static fn( $item ) => (int) ( $item['id'] ?? 0 ), $settings['preference']['hide_pages'] );
		$show    = ! ( $page_id && in_array( $page_id, $hidden, true ) );
		/**
		 * Filters whether Docent's widget shows on the current page.
		 *
		 * @param bool $show    Whether it shows.
		 * @param int  $page_id The queried object's id (0 when none).
		 */
		return (bool) apply_filters( 'docent_widget_visible', $show, $page_id );
	}
}
