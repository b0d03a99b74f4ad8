<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Index;

use Docent\AI\Retrieval\Passage_Extractor;
use Docent\Search\Index\Document;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;
use WP_Block_Type_Registry;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Search, snippets and chat read a doc as an anonymous visitor sees it. Docs are written and
 * saved by an administrator, as on a real site, so the rendering must not see the author's login.
 * Words are made up so the demo docs on the test site never match.
 */
final class Visitor_ContentTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		add_shortcode(
			'docent_members',
			static fn( $atts, $content = '' ): string => is_user_logged_in() ? (string) $content : 'Log in to read the quillworth notes.'
		);
		add_shortcode(
			'docent_broken',
			static function (): string {
				throw new \RuntimeException( 'This shortcode always fails.' );
			}
		);
		add_shortcode(
			'docent_echoes',
			static function (): string {
				echo 'Echoed brambleton text';
				return 'Returned brambleton text';
			}
		);
		register_block_type(
			'docent-test/greeting',
			array( 'render_callback' => static fn(): string => '<p>Rendered zephyrine greeting for ' . ( is_user_logged_in() ? 'members' : 'visitors' ) . '</p>' )
		);
	}

	protected function tearDown(): void {
		remove_shortcode( 'docent_members' );
		remove_shortcode( 'docent_broken' );
		remove_shortcode( 'docent_echoes' );
		WP_Block_Type_Registry::get_instance()->unregister( 'docent-test/greeting' );
		parent::tearDown();
	}

	/**
	 * A published article holding a members-only shortcode, saved by a logged-in administrator.
	 */
	private function members_only_article(): int {
		$admin = $this->act_as( 'administrator' );
		$id    = $this->doc_tree(
			array(
				'post_title'   => 'Feeding the marmaduke',
				'post_content' => "<!-- wp:paragraph -->\n<p>The marmaduke eats twice a day.</p>\n<!-- /wp:paragraph -->\n\n"
					. "<!-- wp:shortcode -->\n[docent_members]The marmaduke secretly loves pelicanberry jam.[/docent_members]\n<!-- /wp:shortcode -->",
			)
		)[2];
		$this->assertSame( $admin, get_current_user_id(), 'saving a doc leaves the author logged in' );
		return $id;
	}

	public function test_a_members_only_shortcode_never_leaks_into_the_index_or_snippets(): void {
		$id = $this->members_only_article();

		$search = $this->search();
		$this->assertSame( 0, $search->search( 'pelicanberry' )['total'], 'the hidden word is not indexed' );
		// Its other words are in other docs, which may be found; this article is not, and the
		// hidden word is unknown to the index.
		$hidden = $search->search( 'secretly loves jam' );
		$this->assertNotContains( $id, array_column( $hidden['items'], 'id' ) );
		$this->assertContains( 'secretly', $hidden['unknown'] );

		$found = $search->search( 'quillworth' )['items'];
		$this->assertSame( array( $id ), array_column( $found, 'id' ), 'what visitors are shown instead is indexed' );
		$this->assertStringNotContainsString( 'pelicanberry', $found[0]['excerpt'] );

		$snippet = $search->search( 'marmaduke' )['items'][0]['excerpt'];
		$this->assertStringContainsString( '<mark>marmaduke</mark>', $snippet );
		$this->assertStringNotContainsString( 'pelicanberry', $snippet );
		$this->assertStringNotContainsString( 'secretly', $snippet );

		$body = Document::from_post( get_post( $id ) )->fields['body'];
		$this->assertStringContainsString( 'The marmaduke eats twice a day.', $body );
		$this->assertStringNotContainsString( 'pelicanberry', $body );
	}

	public function test_chat_never_quotes_a_members_only_shortcode(): void {
		$id = $this->members_only_article();
		update_option( Settings::OPTION, array( 'integrate_ai' => array( 'ai_enabled' => true ) ) );

		$passages = implode( "\n", array_map( static fn( $p ): string => $p->text, ( new Passage_Extractor() )->extract( get_post( $id ) ) ) );
		$this->assertStringContainsString( 'Log in to read the quillworth notes.', $passages );
		$this->assertStringNotContainsString( 'pelicanberry', $passages );

		// Asked by the logged-in author and by a visitor: the reply is built from the visitor's view.
		foreach ( array( 'administrator', null ) as $role ) {
			null === $role ? wp_set_current_user( 0 ) : $this->act_as( $role );
			$response = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'What does the marmaduke eat?' ) );
			$this->assertSame( 200, $response->get_status() );
			$this->assertSame( 'Feeding the marmaduke', $response->get_data()['post_links'][0]['title'] ?? '' );
			$this->assertStringNotContainsString( 'pelicanberry', $response->get_data()['chat'] );
		}
	}

	public function test_dynamic_blocks_are_rendered_as_a_logged_out_visitor_sees_them(): void {
		$this->act_as( 'editor' );
		$id = $this->doc( array( 'post_content' => '<!-- wp:docent-test/greeting /-->' ) );

		$this->assertSame( array( $id ), array_column( $this->search()->search( 'zephyrine greeting' )['items'], 'id' ) );
		$body = Document::from_post( get_post( $id ) )->fields['body'];
		$this->assertSame( 'Rendered zephyrine greeting for visitors', $body );
	}

	public function test_a_shortcode_that_fails_is_stripped_with_what_it_encloses_and_the_save_goes_on(): void {
		$this->act_as( 'administrator' );
		$id = $this->article( 'Grooming the wolpertinger', '<p>Brush the wolpertinger weekly.</p>[docent_broken]Hidden thornapple text[/docent_broken][docent_members]More thornapple[/docent_members]' );

		$search = $this->search();
		$this->assertSame( array( $id ), array_column( $search->search( 'wolpertinger weekly' )['items'], 'id' ) );
		$this->assertSame( 0, $search->search( 'thornapple' )['total'] );
		$this->assertSame( 0, $search->search( 'quillworth' )['total'], 'the fallback runs no shortcode at all' );
		$this->assertSame( 'Brush the wolpertinger weekly.', Document::from_post( get_post( $id ) )->fields['body'] );
	}

	public function test_what_a_shortcode_echoes_is_neither_indexed_nor_sent_to_the_page(): void {
		$this->act_as( 'administrator' );
		ob_start();
		$id     = $this->doc( array( 'post_content' => '<p>Start [docent_echoes] end.</p>' ) );
		$leaked = ob_get_clean();

		$this->assertSame( '', $leaked );
		$this->assertSame( 'Start Returned brambleton text end.', Document::from_post( get_post( $id ) )->fields['body'] );
		$this->assertSame( 0, $this->search()->search( 'echoed' )['total'] );
	}

	public function test_snippets_follow_edits_and_keep_backslashes(): void {
		$this->act_as( 'administrator' );
		$id     = $this->doc( array( 'post_content' => wp_slash( '<p>The glimmerfen path is C:\\glimmer\\fen.</p>' ) ) );
		$search = $this->search();
		$this->assertStringContainsString( 'C:\\glimmer\\fen', $search->search( 'glimmerfen' )['items'][0]['excerpt'] );

		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => '<p>The glimmerfen now reads [docent_members]hidden gloam[/docent_members] twice.</p>',
			)
		);
		wp_cache_flush(); // As the next request would: the stored text, not this request's cache.
		$excerpt = $search->search( 'glimmerfen' )['items'][0]['excerpt'];
		$this->assertStringContainsString( 'Log in to read the quillworth notes.', $excerpt );
		$this->assertStringNotContainsString( 'gloam', $excerpt );
		$this->assertStringNotContainsString( 'fen.', $excerpt );
	}

	public function test_rendering_restores_the_current_user_and_the_global_post(): void {
		$admin           = $this->act_as( 'administrator' );
		$other           = get_post( $this->doc( array( 'post_title' => 'The global one' ) ) );
		$GLOBALS['post'] = $other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- test.
		$id              = $this->doc( array( 'post_content' => '[docent_members]Inner[/docent_members]' ) );

		wp_cache_flush(); // Render again rather than reuse what the save rendered.
		Document::from_post( get_post( $id ) );

		$this->assertSame( $admin, get_current_user_id() );
		$this->assertSame( $other, $GLOBALS['post'] );
		unset( $GLOBALS['post'] );
	}
}
