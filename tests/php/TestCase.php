<?php
/**
 * Base test case: each test runs inside a database transaction that is rolled back,
 * with fresh caches, no current user and a fresh REST server.
 *
 * @package Docent
 */

namespace Docent\Tests;

use Docent\AI\Chat_Service;
use Docent\Search\Search;
use Docent\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Shared set-up and small factories for Docent's PHP tests.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * Users created by user(), by role, reused within one test.
	 *
	 * @var array<string, int>
	 */
	private array $users = array();

	/**
	 * The search module search() built for this test.
	 *
	 * @var Search|null
	 */
	private ?Search $search = null;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->suppress_errors( false );
		$wpdb->show_errors( false );
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		$GLOBALS['wp_rest_server'] = null;
	}

	protected function tearDown(): void {
		global $wpdb;
		if ( null !== $this->error_log ) {
			ini_set( 'error_log', $this->error_log[0] ); // phpcs:ignore WordPress.PHP.IniSet
			@unlink( $this->error_log[1] ); // phpcs:ignore Generic.PHP.NoSilencedErrors, WordPress.PHP.NoSilencedErrors, WordPress.WP.AlternativeFunctions -- a temp file of the test's own.
			$this->error_log = null;
		}
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		// An admin screen set by one test would make is_admin() true for every test after it.
		unset( $GLOBALS['current_screen'] );
		$this->users  = array();
		$this->search = null;
		parent::tearDown();
	}

	/**
	 * While a test breaks the database on purpose: the PHP error log it causes (database errors,
	 * Docent's own failure notes) goes to a file of its own, returned for the test to read, and
	 * the site's log stays clean (any line there fails the run).
	 *
	 * @return string Path of the test's log file.
	 */
	protected function capture_error_log(): string {
		$file            = (string) tempnam( get_temp_dir(), 'docent-test-log' );
		$this->error_log = array( (string) ini_get( 'error_log' ), $file );
		ini_set( 'error_log', $file ); // phpcs:ignore WordPress.PHP.IniSet
		return $file;
	}

	/**
	 * The site's error log and the test's own, while capture_error_log() is on.
	 *
	 * @var array{0:string, 1:string}|null
	 */
	private ?array $error_log = null;

	/**
	 * A user with the given role (created on first use in a test), or 0 for "anonymous".
	 *
	 * @param string $role anonymous, subscriber, editor, administrator, …
	 */
	protected function user( string $role ): int {
		if ( 'anonymous' === $role ) {
			return 0;
		}
		if ( ! isset( $this->users[ $role ] ) ) {
			$this->users[ $role ] = (int) wp_insert_user(
				array(
					'user_login' => 'docent_' . $role . '_' . wp_generate_password( 6, false ),
					'user_pass'  => wp_generate_password(),
					'user_email' => $role . wp_rand() . '@example.org',
					'role'       => $role,
				)
			);
		}
		return $this->users[ $role ];
	}

	/**
	 * Acts as a user of the given role.
	 *
	 * @param string $role Role name or "anonymous".
	 */
	protected function act_as( string $role ): int {
		$id = $this->user( $role );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Docent's search module, built the way the plugin builds it (one for each test).
	 */
	protected function search(): Search {
		if ( null === $this->search ) {
			$this->search = new Search();
		}
		return $this->search;
	}

	/**
	 * Turns the A.I. chat on, keeping the other stored settings.
	 */
	protected function chat_on(): void {
		$stored                 = (array) get_option( Settings::OPTION, array() );
		$stored['integrate_ai'] = array_merge( (array) ( $stored['integrate_ai'] ?? array() ), array( 'ai_enabled' => true ) );
		update_option( Settings::OPTION, $stored );
	}

	/**
	 * Docent's chat module over that search, built the way the plugin builds it.
	 */
	protected function chat(): Chat_Service {
		return new Chat_Service( new Settings(), $this->search() );
	}

	/**
	 * The priority at which the plugin hooked a method of one of its parts, found by the part's
	 * class (tests build their own parts, so they cannot name the plugin's instance).
	 *
	 * @param string $hook   Action or filter.
	 * @param string $class  The part's class.
	 * @param string $method The hooked method.
	 * @return int|false False when no such callback is hooked.
	 */
	protected static function hooked( string $hook, string $class, string $method ) {
		$hooks = $GLOBALS['wp_filter'][ $hook ] ?? null;
		foreach ( $hooks ? $hooks->callbacks : array() as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && $function[0] instanceof $class && $method === $function[1] ) {
					return $priority;
				}
			}
		}
		return false;
	}

	/**
	 * The heads Docent's search hands to Head_Order (the docent_search_head action) while it
	 * searches these queries, in order: none for a query that is not weighed.
	 *
	 * @param string ...$queries Queries.
	 * @return list<array<string, mixed>>
	 */
	protected function search_heads( string ...$queries ): array {
		$heads = array();
		$keep  = static function ( array $head ) use ( &$heads ): void {
			$heads[] = $head;
		};
		add_action( 'docent_search_head', $keep );
		foreach ( $queries as $query ) {
			$this->search_ids( $query );
		}
		remove_action( 'docent_search_head', $keep );
		return $heads;
	}

	/**
	 * Ids of Docent's search results for a query (the first page), best first.
	 *
	 * @param string $query    Query.
	 * @param int    $per_page Results per page.
	 * @return int[]
	 */
	protected function search_ids( string $query, int $per_page = 10 ): array {
		return array_column( $this->search()->search( $query, 1, $per_page )['items'], 'id' );
	}

	/**
	 * Creates a doc and returns its id.
	 *
	 * @param array<string, mixed> $fields Post fields over the defaults.
	 */
	protected function doc( array $fields = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'    => 'docs',
					'post_status'  => 'publish',
					'post_title'   => 'Doc ' . wp_generate_password( 6, false ),
					'post_content' => '<p>Body text.</p>',
				),
				$fields
			),
			true
		);
		$this->assertIsInt( $id, is_wp_error( $id ) ? $id->get_error_message() : '' );
		return $id;
	}

	/**
	 * Creates a published doc with this title and content and returns its id.
	 *
	 * @param string $title   Title.
	 * @param string $content Content (HTML).
	 */
	protected function article( string $title, string $content ): int {
		return $this->doc(
			array(
				'post_title'   => $title,
				'post_content' => $content,
			)
		);
	}

	/**
	 * Documentation > section > article, returning the three ids.
	 *
	 * @param array<string, mixed> $article Fields for the article.
	 * @return array{0:int,1:int,2:int}
	 */
	protected function doc_tree( array $article = array() ): array {
		$documentation = $this->doc( array( 'post_title' => 'Guide ' . wp_generate_password( 4, false ) ) );
		$section       = $this->doc(
			array(
				'post_title'  => 'Section ' . wp_generate_password( 4, false ),
				'post_parent' => $documentation,
			)
		);
		$leaf          = $this->doc( array_merge( array( 'post_parent' => $section ), $article ) );
		return array( $documentation, $section, $leaf );
	}

	/**
	 * Runs a REST request through the real server.
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $route   Route, e.g. /docent/v1/settings.
	 * @param array<string, mixed> $params  Query (GET) or JSON body (other methods).
	 * @param array<string, string> $headers Extra headers.
	 */
	protected function rest( string $method, string $route, array $params = array(), array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} elseif ( $params ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( wp_json_encode( $params ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Asserts a response's status (and error code, when given), showing the body when it fails.
	 *
	 * @param int              $status   Expected HTTP status.
	 * @param WP_REST_Response $response Response.
	 * @param string|null      $code     Expected error code.
	 */
	protected function assertStatus( int $status, WP_REST_Response $response, ?string $code = null ): void {
		$body = wp_json_encode( $response->get_data() );
		$this->assertSame( $status, $response->get_status(), (string) $body );
		if ( null !== $code ) {
			$this->assertSame( $code, $response->get_data()['code'] ?? null, (string) $body );
		}
	}
}
