<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Settings;

use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Settings::enabled(): the one reading of the assistant's switch and its three features', for
 * what the settings screen stores and for what older versions or hand-written options hold.
 */
final class SwitchesTest extends TestCase {

	private const FEATURES = array( 'ai', 'explore', 'messages' );

	/**
	 * Stores the option as given (bypassing validation, as an old version or a hand edit would).
	 *
	 * @param array<string, mixed> $stored Raw option value.
	 */
	private static function store( array $stored ): Settings {
		update_option( Settings::OPTION, $stored );
		return new Settings();
	}

	/**
	 * Which of the three features are on.
	 *
	 * @return array<string, bool>
	 */
	private static function features( Settings $settings ): array {
		$on = array();
		foreach ( self::FEATURES as $feature ) {
			$on[ $feature ] = $settings->enabled( $feature );
		}
		return $on;
	}

	public function test_the_defaults_have_the_assistant_explore_and_messaging_on_and_ai_off(): void {
		$settings = self::store( array() );
		$this->assertTrue( $settings->enabled( 'assistant' ) );
		$this->assertSame( array( 'ai' => false, 'explore' => true, 'messages' => true ), self::features( $settings ) );
	}

	public function test_what_the_settings_screen_saves_is_read_as_saved(): void {
		$settings = new Settings();
		$this->assertIsArray(
			$settings->update(
				array(
					'integrate_ai' => array( 'ai_enabled' => true ),
					'explore'      => array( 'explore_enable' => false ),
					'message'      => array( 'messaging_enable' => true ),
				)
			)
		);
		$this->assertSame( array( 'ai' => true, 'explore' => false, 'messages' => true ), self::features( $settings ) );
		$this->assertIsArray( $settings->update( array( 'message' => array( 'messaging_enable' => false ) ) ) );
		$this->assertFalse( $settings->enabled( 'messages' ) );
	}

	public function test_with_the_assistant_off_every_feature_is_off(): void {
		$settings = self::store(
			array(
				'assist_enable' => 'off',
				'integrate_ai'  => array( 'ai_enabled' => true ),
			)
		);
		$this->assertFalse( $settings->enabled( 'assistant' ) );
		$this->assertSame( array( 'ai' => false, 'explore' => false, 'messages' => false ), self::features( $settings ) );
	}

	/**
	 * @return array<string, array{0: mixed, 1: bool}>
	 */
	public function stored_values(): array {
		return array(
			'true'         => array( true, true ),
			'1'            => array( 1, true ),
			'"1"'          => array( '1', true ),
			'"on"'         => array( 'on', true ),
			'"yes"'        => array( 'yes', true ),
			'"true"'       => array( 'true', true ),
			'"ON"'         => array( 'ON', true ),
			'false'        => array( false, false ),
			'0'            => array( 0, false ),
			'"0"'          => array( '0', false ),
			'""'           => array( '', false ),
			'"off"'        => array( 'off', false ),
			'"no"'         => array( 'no', false ),
			'"false"'      => array( 'false', false ),
			'null'         => array( null, false ),
			'a list'       => array( array( 'on' ), false ),
			'another word' => array( 'maybe', false ),
		);
	}

	/**
	 * @dataProvider stored_values
	 *
	 * @param mixed $value Stored switch value.
	 * @param bool  $on    Whether it reads as on.
	 */
	public function test_a_stored_feature_switch_reads_the_same_for_every_feature( $value, bool $on ): void {
		$settings = self::store(
			array(
				'integrate_ai' => array( 'ai_enabled' => $value ),
				'explore'      => array( 'explore_enable' => $value ),
				'message'      => array( 'messaging_enable' => $value ),
			)
		);
		$this->assertSame( array( 'ai' => $on, 'explore' => $on, 'messages' => $on ), self::features( $settings ) );
	}

	public function test_the_assistant_is_on_only_for_on(): void {
		foreach ( array( 'on' => true, 'off' => false ) as $stored => $on ) {
			$this->assertSame( $on, self::store( array( 'assist_enable' => $stored ) )->enabled( 'assistant' ), $stored );
		}
	}

	public function test_an_unknown_feature_is_a_mistake_in_the_code(): void {
		$this->expectException( \InvalidArgumentException::class );
		( new Settings() )->enabled( 'chat' );
	}
}
