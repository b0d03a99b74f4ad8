<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Settings;

use Docent\Settings\Settings;
use Docent\Settings\Stored_Shape;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A stored option whose groups have the wrong type (a bad import, a half-run migration).
 */
final class Stored_ShapeTest extends TestCase {

	private function store_broken_groups(): void {
		update_option(
			Settings::OPTION,
			array(
				'integrate_ai' => 'on',
				'explore'      => 5,
				'message'      => array(
					'message_title' => 'Write to us',
					'rate_limit'    => 'many',
				),
			)
		);
	}

	public function test_a_group_of_the_wrong_type_falls_back_to_its_defaults(): void {
		$this->store_broken_groups();
		$settings = ( new Settings() )->get();
		$defaults = Settings::defaults();
		$this->assertSame( $defaults['integrate_ai'], $settings['integrate_ai'] );
		$this->assertSame( $defaults['explore'], $settings['explore'] );
		$this->assertSame( $defaults['message']['rate_limit'], $settings['message']['rate_limit'] );
		$this->assertSame( 'Write to us', $settings['message']['message_title'], 'the rest of a group is kept' );
		$this->assertSame( $defaults['explore']['explore_title'], ( new Settings() )->public_data()['explore']['explore_title'] );
	}

	public function test_the_boot_route_still_answers(): void {
		$this->store_broken_groups();
		$response = $this->rest( 'GET', '/docent/v1/boot' );
		$this->assertStatus( 200, $response );
	}

	public function test_site_health_names_the_groups_that_fell_back(): void {
		$this->assertArrayHasKey( 'docent_settings', apply_filters( 'site_status_tests', array() )['direct'] ?? array() );
		$this->assertSame( 'good', Stored_Shape::site_health_result()['status'] );
		$this->store_broken_groups();
		$result = Stored_Shape::site_health_result();
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertStringContainsString( 'integrate_ai', $result['description'] );
		$this->assertStringContainsString( 'explore', $result['description'] );
		$this->assertStringContainsString( 'message.rate_limit', $result['description'] );
		$this->assertStringNotContainsString( 'placement', $result['description'] );
	}
}
