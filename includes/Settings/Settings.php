<?php
/**
 * The one option that holds every assistant setting: defaults, reads and the public subset.
 *
 * @package Docent
 */

namespace Docent\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Reads `docent_settings`, merged over the defaults.
 */
final class Settings {

	public const OPTION = 'docent_settings';

	/**
	 * Every setting's default value.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		$icon = array(
			'src'  => '',
			'name' => '',
		);
		return array(
			'assist_enable' => 'on',
			'integrate_ai'  => array(
				'ai_enabled'                => false,
				'integrate_ai_title'        => __( 'A.I. Chat', 'docent' ),
				'integrate_ai_subtitle_one' => __( 'A.I. Chat', 'docent' ),
				'integrate_ai_subtitle_two' => __( 'Feel free to ask any questions or inquiries', 'docent' ),
				'integrate_ai_tab_icon'     => $icon,
			),
			'explore'       => array(
				'explore_enable'       => true,
				'show_content'         => 'helpful',
				'selected_articles'    => array(),
				'explore_title'        => __( 'Explore', 'docent' ),
				'explore_subtitle_one' => __( 'Explore Feature', 'docent' ),
				'explore_subtitle_two' => __( 'Search with keywords for quick answers', 'docent' ),
				'explore_tab_icon'     => $icon,
			),
			'message'       => array(
				'messaging_enable'        => true,
				'turnstile_site_key'      => '',
				'messaging_success_title' => __( 'Thanks', 'docent' ),
				'messaging_success_text'  => __( 'Your message has been sent!', 'docent' ),
				'message_title'           => __( 'Messaging', 'docent' ),
				'message_subtitle_one'    => __( 'Message Us', 'docent' ),
				'message_subtitle_two'    => __( 'Feel free to get in touch for any inquiries', 'docent' ),
				'message_tab_icon'        => $icon,
			),
			'placement'     => array(
				'order' => array( 'integrate_ai', 'explore', 'message' ),
			),
			'preference'    => array(
				'hide_pages'              => array(),
				'widget_title_font'       => array(
					'size'   => 18,
					'weight' => 600,
				),
				'widget_description_font' => array(
					'size'   => 14,
					'weight' => 400,
				),
				'color_settings'          => array(
					'preview_colors' => array(
						'widgetBg'           => self::rgba( 255, 255, 255 ),
						'activeTabBg'        => self::rgba( 30, 58, 138 ),
						'activeTabFont'      => self::rgba( 255, 255, 255 ),
						'inactiveTabBg'      => self::rgba( 241, 245, 249 ),
						'inactiveTabFont'    => self::rgba( 51, 65, 85 ),
						'tabTitleFont'       => self::rgba( 15, 23, 42 ),
						'tabDescriptionFont' => self::rgba( 71, 85, 105 ),
						'breadcrumbColor'    => self::rgba( 29, 78, 216 ),
						'bubbleBg'           => self::rgba( 30, 58, 138 ),
						'bubbleIcon'         => self::rgba( 255, 255, 255 ),
						'sendBtnBg'          => self::rgba( 30, 58, 138 ),
						'sendBtnFont'        => self::rgba( 255, 255, 255 ),
					),
				),
			),
		);
	}

	/**
	 * A colour value.
	 *
	 * @param int   $r Red 0–255.
	 * @param int   $g Green 0–255.
	 * @param int   $b Blue 0–255.
	 * @param float $a Alpha 0–1.
	 * @return array{r:int,g:int,b:int,a:float}
	 */
	private static function rgba( int $r, int $g, int $b, float $a = 1.0 ): array {
		return array(
			'r' => $r,
			'g' => $g,
			'b' => $b,
			'a' => $a,
		);
	}

	/**
	 * The stored settings merged over the defaults.
	 *
	 * @return array<string, mixed>
	 */
	public function get(): array {
		$stored = get_option( self::OPTION, array() );
		return self::merge( self::defaults(), is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Recursively lays $over onto $base, keeping only keys $base knows. Lists replace whole.
	 *
	 * @param array<string, mixed> $base Defaults.
	 * @param array<string, mixed> $over Stored values.
	 * @return array<string, mixed>
	 */
	public static function merge( array $base, array $over ): array {
		foreach ( $base as $key => $value ) {
			if ( ! array_key_exists( $key, $over ) ) {
				continue;
			}
			$base[ $key ] = is_array( $value ) && ! array_is_list( $value ) && is_array( $over[ $key ] )
				? self::merge( $value, $over[ $key ] )
				: $over[ $key ];
		}
		return $base;
	}

	/**
	 * What a visitor's page may see: the settings without any server-only key.
	 *
	 * @return array<string, mixed>
	 */
	public function public_data(): array {
		return $this->get();
	}
}
