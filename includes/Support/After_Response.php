<?php
/**
 * Work a visitor should not wait for, run once the response has been sent.
 *
 * @package Docent
 */

namespace Docent\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Bookkeeping that follows a REST answer (counting a search for Insights: a rate-limit hit,
 * a counter, a transient, each a database write) runs after the answer has reached the visitor
 * where the server can end a request early (PHP-FPM's fastcgi_finish_request()), and at once
 * everywhere else (other servers, WP-CLI, rest_do_request() inside a page or a test).
 */
final class After_Response {

	/**
	 * Tasks waiting for the response to be sent.
	 *
	 * @var callable[]
	 */
	private static array $tasks = array();

	/**
	 * Runs a task after the response, or now when this request cannot end early.
	 *
	 * @param callable $task The work.
	 */
	public static function run( callable $task ): void {
		if ( ! self::can_defer() ) {
			$task();
			return;
		}
		if ( ! self::$tasks ) {
			// Last of all: every other shutdown callback may still print or send headers.
			add_action( 'shutdown', array( self::class, 'finish' ), PHP_INT_MAX );
		}
		self::$tasks[] = $task;
	}

	/**
	 * Sends the response, then runs the waiting tasks.
	 */
	public static function finish(): void {
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		$tasks       = self::$tasks;
		self::$tasks = array();
		foreach ( $tasks as $task ) {
			$task();
		}
	}

	/**
	 * Whether this request is a REST request served through PHP-FPM.
	 */
	private static function can_defer(): bool {
		$can = defined( 'REST_REQUEST' ) && REST_REQUEST && function_exists( 'fastcgi_finish_request' );
		/**
		 * Filters whether work after a REST answer waits until the answer has been sent.
		 *
		 * @param bool $can True on PHP-FPM while serving a REST request.
		 */
		return (bool) apply_filters( 'docent_after_response', $can );
	}
}
