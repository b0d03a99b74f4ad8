<?php
/**
 * The order of a question's best candidates, weighed from seven pieces of evidence rather than
 * ranked by them one after another.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

defined( 'ABSPATH' ) || exit;

/**
 * Title_Ranker's rules decide in turn: a doc ahead on one never loses to one ahead on the next.
 * That suits a keyword query, whose words a title says. A question says a situation in the
 * visitor's words, and the page about it is often second or third: a long page that holds many of
 * the words, or a title that holds one, came first. Here the rules' order counts as one piece of
 * evidence among seven, each worth what it was found worth:
 *
 * - PLACE: the place the title rules gave the doc, in doublings (first, second, fourth …);
 * - TITLE: the share of the question's words its title holds (Title_Words: "in");
 * - STRENGTH: how strongly the doc says the words (first-pass relevance), in doublings below the
 *   strongest doc of the head;
 * - LENGTH: the doc's indexed length, in doublings: of two docs saying the words as strongly, the
 *   shorter is more about them;
 * - OVERVIEW: whether the doc is titled as its section, a page that introduces a topic and lists
 *   the pages about it;
 * - HEADINGS and LEAD: the share of the question's words its headings hold, and its lead (its
 *   excerpt, or its opening sentences): a page about a need names it where it says what it
 *   covers (Field_Words).
 *
 * The weights were fitted, not chosen: a softmax over each question's head (multinomial logistic
 * regression, L2 penalty 0.01 on standardized features) on the questions of three words or more of
 * the eval's tuning halves (62 sets: six manuals in 21 languages) and Django's, counted twice. The
 * weighed order is used only where the title rules are least sure (their first's title holds less
 * than a third of the question's words) and only when its first scores MARGIN above theirs: without
 * the margin some tuning halves lost two questions, and with a smaller one Django lost one. `npm run eval:fit-order` fits them again on
 * the eval's sites and prints them beside these. Measured figures in docs/search.md.
 */
final class Question_Order {

	/**
	 * Questions of fewer words are left in the title rules' order: "What is a custom user model?"
	 * finds what "custom user model" finds.
	 */
	private const MIN_WORDS = 3;

	/**
	 * The title rules' first stays first when its title holds a third of the question's words or
	 * more: that is the evidence they are surest of.
	 */
	private const SETTLED = 3;

	/**
	 * How much higher the weighed first must score than the title rules' first before the weighed
	 * order is used.
	 */
	private const MARGIN = 1.0;

	/**
	 * Weight per doubling of the place in the title rules' order (first: 0, second: -1, fourth: -2 …).
	 */
	private const PLACE = 0.4445;

	/**
	 * Weight of the share of the question's words the title holds (0 to 1, or a little more with the
	 * question's opening word).
	 */
	private const TITLE = 2.6514;

	/**
	 * Weight per doubling of relevance, counted from the head's strongest doc (0 for it, negative below).
	 */
	private const STRENGTH = 1.6483;

	/**
	 * Weight per doubling of the doc's length in indexed words.
	 */
	private const LENGTH = -0.3234;

	/**
	 * Weight of being a section's overview: a page titled as its section ("Testing in Django" in
	 * "Testing in Django", a chapter's introduction) introduces the topic and lists its pages.
	 */
	private const OVERVIEW = -1.5598;

	/**
	 * Weight of the share of the question's words the doc's headings hold.
	 */
	private const HEADINGS = 2.5618;

	/**
	 * Weight of the share of the question's words the doc's lead holds (its excerpt, or its opening
	 * sentences).
	 */
	private const LEAD = 2.0592;

	/**
	 * Reorders a question's head.
	 *
	 * @param array{ids: list<int>, in_title: array<int, int>, relevance: array<int, float>, lengths: array<int, int>, overviews: array<int, bool>, headings: array<int, float>, leads: array<int, float>, words: int} $evidence
	 *        The head in the title rules' order and, per doc id: the question's words its title holds,
	 *        its first-pass relevance, its length in indexed words, whether it is titled as its
	 *        section, the share of the question's words its headings and its lead hold; and how many
	 *        words the question has.
	 * @return list<int> The ids, best first: weighed, or as the title rules put them.
	 */
	public static function reorder( array $evidence ): array {
		$ids      = $evidence['ids'];
		$in_title = $evidence['in_title'];
		$words    = $evidence['words'];
		if ( count( $ids ) < 2 || $words < self::MIN_WORDS || ( $in_title[ $ids[0] ] ?? 0 ) * self::SETTLED >= $words ) {
			return $ids;
		}
		$strength = array();
		foreach ( $ids as $id ) {
			$strength[ $id ] = log( 1 + max( 0.0, $evidence['relevance'][ $id ] ?? 0.0 ), 2 );
		}
		$strongest = max( $strength );
		$scores    = array();
		foreach ( $ids as $place => $id ) {
			$scores[] = array(
				self::PLACE * -log( 1 + $place, 2 )
				+ self::TITLE * ( $in_title[ $id ] ?? 0 ) / $words
				+ self::STRENGTH * ( $strength[ $id ] - $strongest )
				+ self::LENGTH * log( 2 + max( 0, $evidence['lengths'][ $id ] ?? 0 ), 2 )
				+ ( empty( $evidence['overviews'][ $id ] ) ? 0.0 : self::OVERVIEW )
				+ self::HEADINGS * ( $evidence['headings'][ $id ] ?? 0.0 )
				+ self::LEAD * ( $evidence['leads'][ $id ] ?? 0.0 ),
				-$place,
				$id,
			);
		}
		$first = $scores[0][0];
		rsort( $scores );
		return $scores[0][0] - $first > self::MARGIN ? array_column( $scores, 2 ) : $ids;
	}
}
