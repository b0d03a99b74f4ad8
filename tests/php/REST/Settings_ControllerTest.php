<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Settings\Settings;
use Docent\Tests\TestCase;
use WP_REST_Request;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * GET and POST /docent/v1/settings.
 */
final class Settings_ControllerTest extends TestCase {

	private const ROUTE = '/docent/v1/settings';

	/**
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( 'anonymous', 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'editor'        => array( 'editor', 403 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string $role   Role.
	 * @param int    $status Expected status.
	 */
	public function test_only_administrators_read_the_settings( string $role, int $status ): void {
		$this->act_as( $role );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( $status, $response, 200 === $status ? null : 'rest_forbidden' );
		if ( 200 === $status ) {
			$this->assertSame( 'on', $response->get_data()['assist_enable'] );
		}
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string $role   Role.
	 * @param int    $status Expected status.
	 */
	public function test_only_administrators_change_the_settings( string $role, int $status ): void {
		$this->act_as( $role );
		$response = $this->rest( 'POST', self::ROUTE, array( 'assist_enable' => 'off' ) );
		$this->assertStatus( $status, $response, 200 === $status ? null : 'rest_forbidden' );
		$this->assertSame( 200 === $status ? 'off' : 'on', ( new Settings() )->get()['assist_enable'] );
	}

	public function test_an_administrator_saves_the_synonyms_tidied_and_visitors_never_see_them(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'explore' => array( 'synonyms' => " Remove ,delete\r\n\nsign in, log in " ) ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( "Remove, delete\nsign in, log in", $response->get_data()['explore']['synonyms'] );
		$this->assertArrayNotHasKey( 'synonyms', ( new Settings() )->public_data()['explore'] );
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'POST', self::ROUTE, array( 'explore' => array( 'synonyms' => 'a, b' ) ) ), 'rest_forbidden' );
		$this->assertSame( "Remove, delete\nsign in, log in", ( new Settings() )->get()['explore']['synonyms'] );
	}

	public function test_get_answers_every_setting_except_secrets(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertEqualsCanonicalizing( array_keys( Settings::defaults() ), array_keys( $data ) );
		$this->assertArrayHasKey( 'email_address', $data['message'] );
		$this->assertArrayHasKey( 'base_url', $data['integrate_ai'] );
		$this->assertArrayNotHasKey( 'api_key', $data['integrate_ai'] );
		$this->assertArrayNotHasKey( 'turnstile_secret_key', $data['message'] );
		$this->assertFalse( $data['integrate_ai']['api_key_set'] );
		$this->assertFalse( $data['message']['turnstile_secret_key_set'] );
	}

	public function test_post_takes_a_partial_object_and_answers_the_full_settings(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'explore'   => array( 'explore_subtitle_one' => 'Find answers' ),
				'placement' => array( 'order' => array( 'explore', 'message', 'integrate_ai' ) ),
			)
		);
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertSame( 'Find answers', $data['explore']['explore_subtitle_one'] );
		$this->assertSame( 'Explore', $data['explore']['explore_title'], 'keys not given stay' );
		$this->assertSame( array( 'explore', 'message', 'integrate_ai' ), $data['placement']['order'] );
		$this->assertArrayHasKey( 'preference', $data );
		$this->assertSame( $data, $this->rest( 'GET', self::ROUTE )->get_data() );
	}

	public function test_put_and_patch_work_like_post(): void {
		$this->act_as( 'administrator' );
		$this->assertStatus( 200, $this->rest( 'PUT', self::ROUTE, array( 'assist_enable' => 'off' ) ) );
		$this->assertStatus( 200, $this->rest( 'PATCH', self::ROUTE, array( 'explore' => array( 'explore_enable' => false ) ) ) );
		$settings = ( new Settings() )->get();
		$this->assertSame( 'off', $settings['assist_enable'] );
		$this->assertFalse( $settings['explore']['explore_enable'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function bad_bodies(): array {
		return array(
			'unknown key'       => array( array( 'unknown' => true ), 'unknown is not a known setting.' ),
			'wrong type'        => array( array( 'explore' => array( 'explore_enable' => array( 'on' ) ) ), 'explore.explore_enable must be true or false.' ),
			'bad colour'        => array( array( 'preference' => array( 'color_settings' => array( 'preview_colors' => array( 'bubbleBg' => array( 'r' => 300 ) ) ) ) ), 'preference.color_settings.preview_colors.bubbleBg.r must be between 0 and 255.' ),
			'bad order'         => array( array( 'placement' => array( 'order' => array( 'message', 'message', 'explore' ) ) ), 'placement.order must list each of integrate_ai, explore, message exactly once.' ),
			'missing doc'       => array( array( 'explore' => array( 'selected_articles' => array( 987654321 ) ) ), 'explore.selected_articles[0] is not an existing doc.' ),
			'negative doc'      => array( array( 'explore' => array( 'selected_articles' => array( -4 ) ) ), 'explore.selected_articles[0] must be at least 1.' ),
			'huge string'       => array( array( 'message' => array( 'messaging_success_title' => str_repeat( 'x', 20000 ) ) ), 'message.messaging_success_title must be at most 100 characters long.' ),
			'bad email'         => array( array( 'message' => array( 'email_address' => 'someone' ) ), 'message.email_address must be a comma-separated list of valid email addresses.' ),
			'secret wrong type' => array( array( 'integrate_ai' => array( 'api_key' => array( 'x' ) ) ), 'integrate_ai.api_key must be a string.' ),
			'synonyms, one word' => array( array( 'explore' => array( 'synonyms' => "remove, delete\nalone" ) ), 'explore.synonyms, line 2: a line needs at least two words or phrases separated by commas.' ),
			'synonyms, markup'   => array( array( 'explore' => array( 'synonyms' => 'remove, <script>delete' ) ), 'explore.synonyms, line 1: use only letters, digits, spaces, hyphens, dots, apostrophes and underscores.' ),
			'synonyms, a list'   => array( array( 'explore' => array( 'synonyms' => array( 'remove', 'delete' ) ) ), 'explore.synonyms must be a string.' ),
		);
	}

	/**
	 * @dataProvider bad_bodies
	 *
	 * @param array<string, mixed> $body    Body.
	 * @param string               $message Expected message.
	 */
	public function test_bad_input_is_a_400_naming_the_field_and_saves_nothing( array $body, string $message ): void {
		$this->act_as( 'administrator' );
		$before   = get_option( Settings::OPTION );
		$response = $this->rest( 'POST', self::ROUTE, $body + array( 'assist_enable' => 'off' ) );
		$this->assertStatus( 400, $response, 'rest_invalid_param' );
		$this->assertSame( $message, $response->get_data()['message'] );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function non_object_bodies(): array {
		return array(
			'list'    => array( '[1,2,3]' ),
			'string'  => array( '"on"' ),
			'number'  => array( '42' ),
			'invalid' => array( '{"assist_enable":' ),
		);
	}

	/**
	 * @dataProvider non_object_bodies
	 *
	 * @param string $body Raw JSON body.
	 */
	public function test_a_body_that_is_not_a_json_object_is_a_400( string $body ): void {
		$this->act_as( 'administrator' );
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $body );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function wrong_content_types(): array {
		return array(
			'text/plain'     => array( 'text/plain' ),
			'none'           => array( '' ),
			'xml'            => array( 'application/xml' ),
		);
	}

	/**
	 * A JSON body sent with another content type used to answer 200 and save nothing.
	 *
	 * @dataProvider wrong_content_types
	 *
	 * @param string $type Content-Type header.
	 */
	public function test_a_body_that_is_not_sent_as_json_is_a_415_naming_the_header( string $type ): void {
		$this->act_as( 'administrator' );
		$before  = get_option( Settings::OPTION );
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		if ( '' !== $type ) {
			$request->set_header( 'Content-Type', $type );
		}
		$request->set_body( '{"assist_enable":"off"}' );
		$response = rest_do_request( $request );
		$this->assertStatus( 415, $response, 'docent_unsupported_media_type' );
		$this->assertStringContainsString( 'Content-Type', $response->get_data()['message'] );
		$this->assertSame( 'Content-Type', $response->get_data()['data']['header'] ?? null );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}

	public function test_json_with_a_charset_is_accepted(): void {
		$this->act_as( 'administrator' );
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', 'application/json; charset=utf-8' );
		$request->set_body( '{"assist_enable":"off"}' );
		$this->assertStatus( 200, rest_do_request( $request ) );
	}

	public function test_secrets_are_write_only(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'integrate_ai' => array( 'api_key' => 'sk-rest-SECRET-1' ),
				'message'      => array( 'turnstile_secret_key' => 'ts-rest-SECRET-2' ),
			)
		);
		$this->assertStatus( 200, $response );
		$json = (string) wp_json_encode( $response->get_data() );
		foreach ( array( 'sk-rest-SECRET-1', 'ts-rest-SECRET-2', 'docent:v1:' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $json );
			$this->assertStringNotContainsString( $secret, (string) wp_json_encode( $this->rest( 'GET', self::ROUTE )->get_data() ) );
		}
		$this->assertTrue( $response->get_data()['integrate_ai']['api_key_set'] );
		$this->assertTrue( $response->get_data()['message']['turnstile_secret_key_set'] );
		$this->assertSame( 'sk-rest-SECRET-1', ( new Settings() )->secret( 'integrate_ai.api_key' ) );
	}

	public function test_an_absent_secret_is_kept_and_an_empty_one_clears_it(): void {
		$this->act_as( 'administrator' );
		$this->rest( 'POST', self::ROUTE, array( 'integrate_ai' => array( 'api_key' => 'sk-keep' ) ) );
		$kept = $this->rest( 'POST', self::ROUTE, array( 'integrate_ai' => array( 'model' => 'llama3' ) ) )->get_data();
		$this->assertTrue( $kept['integrate_ai']['api_key_set'] );
		$this->assertSame( 'sk-keep', ( new Settings() )->secret( 'integrate_ai.api_key' ) );

		$cleared = $this->rest( 'POST', self::ROUTE, array( 'integrate_ai' => array( 'api_key' => '' ) ) )->get_data();
		$this->assertFalse( $cleared['integrate_ai']['api_key_set'] );
		$this->assertSame( '', ( new Settings() )->secret( 'integrate_ai.api_key' ) );
	}

	public function test_what_get_answers_can_be_posted_back_unchanged(): void {
		$this->act_as( 'administrator' );
		$this->rest( 'POST', self::ROUTE, array( 'integrate_ai' => array( 'api_key' => 'sk-round-trip' ) ) );
		$read     = $this->rest( 'GET', self::ROUTE )->get_data();
		$response = $this->rest( 'POST', self::ROUTE, $read );
		$this->assertStatus( 200, $response );
		$this->assertSame( $read, $response->get_data() );
		$this->assertSame( 'sk-round-trip', ( new Settings() )->secret( 'integrate_ai.api_key' ) );
	}

	public function test_the_schema_is_published_with_secrets_write_only(): void {
		$this->act_as( 'administrator' );
		$response = rest_do_request( new WP_REST_Request( 'OPTIONS', self::ROUTE ) );
		$schema   = $response->get_data()['schema'];
		$this->assertSame( 'docent-settings', $schema['title'] );
		$this->assertFalse( $schema['additionalProperties'] );
		$this->assertTrue( $schema['properties']['integrate_ai']['properties']['api_key']['writeOnly'] );
		$this->assertTrue( $schema['properties']['integrate_ai']['properties']['api_key_set']['readonly'] );
	}

	public function test_core_settings_route_does_not_expose_docent_settings(): void {
		$this->act_as( 'administrator' );
		( new Settings() )->update( array( 'integrate_ai' => array( 'api_key' => 'sk-core-route' ) ) );
		$response = $this->rest( 'GET', '/wp/v2/settings' );
		$this->assertStatus( 200, $response );
		$this->assertArrayNotHasKey( Settings::OPTION, $response->get_data() );
		$this->assertStringNotContainsString( 'sk-core-route', (string) wp_json_encode( $response->get_data() ) );
	}
}
