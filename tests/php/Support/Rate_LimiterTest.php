<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Support;

use Docent\Support\Rate_Limiter;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The shared fixed-window limiter used by every public write.
 */
final class Rate_LimiterTest extends TestCase {

	public function test_allows_the_limit_then_refuses(): void {
		$results = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$results[] = Rate_Limiter::hit( 'test', 3, 600 );
		}
		$this->assertSame( array( true, true, true, false, false ), $results );
	}

	public function test_counts_each_address_and_bucket_apart(): void {
		$this->assertTrue( Rate_Limiter::hit( 'test', 1, 600 ) );
		$this->assertFalse( Rate_Limiter::hit( 'test', 1, 600 ) );
		$this->assertTrue( Rate_Limiter::hit( 'other', 1, 600 ), 'another bucket has its own count' );

		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->assertTrue( Rate_Limiter::hit( 'test', 1, 600 ), 'another address has its own count' );
	}

	public function test_a_spoofed_forwarded_for_header_does_not_reset_the_count(): void {
		$this->assertTrue( Rate_Limiter::hit( 'test', 1, 600 ) );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.' . wp_rand( 1, 200 );
		$_SERVER['HTTP_CLIENT_IP']       = '198.51.100.7';
		$this->assertFalse( Rate_Limiter::hit( 'test', 1, 600 ) );
		$this->assertSame( '127.0.0.1', Rate_Limiter::client_ip() );
		unset( $_SERVER['HTTP_CLIENT_IP'] );
	}

	public function test_ipv6_clients_are_counted_by_their_64_network_and_ipv4_by_address(): void {
		$networks = array(
			'2001:db8:1:2:3:4:5:6'    => '2001:db8:1:2::/64',
			'2001:DB8:1:2::9'         => '2001:db8:1:2::/64',
			'::1'                     => '::/64',
			'::ffff:203.0.113.9'      => '203.0.113.9',
			'203.0.113.9'             => '203.0.113.9',
			'not an address'          => '0.0.0.0',
		);
		foreach ( $networks as $address => $network ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$this->assertSame( $network, Rate_Limiter::client_network(), $address );
		}
	}

	public function test_votes_from_one_ipv6_network_share_the_per_address_limits(): void {
		( new \Docent\Docs\Votes() )->maybe_install();
		$doc = $this->doc();
		// Three votes on one doc a day per address (each address is its own voter).
		foreach ( array( '2001:db8:9:9::1', '2001:db8:9:9::2', '2001:db8:9:9:a::3' ) as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$this->assertStatus( 200, $this->rest( 'POST', "/docent/v1/docs/$doc/vote", array( 'helpful' => true ) ) );
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:9:9:ffff::4';
		$this->assertStatus( 429, $this->rest( 'POST', "/docent/v1/docs/$doc/vote", array( 'helpful' => true ) ), 'docent_vote_address_limited' );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:9:10::1';
		$this->assertStatus( 200, $this->rest( 'POST', "/docent/v1/docs/$doc/vote", array( 'helpful' => true ) ) );
	}

	public function test_an_explicit_subject_is_limited_on_its_own(): void {
		$this->assertTrue( Rate_Limiter::hit( 'test', 1, 600, 'user:7' ) );
		$this->assertFalse( Rate_Limiter::hit( 'test', 1, 600, 'user:7' ) );
		$this->assertTrue( Rate_Limiter::hit( 'test', 1, 600, 'user:8' ) );
	}

	public function test_counts_live_in_the_database_not_in_php_memory(): void {
		global $wpdb;
		Rate_Limiter::hit( 'test', 5, 600 );
		Rate_Limiter::hit( 'test', 5, 600 );
		$hits = (int) $wpdb->get_var( "SELECT MAX(hits) FROM {$wpdb->prefix}docent_rate_limits" );
		$this->assertSame( 2, $hits );
	}

	public function test_a_dropped_counter_table_comes_back_and_counts_the_hit(): void {
		global $wpdb;
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}docent_rate_limits" );
		$this->assertTrue( Rate_Limiter::hit( 'test', 1, 600 ), 'the first hit after the loss is allowed' );
		$this->assertFalse( Rate_Limiter::hit( 'test', 1, 600 ), 'and counted in the recreated table' );
		$this->assertSame( 2, (int) $wpdb->get_var( "SELECT MAX(hits) FROM {$wpdb->prefix}docent_rate_limits" ) );
	}

	public function test_retry_after_is_within_the_window(): void {
		$retry = Rate_Limiter::retry_after( 600 );
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( 600, $retry );
	}
}
