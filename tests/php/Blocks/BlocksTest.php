<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Blocks;

use Docent\Blocks\Blocks;
use Docent\Pages\Headings;
use Docent\Settings\Settings;
use Docent\Tests\Pages\Pages_TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Pages/Pages_TestCase.php';

/**
 * The article and section blocks, rendered on the server the way a template renders them.
 */
final class BlocksTest extends Pages_TestCase {

	public function test_every_block_is_registered_from_its_block_json_with_a_server_renderer(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( Blocks::names() as $name ) {
			$type = $registry->get_registered( $name );
			$this->assertNotNull( $type, $name );
			$this->assertTrue( $type->is_dynamic(), $name );
			$this->assertContains( Blocks::EDITOR_SCRIPT, (array) ( $type->editor_script_handles ?? array( $type->editor_script ) ), $name );
		}
	}

	public function test_breadcrumb_links_the_documentation_and_section_and_marks_the_article(): void {
		$ids  = $this->ordered_documentation();
		$html = $this->render( 'docent/breadcrumb', $ids['B1'] );
		$this->assertStringContainsString( '<nav class="docent-breadcrumb wp-block-docent-breadcrumb" aria-label="Breadcrumb">', $html );
		$this->assertMatchesRegularExpression( '#<a href="' . preg_quote( get_post_type_archive_link( 'docs' ), '#' ) . '">Documentation</a>.*<a href="' . preg_quote( get_permalink( $ids['Guide'] ), '#' ) . '">Guide</a>.*<a href="' . preg_quote( get_permalink( $ids['Second'] ), '#' ) . '">Second</a>.*<span aria-current="page">B1</span>#s', $html );
	}

	public function test_sidebar_shows_the_tree_in_order_with_the_current_article_marked(): void {
		$ids  = $this->ordered_documentation();
		$html = $this->render( 'docent/sidebar', $ids['B1'] );
		preg_match_all( '#<summary>([^<]+)</summary>|<a href="[^"]*"( aria-current="page")?>([^<]+)</a>#', $html, $m, PREG_SET_ORDER );
		$seen = array_map( static fn( array $x ): string => ( $x[1] ?? '' ) !== '' ? 'summary:' . $x[1] : $x[3] . ( ! empty( $x[2] ) ? '*' : '' ), $m );
		$this->assertSame(
			array( 'summary:Browse this documentation', 'Guide', 'summary:First', 'Overview', 'A1', 'A2', 'summary:Second', 'Overview', 'B1*', 'B2' ),
			$seen
		);
		$this->assertMatchesRegularExpression( '#<details open><summary>Second</summary>#', $html, 'the current section is unfolded' );
		$this->assertMatchesRegularExpression( '#<details><summary>First</summary>#', $html, 'other sections are folded' );
		foreach ( self::hidden_titles() as $hidden ) {
			$this->assertStringNotContainsString( $hidden, $html );
		}
	}

	public function test_toc_links_to_the_ids_the_content_gets(): void {
		$content = '<!-- wp:heading --><h2 class="wp-block-heading">Install &amp; set up</h2><!-- /wp:heading -->'
			. '<!-- wp:heading {"level":3} --><h3 class="wp-block-heading">Install &amp; set up</h3><!-- /wp:heading -->'
			. '<!-- wp:heading --><h2 class="wp-block-heading" id="own">Kept id</h2><!-- /wp:heading -->';
		list( , , $article ) = $this->doc_tree( array( 'post_content' => $content ) );
		$html = $this->render( 'docent/toc', $article );
		$this->assertStringContainsString( '<a href="#install-set-up">Install &#038; set up</a><ol><li><a href="#install-set-up-2">Install &#038; set up</a></li></ol>', $html );
		$this->assertStringContainsString( '<a href="#own">Kept id</a>', $html );
		$rendered = Headings::add_anchors( do_blocks( $content ) );
		$this->assertStringContainsString( '<h2 id="install-set-up" class="wp-block-heading">', $rendered );
		$this->assertStringContainsString( '<h3 id="install-set-up-2" class="wp-block-heading">', $rendered );
		$this->assertStringContainsString( '<h2 class="wp-block-heading" id="own">', $rendered );
		$this->assertSame( '', $this->render( 'docent/toc', wp_get_post_parent_id( $article ) ), 'sections have no table of contents' );
	}

	public function test_prev_next_follow_reading_order_across_sections(): void {
		$ids  = $this->ordered_documentation();
		$html = $this->render( 'docent/prev-next', $ids['A2'] );
		$this->assertMatchesRegularExpression( '#rel="prev" href="' . preg_quote( get_permalink( $ids['A1'] ), '#' ) . '"#', $html );
		$this->assertMatchesRegularExpression( '#rel="next" href="' . preg_quote( get_permalink( $ids['B1'] ), '#' ) . '"#', $html );
		$first = $this->render( 'docent/prev-next', $ids['A1'] );
		$this->assertStringNotContainsString( 'rel="prev"', $first );
		$this->assertStringContainsString( 'rel="next"', $first );
		$this->assertStringNotContainsString( 'rel="next"', $this->render( 'docent/prev-next', $ids['B2'] ) );
	}

	public function test_a_documentation_lists_its_sections_and_articles_in_menu_order(): void {
		$ids  = $this->ordered_documentation();
		$html = $this->render( 'docent/doc-children', $ids['Guide'] );
		preg_match_all( '#<a href="[^"]*">([^<]+)</a>#', $html, $m );
		$this->assertSame( array( 'First', 'A1', 'A2', 'Second', 'B1', 'B2' ), $m[1] );
		$this->assertStringContainsString( '<p>The second section.</p>', $html );
		$this->assertStringContainsString( '<p>About B1.</p>', $html );
		preg_match_all( '#<a href="[^"]*">([^<]+)</a>#', $this->render( 'docent/doc-children', $ids['Second'] ), $m );
		$this->assertSame( array( 'B1', 'B2' ), $m[1] );
		$this->assertSame( '', $this->render( 'docent/doc-children', $ids['A1'] ) );
	}

	public function test_an_empty_section_says_so_instead_of_rendering_blank(): void {
		$documentation = $this->doc( array( 'post_title' => 'Empty guide' ) );
		$section       = $this->doc( array( 'post_parent' => $documentation ) );
		$this->doc( array( 'post_parent' => $section, 'post_status' => 'draft' ) );
		foreach ( array( $documentation, $section ) as $id ) {
			$this->assertStringContainsString( 'Nothing has been published here yet.', $this->render( 'docent/doc-children', $id ) );
		}
	}

	public function test_helpful_vote_is_a_plain_form_and_shows_the_outcome_after_the_redirect(): void {
		list( , , $article ) = $this->doc_tree();
		$html                = $this->render( 'docent/helpful-vote', $article );
		$this->assertStringContainsString( 'Was this helpful?', $html );
		$this->assertStringContainsString( '<form class="docent-helpful__form" method="post" action="' . get_permalink( $article ) . '">', $html );
		$this->assertStringContainsString( '<input type="hidden" name="docent_vote_doc" value="' . $article . '" />', $html );
		$this->assertStringContainsString( '<button type="submit" name="docent_helpful" value="yes">Yes</button>', $html );
		$_GET['docent_voted'] = 'thanks';
		$this->assertStringContainsString( '<p class="docent-helpful__outcome" role="status">Thanks for your feedback!</p>', $this->render( 'docent/helpful-vote', $article ) );
		$_GET['docent_voted'] = '<script>';
		$this->assertStringContainsString( '<form', $this->render( 'docent/helpful-vote', $article ), 'an unknown outcome shows the form' );
	}

	public function test_helpful_vote_is_left_out_where_votes_are_not_taken(): void {
		list( $documentation, , $article ) = $this->doc_tree( array( 'post_password' => 'secret' ) );
		$this->assertSame( '', $this->render( 'docent/helpful-vote', $documentation ) );
		$this->assertSame( '', $this->render( 'docent/helpful-vote', $article ) );
	}

	public function test_last_updated_prints_a_machine_readable_date(): void {
		list( , , $article ) = $this->doc_tree();
		$html                = $this->render( 'docent/last-updated', $article );
		$this->assertStringContainsString( '<time datetime="' . get_post_modified_time( DATE_W3C, true, $article ) . '">', $html );
		$this->assertStringContainsString( 'Last updated', $html );
	}

	public function test_ask_us_opens_messaging_then_chat_and_disappears_with_the_widget(): void {
		$settings = ( new Settings() );
		$this->assertStringContainsString( 'rel="docent-widget" data-tab="message">Ask us</a>', $this->render( 'docent/ask-us' ) );
		$settings->update(
			array(
				'message'      => array( 'messaging_enable' => false ),
				'integrate_ai' => array( 'ai_enabled' => true ),
			)
		);
		$this->assertStringContainsString( 'data-tab="integrate_ai"', $this->render( 'docent/ask-us' ) );
		$settings->update( array( 'assist_enable' => 'off' ) );
		$this->assertSame( '', $this->render( 'docent/ask-us' ) );
		$plain = $this->render( 'docent/ask-us', 0, array( 'url' => 'https://example.org/contact/' ) );
		$this->assertStringContainsString( '<a href="https://example.org/contact/">Ask us</a>', $plain, 'a plain link where the widget is off' );
	}
}
