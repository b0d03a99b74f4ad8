<?php
/**
 * A vote that meets another server's write on the voters table: retried, counted, never taken for
 * a repeat, and without a line in the site's error log.
 *
 * @package Docent
 */

namespace Docent\Tests\Docs;

use Docent\Docs\Votes;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Real conflicts between two MariaDB connections (the php-wasm runs use SQLite, one connection).
 *
 * @group mysql
 */
final class Vote_ConflictTest extends TestCase {

	/** A doc id no post has: the votes table and post meta are all a vote touches here. */
	private const DOC = 987654321;

	/**
	 * A second connection, as another server's PHP would hold.
	 *
	 * @var \wpdb|null
	 */
	private ?\wpdb $other = null;

	/**
	 * Every vote this request inserted, to see when one is sent again.
	 *
	 * @var array<string, true>
	 */
	private array $sent = array();

	/**
	 * How many statements were sent again before the other connection finished.
	 *
	 * @var int
	 */
	private int $retries = 0;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		( new Votes() )->maybe_install();
		// Conflicts need a connection that commits by itself, as on a live site.
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = 1' );
		$this->other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->other->query( 'START TRANSACTION' );
		// The other server is in the middle of a write on this doc's voters: it holds their locks.
		$this->other->query( $this->other->prepare( 'SELECT * FROM ' . Votes::table() . ' WHERE doc_id = %d FOR UPDATE', self::DOC ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		// It finishes as soon as this request sends an insert a second time: a retry.
		add_filter( 'query', array( $this, 'finish_other_on_retry' ) );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'query', array( $this, 'finish_other_on_retry' ) );
		if ( null !== $this->other ) {
			$this->other->query( 'ROLLBACK' );
			$this->other->close();
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Votes::table() . ' WHERE doc_id = %d', self::DOC ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		delete_metadata( 'post', self::DOC, Votes::UP );
		delete_metadata( 'post', self::DOC, Votes::DOWN );
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = DEFAULT' );
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		parent::tearDown();
	}

	/**
	 * The 'query' filter: lets the other connection commit once an insert into the voters table
	 * comes again.
	 *
	 * @param string $query A statement $wpdb is about to send.
	 */
	public function finish_other_on_retry( string $query ): string {
		if ( 0 !== strpos( $query, 'INSERT IGNORE INTO ' . Votes::table() ) ) {
			return $query;
		}
		if ( isset( $this->sent[ $query ] ) && null !== $this->other ) {
			remove_filter( 'query', array( $this, 'finish_other_on_retry' ) ); // The other connection's COMMIT passes here too.
			$this->other->query( 'COMMIT' );
			++$this->retries;
		}
		$this->sent[ $query ] = true;
		return $query;
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
