<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Frontend;

use Docent\Frontend\Assets;
use Docent\Frontend\Boot_Data;
use Docent\Frontend\Boot_File;
use Docent\Frontend\Visibility;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The shared boot data as a static file: written once per version and locale, a new one when the
 * content changes, none where it cannot be written or a site keeps it dynamic (the page then
 * names only the REST route), and never a nonce in it.
 */
final class Boot_FileTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		( new Boot_File() )->remove_all();
		$GLOBALS['wp_scripts'] = null;
		$this->assets()->register_scripts();
	}

	protected function tearDown(): void {
		( new Boot_File() )->remove_all();
		$GLOBALS['wp_scripts'] = null;
		$this->assets()->register_scripts();
		parent::tearDown();
	}

	/**
	 * The scripts part, built the way the plugin builds it.
	 */
	private function assets(): Assets {
		$settings = new Settings();
		return new Assets( $settings, new Visibility( $settings ), new Boot_Data( $settings ) );
	}

	private function boot(): Boot_Data {
		return new Boot_Data( new Settings() );
	}

	/**
	 * The file a page names, on disk.
	 *
	 * @param array<string, mixed> $page The page's boot data.
	 */
	private static function path_of( array $page ): string {
		$folder = ( new Boot_File() )->folder();
		return $folder['path'] . '/' . basename( (string) wp_parse_url( (string) $page['file'], PHP_URL_PATH ) );
	}

	private function change_bubble_colour( int $red ): void {
		$colors = array( 'bubbleBg' => array( 'r' => $red, 'g' => 10, 'b' => 10, 'a' => 1 ) );
		$this->assertIsArray( ( new Settings() )->update( array( 'preference' => array( 'color_settings' => array( 'preview_colors' => $colors ) ) ) ) );
	}

	public function test_a_visitors_page_names_the_file_it_wrote_and_the_route_as_fallback(): void {
		$page = $this->boot()->page();

		$this->assertArrayHasKey( 'file', $page );
		$this->assertStringContainsString( '/uploads/docent/boot/en_US-', $page['file'] );
		$this->assertFileExists( self::path_of( $page ) );
		$this->assertStringContainsString( '/docent/v1/boot', $page['data'], 'the route stays, for a server without the file' );
		wp_parse_str( (string) wp_parse_url( $page['data'], PHP_URL_QUERY ), $query );
		$this->assertSame( "en_US-{$query['v']}.json", basename( $page['file'] ), 'the file is named by the same version' );

		$written = json_decode( (string) file_get_contents( self::path_of( $page ) ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$route   = json_decode( (string) wp_json_encode( $this->rest( 'GET', '/docent/v1/boot' )->get_data() ), true );
		$this->assertSame( $route, $written, 'the file holds what the route answers' );
		$this->assertSame( 'Search', $written['i18n']['search'] );
	}

	public function test_a_change_of_settings_writes_a_new_file_and_old_ones_go_a_day_later(): void {
		$first = $this->boot()->page();
		$this->change_bubble_colour( 200 );
		$second = $this->boot()->page();

		$this->assertNotSame( $first['file'], $second['file'] );
		$written = (string) file_get_contents( self::path_of( $second ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->assertStringContainsString( '--docent-bubbleBg:rgba(200,10,10,1);', $written );
		$this->assertFileExists( self::path_of( $first ), 'a cached page may still name the old file' );

		touch( self::path_of( $first ), time() - 2 * DAY_IN_SECONDS );
		$this->change_bubble_colour( 100 );
		$third = $this->boot()->page();
		$this->assertFileExists( self::path_of( $third ) );
		$this->assertFileDoesNotExist( self::path_of( $first ), 'older than a day: removed' );
		$this->assertFileExists( self::path_of( $second ) );
	}

	public function test_the_same_content_is_written_once(): void {
		$page = $this->boot()->page();
		touch( self::path_of( $page ), 1000000000 );
		clearstatcache();
		$again = $this->boot()->page();

		$this->assertSame( $page['file'], $again['file'] );
		$this->assertSame( 1000000000, filemtime( self::path_of( $again ) ), 'not written again' );
	}

	public function test_where_the_file_cannot_be_written_the_page_names_the_route_only(): void {
		// A folder that cannot be made, whoever runs the tests (root may write anywhere): below a file.
		$blocker = (string) tempnam( sys_get_temp_dir(), 'docent-boot' );
		$uploads = static function ( array $dirs ) use ( $blocker ): array {
			$dirs['basedir'] = $blocker . '/uploads';
			return $dirs;
		};
		add_filter( 'upload_dir', $uploads );
		try {
			$page = $this->boot()->page();
		} finally {
			remove_filter( 'upload_dir', $uploads );
			wp_delete_file( $blocker );
		}

		$this->assertArrayNotHasKey( 'file', $page );
		$this->assertStringContainsString( '/docent/v1/boot?v=', $page['data'] );
	}

	public function test_a_site_can_keep_the_boot_data_dynamic(): void {
		add_filter( 'docent_boot_file', '__return_false' );
		try {
			$page = $this->boot()->page();
		} finally {
			remove_filter( 'docent_boot_file', '__return_false' );
		}

		$this->assertArrayNotHasKey( 'file', $page );
		$this->assertSame( array(), glob( ( new Boot_File() )->folder()['path'] . '/*.json' ) ?: array() );
	}

	public function test_nothing_a_visitor_gets_carries_a_nonce(): void {
		$nonce = wp_create_nonce( 'wp_rest' );
		$page  = $this->boot()->page();
		$file  = (string) file_get_contents( self::path_of( $page ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions

		$this->assertArrayNotHasKey( 'nonce', $page );
		foreach ( array( (string) wp_json_encode( $page ), $file ) as $json ) {
			$this->assertStringNotContainsString( $nonce, $json );
			$this->assertStringNotContainsString( 'NonceMiddleware', $json, 'api-fetch sends no nonce for a visitor' );
		}
		$this->assertStringContainsString( 'createRootURLMiddleware', $file, 'the rest of api-fetch\'s set-up stays' );
	}

	public function test_a_page_in_another_language_has_its_own_file(): void {
		$german = static fn() => 'de_DE';
		add_filter( 'pre_determine_locale', $german );
		try {
			$page = $this->boot()->page();
		} finally {
			remove_filter( 'pre_determine_locale', $german );
		}

		$this->assertStringContainsString( '/docent/boot/de_DE-', $page['file'] );
		$this->assertFileExists( self::path_of( $page ) );
	}
}
