<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Tests\Stubs\Loopback;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Messages_TestCase.php';
require_once __DIR__ . '/Turnstile_Stand_In.php';

/**
 * The bot check, verified on the server against a loopback stand-in for Cloudflare's siteverify
 * (tests/php/stubs/turnstile.php) that checks the secret and the token the way Cloudflare does.
 *
 * @group loopback
 */
final class TurnstileTest extends Messages_TestCase {

	use Turnstile_Stand_In;

	protected function setUp(): void {
		parent::setUp();
		$this->turnstile_on();
	}

	public function test_a_token_cloudflare_accepts_lets_the_message_through(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		$response               = $this->send( array( 'token' => 'pass-' . wp_generate_password( 20, false ) ) );
		$this->assertStatus( 201, $response );
		$this->assertCount( 1, $this->stored() );

		$requests = $this->requests();
		$this->assertCount( 1, $requests );
		$this->assertSame( 'POST', $requests[0]['method'] );
		$this->assertSame( self::secret(), $requests[0]['form']['secret'] );
		$this->assertStringStartsWith( 'pass-', $requests[0]['form']['response'] );
		$this->assertSame( '203.0.113.7', $requests[0]['form']['remoteip'] );
	}

	public function test_a_rejected_token_answers_403_and_stores_nothing(): void {
		$response = $this->send( array( 'token' => 'forged-token' ) );
		$this->assertStatus( 403, $response, 'docent_bot_check_failed' );
		$this->assertStringContainsString( 'bot check failed', $response->get_data()['message'] );
		$this->assertSame( array(), $this->stored() );
		$this->assertCount( 1, $this->requests() );
	}

	public function test_a_missing_token_answers_403_without_asking_cloudflare(): void {
		$this->assertStatus( 403, $this->send( array( 'token' => '' ) ), 'docent_bot_check_failed' );
		$this->assertSame( array(), $this->requests() );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_a_token_verifies_only_once(): void {
		$token = 'pass-' . wp_generate_password( 20, false );
		$this->assertStatus( 201, $this->send( array( 'token' => $token ) ) );
		$this->assertStatus( 403, $this->send( array( 'token' => $token ) ), 'docent_bot_check_failed' );
		$this->assertCount( 1, $this->stored() );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function foreign_answers(): array {
		return array(
			'token solved on another site'  => array( 'elsewhere' ),
			'token rendered for another action' => array( 'other-action' ),
			'answer without hostname'        => array( 'no-hostname' ),
		);
	}

	/**
	 * Cloudflare says success for any token its widget issued, on any site using the same key:
	 * only the hostname (and the action the widget renders with) bind it to this form.
	 *
	 * @dataProvider foreign_answers
	 *
	 * @param string $mode Stand-in behaviour.
	 */
	public function test_a_success_for_another_site_or_action_answers_403( string $mode ): void {
		$this->verify_at( $mode );
		$response = $this->send( array( 'token' => 'pass-' . wp_generate_password( 20, false ) ) );
		$this->assertStatus( 403, $response, 'docent_bot_check_failed' );
		$this->assertSame( array(), $this->stored() );
		$this->assertCount( 1, $this->requests() );
	}

	public function test_more_hostnames_can_be_allowed_by_filter(): void {
		$this->verify_at( 'elsewhere' );
		add_filter( 'docent_turnstile_hostnames', static fn( array $hosts ) => array_merge( $hosts, array( 'attacker.example' ) ) );
		$response = $this->send( array( 'token' => 'pass-' . wp_generate_password( 20, false ) ) );
		remove_all_filters( 'docent_turnstile_hostnames' );
		$this->assertStatus( 201, $response );
	}

	public function test_a_wrong_secret_is_the_sites_fault_503_not_the_visitors(): void {
		$this->message_settings( array( 'turnstile_secret_key' => 'a-wrong-secret' ) );
		$response = $this->send( array( 'token' => 'pass-' . wp_generate_password( 20, false ) ) );
		$this->assertStatus( 503, $response, 'docent_bot_check_unavailable' );
		$this->assertStringContainsString( 'not set up correctly', $response->get_data()['message'] );
		$this->assertSame( array(), $this->stored() );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function outages(): array {
		return array(
			'siteverify answers 500' => array( 'down' ),
			'siteverify answers junk' => array( 'garbage' ),
		);
	}

	/**
	 * @dataProvider outages
	 *
	 * @param string $mode Stand-in behaviour.
	 */
	public function test_siteverify_trouble_answers_503_with_retry_after( string $mode ): void {
		$this->verify_at( $mode );
		$response = $this->send( array( 'token' => 'pass-' . wp_generate_password( 20, false ) ) );
		$this->assertStatus( 503, $response, 'docent_bot_check_unavailable' );
		$this->assertSame( '30', (string) $response->get_headers()['Retry-After'] );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_an_unreachable_siteverify_answers_503(): void {
		$closed = Loopback::free_port();
		add_filter( 'docent_turnstile_verify_url', static fn() => "http://127.0.0.1:$closed/siteverify", 20 );
		$response = $this->send( array( 'token' => 'pass-' . wp_generate_password( 20, false ) ) );
		$this->assertStatus( 503, $response, 'docent_bot_check_unavailable' );
		$this->assertStringContainsString( 'could not be reached', $response->get_data()['message'] );
	}

	public function test_a_site_key_without_a_secret_accepts_messages_unverified(): void {
		$this->message_settings( array( 'turnstile_secret_key' => '' ) );
		$this->assertStatus( 201, $this->send( array( 'token' => '' ) ) );
		$this->assertSame( array(), $this->requests() );
		$this->assertCount( 1, $this->stored() );
	}

	public function test_no_site_key_means_no_bot_check(): void {
		$this->message_settings( array( 'turnstile_site_key' => '' ) );
		$this->assertStatus( 201, $this->send( array( 'token' => '' ) ) );
		$this->message_settings( array( 'turnstile_site_key' => 'undefined' ) );
		$this->assertStatus( 201, $this->send( array( 'token' => '' ) ) );
		$this->assertSame( array(), $this->requests() );
	}

	public function test_the_bot_check_runs_after_the_rate_limit(): void {
		$this->message_settings( array( 'rate_limit' => array( 'count' => 1, 'window' => 3600 ) ) );
		$this->assertStatus( 403, $this->send( array( 'token' => 'forged' ) ), 'docent_bot_check_failed' );
		$this->assertStatus( 429, $this->send( array( 'token' => 'pass-' . wp_generate_password( 20, false ) ) ), 'docent_rate_limited' );
		$this->assertCount( 1, $this->requests() );
	}
}
