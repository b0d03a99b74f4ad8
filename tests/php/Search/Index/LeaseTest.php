<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Index;

use Docent\Search\Index\Index_Busy;
use Docent\Search\Index\Index_Writer;
use Docent\Search\Index\Indexer;
use Docent\Search\Index\Schema;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The writer's lease around work whose reading half is slow (a rebuild step analysing a block of
 * long docs on a busy host): the write goes ahead if no other process took the lease meanwhile,
 * and never if one did.
 */
final class LeaseTest extends TestCase {

	/**
	 * Changes the lease row as another process (or the clock) would.
	 *
	 * @param array<string, mixed> $fields Columns.
	 */
	private function set_lease( array $fields ): void {
		global $wpdb;
		$wpdb->update( Schema::tables()['state'], $fields, array( 'name' => 'lease' ) );
	}

	public function test_a_reading_half_that_outlasts_the_lease_still_writes_when_nobody_took_it(): void {
		$writer = new Index_Writer( new Indexer() );
		$result = $writer->exclusively(
			function (): string {
				$this->set_lease( array( 'expires' => 1 ) ); // Ran out long ago, still in this writer's name.
				return 'block';
			},
			static fn( string $prepared ): string => 'wrote ' . $prepared
		);
		$this->assertSame( 'wrote block', $result );
	}

	public function test_a_lease_another_process_took_meanwhile_stops_the_write(): void {
		$writer  = new Index_Writer( new Indexer() );
		$written = false;
		try {
			$writer->exclusively(
				function (): string {
					$this->set_lease(
						array(
							'owner'   => 'another-process',
							'expires' => (int) floor( microtime( true ) * 1000 ) + 30000,
						)
					);
					return 'block';
				},
				static function () use ( &$written ): void {
					$written = true;
				}
			);
			$this->fail( 'The write went ahead under a lease another process holds.' );
		} catch ( Index_Busy $busy ) {
			$this->assertFalse( $written );
		}
		global $wpdb;
		$this->assertSame( 'another-process', $wpdb->get_var( "SELECT owner FROM {$wpdb->prefix}docent_search_state WHERE name = 'lease'" ), 'the other process keeps its lease' );
	}
}
