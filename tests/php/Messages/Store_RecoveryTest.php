<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Messages_TestCase.php';

/**
 * The messages table comes back by itself when it is dropped: a send still stores its message,
 * the inbox answers. (DROP and CREATE TABLE commit the test's transaction; what the test writes
 * after them is rolled back as usual.)
 */
final class Store_RecoveryTest extends Messages_TestCase {

	public function test_a_send_after_the_table_was_dropped_recreates_it_and_stores_the_message(): void {
		global $wpdb;
		$this->capture_error_log();
		// An address no other test sends from, for the rate-limit hit the recreated table commits.
		$_SERVER['REMOTE_ADDR'] = '192.0.2.211';
		$wpdb->query( 'DROP TABLE ' . self::module()->store()->table() );

		$response = $this->send( array( 'message' => 'Sent right after the table went missing.' ) );
		$this->assertStatus( 201, $response );
		$stored = $this->stored();
		$this->assertCount( 1, $stored );
		$this->assertSame( 'Sent right after the table went missing.', $stored[0]['body'] );

		$this->act_as( 'administrator' );
		$inbox = $this->rest( 'GET', '/docent/v1/messages' );
		$this->assertStatus( 200, $inbox );
		$this->assertCount( 1, $inbox->get_data() );
		// Whatever CREATE TABLE committed (the send, its rate-limit hit) goes, for good.
		self::module()->store()->delete( (int) $stored[0]['id'] );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}docent_rate_limits" );
		$wpdb->query( 'COMMIT' );
	}

	public function test_the_inbox_recreates_a_dropped_table_instead_of_hiding_the_problem(): void {
		global $wpdb;
		$this->capture_error_log();
		$table = self::module()->store()->table();
		$wpdb->query( "DROP TABLE $table" );
		$this->act_as( 'administrator' );
		$this->assertStatus( 200, $this->rest( 'GET', '/docent/v1/messages' ) );
		$this->assertSame( $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ) );
	}
}
