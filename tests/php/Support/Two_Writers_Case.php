<?php
/**
 * Base for tests where another server writes the same rows at the same moment.
 *
 * @package Docent
 */

namespace Docent\Tests\Support;

use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Holds a second MariaDB connection, as another server's PHP would, inside a transaction that
 * locks rows (lock()). That connection commits as soon as this request sends one of the watched
 * statements a second time (a retry), so a retry succeeds and a write that is never retried fails
 * after a one-second lock wait, as it would on a live site. The php-wasm runs use SQLite, one
 * connection: subclasses belong to the `mysql` group.
 */
abstract class Two_Writers_Case extends TestCase {

	/**
	 * The other server's connection.
	 *
	 * @var \wpdb|null
	 */
	protected ?\wpdb $other = null;

	/**
	 * How many watched statements were sent again before the other connection finished.
	 *
	 * @var int
	 */
	protected int $retries = 0;

	/**
	 * How a watched statement starts.
	 *
	 * @var string
	 */
	private string $watched = '';

	/**
	 * The watched statements sent so far.
	 *
	 * @var array<string, true>
	 */
	private array $sent = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// Conflicts need a connection that commits by itself, as on a live site.
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = 1' );
		$this->other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->other->query( 'START TRANSACTION' );
	}

	protected function tearDown(): void {
		global $wpdb;
		remove_filter( 'query', array( $this, 'finish_other_on_retry' ) );
		if ( null !== $this->other ) {
			$this->other->query( 'ROLLBACK' );
			$this->other->close();
		}
		$this->clean_up();
		$wpdb->query( 'SET SESSION innodb_lock_wait_timeout = DEFAULT' );
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		parent::tearDown();
	}

	/**
	 * Removes the rows the test committed (its writes are not rolled back).
	 */
	abstract protected function clean_up(): void;

	/**
	 * The other server locks rows, and finishes when this request sends a statement starting so again.
	 *
	 * @param string $locking A locking statement, run by the other connection.
	 * @param string $watched How the statements start whose retry lets the other connection commit.
	 */
	protected function lock( string $locking, string $watched ): void {
		$this->other->query( $locking );
		$this->watched = $watched;
		add_filter( 'query', array( $this, 'finish_other_on_retry' ) );
	}

	/**
	 * The 'query' filter: lets the other connection commit once a watched statement comes again.
	 *
	 * @param string $query A statement $wpdb is about to send.
	 */
	public function finish_other_on_retry( string $query ): string {
		if ( 0 !== strpos( $query, $this->watched ) ) {
			return $query;
		}
		if ( isset( $this->sent[ $query ] ) ) {
			remove_filter( 'query', array( $this, 'finish_other_on_retry' ) ); // The other connection's COMMIT passes here too.
			$this->other->query( 'COMMIT' );
			++$this->retries;
		}
		$this->sent[ $query ] = true;
		return $query;
	}
}
