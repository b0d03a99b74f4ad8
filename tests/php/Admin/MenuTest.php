<?php
/**
 * The Docent admin menu and the React screens' loading.
 *
 * @package Docent
 */

namespace Docent\Tests\Admin;

use Docent\Admin\Docs_Manager_Page;
use Docent\Admin\Insights_Page;
use Docent\Admin\Menu;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Menu entries and capabilities, the plugin-list link, and what enqueue_app() puts on the page.
 */
final class MenuTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['menu']              = array();
		$GLOBALS['submenu']           = array();
		$GLOBALS['admin_page_hooks']  = array();
		$GLOBALS['_registered_pages'] = array();
		$GLOBALS['wp_scripts']        = null;
		$GLOBALS['wp_styles']         = null;
	}

	protected function tearDown(): void {
		foreach ( array( 'menu', 'submenu', 'admin_page_hooks', '_registered_pages', 'wp_scripts', 'wp_styles' ) as $global ) {
			unset( $GLOBALS[ $global ] );
		}
		parent::tearDown();
	}

	private function menu(): Menu {
		$settings = ( new Settings() );
		assert( $settings instanceof Settings );
		$menu = new Menu( $settings );
		$menu->add_menu();
		return $menu;
	}

	public function test_one_menu_docents_screens_sit_in_the_docs_menu_for_administrators(): void {
		$this->act_as( 'administrator' );
		$this->menu();
		// No second top-level menu repeating All Docs and Add New Doc.
		$this->assertSame( array(), array_filter( $GLOBALS['menu'], static fn( $item ) => Menu::SLUG === $item[2] ) );
		$this->assertSame( 'edit.php?post_type=docs', Menu::PARENT );

		$items = $GLOBALS['submenu'][ Menu::PARENT ];
		$this->assertSame( array( Docs_Manager_Page::SLUG, Menu::SLUG, Insights_Page::SLUG ), array_column( $items, 2 ) );
		$this->assertSame( array( 'Docs manager', 'Settings', 'Insights' ), array_column( $items, 0 ) );
		// The docs manager is for whoever may edit others' docs; the rest for those who manage the site.
		$this->assertSame( array( 'edit_others_posts', 'manage_options', 'manage_options' ), array_column( $items, 1 ) );
	}

	public function test_editors_get_the_docs_manager_and_none_of_docents_other_screens(): void {
		$this->act_as( 'editor' );
		$this->menu();
		$this->assertSame( array( Docs_Manager_Page::SLUG ), array_column( $GLOBALS['submenu'][ Menu::PARENT ], 2 ) );
	}

	public function test_authors_get_none_of_docents_screens(): void {
		$this->act_as( 'author' );
		$this->menu();
		$this->assertArrayNotHasKey( Menu::PARENT, $GLOBALS['submenu'] );
	}

	public function test_the_settings_and_insights_screens_load_their_assets_on_their_own_page(): void {
		$this->act_as( 'administrator' );
		$this->menu();
		// In a full admin request these are load-docs_page_docent and load-docs_page_docent-insights.
		$this->assertTrue( has_action( 'load-' . get_plugin_page_hookname( Menu::SLUG, Menu::PARENT ) ) );
		$this->assertTrue( has_action( 'load-' . get_plugin_page_hookname( Insights_Page::SLUG, Menu::PARENT ) ) );
	}

	public function test_a_settings_link_on_the_plugins_screen_for_administrators_only(): void {
		$settings = ( new Settings() );
		assert( $settings instanceof Settings );
		$menu = new Menu( $settings );
		$this->act_as( 'administrator' );
		$links = $menu->action_links( array( 'deactivate' => '<a href="#">Deactivate</a>' ) );
		$this->assertStringContainsString( 'admin.php?page=docent', $links[0] );
		$this->act_as( 'editor' );
		$this->assertSame( array( 'x' ), $menu->action_links( array( 'x' ) ) );
	}

	public function test_enqueue_app_preloads_the_rest_answers_and_prints_the_boot_data(): void {
		$this->act_as( 'administrator' );
		Menu::enqueue_app( 'insights', array( '/docent/v1/settings' ), array( 'hello' => '</script><b>' ) );
		$this->assertTrue( wp_script_is( Menu::SCRIPT, 'enqueued' ) );
		$this->assertContains( 'wp-api-fetch', wp_scripts()->registered[ Menu::SCRIPT ]->deps );

		$preload = implode( "\n", (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) );
		$this->assertStringContainsString( 'wp.apiFetch.createPreloadingMiddleware', $preload );
		$this->assertStringContainsString( '"/docent/v1/settings":{"body":{', $preload );

		$boot = implode( "\n", (array) wp_scripts()->get_data( Menu::SCRIPT, 'before' ) );
		$this->assertStringContainsString( 'window.docentAdmin = {"screen":"insights","hello":"\u003C/script\u003E\u003Cb\u003E"};', $boot );
	}

	public function test_the_page_markup_is_a_title_and_a_mount_point(): void {
		ob_start();
		Menu::render_root( 'Docent <settings>', 'settings' );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h1>Docent &lt;settings&gt;</h1>', $html );
		$this->assertStringContainsString( '<div id="docent-admin-root" data-screen="settings"></div>', $html );
	}
}
