<?php
/**
 * A popular query counted by two servers at once: the count that meets the other server's write
 * is retried and kept, without a line in the site's error log.
 *
 * @package Docent
 */

namespace Docent\Tests\Insights;

use Docent\Insights\Store;
use Docent\Tests\Support\Two_Writers_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Support/Two_Writers_Case.php';

/**
 * Real conflicts between two MariaDB connections.
 *
 * @group mysql
 */
final class Store_ConflictTest extends Two_Writers_Case {

	private const QUERY = 'docent conflict test query';

	private Store $store;

	protected function setUp(): void {
		parent::setUp();
		$this->store = new Store();
		$this->store->maybe_install();
		$this->store->record( Store::SEARCH_MISS, self::QUERY ); // The row exists: the next count raises it.
		$table = $this->store->table();
		// The other server is raising the same row: it holds its lock.
		$this->lock(
			$this->other->prepare( "UPDATE {$table} SET hits = hits + 1 WHERE kind = %s AND query_hash = %s", Store::SEARCH_MISS, md5( self::QUERY ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
			"UPDATE {$table}"
		);
	}

	protected function clean_up(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . $this->store->table() . ' WHERE query_hash = %s', md5( self::QUERY ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
	}

	public function test_a_count_that_waits_on_another_servers_count_is_kept_and_so_is_theirs(): void {
		$log = $this->capture_error_log();
		$this->assertTrue( $this->store->record( Store::SEARCH_MISS, self::QUERY ) );
		$this->assertSame( 1, $this->retries, 'the count met the other writer' );
		$this->assertSame( 3, $this->store->top( Store::SEARCH_MISS, 500 )[ $this->row() ]['hits'], 'the first count, the other server\'s and this one' );
		$this->assertSame( '', (string) file_get_contents( $log ), 'a conflict that a retry resolves is not logged' );
	}

	/**
	 * Where the test's query is in the list.
	 */
	private function row(): int {
		foreach ( $this->store->top( Store::SEARCH_MISS, 500 ) as $i => $row ) {
			if ( self::QUERY === $row['query'] ) {
				return $i;
			}
		}
		$this->fail( 'the query was not counted' );
	}
}
