<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI\Retrieval;

use Docent\AI\Retrieval\Passage_Extractor;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Docs split into readable passages.
 */
final class Passage_ExtractorTest extends TestCase {

	public function test_paragraphs_and_lists_become_passages_under_their_headings(): void {
		$id = $this->doc(
			array(
				'post_title'   => 'Brewing &amp; serving',
				'post_content' => "<!-- wp:paragraph -->\n<p>Intro about <strong>brewing</strong>.</p>\n<!-- /wp:paragraph -->\n\n"
					. "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Grinding the beans</h2>\n<!-- /wp:heading -->\n\n"
					. "<!-- wp:paragraph -->\n<p>Before you start:</p>\n<!-- /wp:paragraph -->\n\n"
					. "<!-- wp:list -->\n<ul class=\"wp-block-list\"><!-- wp:list-item -->\n<li>Weigh 18 g.</li>\n<!-- /wp:list-item --><!-- wp:list-item -->\n<li>Grind <em>fine</em>.</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->\n\n"
					. "<h3>Cleaning</h3><p>Clean the grinder weekly.</p><ol><li>Unplug it.</li><li>Brush it.</li></ol>",
			)
		);

		$passages = ( new Passage_Extractor() )->extract( get_post( $id ) );

		$this->assertSame(
			array(
				array( '', 'Intro about brewing.', 0 ),
				array( 'Grinding the beans', "Before you start:\n• Weigh 18 g.\n• Grind fine.", 1 ),
				array( 'Cleaning', 'Clean the grinder weekly.', 2 ),
				array( 'Cleaning', "• Unplug it.\n• Brush it.", 3 ),
			),
			array_map( static fn( $p ) => array( $p->heading, $p->text, $p->position ), $passages )
		);
		$this->assertSame( 'Brewing & serving', $passages[0]->title );
		$this->assertSame( get_permalink( $id ), $passages[0]->permalink );
		$this->assertSame( $id, $passages[0]->doc_id );
	}

	public function test_shortcodes_run_as_a_visitor_and_scripts_and_markup_never_reach_a_passage(): void {
		$this->act_as( 'administrator' ); // Keeps the script and style in the stored content.
		add_shortcode( 'docent_test_members', static fn(): string => is_user_logged_in() ? 'Members-only text' : 'Please log in' );
		$id = $this->doc(
			array(
				'post_content' => '<p>Before [docent_test_members level="2"] after.</p><script>alert("x")</script><style>p{color:red}</style><p>Tom &amp; Jerry &lt;3</p>',
			)
		);

		$texts = array_map( static fn( $p ) => $p->text, ( new Passage_Extractor() )->extract( get_post( $id ) ) );
		remove_shortcode( 'docent_test_members' );

		$this->assertSame( array( 'Before Please log in after.', 'Tom & Jerry <3' ), $texts );
	}

	public function test_a_paragraph_wrapped_in_the_source_is_one_line_as_a_browser_shows_it(): void {
		$id = $this->doc(
			array(
				'post_content' => "<p>Signals let code run\n    when a model is saved,\r\nwherever the save happens.</p>\n"
					. "<p>First line<br>second line</p>\n<pre>def ready(self):\n    connect()</pre>",
			)
		);

		$passages = ( new Passage_Extractor() )->extract( get_post( $id ) );

		$this->assertSame(
			array(
				'Signals let code run when a model is saved, wherever the save happens.',
				"First line\nsecond line",
				"def ready(self):\nconnect()",
			),
			array_map( static fn( $p ) => $p->text, $passages )
		);
	}

	public function test_code_is_one_passage_marked_as_code_even_with_blank_lines(): void {
		$id = $this->doc(
			array(
				'post_content' => "<p>Connect the receiver:</p>\n<pre class=\"python\">\nimport signals\n\n\ndef ready(self):\n    connect()\n</pre>\n<p>Done.</p>",
			)
		);

		$passages = ( new Passage_Extractor() )->extract( get_post( $id ) );

		$this->assertSame(
			array(
				array( 'Connect the receiver:', false ),
				array( "import signals\ndef ready(self):\nconnect()", true ),
				array( 'Done.', false ),
			),
			array_map( static fn( $p ) => array( $p->text, $p->code ), $passages )
		);
	}

	public function test_long_paragraphs_are_cut_after_sentences(): void {
		$sentence = str_repeat( 'word ', 30 ) . 'end.';
		$id       = $this->doc( array( 'post_content' => '<p>' . str_repeat( $sentence . ' ', 8 ) . '</p>' ) );

		$passages = ( new Passage_Extractor() )->extract( get_post( $id ) );

		$this->assertGreaterThan( 1, count( $passages ) );
		foreach ( $passages as $passage ) {
			$this->assertLessThanOrEqual( 700, mb_strlen( $passage->text ) );
			$this->assertStringEndsWith( 'end.', $passage->text );
		}
	}

	public function test_a_doc_without_content_falls_back_to_its_excerpt(): void {
		$id = $this->doc(
			array(
				'post_content' => '',
				'post_excerpt' => 'Only an excerpt.',
			)
		);

		$passages = ( new Passage_Extractor() )->extract( get_post( $id ) );

		$this->assertSame( 'Only an excerpt.', $passages[0]->text );
	}
}
