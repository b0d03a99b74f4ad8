<?php
/**
 * A vote that meets another server's write on the voters table: retried, counted, never taken for
 * a repeat, and without a line in the site's error log.
 *
 * @package Docent
 */

namespace Docent\Tests\Docs;

use Docent\Docs\Votes;
use Docent\Tests\Support\Two_Writers_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Support/Two_Writers_Case.php';

/**
 * Real conflicts between two MariaDB connections.
 *
 * @group mysql
 */
final class Vote_ConflictTest extends Two_Writers_Case {

	/** A doc id no post has: the votes table and post meta are all a vote touches here. */
	private const DOC = 987654321;

	protected function setUp(): void {
		parent::setUp();
		( new Votes() )->maybe_install();
		// The other server is in the middle of a write on this doc's voters: it holds their locks.
		$this->lock(
			$this->other->prepare( 'SELECT * FROM ' . Votes::table() . ' WHERE doc_id = %d FOR UPDATE', self::DOC ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
			'INSERT IGNORE INTO ' . Votes::table()
		);
	}

	protected function clean_up(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Votes::table() . ' WHERE doc_id = %d', self::DOC ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		delete_metadata( 'post', self::DOC, Votes::UP );
		delete_metadata( 'post', self::DOC, Votes::DOWN );
	}

	public function test_a_first_vote_that_waits_on_another_writer_is_counted_once_that_writer_is_done(): void {
		$log    = $this->capture_error_log();
		$votes  = new Votes();
		$counts = $votes->record( self::DOC, true, 'ip:192.0.2.1' );
		$this->assertSame(
			array(
				'up'   => 1,
				'down' => 0,
			),
			$counts,
			'a conflict is retried, not answered "already voted"'
		);
		$this->assertSame( 1, $this->retries, 'the vote met the other writer' );
		$this->assertTrue( $votes->has_voted( self::DOC, 'ip:192.0.2.1' ) );
		$this->assertSame( '', (string) file_get_contents( $log ), 'a conflict that a retry resolves is not logged' );
		$repeat = $votes->record( self::DOC, true, 'ip:192.0.2.1' );
		$this->assertInstanceOf( \WP_Error::class, $repeat );
		$this->assertSame( 409, $repeat->get_error_data()['status'], 'a real repeat is still refused' );
	}
}
