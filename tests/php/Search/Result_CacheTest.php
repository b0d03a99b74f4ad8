<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search;

use Docent\Search\Index\Schema;
use Docent\Search\Index\State;
use Docent\Search\Result_Cache;
use Docent\Search\Search;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Results kept in a persistent object cache: served again while nothing changed, never after a
 * doc or the index changed, on this server or another. The test site's object cache lives in
 * memory; switching WordPress's "external cache" flag on makes Docent treat it as the shared one
 * (what matters here is which key a search reads, not where the value is kept).
 */
final class Result_CacheTest extends TestCase {

	/**
	 * The flag as it was before the test.
	 *
	 * @var bool
	 */
	private bool $external = false;

	protected function setUp(): void {
		parent::setUp();
		$this->external = (bool) wp_using_ext_object_cache( true );
	}

	protected function tearDown(): void {
		wp_using_ext_object_cache( $this->external );
		parent::tearDown();
	}

	/**
	 * What a visitor gets for a query: ids and titles, best first.
	 *
	 * @param string $query Query.
	 * @return array<int, string>
	 */
	private function titles( string $query ): array {
		$found = array();
		foreach ( $this->search()->search( $query, 1, 10 )['items'] as $item ) {
			$found[ $item['id'] ] = $item['title'];
		}
		return $found;
	}

	/**
	 * The stored result for a query, as the next request would look it up.
	 *
	 * @param string $query Query.
	 * @return array<string, mixed>|null
	 */
	private function stored( string $query ): ?array {
		State::forget(); // A new request reads the state row again.
		return Result_Cache::get( Result_Cache::key( $this->search()->backend(), $query, 1, 10 ) );
	}

	public function test_a_repeated_search_is_answered_from_the_cache_with_the_same_result(): void {
		list( , , $article ) = $this->doc_tree( array( 'post_title' => 'Calibrating the quillox' ) );
		$this->assertNull( $this->stored( 'quillox' ) );

		$first = $this->search()->search( 'quillox', 1, 10 );
		$this->assertSame( array( $article ), array_column( $first['items'], 'id' ) );
		$this->assertSame( $first, $this->stored( 'quillox' ) );

		global $wpdb;
		State::forget();
		$before = $wpdb->num_queries;
		$this->assertSame( $first, $this->search()->search( 'quillox', 1, 10 ) );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'only the state row is read' );
		$this->assertNull( $this->stored( 'quillox ' ), 'another query has its own entry' );
	}

	public function test_saving_adding_unpublishing_and_deleting_docs_are_seen_by_the_next_search(): void {
		$first  = $this->doc( array( 'post_title' => 'Tuning the brakvel' ) );
		$second = $this->doc( array( 'post_title' => 'Brakvel spare parts' ) );
		$this->assertEqualsCanonicalizing( array( $first, $second ), array_keys( $this->titles( 'brakvel' ) ) );

		wp_update_post(
			array(
				'ID'         => $first,
				'post_title' => 'Tuning the brakvel engine',
			)
		);
		$this->assertSame( 'Tuning the brakvel engine', $this->titles( 'brakvel' )[ $first ] );

		$third = $this->doc( array( 'post_title' => 'Brakvel' ) );
		$this->assertContains( $third, array_keys( $this->titles( 'brakvel' ) ) );

		wp_update_post(
			array(
				'ID'          => $second,
				'post_status' => 'draft',
			)
		);
		$this->assertNotContains( $second, array_keys( $this->titles( 'brakvel' ) ) );

		wp_delete_post( $third, true );
		$this->assertSame( array( $first ), array_keys( $this->titles( 'brakvel' ) ) );
	}

	public function test_a_renamed_section_shows_in_the_breadcrumb_of_a_cached_result(): void {
		list( , $section, $article ) = $this->doc_tree( array( 'post_title' => 'Oiling the vormish' ) );
		$this->assertSame( get_the_title( $section ), $this->search()->search( 'vormish', 1, 10 )['items'][0]['breadcrumb']['section'] );

		wp_update_post(
			array(
				'ID'         => $section,
				'post_title' => 'Maintenance',
			)
		);
		$items = $this->search()->search( 'vormish', 1, 10 )['items'];
		$this->assertSame( $article, $items[0]['id'] );
		$this->assertSame( 'Maintenance', $items[0]['breadcrumb']['section'] );
	}

	public function test_a_rebuild_makes_new_keys(): void {
		$this->doc( array( 'post_title' => 'Draining the zulpin' ) );
		$this->search()->search( 'zulpin', 1, 10 );
		$this->assertNotNull( $this->stored( 'zulpin' ) );

		$progress = $this->search()->backend()->rebuild( true );
		while ( ! $progress['finished'] ) {
			$progress = $this->search()->backend()->rebuild();
		}
		$this->assertNull( $this->stored( 'zulpin' ) );
	}

	public function test_an_index_write_by_another_server_makes_new_keys_though_no_post_changed_here(): void {
		$this->doc( array( 'post_title' => 'Greasing the mortlenk' ) );
		$this->search()->search( 'mortlenk', 1, 10 );
		$this->assertNotNull( $this->stored( 'mortlenk' ) );

		// Another server's writer commits a change to the index: only the state row tells.
		global $wpdb;
		$table = Schema::tables()['state'];
		$value = json_decode( (string) $wpdb->get_var( "SELECT value FROM $table WHERE name = 'index'" ), true ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$value['stamp'] = 'written elsewhere';
		$wpdb->update( $table, array( 'value' => wp_json_encode( $value ) ), array( 'name' => 'index' ) );

		$this->assertNull( $this->stored( 'mortlenk' ) );
	}

	public function test_nothing_is_kept_without_a_persistent_object_cache_or_when_the_index_fails(): void {
		$this->doc( array( 'post_title' => 'Cleaning the plovrix' ) );
		wp_using_ext_object_cache( false );
		$this->assertNull( Result_Cache::key( $this->search()->backend(), 'plovrix', 1, 10 ) );
		$this->search()->search( 'plovrix', 1, 10 );
		wp_using_ext_object_cache( true );
		$this->assertNull( $this->stored( 'plovrix' ) );

		$this->capture_error_log();
		global $wpdb;
		$wpdb->query( "UPDATE {$wpdb->prefix}docent_search_index SET docs = 'AAAA' WHERE entries > 1" );
		$result = $this->search()->search( 'installing docent', 1, 10 );
		$this->assertSame( 'fallback', $result['source'] );
		$this->assertNull( $this->stored( 'installing docent' ), 'WordPress search answered: not stored' );
		delete_transient( 'docent_search_failure' );
	}
}
