<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Ranking;

use Docent\Search\Ranking\Query;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Each ranking rule on a small labelled fixture of made-up docs (their words never occur in
 * the demo docs), the way visitors ask.
 */
final class RankingTest extends TestCase {

	public function test_a_page_titled_exactly_like_the_query_comes_before_longer_titles_that_contain_it(): void {
		$longer = $this->article( 'Writing your own frobnicator middleware', str_repeat( '<p>Frobnicator middleware in depth: frobnicator, frobnicator.</p>', 4 ) );
		$exact  = $this->article( 'Frobnicator', '<p>What it is.</p>' );
		$this->assertSame( $exact, $this->search_ids( 'frobnicator' )[0] );
		$this->assertSame( $exact, $this->search_ids( 'frobnicatr' )[0], 'a one-typo query corrects to the same exact title' );
		$this->assertContains( $longer, $this->search_ids( 'frobnicator' ) );
	}

	public function test_a_title_with_the_querys_one_digit_numbers_comes_first(): void {
		$parts = array();
		foreach ( array( 1, 2, 4 ) as $n ) {
			$parts[ $n ] = $this->article( "Frobbing the gizmo, part $n", '<p>More frobbing of the gizmo.</p>' );
		}
		$this->assertSame( $parts[4], $this->search_ids( 'Frobbing the gizmo, part 4' )[0] ?? 0 );
		$this->assertSame( $parts[2], $this->search_ids( 'gizmo part 2' )[0] ?? 0 );
		$this->assertSame( array( '4' ), Query::parse( 'gizmo part 4' )->numbers );
	}

	public function test_shorter_titles_holding_every_word_rank_first(): void {
		$this->article( 'Quibble wobble settings for large teams and agencies', str_repeat( '<p>Quibble wobble quibble wobble.</p>', 5 ) );
		$short = $this->doc( array( 'post_title' => 'Quibble wobble settings' ) );
		$this->assertSame( $short, $this->search_ids( 'quibble wobble' )[0] );
	}

	public function test_identifiers_match_whole_before_docs_that_only_have_their_parts(): void {
		$parts = $this->article( 'Getting a zorblax object', str_repeat( '<p>Get the zorblax object or show 404.</p>', 5 ) );
		$whole = $this->article( 'Shortcuts', '<p>Call <code>get_zorblax_or_404()</code> in a view.</p>' );
		$dotted = $this->doc( array( 'post_content' => '<p>Import from zorblax.utils.timezone first.</p>' ) );
		$this->assertSame( array( $whole, $parts ), $this->search_ids( 'get_zorblax_or_404' ), 'the doc with only the parts comes after' );
		$this->assertSame( $whole, $this->search_ids( 'get_zorblax_o' )[0], 'typed as a prefix' );
		$this->assertSame( array( $dotted ), $this->search_ids( 'zorblax.utils.timezone' ) );
		$this->assertContains( $parts, $this->search_ids( 'zorblax object' ), 'the parts still match as words' );
	}

	public function test_camel_case_words_are_found_by_their_parts_too(): void {
		$doc = $this->doc( array( 'post_content' => '<p>Add the GrommetMiddleware to your settings.</p>' ) );
		$this->assertSame( array( $doc ), $this->search_ids( 'grommetmiddleware' ) );
		$this->assertSame( array( $doc ), $this->search_ids( 'grommet middleware' ) );
	}

	public function test_conversational_phrasings_find_the_same_first_result(): void {
		$doc = $this->article( 'Snorkelling permissions', '<p>Who may snorkel, and how to grant it.</p>' );
		foreach ( array( 'snorkelling permissions', 'What is snorkelling permissions?', 'Tell me about snorkelling permissions', 'What does the documentation say about snorkelling permissions?' ) as $phrasing ) {
			$this->assertSame( $doc, $this->search_ids( $phrasing )[0] ?? 0, $phrasing );
		}
	}

	public function test_light_words_of_a_question_do_not_have_to_match(): void {
		$doc = $this->article( 'Zindle transactions', '<p>Wrap zindle queries in a block to keep them atomic.</p>' );
		$this->assertSame( $doc, $this->search_ids( 'how do I make several zindle queries atomic' )[0] ?? 0 );
		$this->assertSame( array( 'zindle', 'queries', 'atomic' ), array_column( Query::parse( 'how can I make several zindle queries atomic?' )->groups, 'word' ) );
		$this->assertSame( array( 'make', 'zindle' ), array_column( Query::parse( 'make zindle ' )->groups, 'word' ), 'typed as keywords, every word counts' );
	}

	public function test_an_identifier_and_its_parts_count_as_one_word_in_titles(): void {
		$tool = $this->article( 'blorp-admin and blorp.py', str_repeat( '<p>Every blorp.py custom command is listed here.</p>', 3 ) );
		$guide = $this->article( 'Writing custom blorp-admin commands', '<p>Add a custom command to blorp.py in your app.</p>' );
		$this->assertSame( $guide, $this->search_ids( 'custom command blorp.py ' )[0] );
		$this->assertContains( $tool, $this->search_ids( 'custom command blorp.py ' ) );
	}

	public function test_with_three_words_a_doc_missing_the_most_common_word_or_a_word_no_title_holds_still_competes(): void {
		// "flurb" is the most common of the three words; "Crumbling grubbits" lacks it.
		for ( $i = 0; $i < 4; $i++ ) {
			$this->doc( array( 'post_content' => '<p>The flurb story.</p>' ) );
		}
		$long = $this->article( 'Release notes', '<p>Fixed a crumble bug.</p><p>The flurb list changed.</p><p>A grubbit was slow.</p>' );
		$page = $this->article( 'Crumbling grubbits', '<p>Crumble a grubbit to save time.</p>' );
		$ids = $this->search_ids( 'crumble flurb grubbit ' );
		$this->assertSame( $page, $ids[0] ?? 0 );
		$this->assertContains( $long, $ids );
		$this->assertSame( array( $long ), $this->search_ids( '"flurb list" crumble grubbit' ), 'a quoted phrase is still required' );
		// "slow" is in no title: it describes the need, so the page without it competes too.
		$this->assertSame( array( $page, $long ), $this->search_ids( 'crumble grubbit slow ' ), 'a word no title holds may be missing' );
		// Once a title names it, "slow" is a topic: a doc without it follows the docs with it.
		$slow = $this->article( 'Slow grubbits', '<p>Why a grubbit is slow.</p>' );
		$ids  = $this->search_ids( 'crumble grubbit slow ' );
		$this->assertSame( $long, $ids[0] ?? 0, 'the only doc with every word' );
		$this->assertEqualsCanonicalizing( array( $page, $slow ), array_slice( $ids, 1 ), 'then the docs with two of the three words' );
	}

	public function test_a_number_in_a_longer_query_is_an_example_a_doc_may_miss(): void {
		// Titles hold numbers as versions; "20" in the query is how many the visitor wants shown.
		for ( $i = 0; $i < 3; $i++ ) {
			$this->article( "Release $i: 20 fixes", '<p>We show more. Fixed 20 bugs. Zorbits are faster. A new page.</p>' );
		}
		$page = $this->article( 'Zorbits on a page', '<p>Show a page of zorbits at a time.</p>' );

		$this->assertSame( $page, $this->search_ids( 'show 20 zorbits on a page ' )[0] ?? 0 );
	}

	public function test_docs_matching_half_the_words_follow_the_docs_matching_them_all(): void {
		$all  = $this->article( 'Notes', '<p>Oil the trundle, then the sprocket, the wangle and the gimbal.</p>' );
		$most = $this->article( 'Trundle sprocket wangle', str_repeat( '<p>The trundle turns the sprocket and the wangle.</p>', 4 ) );
		$half = $this->article( 'Trundle sprockets', '<p>A trundle has one sprocket.</p>' );
		$one  = $this->article( 'Gimbal', str_repeat( '<p>The gimbal holds still.</p>', 4 ) );
		$this->assertSame( array( $all, $most, $half ), $this->search_ids( 'trundle sprocket wangle gimbal ' ), 'by words matched, then relevance; one word of four is not enough' );
		$this->assertSame( array( $all ), $this->search_ids( 'trundle gimbal ' ), 'two words: both are needed' );
		$this->assertSame( array( $all ), $this->search_ids( '"oil the trundle" sprocket wangle' ), 'a phrase is always needed' );
	}

	public function test_docs_where_the_query_words_stand_together_come_before_docs_where_they_are_scattered(): void {
		$filler    = str_repeat( 'The weather was mild and the garden was quiet all week. ', 6 );
		$scattered = $this->article( 'Notes from spring', "<p>A wibble was found. {$filler} Another wibble.</p><p>{$filler} The flange came later. {$filler} Another flange.</p><p>{$filler} One gasket. {$filler} A gasket too.</p>" );
		$together  = $this->article( 'Notes from autumn', "<p>{$filler} Fit the wibble flange gasket before winter. {$filler} {$filler}</p>" );
		// Typed as keywords, the title rules put the words together first; the head is then weighed
		// (Head_Order), where the scattered page's twice as many words can count for more.
		$this->assertSame( array( $together, $scattered ), $this->title_rules_ids( 'wibble flange gasket' ) );
		$this->assertSame( array( $together, $scattered ), $this->search_ids( 'how do I fit a wibble flange' ), 'asked as a question' );
		// A title holding one of the words counts as much as one pair standing together: it comes
		// after the doc where all three stand together, and before the doc where they are scattered.
		$titled = $this->article( 'Gasket care', '<p>A flange here. ' . $filler . ' A wibble there.</p>' );
		$this->assertSame( array( $together, $titled, $scattered ), $this->title_rules_ids( 'wibble flange gasket' ) );
		$this->assertSame( $titled, $this->search_ids( 'gasket care wibble' )[0], 'a title holding more of the words still wins' );
	}

	public function test_words_said_in_one_clause_stand_together_even_when_not_side_by_side(): void {
		$filler = str_repeat( 'The weather was mild and the garden was quiet all week. ', 6 );
		// Eight words apart, in one clause.
		$clause = $this->article( 'Notes from autumn', "<p>{$filler} The wibble, once cleaned and dried, goes on the flange. {$filler}</p>" );
		// Nine words apart at the closest, but each word twice: more relevance, no pair.
		$far = $this->article( 'Notes from winter', "<p>{$filler} The wibble, once cleaned and dried, goes back on the flange. {$filler} A wibble.</p><p>{$filler} A flange.</p>" );
		$this->assertSame( array( $clause, $far ), $this->search_ids( 'wibble flange' ) );
		$this->assertSame( array( $clause, $far ), $this->search_ids( 'how do I fit a wibble on a flange' ), 'asked as a question' );
		// Four words apart but in two sentences, each word twice: not together either.
		$split = $this->article( 'Notes from summer', "<p>{$filler} Clean the wibble. Then dry the flange. {$filler} A wibble. A flange.</p>" );
		$ids   = $this->search_ids( 'wibble flange' );
		$this->assertSame( $clause, $ids[0] ?? 0, 'a sentence end parts the words' );
		$this->assertEqualsCanonicalizing( array( $far, $split ), array_slice( $ids, 1 ) );
	}

	public function test_a_page_whose_text_says_the_words_together_beats_a_title_holding_one_common_word(): void {
		// "zentry" is in many docs and in a reference page's title; the page about totals says
		// "the glorp sum of a zentry" where the reference has "glorp" and "sum" far apart.
		for ( $i = 0; $i < 4; $i++ ) {
			$this->doc( array( 'post_content' => '<p>Every zentry has fields.</p>' ) );
		}
		$filler    = str_repeat( 'Each method is listed with its arguments and return values. ', 8 );
		$reference = $this->article( 'Zentry API reference', "<p>Zentry methods. {$filler}</p><p>{$filler} A glorp is possible. {$filler}</p><p>{$filler} The sum is returned.</p>" );
		$totals    = $this->article( 'Totals', '<p>Compute the glorp sum of a zentry in one call.</p>' );
		$this->assertSame( array( $totals, $reference ), array_slice( $this->search_ids( 'how do I get the glorp sum of a zentry' ), 0, 2 ) );
		$this->assertSame( $totals, $this->title_rules_ids( 'glorp sum zentry ' )[0] ?? 0, 'typed as keywords, before the head is weighed' );
	}

	public function test_twice_the_evidence_for_a_rare_word_outweighs_a_title_holding_a_common_word(): void {
		// "zentry" is in many docs; the reference has it in its title and names a plonk once, the
		// page about plonks says "plonk" again and again. Each has one point of title or proximity.
		for ( $i = 0; $i < 20; $i++ ) {
			$this->doc( array( 'post_content' => '<p>Every zentry has fields.</p>' ) );
		}
		$filler    = str_repeat( 'Each method is listed with its arguments and return values. ', 150 );
		$reference = $this->article( 'Zentry reference', "<p>{$filler} A plonk is possible. {$filler}</p>" );
		$plonks    = $this->article( 'Totals', '<p>Plonk a zentry.</p><p>A plonk sums values; plonk twice to compare, and plonk the result again. Each plonk is cheap.</p>' );
		$this->assertSame( array( $plonks, $reference ), array_slice( $this->search_ids( 'plonk zentry ' ), 0, 2 ) );
	}

	public function test_a_page_saying_a_rare_word_far_more_strongly_outweighs_a_title_word_and_a_pair(): void {
		// As "Aggregation" for "compute an average over a queryset" before "QuerySet API reference":
		// the reference holds the common "zentry" in its title and says "a plonk of a zentry" once
		// (two points of title and proximity); the page about plonks has only the pair, but says
		// "plonk" again and again: more than twice the evidence outweighs the title word.
		for ( $i = 0; $i < 60; $i++ ) {
			$this->doc( array( 'post_content' => '<p>Every zentry has fields.</p>' ) );
		}
		$filler    = str_repeat( 'Each method is listed with its arguments and return values. ', 400 );
		$reference = $this->article( 'Zentry reference: every field, method and argument', "<p>{$filler} A plonk of a zentry is possible. {$filler}</p>" );
		$plonks    = $this->article( 'Totals', '<p>Plonk a zentry.</p><p>A plonk sums values; plonk twice to compare, and plonk the result again. Each plonk is cheap.</p><p>Plonk often: one plonk per value, a plonk per list, plonk it all.</p>' );
		$this->assertSame( array( $plonks, $reference ), array_slice( $this->search_ids( 'plonk zentry ' ), 0, 2 ) );
		// One word: its titles order it, however strongly another page says the word.
		$this->assertSame( $reference, $this->search_ids( 'zentry ' )[0] ?? 0 );
	}

	public function test_of_two_pages_with_the_same_evidence_the_one_saying_the_words_together_more_often_comes_first(): void {
		// The same words as often, in as long a text, under titles holding none of them: only how
		// often "wibble" and "flange" stand together tells the pages apart ("Testing tools" says
		// "simulate … requests" again and again, the testing overview once).
		$once  = $this->article( 'Notes from spring', '<p>Fit the wibble flange now. Fit the wibble here now. Fit the flange here now. Fit the wibble there now. Fit the flange there now. Fit the wibble again now. Fit the flange again now.</p>' );
		$often = $this->article( 'Notes from summer', '<p>Fit the wibble flange now. Fit the wibble flange here. Fit the gasket here now. Fit the wibble flange there. Fit the gasket there now. Fit the wibble flange again. Fit the gasket again now.</p>' );
		$this->assertSame( array( $often, $once ), $this->search_ids( 'wibble flange' ) );
		$this->assertSame( array( $often, $once ), $this->search_ids( 'how do I fit a wibble flange' ), 'asked as a question' );
	}

	public function test_words_joined_by_hyphens_are_found_closed_up(): void {
		$doc = $this->article( 'Snap-in gadgets', '<p>Fit a snap-in gadget to the rail.</p>' );
		// "snapin" is a word of its own elsewhere, so it is not taken for a typo of "snap-in".
		for ( $i = 0; $i < 3; $i++ ) {
			$this->doc( array( 'post_content' => '<p>The snapin tool lists gadgets.</p>' ) );
		}
		$this->assertContains( $doc, $this->search_ids( 'snapin ' ) );
		$this->assertSame( $doc, $this->search_ids( 'snapin gadgets' )[0] ?? 0 );
		$this->assertSame( $doc, $this->search_ids( 'snap-in gadgets' )[0] ?? 0, 'as written, still the exact title' );
	}

	public function test_words_of_size_and_degree_in_a_question_do_not_have_to_match(): void {
		// "wizzle" is the most common word; the answer says "flurb the wizzle", not "whole", and
		// another doc has "flurb" and "whole" but no wizzle.
		for ( $i = 0; $i < 6; $i++ ) {
			$this->doc( array( 'post_content' => '<p>A wizzle appears here.</p>' ) );
		}
		$this->doc( array( 'post_content' => '<p>The whole flurb story, told long and quickly.</p>' ) );
		$answer = $this->article( 'Flurbing', '<p>Flurb the wizzle at once.</p>' );
		$this->assertSame( $answer, $this->search_ids( 'how do I flurb a whole wizzle' )[0] ?? 0 );
		$this->assertSame( $answer, $this->search_ids( 'how can I flurb a long wizzle quickly' )[0] ?? 0 );
		$this->assertSame( array( 'whole', 'wizzle' ), array_column( Query::parse( 'whole wizzle ' )->groups, 'word' ), 'typed as keywords, every word counts' );
	}

	public function test_the_visitors_own_site_named_in_a_question_is_not_its_topic(): void {
		$filler = str_repeat( 'The weather was mild and the garden was quiet all week. ', 4 );
		$sites  = $this->article( 'Zorp alert sites', "<p>A site gets a zorp alert. {$filler} Then a fault.</p>" );
		$alerts = $this->article( 'Zorp alerts', '<p>Send a zorp alert on every fault.</p>' );
		$this->assertSame( $alerts, $this->search_ids( 'how do I get a zorp alert when my site has a fault' )[0] ?? 0 );
		$this->assertSame( $sites, $this->search_ids( 'zorp alert site fault' )[0] ?? 0, 'typed as keywords, "site" counts' );
	}

	public function test_technical_words_do_not_meet_unrelated_words_through_their_stem(): void {
		$feeds  = $this->article( 'Atom and RSS feeds', '<p>Publish an atom feed of your quonks.</p>' );
		$atomic = $this->doc( array( 'post_content' => '<p>Quonk writes are atomic.</p>' ) );
		$this->assertSame( array( $atomic ), $this->search_ids( 'atomic quonk ' ) );
		$this->assertSame( array( $feeds ), $this->search_ids( 'atom quonk ' ) );
	}

	/**
	 * A query's head in the order of the title rules alone, before Head_Order weighs it (what the
	 * docent_search_head action is handed); the results as they come when it is not weighed.
	 *
	 * @param string $query The query.
	 * @return int[]
	 */
	private function title_rules_ids( string $query ): array {
		$heads = $this->search_heads( $query );
		return $heads ? $heads[0]['ids'] : $this->search_ids( $query );
	}
}
