<?php
/**
 * Reads the index: expands each query word to vocabulary terms, reads their posting lists and
 * ranks the docs in PHP.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Expansion\Feedback;
use Docent\Search\Index\Indexer;
use Docent\Search\Index\Posting_List;
use Docent\Search\Index\Schema;
use Docent\Search\Index\State;
use Docent\Search\Index_Unavailable;
use Docent\Search\Language\Joined_Words;
use Docent\Search\Language\Tokenizer;

defined( 'ABSPATH' ) || exit;

/**
 * Ranking, best first:
 * 1. docs matching every word (with three words or more, every word but the Optional_Words; for
 *    a question of three words or more, holding them all counts as one title word in
 *    Title_Ranker's evidence instead, among the docs matching at least half of its words;
 *    when none does and there is no phrase: docs matching any word, by title words and
 *    relevance rather than how many words they match (a long page matches many common words of
 *    a question), typed numbers excepted (Typed_Values); a Chinese or Japanese
 *    chunk is matched by a third of its character pairs, Chunk_Match, and when no doc matches
 *    every chunk so, a doc matching any one of them or another word competes);
 *    with three words or more and fewer than Title_Ranker::DEPTH such docs, then the docs
 *    matching at least half of the words, by relevance alone;
 * 2. docs whose title matches more of the words (the title match of the original Explore search);
 * 3. BM25F: precomputed field-weighted term weights times each term's rarity, exact words
 *    counting more than the same stem, longer words started by the last word, or one-typo words.
 */
final class Searcher {

	/**
	 * Searches.
	 *
	 * @param Query $query  Parsed query.
	 * @param int   $offset Hits to skip.
	 * @param int   $limit  Hits to return.
	 * @return array{hits: list<array{id:int, score:float}>, total:int, terms: list<string>, unknown: list<string>, corrected: array<string, list<string>>}
	 *         `unknown`: words of the query that no indexed doc has, in any form (with the
	 *         characters of such a Chinese or Japanese word). `corrected`: per
	 *         word of the query, the words one typo away that were looked for too.
	 * @throws Index_Unavailable When the index is missing, not built yet or damaged.
	 */
	public function search( Query $query, int $offset, int $limit ): array {
		$result = array(
			'hits'      => array(),
			'total'     => 0,
			'terms'     => array(),
			'unknown'   => array(),
			'corrected' => array(),
		);
		if ( $query->is_empty() ) {
			return $result;
		}
		if ( ! Schema::is_current() || Indexer::active_generation() < 1 ) {
			throw new Index_Unavailable( 'The search index is not built yet.' );
		}
		$groups = ( new Vocabulary() )->expand( $query, State::get()['docs'] );
		$paired = Chunk_Match::words( $query->chunks );
		$result = self::describe( $result, $groups, $paired );
		// Every word must match; a word with no term at all makes that impossible (a CJK chunk's
		// pair need not: enough of the others may match, Chunk_Match).
		$complete = ! array_filter( $groups, static fn( array $g ): bool => ! $g['terms'] && ! isset( $paired[ $g['word'] ] ) );
		$groups   = array_values( array_filter( $groups, static fn( array $g ): bool => array() !== $g['terms'] ) );
		if ( ! $groups || ( ! $complete && $query->phrases ) ) {
			return $result;
		}

		$lists  = $this->lists( $groups, $query->phrases );
		$scored = array();
		foreach ( $groups as $g => $group ) {
			$scored[ $g ] = $this->score_group( $group, $lists );
		}
		$scored          = Joined_Words::widen( $query, $groups, $scored, $lists );
		$keys            = $this->rank( $query, $groups, $scored, $lists, $complete, $limit );
		if ( Feedback::enabled() ) {
			$keys = ( new Feedback() )->rerank( $keys, $scored, array_column( array_merge( ...array_column( $groups, 'terms' ) ), 'id' ), State::get()['docs'] );
		}
		$result['total'] = count( $keys );
		$result['hits']  = self::hits( array_slice( $keys, $offset, $limit, true ), $scored, count( $groups ) );
		return $result;
	}

	/**
	 * The result's words: every term looked for, the words no doc has, and the one-typo words
	 * looked for per word of the query.
	 *
	 * @param array<string, mixed>                                                                  $result The result so far.
	 * @param list<array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups Groups, from Vocabulary::expand().
	 * @param array<string, true>                                                                   $paired The CJK chunks' pairs (Chunk_Match::words()).
	 * @return array<string, mixed>
	 */
	private static function describe( array $result, array $groups, array $paired ): array {
		foreach ( $groups as $group ) {
			foreach ( $group['terms'] as $term ) {
				$result['terms'][] = $term['term'];
				if ( Vocabulary::TYPO_RANK === $term['rank'] ) {
					$result['corrected'][ $group['word'] ][] = $term['term'];
				}
			}
		}
		foreach ( $groups as $group ) {
			if ( ! $group['terms'] ) {
				$result['unknown'][] = $group['word'];
				// A Chinese or Japanese word that no doc writes ("首都") is unknown with its characters,
				// which docs hold in other words ("首", "都"): chat counts a word by its characters
				// and pairs (Terms::unknown()), and would count this one known. A chunk's pair is
				// not a word: the chunk's other pairs still count.
				if ( Tokenizer::is_cjk( $group['word'] ) && ! isset( $paired[ $group['word'] ] ) ) {
					$result['unknown'] = array_merge( $result['unknown'], Tokenizer::terms_of( $group['word'] ) );
				}
			}
		}
		return $result;
	}

	/**
	 * Every matching doc, best first (rules 1 to 3 of the class comment).
	 *
	 * @param Query                                                                                      $query    Parsed query.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups   Groups with terms.
	 * @param array<int, array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>}> $scored Per group, from score_group().
	 * @param array<int, Posting_List[]>                                                                 $lists    Lists by term id.
	 * @param bool                                                                                       $complete Whether every word of the query has terms.
	 * @param int                                                                                        $limit    Hits per page.
	 * @return array<int, float> Doc id => sort key, best first.
	 */
	private function rank( Query $query, array $groups, array $scored, array $lists, bool $complete, int $limit ): array {
		$hidden = array_flip( $this->hidden_containers() );
		$paired = Chunk_Match::words( $query->chunks );
		$n      = count( $groups );
		// Three words or more: a doc may miss the words that say least about the need and still
		// compete on relevance and title. (Not with identifiers: `login_required` and its parts
		// are one word, not three.)
		$plain    = ! preg_grep( '/[_.\-]/', array_column( $groups, 'word' ) );
		$optional = $n >= 3 && $plain && ! $query->phrases && ! $query->chunks ? Optional_Words::of( $scored, array_column( $groups, 'word' ) ) : array();
		// And the first part of a compound cut in two (Vocabulary::compound_parts()).
		$optional = $optional + array_filter( array_map( static fn( array $g ): bool => ! empty( $g['optional'] ), $groups ) );
		$enough   = $n - count( $optional );
		// A chunk's pairs are each optional: Chunk_Match keeps the docs with enough of them.
		$optional = $optional + array_filter( array_map( static fn( array $g ): bool => isset( $paired[ $g['word'] ] ), $groups ) );
		$keys     = $complete ? First_Pass::rank( $scored, $optional, $hidden, $query->phrases, $lists, $groups ) : array();
		$keys     = $query->chunks ? Chunk_Match::filter( $keys, $query->chunks, $groups, $scored ) : $keys;
		// A question of three words or more holds the visitor's own words ("actually", "keep
		// hearing about"): the docs holding every needed one gain one title word of evidence
		// (Title_Ranker) instead of a tier above the docs holding at least half of them. A Chinese
		// or Japanese word counts once, held by enough of its pairs (Chunk_Match): a long page
		// holds a third of every word's pairs by chance, and was a tier above the page about the
		// question.
		$holding_all = array();
		$words       = $query->chunks ? Chunk_Match::units( $query->chunks, $groups ) : $n;
		if ( $keys && $query->question && $words >= 3 && ! $query->phrases ) {
			$holding_all = $keys;
			$keys        = array();
		}
		// Three words or more and few docs with every one: the docs matching at least half of them
		// follow (a page that says the need in other words still has a place), never before them.
		$tail = $keys && count( $keys ) < Title_Ranker::DEPTH && ! $query->phrases && $n >= 3;
		if ( ! $keys && ! $query->phrases && ( $n > 1 || ! $complete ) ) {
			// Nothing matches every word (or a word is in no doc at all, misspelt beyond one typo,
			// say): a question in plain words still finds the docs that say its words most strongly.
			$keys   = First_Pass::rank( $scored, array_fill_keys( array_keys( $scored ), true ), $hidden, array(), $lists, $groups );
			$enough = 0;
			// A chunk's pairs too: enough of them for any one chunk will do (Chunk_Match::any()).
			$keys = $query->chunks ? Chunk_Match::any( $keys, $query->chunks, $groups, $scored ) : $keys;
		}
		if ( $holding_all ) {
			$half = $query->chunks ? Chunk_Match::matching( $query->chunks, $groups, $scored, (int) ceil( $words / 2 ) ) : Relevance::matching( $scored, (int) ceil( $n / 2 ) );
			$keys = array_intersect_key( $keys, $holding_all + $half );
		}
		// The same head is reordered for every page of a query, so pages neither repeat nor skip a doc.
		$keys = ( new Title_Ranker( $query, $holding_all ) )->rerank( $keys, $scored, Joined_Words::for_titles( $query, $groups ), $limit, $enough, $lists );
		if ( $tail ) {
			$keys += Chunk_Match::filter( Relevance::partial( $scored, $keys + $hidden ), $query->chunks, $groups, $scored );
		}
		return $keys;
	}

	/**
	 * The page's hits with their scores: words matched, then a fraction for title words and
	 * relevance, never above the hit before.
	 *
	 * @param array<int, float>                                                                         $page   Doc id => key, the page's docs in order.
	 * @param array<int, array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>}> $scored Per group, from score_group().
	 * @param int                                                                                             $n      How many groups.
	 * @return list<array{id:int, score:float}>
	 */
	private static function hits( array $page, array $scored, int $n ): array {
		$hits     = array();
		$previous = INF;
		foreach ( $page as $doc_id => $unused ) {
			$matched   = 0;
			$in_title  = 0;
			$relevance = 0.0;
			foreach ( $scored as $group ) {
				if ( isset( $group[0][ $doc_id ] ) ) {
					++$matched;
					$relevance += Relevance::of( $group[1], (int) $doc_id );
					$in_title  += isset( $group[2][ $doc_id ] ) ? 1 : 0;
				}
			}
			// The title tie-breaks may put a doc above one with a higher first-pass score: scores
			// follow the final order.
			$previous = min( $previous, round( $matched + ( $in_title + $relevance / ( $relevance + 1 ) ) / ( $n + 1 ), 4 ) );
			$hits[]   = array(
				'id'    => (int) $doc_id,
				'score' => $previous,
			);
		}
		return $hits;
	}

	/**
	 * Posting lists of the active generation for every term of the groups, decoded; positions
	 * only for terms of phrases.
	 *
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups  Groups.
	 * @param list<list<array{0:string, 1:int}>>                                                  $phrases Phrases.
	 * @return array<int, Posting_List[]> Term id => lists (one per block).
	 */
	private function lists( array $groups, array $phrases ): array {
		global $wpdb;
		$tables = Schema::tables();
		$ids    = array();
		$by     = array();
		foreach ( $groups as $group ) {
			foreach ( $group['terms'] as $term ) {
				$ids[]               = $term['id'];
				$by[ $term['term'] ] = $term['id'];
			}
		}
		// Term id => whether its positions are read lazily: phrases read every candidate's
		// positions, proximity only those of the few docs the title tie-breaks reorder.
		$with_positions = array();
		foreach ( Proximity::term_ids( $groups, $phrases ) as $term_id => $unused ) {
			$with_positions[ $term_id ] = true;
		}
		foreach ( $phrases as $phrase ) {
			foreach ( $phrase as $part ) {
				if ( isset( $by[ $part[0] ] ) ) {
					$with_positions[ $by[ $part[0] ] ] = false;
				}
			}
		}
		list( $first, $last ) = Indexer::block_range( Indexer::active_generation() );
		$in                   = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$positions            = '\'\'';
		$args                 = array();
		if ( $with_positions ) {
			$positions = 'CASE WHEN term_id IN (' . implode( ',', array_fill( 0, count( $with_positions ), '%d' ) ) . ") THEN positions ELSE '' END";
			$args      = array_keys( $with_positions );
		}
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT term_id, entries, docs, $positions FROM {$tables['postings']} WHERE term_id IN ($in) AND block BETWEEN %d AND %d ORDER BY block", // phpcs:ignore WordPress.DB -- placeholders built here, table from $wpdb->prefix.
				...array_merge( $args, $ids, array( $first, $last ) )
			),
			ARRAY_N
		);
		if ( '' !== (string) $wpdb->last_error ) {
			throw new Index_Unavailable( (string) $wpdb->last_error );
		}
		$lists = array();
		foreach ( (array) $rows as $row ) {
			$term_id             = (int) $row[0];
			$lists[ $term_id ][] = Posting_List::decode( (int) $row[1], (string) $row[2], isset( $with_positions[ $term_id ] ) ? (string) $row[3] : null, $with_positions[ $term_id ] ?? false );
		}
		return $lists;
	}

	/**
	 * One group's docs. Per term (best kind of match first): doc => weight, and its factor; the
	 * union of those docs; and the docs whose title has one of the terms. Built with array
	 * functions only: a common word has thousands of docs.
	 *
	 * @param array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>} $group Group.
	 * @param array<int, Posting_List[]>                                                          $lists Lists by term id.
	 * @return array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>}
	 */
	private function score_group( array $group, array $lists ): array {
		$terms = $group['terms'];
		usort( $terms, static fn( array $a, array $b ): int => array( $a['rank'], $b['factor'] ) <=> array( $b['rank'], $a['factor'] ) );
		$union = array();
		$maps  = array();
		$title = array();
		foreach ( $terms as $term ) {
			$map = array();
			foreach ( $lists[ $term['id'] ] ?? array() as $list ) {
				// Blocks hold different docs: + only joins them.
				$map += array_combine( $list->ids, $list->weights );
				foreach ( $list->title_ids() as $doc_id ) {
					$title[ $doc_id ] = true;
				}
			}
			if ( $map ) {
				$union += $map;
				$maps[] = array( $map, $term['factor'] / Posting_List::SCALE );
			}
		}
		return array( $union, $maps, $title );
	}

	/**
	 * Sections and documentations with no text of their own: navigation, not answers.
	 *
	 * @return int[]
	 */
	private function hidden_containers(): array {
		return State::get()['hidden'];
	}
}
