<?php
/**
 * Shared set-up for the chat tests: settings, the loopback OpenAI stand-in, hooks that are undone.
 *
 * @package Docent
 */

namespace Docent\Tests\AI;

use Docent\AI\Chat_Service;
use Docent\Settings\Secret_Box;
use Docent\Settings\Settings;
use Docent\Tests\OpenAI_Stub_Server;
use Docent\Tests\TestCase;
use WP_REST_Response;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/stubs/openai-server.php';

/**
 * Base class for AI and chat-route tests.
 */
abstract class Chat_Test_Case extends TestCase {

	/**
	 * The stand-in server, for classes that set $uses_stub.
	 *
	 * @var OpenAI_Stub_Server|null
	 */
	protected static ?OpenAI_Stub_Server $stub = null;

	/**
	 * Whether this class needs the stand-in server.
	 *
	 * @var bool
	 */
	protected static bool $uses_stub = false;

	/**
	 * Hooks added by the current test, removed in tearDown.
	 *
	 * @var array<int, array{0:string, 1:callable, 2:int}>
	 */
	private array $hooks = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( static::$uses_stub ) {
			static::$stub = new OpenAI_Stub_Server();
		}
	}

	public static function tearDownAfterClass(): void {
		if ( static::$stub ) {
			static::$stub->stop();
			static::$stub = null;
		}
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		if ( null !== static::$stub ) {
			static::$stub->reset();
		}
		// Tests never wait long for a provider.
		$this->hook( 'docent_ai_request_timeout', static fn(): float => 1.5 );
		// The stand-in listens on loopback, which Docent refuses unless the site allows local
		// model servers through this documented switch (OutboundTest proves the default).
		$this->hook( 'docent_ai_allow_local_urls', '__return_true' );
	}

	protected function tearDown(): void {
		foreach ( $this->hooks as list( $name, $callback, $priority ) ) {
			remove_filter( $name, $callback, $priority );
		}
		$this->hooks = array();
		parent::tearDown();
	}

	/**
	 * Adds a filter or action for this test only.
	 *
	 * @param string   $name          Hook name.
	 * @param callable $callback      Callback.
	 * @param int      $priority      Priority.
	 * @param int      $accepted_args Arguments passed.
	 */
	protected function hook( string $name, callable $callback, int $priority = 10, int $accepted_args = 1 ): void {
		add_filter( $name, $callback, $priority, $accepted_args );
		$this->hooks[] = array( $name, $callback, $priority );
	}

	/**
	 * Stores A.I. settings over the defaults (the key sealed as Settings would store it).
	 *
	 * @param array<string, mixed> $ai      integrate_ai values.
	 * @param string|null          $api_key Plain API key to store, or null to leave it.
	 */
	protected function configure( array $ai, ?string $api_key = null ): void {
		$stored = get_option( Settings::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		if ( null !== $api_key ) {
			$ai['api_key'] = Secret_Box::seal( $api_key );
		}
		$stored['integrate_ai'] = array_merge( (array) ( $stored['integrate_ai'] ?? array() ), array( 'ai_enabled' => true ), $ai );
		update_option( Settings::OPTION, $stored );
	}

	/**
	 * Points the OpenAI-compatible provider at the stand-in in the given mode.
	 *
	 * @param string      $mode    Stand-in mode (ok, 401, 429, 500, slow, malformed, empty).
	 * @param string|null $api_key Key to store ('' for none).
	 * @param string      $model   Model name.
	 */
	protected function use_stub( string $mode = 'ok', ?string $api_key = '', string $model = 'stub-model-1' ): void {
		$this->configure(
			array(
				'provider' => 'openai',
				'base_url' => static::$stub->base_url( $mode ),
				'model'    => $model,
			),
			$api_key
		);
	}

	/**
	 * Asks through the REST route.
	 *
	 * @param mixed  $prompt Prompt value (any JSON type).
	 * @param string $route  Route path.
	 */
	protected function ask( $prompt, string $route = '/docent/v1/chat' ): WP_REST_Response {
		return $this->rest( 'POST', $route, array( 'prompt' => $prompt ) );
	}

	/**
	 * Titles of a reply's post_links.
	 *
	 * @param WP_REST_Response $response Chat response.
	 * @return string[]
	 */
	protected function link_titles( WP_REST_Response $response ): array {
		return array_column( (array) ( $response->get_data()['post_links'] ?? array() ), 'title' );
	}
}
