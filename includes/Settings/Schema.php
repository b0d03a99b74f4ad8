<?php
/**
 * The one JSON Schema for `docent_settings`: what the REST route describes, what update() validates.
 *
 * @package Docent
 */

namespace Docent\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * JSON Schema (draft-04, as WordPress uses it) for every setting.
 *
 * Besides the standard keywords, two of our own: `format: email-list` (comma-separated addresses)
 * and `x-exists` ("docs": an existing doc; "viewable": an existing post of a public type).
 * Secrets are `writeOnly`; their `{key}_set` siblings are `readonly` and never stored.
 */
final class Schema {

	public const TAB_KEYS = array( 'integrate_ai', 'explore', 'message' );

	public const COLOR_KEYS = array(
		'widgetBg',
		'activeTabBg',
		'activeTabFont',
		'inactiveTabBg',
		'inactiveTabFont',
		'tabTitleFont',
		'tabDescriptionFont',
		'breadcrumbColor',
		'bubbleBg',
		'bubbleIcon',
		'sendBtnBg',
		'sendBtnFont',
	);

	/**
	 * The settings object's schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function get(): array {
		return Schema_Types::object(
			array(
				'remove_all_data' => Schema_Types::boolean( __( 'Delete every doc when the plugin is uninstalled.', 'docent' ) ),
				'assist_enable'   => array(
					'description' => __( 'Whether the assistant widget shows at all.', 'docent' ),
					'type'        => 'string',
					'enum'        => array( 'on', 'off' ),
				),
				'integrate_ai'    => self::integrate_ai(),
				'explore'         => self::explore(),
				'message'         => self::message(),
				'placement'       => self::placement(),
				'preference'      => self::preference(),
				'docs_home'       => self::docs_home(),
			),
			__( 'Docent assistant settings.', 'docent' )
		);
	}

	/**
	 * The A.I. Chat tab: on or off, its texts and icon, the provider and its limits.
	 *
	 * @return array<string, mixed>
	 */
	private static function integrate_ai(): array {
		return Schema_Types::object(
			array_merge(
				array( 'ai_enabled' => Schema_Types::boolean( __( 'Whether the A.I. Chat tab is on.', 'docent' ) ) ),
				Schema_Types::tab( 'integrate_ai' ),
				array(
					'provider'    => array(
						'description' => __( 'Where answers come from: local retrieval or an OpenAI-compatible API.', 'docent' ),
						'type'        => 'string',
						/**
						 * Filters the provider ids the setting accepts (the chat module adds every
						 * provider registered through `docent_ai_providers`).
						 *
						 * @param string[] $ids Provider ids.
						 */
						'enum'        => array_values( array_unique( (array) apply_filters( 'docent_ai_provider_ids', array( 'local', 'openai' ) ) ) ),
					),
					'base_url'    => Schema_Types::url( __( 'Base URL of the OpenAI-compatible API.', 'docent' ) ),
					'model'       => Schema_Types::text( __( 'Model name sent to the API.', 'docent' ), 100 ),
					'api_key'     => Schema_Types::secret( __( 'API key (write-only; stored encrypted).', 'docent' ) ),
					'api_key_set' => Schema_Types::is_set( __( 'Whether an API key is stored.', 'docent' ) ),
					'rate_limit'  => Schema_Types::rate_limit( __( 'Chat requests allowed per visitor address and window.', 'docent' ) ),
					'hourly_budget' => array(
						'description' => __( 'Questions per hour, for the whole site, sent to a provider other than Local; after that the Local provider answers until the hour turns. 0: never.', 'docent' ),
						'type'        => 'integer',
						'minimum'     => 0,
						'maximum'     => 1000000,
					),
					'greeting'    => Schema_Types::text( __( 'The chat’s first message; empty for the default greeting.', 'docent' ), 300, 'textarea-field' ),
					'suggestions' => array(
						'description' => __( 'Up to three suggested questions under the greeting; none for the titles of the most helpful articles.', 'docent' ),
						'type'        => 'array',
						'maxItems'    => 3,
						'items'       => Schema_Types::text( __( 'A suggested question.', 'docent' ), 120 ),
					),
				)
			),
			__( 'The A.I. Chat tab.', 'docent' )
		);
	}

	/**
	 * The Explore tab: on or off, the articles it lists, the site's synonyms, its texts and icon.
	 *
	 * @return array<string, mixed>
	 */
	private static function explore(): array {
		return Schema_Types::object(
			array_merge(
				array(
					'explore_enable'    => Schema_Types::boolean( __( 'Whether the Explore tab is on.', 'docent' ) ),
					'show_content'      => array(
						'description' => __( 'Which articles the Explore tab lists before a search.', 'docent' ),
						'type'        => 'string',
						'enum'        => array( 'selected', 'helpful' ),
					),
					'selected_articles' => array(
						'description' => __( 'Doc ids listed, in this order, when show_content is "selected".', 'docent' ),
						'type'        => 'array',
						'maxItems'    => 100,
						'uniqueItems' => true,
						'items'       => array(
							'type'     => 'integer',
							'minimum'  => 1,
							'x-exists' => 'docs',
						),
					),
					'synonyms'          => array(
						'description' => __( 'The site’s own synonyms for search and chat: one set a line, words or phrases separated by commas ("remove, delete, erase").', 'docent' ),
						'type'        => 'string',
						'format'      => 'synonym-list',
						'maxLength'   => 8000,
					),
				),
				Schema_Types::tab( 'explore' )
			),
			__( 'The Explore tab.', 'docent' )
		);
	}

	/**
	 * The Messaging tab: on or off, the bot check, its texts and icon, where messages go, its limit.
	 *
	 * @return array<string, mixed>
	 */
	private static function message(): array {
		return Schema_Types::object(
			array_merge(
				array(
					'messaging_enable'        => Schema_Types::boolean( __( 'Whether the Messaging tab is on.', 'docent' ) ),
					'turnstile_site_key'      => Schema_Types::text( __( 'Cloudflare Turnstile site key (public).', 'docent' ), 100 ),
					'messaging_success_title' => Schema_Types::text( __( 'Title of the screen after a message is sent.', 'docent' ), 100 ),
					'messaging_success_text'  => Schema_Types::text( __( 'Text of the screen after a message is sent.', 'docent' ), 500, 'textarea-field' ),
				),
				Schema_Types::tab( 'message' ),
				array(
					'email_address'            => array(
						'description' => __( 'Comma-separated addresses that receive messages (empty: the site admin).', 'docent' ),
						'type'        => 'string',
						'format'      => 'email-list',
						'maxLength'   => 1000,
					),
					'reply_to'                 => array(
						'description' => __( 'Reply-To of the replies sent from the inbox, comma-separated (empty: the site admin).', 'docent' ),
						'type'        => 'string',
						'format'      => 'email-list',
						'maxLength'   => 1000,
					),
					'turnstile_secret_key'     => Schema_Types::secret( __( 'Cloudflare Turnstile secret key (write-only; stored encrypted).', 'docent' ) ),
					'turnstile_secret_key_set' => Schema_Types::is_set( __( 'Whether a Turnstile secret key is stored.', 'docent' ) ),
					'rate_limit'               => Schema_Types::rate_limit( __( 'Messages allowed per visitor address and window.', 'docent' ) ),
				)
			),
			__( 'The Messaging tab.', 'docent' )
		);
	}

	/**
	 * Where the tabs go, and where the bubble sits.
	 *
	 * @return array<string, mixed>
	 */
	private static function placement(): array {
		return Schema_Types::object(
			array(
				'order' => array(
					'description' => __( 'Tab order; the first is the default tab.', 'docent' ),
					'type'        => 'array',
					'minItems'    => 3,
					'maxItems'    => 3,
					'uniqueItems' => true,
					'items'       => array(
						'type' => 'string',
						'enum' => self::TAB_KEYS,
					),
				),
				'position'      => array(
					'description' => __( 'The corner the bubble sits in: bottom right or bottom left (mirrored on right-to-left pages).', 'docent' ),
					'type'        => 'string',
					'enum'        => array( 'right', 'left' ),
				),
				'side_offset'   => self::offset( __( 'Distance in pixels from the bubble to the side of the window.', 'docent' ) ),
				'bottom_offset' => self::offset( __( 'Distance in pixels from the bubble to the bottom of the window.', 'docent' ) ),
			),
			__( 'Where the tabs go, and where the bubble sits.', 'docent' )
		);
	}

	/**
	 * A distance in pixels from the window's edge.
	 *
	 * @param string $description What it measures.
	 * @return array<string, mixed>
	 */
	private static function offset( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => 0,
			'maximum'     => 200,
		);
	}

	/**
	 * Look and placement preferences: hidden pages, fonts, colours.
	 *
	 * @return array<string, mixed>
	 */
	private static function preference(): array {
		return Schema_Types::object(
			array(
				'hide_pages'              => array(
					'description' => __( 'Pages (by id) where the widget does not show.', 'docent' ),
					'type'        => 'array',
					'maxItems'    => 500,
					'uniqueItems' => true,
					'items'       => array(
						'type'                 => 'object',
						'required'             => array( 'id' ),
						'additionalProperties' => false,
						'properties'           => array(
							'id' => array(
								'type'     => 'integer',
								'minimum'  => 1,
								'x-exists' => 'viewable',
							),
						),
					),
				),
				'color_mode'              => array(
					'description' => __( 'Light, dark, or following the visitor’s system (a dark palette is derived from the colours).', 'docent' ),
					'type'        => 'string',
					'enum'        => array( 'light', 'dark', 'auto' ),
				),
				'widget_title_font'       => Schema_Types::font( __( 'Font of the panel title.', 'docent' ) ),
				'widget_description_font' => Schema_Types::font( __( 'Font of the panel description.', 'docent' ) ),
				'color_settings'          => Schema_Types::object(
					array(
						'preview_colors' => Schema_Types::object(
							array_fill_keys( self::COLOR_KEYS, Schema_Types::color() ),
							__( 'Widget colours.', 'docent' )
						),
					),
					__( 'Colours.', 'docent' )
				),
			),
			__( 'Look and placement preferences.', 'docent' )
		);
	}

	/**
	 * The docs home at /docs/.
	 *
	 * @return array<string, mixed>
	 */
	private static function docs_home(): array {
		return Schema_Types::object(
			array(
				'title'               => Schema_Types::text( __( 'Heading and page title of the docs home.', 'docent' ), 100 ),
				'intro'               => Schema_Types::text( __( 'Introduction under the heading (also its meta description).', 'docent' ), 500, 'textarea-field' ),
				'show_search'         => Schema_Types::boolean( __( 'Whether the docs home shows the search box.', 'docent' ) ),
				'show_documentations' => Schema_Types::boolean( __( 'Whether the docs home lists the documentations.', 'docent' ) ),
				'show_popular'        => Schema_Types::boolean( __( 'Whether the docs home lists the most helpful articles.', 'docent' ) ),
			),
			__( 'The docs home at /docs/.', 'docent' )
		);
	}
}
