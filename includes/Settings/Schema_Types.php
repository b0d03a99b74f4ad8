<?php
/**
 * The building blocks of the settings schema: objects, texts, URLs, secrets, tabs, fonts, colours.
 *
 * @package Docent
 */

namespace Docent\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Small JSON Schema pieces that Schema::get() puts together, so that each setting of the same
 * kind (a tab's texts, a rate limit, a font) is described the same way.
 */
final class Schema_Types {

	/**
	 * An object with only the given properties.
	 *
	 * @param array<string, array<string, mixed>> $properties  Property schemas.
	 * @param string                              $description Description.
	 * @return array<string, mixed>
	 */
	public static function object( array $properties, string $description ): array {
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
	public static function boolean( string $description ): array {
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
	public static function text( string $description, int $max, string $format = 'text-field' ): array {
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
	public static function url( string $description ): array {
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
	public static function secret( string $description ): array {
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
	public static function is_set( string $description ): array {
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
	public static function tab( string $tab ): array {
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
	public static function rate_limit( string $description ): array {
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
	public static function font( string $description ): array {
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
	public static function color(): array {
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
