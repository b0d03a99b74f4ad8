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
use Docent\Search\Language\Extra_Terms;
use Docent\Search\Language\Tokenizer;

defined( 'ABSPATH' ) || exit;

/**
 * Tie-breaking over the first DEPTH candidates (as hosted search engines do after their first
 * ranking pass), on features the posting lists cannot carry cheaply:
 * 1. words matched (anywhere; unchanged from the first pass);
 * 2. the title is exactly the query (every title term stands for a query word, and the
 *    reverse, one-digit numbers included), so "Middleware" beats "Writing your own middleware"
 *    for "middelware", and "… part 4" beats "… part 1";
 * 3. the evidence, in halves of a title word: the query words (and one-digit numbers) the title
 *    holds, an identifier and its parts counting as one word (held only whole or with every
 *    part: "URL dispatcher" does not hold `get_absolute_url`), plus the pairs of neighbouring
 *    query words that stand together in the doc (Proximity), plus, with two query words or
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
	 * Rule 3 compares evidence in steps of 1 / EVIDENCE_STEPS title word: finer steps leave the
	 * title rules after it (4, 6) fewer ties to order.
	 */
	private const EVIDENCE_STEPS = 2;

	/**
	 * Reorders the head of a ranking.
	 *
	 * @param array<int, float>                                                                       $keys   Doc id => first-pass key, best first.
	 * @param array<int, array{0: array<int, int>, 1: mixed, 2: array<int, true>}>                    $scored Per group: docs matching it (as keys), …
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups Groups, with their terms.
	 * @param int                                                                                     $depth  How many to reorder (at least DEPTH).
	 * @param int                                                                                     $enough Words matched that count as all of them.
	 * @param array<int, Posting_List[]>                                                              $lists   Lists by term id (positions for Proximity).
	 * @param string[]                                                                                $numbers One-digit numbers of the query (Query::$numbers).
	 * @return array<int, float> Doc id => key, best first (keys of the head replaced by their new order).
	 */
	public function rerank( array $keys, array $scored, array $groups, int $depth, int $enough = PHP_INT_MAX, array $lists = array(), array $numbers = array() ): array {
		$depth = max( self::DEPTH, $depth );
		$head  = array_slice( $keys, 0, $depth, true );
		if ( count( $head ) < 2 ) {
			return $keys;
		}
		$terms = array();
		$typed = array();
		foreach ( $groups as $g => $group ) {
			$terms[ $g ] = array_column( $group['terms'], 'term' );
			$typed[ $g ] = array_column( array_filter( $group['terms'], static fn( array $t ): bool => $t['rank'] < Vocabulary::SYNONYM_RANK ), 'term' );
		}
		$units  = self::units( $groups );
		$titles = Doc_Titles::of( array_keys( $head ) );
		$near   = Proximity::pairs( array_keys( $head ), $groups, $lists );

		$words = count( array_unique( $units ) );
		$blend = count( $groups ) > 1;
		$rows  = array();
		$rank  = 0;
		// An identifier's parts stand together wherever it is written: rule 7 counts only words
		// typed apart.
		$separate = count( $units ) === $words;
		// Per title holding every query word: its other words (whether they narrow it is read below).
		$others   = array();
		$numbered = array();
		foreach ( $head as $doc_id => $key ) {
			$plain   = isset( $titles[ $doc_id ] ) ? Document::plain( $titles[ $doc_id ]['title'] ) : '';
			$tokens  = Tokenizer::words( $plain );
			$written = self::title_terms( $plain, $tokens );
			$title   = array_values( array_unique( array_merge( $written, array_map( 'strval', Extra_Terms::closed_up( $plain ) ) ) ) );
			$digits  = array_values( array_unique( (array) preg_grep( '/^\p{N}$/u', $tokens ) ) );
			$matched = array();
			$in      = array();
			$in_own  = array();
			$covered = array();
			foreach ( $terms as $g => $group_terms ) {
				if ( isset( $scored[ $g ][0][ $doc_id ] ) ) {
					$matched[ $units[ $g ] ] = true;
				}
				$hits = array_intersect( $group_terms, $title );
				if ( $hits ) {
					$in[ $g ] = true;
					$covered += array_fill_keys( $hits, true );
				}
				if ( array_intersect( $typed[ $g ], $title ) ) {
					$in_own[ $g ] = true;
				}
			}
			$in     = self::held( $in, $units );
			$in_own = self::held( $in_own, $units );
			$all    = count( $in ) === $words;
			// "Part 4" is exactly the query "… part 4", not "… part 1".
			$exact  = $all && ! array_diff( $written, array_keys( $covered ) ) && ! array_diff( $digits, $numbers );
			$pairs  = $near[ $doc_id ][0] ?? 0;
			$prior  = self::prior( $titles[ $doc_id ] ?? array() );

			// Rule 3's evidence: title words, words said together, and (rule 5) how strongly.
			$found     = count( $in ) + $pairs;
			$doublings = log( 1 + $prior * Relevance::sum( $scored, (int) $doc_id ), 2 );
			if ( $all ) {
				$others[ count( $rows ) ] = array_values( array_diff( $written, array_keys( $covered ) ) );
			}
			$numbered[] = count( array_intersect( array_unique( $numbers ), $digits ) );
			$rows[] = array(
				$doc_id,
				min( count( $matched ), $enough ),
				$exact ? ( count( $in_own ) === $words ? 2 : 1 ) : 0,
				(int) floor( self::EVIDENCE_STEPS * ( $found + ( $blend ? $doublings : 0.0 ) ) ),
				$all ? 1 + count( $in_own ) : 0,
				0, // Rule 4's narrowing words, set below.
				$all ? -count( $written ) : 0,
				(int) floor( $doublings ),
				count( $in ),
				count( $in_own ),
				$separate ? (int) floor( log( 1 + ( $near[ $doc_id ][1] ?? 0 ), 2 ) ) : 0,
				$prior,
				-$rank++,
			);
		}
		// Only titles holding every query word need to know which of their other words are common.
		$common = $others ? self::common( array_merge( ...array_values( $others ) ) ) : array();
		// Titles holding every query word stand together on the best evidence among them, and rule
		// 4 orders them: the shorter title first, however much longer pages say the words.
		$best = $others ? max( array_column( array_intersect_key( $rows, $others ), 3 ) ) : 0;
		foreach ( $others as $row => $other ) {
			$rows[ $row ][3] = $best;
			$rows[ $row ][5] = -count( array_diff( $other, $common ) );
		}
		// "Part 4" of a series for "… part 4": the query's numbers count on top.
		foreach ( $numbered as $row => $count ) {
			$rows[ $row ][3] += self::EVIDENCE_STEPS * $count;
		}
		usort(
			$rows,
			static function ( array $a, array $b ): int {
				return array_slice( $b, 1 ) <=> array_slice( $a, 1 );
			}
		);
		$out   = array();
		$count = count( $rows );
		foreach ( $rows as $i => $row ) {
			$out[ $row[0] ] = (float) ( $count - $i );
		}
		// The tail keeps its order, below the head.
		foreach ( array_slice( $keys, $depth, null, true ) as $doc_id => $unused ) {
			$out[ $doc_id ] = 0.0;
		}
		return $out;
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

	/**
	 * The words a title holds, from the groups it holds. An identifier is held when the title has
	 * it whole or every one of its parts: "URL dispatcher" does not hold `get_absolute_url`.
	 *
	 * @param array<int, true> $hits  Groups the title holds.
	 * @param array<int, int>  $units Group => its word (from units()).
	 * @return array<int, true> Word (its first group) => true.
	 */
	private static function held( array $hits, array $units ): array {
		$held = array();
		foreach ( $hits as $g => $unused ) {
			$held[ $units[ $g ] ] = true;
		}
		// Only an identifier's parts stand for a group other than their own.
		foreach ( $units as $g => $unit ) {
			if ( $g !== $unit && ! isset( $hits[ $unit ] ) && ! isset( $hits[ $g ] ) ) {
				unset( $held[ $unit ] );
			}
		}
		return $held;
	}

	/**
	 * The word each group stands for: an identifier typed as one word (`manage.py`) and the
	 * groups of its parts (`manage`, `py`) are one word, not three, when titles are compared.
	 *
	 * @param array<int, array{word:string}> $groups Groups.
	 * @return array<int, int> Group => the first group of its word.
	 */
	private static function units( array $groups ): array {
		$units = array();
		foreach ( $groups as $g => $group ) {
			$units[ $g ] = $g;
		}
		foreach ( $groups as $c => $compound ) {
			if ( ! preg_match( '/[_.\-]/', $compound['word'] ) ) {
				continue;
			}
			$parts = preg_split( '/[_.\-]+/', $compound['word'], -1, PREG_SPLIT_NO_EMPTY );
			foreach ( $groups as $g => $group ) {
				if ( $units[ $g ] === $g && in_array( $group['word'], (array) $parts, true ) ) {
					$units[ $g ] = $units[ $c ];
				}
			}
		}
		return $units;
	}

	/**
	 * A title's distinct index terms as written (stopwords dropped, as the index does; closed-up
	 * spellings of hyphenated words are added by the caller, for matching only).
	 *
	 * @param string   $title Title as plain text.
	 * @param string[] $words Its words (Tokenizer::words(), read once per title).
	 * @return string[]
	 */
	private static function title_terms( string $title, array $words ): array {
		$out = array();
		foreach ( $words as $word ) {
			foreach ( Tokenizer::terms_of( (string) $word ) as $term ) {
				$out[ $term ] = true;
			}
		}
		foreach ( Extra_Terms::identifiers( $title ) as $term ) {
			$out[ $term ] = true;
		}
		return array_map( 'strval', array_keys( $out ) );
	}
}
