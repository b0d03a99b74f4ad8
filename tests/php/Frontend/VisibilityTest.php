<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Frontend;

use Closure;
use Docent\Frontend\Visibility;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;
use ReflectionFunction;
use WP_Hook;
use WP_Query;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * What a public page gets: the widget's loader and boot data where it shows, nothing at all
 * where it does not, no secret ever, and no extra database query.
 */
final class VisibilityTest extends TestCase {

	/**
	 * A published page to render.
	 *
	 * @var int
	 */
	private int $page;

	protected function setUp(): void {
		parent::setUp();
		$this->page = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Visibility test page',
				'post_content' => '<p>Hello.</p>',
			)
		);
	}

	protected function tearDown(): void {
		unset( $GLOBALS['current_screen'] );
		$GLOBALS['wp_query']     = new WP_Query();
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$GLOBALS['post']         = null;
		$this->reset_dependencies();
		parent::tearDown();
	}

	/**
	 * Forgets what was enqueued and printed, so each render starts like a fresh request.
	 */
	private function reset_dependencies(): void {
		foreach ( array( wp_scripts(), wp_styles() ) as $dependencies ) {
			// dequeue() also clears the registry's cache of queued dependencies (WordPress 6.3+).
			foreach ( $dependencies->queue as $handle ) {
				$dependencies->dequeue( $handle );
			}
			$dependencies->done      = array();
			$dependencies->to_do     = array();
			$dependencies->in_footer = array();
		}
	}

	/**
	 * Renders a page's head and footer in-process, as the theme would.
	 *
	 * @param int $page_id Page.
	 */
	private function render( int $page_id ): string {
		$this->reset_dependencies();
		$GLOBALS['wp_query']     = new WP_Query( array( 'page_id' => $page_id ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$GLOBALS['post']         = get_post( $page_id );
		setup_postdata( $GLOBALS['post'] );
		ob_start();
		try {
			do_action( 'wp_head' );
			do_action( 'wp_footer' );
		} finally {
			$html = (string) ob_get_clean();
		}
		return $html;
	}

	/**
	 * Whether the page carries anything of Docent's.
	 *
	 * @param string $html Page HTML.
	 */
	private function has_widget( string $html ): bool {
		return str_contains( $html, 'docent-boot' ) || str_contains( $html, 'docent-loader' ) || str_contains( $html, '/build/loader.js' );
	}

	/**
	 * The boot data printed into the page.
	 *
	 * @param string $html Page HTML.
	 * @return array<string, mixed>
	 */
	private function boot_data( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script[^>]*id="docent-boot"[^>]*>(.*?)</script>#s', $html, $match ), 'boot data printed once' );
		$data = json_decode( $match[1], true );
		$this->assertIsArray( $data );
		return $data;
	}

	/**
	 * The boot data shared by every visitor, from the address the page names.
	 *
	 * @param array<string, mixed> $page The page's boot data.
	 * @return array<string, mixed>
	 */
	private function shared_data( array $page ): array {
		wp_parse_str( (string) wp_parse_url( $page['data'], PHP_URL_QUERY ), $query );
		$response = $this->rest( 'GET', '/docent/v1/boot', $query );
		$this->assertStatus( 200, $response );
		return $response->get_data();
	}

	/**
	 * Updates settings, failing the test when they are refused.
	 *
	 * @param array<string, mixed> $partial Settings.
	 */
	private function set( array $partial ): void {
		$this->assertIsArray( ( new Settings() )->update( $partial ) );
	}

	public function test_a_public_page_gets_the_loader_and_the_boot_data_once(): void {
		$html = $this->render( $this->page );
		$this->assertTrue( wp_script_is( 'docent-loader', 'done' ) );
		$this->assertSame( 1, substr_count( $html, 'id="docent-boot"' ) );
		$this->assertSame( 'on', $this->shared_data( $this->boot_data( $html ) )['settings']['assist_enable'] );
	}

	public function test_nothing_when_the_assistant_is_off(): void {
		$this->set( array( 'assist_enable' => 'off' ) );
		$html = $this->render( $this->page );
		$this->assertFalse( $this->has_widget( $html ) );
		$this->assertFalse( wp_script_is( 'docent-loader', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'docent-widget', 'enqueued' ) );
	}

	public function test_nothing_when_every_feature_is_off(): void {
		$this->set(
			array(
				'integrate_ai' => array( 'ai_enabled' => false ),
				'explore'      => array( 'explore_enable' => false ),
				'message'      => array( 'messaging_enable' => false ),
			)
		);
		$html = $this->render( $this->page );
		$this->assertFalse( $this->has_widget( $html ) );
		$this->assertFalse( wp_script_is( 'docent-loader', 'enqueued' ) );
	}

	public function test_one_feature_on_is_enough(): void {
		$this->set(
			array(
				'integrate_ai' => array( 'ai_enabled' => false ),
				'explore'      => array( 'explore_enable' => false ),
				'message'      => array( 'messaging_enable' => true ),
			)
		);
		$this->assertTrue( $this->has_widget( $this->render( $this->page ) ) );
	}

	public function test_nothing_on_a_hidden_page_but_the_widget_stays_elsewhere(): void {
		$other = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Another page',
			)
		);
		$this->set( array( 'preference' => array( 'hide_pages' => array( array( 'id' => $this->page ) ) ) ) );
		$hidden = $this->render( $this->page );
		$this->assertFalse( $this->has_widget( $hidden ) );
		$this->assertFalse( wp_script_is( 'docent-loader', 'enqueued' ) );
		$this->assertTrue( $this->has_widget( $this->render( $other ) ) );
	}

	public function test_not_in_admin_feeds_or_embeds(): void {
		$visibility = ( new Visibility( new Settings() ) );
		$this->assertInstanceOf( Visibility::class, $visibility );

		$GLOBALS['wp_query'] = new WP_Query( array( 'page_id' => $this->page ) );
		$this->assertTrue( $visibility->shows_here() );

		// is_admin() asks the current screen; a stand-in avoids loading wp-admin.
		$GLOBALS['current_screen'] = new class() {
			/**
			 * Like WP_Screen::in_admin() on an admin screen.
			 */
			public function in_admin(): bool {
				return true;
			}
		};
		$this->assertFalse( $visibility->shows_here(), 'admin' );
		unset( $GLOBALS['current_screen'] );

		$GLOBALS['wp_query']->is_feed = true;
		$this->assertFalse( $visibility->shows_here(), 'feed' );
		$GLOBALS['wp_query']->is_feed  = false;
		$GLOBALS['wp_query']->is_embed = true;
		$this->assertFalse( $visibility->shows_here(), 'embed' );
	}

	public function test_the_page_never_carries_a_secret_or_a_server_only_key(): void {
		$this->set(
			array(
				'remove_all_data' => true,
				'integrate_ai'    => array(
					'ai_enabled' => true,
					'provider'   => 'openai',
					'base_url'   => 'https://llm.internal.example/v1',
					'model'      => 'secret-model-name',
					'api_key'    => 'sk-page-SECRET-123',
				),
				'message'         => array(
					'turnstile_site_key'   => 'site-key-is-public',
					'turnstile_secret_key' => 'ts-page-SECRET-456',
					'email_address'        => 'private-inbox@example.org',
				),
			)
		);
		$html = $this->render( $this->page );
		foreach ( array( 'sk-page-SECRET-123', 'ts-page-SECRET-456', 'private-inbox@example.org', 'llm.internal.example', 'secret-model-name', 'docent:v1:' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $html );
		}

		$shared = $this->shared_data( $this->boot_data( $html ) );
		$json   = (string) wp_json_encode( $shared );
		foreach ( array( 'sk-page-SECRET-123', 'ts-page-SECRET-456', 'private-inbox@example.org', 'llm.internal.example', 'secret-model-name', 'docent:v1:' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $json );
		}
		$settings = $shared['settings'];
		$this->assertSame( 'site-key-is-public', $settings['message']['turnstile_site_key'], 'the public subset is there' );
		$this->assertArrayNotHasKey( 'remove_all_data', $settings );
		foreach ( array( 'provider', 'base_url', 'model', 'api_key', 'api_key_set', 'rate_limit' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $settings['integrate_ai'] );
		}
		foreach ( array( 'email_address', 'turnstile_secret_key', 'turnstile_secret_key_set', 'rate_limit' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $settings['message'] );
		}
	}

	public function test_docent_adds_no_database_query_to_a_public_page(): void {
		global $wpdb;
		( new Settings() )->install();
		$this->set( array( 'explore' => array( 'explore_title' => 'Browse' ) ) );

		$measure = function () use ( $wpdb ): array {
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$html   = $this->render( $this->page );
			return array( $wpdb->num_queries - $before, $html );
		};
		$measure(); // Warms what WordPress memoizes once per process.

		list( $with, $html ) = $measure();
		$this->assertTrue( $this->has_widget( $html ), 'Docent did render' );

		$saved = $this->remove_docent_hooks();
		try {
			list( $without, $plain ) = $measure();
		} finally {
			$GLOBALS['wp_filter'] = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		}
		$this->assertFalse( $this->has_widget( $plain ), 'Docent was unhooked' );
		$this->assertGreaterThan( 0, $without, 'the measurement sees queries at all' );
		$this->assertSame( $without, $with, 'queries with Docent vs without' );
	}

	/**
	 * Removes every callback Docent added to any hook; returns the hooks as they were.
	 *
	 * @return array<string, WP_Hook>
	 */
	private function remove_docent_hooks(): array {
		global $wp_filter;
		$saved = array();
		foreach ( $wp_filter as $name => $hook ) {
			$saved[ $name ] = clone $hook;
		}
		foreach ( $saved as $name => $hook ) {
			foreach ( $hook->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( self::is_docent( $callback['function'] ) ) {
						remove_filter( $name, $callback['function'], $priority );
					}
				}
			}
		}
		return $saved;
	}

	/**
	 * Whether a callback belongs to Docent.
	 *
	 * @param mixed $callback Callback.
	 */
	private static function is_docent( $callback ): bool {
		if ( is_array( $callback ) ) {
			$owner = is_object( $callback[0] ) ? get_class( $callback[0] ) : (string) $callback[0];
			return str_starts_with( $owner, 'Docent\\' );
		}
		if ( $callback instanceof Closure ) {
			return str_starts_with( (string) ( new ReflectionFunction( $callback ) )->getFileName(), DOCENT_DIR . '/includes/' );
		}
		return is_string( $callback ) && ( str_starts_with( $callback, 'Docent\\' ) || str_starts_with( $callback, 'docent_' ) );
	}
}
