<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Docs\Votes;
use Docent\REST\Vote_Controller;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * POST /docent/v1/docs/{id}/vote: one vote per visitor per doc, rate-limited per address.
 */
final class Vote_ControllerTest extends TestCase {

	/**
	 * Votes on a doc.
	 *
	 * @param int                   $id      Doc id.
	 * @param mixed                 $helpful Body value.
	 * @param array<string, string> $headers Headers.
	 */
	private function vote( int $id, $helpful = true, array $headers = array() ): \WP_REST_Response {
		return $this->rest( 'POST', "/docent/v1/docs/$id/vote", array( 'helpful' => $helpful ), $headers );
	}

	/**
	 * Sets the per-address vote limit for this test.
	 *
	 * @param int $count Votes per window.
	 */
	private function limit_votes_to( int $count ): void {
		add_filter(
			'docent_vote_rate_limit',
			$filter = static fn(): array => array(
				'count'  => $count,
				'window' => 3600,
			)
		);
		$this->filters[] = $filter;
	}

	/**
	 * Filters added by a test.
	 *
	 * @var callable[]
	 */
	private array $filters = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		( new Votes() )->maybe_install();
	}

	protected function tearDown(): void {
		foreach ( $this->filters as $filter ) {
			remove_filter( 'docent_vote_rate_limit', $filter );
		}
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'], $_SERVER['HTTP_X_REAL_IP'] );
		parent::tearDown();
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( 'anonymous' ),
			'subscriber'    => array( 'subscriber' ),
			'editor'        => array( 'editor' ),
			'administrator' => array( 'administrator' ),
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string $role Role.
	 */
	public function test_anyone_may_vote_once_on_a_published_doc( string $role ): void {
		$id = $this->doc();
		$this->act_as( $role );
		$response = $this->vote( $id );
		$this->assertStatus( 200, $response );
		$this->assertSame(
			array(
				'id'    => $id,
				'votes' => array(
					'up'    => 1,
					'down'  => 0,
					'voted' => true,
				),
			),
			$response->get_data()
		);
		$this->assertStatus( 409, $this->vote( $id, false ), 'docent_already_voted' );
		$this->assertSame(
			array(
				'up'   => 1,
				'down' => 0,
			),
			( new Votes() )->counts( $id )
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string $role Role.
	 */
	public function test_nobody_votes_on_a_doc_visitors_cannot_see( string $role ): void {
		$hidden = array(
			$this->doc( array( 'post_status' => 'draft' ) ),
			$this->doc( array( 'post_status' => 'private' ) ),
			$this->doc( array( 'post_status' => 'pending' ) ),
			$this->doc( array( 'post_password' => 'pw' ) ),
			$this->doc( array( 'post_status' => 'trash' ) ),
			(int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'A page' ) ),
			987654321,
		);
		$this->act_as( $role );
		foreach ( $hidden as $id ) {
			$this->assertStatus( 404, $this->vote( $id ), 'rest_post_invalid_id' );
			$this->assertSame( '', get_post_meta( $id, Votes::UP, true ) );
		}
	}

	public function test_votes_count_up_and_down_across_visitors(): void {
		$id = $this->doc();
		$this->assertStatus( 200, $this->vote( $id, true ) );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		$this->assertStatus( 200, $this->vote( $id, false ) );
		$_SERVER['REMOTE_ADDR'] = '2001:db8::1';
		$response = $this->vote( $id, 'true' );
		$this->assertStatus( 200, $response );
		$this->assertSame( 2, $response->get_data()['votes']['up'] );
		$this->assertSame( 1, $response->get_data()['votes']['down'] );
		$this->assertSame( 2, (int) get_post_meta( $id, Votes::UP, true ) );
	}

	public function test_a_logged_in_visitor_is_one_voter_wherever_they_come_from(): void {
		$id = $this->doc();
		$this->assertStatus( 200, $this->vote( $id ) ); // Anonymous, from 127.0.0.1.
		$this->act_as( 'subscriber' );
		$this->assertStatus( 200, $this->vote( $id ) ); // A logged-in user is another voter than their address.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.20';
		$this->assertStatus( 409, $this->vote( $id ), 'docent_already_voted' ); // Same user, other address.
	}

	public function test_counts_live_in_post_meta_and_voters_only_as_keyed_hashes(): void {
		global $wpdb;
		$id = $this->doc();
		// 25 voters of one network: more than it may cast on a doc by default.
		$network = static fn(): array => array(
			'count'  => 25,
			'window' => 3600,
		);
		add_filter( 'docent_vote_network_doc_limit', $network );
		for ( $i = 1; $i <= 25; $i++ ) {
			$_SERVER['REMOTE_ADDR'] = "192.0.2.$i";
			$this->assertStatus( 200, $this->vote( $id, 0 !== $i % 5 ) );
		}
		remove_filter( 'docent_vote_network_doc_limit', $network );
		// Counted here, not with LIKE: SQLite does not take "\_" as a literal underscore.
		$keys = $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->postmeta} WHERE post_id = %d", $id ) );
		$rows = count( array_filter( $keys, static fn( string $key ): bool => 0 === strpos( $key, '_docent_votes' ) ) );
		$this->assertSame( 2, $rows, 'up and down' );
		$this->assertSame(
			array(
				'up'   => 20,
				'down' => 5,
			),
			( new Votes() )->counts( $id )
		);
		$stored = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GROUP_CONCAT(voter) FROM ' . Votes::table() . ' WHERE doc_id = %d AND voter <> 0', $id ) ); // phpcs:ignore WordPress.DB -- voter 0: the count rows' claim.
		$this->assertSame( 25, count( array_unique( explode( ',', $stored ) ) ) );
		$this->assertStringNotContainsString( '192.0.2.', $stored . (string) $wpdb->get_var( $wpdb->prepare( "SELECT GROUP_CONCAT(meta_value) FROM {$wpdb->postmeta} WHERE post_id = %d", $id ) ) );
	}

	public function test_one_address_casts_at_most_three_votes_per_doc_whatever_accounts_it_uses(): void {
		$id    = $this->doc();
		$other = $this->doc();
		$codes = array();
		foreach ( array( 'anonymous', 'subscriber', 'author', 'contributor', 'editor', 'administrator' ) as $role ) {
			$this->act_as( $role );
			$response = $this->vote( $id );
			$codes[]  = $response->get_status();
		}
		$this->assertSame( array( 200, 200, 200, 429, 429, 429 ), $codes );
		$this->assertSame( 3, (int) get_post_meta( $id, Votes::UP, true ) );
		$limited = $this->vote( $id );
		$this->assertStatus( 429, $limited, 'docent_vote_address_limited' );
		$this->assertGreaterThan( 0, (int) $limited->get_headers()['Retry-After'] );
		$this->assertStatus( 200, $this->vote( $other ) ); // Another doc is another allowance.
	}

	public function test_votes_on_one_doc_are_rate_limited_across_addresses(): void {
		// A day's window: counters are per fixed window, and an hour's could turn over mid-test.
		add_filter(
			'docent_vote_doc_rate_limit',
			$filter = static fn(): array => array(
				'count'  => 5,
				'window' => DAY_IN_SECONDS,
			)
		);
		$id    = $this->doc();
		$codes = array();
		for ( $i = 1; $i <= 100; $i++ ) {
			$_SERVER['REMOTE_ADDR'] = "198.51.$i.7"; // A network each: NETWORK_DOC_LIMIT is not what this counts.
			$codes[]                = $this->vote( $id )->get_status();
		}
		$limited = $this->vote( $id );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.200';
		$fresh                  = $this->vote( $this->doc() );
		remove_filter( 'docent_vote_doc_rate_limit', $filter );
		$this->assertSame( array_merge( array_fill( 0, 5, 200 ), array_fill( 0, 95, 429 ) ), $codes );
		$this->assertSame( 'docent_vote_doc_rate_limited', $limited->get_data()['code'] );
		$this->assertSame( 5, (int) get_post_meta( $id, Votes::UP, true ) );
		$this->assertStatus( 200, $fresh );
	}

	public function test_one_network_cannot_fill_a_docs_allowance_and_lock_out_everyone_else(): void {
		add_filter(
			'docent_vote_doc_rate_limit',
			$filter = static fn(): array => array(
				'count'  => 100,
				'window' => 3600,
			)
		);
		$id      = $this->doc();
		$counted = 0;
		// 150 addresses of one IPv4 /24, then 150 of one IPv6 /64.
		for ( $i = 1; $i <= 150; $i++ ) {
			foreach ( array( "198.51.100.$i", '2001:db8:7:7::' . dechex( $i ) ) as $ip ) {
				$_SERVER['REMOTE_ADDR'] = $ip;
				$counted               += 200 === $this->vote( $id )->get_status() ? 1 : 0;
			}
		}
		$_SERVER['REMOTE_ADDR'] = '198.51.100.222';
		$limited                = $this->vote( $id );
		$real                   = array();
		foreach ( array( '192.0.2.10', '203.0.113.10', '2001:db8:8::1' ) as $ip ) {
			$_SERVER['REMOTE_ADDR'] = $ip;
			$real[]                 = $this->vote( $id )->get_status();
		}
		remove_filter( 'docent_vote_doc_rate_limit', $filter );
		// An IPv4 /24 gives its network's 20; an IPv6 /64 is one address (rate limits group it), so its 3.
		$this->assertSame( Vote_Controller::NETWORK_DOC_LIMIT['count'] + Vote_Controller::ADDRESS_DOC_LIMIT['count'], $counted );
		$this->assertStatus( 429, $limited, 'docent_vote_network_limited' );
		$this->assertSame( array( 200, 200, 200 ), $real, 'voters of other networks still vote' );
		$this->assertSame( $counted + 3, (int) get_post_meta( $id, Votes::UP, true ) );
	}

	public function test_repeated_votes_do_not_use_up_the_docs_allowance(): void {
		add_filter(
			'docent_vote_doc_rate_limit',
			$filter = static fn(): array => array(
				'count'  => 2,
				'window' => 3600,
			)
		);
		$id = $this->doc();
		$this->assertStatus( 200, $this->vote( $id ) );
		$this->assertStatus( 409, $this->vote( $id ), 'docent_already_voted' );
		$this->assertStatus( 409, $this->vote( $id ), 'docent_already_voted' );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.9';
		$response               = $this->vote( $id );
		remove_filter( 'docent_vote_doc_rate_limit', $filter );
		$this->assertStatus( 200, $response );
	}

	public function test_a_spoofed_forwarded_for_header_does_not_make_a_new_voter(): void {
		$id = $this->doc();
		$this->assertStatus( 200, $this->vote( $id ) );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.99';
		$_SERVER['HTTP_X_REAL_IP']       = '203.0.113.98';
		$this->assertStatus(
			409,
			$this->vote(
				$id,
				true,
				array(
					'X-Forwarded-For' => '203.0.113.99',
					'X-Real-IP'       => '203.0.113.98',
				)
			),
			'docent_already_voted'
		);
	}

	public function test_votes_are_rate_limited_per_address(): void {
		$this->limit_votes_to( 3 );
		$docs = array( $this->doc(), $this->doc(), $this->doc(), $this->doc() );
		foreach ( array_slice( $docs, 0, 3 ) as $id ) {
			$this->assertStatus( 200, $this->vote( $id ) );
		}
		$response = $this->vote( $docs[3] );
		$this->assertStatus( 429, $response, 'docent_vote_rate_limited' );
		$this->assertGreaterThan( 0, (int) $response->get_headers()['Retry-After'] );
		$this->assertSame( '', get_post_meta( $docs[3], Votes::UP, true ), 'a refused vote is not counted' );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$this->assertStatus( 200, $this->vote( $docs[3] ) ); // Another address has its own allowance.
	}

	public function test_a_spoofed_forwarded_for_header_does_not_bypass_the_rate_limit(): void {
		$this->limit_votes_to( 2 );
		$docs = array( $this->doc(), $this->doc(), $this->doc() );
		foreach ( $docs as $i => $id ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = "203.0.113.$i";
			$response                        = $this->vote( $id, true, array( 'X-Forwarded-For' => "203.0.113.$i" ) );
			$this->assertStatus( $i < 2 ? 200 : 429, $response );
		}
	}

	public function test_repeated_votes_use_up_the_allowance_too(): void {
		$this->limit_votes_to( 2 );
		$id = $this->doc();
		$this->assertStatus( 200, $this->vote( $id ) );
		$this->assertStatus( 409, $this->vote( $id ) );
		$this->assertStatus( 429, $this->vote( $this->doc() ) );
	}

	/**
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function bad_bodies(): array {
		return array(
			'word'   => array( array( 'helpful' => 'maybe' ), 'rest_invalid_param' ),
			'list'   => array( array( 'helpful' => array( true ) ), 'rest_invalid_param' ),
			'object' => array( array( 'helpful' => array( 'a' => 1 ) ), 'rest_invalid_param' ),
			'none'   => array( array( 'other' => true ), 'rest_missing_callback_param' ),
		);
	}

	/**
	 * @dataProvider bad_bodies
	 *
	 * @param array<string, mixed> $body Body.
	 * @param string               $code Expected error code.
	 */
	public function test_bad_bodies_are_400_and_count_nothing( array $body, string $code ): void {
		$id = $this->doc();
		$this->assertStatus( 400, $this->rest( 'POST', "/docent/v1/docs/$id/vote", $body ), $code );
		$this->assertSame( '', get_post_meta( $id, Votes::UP, true ) );
		$this->assertStatus( 200, $this->vote( $id ) ); // A bad request did not use up the visitor's vote.
	}

	public function test_bad_ids_are_4xx(): void {
		$this->assertStatus( 404, $this->rest( 'POST', '/docent/v1/docs/-3/vote', array( 'helpful' => true ) ) );
		$this->assertStatus( 400, $this->rest( 'POST', '/docent/v1/docs/0/vote', array( 'helpful' => true ) ) );
		$this->assertStatus( 404, $this->rest( 'POST', '/docent/v1/docs/abc/vote', array( 'helpful' => true ) ) );
		$this->assertStatus( 404, $this->rest( 'GET', '/docent/v1/docs/1/vote' ), 'rest_no_route' );
	}

	public function test_a_vote_refreshes_the_helpful_ranking(): void {
		$votes = ( new Votes() );
		$id    = $this->doc();
		$this->assertNotContains( $id, $votes->helpful_ids() );
		$this->assertStatus( 200, $this->vote( $id ) );
		$this->assertContains( $id, $votes->helpful_ids() );
	}

	public function test_no_secret_reaches_a_vote_answer(): void {
		( new Settings() )->update( array( 'message' => array( 'turnstile_secret_key' => 'ts-vote-SECRET' ) ) );
		$json = (string) wp_json_encode( $this->vote( $this->doc() )->get_data() );
		$this->assertStringNotContainsString( 'ts-vote-SECRET', $json );
		$this->assertStringNotContainsString( 'docent:v1:', $json );
	}
}
