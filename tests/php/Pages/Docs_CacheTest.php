<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

use Docent\Pages\Doc_Tree;
use Docent\Pages\Docs_Cache;
use Docent\Pages\Listing_Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Pages_TestCase.php';

/**
 * The home tree, the hidden-doc list and each documentation's tree are kept between requests and
 * go stale with any doc change. Each "next request" here starts without a persistent object cache
 * (wp_cache_flush()), so what it reads comes from the stored options.
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

	public function test_a_saved_doc_shows_on_the_next_view(): void {
		$ids = $this->ordered_documentation();
		$this->titles( $ids['Guide'] );
		wp_update_post(
			array(
				'ID'         => $ids['A1'],
				'post_title' => 'A1 renamed',
			)
		);
		$this->assertSame( array( 'A1 renamed', 'A2', 'B1', 'B2' ), $this->titles( $ids['Guide'] ) );
	}

	public function test_a_moved_doc_shows_on_the_next_view(): void {
		$ids = $this->ordered_documentation();
		$this->titles( $ids['Guide'] );
		wp_update_post(
			array(
				'ID'          => $ids['B1'],
				'post_parent' => $ids['First'],
			)
		);
		$this->assertSame( array( 'B1', 'A1', 'A2', 'B2' ), $this->titles( $ids['Guide'] ) );
		$this->assertStringContainsString( '/first/b1', Doc_Tree::documentation( $ids['Guide'] )[ $ids['B1'] ]['link'] );
	}

	public function test_a_trashed_or_unpublished_doc_leaves_the_next_view(): void {
		$ids = $this->ordered_documentation();
		$this->titles( $ids['Guide'] );
		wp_trash_post( $ids['A2'] );
		$this->assertSame( array( 'A1', 'B1', 'B2' ), $this->titles( $ids['Guide'] ) );
		wp_update_post(
			array(
				'ID'          => $ids['Second'],
				'post_status' => 'draft',
			)
		);
		$this->assertSame( array( 'A1' ), $this->titles( $ids['Guide'] ), 'an unpublished section hides its articles' );
	}

	public function test_a_permalink_change_shows_on_the_next_view(): void {
		global $wp_rewrite;
		$ids       = $this->ordered_documentation();
		$structure = (string) get_option( 'permalink_structure' );
		$this->assertNotSame( '', $structure, 'the test site uses pretty permalinks' );
		$this->titles( $ids['Guide'] );
		try {
			$wp_rewrite->set_permalink_structure( '' );
			wp_cache_flush();
			foreach ( Doc_Tree::documentation( $ids['Guide'] ) as $id => $node ) {
				$this->assertSame( get_permalink( $id ), $node['link'] );
				$this->assertStringContainsString( '?docs=', $node['link'] );
			}
		} finally {
			$wp_rewrite->set_permalink_structure( $structure );
		}
	}

	public function test_a_new_site_address_shows_on_the_next_view(): void {
		$ids  = $this->ordered_documentation();
		$link = Doc_Tree::documentation( $ids['Guide'] )[ $ids['A1'] ]['link'];
		$move = static fn( $url ) => str_replace( '://example.org', '://docs.example.org', $url );
		$this->assertNotSame( $link, $move( $link ), 'the test site lives at example.org' );
		add_filter( 'home_url', $move );
		try {
			wp_cache_flush();
			$this->assertSame( $move( $link ), Doc_Tree::documentation( $ids['Guide'] )[ $ids['A1'] ]['link'] );
		} finally {
			remove_filter( 'home_url', $move );
		}
	}

	public function test_a_deleted_documentation_takes_its_stored_tree_along(): void {
		$ids    = $this->ordered_documentation();
		$option = Docs_Cache::STORE . '_' . Doc_Tree::key( $ids['Guide'] );
		$this->titles( $ids['Guide'] );
		$this->assertIsArray( get_option( $option ) );
		wp_delete_post( $ids['Guide'], true );
		$this->assertFalse( get_option( $option ) );
		$this->assertSame( array(), Doc_Tree::documentation( $ids['Guide'] ) );
	}

	public function test_lists_stored_by_an_earlier_version_are_made_again(): void {
		$ids = $this->ordered_documentation();
		Doc_Tree::home();
		// What the previous release stored: the stamp alone, and nodes without their HTML forms.
		$old = array(
			'home' => array(
				'stamp' => (string) get_option( Docs_Cache::STAMP ),
				'value' => array(
					$ids['Guide'] => array(
						'id'    => $ids['Guide'],
						'title' => 'Old',
					),
				),
			),
		);
		update_option( Docs_Cache::STORE, $old, false );
		wp_cache_flush();
		$home = Doc_Tree::home();
		$this->assertSame( 'Guide', $home[ $ids['Guide'] ]['title'] );
		$this->assertSame( esc_url( get_permalink( $ids['Guide'] ) ), $home[ $ids['Guide'] ]['href'] );
	}

	/**
	 * The documentation's articles in reading order, as the next request reads them.
	 *
	 * @param int $root Documentation id.
	 * @return string[]
	 */
	private function titles( int $root ): array {
		wp_cache_flush();
		return array_column( Doc_Tree::reading_order( Doc_Tree::documentation( $root ) ), 'title' );
	}
}
