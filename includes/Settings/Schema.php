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
		return self::object(
			array(
				'remove_all_data' => self::boolean( __( 'Delete every doc when the plugin is uninstalled.', 'docent' ) ),
				'assist_enable'   => array(
					'description' => __( 'Whether the assistant widget shows at all.', 'docent' ),
					'type'        => 'string',
					'enum'        => array( 'on', 'off' ),
				),
				'integrate_ai'    => self::object(
					array_merge(
						array( 'ai_enabled' => self::boolean( __( 'Whether the A.I. Chat tab is on.', 'docent' ) ) ),
						self::tab( 'integrate_ai' ),
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
							'base_url'    => self::url( __( 'Base URL of the OpenAI-compatible API.', 'docent' ) ),
							'model'       => self::text( __( 'Model name sent to the API.', 'docent' ), 100 ),
							'api_key'     => self::secret( __( 'API key (write-only; stored encrypted).', 'docent' ) ),
							'api_key_set' => self::is_set( __( 'Whether an API key is stored.', 'docent' ) ),
							'rate_limit'  => self::rate_limit( __( 'Chat requests allowed per visitor address and window.', 'docent' ) ),
							'hourly_budget' => array(
								'description' => __( 'Questions per hour, for the whole site, sent to a provider other than Local; after that the Local provider answers until the hour turns. 0: never.', 'docent' ),
								'type'        => 'integer',
								'minimum'     => 0,
								'maximum'     => 1000000,
							),
							'greeting'    => self::text( __( 'The chat’s first message; empty for the default greeting.', 'docent' ), 300, 'textarea-field' ),
							'suggestions' => array(
								'description' => __( 'Up to three suggested questions under the greeting; none for the titles of the most helpful articles.', 'docent' ),
								'type'        => 'array',
								'maxItems'    => 3,
								'items'       => self::text( __( 'A suggested question.', 'docent' ), 120 ),
							),
						)
					),
					__( 'The A.I. Chat tab.', 'docent' )
				),
				'explore'         => self::object(
					array_merge(
						array(
							'explore_enable'    => self::boolean( __( 'Whether the Explore tab is on.', 'docent' ) ),
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
						self::tab( 'explore' )
					),
					__( 'The Explore tab.', 'docent' )
				),
				'message'         => self::object(
					array_merge(
						array(
							'messaging_enable'        => self::boolean( __( 'Whether the Messaging tab is on.', 'docent' ) ),
							'turnstile_site_key'      => self::text( __( 'Cloudflare Turnstile site key (public).', 'docent' ), 100 ),
							'messaging_success_title' => self::text( __( 'Title of the screen after a message is sent.', 'docent' ), 100 ),
							'messaging_success_text'  => self::text( __( 'Text of the screen after a message is sent.', 'docent' ), 500, 'textarea-field' ),
						),
						self::tab( 'message' ),
						array(
							'email_address'            => array(
								'description' => __( 'Comma-separated addresses that receive messages (empty: the site admin).', 'docent' ),
								'type'        => 'string',
								'format'      => 'email-list',
								'maxLength'   => 1000,
							),
							'turnstile_secret_key'     => self::secret( __( 'Cloudflare Turnstile secret key (write-only; stored encrypted).', 'docent' ) ),
							'turnstile_secret_key_set' => self::is_set( __( 'Whether a Turnstile secret key is stored.', 'docent' ) ),
							'rate_limit'               => self::rate_limit( __( 'Messages allowed per visitor address and window.', 'docent' ) ),
						)
					),
					__( 'The Messaging tab.', 'docent' )
				),
				'placement'       => self::object(
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
					),
					__( 'Where the tabs go.', 'docent' )
				),
				'preference'      => self::object(
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
						'widget_title_font'       => self::font( __( 'Font of the panel title.', 'docent' ) ),
						'widget_description_font' => self::font( __( 'Font of the panel description.', 'docent' ) ),
						'color_settings'          => self::object(
							array(
								'preview_colors' => self::object(
									array_fill_keys( self::COLOR_KEYS, self::color() ),
									__( 'Widget colours.', 'docent' )
								),
							),
							__( 'Colours.', 'docent' )
						),
					),
					__( 'Look and placement preferences.', 'docent' )
				),
				'docs_home'       => self::object(
					array(
						'title'               => self::text( __( 'Heading and page title of the docs home.', 'docent' ), 100 ),
						'intro'               => self::text( __( 'Introduction under the heading (also its meta description).', 'docent' ), 500, 'textarea-field' ),
						'show_search'         => self::boolean( __( 'Whether the docs home shows the search box.', 'docent' ) ),
						'show_documentations' => self::boolean( __( 'Whether the docs home lists the documentations.', 'docent' ) ),
						'show_popular'        => self::boolean( __( 'Whether the docs home lists the most helpful articles.', 'docent' ) ),
					),
					__( 'The docs home at /docs/.', 'docent' )
				),
			),
			__( 'Docent assistant settings.', 'docent' )
		);
	}

	/**
	 * An object with only the given properties.
	 *
	 * @param array<string, array<string, mixed>> $properties  Property schemas.
	 * @param string                              $description Description.
	 * @return array<string, mixed>
	 */
	private static function object( array $properties, string $description ): array {
		return array(
			'description'          => $description,
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => $properties,
		);
	}

	/**
	 * A boolean.
	 *
	 * @param string $description Description.
	 * @return array<string, mixed>
	 */
	private static function boolean( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'boolean',
		);
	}

	/**
	 * One line (or several, for textarea-field) of plain text.
	 *
	 * @param string $description Description.
	 * @param int    $max         Longest accepted length.
	 * @param string $format      text-field or textarea-field.
	 * @return array<string, mixed>
	 */
	private static function text( string $description, int $max, string $format = 'text-field' ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'format'      => $format,
			'maxLength'   => $max,
		);
	}

	/**
	 * An http(s) URL.
	 *
	 * @param string $description Description.
	 * @return array<string, mixed>
	 */
	private static function url( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'format'      => 'uri',
			'maxLength'   => 2048,
		);
	}

	/**
	 * A write-only secret: "" clears it, absent keeps it.
	 *
	 * @param string $description Description.
	 * @return array<string, mixed>
	 */
	private static function secret( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'maxLength'   => 500,
			'pattern'     => '^[^\s]*$',
			'writeOnly'   => true,
		);
	}

	/**
	 * The read-only "is this secret stored" flag.
	 *
	 * @param string $description Description.
	 * @return array<string, mixed>
	 */
	private static function is_set( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'boolean',
			'readonly'    => true,
		);
	}

	/**
	 * The per-tab texts and icon.
	 *
	 * @param string $tab Tab key.
	 * @return array<string, array<string, mixed>>
	 */
	private static function tab( string $tab ): array {
		return array(
			"{$tab}_title"        => self::text( __( 'Tab button label.', 'docent' ), 100 ),
			"{$tab}_subtitle_one" => self::text( __( 'Panel title while the tab is active.', 'docent' ), 100 ),
			"{$tab}_subtitle_two" => self::text( __( 'Panel description while the tab is active.', 'docent' ), 250 ),
			"{$tab}_tab_icon"     => self::object(
				array(
					'src'  => self::url( __( 'Icon image URL (empty for the built-in icon).', 'docent' ) ),
					'name' => self::text( __( 'Icon name.', 'docent' ), 100 ),
				),
				__( 'Tab icon.', 'docent' )
			),
		);
	}

	/**
	 * Hits allowed per window.
	 *
	 * @param string $description Description.
	 * @return array<string, mixed>
	 */
	private static function rate_limit( string $description ): array {
		return self::object(
			array(
				'count'  => array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => 1000,
				),
				'window' => array(
					'description' => __( 'Window length in seconds.', 'docent' ),
					'type'        => 'integer',
					'minimum'     => 10,
					'maximum'     => 86400,
				),
			),
			$description
		);
	}

	/**
	 * A font size and weight.
	 *
	 * @param string $description Description.
	 * @return array<string, mixed>
	 */
	private static function font( string $description ): array {
		return self::object(
			array(
				'size'   => array(
					'description' => __( 'Size in pixels.', 'docent' ),
					'type'        => 'integer',
					'minimum'     => 8,
					'maximum'     => 96,
				),
				'weight' => array(
					'type'    => 'integer',
					'minimum' => 100,
					'maximum' => 900,
				),
			),
			$description
		);
	}

	/**
	 * An RGBA colour.
	 *
	 * @return array<string, mixed>
	 */
	private static function color(): array {
		$channel = array(
			'type'    => 'integer',
			'minimum' => 0,
			'maximum' => 255,
		);
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'r' => $channel,
				'g' => $channel,
				'b' => $channel,
				'a' => array(
					'type'    => 'number',
					'minimum' => 0,
					'maximum' => 1,
				),
			),
		);
	}
}
