<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Expansion;

use Docent\Search\Expansion\Doc_Terms;
use Docent\Search\Expansion\Feedback;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Pseudo-relevance feedback on made-up docs indexed for real: the terms the first results share
 * reorder the head when the first result lacks words of the query, and nothing else.
 */
final class FeedbackTest extends TestCase {

	/**
	 * Four docs, each with one word of the query "zorp quell blim": the first two share the
	 * words "grindle" and "mowlet", the third does not, the fourth does.
	 *
	 * @return array{0: array<int, float>, 1: list<array{0: array<int, int>, 1: array<mixed>, 2: array<int, true>}>}
	 */
	private function head(): array {
		$zorp  = $this->article( 'Zorp', '<p>Zorp the grindle, then the mowlet.</p>' );
		$quell = $this->article( 'Quell', '<p>Quell a grindle with its mowlet.</p>' );
		$blim  = $this->article( 'Blim', '<p>Blim the teapot and its saucer.</p>' );
		$other = $this->article( 'Quelling', '<p>Quell every grindle and mowlet at once.</p>' );
		$keys  = array(
			$zorp  => 4.0,
			$quell => 3.0,
			$blim  => 2.0,
			$other => 1.0,
		);
		// Per word of the query, the docs that have it.
		$scored = array(
			array( array( $zorp => 1 ), array(), array() ),
			array( array( $quell => 1, $other => 1 ), array(), array() ),
			array( array( $blim => 1 ), array(), array() ),
		);
		return array( $keys, $scored );
	}

	public function test_docs_sharing_the_first_results_words_move_up_when_the_first_lacks_words_of_the_query(): void {
		list( $keys, $scored ) = $this->head();
		$ids                   = array_keys( $keys );
		$reordered             = ( new Feedback() )->rerank( $keys, $scored, array(), 100 );
		$this->assertSame( array( $ids[0], $ids[1], $ids[3], $ids[2] ), array_keys( $reordered ), 'the doc with grindle and mowlet passes the one without' );
		$this->assertSame( $keys[ $ids[3] ], $reordered[ $ids[3] ], 'sort keys travel with their docs' );
	}

	public function test_the_feedback_terms_are_the_shared_rare_ones_never_the_querys_own(): void {
		list( $keys ) = $this->head();
		$ids          = array_keys( $keys );
		$reader       = new Doc_Terms();
		$sets         = $reader->of( $ids );
		$grindle      = (int) $this->term_id( 'grindle' );
		$mowlet       = (int) $this->term_id( 'mowlet' );
		$this->assertArrayHasKey( $grindle, $sets[ $ids[0] ] );
		$terms = ( new Feedback() )->feedback_terms( array_slice( $ids, 0, 3 ), $sets, array( $mowlet => true ), 100 );
		$this->assertArrayHasKey( $grindle, $terms );
		$this->assertArrayNotHasKey( $mowlet, $terms, "the query's own terms are not feedback" );
		$this->assertArrayNotHasKey( (int) $this->term_id( 'teapot' ), $terms, 'a term of one doc only is not shared' );
		$this->assertSame( array(), ( new Feedback() )->feedback_terms( array_slice( $ids, 0, 3 ), $sets, array(), 4 ), 'terms in most of the site say nothing' );
	}

	public function test_a_first_result_with_every_word_but_one_is_left_alone(): void {
		list( $keys, $scored ) = $this->head();
		$ids                   = array_keys( $keys );
		$scored[1][0][ $ids[0] ] = 1;
		$this->assertSame( $keys, ( new Feedback() )->rerank( $keys, $scored, array(), 100 ) );
	}

	public function test_search_reorders_only_when_the_filter_turns_feedback_on(): void {
		$this->head();
		$off = $this->search_ids( 'zorp quell blim' );
		$this->assertFalse( Feedback::enabled(), 'off by default' );
		add_filter( 'docent_search_feedback', '__return_true' );
		$on = $this->search_ids( 'zorp quell blim' );
		remove_filter( 'docent_search_feedback', '__return_true' );
		$this->assertEqualsCanonicalizing( $off, $on, 'the same docs' );
		$this->assertNotSame( $off, $on, 'in another order' );
	}

	/**
	 * A term's id in the index.
	 *
	 * @param string $term Term.
	 */
	private function term_id( string $term ): ?string {
		global $wpdb;
		return $wpdb->get_var( $wpdb->prepare( "SELECT term_id FROM {$wpdb->prefix}docent_search_terms WHERE term = %s", $term ) );
	}
}
