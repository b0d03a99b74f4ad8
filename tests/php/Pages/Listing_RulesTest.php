<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Pages_TestCase.php';

/**
 * Hidden docs stay out of the docs home query, feeds and the sitemap; the home lists
 * documentations in menu order.
 */
final class Listing_RulesTest extends Pages_TestCase {

	public function test_the_docs_home_query_lists_documentations_in_menu_order(): void {
		$late  = $this->doc( array( 'post_title' => 'Late', 'menu_order' => 9 ) );
		$early = $this->doc( array( 'post_title' => 'Early', 'menu_order' => -5 ) );
		$this->doc( array( 'post_title' => 'A section', 'post_parent' => $late ) );
		$this->doc( array( 'post_title' => 'Drafted', 'post_status' => 'draft', 'menu_order' => -9 ) );
		$this->act_as( 'administrator' );
		$query = $this->visit( array( 'post_type' => 'docs' ) );
		$this->assertTrue( $query->is_post_type_archive( 'docs' ) );
		$titles = wp_list_pluck( $query->posts, 'post_title' );
		$this->assertSame( 'Early', $titles[0] );
		$this->assertContains( 'Late', $titles );
		$this->assertNotContains( 'A section', $titles );
		$this->assertNotContains( 'Drafted', $titles, 'not even for an administrator: the page is shared' );
		$this->assertLessThan( array_search( 'Late', $titles, true ), array_search( 'Early', $titles, true ) );
		$this->assertNotEmpty( $early );
	}

	public function test_the_docs_feed_leaves_out_hidden_docs_even_for_editors(): void {
		$this->ordered_documentation();
		$this->act_as( 'administrator' );
		$query  = $this->visit(
			array(
				'post_type'      => 'docs',
				'feed'           => 'rss2',
				'posts_per_page' => 500,
			)
		);
		$this->assertTrue( $query->is_feed() );
		$titles = wp_list_pluck( $query->posts, 'post_title' );
		$this->assertContains( 'A1', $titles );
		foreach ( self::hidden_titles() as $hidden ) {
			$this->assertNotContains( $hidden, $titles );
		}
	}

	public function test_the_sitemap_leaves_out_hidden_docs(): void {
		$ids      = $this->ordered_documentation();
		$provider = wp_sitemaps_get_server()->registry->get_provider( 'posts' );
		$urls     = array_column( $provider->get_url_list( 1, 'docs' ), 'loc' );
		$this->assertContains( get_permalink( $ids['A1'] ), $urls );
		$this->assertContains( get_permalink( $ids['Guide'] ), $urls );
		foreach ( array( 'Draft', 'Private', 'Locked', 'Hidden', 'Orphan' ) as $key ) {
			$this->assertNotContains( get_permalink( $ids[ $key ] ), $urls, $key );
		}
	}
}
