<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\REST\Request_Guard;
use Docent\Tests\TestCase;
use WP_REST_Request;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Bodies Docent's routes refuse before reading them: too large (413) or not JSON/form data (415).
 */
final class Request_GuardTest extends TestCase {

	protected function tearDown(): void {
		unset( $_SERVER['CONTENT_LENGTH'], $_SERVER['HTTP_TRANSFER_ENCODING'] );
		parent::tearDown();
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: int, 3: int|null}>
	 */
	public static function early_cases(): array {
		$max = Request_Guard::MAX_BODY_BYTES;
		return array(
			'message over the limit'    => array( '/docent/v1/messages', 'POST', $max + 1, 413 ),
			'40 MB chat'                => array( '/docent/v1/chat', 'POST', 40 * 1024 * 1024, 413 ),
			'spec chat route'           => array( '/wp/v2/docs/settings/ai-integration/chat', 'POST', $max + 1, 413 ),
			'vote over the limit'       => array( '/docent/v1/docs/12/vote', 'POST', $max + 1, 413 ),
			'message at the limit'      => array( '/docent/v1/messages', 'POST', $max, null ),
			'small message'             => array( '/docent/v1/messages', 'POST', 300, null ),
			'core route is not ours'    => array( '/wp/v2/posts', 'POST', $max + 1, null ),
			'a route that only starts alike' => array( '/docent/v1messages', 'POST', $max + 1, null ),
			'namespace in capitals'     => array( '/Docent/v1/messages', 'POST', 26 * 1024 * 1024, 413 ),
			'route in capitals'         => array( '/DOCENT/V1/CHAT', 'POST', $max + 1, 413 ),
			'spec chat route, mixed case' => array( '/wp/v2/Docs/settings/AI-integration/chat', 'POST', $max + 1, 413 ),
		);
	}

	/**
	 * What runs on `parse_request`, before WordPress reads the body.
	 *
	 * @dataProvider early_cases
	 *
	 * @param string   $route  REST route.
	 * @param string   $method HTTP method.
	 * @param int      $length Content-Length.
	 * @param int|null $status Expected refusal, null for none.
	 */
	public function test_an_oversized_body_is_refused_by_its_content_length( string $route, string $method, int $length, ?int $status ): void {
		$refusal = Request_Guard::refusal( $route, $method, $length );
		if ( null === $status ) {
			$this->assertNull( $refusal );
			return;
		}
		$this->assertInstanceOf( \WP_Error::class, $refusal );
		$this->assertSame( 'docent_body_too_large', $refusal->get_error_code() );
		$this->assertSame( $status, $refusal->get_error_data()['status'] );
		$this->assertStringContainsString( '65536', $refusal->get_error_message() );
	}

	public function test_the_limit_can_be_filtered(): void {
		add_filter( 'docent_max_body_bytes', $filter = static fn() => 2000 );
		$refusal = Request_Guard::refusal( '/docent/v1/messages', 'POST', 2001 );
		remove_filter( 'docent_max_body_bytes', $filter );
		$this->assertInstanceOf( \WP_Error::class, $refusal );
	}

	public function test_the_guard_runs_before_the_rest_api_reads_the_body(): void {
		$guard = self::hooked( 'parse_request', Request_Guard::class, 'on_parse_request' );
		$this->assertIsInt( $guard );
		$this->assertLessThan( has_action( 'parse_request', 'rest_api_loaded' ), $guard );
	}

	public function test_an_oversized_body_that_reaches_the_rest_server_is_a_413_and_nothing_is_stored(): void {
		global $wpdb;
		$request = new WP_REST_Request( 'POST', '/docent/v1/messages' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'name' => 'A', 'from' => 'a@example.com', 'message' => str_repeat( 'x', Request_Guard::MAX_BODY_BYTES ) ) ) );
		$response = rest_do_request( $request );
		$this->assertStatus( 413, $response, 'docent_body_too_large' );
	}

	public function test_an_oversized_body_is_a_413_whatever_the_casing_of_the_route(): void {
		// WordPress matches routes case-insensitively, so /Docent/v1/messages is the messages route.
		$fields = array(
			'name'    => 'A',
			'from'    => 'a@example.com',
			'message' => str_repeat( 'x', Request_Guard::MAX_BODY_BYTES ),
		);
		foreach ( array( '/Docent/v1/messages', '/DOCENT/V1/MESSAGES', '/wp/v2/DOCS/settings/ai-integration/chat' ) as $route ) {
			$this->assertStatus( 413, $this->rest( 'POST', $route, $fields + array( 'prompt' => 'x' ) ), 'docent_body_too_large' );
		}
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function wrong_types(): array {
		return array(
			'message as text/plain' => array( '/docent/v1/messages', 'text/plain' ),
			'chat as text/plain'    => array( '/docent/v1/chat', 'text/plain;charset=UTF-8' ),
			'vote as xml'           => array( '/docent/v1/docs/1/vote', 'application/xml' ),
		);
	}

	/**
	 * @dataProvider wrong_types
	 *
	 * @param string $route Route.
	 * @param string $type  Content-Type.
	 */
	public function test_a_body_in_another_format_is_a_415( string $route, string $type ): void {
		$request = new WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', $type );
		$request->set_body( '{"prompt":"hello","name":"A","from":"a@example.com","message":"hi","helpful":true}' );
		$response = rest_do_request( $request );
		$this->assertStatus( 415, $response, 'docent_unsupported_media_type' );
		$this->assertSame( 'Content-Type', $response->get_data()['data']['header'] );
	}

	public function test_form_data_and_json_are_accepted(): void {
		( new \Docent\Docs\Votes() )->maybe_install();
		$id   = $this->doc();
		$form = new WP_REST_Request( 'POST', "/docent/v1/docs/$id/vote" );
		$form->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$form->set_body_params( array( 'helpful' => 'true' ) );
		$form->set_body( 'helpful=true' );
		$this->assertStatus( 200, rest_do_request( $form ) );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.4';
		$json = new WP_REST_Request( 'POST', "/docent/v1/docs/$id/vote" );
		$json->set_header( 'Content-Type', 'application/json; charset=utf-8' );
		$json->set_body( '{"helpful":false}' );
		$this->assertStatus( 200, rest_do_request( $json ) );
	}
}
