<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Ranking;

use Docent\Search\Ranking\Typed_Values;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * When no doc holds every word of a query, or it is a question, the order comes from title words
 * and relevance, not from how many of the query's words a doc happens to hold.
 */
final class Partial_MatchTest extends TestCase {

	public function test_a_long_page_holding_more_common_words_does_not_beat_the_page_titled_with_the_need(): void {
		// Holds "wibble", "machine" and "setup" apart: three words of the question, none in its title.
		$long  = $this->article( 'Choosing a release', str_repeat( '<p>A wibble is big. Here is a machine. Then comes the setup.</p>', 2 ) );
		$right = $this->article( 'Donating zorgs', '<p>Give zorgs to the project through the foundation.</p>' );
		// "pronto" is in no doc: nothing holds every word.
		$ids = $this->search_ids( 'How can I give zorgs to the wibble machine setup pronto?' );
		$this->assertSame( $right, $ids[0] ?? 0 );
		$this->assertContains( $long, $ids, 'the long page is still found' );
	}

	public function test_a_questions_pages_holding_every_word_are_not_a_tier_above_the_page_titled_with_the_need(): void {
		$long  = $this->article( 'Choosing a grommet release', '<p>Every grommet ships. The flurb is small. Some manuals exist. You can read more later.</p>' );
		$right = $this->article( 'Flurb manuals', '<p>Read the flurb manuals installed with it.</p>' );
		$this->assertSame( $right, $this->search_ids( 'Where can I read the flurb manuals on my grommet?' )[0] ?? 0, 'a question' );
		$this->assertSame( $long, $this->search_ids( 'read flurb manuals grommet' )[0] ?? 0, 'keywords: the page holding every word first' );
	}

	public function test_typed_numbers_still_count_when_no_page_holds_every_word(): void {
		$release = $this->article( 'Release 1.0 notes', '<p>Version 1.0 is out: we show a zillion fixes.</p>' );
		$numbers = $this->article( 'Big numbers', '<p>With this filter 1000000 becomes 1.0 zillion.</p>' );
		// "gadget" is in no doc: nothing holds every word.
		$ids = $this->search_ids( 'show 1000000 as 1.0 zillion in a gadget' );
		$this->assertSame( array( $numbers, $release ), array_slice( $ids, 0, 2 ), 'the page with both typed values first, though the other matches as many words and has one in its title' );
	}

	public function test_numbers_are_digits_with_points_or_commas(): void {
		$groups = array( array( 'word' => '1.0' ), array( 'word' => 'million' ), array( 'word' => '1,000' ), array( 'word' => 'v2' ), array( 'word' => '42' ) );
		$this->assertSame( array( 0 => true, 2 => true, 4 => true ), Typed_Values::groups( $groups ) );
	}
}
