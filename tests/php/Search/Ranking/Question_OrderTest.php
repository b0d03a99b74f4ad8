<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Ranking;

use Docent\Search\Index\Doc_Titles;
use Docent\Search\Ranking\Question_Order;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A question's head weighed again (Docent\Search\Ranking\Question_Order): the title rules' place,
 * the title's share of the question's words, relevance, length and whether the page is its
 * section's overview, each as evidence.
 */
final class Question_OrderTest extends TestCase {

	public function test_a_questions_section_overview_gives_way_to_the_page_about_it(): void {
		list( $overview, $quiet ) = $this->section_of_quanks(
			'<p>This chapter is about quanks: what a quank is, how it writes to the blorf log, how to stop it flooding at night, and the pages below.</p>',
			'<p>A quank that floods the blorf log at night is stopped with quiet mode.</p>'
		);
		$this->assertSame( array( $quiet, $overview ), array_slice( $this->search_ids( 'How do I stop a quank from flooding my blorf log at night?' ), 0, 2 ) );
		// Typed as keywords, the title rules' order stands: the overview's title holds "quank".
		$this->assertSame( array( $overview, $quiet ), array_slice( $this->search_ids( 'quank flooding blorf log night' ), 0, 2 ) );
	}

	public function test_a_questions_head_and_its_evidence_are_handed_to_whoever_measures_them(): void {
		list( $overview, $page ) = $this->section_of_quanks(
			'<p>What a quank is, and how it writes to the blorf log.</p>',
			'<p>A quank that floods the blorf log is stopped with quiet mode.</p>'
		);
		$heads = array();
		$keep  = static function ( array $head ) use ( &$heads ): void {
			$heads[] = $head;
		};
		add_action( 'docent_search_question_head', $keep );
		$this->search_ids( 'quank blorf log' );
		$this->assertSame( array(), $heads, 'a query typed as keywords is not weighed' );
		$this->search_ids( 'How do I stop a quank from flooding my blorf log?' );
		remove_action( 'docent_search_question_head', $keep );

		$this->assertCount( 1, $heads );
		$head = $heads[0];
		$this->assertEqualsCanonicalizing( array( $overview, $page ), array_intersect( $head['ids'], array( $overview, $page ) ) );
		$this->assertGreaterThanOrEqual( 4, $head['words'], 'stop, quank, flooding, blorf, log' );
		$this->assertTrue( $head['overviews'][ $overview ] );
		$this->assertFalse( $head['overviews'][ $page ] );
		$this->assertSame( 1, $head['in_title'][ $overview ], 'its title holds "quank"' );
		$this->assertGreaterThan( 0, $head['lengths'][ $page ] );
		$this->assertGreaterThan( 0.0, $head['relevance'][ $page ] );
	}

	public function test_the_title_rules_order_stands_where_they_are_sure_or_the_weighed_order_is_not(): void {
		$ids       = array( 11, 22 );
		$relevance = array(
			11 => 100.0,
			22 => 90.0,
		);
		$lengths   = array(
			11 => 5000,
			22 => 300,
		);
		$plain     = array(
			11 => false,
			22 => false,
		);
		// The short page's title holds three of six words, the long one's one: the short page first.
		$this->assertSame( array( 22, 11 ), Question_Order::reorder( $ids, array( 11 => 1, 22 => 3 ), $relevance, $lengths, $plain, 6 ) );
		// The first's title holds a third of the words (two of six): the title rules are sure.
		$this->assertSame( $ids, Question_Order::reorder( $ids, array( 11 => 2, 22 => 3 ), $relevance, $lengths, $plain, 6 ) );
		// Two words: a question that short reads as its keywords.
		$this->assertSame( $ids, Question_Order::reorder( $ids, array( 11 => 0, 22 => 2 ), $relevance, $lengths, $plain, 2 ) );
		// The second page scores a little higher (its title holds two words, it is shorter), but not by the margin.
		$this->assertSame( $ids, Question_Order::reorder( $ids, array( 11 => 1, 22 => 2 ), $relevance, array( 11 => 5000, 22 => 2000 ), $plain, 6 ) );
		// A section's overview gives way.
		$this->assertSame(
			array( 22, 11 ),
			Question_Order::reorder(
				$ids,
				array( 11 => 1, 22 => 1 ),
				$relevance,
				array( 11 => 300, 22 => 300 ),
				array(
					11 => true,
					22 => false,
				),
				6
			)
		);
	}

	public function test_titles_carry_each_docs_indexed_length_and_whether_it_is_an_overview(): void {
		list( $overview, $page ) = $this->section_of_quanks( '<p>One two three four five six seven eight nine ten.</p>', '<p>' . str_repeat( 'Quiet words here. ', 20 ) . '</p>', 'quanks ' );
		$titles = Doc_Titles::of( array( $overview, $page ) );
		$this->assertTrue( $titles[ $overview ]['overview'], 'titled as its section, case and spaces aside' );
		$this->assertFalse( $titles[ $page ]['overview'] );
		$this->assertGreaterThan( $titles[ $overview ]['length'], $titles[ $page ]['length'] );
		$this->assertGreaterThan( 0, $titles[ $overview ]['length'] );
	}

	/**
	 * A section "Quanks" holding its overview (titled as the section) and a page "Quiet mode".
	 *
	 * @param string $overview The overview's content.
	 * @param string $page     The page's content.
	 * @param string $title    The overview's title as written.
	 * @return array{0:int, 1:int} The overview's and the page's ids.
	 */
	private function section_of_quanks( string $overview, string $page, string $title = 'Quanks' ): array {
		$section = $this->doc( array( 'post_title' => 'Quanks' ) );
		$ids     = array();
		foreach ( array( $title => $overview, 'Quiet mode' => $page ) as $name => $content ) {
			$ids[] = $this->doc(
				array(
					'post_title'   => $name,
					'post_parent'  => $section,
					'post_content' => $content,
				)
			);
		}
		return array( $ids[0], $ids[1] );
	}
}
