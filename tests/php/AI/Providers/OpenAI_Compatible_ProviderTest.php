<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI\Providers;

use Docent\AI\Provider_Exception;
use Docent\AI\Providers\OpenAI_Compatible_Provider;
use Docent\AI\Retrieval\Passage;
use Docent\Settings\Settings;
use Docent\Tests\AI\Chat_Test_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Chat_Test_Case.php';

/**
 * The OpenAI-compatible provider against a loopback stand-in server (no faked HTTP layer).
 *
 * @group loopback
 */
final class OpenAI_Compatible_ProviderTest extends Chat_Test_Case {

	protected static bool $uses_stub = true;

	/**
	 * Two passages of one article and one of another.
	 *
	 * @return Passage[]
	 */
	private function passages(): array {
		return array(
			new Passage( 11, 'Installing Docent', 'http://example.org/docs/installing-docent/', 'Installing from the dashboard', "• Go to Plugins → Add New Plugin.\n• Click Install Now.", 0, 9.0 ),
			new Passage( 11, 'Installing Docent', 'http://example.org/docs/installing-docent/', '', 'Docent installs like any other WordPress plugin.', 0, 8.0 ),
			new Passage( 12, 'Checking the system requirements', 'http://example.org/docs/requirements/', 'PHP', 'Docent needs PHP 7.4.', 0, 5.0 ),
		);
	}

	private function provider(): OpenAI_Compatible_Provider {
		return new OpenAI_Compatible_Provider( new Settings() );
	}

	public function test_sends_the_model_the_passages_with_titles_and_the_question(): void {
		$this->use_stub( 'ok', 'sk-test-1234567890', 'llama3.1:8b' );

		$answer = $this->provider()->answer( 'How do I install Docent?', $this->passages() );

		$this->assertSame( 'Stub answer from llama3.1:8b: follow the steps in the linked article.', $answer->text );
		$this->assertSame( 'openai', $answer->provider );
		$this->assertSame(
			array(
				array(
					'title'     => 'Installing Docent',
					'permalink' => 'http://example.org/docs/installing-docent/',
				),
				array(
					'title'     => 'Checking the system requirements',
					'permalink' => 'http://example.org/docs/requirements/',
				),
			),
			$answer->links
		);

		$requests = static::$stub->requests();
		$this->assertCount( 1, $requests );
		$request = $requests[0];
		$this->assertSame( 'POST', $request['method'] );
		$this->assertSame( '/ok/v1/chat/completions', $request['path'] );
		$this->assertSame( 'application/json', $request['content_type'] );
		$this->assertSame( 'Bearer sk-test-1234567890', $request['authorization'] );
		$this->assertSame( 'llama3.1:8b', $request['body']['model'] );
		$this->assertFalse( $request['body']['stream'] );

		list( $system, $user ) = $request['body']['messages'];
		$this->assertSame( 'system', $system['role'] );
		$this->assertStringContainsString( 'using only the documentation passages', $system['content'] );
		$this->assertStringContainsString( 'documentation does not cover it', $system['content'] );
		$this->assertSame( 'user', $user['role'] );
		$this->assertStringContainsString( "[1] Installing Docent — Installing from the dashboard\n• Go to Plugins → Add New Plugin.", $user['content'] );
		$this->assertStringContainsString( "[2] Installing Docent\nDocent installs like any other WordPress plugin.", $user['content'] );
		$this->assertStringContainsString( "[3] Checking the system requirements — PHP\nDocent needs PHP 7.4.", $user['content'] );
		$this->assertStringEndsWith( 'Question: How do I install Docent?', $user['content'] );
		$this->assertStringStartsWith( "Documentation passages:\n\n", $user['content'] );
	}

	public function test_passages_that_only_relate_to_the_question_are_given_as_such(): void {
		$this->use_stub( 'ok', 'sk-test-1234567890', 'llama3.1:8b' );

		$related = array_map( static fn( $passage ) => $passage->as_related(), $this->passages() );
		$this->provider()->answer( 'Can Docent make coffee?', $related );

		$user = static::$stub->requests()[0]['body']['messages'][1]['content'];
		$this->assertStringStartsWith( "Documentation passages (the closest the documentation has; they may not answer the question):\n\n[1] Installing Docent", $user );
	}

	public function test_sends_no_authorization_header_without_a_key(): void {
		$this->use_stub( 'ok', '' );

		$this->provider()->answer( 'How do I install Docent?', $this->passages() );

		$this->assertNull( static::$stub->requests()[0]['authorization'] );
	}

	public function test_a_trailing_slash_on_the_base_url_is_fine(): void {
		$this->configure( array( 'base_url' => static::$stub->base_url( 'ok' ) . '/' ) );

		$this->provider()->answer( 'How do I install Docent?', $this->passages() );

		$this->assertSame( '/ok/v1/chat/completions', static::$stub->requests()[0]['path'] );
	}

	/**
	 * @dataProvider failures
	 *
	 * @param string $mode   Stand-in mode.
	 * @param string $reason Expected reason.
	 */
	public function test_provider_errors_become_exceptions_without_the_key( string $mode, string $reason ): void {
		$this->use_stub( $mode, 'sk-live-SECRET-abcdef123456' );

		try {
			$this->provider()->answer( 'How do I install Docent?', $this->passages() );
			$this->fail( 'Expected a Provider_Exception.' );
		} catch ( Provider_Exception $error ) {
			$this->assertSame( $reason, $error->reason() );
			$this->assertStringNotContainsString( 'SECRET', $error->getMessage() );
			$this->assertStringNotContainsString( 'stack trace', $error->getMessage() );
		}
		$this->assertCount( 1, static::$stub->requests() );
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function failures(): array {
		return array(
			'bad key'        => array( '401', 'http_401' ),
			'rate limited'   => array( '429', 'http_429' ),
			'server error'   => array( '500', 'http_500' ),
			'broken JSON'    => array( 'malformed', 'malformed' ),
			'no completion'  => array( 'empty', 'malformed' ),
		);
	}

	public function test_a_huge_reply_is_cut_off_and_the_visitor_gets_the_local_answer(): void {
		$this->use_stub( 'huge-64' );
		$failures = array();
		$this->hook(
			'docent_ai_provider_failed',
			static function ( $provider, $reason ) use ( &$failures ): void {
				$failures[] = $reason;
			},
			10,
			2
		);
		if ( function_exists( 'memory_reset_peak_usage' ) ) {
			memory_reset_peak_usage();
		}
		$before   = memory_get_usage();
		$response = $this->ask( 'How do I install Docent?' );
		$this->assertStatus( 200, $response );
		$this->assertStringNotContainsString( 'Stub answer', $response->get_data()['chat'] );
		$this->assertSame( array( 'Installing Docent' ), array_slice( $this->link_titles( $response ), 0, 1 ) );
		$this->assertSame( array( 'too_large' ), $failures );
		if ( function_exists( 'memory_reset_peak_usage' ) ) {
			$this->assertLessThan( 16 * MB_IN_BYTES, memory_get_peak_usage() - $before, 'the 64 MB reply is never held whole' );
		}
	}

	public function test_a_slow_provider_times_out_after_the_filtered_timeout(): void {
		$this->use_stub( 'slow' );
		$this->hook( 'docent_ai_request_timeout', static fn(): float => 0.5, 20 );

		$started = microtime( true );
		try {
			$this->provider()->answer( 'How do I install Docent?', $this->passages() );
			$this->fail( 'Expected a timeout.' );
		} catch ( Provider_Exception $error ) {
			$this->assertSame( 'timeout', $error->reason() );
		}
		$this->assertLessThan( 2.0, microtime( true ) - $started );
	}

	public function test_an_unreachable_server_is_a_network_error(): void {
		$this->configure(
			array(
				'provider' => 'openai',
				'base_url' => 'http://127.0.0.1:1/v1',
			)
		);

		$this->expectException( Provider_Exception::class );
		$this->provider()->answer( 'How do I install Docent?', $this->passages() );
	}

	public function test_a_base_url_that_is_not_http_is_refused_before_any_request(): void {
		$this->configure( array( 'base_url' => 'file:///etc/passwd' ) );

		try {
			$this->provider()->answer( 'How do I install Docent?', $this->passages() );
			$this->fail( 'Expected a configuration error.' );
		} catch ( Provider_Exception $error ) {
			$this->assertSame( 'config', $error->reason() );
		}
	}

	public function test_connection_test_reports_host_and_model(): void {
		$this->use_stub( 'ok', 'sk-test-1234567890', 'gpt-4o-mini' );

		$message = $this->provider()->test();

		$this->assertStringContainsString( '127.0.0.1', $message );
		$this->assertStringContainsString( 'gpt-4o-mini', $message );
		$this->assertSame( 'gpt-4o-mini', static::$stub->requests()[0]['body']['model'] );
	}
}
