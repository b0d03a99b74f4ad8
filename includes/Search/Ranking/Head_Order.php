<?php
/**
 * The order of a query's best candidates, weighed from seven pieces of evidence rather than ranked
 * by them one after another.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

defined( 'ABSPATH' ) || exit;

/**
 * Title_Ranker's rules decide in turn: a doc ahead on one never loses to one ahead on the next.
 * The page a query wants is often second or third: a long page that holds many of the words, or a
 * title that holds one, came first, above all for a question, which says a situation in the
 * visitor's words. Here the rules' order counts as one piece of evidence among seven, each worth
 * what it was found worth:
 *
 * - place: the place the title rules gave the doc, in doublings (first, second, fourth …);
 * - title: the share of the query's words its title holds (Title_Words: "in");
 * - strength: how strongly the doc says the words (first-pass relevance), in doublings below the
 *   strongest doc of the head;
 * - length: the doc's indexed length, in doublings: of two docs saying the words as strongly, the
 *   shorter is more about them;
 * - overview: whether the doc is titled as its section, a page that introduces a topic and lists
 *   the pages about it;
 * - headings and lead: the share of the query's words its headings hold, and its lead (its
 *   excerpt, or its opening sentences): a page about a need names it where it says what it covers
 *   (Field_Words).
 *
 * The weights were fitted, not chosen: a softmax over each query's head (multinomial logistic
 * regression, L2 penalty 0.01 on standardized features), once for questions and once for queries
 * typed as keywords, on the eval's tuning halves (62 sets: six manuals in 21 languages) and
 * Django's queries, counted twice. The weighed order is used only where the title rules are least
 * sure (their first's title holds less than a third of the query's words) and only when its first
 * scores the margin above theirs: the smallest margin with which no tuning half lost two queries
 * found first and Django lost none. `npm run eval:fit-order` fits them again on the eval's sites
 * and prints them beside these. Measured figures in docs/search.md.
 */
final class Head_Order {

	/**
	 * The title rules' first stays first when its title holds a third of the query's words or
	 * more: that is the evidence they are surest of.
	 */
	private const SETTLED = 3;

	/**
	 * A question's weights. `min_words`: a shorter question reads as its keywords ("What is a
	 * custom user model?" finds what "custom user model" finds); `margin`: how much higher the
	 * weighed first must score than the title rules' first before the weighed order is used; then
	 * one weight per piece of evidence (the class comment).
	 */
	private const QUESTION = array(
		'min_words' => 3,
		'margin'    => 0.875,
		'place'     => 0.4504,
		'title'     => 2.5426,
		'strength'  => 1.6640,
		'length'    => -0.3206,
		'overview'  => -1.5479,
		'headings'  => 2.5608,
		'lead'      => 2.0848,
	);

	/**
	 * The weights of a query typed as keywords, read as QUESTION's. One word has no head to weigh:
	 * its titles are ordered by the title rules alone.
	 */
	private const KEYWORDS = array(
		'min_words' => 2,
		'margin'    => 0.25,
		'place'     => 0.5596,
		'title'     => 2.1432,
		'strength'  => 1.8108,
		'length'    => -0.0509,
		'overview'  => -1.6783,
		'headings'  => 1.5471,
		'lead'      => 1.7361,
	);

	/**
	 * Whether a query of this kind and this many words is weighed at all (its evidence is worth
	 * reading).
	 *
	 * @param bool $question Whether the query is a question.
	 * @param int  $words    How many words it has.
	 */
	public static function weighs( bool $question, int $words ): bool {
		return $words >= ( $question ? self::QUESTION : self::KEYWORDS )['min_words'];
	}

	/**
	 * Whether the title rules' first stays first whatever the evidence: its title holds a third
	 * of the query's words or more.
	 *
	 * @param int $in_title The query's words the title rules' first holds in its title.
	 * @param int $words    How many words the query has.
	 */
	public static function settled( int $in_title, int $words ): bool {
		return $in_title * self::SETTLED >= $words;
	}

	/**
	 * Reorders a query's head.
	 *
	 * @param array{ids: list<int>, question: bool, in_title: array<int, int>, relevance: array<int, float>, lengths: array<int, int>, overviews: array<int, bool>, headings: array<int, float>, leads: array<int, float>, words: int} $evidence
	 *        The head in the title rules' order, whether the query is a question and, per doc id:
	 *        the query's words its title holds, its first-pass relevance, its length in indexed
	 *        words, whether it is titled as its section, the share of the query's words its
	 *        headings and its lead hold; and how many words the query has.
	 * @return list<int> The ids, best first: weighed, or as the title rules put them.
	 */
	public static function reorder( array $evidence ): array {
		$ids      = $evidence['ids'];
		$in_title = $evidence['in_title'];
		$words    = $evidence['words'];
		$weights  = $evidence['question'] ? self::QUESTION : self::KEYWORDS;
		if ( count( $ids ) < 2 || ! self::weighs( $evidence['question'], $words ) || self::settled( $in_title[ $ids[0] ] ?? 0, $words ) ) {
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
				$weights['place'] * -log( 1 + $place, 2 )
				+ $weights['title'] * ( $in_title[ $id ] ?? 0 ) / $words
				+ $weights['strength'] * ( $strength[ $id ] - $strongest )
				+ $weights['length'] * log( 2 + max( 0, $evidence['lengths'][ $id ] ?? 0 ), 2 )
				+ ( empty( $evidence['overviews'][ $id ] ) ? 0.0 : $weights['overview'] )
				+ $weights['headings'] * ( $evidence['headings'][ $id ] ?? 0.0 )
				+ $weights['lead'] * ( $evidence['leads'][ $id ] ?? 0.0 ),
				-$place,
				$id,
			);
		}
		$first = $scores[0][0];
		rsort( $scores );
		return $scores[0][0] - $first > $weights['margin'] ? array_column( $scores, 2 ) : $ids;
	}
}
