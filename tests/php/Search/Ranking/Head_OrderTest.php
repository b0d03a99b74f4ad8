<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Ranking;

use Docent\Search\Index\Doc_Titles;
use Docent\Search\Ranking\Head_Order;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A query's head weighed again (Docent\Search\Ranking\Head_Order): the title rules' place, the
 * title's share of the query's words, relevance, length, whether the page is its section's overview
 * and the share of the words its headings and lead hold, each as evidence, by a question's weights
 * or a keyword query's.
 */
final class Head_OrderTest extends TestCase {

	public function test_a_questions_section_overview_gives_way_to_the_page_whose_lead_says_it(): void {
		list( $overview, $quiet ) = $this->section_of_quanks(
			'<p>This chapter is about quanks: what a quank is, how it writes to the blorf log, how to stop it flooding at night, and the pages below.</p>',
			'<p>A quank that floods the blorf log at night is stopped with quiet mode. ' . str_repeat( 'Here are some words that say nothing much at all. ', 4 ) . '</p>'
		);
		$this->assertSame( array( $quiet, $overview ), array_slice( $this->search_ids( 'How do I stop a quank from flooding my blorf log at night?' ), 0, 2 ) );
	}

	public function test_a_querys_head_and_its_evidence_are_handed_to_whoever_measures_them(): void {
		list( $overview, $page ) = $this->section_of_quanks(
			'<p>What a quank is, and how it writes to the blorf log.</p>',
			'<p>A quank that floods the blorf log is stopped with quiet mode.</p>'
		);
		$this->assertSame( array(), $this->search_heads( 'quank' ), 'one word has no head to weigh' );
		$heads = $this->search_heads( 'quank blorf log', 'How do I stop a quank from flooding my blorf log?' );

		$this->assertCount( 2, $heads );
		list( $keywords, $question ) = $heads;
		$this->assertFalse( $keywords['question'] );
		$this->assertSame( 3, $keywords['words'], 'quank, blorf, log' );
		$this->assertTrue( $question['question'] );
		$this->assertEqualsCanonicalizing( array( $overview, $page ), array_intersect( $question['ids'], array( $overview, $page ) ) );
		$this->assertGreaterThanOrEqual( 4, $question['words'], 'stop, quank, flooding, blorf, log' );
		$this->assertTrue( $question['overviews'][ $overview ] );
		$this->assertFalse( $question['overviews'][ $page ] );
		$this->assertSame( 1, $question['in_title'][ $overview ], 'its title holds "quank"' );
		$this->assertGreaterThan( 0, $question['lengths'][ $page ] );
		$this->assertGreaterThan( 0.0, $question['relevance'][ $page ] );
	}

	public function test_the_title_rules_order_stands_where_they_are_sure_or_the_weighed_order_is_not(): void {
		$ids = array( 11, 22 );
		// The short page's title holds three of six words, the long one's one: the short page first.
		$this->assertSame( array( 22, 11 ), Head_Order::reorder( self::head( array( 1, 3 ) ) ) );
		// The first's title holds a third of the words (two of six): the title rules are sure.
		$this->assertSame( $ids, Head_Order::reorder( self::head( array( 2, 3 ) ) ) );
		// Two words: a question that short reads as its keywords.
		$this->assertSame( $ids, Head_Order::reorder( array( 'words' => 2 ) + self::head( array( 0, 2 ) ) ) );
		// The second page scores a little higher (its title holds two words, it is shorter), but not by the margin.
		$this->assertSame( $ids, Head_Order::reorder( self::head( array( 1, 2 ), array( 5000, 2000 ) ) ) );
		// A section's overview gives way.
		$this->assertSame( array( 22, 11 ), Head_Order::reorder( self::head( array( 1, 1 ), array( 300, 300 ), array( true, false ) ) ) );
		// So does a page whose headings and lead hold none of the question's words, to one whose hold most.
		$this->assertSame( $ids, Head_Order::reorder( self::head( array( 1, 1 ), array( 300, 300 ) ) ) );
		$this->assertSame( array( 22, 11 ), Head_Order::reorder( self::head( array( 1, 1 ), array( 300, 300 ), array( false, false ), array( 0.0, 0.67 ), array( 0.0, 0.67 ) ) ) );
	}

	public function test_a_keyword_query_is_weighed_by_weights_of_its_own_from_two_words(): void {
		$ids = array( 11, 22 );
		// Of two pages saying two typed words as strongly, the one whose title holds one of them first.
		$keywords = array(
			'question' => false,
			'words'    => 2,
		) + self::head( array( 0, 1 ), array( 300, 300 ) );
		$this->assertSame( array( 22, 11 ), Head_Order::reorder( $keywords ) );
		// Asked as a question of two words, the same head keeps the title rules' order.
		$this->assertSame( $ids, Head_Order::reorder( array( 'question' => true ) + $keywords ) );
		// One word has no head to weigh.
		$this->assertSame( $ids, Head_Order::reorder( array( 'words' => 1 ) + $keywords ) );
		$this->assertTrue( Head_Order::weighs( false, 2 ) );
		$this->assertFalse( Head_Order::weighs( true, 2 ) );
		$this->assertFalse( Head_Order::weighs( false, 1 ) );
	}

	public function test_the_words_a_docs_headings_and_lead_hold_are_evidence(): void {
		// A lead is the opening sentences up to 150 characters, of a body longer than that (Document::lead()).
		$filler  = str_repeat( 'Here are some words that say nothing much at all. ', 4 );
		$section = $this->doc( array( 'post_title' => 'Blorf' ) );
		$headed  = $this->doc(
			array(
				'post_title'   => 'Night shifts',
				'post_parent'  => $section,
				'post_content' => '<p>Quanks flood the blorf log at night. ' . $filler . '</p><h2>Other things</h2><p>' . $filler . '</p>',
			)
		);
		$plain   = $this->doc(
			array(
				'post_title'   => 'Night notes',
				'post_parent'  => $section,
				'post_content' => '<p>Some notes first. ' . $filler . '</p><h2>Later</h2><p>A quank may flood the log.</p><h3>Blorf</h3><p>' . $filler . '</p>',
			)
		);
		$heads = $this->search_heads( 'Why does a quank flood my blorf log?' );

		$this->assertCount( 1, $heads );
		$words = $heads[0]['words'];
		$this->assertGreaterThanOrEqual( 4, $words, 'quank, flood, blorf, log' );
		// The first page says them all in its opening sentence, and has none in its heading.
		$this->assertEqualsWithDelta( 4 / $words, $heads[0]['leads'][ $headed ], 1e-9 );
		$this->assertSame( 0.0, $heads[0]['headings'][ $headed ] );
		// The second names "Blorf" in a heading, and says the rest after its lead.
		$this->assertEqualsWithDelta( 1 / $words, $heads[0]['headings'][ $plain ], 1e-9 );
		$this->assertSame( 0.0, $heads[0]['leads'][ $plain ] );
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

	/**
	 * The evidence of a head of two docs, 11 and 22 in the title rules' order, of equal relevance,
	 * for a question of six words.
	 *
	 * @param int[]   $in_title  Per doc, the words its title holds.
	 * @param int[]   $lengths   Per doc, its indexed length.
	 * @param bool[]  $overviews Per doc, whether it is its section's overview.
	 * @param float[] $headings  Per doc, the share of the words its headings hold.
	 * @param float[] $leads     Per doc, the share of the words its lead holds.
	 * @return array<string, mixed> What Title_Ranker hands Head_Order::reorder().
	 */
	private static function head( array $in_title, array $lengths = array( 5000, 300 ), array $overviews = array( false, false ), array $headings = array( 0.0, 0.0 ), array $leads = array( 0.0, 0.0 ) ): array {
		$ids = array( 11, 22 );
		return array(
			'ids'       => $ids,
			'question'  => true,
			'in_title'  => array_combine( $ids, $in_title ),
			'relevance' => array_combine( $ids, array( 100.0, 100.0 ) ),
			'lengths'   => array_combine( $ids, $lengths ),
			'overviews' => array_combine( $ids, $overviews ),
			'headings'  => array_combine( $ids, $headings ),
			'leads'     => array_combine( $ids, $leads ),
			'words'     => 6,
		);
	}
}
