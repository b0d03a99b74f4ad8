<?php
/**
 * Orders the best candidates by their titles, the way people expect: the page titled like the
 * query first, then short titles holding every word, then the rest by relevance.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Index\Doc_Titles;
use Docent\Search\Index\Document;
use Docent\Search\Index\State;

defined( 'ABSPATH' ) || exit;

/**
 * Tie-breaking over the first DEPTH candidates (as hosted search engines do after their first
 * ranking pass), on features the posting lists cannot carry cheaply:
 * 1. words matched (anywhere; unchanged from the first pass; when no doc holds every word, only
 *    the typed numbers, Typed_Values);
 * 2. the title is exactly the query (every title term stands for a query word, and the
 *    reverse, one-digit numbers included), so "Middleware" beats "Writing your own middleware"
 *    for "middelware", and "… part 4" beats "… part 1";
 * 3. the evidence, in halves of a title word: the query words (and one-digit numbers) the title
 *    holds, an identifier and its parts counting as one word (held only whole or with every
 *    part: "URL dispatcher" does not hold `get_absolute_url`), plus the pairs of neighbouring
 *    query words that stand together in the doc (Proximity), plus one when a question's doc
 *    holds every word it needs (Searcher), plus one when the title opens with the question's
 *    own first word ("Who …", "Wie …", Query::$opening), plus, with two query words or
 *    more, the first pass's relevance in doublings (times the votes' prior, rule 5). One title
 *    word weighs as much as twice the evidence in the text, so a title that holds one common
 *    word of the query does not outweigh the page that says the words together and four times
 *    as strongly ("Aggregation" for "compute an average over a queryset", not "QuerySet API
 *    reference"). Titles holding every query word share the best evidence among them, and a
 *    one-word query's titles are not weighed by relevance here: rule 4 orders them;
 * 4. a title holding every query word (as typed before by synonyms), the one with fewer other
 *    words that narrow it first (words in a fifth of the docs or more, such as the product's
 *    name, do not: "Serializing Django objects" before "GeoJSON Serializer"), then the shorter;
 * 5. the first pass's relevance in doublings, times the doc's helpful votes as a mild prior
 *    (at most a quarter more or less, and only with many votes): a doc with twice the evidence
 *    for the query's words (a rare word said often) comes before a title holding a common one
 *    ("Aggregation" for "compute an average over a queryset");
 * 6. how many query words the title holds, then how many it holds as typed rather than as a
 *    synonym (an exact title by synonyms comes after an exact title as typed);
 * 7. how often the neighbouring query words stand together in the doc, in doublings (not for an
 *    identifier's parts, which always do): of sibling pages with the same evidence, the page about
 *    the need says its words together again and again ("URL dispatcher" for "map URLs to views",
 *    "Testing tools" for "simulate requests in my tests");
 * 8. the helpful votes (the prior alone);
 * 9. the first pass's order.
 * The head is then weighed again (Head_Order), a question's and a keyword query's by weights of
 * their own: its place by these rules is one piece of evidence beside its title, its relevance,
 * its length, whether it is its section's overview and the share of the query's words its
 * headings and its lead hold (Field_Words).
 */
final class Title_Ranker {

	/**
	 * Candidates reordered (the rest keep their order below them).
	 */
	public const DEPTH = 40;

	/**
	 * Helpful votes (up and down alike) that count as much as the prior's neutral start: a doc
	 * needs many votes before they move it.
	 */
	private const VOTE_WEIGHT = 10;

	/**
	 * The most the votes can scale a doc's relevance by, up or down.
	 */
	private const VOTE_SWING = 0.25;

	/**
	 * Where a row holds how many of the query's words its title holds (rule 6).
	 */
	private const IN_TITLE = 8;

	/**
	 * Rule 3 compares evidence in steps of 1 / EVIDENCE_STEPS title word: finer steps leave the
	 * title rules after it (4, 6) fewer ties to order.
	 */
	private const EVIDENCE_STEPS = 2;

	/**
	 * The query's numbers and title hints, read by Title_Words.
	 */
	private Query $query;

	/**
	 * For a question: the docs holding every word it needs (as keys), worth one title word of
	 * evidence (rule 3).
	 *
	 * @var array<int, mixed>
	 */
	private array $holding_all;

	/**
	 * The query's side of the rules.
	 *
	 * @param Query             $query       The query.
	 * @param array<int, mixed> $holding_all For a question: the docs holding every word it needs (as keys).
	 */
	public function __construct( Query $query, array $holding_all = array() ) {
		$this->query       = $query;
		$this->holding_all = $holding_all;
	}

	/**
	 * Reorders the head of a ranking.
	 *
	 * @param array<int, float>                                                                       $keys   Doc id => first-pass key, best first.
	 * @param array<int, array{0: array<int, int>, 1: mixed, 2: array<int, true>}>                    $scored Per group: docs matching it (as keys), …
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups Groups, with their terms.
	 * @param int                                                                                     $depth  How many to reorder (at least DEPTH).
	 * @param int                                                                                     $enough Words matched that count as all of them (0: no doc holds every word, only typed numbers count).
	 * @param array<int, Posting_List[]>                                                              $lists   Lists by term id (positions for Proximity).
	 * @return array<int, float> Doc id => key, best first (keys of the head replaced by their new order).
	 */
	public function rerank( array $keys, array $scored, array $groups, int $depth, int $enough = PHP_INT_MAX, array $lists = array() ): array {
		$depth = max( self::DEPTH, $depth );
		$head  = array_slice( $keys, 0, $depth, true );
		if ( count( $head ) < 2 ) {
			return $keys;
		}
		$titles = Doc_Titles::of( array_keys( $head ) );
		$rows   = $this->rows( $head, $titles, $scored, $groups, $enough, $lists, new Title_Words( $groups, $this->query ) );
		usort(
			$rows,
			static function ( array $a, array $b ): int {
				return array_slice( $b, 1 ) <=> array_slice( $a, 1 );
			}
		);
		$ids = array_column( $rows, 0 );
		$in_title = array_column( $rows, self::IN_TITLE, 0 );
		// Where the title rules' first is sure, nothing is weighed: the evidence is read only for
		// whoever measures it.
		$weighed = Head_Order::weighs( $this->query->question, count( $groups ) ) && ( ! Head_Order::settled( $in_title[ $ids[0] ] ?? 0, count( $groups ) ) || has_action( 'docent_search_head' ) );
		if ( $weighed ) {
			$evidence = array(
				'ids'       => $ids,
				'question'  => $this->query->question,
				'in_title'  => $in_title,
				'relevance' => array_map( static fn( $id ): float => Relevance::sum( $scored, (int) $id ), array_combine( $ids, $ids ) ),
				'lengths'   => array_map( static fn( array $title ): int => $title['length'], $titles ),
				'overviews' => array_map( static fn( array $title ): bool => $title['overview'], $titles ),
				'words'     => count( $groups ),
			) + Field_Words::shares( $ids, $groups, $lists );
			/**
			 * Fires with a query's head in the title rules' order, and the evidence it is weighed
			 * by (Head_Order): what `npm run eval:fit-order` fits the weights on.
			 *
			 * @param array{ids: int[], question: bool, in_title: array<int, int>, relevance: array<int, float>, lengths: array<int, int>, overviews: array<int, bool>, headings: array<int, float>, leads: array<int, float>, words: int} $evidence The head and its evidence.
			 */
			do_action( 'docent_search_head', $evidence );
			$ids = Head_Order::reorder( $evidence );
		}
		$out   = array();
		$count = count( $ids );
		foreach ( $ids as $i => $doc_id ) {
			$out[ $doc_id ] = (float) ( $count - $i );
		}
		// The tail keeps its order, below the head.
		foreach ( array_slice( $keys, $depth, null, true ) as $doc_id => $unused ) {
			$out[ $doc_id ] = 0.0;
		}
		return $out;
	}

	/**
	 * One row per doc of the head: its id, then the rules' features in the order they count,
	 * then its first-pass place (rule 9).
	 *
	 * @param array<int, float>                                                                       $head   Doc id => first-pass key, best first.
	 * @param array<int, array{title: string, up: int, down: int, length: int, overview: bool}> $titles Doc_Titles::of() the head.
	 * @param array<int, array{0: array<int, int>, 1: mixed, 2: array<int, true>}>                    $scored Per group: docs matching it (as keys), …
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups Groups, with their terms.
	 * @param int                                                                                     $enough Words matched that count as all of them.
	 * @param array<int, Posting_List[]>                                                              $lists  Lists by term id (positions for Proximity).
	 * @param Title_Words                                                                             $words  The query's words, to read titles with.
	 * @return list<array<int, int|float>>
	 */
	private function rows( array $head, array $titles, array $scored, array $groups, int $enough, array $lists, Title_Words $words ): array {
		$near   = Proximity::pairs( array_keys( $head ), $groups, $lists );
		$blend  = count( $groups ) > 1;
		$values = $enough > 0 ? array() : Typed_Values::groups( $groups );
		$rows   = array();
		$rank   = 0;
		// An identifier's parts stand together wherever it is written: rule 7 counts only words
		// typed apart.
		$separate = count( $words->units() ) === $words->count();
		// Per title holding every query word: its other words (whether they narrow it is read below).
		$others   = array();
		$numbered = array();
		foreach ( $head as $doc_id => $key ) {
			$title = $words->of( isset( $titles[ $doc_id ] ) ? Document::plain( $titles[ $doc_id ]['title'] ) : '' );
			$prior = self::prior( $titles[ $doc_id ] ?? array() );
			// Rule 3's evidence: title words, words said together, and (rule 5) how strongly.
			$found     = $title['in'] + ( $near[ $doc_id ][0] ?? 0 ) + ( isset( $this->holding_all[ $doc_id ] ) ? 1 : 0 );
			$doublings = log( 1 + $prior * Relevance::sum( $scored, (int) $doc_id ), 2 );
			if ( $title['all'] ) {
				$others[ count( $rows ) ] = $title['others'];
			}
			$numbered[] = $title['numbers'];
			$rows[]     = array(
				$doc_id,
				$enough > 0 ? min( self::matched( $scored, $words->units(), $doc_id ), $enough ) : Typed_Values::held( $scored, $values, (int) $doc_id ),
				$title['exact'],
				(int) floor( self::EVIDENCE_STEPS * ( $found + ( $blend ? $doublings : 0.0 ) ) ),
				$title['all'] ? 1 + $title['own'] : 0,
				0, // Rule 4's narrowing words, set by titles_holding_all().
				$title['all'] ? -count( $title['written'] ) : 0,
				(int) floor( $doublings ),
				$title['in'],
				$title['own'],
				$separate ? (int) floor( log( 1 + ( $near[ $doc_id ][1] ?? 0 ), 2 ) ) : 0,
				$prior,
				-$rank++,
			);
		}
		return self::numbered( self::titles_holding_all( $rows, $others ), $numbered );
	}

	/**
	 * How many of the query's words a doc matches (anywhere), an identifier and its parts as one.
	 *
	 * @param array<int, array{0: array<int, int>, 1: mixed, 2: array<int, true>}> $scored Per group: docs matching it (as keys), …
	 * @param array<int, int>                                                      $units  Group => the first group of its word.
	 * @param int                                                                  $doc_id Doc id.
	 */
	private static function matched( array $scored, array $units, int $doc_id ): int {
		$matched = array();
		foreach ( $units as $g => $unit ) {
			if ( isset( $scored[ $g ][0][ $doc_id ] ) ) {
				$matched[ $unit ] = true;
			}
		}
		return count( $matched );
	}

	/**
	 * Rules 3 and 4 for the titles holding every query word: they stand together on the best
	 * evidence among them, and rule 4 orders them: the one with fewer narrowing words first,
	 * however much longer pages say the words.
	 *
	 * @param list<array<int, int|float>> $rows   From rows().
	 * @param array<int, string[]>        $others Row => the title's words that stand for no query word.
	 * @return list<array<int, int|float>>
	 */
	private static function titles_holding_all( array $rows, array $others ): array {
		// Only titles holding every query word need to know which of their other words are common.
		$common = $others ? self::common( array_merge( ...array_values( $others ) ) ) : array();
		$best   = $others ? max( array_column( array_intersect_key( $rows, $others ), 3 ) ) : 0;
		foreach ( $others as $row => $other ) {
			$rows[ $row ][3] = $best;
			$rows[ $row ][5] = -count( array_diff( $other, $common ) );
		}
		return $rows;
	}

	/**
	 * "Part 4" of a series for "… part 4": the query's numbers a title has count on top of rule 3.
	 *
	 * @param list<array<int, int|float>> $rows     From rows().
	 * @param int[]                       $numbered Per row: the query's numbers its title has.
	 * @return list<array<int, int|float>>
	 */
	private static function numbered( array $rows, array $numbered ): array {
		foreach ( $numbered as $row => $count ) {
			$rows[ $row ][3] += self::EVIDENCE_STEPS * $count;
		}
		return $rows;
	}

	/**
	 * Helpful votes as a factor on relevance: 1 with no votes, towards 1 ± VOTE_SWING as a clear
	 * majority of many votes builds up (30 up and none down: 1.19).
	 *
	 * @param array{up?: int, down?: int} $votes The doc's vote counts.
	 */
	private static function prior( array $votes ): float {
		$up   = max( 0, $votes['up'] ?? 0 );
		$down = max( 0, $votes['down'] ?? 0 );
		return 1 + self::VOTE_SWING * ( $up - $down ) / ( $up + $down + self::VOTE_WEIGHT );
	}

	/**
	 * Title terms found in a fifth of the docs or more: in "Serializing Django objects" neither
	 * "django" nor "object" narrows the page down, where "GeoJSON" in "GeoJSON Serializer" does.
	 *
	 * @param string[] $terms Title terms.
	 * @return string[]
	 */
	private static function common( array $terms ): array {
		$docs = State::get()['docs'];
		return $terms && $docs >= 10 ? ( new Vocabulary() )->frequent( $terms, (int) ceil( $docs / 5 ) ) : array();
	}
}
