<?php
/**
 * Saving from the settings screen: the partial objects it sends to POST /docent/v1/settings.
 *
 * @package Docent
 */

namespace Docent\Tests\Admin;

use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The screen sends only what changed (several groups at once, lists whole, secrets only when
 * replaced or cleared). One bad field must leave every other change unsaved.
 */
final class Settings_SaveTest extends TestCase {

	private const ROUTE = '/docent/v1/settings';

	private function page(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Checkout',
			)
		);
	}

	/**
	 * A change like the screen's: a colour, a tab label, the tab order and a hidden page.
	 *
	 * @param array<int, array<string, mixed>> $hide_pages Hidden pages.
	 * @return array<string, mixed>
	 */
	private static function change( array $hide_pages ): array {
		return array(
			'integrate_ai' => array( 'integrate_ai_title' => 'Ask us' ),
			'placement'    => array( 'order' => array( 'message', 'explore', 'integrate_ai' ) ),
			'preference'   => array(
				'hide_pages'     => $hide_pages,
				'color_settings' => array(
					'preview_colors' => array(
						'activeTabBg' => array(
							'r' => 200,
							'g' => 10,
							'b' => 20,
							'a' => 0.5,
						),
					),
				),
			),
		);
	}

	/**
	 * @return array<string, array{0: \Closure, 1: string}>
	 */
	public static function bad_changes(): array {
		return array(
			'a page that does not exist' => array(
				static fn( int $page ) => self::change( array( array( 'id' => $page + 100000 ) ) ),
				'preference.hide_pages[0].id is not an existing page.',
			),
			'a page item with its title' => array(
				static fn( int $page ) => self::change(
					array(
						array(
							'id'    => $page,
							'title' => 'Checkout',
						),
					)
				),
				'preference.hide_pages[0].title is not a known setting.',
			),
			'an alpha above 1'           => array(
				static function ( int $page ) {
					$change = self::change( array( array( 'id' => $page ) ) );
					$change['preference']['color_settings']['preview_colors']['activeTabBg']['a'] = 1.5;
					return $change;
				},
				'preference.color_settings.preview_colors.activeTabBg.a must be between 0 and 1.',
			),
			'a tab missing from order'   => array(
				static function ( int $page ) {
					$change                       = self::change( array( array( 'id' => $page ) ) );
					$change['placement']['order'] = array( 'message', 'explore' );
					return $change;
				},
				'placement.order must list each of integrate_ai, explore, message exactly once.',
			),
			'a bad recipient'            => array(
				static fn( int $page ) => self::change( array( array( 'id' => $page ) ) ) + array( 'message' => array( 'email_address' => 'a@example.org, nope' ) ),
				'message.email_address must be a comma-separated list of valid email addresses.',
			),
			'a rate limit of zero'       => array(
				static fn( int $page ) => self::change( array( array( 'id' => $page ) ) ) + array( 'message' => array( 'rate_limit' => array( 'count' => 0 ) ) ),
				'message.rate_limit.count must be between 1 and 1000.',
			),
			'a javascript icon'          => array(
				static fn( int $page ) => self::change( array( array( 'id' => $page ) ) ) + array( 'explore' => array( 'explore_tab_icon' => array( 'src' => 'javascript:alert(1)' ) ) ),
				'explore.explore_tab_icon.src must be an http or https URL.',
			),
		);
	}

	/**
	 * @dataProvider bad_changes
	 *
	 * @param \Closure $body    Builds the body from a real page id.
	 * @param string   $message The 400's message, naming the field.
	 */
	public function test_one_bad_field_is_a_400_naming_it_and_nothing_is_saved( \Closure $body, string $message ): void {
		$this->act_as( 'administrator' );
		$before   = get_option( Settings::OPTION );
		$response = $this->rest( 'POST', self::ROUTE, $body( $this->page() ) );
		$this->assertStatus( 400, $response, 'rest_invalid_param' );
		$this->assertSame( $message, $response->get_data()['message'] );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}

	public function test_a_good_change_is_saved_whole_and_reaches_the_front_end(): void {
		$this->act_as( 'administrator' );
		$page     = $this->page();
		$response = $this->rest( 'POST', self::ROUTE, self::change( array( array( 'id' => $page ) ) ) );
		$this->assertStatus( 200, $response );
		$reloaded = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertSame( $response->get_data(), $reloaded );
		$this->assertSame( 'Ask us', $reloaded['integrate_ai']['integrate_ai_title'] );
		$this->assertSame( array( 'message', 'explore', 'integrate_ai' ), $reloaded['placement']['order'] );
		$this->assertSame( array( array( 'id' => $page ) ), $reloaded['preference']['hide_pages'] );
		$this->assertEquals(
			array(
				'r' => 200,
				'g' => 10,
				'b' => 20,
				'a' => 0.5,
			),
			$reloaded['preference']['color_settings']['preview_colors']['activeTabBg']
		);
		$this->assertSame( 'Explore', $reloaded['explore']['explore_title'], 'groups not sent are kept' );

		$settings = ( new Settings() );
		assert( $settings instanceof Settings );
		$public = $settings->public_data();
		$this->assertSame( 'Ask us', $public['integrate_ai']['integrate_ai_title'] );
		$this->assertSame( 200, $public['preference']['color_settings']['preview_colors']['activeTabBg']['r'] );
	}

	public function test_secrets_are_replaced_or_cleared_only_when_sent(): void {
		$this->act_as( 'administrator' );
		$set = $this->rest( 'POST', self::ROUTE, array( 'message' => array( 'turnstile_secret_key' => 'secret-1' ) ) )->get_data();
		$this->assertTrue( $set['message']['turnstile_secret_key_set'] );
		$this->assertArrayNotHasKey( 'turnstile_secret_key', $set['message'] );

		// The screen sends back the "_set" flag it read: read-only, ignored.
		$kept = $this->rest( 'POST', self::ROUTE, array( 'message' => array( 'turnstile_secret_key_set' => false, 'messaging_success_title' => 'Merci' ) ) )->get_data();
		$this->assertTrue( $kept['message']['turnstile_secret_key_set'] );

		$cleared = $this->rest( 'POST', self::ROUTE, array( 'message' => array( 'turnstile_secret_key' => '' ) ) )->get_data();
		$this->assertFalse( $cleared['message']['turnstile_secret_key_set'] );
		$this->assertSame( 'Merci', $cleared['message']['messaging_success_title'] );
	}

	/**
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function non_admins(): array {
		return array(
			'anonymous'  => array( 'anonymous', 401 ),
			'subscriber' => array( 'subscriber', 403 ),
			'editor'     => array( 'editor', 403 ),
		);
	}

	/**
	 * @dataProvider non_admins
	 */
	public function test_nobody_but_an_administrator_saves( string $role, int $status ): void {
		$this->act_as( $role );
		$before = get_option( Settings::OPTION );
		$this->assertStatus( $status, $this->rest( 'POST', self::ROUTE, self::change( array() ) ), 'rest_forbidden' );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}
}
