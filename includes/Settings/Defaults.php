<?php
/**
 * Every setting's default value, one settings group at a time.
 *
 * @package Docent
 */

namespace Docent\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The defaults Settings merges the stored option over (Settings::defaults()); texts are
 * translated, so they are built when asked for.
 */
final class Defaults {

	/**
	 * Every setting's default value.
	 *
	 * @return array<string, mixed>
	 */
	public static function all(): array {
		return array(
			'remove_all_data' => false,
			'assist_enable'   => 'on',
			'integrate_ai'    => self::integrate_ai(),
			'explore'         => self::explore(),
			'message'         => self::message(),
			'placement'       => self::placement(),
			'preference'      => self::preference(),
			'docs_home'       => self::docs_home(),
		);
	}

	/**
	 * The A.I. Chat tab.
	 *
	 * @return array<string, mixed>
	 */
	private static function integrate_ai(): array {
		return array(
			'ai_enabled'                => false,
			'integrate_ai_title'        => __( 'A.I. Chat', 'docent' ),
			'integrate_ai_subtitle_one' => __( 'A.I. Chat', 'docent' ),
			'integrate_ai_subtitle_two' => __( 'Feel free to ask any questions or inquiries', 'docent' ),
			'integrate_ai_tab_icon'     => self::icon(),
			'provider'                  => 'local',
			'base_url'                  => 'https://api.openai.com/v1',
			'model'                     => 'gpt-4o-mini',
			'api_key'                   => '',
			'rate_limit'                => array(
				'count'  => 20,
				'window' => 600,
			),
			'hourly_budget'             => 100,
			'greeting'                  => '',
			'suggestions'               => array(),
		);
	}

	/**
	 * The Explore tab.
	 *
	 * @return array<string, mixed>
	 */
	private static function explore(): array {
		return array(
			'explore_enable'       => true,
			'show_content'         => 'helpful',
			'selected_articles'    => array(),
			'explore_title'        => __( 'Explore', 'docent' ),
			'explore_subtitle_one' => __( 'Explore Feature', 'docent' ),
			'explore_subtitle_two' => __( 'Search with keywords for quick answers', 'docent' ),
			'explore_tab_icon'     => self::icon(),
			'synonyms'             => '',
		);
	}

	/**
	 * The Messaging tab.
	 *
	 * @return array<string, mixed>
	 */
	private static function message(): array {
		return array(
			'messaging_enable'        => true,
			'turnstile_site_key'      => '',
			'messaging_success_title' => __( 'Thanks', 'docent' ),
			'messaging_success_text'  => __( 'Your message has been sent!', 'docent' ),
			'message_title'           => __( 'Messaging', 'docent' ),
			'message_subtitle_one'    => __( 'Message Us', 'docent' ),
			'message_subtitle_two'    => __( 'Feel free to get in touch for any inquiries', 'docent' ),
			'message_tab_icon'        => self::icon(),
			'email_address'           => '',
			'reply_to'                => '',
			'turnstile_secret_key'    => '',
			'rate_limit'              => array(
				'count'  => 5,
				'window' => 600,
			),
		);
	}

	/**
	 * Where the tabs go, and where the bubble sits.
	 *
	 * @return array<string, mixed>
	 */
	private static function placement(): array {
		return array(
			'order'         => array( 'integrate_ai', 'explore', 'message' ),
			'position'      => 'right',
			'side_offset'   => 20,
			'bottom_offset' => 20,
		);
	}

	/**
	 * Look and placement preferences: hidden pages, fonts, colours.
	 *
	 * @return array<string, mixed>
	 */
	private static function preference(): array {
		return array(
			'hide_pages'              => array(),
			'color_mode'              => 'light',
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
		);
	}

	/**
	 * The docs home at /docs/.
	 *
	 * @return array<string, mixed>
	 */
	private static function docs_home(): array {
		return array(
			'title'               => __( 'Documentation', 'docent' ),
			'intro'               => __( 'Guides and answers for everything you can do here. Search, or pick a topic below.', 'docent' ),
			'show_search'         => true,
			'show_documentations' => true,
			'show_popular'        => true,
		);
	}

	/**
	 * A tab's icon: none.
	 *
	 * @return array{src:string, name:string}
	 */
	private static function icon(): array {
		return array(
			'src'  => '',
			'name' => '',
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
}
