<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Frontend\Assets;
use Docent\Frontend\Boot_Data;
use Docent\Frontend\Boot_File;
use Docent\Frontend\Visibility;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The boot data in two parts: the little a visitor's page inlines, and GET /docent/v1/boot,
 * the same for every visitor and cacheable, with nothing of any visitor in it.
 */
final class Boot_ControllerTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_scripts();
	}

	protected function tearDown(): void {
		( new Boot_File() )->remove_all();
		$this->fresh_scripts();
		parent::tearDown();
	}

	/**
	 * A script registry made now, as each request makes its own: WordPress writes the current
	 * user's REST nonce into api-fetch's set-up code when it builds the registry.
	 */
	private function fresh_scripts(): void {
		$GLOBALS['wp_scripts'] = null;
		$settings = new Settings();
		( new Assets( $settings, new Visibility( $settings ), new Boot_Data( $settings ) ) )->register_scripts();
	}

	private function boot(): Boot_Data {
		return new Boot_Data( ( new Settings() ) );
	}

	/**
	 * The `v` the page's address names.
	 *
	 * @param array<string, mixed> $page The page's boot data.
	 */
	private static function version_in( array $page ): string {
		wp_parse_str( (string) wp_parse_url( $page['data'], PHP_URL_QUERY ), $query );
		return (string) ( $query['v'] ?? '' );
	}

	public function test_a_visitors_page_inlines_only_what_the_bubble_needs(): void {
		$page = $this->boot()->page();

		$this->assertSame( array( 'style', 'i18n', 'frame', 'suggest', 'data', 'file' ), array_keys( $page ) );
		$this->assertSame( array( 'open' => 'Open help', 'close' => 'Close help' ), $page['i18n'] );
		$this->assertSame(
			'--docent-bubbleBg:rgba(30,58,138,1);--docent-bubbleIcon:rgba(255,255,255,1);'
				. '--docent-x:auto 20px;--docent-px:auto 0;--docent-y:20px;--docent-side:20px;',
			$page['style']
		);
		$this->assertStringContainsString( '/docent/v1/boot', $page['data'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{12}$/', self::version_in( $page ) );
		$this->assertStringNotContainsString( wp_create_nonce( 'wp_rest' ), (string) wp_json_encode( $page ), 'no nonce: a page cache may keep the page for days' );
		$this->assertLessThan( 700, strlen( (string) wp_json_encode( $page, JSON_UNESCAPED_SLASHES ) ), 'a few hundred bytes' );
	}

	public function test_the_route_answers_the_rest_and_a_current_address_is_cached_for_a_year(): void {
		$page     = $this->boot()->page();
		$response = $this->rest( 'GET', '/docent/v1/boot', array( 'v' => self::version_in( $page ) ) );

		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertSame( 'on', $data['settings']['assist_enable'] );
		$this->assertSame( 'Search', $data['i18n']['search'] );
		$this->assertSame( 'Open help', $data['i18n']['open'] );
		$this->assertStringContainsString( '--docent-widgetBg:rgba(255,255,255,1);', $data['style'] );
		$this->assertContains( 'docent-widget', array_column( $data['scripts'], 'handle' ) );
		$this->assertSame( array( 'id' => 0, 'can_upload' => false ), $data['user'] );
		$this->assertSame( 'public, max-age=31536000, immutable', $response->get_headers()['Cache-Control'] );
	}

	public function test_an_old_address_gets_the_current_data_for_five_minutes(): void {
		$old = self::version_in( $this->boot()->page() );
		$colors = array( 'bubbleBg' => array( 'r' => 200, 'g' => 10, 'b' => 10, 'a' => 1 ) );
		$this->assertIsArray( ( new Settings() )->update( array( 'preference' => array( 'color_settings' => array( 'preview_colors' => $colors ) ) ) ) );
		$page = $this->boot()->page();
		$this->assertNotSame( $old, self::version_in( $page ), 'a change of settings is a new address' );
		$this->assertStringContainsString( '--docent-bubbleBg:rgba(200,10,10,1);', $page['style'] );

		$response = $this->rest( 'GET', '/docent/v1/boot', array( 'v' => $old ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( 200, $response->get_data()['settings']['preference']['color_settings']['preview_colors']['bubbleBg']['r'] );
		$this->assertSame( 'public, max-age=300', $response->get_headers()['Cache-Control'] );
	}

	public function test_the_bubble_sits_in_the_corner_and_at_the_distances_set(): void {
		$placement = array(
			'position'      => 'left',
			'side_offset'   => 48,
			'bottom_offset' => 0,
		);
		$this->assertIsArray( ( new Settings() )->update( array( 'placement' => $placement ) ) );
		$expected = '--docent-x:48px auto;--docent-px:0 auto;--docent-y:0px;--docent-side:48px;';

		$this->assertStringEndsWith( $expected, $this->boot()->page()['style'] );
		$this->assertStringEndsWith( $expected, $this->boot()->shared()['style'] );
		$this->act_as( 'administrator' );
		$this->assertStatus( 400, $this->rest( 'POST', '/docent/v1/settings', array( 'placement' => array( 'position' => 'top' ) ) ) );
		$this->assertStatus( 400, $this->rest( 'POST', '/docent/v1/settings', array( 'placement' => array( 'side_offset' => 900 ) ) ) );
	}

	public function test_a_malformed_version_is_a_400(): void {
		$this->assertStatus( 400, $this->rest( 'GET', '/docent/v1/boot', array( 'v' => '<script>' ) ), 'rest_invalid_param' );
	}

	public function test_a_page_in_another_language_names_it_and_an_uninstalled_one_is_ignored(): void {
		$this->assertStringNotContainsString( 'locale=', $this->boot()->page()['data'], 'English goes unnamed' );
		$german = static fn() => 'de_DE';
		add_filter( 'pre_determine_locale', $german );
		try {
			$page = $this->boot()->page();
		} finally {
			remove_filter( 'pre_determine_locale', $german );
		}
		wp_parse_str( (string) wp_parse_url( $page['data'], PHP_URL_QUERY ), $query );
		$this->assertSame( 'de_DE', $query['locale'] );

		$response = $this->rest( 'GET', '/docent/v1/boot', $query );
		$this->assertStatus( 200, $response );
		$this->assertSame( 'Search', $response->get_data()['i18n']['search'] );
		$this->assertSame( 'en_US', determine_locale(), 'nothing stays switched' );
		$this->assertStatus( 400, $this->rest( 'GET', '/docent/v1/boot', array( 'locale' => '../x' ) ), 'rest_invalid_param' );
	}

	public function test_the_shared_part_carries_no_nonce_and_no_user(): void {
		$nonce = wp_create_nonce( 'wp_rest' );
		$json  = (string) wp_json_encode( $this->rest( 'GET', '/docent/v1/boot' )->get_data() );

		$this->assertStringNotContainsString( $nonce, $json );
		$this->assertStringNotContainsString( 'NonceMiddleware', $json, 'api-fetch sends no nonce' );
		$this->assertStringContainsString( 'createRootURLMiddleware', $json, 'api-fetch is still set up' );
	}

	public function test_asked_with_a_login_cookie_the_route_carries_none_of_that_users_nonce(): void {
		// WordPress sets api-fetch up while the cookie's user is current; the REST API then sets
		// them aside (no nonce sent), and the answer is made for nobody.
		$this->act_as( 'administrator' );
		$this->fresh_scripts();
		$nonce = wp_create_nonce( 'wp_rest' );
		wp_set_current_user( 0 );
		$_COOKIE[ LOGGED_IN_COOKIE ] = 'someone|1|token|hash';
		try {
			$json = (string) wp_json_encode( $this->rest( 'GET', '/docent/v1/boot' )->get_data() );
		} finally {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		}

		$this->assertStringNotContainsString( $nonce, $json );
		$this->assertStringNotContainsString( 'NonceMiddleware', $json );
	}

	public function test_a_logged_in_users_page_inlines_everything_of_theirs_and_fetches_nothing(): void {
		$id = $this->act_as( 'administrator' );
		$this->fresh_scripts();
		$page = $this->boot()->page();

		$this->assertArrayNotHasKey( 'data', $page );
		$user = get_userdata( $id );
		$this->assertSame(
			array(
				'id'         => $id,
				'can_upload' => true,
				'name'       => $user->display_name,
				'email'      => $user->user_email,
			),
			$page['user'],
			'their own name and email, to prefill the contact form'
		);
		$this->assertSame( 'on', $page['settings']['assist_enable'] );
		$this->assertSame( 'Ask me anything about this website...', $page['i18n']['ask'] );
		$this->assertSame( 'Open help', $page['i18n']['open'] );
		$code = implode( "\n", array_column( $page['scripts'], 'code' ) );
		$this->assertStringContainsString( wp_create_nonce( 'wp_rest' ), $code, 'their own nonce, as WordPress set it up' );
	}

	public function test_no_name_or_email_reaches_a_visitors_page_or_the_shared_data(): void {
		$id    = $this->act_as( 'editor' );
		$email = get_userdata( $id )->user_email;
		$this->assertStringContainsString( $email, (string) wp_json_encode( $this->boot()->page() ) );
		$this->assertStringNotContainsString( $email, (string) wp_json_encode( $this->boot()->shared( true ) ), 'the shared part is the same for everyone' );
		$this->assertStringNotContainsString( $email, (string) wp_json_encode( $this->rest( 'GET', '/docent/v1/boot' )->get_data() ) );

		wp_set_current_user( 0 );
		$this->fresh_scripts();
		$page = $this->boot()->page();
		$this->assertArrayNotHasKey( 'user', $page );
		$this->assertStringNotContainsString( $email, (string) wp_json_encode( $page ) );
	}

	public function test_a_request_with_a_login_cookie_is_never_cached_for_others(): void {
		$_COOKIE[ LOGGED_IN_COOKIE ] = 'someone|1|token|hash';
		try {
			$response = $this->rest( 'GET', '/docent/v1/boot', array( 'v' => self::version_in( $this->boot()->page() ) ) );
		} finally {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		}
		$this->assertStatus( 200, $response );
		$this->assertSame( 'private, no-cache', $response->get_headers()['Cache-Control'] ?? null );
	}
}
