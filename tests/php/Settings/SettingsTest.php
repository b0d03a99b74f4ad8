<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Settings;

use Docent\Settings\Schema;
use Docent\Settings\Secret_Box;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The settings object: one schema, validated partial writes, encrypted secrets, the public subset.
 */
final class SettingsTest extends TestCase {

	private Settings $settings;

	protected function setUp(): void {
		parent::setUp();
		$this->settings = ( new Settings() );
	}

	public function test_defaults_follow_the_spec(): void {
		$defaults = Settings::defaults();
		$this->assertSame( 'on', $defaults['assist_enable'] );
		$this->assertTrue( $defaults['explore']['explore_enable'] );
		$this->assertTrue( $defaults['message']['messaging_enable'] );
		$this->assertFalse( $defaults['integrate_ai']['ai_enabled'] );
		$this->assertSame( array( 'integrate_ai', 'explore', 'message' ), $defaults['placement']['order'] );
		$this->assertSame( 'A.I. Chat', $defaults['integrate_ai']['integrate_ai_title'] );
		$this->assertSame( 'Explore Feature', $defaults['explore']['explore_subtitle_one'] );
		$this->assertSame( 'Feel free to get in touch for any inquiries', $defaults['message']['message_subtitle_two'] );
		$this->assertSame( array( 'src', 'name' ), array_keys( $defaults['explore']['explore_tab_icon'] ) );
		$this->assertCount( 12, $defaults['preference']['color_settings']['preview_colors'] );
	}

	public function test_the_defaults_pass_their_own_schema(): void {
		$defaults = Settings::defaults();
		$saved    = $this->settings->update( $defaults );
		$this->assertIsArray( $saved );
		$this->assertSame( $defaults, $saved );
	}

	public function test_the_schema_describes_every_default_key_and_nothing_else(): void {
		$walk = function ( array $values, array $schema, string $path ) use ( &$walk ): void {
			$declared = array_keys(
				array_filter( $schema['properties'], static fn( array $property ): bool => empty( $property['readonly'] ) )
			);
			$this->assertEqualsCanonicalizing( $declared, array_keys( $values ), "keys of $path" );
			foreach ( $values as $key => $value ) {
				if ( is_array( $value ) && $value && array_values( $value ) !== $value ) {
					$walk( $value, $schema['properties'][ $key ], "$path.$key" );
				}
			}
		};
		$walk( Settings::defaults(), Schema::get(), 'settings' );
	}

	public function test_the_option_is_stored_and_autoloaded_so_pages_never_query_it(): void {
		global $wpdb;
		delete_option( Settings::OPTION );
		$this->settings->install();
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Settings::OPTION ) );
		$this->assertContains( $autoload, array( 'yes', 'on', 'auto-on' ) );

		$this->settings->update( array( 'assist_enable' => 'off' ) );
		$this->settings->install();
		$this->assertSame( 'off', $this->settings->get()['assist_enable'], 'install() never overwrites saved settings' );
	}

	public function test_a_partial_update_replaces_only_the_keys_given(): void {
		$saved = $this->settings->update(
			array(
				'explore'    => array( 'explore_title' => 'Browse' ),
				'preference' => array( 'color_settings' => array( 'preview_colors' => array( 'bubbleBg' => array( 'r' => 1 ) ) ) ),
			)
		);
		$this->assertIsArray( $saved );
		$settings = $this->settings->get();
		$defaults = Settings::defaults();
		$this->assertSame( 'Browse', $settings['explore']['explore_title'] );
		$this->assertSame( $defaults['explore']['explore_subtitle_one'], $settings['explore']['explore_subtitle_one'] );
		$this->assertSame( 1, $settings['preference']['color_settings']['preview_colors']['bubbleBg']['r'] );
		$this->assertSame( $defaults['preference']['color_settings']['preview_colors']['bubbleBg']['g'], $settings['preference']['color_settings']['preview_colors']['bubbleBg']['g'] );
		$this->assertSame( $defaults['preference']['color_settings']['preview_colors']['widgetBg'], $settings['preference']['color_settings']['preview_colors']['widgetBg'] );
	}

	public function test_lists_replace_whole(): void {
		$a = $this->doc();
		$b = $this->doc();
		$this->settings->update( array( 'explore' => array( 'selected_articles' => array( $a, $b ) ) ) );
		$this->settings->update( array( 'explore' => array( 'selected_articles' => array( $b ) ) ) );
		$this->assertSame( array( $b ), $this->settings->get()['explore']['selected_articles'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function bad_settings(): array {
		$color = static fn( array $value ): array => array( 'preference' => array( 'color_settings' => array( 'preview_colors' => array( 'bubbleBg' => $value ) ) ) );
		return array(
			'unknown top-level key'      => array( array( 'bogus' => 1 ), 'bogus is not a known setting' ),
			'unknown nested key'         => array( array( 'explore' => array( 'bogus' => 1 ) ), 'explore.bogus is not a known setting' ),
			'assist_enable as bool'      => array( array( 'assist_enable' => true ), 'assist_enable must be a string' ),
			'assist_enable unknown'      => array( array( 'assist_enable' => 'maybe' ), 'assist_enable must be one of: on, off' ),
			'group not an object'        => array( array( 'explore' => 'on' ), 'explore must be an object' ),
			'group as a list'            => array( array( 'explore' => array( 1, 2 ) ), 'explore must be an object' ),
			'bool as word'               => array( array( 'explore' => array( 'explore_enable' => 'yes' ) ), 'explore.explore_enable must be true or false' ),
			'show_content unknown'       => array( array( 'explore' => array( 'show_content' => 'random' ) ), 'explore.show_content must be one of: selected, helpful' ),
			'selected not a list'        => array( array( 'explore' => array( 'selected_articles' => 5 ) ), 'explore.selected_articles must be a list' ),
			'selected negative id'       => array( array( 'explore' => array( 'selected_articles' => array( -1 ) ) ), 'explore.selected_articles[0] must be at least 1' ),
			'selected missing doc'       => array( array( 'explore' => array( 'selected_articles' => array( 999999999 ) ) ), 'explore.selected_articles[0] is not an existing doc' ),
			'selected string id'         => array( array( 'explore' => array( 'selected_articles' => array( 'abc' ) ) ), 'explore.selected_articles[0] must be an integer' ),
			'selected too many'          => array( array( 'explore' => array( 'selected_articles' => range( 1, 101 ) ) ), 'explore.selected_articles must have at most 100 items' ),
			'order repeated'             => array( array( 'placement' => array( 'order' => array( 'explore', 'explore', 'message' ) ) ), 'placement.order must list each of integrate_ai, explore, message exactly once' ),
			'order short'                => array( array( 'placement' => array( 'order' => array( 'explore', 'message' ) ) ), 'placement.order must list each of' ),
			'order long'                 => array( array( 'placement' => array( 'order' => array( 'explore', 'message', 'integrate_ai', 'explore' ) ) ), 'placement.order must list each of' ),
			'order unknown tab'          => array( array( 'placement' => array( 'order' => array( 'explore', 'message', 'chat' ) ) ), 'placement.order must list each of' ),
			'order not a list'           => array( array( 'placement' => array( 'order' => 'explore' ) ), 'placement.order must be a list' ),
			'red too high'               => array( $color( array( 'r' => 256 ) ), 'preference.color_settings.preview_colors.bubbleBg.r must be between 0 and 255' ),
			'green negative'             => array( $color( array( 'g' => -1 ) ), 'preference.color_settings.preview_colors.bubbleBg.g must be between 0 and 255' ),
			'alpha too high'             => array( $color( array( 'a' => 1.5 ) ), 'preference.color_settings.preview_colors.bubbleBg.a must be between 0 and 1' ),
			'red as word'                => array( $color( array( 'r' => 'red' ) ), 'preference.color_settings.preview_colors.bubbleBg.r must be an integer' ),
			'red fractional'             => array( $color( array( 'r' => 1.5 ) ), 'preference.color_settings.preview_colors.bubbleBg.r must be an integer' ),
			'unknown colour'             => array( array( 'preference' => array( 'color_settings' => array( 'preview_colors' => array( 'pink' => array( 'r' => 1 ) ) ) ) ), 'preference.color_settings.preview_colors.pink is not a known setting' ),
			'colour channel unknown'     => array( $color( array( 'x' => 1 ) ), 'preference.color_settings.preview_colors.bubbleBg.x is not a known setting' ),
			'font size word'             => array( array( 'preference' => array( 'widget_title_font' => array( 'size' => 'big' ) ) ), 'preference.widget_title_font.size must be an integer' ),
			'font weight out of range'   => array( array( 'preference' => array( 'widget_title_font' => array( 'weight' => 1000 ) ) ), 'preference.widget_title_font.weight must be between 100 and 900' ),
			'huge title'                 => array( array( 'explore' => array( 'explore_title' => str_repeat( 'a', 5000 ) ) ), 'explore.explore_title must be at most 100 characters long' ),
			'huge success text'          => array( array( 'message' => array( 'messaging_success_text' => str_repeat( 'a', 100000 ) ) ), 'message.messaging_success_text must be at most 500 characters long' ),
			'title as number'            => array( array( 'explore' => array( 'explore_title' => 5 ) ), 'explore.explore_title must be a string' ),
			'icon src javascript'        => array( array( 'explore' => array( 'explore_tab_icon' => array( 'src' => 'javascript:alert(1)' ) ) ), 'explore.explore_tab_icon.src must be an http or https URL' ),
			'email invalid'              => array( array( 'message' => array( 'email_address' => 'owner@example.org, not-an-email' ) ), 'message.email_address must be a comma-separated list of valid email addresses' ),
			'base_url ftp'               => array( array( 'integrate_ai' => array( 'base_url' => 'ftp://example.org' ) ), 'integrate_ai.base_url must be an http or https URL' ),
			'base_url not a url'         => array( array( 'integrate_ai' => array( 'base_url' => 'not a url' ) ), 'integrate_ai.base_url must be an http or https URL' ),
			'provider unknown'           => array( array( 'integrate_ai' => array( 'provider' => 'anthropic' ) ), 'integrate_ai.provider must be one of: local, openai' ),
			'api key as number'          => array( array( 'integrate_ai' => array( 'api_key' => 12345 ) ), 'integrate_ai.api_key must be a string' ),
			'api key with spaces'        => array( array( 'integrate_ai' => array( 'api_key' => "sk one\ntwo" ) ), 'integrate_ai.api_key must not contain spaces' ),
			'api key huge'               => array( array( 'integrate_ai' => array( 'api_key' => str_repeat( 'k', 600 ) ) ), 'integrate_ai.api_key must be at most 500 characters long' ),
			'secret null'                => array( array( 'message' => array( 'turnstile_secret_key' => null ) ), 'message.turnstile_secret_key must be a string' ),
			'rate count zero'            => array( array( 'integrate_ai' => array( 'rate_limit' => array( 'count' => 0 ) ) ), 'integrate_ai.rate_limit.count must be between 1 and 1000' ),
			'rate count too high'        => array( array( 'message' => array( 'rate_limit' => array( 'count' => 1001 ) ) ), 'message.rate_limit.count must be between 1 and 1000' ),
			'rate window too short'      => array( array( 'message' => array( 'rate_limit' => array( 'window' => 5 ) ) ), 'message.rate_limit.window must be between 10 and 86400' ),
			'hide_pages item not object' => array( array( 'preference' => array( 'hide_pages' => array( 5 ) ) ), 'preference.hide_pages[0] must be an object' ),
			'hide_pages item without id' => array( array( 'preference' => array( 'hide_pages' => array( array() ) ) ), 'preference.hide_pages[0].id is required' ),
			'hide_pages id word'         => array( array( 'preference' => array( 'hide_pages' => array( array( 'id' => 'x' ) ) ) ), 'preference.hide_pages[0].id must be an integer' ),
			'hide_pages missing page'    => array( array( 'preference' => array( 'hide_pages' => array( array( 'id' => 999999999 ) ) ) ), 'preference.hide_pages[0].id is not an existing page' ),
			'hide_pages extra key'       => array( array( 'preference' => array( 'hide_pages' => array( array( 'url' => 'x', 'id' => 1 ) ) ) ), 'preference.hide_pages[0].url is not a known setting' ),
			'remove_all_data word'       => array( array( 'remove_all_data' => 'please' ), 'remove_all_data must be true or false' ),
			'settings as a list'         => array( array( 1, 2 ), 'The settings must be an object' ),
		);
	}

	/**
	 * @dataProvider bad_settings
	 *
	 * @param array<string, mixed> $partial Bad input.
	 * @param string               $message Expected start of the message.
	 */
	public function test_invalid_settings_are_rejected_naming_the_field_and_nothing_is_saved( array $partial, string $message ): void {
		$before = get_option( Settings::OPTION );
		$result = $this->settings->update( $partial );
		$this->assertWPErrorWithStatus( $result, 400 );
		$this->assertStringStartsWith( $message, $result->get_error_message() );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}

	public function test_nothing_is_half_saved_when_one_of_several_fields_is_invalid(): void {
		$before = $this->settings->get();
		$result = $this->settings->update(
			array(
				'assist_enable' => 'off',
				'explore'       => array( 'explore_title' => 'Changed' ),
				'placement'     => array( 'order' => array( 'explore' ) ),
			)
		);
		$this->assertWPErrorWithStatus( $result, 400 );
		$this->assertSame( $before, $this->settings->get() );
	}

	public function test_ids_must_name_the_right_kind_of_post(): void {
		$page    = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'A page' ) );
		$trashed = $this->doc( array( 'post_status' => 'trash' ) );

		$result = $this->settings->update( array( 'explore' => array( 'selected_articles' => array( $page ) ) ) );
		$this->assertWPErrorWithStatus( $result, 400 );
		$this->assertStringContainsString( 'explore.selected_articles[0] is not an existing doc', $result->get_error_message() );

		$this->assertWPErrorWithStatus( $this->settings->update( array( 'explore' => array( 'selected_articles' => array( $trashed ) ) ) ), 400 );

		$draft = $this->doc( array( 'post_status' => 'draft' ) );
		$this->assertIsArray( $this->settings->update( array( 'explore' => array( 'selected_articles' => array( $draft ) ) ) ), 'an admin may select a doc before publishing it' );
		$this->assertIsArray( $this->settings->update( array( 'preference' => array( 'hide_pages' => array( array( 'id' => $page ) ) ) ) ) );
		$this->assertSame( array( array( 'id' => $page ) ), $this->settings->get()['preference']['hide_pages'] );
	}

	public function test_duplicate_ids_are_rejected(): void {
		$doc    = $this->doc();
		$result = $this->settings->update( array( 'explore' => array( 'selected_articles' => array( $doc, $doc ) ) ) );
		$this->assertWPErrorWithStatus( $result, 400 );
		$this->assertStringContainsString( 'explore.selected_articles must not list the same item twice', $result->get_error_message() );
	}

	public function test_strings_are_stored_as_typed_minus_control_characters(): void {
		$saved = $this->settings->update(
			array(
				'explore'      => array(
					'explore_title'        => 'Fees < 5 USD & more',
					'explore_subtitle_two' => " <b>Browse</b>\tthe\ndocs\x07 ",
					'explore_tab_icon'     => array( 'src' => ' https://example.org/icon.png ' ),
				),
				'message'      => array(
					'messaging_success_text' => "Thanks!\r\nWe reply within a day <3\x00",
					'email_address'          => ' owner@example.org ,help@example.org,,',
				),
				'integrate_ai' => array( 'base_url' => 'http://localhost:11434/v1' ),
			)
		);
		$this->assertIsArray( $saved );
		$this->assertSame( 'Fees < 5 USD & more', $saved['explore']['explore_title'] );
		$this->assertSame( '<b>Browse</b> the docs', $saved['explore']['explore_subtitle_two'] );
		$this->assertSame( 'https://example.org/icon.png', $saved['explore']['explore_tab_icon']['src'] );
		$this->assertSame( "Thanks!\nWe reply within a day <3", $saved['message']['messaging_success_text'] );
		$this->assertSame( 'owner@example.org, help@example.org', $saved['message']['email_address'] );
		$this->assertSame( 'http://localhost:11434/v1', $saved['integrate_ai']['base_url'] );
		wp_cache_flush();
		$this->assertSame( 'Fees < 5 USD & more', $this->settings->public_data()['explore']['explore_title'] );
	}

	public function test_booleans_and_numbers_are_stored_with_their_types(): void {
		$saved = $this->settings->update(
			array(
				'explore'    => array( 'explore_enable' => 'false' ),
				'preference' => array( 'color_settings' => array( 'preview_colors' => array( 'widgetBg' => array( 'a' => 0 ) ) ) ),
			)
		);
		$this->assertIsArray( $saved );
		$this->assertFalse( $saved['explore']['explore_enable'] );
		$this->assertSame( 0.0, $saved['preference']['color_settings']['preview_colors']['widgetBg']['a'] );
	}

	public function test_secrets_are_stored_encrypted_and_read_back_in_plain_text(): void {
		$this->settings->update(
			array(
				'integrate_ai' => array( 'api_key' => 'sk-test-PLAIN-KEY-1' ),
				'message'      => array( 'turnstile_secret_key' => '0x4AAA-SECRET' ),
			)
		);
		$raw = wp_json_encode( get_option( Settings::OPTION ) );
		$this->assertStringNotContainsString( 'sk-test-PLAIN-KEY-1', $raw );
		$this->assertStringNotContainsString( '0x4AAA-SECRET', $raw );
		$this->assertSame( 'sk-test-PLAIN-KEY-1', $this->settings->secret( 'integrate_ai.api_key' ) );
		$this->assertSame( '0x4AAA-SECRET', $this->settings->secret( 'message.turnstile_secret_key' ) );
		$this->assertSame( 'sk-test-PLAIN-KEY-1', Secret_Box::open( $this->settings->get()['integrate_ai']['api_key'] ) );
	}

	public function test_an_absent_secret_is_kept_and_an_empty_one_clears_it(): void {
		$this->settings->update( array( 'integrate_ai' => array( 'api_key' => 'sk-keep-me' ) ) );
		$this->settings->update( array( 'integrate_ai' => array( 'model' => 'gpt-4o' ) ) );
		$this->assertSame( 'sk-keep-me', $this->settings->secret( 'integrate_ai.api_key' ) );

		$this->settings->update( array( 'integrate_ai' => array( 'api_key' => '' ) ) );
		$this->assertSame( '', $this->settings->secret( 'integrate_ai.api_key' ) );
		$this->assertSame( '', $this->settings->get()['integrate_ai']['api_key'] );
	}

	public function test_read_only_flags_sent_back_are_ignored(): void {
		$this->settings->update( array( 'integrate_ai' => array( 'api_key' => 'sk-x' ) ) );
		$result = $this->settings->update( array( 'integrate_ai' => array( 'api_key_set' => false ) ) );
		$this->assertIsArray( $result );
		$this->assertArrayNotHasKey( 'api_key_set', $result['integrate_ai'] );
		$this->assertSame( 'sk-x', $this->settings->secret( 'integrate_ai.api_key' ) );
	}

	public function test_admin_data_reports_secrets_only_as_set_or_not(): void {
		$this->settings->update( array( 'integrate_ai' => array( 'api_key' => 'sk-admin-view' ) ) );
		$data = $this->settings->admin_data();
		$this->assertArrayNotHasKey( 'api_key', $data['integrate_ai'] );
		$this->assertArrayNotHasKey( 'turnstile_secret_key', $data['message'] );
		$this->assertTrue( $data['integrate_ai']['api_key_set'] );
		$this->assertFalse( $data['message']['turnstile_secret_key_set'] );
		$this->assertStringNotContainsString( 'sk-admin-view', (string) wp_json_encode( $data ) );
		$this->assertStringNotContainsString( 'docent:v1:', (string) wp_json_encode( $data ) );
	}

	public function test_public_data_has_no_server_only_key(): void {
		$this->settings->update(
			array(
				'remove_all_data' => true,
				'integrate_ai'    => array( 'api_key' => 'sk-public-check' ),
				'message'         => array(
					'email_address'        => 'owner@example.org',
					'turnstile_secret_key' => 'ts-public-check',
					'turnstile_site_key'   => 'site-key-visible',
				),
			)
		);
		$data = $this->settings->public_data();
		$this->assertArrayNotHasKey( 'remove_all_data', $data );
		foreach ( array( 'provider', 'base_url', 'model', 'api_key', 'rate_limit' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $data['integrate_ai'] );
		}
		foreach ( array( 'email_address', 'turnstile_secret_key', 'rate_limit' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $data['message'] );
		}
		$json = (string) wp_json_encode( $data );
		foreach ( array( 'sk-public-check', 'ts-public-check', 'owner@example.org', 'docent:v1:' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $json );
		}
		$this->assertSame( 'site-key-visible', $data['message']['turnstile_site_key'] );
	}

	/**
	 * Asserts a WP_Error carrying an HTTP status.
	 *
	 * @param mixed $result Result.
	 * @param int   $status Status.
	 */
	private function assertWPErrorWithStatus( $result, int $status ): void {
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( $status, $result->get_error_data()['status'] ?? null, $result->get_error_message() );
	}
}
