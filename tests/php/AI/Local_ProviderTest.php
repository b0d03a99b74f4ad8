<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI;

use Docent\AI\Local_Provider;
use Docent\AI\Passage;
use Docent\Tests\TestCase;

/**
 * The offline reply: lead-in, best passages, links.
 */
final class Local_ProviderTest extends TestCase {

	public function test_reply_has_a_lead_in_the_best_passages_and_links_to_their_article(): void {
		$passages = array(
			new Passage( 7, 'Installing Docent', 'http://example.org/docs/installing/', 'Installing from the dashboard', "• Go to Plugins.\n• Click Install Now.", 1, 9.0 ),
			new Passage( 7, 'Installing Docent', 'http://example.org/docs/installing/', '', 'Docent installs like any other plugin.', 0, 8.0 ),
			new Passage( 8, 'Other article', 'http://example.org/docs/other/', '', 'Barely related.', 0, 1.0 ),
		);

		$answer = ( new Local_Provider() )->answer( 'How do I install Docent?', $passages );

		$this->assertTrue( $answer->answered );
		$this->assertSame( 'local', $answer->provider );
		$this->assertSame(
			array(
				array(
					'title'     => 'Installing Docent',
					'permalink' => 'http://example.org/docs/installing/',
				),
			),
			$answer->links
		);
		$this->assertSame(
			"Here is what the docs say in “Installing Docent”:\n\n"
			. "Docent installs like any other plugin.\n\n"
			. "Installing from the dashboard:\n• Go to Plugins.\n• Click Install Now.\n\n"
			. 'The linked article has the full details.',
			$answer->text
		);
		$this->assertStringNotContainsString( 'Barely related', $answer->text );
	}

	public function test_at_most_three_passages_and_two_per_article(): void {
		$passages = array();
		foreach ( array( 1, 1, 1, 2, 3 ) as $i => $doc ) {
			$passages[] = new Passage( $doc, "Article $doc", "http://example.org/$doc/", $i < 2 ? 'Same heading' : '', "Passage number $i.", $i, 10.0 - $i );
		}

		$answer = ( new Local_Provider() )->answer( 'question', $passages );

		$this->assertSame( array( 'Article 1', 'Article 2' ), array_column( $answer->links, 'title' ) );
		$this->assertStringContainsString( 'Passage number 0.', $answer->text );
		$this->assertStringContainsString( 'Passage number 1.', $answer->text );
		$this->assertStringNotContainsString( 'Passage number 2.', $answer->text );
		$this->assertStringContainsString( "“Article 1” – Same heading: Passage number 0.\n\nPassage number 1.\n\n“Article 2”: Passage number 3.", $answer->text );
		$this->assertStringNotContainsString( 'Passage number 4.', $answer->text );
	}

	public function test_no_passages_means_an_honest_reply_without_links(): void {
		$answer = ( new Local_Provider() )->answer( 'Anything?', array() );

		$this->assertFalse( $answer->answered );
		$this->assertSame( array(), $answer->links );
		$this->assertStringStartsWith( 'I could not find this in the docs', $answer->text );
	}

	public function test_long_passages_are_trimmed_to_whole_sentences_or_words(): void {
		$text = str_repeat( 'This sentence is about forty characters. ', 20 );
		$cut  = Local_Provider::trim_text( trim( $text ), 320 );
		$this->assertLessThanOrEqual( 320, mb_strlen( $cut ) );
		$this->assertStringEndsWith( 'characters.', $cut );

		$words = Local_Provider::trim_text( str_repeat( 'averyveryverylongword ', 30 ), 100 );
		$this->assertStringEndsWith( 'word…', $words );
		$this->assertLessThanOrEqual( 101, mb_strlen( $words ) );

		$list = Local_Provider::trim_text( implode( "\n", array_fill( 0, 30, '• A list item of some length.' ) ), 120 );
		$this->assertStringEndsWith( "\n…", $list );
		$this->assertStringStartsWith( '• A list item', $list );
	}
}
