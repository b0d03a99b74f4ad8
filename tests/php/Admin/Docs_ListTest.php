<?php
/**
 * Docs > All Docs: the rows' "Copy widget link" and ID.
 *
 * @package Docent
 */

namespace Docent\Tests\Admin;

use Docent\Admin\Docs_List;
use Docent\Tests\TestCase;
use WP_HTML_Tag_Processor;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The copy action for docs anyone can read, its snippet escaped exactly once, the ID on every
 * doc's row, and the script on the docs list only.
 */
final class Docs_ListTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}

	protected function tearDown(): void {
		unset( $GLOBALS['hook_suffix'], $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] );
		$_GET     = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	/**
	 * One row of the docs list as wp-admin prints it (with every plugin's row action filters).
	 *
	 * @param int $id A doc.
	 */
	private function list_row( int $id ): string {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-posts-list-table.php';
		$GLOBALS['hook_suffix'] = 'edit.php';
		$_GET                   = array( 'post_type' => 'docs' );
		$_REQUEST               = $_GET;
		set_current_screen( 'edit-docs' );
		$table = new \WP_Posts_List_Table( array( 'screen' => 'edit-docs' ) );
		ob_start();
		$table->single_row( get_post( $id ) );
		return (string) ob_get_clean();
	}

	/**
	 * The copy button's snippet as the browser reads it (its attribute decoded once), or null
	 * when the row has no copy button.
	 *
	 * @param string $html A row.
	 */
	private static function copied_snippet( string $html ): ?string {
		$tags = new WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( array( 'class_name' => 'docent-copy-link' ) ) ) {
			return null;
		}
		self::assertSame( 'BUTTON', $tags->get_tag() );
		return (string) $tags->get_attribute( 'data-docent-snippet' );
	}

	public function test_a_published_docs_row_offers_its_widget_link_and_shows_its_id(): void {
		$this->act_as( 'editor' );
		$id   = $this->doc( array( 'post_title' => 'Installing Docent' ) );
		$html = $this->list_row( $id );

		$this->assertSame(
			sprintf( '<a href="%s" data-docent>Installing Docent</a>', get_permalink( $id ) ),
			self::copied_snippet( $html )
		);
		$this->assertStringContainsString( '>Copy widget link</button>', $html );
		$this->assertStringContainsString( 'aria-label="Copy widget link for “Installing Docent”"', $html );
		$this->assertStringContainsString( sprintf( '<span class="docent-doc-id">ID: %d</span>', $id ), $html );
	}

	public function test_drafts_and_docs_hidden_from_visitors_show_their_id_but_no_link_to_copy(): void {
		$this->act_as( 'editor' );
		$draft_section = $this->doc( array( 'post_status' => 'draft' ) );
		$hidden        = array(
			'draft'           => $this->doc( array( 'post_status' => 'draft' ) ),
			'pending'         => $this->doc( array( 'post_status' => 'pending' ) ),
			'private'         => $this->doc( array( 'post_status' => 'private' ) ),
			'password'        => $this->doc( array( 'post_password' => 'secret' ) ),
			'under a draft'   => $this->doc( array( 'post_parent' => $draft_section ) ),
			'scheduled later' => $this->doc(
				array(
					'post_status'   => 'future',
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ),
				)
			),
		);
		foreach ( $hidden as $what => $id ) {
			$html = $this->list_row( $id );
			$this->assertNull( self::copied_snippet( $html ), $what );
			$this->assertStringNotContainsString( 'Copy widget link', $html, $what );
			$this->assertStringContainsString( sprintf( 'ID: %d', $id ), $html, $what );
		}
	}

	public function test_a_title_with_quotes_markup_and_entities_is_copied_as_text_escaped_once(): void {
		$this->act_as( 'administrator' );
		$id   = $this->doc( array( 'post_title' => 'Say "hi" <em>now</em> & <script>alert(1)</script>&lt;b&gt; it\'s' ) );
		$html = $this->list_row( $id );

		// Tags go (as on the page), the quote and ampersand are encoded, the title's own entities stay entities.
		$snippet = self::copied_snippet( $html );
		$this->assertSame( sprintf( '<a href="%s" data-docent>Say &quot;hi&quot; now &amp; &lt;b&gt; it&#039;s</a>', get_permalink( $id ) ), $snippet );

		// The snippet is one link whose text is the title, nothing else.
		$tags = new WP_HTML_Tag_Processor( (string) $snippet );
		$this->assertTrue( $tags->next_tag() );
		$this->assertSame( 'A', $tags->get_tag() );
		$this->assertSame( array( 'href', 'data-docent' ), $tags->get_attribute_names_with_prefix( '' ) );
		$this->assertTrue( $tags->get_attribute( 'data-docent' ) );
		$this->assertFalse( $tags->next_tag() );
		$this->assertSame( 'Say "hi" now & <b> it\'s', html_entity_decode( wp_strip_all_tags( (string) $snippet ), ENT_QUOTES ) );

		// Nothing the title holds reaches the list's own markup unescaped.
		$this->assertStringNotContainsString( '<script>alert(1)', $html );
		$this->assertStringNotContainsString( '<em>now', $html );
	}

	public function test_an_untitled_doc_is_copied_with_its_address_as_the_link_text(): void {
		$id = $this->doc( array( 'post_title' => '' ) );
		$this->assertSame( sprintf( '<a href="%1$s" data-docent>%1$s</a>', get_permalink( $id ) ), Docs_List::snippet( get_post( $id ) ) );
	}

	public function test_other_post_types_rows_are_left_alone(): void {
		$this->act_as( 'administrator' );
		$page    = self::factory_page();
		$actions = array( 'edit' => '<a href="#">Edit</a>' );
		$this->assertSame( $actions, apply_filters( 'page_row_actions', $actions, get_post( $page ) ) );
	}

	public function test_the_script_loads_on_the_docs_list_only(): void {
		$this->act_as( 'editor' );
		$list = new Docs_List();
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';

		// load-edit.php runs for every post type's list.
		$this->assertNotFalse( self::hooked( 'load-edit.php', Docs_List::class, 'load' ) );
		set_current_screen( 'edit-post' );
		$list->load();
		$this->assertFalse( has_action( 'admin_enqueue_scripts', array( $list, 'enqueue' ) ) );

		set_current_screen( 'edit-docs' );
		$list->load();
		$this->assertSame( 10, has_action( 'admin_enqueue_scripts', array( $list, 'enqueue' ) ) );
		remove_action( 'admin_enqueue_scripts', array( $list, 'enqueue' ) );
		$list->enqueue();
		$this->assertTrue( wp_script_is( Docs_List::SCRIPT, 'enqueued' ) );
		$this->assertStringEndsWith( '/build/docs-list.js', wp_scripts()->registered[ Docs_List::SCRIPT ]->src );
		$this->assertContains( 'wp-a11y', wp_scripts()->registered[ Docs_List::SCRIPT ]->deps );
	}

	/** A published page. */
	private static function factory_page(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'A page',
			)
		);
	}
}
