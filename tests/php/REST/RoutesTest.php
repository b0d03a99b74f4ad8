<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Frontend\Assets;
use Docent\Frontend\Boot_Data;
use Docent\Frontend\Visibility;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;
use WP_REST_Request;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Each route describes what it answers (OPTIONS shows its schema), and what it really answers
 * matches that description: the right types, the required fields, and no field left out of it.
 */
final class RoutesTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		// An address of its own: other classes count rate limits on 127.0.0.1's.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.23';
		add_filter( 'docent_chat_stream_live', '__return_false' );
	}

	protected function tearDown(): void {
		remove_filter( 'docent_chat_stream_live', '__return_false' );
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		parent::tearDown();
	}

	/**
	 * Routes and the properties their schema lists, in order.
	 *
	 * @return array<string, array{0: string, 1: string[]}>
	 */
	public function routes(): array {
		return array(
			'boot'           => array( '/docent/v1/boot', array( 'settings', 'scripts', 'style', 'i18n', 'user' ) ),
			'chat start'     => array( '/docent/v1/chat/start', array( 'greeting', 'suggestions', 'helpful' ) ),
			'chat feedback'  => array( '/docent/v1/chat/feedback', array( 'recorded', 'unhelpful' ) ),
			'chat stream'    => array( '/docent/v1/chat/stream', array( 'chat', 'post_links', 'conversation', 'turn' ) ),
			'message send'   => array( '/docent/v1/messages', array( 'success' ) ),
			'search status'  => array( '/docent/v1/search/status', array( 'backend', 'ok', 'tables', 'schema_current', 'generation', 'indexed', 'expected', 'missing', 'extra', 'queued', 'oldest_queued', 'rebuilding', 'problems' ) ),
			'search repair'  => array( '/docent/v1/search/repair', array( 'rebuild', 'status' ) ),
			'search rebuild' => array( '/docent/v1/search/rebuild', array( 'done', 'total', 'finished' ) ),
		);
	}

	/**
	 * @dataProvider routes
	 *
	 * @param string   $route      Route.
	 * @param string[] $properties Its schema's properties.
	 */
	public function test_an_options_request_shows_the_schema_of_what_the_route_answers( string $route, array $properties ): void {
		$this->assertSame( $properties, array_keys( $this->schema( $route )['properties'] ) );
	}

	public function test_the_boot_data_matches_its_schema(): void {
		$GLOBALS['wp_scripts'] = null;
		$settings              = new Settings();
		( new Assets( $settings, new Visibility( $settings ), new Boot_Data( $settings ) ) )->register_scripts();
		$response = $this->rest( 'GET', '/docent/v1/boot' );
		$GLOBALS['wp_scripts'] = null;

		$this->assertStatus( 200, $response );
		$this->assertNotEmpty( $response->get_data()['scripts'] );
		$this->assertMatchesSchema( '/docent/v1/boot', $response->get_data() );
	}

	public function test_the_chat_opening_matches_its_schema(): void {
		$this->switch_chat_on();
		$this->assertMatchesSchema( '/docent/v1/chat/start', $this->answer( 'GET', '/docent/v1/chat/start' ) );

		$this->assertIsArray( ( new Settings() )->update( array( 'integrate_ai' => array( 'suggestions' => array( 'How do I install Docent?', 'Can I change the colours?' ) ) ) ) );
		$opening = $this->answer( 'GET', '/docent/v1/chat/start' );
		$this->assertCount( 2, $opening['suggestions'] );
		$this->assertMatchesSchema( '/docent/v1/chat/start', $opening );
	}

	public function test_a_vote_and_the_report_of_unhelpful_replies_match_their_schema(): void {
		$this->switch_chat_on();
		$reply = $this->chat()->reply( 'How do I install Docent?', '' );
		$vote  = $this->rest(
			'POST',
			'/docent/v1/chat/feedback',
			array(
				'conversation' => $reply['conversation'],
				'turn'         => $reply['turn'],
				'helpful'      => false,
				'reason'       => 'It skipped a step',
			)
		);
		$this->assertStatus( 201, $vote );
		$this->assertMatchesSchema( '/docent/v1/chat/feedback', $vote->get_data() );

		$this->act_as( 'administrator' );
		$report = $this->answer( 'GET', '/docent/v1/chat/feedback' );
		$this->assertSame( array( 'It skipped a step' ), $report['unhelpful'][0]['reasons'] );
		$this->assertNotEmpty( $report['unhelpful'][0]['links'] );
		$this->assertMatchesSchema( '/docent/v1/chat/feedback', $report );
	}

	public function test_the_streamed_reply_matches_its_schema(): void {
		$this->switch_chat_on();
		ob_start();
		$response = $this->rest( 'POST', '/docent/v1/chat/stream', array( 'prompt' => 'How do I install Docent?' ) );
		$output   = (string) ob_get_clean();
		$this->assertStatus( 200, $response );

		$this->assertSame( 1, preg_match( "/event: done\ndata: (.*)\n\n\$/", $output, $done ), $output );
		$reply = json_decode( $done[1], true );
		$this->assertNotEmpty( $reply['post_links'] );
		$this->assertMatchesSchema( '/docent/v1/chat/stream', $reply );
	}

	public function test_a_sent_message_matches_its_schema(): void {
		// The honeypot filled: answered as sent, with nothing stored or mailed.
		$message = array(
			'name'    => 'Ada',
			'from'    => 'ada@example.org',
			'message' => 'Hello there.',
			'website' => 'bot',
		);
		$response = $this->rest( 'POST', '/docent/v1/messages', $message );
		$this->assertStatus( 201, $response );
		$this->assertSame( array( 'success' => true ), $response->get_data() );
		$this->assertMatchesSchema( '/docent/v1/messages', $response->get_data() );

		$this->assertIsArray( ( new Settings() )->update( array( 'message' => array( 'messaging_success_text' => 'We will write back within a day.' ) ) ) );
		$thanks = $this->answer( 'POST', '/docent/v1/messages', $message, 201 );
		$this->assertSame( 'We will write back within a day.', $thanks['success'] );
		$this->assertMatchesSchema( '/docent/v1/messages', $thanks );
	}

	public function test_the_index_status_repair_and_rebuild_match_their_schemas(): void {
		$this->act_as( 'administrator' );
		$this->doc( array( 'post_title' => 'Flummox' ) );
		$this->assertMatchesSchema( '/docent/v1/search/status', $this->answer( 'GET', '/docent/v1/search/status' ) );
		$this->assertMatchesSchema( '/docent/v1/search/repair', $this->answer( 'POST', '/docent/v1/search/repair' ) );

		$progress = $this->answer( 'POST', '/docent/v1/search/rebuild', array( 'restart' => true ) );
		$this->assertMatchesSchema( '/docent/v1/search/rebuild', $progress );
		for ( $calls = 1; ! $progress['finished'] && $calls < 50; $calls++ ) {
			$progress = $this->answer( 'POST', '/docent/v1/search/rebuild' );
		}
		$this->assertTrue( $progress['finished'] );
		$this->assertMatchesSchema( '/docent/v1/search/rebuild', $progress );
	}

	/**
	 * The schema a route shows to an OPTIONS request.
	 *
	 * @param string $route Route.
	 * @return array<string, mixed>
	 */
	private function schema( string $route ): array {
		$response = rest_do_request( new WP_REST_Request( 'OPTIONS', $route ) );
		$this->assertStatus( 200, $response );
		$schema = $response->get_data()['schema'] ?? null;
		$this->assertIsArray( $schema, "$route shows no schema" );
		$this->assertSame( 'object', $schema['type'] );
		return $schema;
	}

	/**
	 * A route's data, once it answered with the given status.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route.
	 * @param array<string, mixed> $params Query or body.
	 * @param int                  $status Expected status.
	 * @return array<string, mixed>
	 */
	private function answer( string $method, string $route, array $params = array(), int $status = 200 ): array {
		$response = $this->rest( $method, $route, $params );
		$this->assertStatus( $status, $response );
		return $response->get_data();
	}

	/**
	 * Asserts that data is valid against the route's schema and that the schema names every
	 * field in it, however deep.
	 *
	 * @param string $route Route.
	 * @param mixed  $data  What the route answered.
	 */
	private function assertMatchesSchema( string $route, $data ): void {
		$schema = $this->schema( $route );
		$valid  = rest_validate_value_from_schema( $data, $schema, 'response' );
		$this->assertTrue( $valid, is_wp_error( $valid ) ? $valid->get_error_message() : '' );
		$this->assertDescribed( $data, $schema, 'response' );
	}

	/**
	 * Asserts that every key of every object in $data is a property of its schema.
	 *
	 * @param mixed                $data   A value.
	 * @param array<string, mixed> $schema Its schema.
	 * @param string               $path   Where it is, for the message.
	 */
	private function assertDescribed( $data, array $schema, string $path ): void {
		if ( ! is_array( $data ) ) {
			return;
		}
		if ( isset( $schema['items'] ) && wp_is_numeric_array( $data ) ) {
			foreach ( $data as $i => $item ) {
				$this->assertDescribed( $item, $schema['items'], "{$path}[{$i}]" );
			}
			return;
		}
		if ( ! isset( $schema['properties'] ) ) {
			return;
		}
		foreach ( $data as $key => $value ) {
			$this->assertArrayHasKey( $key, $schema['properties'], "$path.$key is not in the schema" );
			$this->assertDescribed( $value, $schema['properties'][ $key ], "$path.$key" );
		}
	}

	/**
	 * A.I. Chat on, answering from the docs.
	 */
	private function switch_chat_on(): void {
		$this->assertIsArray(
			( new Settings() )->update(
				array(
					'integrate_ai' => array(
						'ai_enabled' => true,
						'provider'   => 'local',
					),
				)
			)
		);
	}
}
