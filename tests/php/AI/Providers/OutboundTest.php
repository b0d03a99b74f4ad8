<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI\Providers;

use Docent\Tests\AI\Chat_Test_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Chat_Test_Case.php';

/**
 * Where the OpenAI-compatible provider may send requests, what the admin is shown about the
 * answer, and the site-wide hourly budget of questions sent to a paid provider.
 *
 * @group loopback
 */
final class OutboundTest extends Chat_Test_Case {

	protected static bool $uses_stub = true;

	/**
	 * Drops the test set-up's "allow local model servers" switch: the site's default.
	 */
	private function refuse_local_urls(): void {
		remove_filter( 'docent_ai_allow_local_urls', '__return_true' );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function internal_urls(): array {
		return array(
			'loopback'       => array( 'http://127.0.0.1:%d/ok/v1' ),
			'localhost name' => array( 'http://localhost:%d/ok/v1' ),
			'private range'  => array( 'http://10.0.0.7:%d/v1' ),
			'link-local'     => array( 'http://169.254.169.254:%d/latest' ),
			// On port 80: the stand-in's port alone would have WordPress refuse them.
			'shared address space (a cloud metadata address)' => array( 'http://100.100.100.200/latest' ),
			'shared address space, lowest' => array( 'http://100.64.0.1/v1' ),
			'benchmarking range'  => array( 'http://198.19.255.254/v1' ),
			'IETF protocol range' => array( 'http://192.0.0.170/v1' ),
			'multicast'           => array( 'http://224.0.0.251/v1' ),
			'multicast, highest'  => array( 'http://239.255.255.250/v1' ),
			'IPv6 loopback'       => array( 'http://[::1]/v1' ),
			'IPv6 unique local'   => array( 'http://[fd00:ec2::254]/latest' ),
			'IPv6 link-local'     => array( 'http://[fe80::1]/v1' ),
			'IPv6 multicast'      => array( 'http://[ff02::1]/v1' ),
			'IPv4-mapped loopback' => array( 'http://[::ffff:127.0.0.1]/v1' ),
			'IPv4-mapped metadata' => array( 'http://[::ffff:a9fe:a9fe]/latest' ),
			'NAT64 of a private address' => array( 'http://[64:ff9b::a00:7]/v1' ),
		);
	}

	/**
	 * @dataProvider internal_urls
	 *
	 * @param string $url Base URL pattern (%d: the stand-in's port).
	 */
	public function test_by_default_internal_addresses_are_refused_and_the_visitor_gets_the_local_answer( string $url ): void {
		$this->refuse_local_urls();
		$this->configure(
			array(
				'provider' => 'openai',
				'base_url' => sprintf( $url, static::$stub->port ),
				'model'    => 'stub-model-1',
			)
		);
		$failures = array();
		$this->hook(
			'docent_ai_provider_failed',
			static function ( $provider, $reason ) use ( &$failures ): void {
				$failures[] = $reason;
			},
			10,
			2
		);
		$response = $this->ask( 'How do I install Docent?' );
		$this->assertStatus( 200, $response );
		$this->assertStringNotContainsString( 'Stub answer', $response->get_data()['chat'] );
		$this->assertSame( array( 'Installing Docent' ), array_slice( $this->link_titles( $response ), 0, 1 ) );
		$this->assertSame( array( 'blocked' ), $failures );
		$this->assertCount( 0, static::$stub->requests() );

		$this->act_as( 'administrator' );
		$test = $this->rest( 'POST', '/docent/v1/chat/test' )->get_data();
		$this->assertFalse( $test['ok'] );
		$this->assertStringContainsString( 'docent_ai_allow_local_urls', $test['message'] );
		$this->assertCount( 0, static::$stub->requests() );
	}

	public function test_the_constant_or_filter_allows_a_local_model_server(): void {
		// Chat_Test_Case allows local URLs through the filter; the stand-in answers.
		$this->use_stub( 'ok' );
		$this->assertStringStartsWith( 'Stub answer', $this->ask( 'How do I install Docent?' )->get_data()['chat'] );
		$this->assertCount( 1, static::$stub->requests() );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function foreign_bodies(): array {
		return array(
			'401 with a message' => array( '401', 'Incorrect API key' ),
			'500 with a trace'   => array( '500', 'stack trace' ),
			'429 with a message' => array( '429', 'Rate limit reached' ),
		);
	}

	/**
	 * @dataProvider foreign_bodies
	 *
	 * @param string $mode Stand-in mode.
	 * @param string $text Text the stand-in's body carries.
	 */
	public function test_the_connection_test_never_shows_the_servers_body( string $mode, string $text ): void {
		$this->use_stub( $mode, 'sk-docent-test-123456' );
		$this->act_as( 'administrator' );
		$test = $this->rest( 'POST', '/docent/v1/chat/test' )->get_data();
		$this->assertFalse( $test['ok'] );
		$this->assertMatchesRegularExpression( '/\(HTTP \d{3}\)$/', $test['message'] );
		$this->assertStringNotContainsString( $text, $test['message'] );
		$this->assertCount( 1, static::$stub->requests() );
	}

	public function test_a_site_wide_hourly_budget_then_local_answers(): void {
		$this->use_stub( 'ok' );
		$this->configure(
			array(
				'hourly_budget' => 2,
				'rate_limit'    => array(
					'count'  => 100,
					'window' => 600,
				),
			)
		);
		$answers = array();
		foreach ( array( '203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4' ) as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$response               = $this->ask( 'How do I install Docent?' );
			$this->assertStatus( 200, $response );
			$answers[] = str_starts_with( $response->get_data()['chat'], 'Stub answer' ) ? 'provider' : 'local';
		}
		$this->assertSame( array( 'provider', 'provider', 'local', 'local' ), $answers );
		$this->assertCount( 2, static::$stub->requests() );
	}

	public function test_the_budget_is_a_setting_shown_and_validated(): void {
		$this->act_as( 'administrator' );
		$settings = $this->rest( 'GET', '/docent/v1/settings' )->get_data();
		$this->assertSame( 100, $settings['integrate_ai']['hourly_budget'] );
		$saved = $this->rest( 'POST', '/docent/v1/settings', array( 'integrate_ai' => array( 'hourly_budget' => 0 ) ) );
		$this->assertStatus( 200, $saved );
		$this->assertSame( 0, $saved->get_data()['integrate_ai']['hourly_budget'] );
		$bad = $this->rest( 'POST', '/docent/v1/settings', array( 'integrate_ai' => array( 'hourly_budget' => -1 ) ) );
		$this->assertStatus( 400, $bad, 'rest_invalid_param' );
		$this->assertStringContainsString( 'integrate_ai.hourly_budget', $bad->get_data()['message'] );
	}

	public function test_a_budget_of_zero_never_asks_the_provider(): void {
		$this->use_stub( 'ok' );
		$this->configure( array( 'hourly_budget' => 0 ) );
		$this->assertStatus( 200, $this->ask( 'How do I install Docent?' ) );
		$this->assertCount( 0, static::$stub->requests() );
	}
}
