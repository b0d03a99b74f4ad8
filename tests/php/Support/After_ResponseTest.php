<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Support;

use Docent\Support\After_Response;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Work that waits for the response where the server can send it early.
 */
final class After_ResponseTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'docent_after_response' );
		remove_action( 'shutdown', array( After_Response::class, 'finish' ), PHP_INT_MAX );
		parent::tearDown();
	}

	public function test_runs_at_once_outside_a_php_fpm_rest_request(): void {
		$ran = 0;
		After_Response::run(
			static function () use ( &$ran ): void {
				++$ran;
			}
		);
		$this->assertSame( 1, $ran );
		$this->assertFalse( has_action( 'shutdown', array( After_Response::class, 'finish' ) ) );
	}

	public function test_waits_for_shutdown_in_order_and_runs_each_task_once(): void {
		add_filter( 'docent_after_response', '__return_true' );
		$ran = array();
		After_Response::run(
			static function () use ( &$ran ): void {
				$ran[] = 'first';
			}
		);
		After_Response::run(
			static function () use ( &$ran ): void {
				$ran[] = 'second';
			}
		);
		$this->assertSame( array(), $ran );
		$this->assertSame( PHP_INT_MAX, has_action( 'shutdown', array( After_Response::class, 'finish' ) ) );
		After_Response::finish();
		After_Response::finish();
		$this->assertSame( array( 'first', 'second' ), $ran );
	}
}
