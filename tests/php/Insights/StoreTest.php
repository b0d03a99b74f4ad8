<?php
/**
 * The insights table: normalising, counting, capping, and storing nothing about who asked.
 *
 * @package Docent
 */

namespace Docent\Tests\Insights;

use Docent\Insights\Store;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Store against the real table (created before the tests' transactions begin).
 */
final class StoreTest extends TestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		( new Store() )->maybe_install();
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function texts(): array {
		return array(
			'case, spaces, end punctuation' => array( "  How   do I\tRESET my password?? ", 'how do i reset my password' ),
			'tags'                          => array( '<b>Install</b> <script>x</script>docent', 'install docent' ),
			'quotes around'                 => array( '“api key”', 'api key' ),
			'inner punctuation kept'        => array( 'c++ vs. c#', 'c++ vs. c#' ),
			'error codes kept'              => array( 'Error 0x80070005', 'error 0x80070005' ),
			'one letter'                    => array( ' a? ', '' ),
			'an email address'              => array( 'mail me at jane@example.org', '' ),
			'a phone number'                => array( 'call +1 555-123-4567 please', '' ),
		);
	}

	/**
	 * @dataProvider texts
	 *
	 * @param string $raw      What a visitor typed.
	 * @param string $expected What is counted.
	 */
	public function test_normalize( string $raw, string $expected ): void {
		$this->assertSame( $expected, Store::normalize( $raw ) );
	}

	public function test_long_text_is_cut(): void {
		$this->assertSame( Store::QUERY_MAX, mb_strlen( Store::normalize( str_repeat( 'é', 500 ) ) ) );
	}

	public function test_the_same_query_written_differently_is_counted_on_one_row(): void {
		$store = new Store();
		$this->assertTrue( $store->record( Store::SEARCH_MISS, 'Reset password' ) );
		$this->assertTrue( $store->record( Store::SEARCH_MISS, '  reset   PASSWORD? ' ) );
		$this->assertTrue( $store->record( Store::SEARCH_MISS, 'install' ) );
		$top = $store->top( Store::SEARCH_MISS, 10 );
		$this->assertSame( array( 'reset password', 'install' ), array_column( $top, 'query' ) );
		$this->assertSame( array( 2, 1 ), array_column( $top, 'hits' ) );
	}

	public function test_kinds_are_counted_apart(): void {
		$store = new Store();
		$store->record( Store::SEARCH, 'billing' );
		$store->record( Store::CHAT_MISS, 'billing' );
		$store->record( Store::CHAT_MISS, 'billing' );
		$this->assertSame( 1, $store->top( Store::SEARCH, 5 )[0]['hits'] );
		$this->assertSame( 2, $store->top( Store::CHAT_MISS, 5 )[0]['hits'] );
		$this->assertSame( array(), $store->top( Store::SEARCH_MISS, 5 ) );
	}

	public function test_nothing_is_counted_for_an_unknown_kind_or_an_empty_or_personal_text(): void {
		$store = new Store();
		$this->assertFalse( $store->record( 'visitor', 'billing' ) );
		$this->assertFalse( $store->record( Store::SEARCH, '  ?? ' ) );
		$this->assertFalse( $store->record( Store::SEARCH, 'jane@example.org' ) );
		foreach ( Store::KINDS as $kind ) {
			$this->assertSame( 0, $store->count( $kind ) );
		}
	}

	public function test_the_table_has_no_column_for_who_asked(): void {
		global $wpdb;
		$store = new Store();
		$this->act_as( 'subscriber' );
		$store->record( Store::SEARCH, 'billing' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$row = $wpdb->get_row( "SELECT * FROM {$store->table()} WHERE query = 'billing'", ARRAY_A );
		$this->assertSame( array( 'id', 'kind', 'query_hash', 'query', 'hits', 'doc_id', 'first_seen', 'last_seen' ), array_keys( $row ) );
		$this->assertStringNotContainsString( '127.0.0.1', (string) wp_json_encode( $row ) );
	}

	public function test_each_kind_is_capped_keeping_the_most_asked(): void {
		$store = new Store( 3 );
		foreach ( array( 'alpha', 'alpha', 'alpha', 'beta', 'beta', 'gamma', 'delta' ) as $query ) {
			$store->record( Store::SEARCH_MISS, $query );
		}
		$store->record( Store::SEARCH, 'other kind' );
		$this->assertSame( 3, $store->count( Store::SEARCH_MISS ) );
		$this->assertSame( array( 'alpha', 'beta', 'delta' ), array_column( $store->top( Store::SEARCH_MISS, 10 ), 'query' ) );
		$this->assertSame( 1, $store->count( Store::SEARCH ) );
	}

	public function test_a_row_can_be_linked_to_a_draft_and_deleted(): void {
		$store = new Store();
		$store->record( Store::SEARCH_MISS, 'webhooks' );
		$row = $store->top( Store::SEARCH_MISS, 1 )[0];
		$this->assertTrue( $store->link_doc( $row['id'], 42 ) );
		$this->assertSame( 42, $store->find( $row['id'] )['doc_id'] );
		$this->assertSame( Store::SEARCH_MISS, $store->find( $row['id'] )['kind'] );
		$this->assertTrue( $store->delete( $row['id'] ) );
		$this->assertNull( $store->find( $row['id'] ) );
		$this->assertFalse( $store->delete( $row['id'] ) );
	}
}
