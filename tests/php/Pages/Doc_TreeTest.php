<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

use Docent\Pages\Doc_Tree;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Pages_TestCase.php';

/**
 * The documentation tree: editor order, hidden docs left out, links, one query.
 */
final class Doc_TreeTest extends Pages_TestCase {

	public function test_a_documentation_is_read_in_menu_order_section_by_section(): void {
		$ids   = $this->ordered_documentation();
		$nodes = Doc_Tree::documentation( $ids['Guide'] );
		$this->assertSame( array( 'Guide', 'First', 'A1', 'A2', 'Second', 'B1', 'B2' ), array_column( array_values( $nodes ), 'title' ) );
		$this->assertSame( array( 'A1', 'A2', 'B1', 'B2' ), array_column( Doc_Tree::reading_order( $nodes ), 'title' ) );
		$this->assertSame( array( 1, 2, 3, 3, 2, 3, 3 ), array_column( array_values( $nodes ), 'level' ) );
	}

	public function test_hidden_docs_are_never_in_the_tree(): void {
		$ids    = $this->ordered_documentation();
		$titles = array_column( Doc_Tree::documentation( $ids['Guide'] ), 'title' );
		foreach ( self::hidden_titles() as $hidden ) {
			$this->assertNotContains( $hidden, $titles );
		}
		$this->assertSame( array(), Doc_Tree::documentation( $ids['Hidden'] ), 'a section is not a documentation' );
	}

	public function test_links_are_the_permalinks_wordpress_gives(): void {
		$ids = $this->ordered_documentation();
		foreach ( Doc_Tree::documentation( $ids['Guide'] ) as $id => $node ) {
			$this->assertSame( get_permalink( $id ), $node['link'] );
		}
	}

	public function test_links_titles_and_excerpts_come_escaped_for_html(): void {
		$root    = $this->doc( array( 'post_title' => 'Q&A "quoted"' ) );
		$section = $this->doc(
			array(
				'post_title'   => 'Tom & Jerry',
				'post_parent'  => $root,
				'post_excerpt' => '<b>Bold</b> & more',
			)
		);
		$node    = Doc_Tree::documentation( $root )[ $section ];
		$this->assertSame( 'Tom &amp; Jerry', $node['label'] );
		$this->assertSame( 'Bold &amp; more', $node['summary'] );
		$this->assertSame( esc_url( get_permalink( $section ) ), $node['href'] );
		$this->assertSame( 'Q&amp;A &quot;quoted&quot;', Doc_Tree::documentation( $root )[ $root ]['label'] );
	}

	public function test_a_change_to_any_doc_is_seen_at_once(): void {
		$ids = $this->ordered_documentation();
		Doc_Tree::documentation( $ids['Guide'] );
		wp_update_post(
			array(
				'ID'         => $ids['B2'],
				'menu_order' => 0,
			)
		);
		$this->assertSame( array( 'A1', 'A2', 'B2', 'B1' ), array_column( Doc_Tree::reading_order( Doc_Tree::documentation( $ids['Guide'] ) ), 'title' ) );
	}

	public function test_the_home_counts_public_articles_per_section_and_documentation(): void {
		$ids   = $this->ordered_documentation();
		$nodes = Doc_Tree::home();
		$this->assertSame( 4, $nodes[ $ids['Guide'] ]['count'] );
		$this->assertSame( 2, $nodes[ $ids['First'] ]['count'] );
		$this->assertArrayNotHasKey( $ids['Hidden'], $nodes );
		$this->assertArrayNotHasKey( $ids['A1'], $nodes, 'the home holds documentations and sections only' );
	}

	public function test_a_documentation_of_500_articles_costs_one_query(): void {
		global $wpdb;
		$root     = $this->doc( array( 'post_title' => 'Big guide' ) );
		$sections = array();
		for ( $s = 0; $s < 10; $s++ ) {
			$sections[] = $this->insert_row( $root, "Section $s", $s );
		}
		for ( $a = 0; $a < 500; $a++ ) {
			$this->insert_row( $sections[ $a % 10 ], "Article $a", $a );
		}
		wp_cache_flush();
		home_url(); // Options load once per request anyway.
		$nodes = Doc_Tree::documentation( $root ); // The first view after a change reads the tree and stores it.
		$this->assertCount( 511, $nodes );
		$this->assertCount( 500, Doc_Tree::reading_order( $nodes ) );

		wp_cache_flush(); // The next request, without a persistent object cache.
		home_url();
		$before = $wpdb->num_queries;
		$this->assertSame( $nodes, Doc_Tree::documentation( $root ) );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'later requests read the stored tree' );
		$before = $wpdb->num_queries;
		Doc_Tree::documentation( $root );
		$this->assertSame( 0, $wpdb->num_queries - $before, 'the second read comes from the object cache' );
	}

	/**
	 * A published doc inserted directly (fast: no save hooks), inside the test's transaction.
	 *
	 * @param int    $parent Parent id.
	 * @param string $title  Title.
	 * @param int    $order  Menu order.
	 */
	private function insert_row( int $parent, string $title, int $order ): int {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$wpdb->insert(
			$wpdb->posts,
			array(
				'post_type'             => 'docs',
				'post_status'           => 'publish',
				'post_title'            => $title,
				'post_name'             => sanitize_title( $title ),
				'post_parent'           => $parent,
				'menu_order'            => $order,
				'post_content'          => '',
				'post_excerpt'          => '',
				'to_ping'               => '',
				'pinged'                => '',
				'post_content_filtered' => '',
				'post_date'             => $now,
				'post_date_gmt'         => $now,
				'post_modified'         => $now,
				'post_modified_gmt'     => $now,
			)
		);
		return (int) $wpdb->insert_id;
	}
}
