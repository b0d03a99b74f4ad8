<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Docs;

use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The docs post type as REST clients and visitors see it.
 */
final class Post_TypeTest extends TestCase {

	public function test_docs_are_hierarchical_and_in_rest(): void {
		$type = get_post_type_object( 'docs' );
		$this->assertNotNull( $type );
		$this->assertTrue( $type->hierarchical );
		$this->assertTrue( $type->show_in_rest );
		foreach ( array( 'editor', 'excerpt', 'page-attributes', 'revisions', 'thumbnail' ) as $feature ) {
			$this->assertTrue( post_type_supports( 'docs', $feature ), $feature );
		}
	}

	public function test_rest_lists_published_docs_but_never_drafts_or_private_ones_to_visitors(): void {
		$published = $this->doc( array( 'post_title' => 'Visible article' ) );
		$draft     = $this->doc( array( 'post_status' => 'draft' ) );
		$private   = $this->doc( array( 'post_status' => 'private' ) );

		$response = $this->rest( 'GET', '/wp/v2/docs', array( 'per_page' => 100 ) );
		$this->assertStatus( 200, $response );
		$ids = wp_list_pluck( $response->get_data(), 'id' );
		$this->assertContains( $published, $ids );
		$this->assertNotContains( $draft, $ids );
		$this->assertNotContains( $private, $ids );
		$this->assertStatus( 401, $this->rest( 'GET', "/wp/v2/docs/$draft" ) );
	}

	public function test_an_editor_may_read_a_draft_doc_through_core_routes(): void {
		$draft = $this->doc( array( 'post_status' => 'draft' ) );
		$this->act_as( 'editor' );
		$this->assertStatus( 200, $this->rest( 'GET', "/wp/v2/docs/$draft", array( 'context' => 'edit' ) ) );
	}
}
