<?php
/**
 * A shared row written by two connections at once: Transaction::write() waits out the other
 * writer and retries, without a line in the site's error log.
 *
 * @package Docent
 */

namespace Docent\Tests\Support;

use Docent\Support\Transaction;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Two_Writers_Case.php';

/**
 * Real conflicts between two MariaDB connections (the php-wasm runs use SQLite, one connection).
 *
 * @group mysql
 */
final class TransactionTest extends Two_Writers_Case {

	private const ROW = 'docent_test_shared_row';

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		update_option( self::ROW, 'before', false );
		// The other server is in the middle of writing the same row: it holds the row's lock.
		$this->other->query( $this->other->prepare( "UPDATE {$wpdb->options} SET option_value = 'other' WHERE option_name = %s", self::ROW ) );
	}

	protected function clean_up(): void {
		delete_option( self::ROW );
	}

	public function test_a_write_that_meets_another_writer_is_retried_once_that_writer_is_done(): void {
		$log      = $this->capture_error_log();
		$attempts = 0;
		$other    = $this->other;
		$written  = Transaction::write(
			static function () use ( &$attempts, $other ) {
				++$attempts;
				if ( 2 === $attempts ) {
					$other->query( 'COMMIT' ); // The other server finishes its write.
				}
				return update_option( self::ROW, 'mine', false );
			}
		);
		$this->assertTrue( $written );
		$this->assertSame( 2, $attempts, 'the first attempt waited on the lock and failed' );
		wp_cache_delete( self::ROW, 'options' );
		$this->assertSame( 'mine', get_option( self::ROW ) );
		$this->assertSame( '', (string) file_get_contents( $log ), 'a conflict that a retry resolves is not logged' );
	}

	public function test_a_writer_that_never_lets_go_fails_after_the_last_attempt_and_that_failure_is_logged(): void {
		$log      = $this->capture_error_log();
		$attempts = 0;
		$written  = Transaction::write(
			static function () use ( &$attempts ) {
				++$attempts;
				return update_option( self::ROW, 'mine', false );
			}
		);
		$this->assertFalse( $written );
		$this->assertSame( Transaction::ATTEMPTS, $attempts );
		$lines = array_filter( explode( "\n", (string) file_get_contents( $log ) ) );
		$this->assertCount( 1, $lines, 'only the last failure reaches the log' );
		$this->assertStringContainsString( 'Lock wait timeout', (string) reset( $lines ) );
		wp_cache_delete( self::ROW, 'options' );
		$this->assertSame( 'before', get_option( self::ROW ) );
	}

	public function test_an_error_no_retry_can_mend_is_logged_at_once(): void {
		global $wpdb;
		$log      = $this->capture_error_log();
		$attempts = 0;
		$written  = Transaction::write(
			static function () use ( &$attempts, $wpdb ) {
				++$attempts;
				return $wpdb->query( "UPDATE {$wpdb->prefix}docent_no_such_table SET a = 1" );
			}
		);
		$this->assertFalse( $written );
		$this->assertSame( 1, $attempts );
		$this->assertStringContainsString( "docent_no_such_table' doesn't exist", (string) file_get_contents( $log ) );
	}

	public function test_a_write_with_nothing_to_change_is_not_an_error(): void {
		$this->other->query( 'ROLLBACK' );
		$log = $this->capture_error_log();
		$this->assertFalse( Transaction::write( '__return_false' ) );
		$this->assertSame( '', (string) file_get_contents( $log ) );
	}
}
