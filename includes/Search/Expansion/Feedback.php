<?php
/**
 * Pseudo-relevance feedback: when the first result lacks words of a query, the words that the
 * first results share tell which docs of the head are about the need.
 *
 * @package Docent
 */

namespace Docent\Search\Expansion;

defined( 'ABSPATH' ) || exit;

/**
 * A visitor's words are not always the page's ("shut down the computer" for a page about
 * "shutdown" and "halt"). When the first result lacks two words of the query or more, the first
 * docs of the ranking are read as a sample of the topic: the terms most of them have, weighed by
 * rank and by their rarity in the whole site, are the site's own words for the need. The head is
 * then reordered by the words of the query each doc matched, its rank, and the share of those
 * terms it has. Nothing is written by hand, so it works in every language the index reads;
 * queries whose first result has every word, or all but one, are left as they are. Measured
 * on the eval's manuals it does not help enough to be on by default (docs/search.md).
 */
final class Feedback {

	/**
	 * Docs read as the sample and reordered.
	 */
	public const HEAD = 10;

	/**
	 * The first docs whose shared terms are the feedback.
	 */
	private const SAMPLE = 3;

	/**
	 * How many words of the query the first doc lacks before feedback steps in.
	 */
	private const MISSING = 2;

	/**
	 * Feedback terms kept, best first.
	 */
	private const TERMS = 12;

	/**
	 * A feedback term is in at least this many docs of the sample.
	 */
	private const MIN_DOCS = 2;

	/**
	 * Terms in more than this share of the site's docs are too common to say anything.
	 */
	private const MAX_SHARE = 0.2;

	/**
	 * How much the share of feedback terms a doc holds (0 to 1) counts beside 1/rank.
	 */
	private const WEIGHT = 0.5;

	/**
	 * Reads the docs' terms.
	 *
	 * @var Doc_Terms
	 */
	private Doc_Terms $terms;

	/**
	 * Reads docs' terms through the index tables.
	 *
	 * @param Doc_Terms|null $terms Reader (a new one when null).
	 */
	public function __construct( ?Doc_Terms $terms = null ) {
		$this->terms = $terms ?? new Doc_Terms();
	}

	/**
	 * Whether feedback reorders weak results: off by default (see docs/search.md for its figures);
	 * the `docent_search_feedback` filter turns it on.
	 */
	public static function enabled(): bool {
		return (bool) apply_filters( 'docent_search_feedback', false );
	}

	/**
	 * The ranking with its head reordered, when the first doc lacks MISSING words of the query or more.
	 *
	 * @param array<int, float>                                                                       $keys   Doc id => sort key, best first.
	 * @param array<int, array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>}> $scored Per group, from Searcher::score_group().
	 * @param int[]                                                                                   $own    The query's own term ids.
	 * @param int                                                                                     $n      Docs in the index.
	 * @return array<int, float> Doc id => sort key, best first.
	 */
	public function rerank( array $keys, array $scored, array $own, int $n ): array {
		if ( count( $keys ) < self::MIN_DOCS + 1 ) {
			return $keys;
		}
		$head    = array_slice( array_keys( $keys ), 0, self::HEAD );
		$matched = self::matched( $head, $scored );
		if ( $matched[ $head[0] ] > count( $scored ) - self::MISSING ) {
			return $keys;
		}
		$sets    = $this->terms->of( $head );
		$weights = $this->feedback_terms( array_slice( $head, 0, self::SAMPLE ), $sets, array_fill_keys( $own, true ), $n );
		if ( ! $weights ) {
			return $keys;
		}
		$total = array_sum( $weights );
		$order = array();
		foreach ( $head as $pos => $doc_id ) {
			$bonus            = array_sum( array_intersect_key( $weights, $sets[ $doc_id ] ?? array() ) ) / $total;
			$order[ $doc_id ] = $matched[ $doc_id ] + 1 / ( $pos + 1 ) + self::WEIGHT * $bonus;
		}
		arsort( $order );
		$reordered = array();
		foreach ( $order as $doc_id => $unused ) {
			$reordered[ $doc_id ] = $keys[ $doc_id ];
		}
		return $reordered + $keys;
	}

	/**
	 * Per doc of the head, how many groups of the query it matches.
	 *
	 * @param int[]                                                 $head   Doc ids.
	 * @param array<int, array{0: array<int, int>}>                 $scored Per group.
	 * @return array<int, int>
	 */
	private static function matched( array $head, array $scored ): array {
		$matched = array();
		foreach ( $head as $doc_id ) {
			$matched[ $doc_id ] = 0;
			foreach ( $scored as $group ) {
				$matched[ $doc_id ] += isset( $group[0][ $doc_id ] ) ? 1 : 0;
			}
		}
		return $matched;
	}

	/**
	 * The sample's shared terms (not the query's own), each weighed by the docs that have it (1/rank)
	 * times its rarity in the site; the best TERMS of them.
	 *
	 * @param int[]                        $head The sample's doc ids, best first.
	 * @param array<int, array<int, true>> $sets Doc id => its term ids.
	 * @param array<int, true>             $own  The query's term ids.
	 * @param int                          $n    Docs in the index.
	 * @return array<int, float> Term id => weight.
	 */
	public function feedback_terms( array $head, array $sets, array $own, int $n ): array {
		$share = array();
		$count = array();
		$sum   = 0.0;
		foreach ( $head as $pos => $doc_id ) {
			$weight = 1 / ( $pos + 1 );
			$sum   += $weight;
			foreach ( array_diff_key( $sets[ $doc_id ] ?? array(), $own ) as $term_id => $unused ) {
				$share[ $term_id ] = ( $share[ $term_id ] ?? 0.0 ) + $weight;
				$count[ $term_id ] = ( $count[ $term_id ] ?? 0 ) + 1;
			}
		}
		$shared  = array_keys( array_filter( $count, static fn( int $c ): bool => $c >= self::MIN_DOCS ) );
		$weights = array();
		foreach ( $this->terms->frequencies( $shared ) as $term_id => $df ) {
			if ( $df <= self::MAX_SHARE * $n ) {
				$weights[ $term_id ] = $share[ $term_id ] / $sum * log( 1 + ( $n - $df + 0.5 ) / ( $df + 0.5 ) );
			}
		}
		arsort( $weights );
		return array_slice( $weights, 0, self::TERMS, true );
	}
}
