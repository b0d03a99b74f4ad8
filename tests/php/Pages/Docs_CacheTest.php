<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

use Docent\Pages\Doc_Tree;
use Docent\Pages\Listing_Rules;

require_once __DIR__ . '/Pages_TestCase.php';

/**
 * The home tree and the hidden-doc list are kept between requests and go stale with any doc change.
 */
final class Docs_CacheTest extends Pages_TestCase {

	public function test_a_later_request_reads_the_stored_lists_with_one_query(): void {
		global $wpdb;
		$this->ordered_documentation();
		$home   = Doc_Tree::home();
		$hidden = Listing_Rules::under_hidden();
		wp_cache_flush(); // A new request without a persistent object cache.
		home_url();
		$before = $wpdb->num_queries;
		$this->assertSame( $home, Doc_Tree::home() );
		$this->assertSame( $hidden, Listing_Rules::under_hidden() );
		$this->assertSame( 1, $wpdb->num_queries - $before );
	}

	public function test_any_doc_change_is_seen_by_the_next_read(): void {
		$ids = $this->ordered_documentation();
		$this->assertContains( $ids['Orphan'], Listing_Rules::under_hidden() );
		$this->assertArrayHasKey( $ids['First'], Doc_Tree::home() );

		wp_update_post(
			array(
				'ID'          => $ids['Hidden'],
				'post_status' => 'publish',
			)
		);
		wp_update_post(
			array(
				'ID'          => $ids['First'],
				'post_status' => 'draft',
			)
		);
		wp_cache_flush();
		$this->assertNotContains( $ids['Orphan'], Listing_Rules::under_hidden() );
		$this->assertContains( $ids['A1'], Listing_Rules::under_hidden() );
		$home = Doc_Tree::home();
		$this->assertArrayNotHasKey( $ids['First'], $home );
		$this->assertSame( 1, $home[ $ids['Hidden'] ]['count'] );

		wp_delete_post( $ids['Orphan'], true );
		$this->assertSame( 0, Doc_Tree::home()[ $ids['Hidden'] ]['count'] );
	}
}
