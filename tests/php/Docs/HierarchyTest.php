<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Docs;

use Docent\Docs\Hierarchy;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Levels, breadcrumbs and reading order.
 */
final class HierarchyTest extends TestCase {

	public function test_levels_follow_the_parents(): void {
		list( $documentation, $section, $article ) = $this->doc_tree();
		$this->assertSame( Hierarchy::DOCUMENTATION, Hierarchy::level( $documentation ) );
		$this->assertSame( Hierarchy::SECTION, Hierarchy::level( $section ) );
		$this->assertSame( Hierarchy::ARTICLE, Hierarchy::level( $article ) );
	}

	public function test_breadcrumb_names_the_documentation_and_section_in_plain_text(): void {
		$documentation = $this->doc( array( 'post_title' => 'Guide &amp; more' ) );
		$section       = $this->doc(
			array(
				'post_title'  => 'Setup',
				'post_parent' => $documentation,
			)
		);
		$article       = $this->doc( array( 'post_parent' => $section ) );
		$this->assertSame(
			array(
				'documentation' => 'Guide & more',
				'section'       => 'Setup',
			),
			Hierarchy::breadcrumb( $article )
		);
		$this->assertSame(
			array(
				'documentation' => '',
				'section'       => '',
			),
			Hierarchy::breadcrumb( $documentation )
		);
	}

	public function test_breadcrumb_never_names_a_hidden_ancestor(): void {
		$documentation = $this->doc(
			array(
				'post_title'  => 'Unreleased product',
				'post_status' => 'private',
			)
		);
		$section       = $this->doc(
			array(
				'post_title'  => 'Section',
				'post_parent' => $documentation,
			)
		);
		$article       = $this->doc( array( 'post_parent' => $section ) );
		$this->assertSame(
			array(
				'documentation' => '',
				'section'       => 'Section',
			),
			Hierarchy::breadcrumb( $article )
		);
	}

	public function test_nested_articles_follow_menu_order_at_every_level(): void {
		$second = $this->doc( array( 'menu_order' => -99 ) );
		$first  = $this->doc( array( 'menu_order' => -100 ) );
		$s1     = $this->doc( array( 'post_parent' => $first, 'menu_order' => 2 ) );
		$s0     = $this->doc( array( 'post_parent' => $first, 'menu_order' => 1 ) );
		$t0     = $this->doc( array( 'post_parent' => $second ) );
		$a      = $this->doc( array( 'post_parent' => $s1 ) );
		$b      = $this->doc( array( 'post_parent' => $s0, 'menu_order' => 5 ) );
		$c      = $this->doc( array( 'post_parent' => $s0, 'menu_order' => 3 ) );
		$d      = $this->doc( array( 'post_parent' => $t0 ) );
		$this->doc( array( 'post_parent' => $t0, 'post_status' => 'draft', 'menu_order' => -1 ) );
		$this->doc( array( 'post_parent' => $t0, 'post_password' => 'x', 'menu_order' => -1 ) );
		$this->assertSame( array( $c, $b, $a, $d ), wp_list_pluck( Hierarchy::nested_articles( 4 ), 'ID' ) );
	}

	public function test_nested_articles_skip_articles_under_hidden_sections(): void {
		$documentation = $this->doc( array( 'menu_order' => -100 ) );
		$draft_section = $this->doc(
			array(
				'post_parent' => $documentation,
				'post_status' => 'draft',
			)
		);
		$article       = $this->doc( array( 'post_parent' => $draft_section ) );
		$this->assertNotContains( $article, wp_list_pluck( Hierarchy::nested_articles(), 'ID' ) );
	}

	public function test_public_docs_is_one_query(): void {
		global $wpdb;
		$this->doc_tree();
		wp_cache_flush();
		wp_load_alloptions();
		$before = $wpdb->num_queries;
		$docs   = Hierarchy::public_docs(
			array(
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		$this->assertSame( 1, $wpdb->num_queries - $before );
		foreach ( $docs as $doc ) {
			$this->assertTrue( Hierarchy::is_public( $doc ) );
		}
		$before = $wpdb->num_queries;
		foreach ( Hierarchy::articles_in_order( $docs ) as $article ) {
			Hierarchy::breadcrumb( $article );
		}
		$this->assertSame( $before, $wpdb->num_queries, 'breadcrumbs come from the post cache' );
	}

	public function test_is_public(): void {
		$this->assertTrue( Hierarchy::is_public( $this->doc() ) );
		$this->assertFalse( Hierarchy::is_public( $this->doc( array( 'post_status' => 'draft' ) ) ) );
		$this->assertFalse( Hierarchy::is_public( $this->doc( array( 'post_status' => 'private' ) ) ) );
		$this->assertFalse( Hierarchy::is_public( $this->doc( array( 'post_password' => 'x' ) ) ) );
		$this->assertFalse( Hierarchy::is_public( (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Page' ) ) ) );
		$this->assertFalse( Hierarchy::is_public( 987654321 ) );
	}
}
