<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI\Providers;

use Docent\AI\Providers\Local_Provider;
use Docent\AI\Retrieval\Passage;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The offline reply: lead-in, best passages, links.
 */
final class Local_ProviderTest extends TestCase {

	public function test_reply_leads_with_the_sentences_that_answer_and_links_to_their_article(): void {
		$passages = array(
			new Passage( 7, 'Installing Docent', 'http://example.org/docs/installing/', 'Installing from the dashboard', 'Docent works with any theme. To install Docent, go to Plugins and click Install Now. Then activate it. Your docs appear at once.', 1, 9.0 ),
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
		// The sentence with the question's words, and the one after it: short enough to read.
		$this->assertSame( 'To install Docent, go to Plugins and click Install Now. Then activate it.', $answer->text );
		$this->assertStringNotContainsString( 'Barely related', $answer->text );
	}

	public function test_the_answer_is_at_most_280_characters_and_links_follow_the_search_order(): void {
		$long     = str_repeat( 'The frobnicator dial turns the whole machine up and down in many careful steps. ', 8 );
		$passages = array();
		foreach ( array( 1, 1, 1, 2, 3 ) as $i => $doc ) {
			$passages[] = new Passage( $doc, "Article $doc", "http://example.org/$doc/", '', 0 === $i ? $long : "Passage number $i.", $i, 10.0 - $i );
		}

		$answer = ( new Local_Provider() )->answer( 'frobnicator dial', $passages );

		$this->assertLessThanOrEqual( 280, mb_strlen( $answer->text ) );
		$this->assertStringStartsWith( 'The frobnicator dial turns', $answer->text );
		$this->assertSame( array( 'Article 1', 'Article 2' ), array_column( $answer->links, 'title' ), 'at most three passages, two per article' );
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

	public function test_a_sentence_that_introduces_a_list_comes_with_the_list(): void {
		$text    = "Go to Docent → Settings → Preference. There are two font settings, each with a size and a weight:\n"
			. "• Title font: the heading at the top of each tab. The default is 18 pixels.\n"
			. '• Description font: the subtitle lines under the title. The default is 14 pixels.';
		$passage = new Passage( 3, 'Changing the widget fonts', 'http://example.org/docs/fonts/', 'The two font settings', $text, 1, 9.0 );

		$answer = ( new Local_Provider() )->answer( 'Which font settings are there?', array( $passage ) );

		$this->assertSame(
			"There are two font settings, each with a size and a weight:\n• Title font: the heading at the top of each tab. The default is 18 pixels.\n• Description font: the subtitle lines under the title. The default is 14 pixels.",
			$answer->text
		);
	}

	public function test_an_introduction_is_left_out_when_not_one_item_of_its_list_fits(): void {
		$text    = "There are two font settings, each with a size and a weight:\n"
			. '• Title font: the heading at the top of each tab, such as the name of the tab that visitors see first when they open the panel on a phone, a tablet or a laptop, and the title of every article they open from the Explore tab or from a link in a chat reply. The default is 18 pixels.';
		$passage = new Passage( 3, 'Changing the widget fonts', 'http://example.org/docs/fonts/', 'The two font settings', $text, 1, 9.0 );

		$answer = ( new Local_Provider() )->answer( 'Which font settings are there?', array( $passage ) );

		$this->assertStringEndsNotWith( ':', $answer->text );
		$this->assertStringNotContainsString( 'each with a size and a weight:', $answer->text );
		$this->assertStringStartsWith( '• Title font: the heading', $answer->text );
		$this->assertLessThanOrEqual( 280, mb_strlen( $answer->text ) );
	}

	public function test_an_introduction_whose_list_is_not_there_is_left_out(): void {
		// The code the first sentence introduces is a passage of its own.
		$passage = new Passage( 4, 'Local model servers', 'http://example.org/docs/local/', '', 'To allow a local model server, add this line to wp-config.php: Docent then posts to local addresses as well.', 1, 9.0 );
		$colon   = new Passage( 4, 'Local model servers', 'http://example.org/docs/local/', '', 'To allow a local model server, add this line to wp-config.php:', 0, 9.5 );

		$answer = ( new Local_Provider() )->answer( 'How do I allow a local model server?', array( $colon, $passage ) );

		$this->assertSame( 'To allow a local model server, add this line to wp-config.php: Docent then posts to local addresses as well.', $answer->text );
		$only = ( new Local_Provider() )->answer( 'How do I allow a local model server?', array( $colon ) );
		$this->assertTrue( $only->answered );
		$this->assertStringEndsNotWith( ':', $only->text );
		$this->assertStringContainsString( 'Local model servers', $only->text );
	}

	public function test_chinese_and_japanese_sentences_are_joined_without_a_space(): void {
		$passage = new Passage( 5, 'パスワード', 'http://example.org/docs/password/', '', 'パスワードを忘れた場合は、ログイン画面のリンクを使います。メールが届きます。', 0, 9.0 );

		$answer = ( new Local_Provider() )->answer( 'パスワードを忘れた場合は？', array( $passage ) );

		$this->assertSame( 'パスワードを忘れた場合は、ログイン画面のリンクを使います。メールが届きます。', $answer->text );
	}
}
