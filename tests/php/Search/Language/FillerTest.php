<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\AI\Retrieval\Terms;
use Docent\Search\Language\Filler;
use Docent\Search\Ranking\Query;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Conversational framing is removed before search and chat retrieval, so the same need in any
 * phrasing finds the same articles. Words are made up so the demo docs never match.
 */
final class FillerTest extends TestCase {

	/**
	 * @dataProvider phrasings
	 *
	 * @param string $asked    What the visitor typed.
	 * @param string $searched What is left to search for.
	 */
	public function test_framing_is_removed( string $asked, string $searched ): void {
		$this->assertSame( $searched, Filler::strip( $asked ) );
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function phrasings(): array {
		return array(
			'tell me about'            => array( 'Tell me about the flimflam', 'the flimflam' ),
			'what does the docs say'   => array( 'What does the documentation say about flimflam setup?', 'flimflam setup?' ),
			'what do the docs say'     => array( 'what do the docs say on flimflam', 'flimflam' ),
			'how do I'                 => array( 'how do I reset the flimflam', 'reset the flimflam' ),
			'what is'                  => array( 'What is a flimflam?', 'flimflam?' ),
			'stacked politeness'       => array( 'Please, can you tell me how to reset the flimflam?', 'reset the flimflam?' ),
			'I want to know'           => array( "I'd like to know more about flimflam", 'flimflam' ),
			'trailing please'          => array( 'flimflam reset please', 'flimflam reset ' ),
			'in the docs'              => array( 'flimflam colours in the documentation?', 'flimflam colours ' ),
			'no framing'               => array( 'flimflam tell say', 'flimflam tell say' ),
			'framing only'             => array( 'Tell me about', 'Tell me about' ),
			'question words only'      => array( 'What is?', 'What is?' ),
			'still typing the framing' => array( 'how to', 'how to' ),
			'my site in a question'    => array( 'how do I reset a flimflam when my site has a fault', 'reset a flimflam when has a fault' ),
			'our own app'              => array( 'how can we theme our own app with flimflam?', 'theme with flimflam?' ),
			'my site as keywords'      => array( 'flimflam for my site', 'flimflam for my site' ),
			'an overview of'           => array( 'Give me an overview of the flimflam', 'the flimflam' ),
			'a question about'         => array( 'I have a question about flimflam gears', 'flimflam gears' ),
			'what can you tell me'     => array( 'What can you tell me about flimflam?', 'flimflam?' ),
			'what do you know'         => array( 'What do you know about flimflam?', 'flimflam?' ),
			'describe'                 => array( 'Describe the flimflam', 'the flimflam' ),
			'how does it work'         => array( 'Hey, how does the flimflam work?', 'the flimflam ' ),
			'where is it documented'   => array( 'Where is flimflam documented?', 'flimflam ' ),
			'looking for info'         => array( "I'm looking for info on flimflam", 'flimflam' ),
			'trying to understand'     => array( "I'm trying to understand flimflam", 'flimflam' ),
			'help me understand'       => array( 'Help me understand flimflam', 'flimflam' ),
			'do you have docs'         => array( 'Do you have docs about flimflam?', 'flimflam?' ),
			'can I ask'                => array( 'Can I ask about flimflam?', 'flimflam?' ),
			'what should I know'       => array( 'What should I know about flimflam?', 'flimflam?' ),
			'need info'                => array( 'Need info on flimflam', 'flimflam' ),
			'work as a keyword'        => array( 'flimflam work', 'flimflam work' ),
			'overview as a keyword'    => array( 'overview of flimflam', 'overview of flimflam' ),
			'more than one'            => array( 'how do I use more than one flimflam', 'use multiple flimflam' ),
		);
	}

	public function test_a_title_that_starts_with_framing_is_kept_as_typed(): void {
		$this->doc( array( 'post_title' => 'Tell me about the quibbleworth gadget' ) );
		$this->doc( array( 'post_title' => 'Draft: how to quibble', 'post_status' => 'draft' ) );

		$this->assertSame( 'Tell me about the quibbleworth gadget', Filler::strip( 'Tell me about the quibbleworth gadget' ) );
		$this->assertSame( 'tell me about the quibblew', Filler::strip( 'tell me about the quibblew' ), 'while typing the title' );
		$this->assertSame( 'the snorkelwick', Filler::strip( 'tell me about the snorkelwick' ), 'other needs lose the framing' );
		$this->assertSame( 'quibble', Filler::strip( 'how to quibble' ), 'drafts are not titles a visitor means' );
	}

	public function test_a_title_added_later_is_seen_at_once(): void {
		$this->assertSame( 'read the zumbleflex', Filler::strip( 'how to read the zumbleflex' ) );
		$this->doc( array( 'post_title' => 'How to read the zumbleflex' ) );
		$this->assertSame( 'how to read the zumbleflex', Filler::strip( 'how to read the zumbleflex' ) );
	}

	public function test_the_word_left_last_by_trailing_framing_is_finished_not_a_prefix(): void {
		$this->assertSame(
			array(
				array(
					'word' => 'flimflam',
					'kind' => 'word',
				),
			),
			Query::parse( 'tell me about flimflam please' )->groups
		);
		$this->assertSame( 'prefix', Query::parse( 'tell me about flimfl' )->groups[0]['kind'] );
	}

	public function test_more_than_one_finds_what_manuals_call_multiple(): void {
		$this->article( 'Flimflams', '<p>A flimflam and one more flimflam.</p>' );
		$multiple = $this->article( 'Multiple flimflams', '<p>Run multiple flimflams side by side.</p>' );
		$this->assertSame( $multiple, $this->search()->search( 'how do I use more than one flimflam' )['items'][0]['id'] ?? 0 );
	}

	public function test_every_phrasing_of_a_need_finds_the_same_first_article_in_search_and_chat(): void {
		list( , , $wanted ) = $this->doc_tree(
			array(
				'post_title'   => 'Flimflam',
				'post_content' => '<p>A flimflam turns spare gears into snacks.</p>',
			)
		);
		// Mentions the need once, and the framing's own words many times.
		$this->article( 'Please tell me what the documentation says', '<p>Tell me about it, says the documentation; the documentation tells, says and explains. One flimflam.</p>' );
		$phrasings = array(
			'flimflam',
			'What is a flimflam?',
			'Tell me about flimflam',
			'What does the documentation say about flimflam?',
			'Please, can you explain flimflam?',
			'Give me an overview of flimflam',
			'I have a question about flimflam',
			'What do you know about flimflam?',
			'How does a flimflam work?',
			'What is a flimflam used for?',
		);
		foreach ( $phrasings as $asked ) {
			$this->assertSame( $wanted, $this->search()->search( $asked )['items'][0]['id'] ?? 0, $asked );
			$this->assertSame( Terms::of( 'flimflam' ), Terms::of( $asked ), $asked );
		}
	}
}
