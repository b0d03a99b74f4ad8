<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Ranking;

use Docent\Docs\Votes;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The title tie-breaks of Docent\Search\Ranking\Title_Ranker, each on a small labelled fixture of
 * made-up docs (their words never occur in the demo docs).
 */
final class Title_RankerTest extends TestCase {

	public function test_a_title_holding_one_part_of_an_identifier_does_not_hold_the_identifier(): void {
		// "URL dispatcher" holds only the common part "url" of `fetch_zlorp_url`, and mentions it once in a long page.
		foreach ( array( 'Links', 'Redirects', 'Paths' ) as $title ) {
			$this->article( $title, '<p>Every page has a url; a url may change.</p>' );
		}
		$dispatcher = $this->article( 'URL dispatcher', str_repeat( '<p>Routes are matched in the order of their patterns.</p>', 250 ) . '<p>Call fetch_zlorp_url in a view.</p>' );
		$reference  = $this->article( 'Quank instance reference', '<h2>fetch_zlorp_url()</h2>' . str_repeat( '<p>Define fetch_zlorp_url on a quank; the admin calls fetch_zlorp_url to link it.</p>', 4 ) );
		$this->assertSame( array( $reference, $dispatcher ), array_slice( $this->search_ids( 'fetch_zlorp_url' ), 0, 2 ) );
	}

	public function test_a_title_holding_every_part_of_an_identifier_holds_it(): void {
		$utils = $this->article( 'Zlorp quank utilities', '<p>Helpers. See zlorp.quank for more.</p>' );
		$other = $this->article( 'Release notes', '<p>zlorp.quank changed. zlorp.quank is faster. zlorp.quank is smaller.</p>' );
		$this->assertSame( array( $utils, $other ), array_slice( $this->search_ids( 'zlorp.quank' ), 0, 2 ) );
	}

	public function test_a_title_whose_other_words_are_common_beats_one_narrowed_by_a_rare_word(): void {
		// "Blorf" is in every other doc, like "Django" in a Django manual: "Vrenching blorf" is the
		// general page, "Zoopjson vrenching" the special one, though it says "vrenching" more often.
		$docs = (int) wp_count_posts( 'docs' )->publish;
		for ( $i = 0; $i < max( 20, $docs ); $i++ ) {
			$this->article( "Quorble $i", '<p>Blorf notes.</p>' );
		}
		$general = $this->article( 'Vrenching blorf', str_repeat( '<p>Pages are built from parts that are put together in order.</p>', 20 ) . '<p>Vrenching turns a blorf into text.</p>' );
		$special = $this->article( 'Zoopjson vrenching', '<p>Vrenching to zoopjson: vrenching with vrenching options.</p>' );
		$this->assertSame( array( $general, $special ), array_slice( $this->search_ids( 'vrenching' ), 0, 2 ) );
	}

	public function test_helpful_votes_are_a_mild_prior(): void {
		$twins = array();
		foreach ( array( 'alpha', 'beta' ) as $name ) {
			$twins[] = $this->article( "Plinth $name", '<p>Plinth setup in one step.</p>' );
		}
		$titled = $this->article( 'Plinth setup', '<p>Plinth setup in one step.</p>' );
		$order = array_slice( $this->search_ids( 'plinth setup' ), 0, 3 );
		$this->assertSame( $titled, $order[0], 'the title holding both words comes first' );
		list( , $ahead, $behind ) = $order;
		$this->assertEqualsCanonicalizing( $twins, array( $ahead, $behind ) );

		// Many helpful votes lift a doc above its twin, not above the title holding more words.
		update_post_meta( $behind, Votes::UP, 30 );
		$this->assertSame( array( $titled, $behind, $ahead ), array_slice( $this->search_ids( 'plinth setup' ), 0, 3 ) );
		// Mostly unhelpful votes sink the other below it too.
		update_post_meta( $behind, Votes::UP, 0 );
		update_post_meta( $ahead, Votes::UP, 1 );
		update_post_meta( $ahead, Votes::DOWN, 20 );
		$this->assertSame( array( $titled, $behind, $ahead ), array_slice( $this->search_ids( 'plinth setup' ), 0, 3 ) );
		update_post_meta( $ahead, Votes::DOWN, 0 );
		$this->assertSame( $order, array_slice( $this->search_ids( 'plinth setup' ), 0, 3 ), 'no votes: the first order again' );
	}
}
