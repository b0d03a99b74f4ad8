<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Settings;

use Docent\Settings\Settings;
use Docent\Tests\Site_Language;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.
require_once dirname( __DIR__ ) . '/Site_Language.php';

/**
 * Saving stores only what the owner changed: a default text stays unset, so it is translated
 * in the language of whoever reads it, not frozen in the language of whoever saved.
 */
final class Settings_LanguageTest extends TestCase {

	use Site_Language;

	public function test_a_german_site_keeps_german_tab_titles_after_an_english_save(): void {
		$settings = new Settings();
		// The settings screen in English sends every field as the admin saw it.
		$screen                             = $settings->admin_data();
		$screen['explore']['explore_enable'] = false;
		unset( $screen['integrate_ai']['api_key_set'], $screen['message']['turnstile_secret_key_set'] );
		$this->assertIsArray( $settings->update( $screen ) );

		$this->site_in( 'de_DE' );
		$read = ( new Settings() )->public_data();
		$this->assertSame( 'Entdecken', $read['explore']['explore_title'] );
		$this->assertSame( 'Nachrichten', $read['message']['message_title'] );
		$this->assertSame( 'KI-Chat', $read['integrate_ai']['integrate_ai_title'] );
		$this->assertFalse( $read['explore']['explore_enable'] );
	}

	public function test_only_changed_values_are_stored(): void {
		$settings = new Settings();
		$saved    = $settings->update(
			array(
				'explore'    => array(
					'explore_title'        => 'Knowledge base',
					'explore_subtitle_one' => 'Explore Feature',
				),
				'placement'  => array( 'position' => 'left' ),
				'preference' => array(
					'color_settings' => array( 'preview_colors' => array( 'widgetBg' => array( 'r' => 250 ) ) ),
				),
			)
		);
		$this->assertIsArray( $saved );
		$this->assertSame( 'Explore Feature', $saved['explore']['explore_subtitle_one'] );

		$stored = get_option( Settings::OPTION );
		$this->assertSame( array( 'explore_title' => 'Knowledge base' ), $stored['explore'] );
		$this->assertSame( array( 'position' => 'left' ), $stored['placement'] );
		// A colour is one value: stored whole once any channel changed.
		$this->assertSame(
			array(
				'r' => 250,
				'g' => 255,
				'b' => 255,
				'a' => 1.0,
			),
			$stored['preference']['color_settings']['preview_colors']['widgetBg']
		);
		$this->assertSame( array( 'widgetBg' ), array_keys( $stored['preference']['color_settings']['preview_colors'] ) );
		$this->assertArrayNotHasKey( 'integrate_ai', $stored );
		$this->assertArrayNotHasKey( 'docs_home', $stored );
	}

	public function test_a_text_changed_back_to_its_default_is_unset_again(): void {
		$settings = new Settings();
		$settings->update( array( 'message' => array( 'message_title' => 'Contact' ) ) );
		$this->assertSame( 'Contact', get_option( Settings::OPTION )['message']['message_title'] );

		$settings->update( array( 'message' => array( 'message_title' => 'Messaging' ) ) );
		$this->assertArrayNotHasKey( 'message_title', get_option( Settings::OPTION )['message'] ?? array(), 'A text changed back to its default is not stored.' );
		$this->site_in( 'fr_FR' );
		$this->assertSame( 'Messagerie', ( new Settings() )->get()['message']['message_title'] );
	}
}
