<?php
/**
 * Docent's own tables: created, upgraded when their definition's version moves on, and brought
 * back when dropped.
 *
 * @package Docent
 */

namespace Docent\Tests\Support;

use Docent\Support\Custom_Table;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A throwaway table of the test's own, on MariaDB and SQLite alike.
 */
final class Custom_TableTest extends TestCase {

	private const OPTION = 'docent_test_table_version';

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}docent_test_table" );
		parent::tearDown();
	}

	private function table( string $version, string $extra = '' ): Custom_Table {
		return new Custom_Table(
			'docent_test_table',
			self::OPTION,
			$version,
			"  id bigint(20) unsigned NOT NULL auto_increment,
  label varchar(20) NOT NULL default '',{$extra}
  PRIMARY KEY  (id)"
		);
	}

	private function columns( Custom_Table $table ): array {
		global $wpdb;
		return array_map( 'strtolower', (array) $wpdb->get_col( "SHOW COLUMNS FROM {$table->name()}" ) );
	}

	public function test_it_installs_once_then_only_reads_the_version(): void {
		global $wpdb;
		$table = $this->table( '1' );
		$this->assertSame( $wpdb->prefix . 'docent_test_table', $table->name() );
		$this->assertFalse( $table->is_current() );
		$this->assertTrue( $table->maybe_install() );
		$this->assertSame( '1', get_option( self::OPTION ) );
		$this->assertSame( array( 'id', 'label' ), $this->columns( $table ) );
		$this->assertFalse( $table->maybe_install(), 'a current table is left alone' );
	}

	public function test_a_new_version_of_the_definition_upgrades_the_table_and_keeps_its_rows(): void {
		global $wpdb;
		$this->table( '1' )->install();
		$wpdb->insert( $wpdb->prefix . 'docent_test_table', array( 'label' => 'kept' ) );
		$next = $this->table( '2', "\n  note varchar(50) NOT NULL default ''," );
		$this->assertTrue( $next->maybe_install() );
		$this->assertSame( array( 'id', 'label', 'note' ), $this->columns( $next ) );
		$this->assertSame( 'kept', $wpdb->get_var( "SELECT label FROM {$next->name()}" ) );
		$this->assertSame( '2', get_option( self::OPTION ) );
	}

	public function test_a_dropped_table_comes_back_after_the_statement_that_found_it_gone(): void {
		global $wpdb;
		$log   = $this->capture_error_log();
		$table = $this->table( '1' );
		$table->install();
		$this->assertFalse( $table->recreate_if_missing(), 'nothing failed: nothing to do' );
		$wpdb->query( "DROP TABLE {$table->name()}" );
		$this->assertTrue( $table->is_current(), 'the version option alone does not notice' );
		$this->assertFalse( $wpdb->insert( $table->name(), array( 'label' => 'lost?' ) ) );
		$this->assertTrue( $table->recreate_if_missing() );
		$this->assertSame( 1, $wpdb->insert( $table->name(), array( 'label' => 'saved' ) ) );
		$this->assertSame( 'saved', $wpdb->get_var( "SELECT label FROM {$table->name()}" ) );
		$this->assertStringContainsString( 'docent_test_table', (string) file_get_contents( $log ), 'the failed insert was logged' );
	}

	public function test_other_failures_do_not_rebuild_the_table(): void {
		global $wpdb;
		$log   = $this->capture_error_log();
		$table = $this->table( '1' );
		$table->install();
		$wpdb->query( "SELECT no_such_column FROM {$table->name()}" );
		$this->assertNotSame( '', $wpdb->last_error );
		$this->assertFalse( $table->recreate_if_missing() );
		$this->assertNotSame( '', (string) file_get_contents( $log ) );
	}
}
