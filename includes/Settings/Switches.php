<?php
/**
 * How a stored on/off switch is read: the assistant as a whole and its three features.
 *
 * @package Docent
 */

namespace Docent\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * One reading for every switch. The settings screen stores true/false (and "on"/"off" for the
 * assistant), but options written by older versions or by hand may hold 1, "1", "yes", "on" or
 * "true": each of those counts as on, as the most lenient of the old readers took them.
 */
final class Switches {

	/**
	 * The features by name, and where each one's switch is stored.
	 */
	public const FEATURES = array(
		'ai'       => array( 'integrate_ai', 'ai_enabled' ),
		'explore'  => array( 'explore', 'explore_enable' ),
		'messages' => array( 'message', 'messaging_enable' ),
	);

	/**
	 * Whether a feature is on in these settings: "assistant" (the widget as a whole, stored as
	 * "on"/"off"), or a feature of FEATURES, which is on only while the assistant is on too.
	 *
	 * @param array<string, mixed> $settings Full settings (Settings::get()).
	 * @param string               $feature  "assistant", "ai", "explore" or "messages".
	 * @throws \InvalidArgumentException For a feature name that does not exist.
	 */
	public static function on( array $settings, string $feature ): bool {
		$assistant = 'on' === ( $settings['assist_enable'] ?? 'on' );
		if ( 'assistant' === $feature ) {
			return $assistant;
		}
		if ( ! isset( self::FEATURES[ $feature ] ) ) {
			throw new \InvalidArgumentException( esc_html( "Unknown Docent feature: $feature" ) );
		}
		list( $group, $key ) = self::FEATURES[ $feature ];
		return $assistant && self::is_on( $settings[ $group ][ $key ] ?? false );
	}

	/**
	 * A stored switch's value as a boolean: true, 1 and the words "1", "true", "on" and "yes"
	 * (in any case) are on; anything else is off.
	 *
	 * @param mixed $value Stored value.
	 */
	public static function is_on( $value ): bool {
		return is_scalar( $value ) && (bool) filter_var( $value, FILTER_VALIDATE_BOOLEAN );
	}
}
