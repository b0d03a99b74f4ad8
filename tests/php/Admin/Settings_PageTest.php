<?php
/**
 * Docent > Settings: what the page hands the React screen.
 *
 * @package Docent
 */

namespace Docent\Tests\Admin;

use Docent\Admin\Menu;
use Docent\Admin\Settings_Page;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The preloaded settings (never a secret), the media library, and the boot data.
 */
final class Settings_PageTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}

	protected function tearDown(): void {
		unset( $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] );
		parent::tearDown();
	}

	private static function settings(): Settings {
		$settings = ( new Settings() );
		assert( $settings instanceof Settings );
		return $settings;
	}

	public function test_the_settings_are_preloaded_without_their_secrets(): void {
		$this->act_as( 'administrator' );
		$saved = self::settings()->update(
			array(
				'integrate_ai' => array(
					'api_key'            => 'sk-very-secret-value',
					'integrate_ai_title' => 'Ask the bot',
				),
			)
		);
		$this->assertIsArray( $saved );
		( new Settings_Page( self::settings() ) )->enqueue();
		$preload = implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertStringContainsString( '"integrate_ai_title":"Ask the bot"', $preload );
		$this->assertStringContainsString( '"api_key_set":true', $preload );
		$this->assertStringNotContainsString( 'sk-very-secret-value', $preload );
		$this->assertStringNotContainsString( '"api_key":', $preload );
		$this->assertTrue( wp_script_is( Menu::SCRIPT, 'enqueued' ) );
		$this->assertGreaterThan( 0, did_action( 'wp_enqueue_media' ) );
	}

	public function test_the_boot_data_names_the_chosen_articles_and_pages(): void {
		$this->act_as( 'administrator' );
		$article = $this->doc( array( 'post_title' => 'Getting started' ) );
		$page    = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Checkout',
			)
		);
		$this->assertIsArray(
			self::settings()->update(
				array(
					'explore'    => array( 'selected_articles' => array( $article ) ),
					'preference' => array( 'hide_pages' => array( array( 'id' => $page ) ) ),
				)
			)
		);
		wp_delete_post( $article, true );
		$data = ( new Settings_Page( self::settings() ) )->boot_data();
		$this->assertSame( array(), $data['titles']['articles'], 'a deleted article is left out' );
		$this->assertSame(
			array(
				array(
					'id'    => $page,
					'title' => 'Checkout',
				),
			),
			$data['titles']['pages']
		);
		$this->assertIsBool( $data['routes']['chat_test'] );
		$this->assertIsBool( $data['routes']['search_rebuild'] );
		$this->assertStringContainsString( 'post-new.php?post_type=docs', $data['links']['new_doc'] );
	}
}
