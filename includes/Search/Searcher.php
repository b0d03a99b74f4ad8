<?php
/**
 * Reads the index: expands each query word to vocabulary terms, reads their posting lists and
 * ranks the docs in PHP.
 *
 * @package Docent
 */

namespace Docent\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Ranking, best first:
 * 1. docs matching every word (when none does and there is no phrase: docs matching most words);
 * 2. docs whose title matches more of the words (the title match of the original Explore search);
 * 3. BM25F: precomputed field-weighted term weights times each term's rarity, exact words
 *    counting more than the same stem, longer words started by the last word, or one-typo words.
 */
final class Searcher {

	/**
	 * How much each kind of expansion counts compared with the word itself.
	 */
	private const EXACT  = 1.0;
	private const STEM   = 0.85;
	private const PREFIX = 0.75;
	private const TYPO   = 0.5;

	/**
	 * Longer words tried for an unfinished last word, most common first.
	 */
	private const PREFIX_LIMIT = 20;

	/**
	 * One-typo words tried per word, most common first.
	 */
	private const TYPO_LIMIT = 8;

	/**
	 * Shortest word (in characters) that tolerates a typo.
	 */
	public const TYPO_MIN_LENGTH = 5;

	/**
	 * Searches.
	 *
	 * @param Query $query  Parsed query.
	 * @param int   $offset Hits to skip.
	 * @param int   $limit  Hits to return.
	 * @return array{hits: list<array{id:int, score:float}>, total:int, terms: list<string>}
	 */
	public function search( Query $query, int $offset, int $limit ): array {
		$result = array(
			'hits'  => array(),
			'total' => 0,
			'terms' => array(),
		);
		if ( $query->is_empty() || ! Schema::is_current() || Indexer::active_generation() < 1 ) {
			return $result;
		}
		$groups = $this->expand( $query );
		foreach ( $groups as $group ) {
			foreach ( $group['terms'] as $term ) {
				$result['terms'][] = $term['term'];
			}
		}
		// Every word must match; a word with no term at all makes that impossible.
		$complete = ! in_array( array(), array_column( $groups, 'terms' ), true );
		$groups   = array_values( array_filter( $groups, static fn( array $g ): bool => array() !== $g['terms'] ) );
		if ( ! $groups || ( ! $complete && $query->phrases ) ) {
			return $result;
		}

		$lists  = $this->lists( $groups, $query->phrases );
		$scored = array();
		foreach ( $groups as $g => $group ) {
			$scored[ $g ] = $this->score_group( $group, $lists );
		}
		$hidden = array_flip( $this->hidden_containers() );

		$n    = count( $groups );
		$keys = $complete ? $this->rank( $scored, $n, $hidden, $query->phrases, $lists, $groups ) : array();
		if ( ! $keys && ! $query->phrases && $n > 1 ) {
			// Nothing matches every word: a question in plain words still finds the docs that match most.
			$keys = $this->rank( $scored, 1, $hidden, array(), $lists, $groups );
		}
		$result['total'] = count( $keys );
		foreach ( array_slice( $keys, $offset, $limit, true ) as $doc_id => $unused ) {
			$matched   = 0;
			$in_title  = 0;
			$relevance = 0.0;
			foreach ( $scored as $group ) {
				if ( isset( $group[0][ $doc_id ] ) ) {
					++$matched;
					$relevance += self::relevance( $group[1], (int) $doc_id );
					$in_title  += isset( $group[2][ $doc_id ] ) ? 1 : 0;
				}
			}
			$result['hits'][] = array(
				'id'    => (int) $doc_id,
				'score' => round( $matched + ( $in_title + $relevance / ( $relevance + 1 ) ) / ( $n + 1 ), 4 ),
			);
		}
		return $result;
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
		$with_positions = array();
		foreach ( $phrases as $phrase ) {
			foreach ( $phrase as $part ) {
				if ( isset( $by[ $part[0] ] ) ) {
					$with_positions[ $by[ $part[0] ] ] = true;
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
		$lists = array();
		foreach ( (array) $rows as $row ) {
			$term_id             = (int) $row[0];
			$lists[ $term_id ][] = Posting_List::decode( (int) $row[1], (string) $row[2], isset( $with_positions[ $term_id ] ) ? (string) $row[3] : null );
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
	 * A doc's relevance for one group: its best kind of match (the exact word before its
	 * variants), weight × factor.
	 *
	 * @param list<array{0: array<int, int>, 1: float}> $maps   Per term: doc => weight, factor.
	 * @param int                                       $doc_id Doc id.
	 */
	private static function relevance( array $maps, int $doc_id ): float {
		foreach ( $maps as $map ) {
			if ( isset( $map[0][ $doc_id ] ) ) {
				return $map[0][ $doc_id ] * $map[1];
			}
		}
		return 0.0;
	}

	/**
	 * Docs matching at least $min groups (and the phrases), best first, each with one sortable
	 * number: matched groups, then groups matched in the title, then relevance.
	 *
	 * @param array<int, array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>}> $scored Per group, from score_group().
	 * @param int                                                                          $min     Groups a doc must match.
	 * @param array<int, int>                                                              $hidden  Doc ids never returned (as keys).
	 * @param list<list<array{0:string, 1:int}>>                                           $phrases Phrases.
	 * @param array<int, Posting_List[]>                                                   $lists   Lists by term id.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups  Groups.
	 * @return array<int, float> Doc id => sort key, best first (only the order counts).
	 */
	private function rank( array $scored, int $min, array $hidden, array $phrases, array $lists, array $groups ): array {
		$n   = count( $scored );
		$all = $min >= $n;
		if ( $all ) {
			$sets = array_column( $scored, 0 );
			usort( $sets, static fn( array $a, array $b ): int => count( $a ) <=> count( $b ) );
			$candidates = count( $sets ) > 1 ? array_intersect_key( ...$sets ) : $sets[0];
		} else {
			$candidates = array();
			foreach ( $scored as $group ) {
				$candidates += $group[0];
			}
		}
		$candidates = array_diff_key( $candidates, $hidden );
		if ( $phrases && $candidates ) {
			$candidates = $this->with_phrases( $candidates, $phrases, $lists, $groups );
		}

		if ( 1 === $n ) {
			return $this->rank_one( $scored[0], $candidates );
		}

		// Per doc: groups matched, groups matched in the title, relevance. Array functions pick each
		// group's docs among the candidates; only the sums run in PHP.
		$matched   = array();
		$in_title  = array();
		$relevance = array();
		foreach ( $scored as $group ) {
			$left = $candidates;
			foreach ( $group[1] as $map ) {
				$hits = array_intersect_key( $map[0], $left );
				foreach ( $hits as $doc_id => $weight ) {
					$relevance[ $doc_id ] = ( $relevance[ $doc_id ] ?? 0.0 ) + $weight * $map[1];
				}
				if ( ! $all ) {
					foreach ( $hits as $doc_id => $unused ) {
						$matched[ $doc_id ] = ( $matched[ $doc_id ] ?? 0 ) + 1;
					}
				}
				$left = array_diff_key( $left, $hits );
				if ( ! $left ) {
					break;
				}
			}
			foreach ( array_intersect_key( $group[2], $candidates ) as $doc_id => $unused ) {
				$in_title[ $doc_id ] = ( $in_title[ $doc_id ] ?? 0 ) + 1;
			}
		}
		// Relevance stays below 10⁴, so it only orders docs with the same counts.
		$keys = array();
		foreach ( $relevance as $doc_id => $sum ) {
			$keys[ $doc_id ] = ( ( $all ? $n : $matched[ $doc_id ] ) * 64 + ( $in_title[ $doc_id ] ?? 0 ) ) * 1e4 + min( $sum, 9999.0 );
		}
		arsort( $keys );
		return $keys;
	}

	/**
	 * Ranking for one word (the usual query while typing) with array functions only: the title
	 * docs first, then by weight, each variant of the word scaled to the exact word's factor.
	 *
	 * @param array{0: array<int, int>, 1: list<array{0: array<int, int>, 1: float}>, 2: array<int, true>} $group      The group.
	 * @param array<int, mixed>                                                                             $candidates Doc id => anything.
	 * @return array<int, float> Doc id => sort key, best first (only the order counts).
	 */
	private function rank_one( array $group, array $candidates ): array {
		$keys = array();
		foreach ( $group[1] as $i => $map ) {
			$hits = array_diff_key( array_intersect_key( $map[0], $candidates ), $keys );
			if ( 0 === $i ) {
				$keys = $hits;
				continue;
			}
			// Few docs have only a variant of the word: scale those in PHP.
			$scale = $map[1] / $group[1][0][1];
			foreach ( $hits as $doc_id => $weight ) {
				$keys[ $doc_id ] = $weight * $scale;
			}
		}
		// Weights stay below 10⁶ (×SCALE): the title docs come first.
		foreach ( array_intersect_key( $keys, $group[2] ) as $doc_id => $weight ) {
			$keys[ $doc_id ] = $weight + 1e9;
		}
		arsort( $keys );
		return $keys;
	}

	/**
	 * The candidates in which every phrase's terms sit at their relative positions.
	 *
	 * @param array<int, mixed>                                                            $candidates Doc id => anything.
	 * @param list<list<array{0:string, 1:int}>>                                           $phrases    Phrases.
	 * @param array<int, Posting_List[]>                                                   $lists      Lists by term id.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups     Groups.
	 * @return array<int, mixed>
	 */
	private function with_phrases( array $candidates, array $phrases, array $lists, array $groups ): array {
		$by = array();
		foreach ( $groups as $group ) {
			foreach ( $group['terms'] as $term ) {
				$by[ $term['term'] ] = $term['id'];
			}
		}
		foreach ( $phrases as $phrase ) {
			// Positions of each phrase term in each candidate.
			$where = array();
			foreach ( $phrase as $k => $part ) {
				$term_id = $by[ $part[0] ] ?? 0;
				foreach ( $lists[ $term_id ] ?? array() as $list ) {
					foreach ( $list->ids as $i => $doc_id ) {
						if ( isset( $candidates[ $doc_id ] ) ) {
							$where[ $k ][ $doc_id ] = array_flip( $list->positions[ $i ] ?? array() );
						}
					}
				}
			}
			foreach ( $candidates as $doc_id => $unused ) {
				if ( ! $this->phrase_at( $phrase, $where, $doc_id ) ) {
					unset( $candidates[ $doc_id ] );
				}
			}
		}
		return $candidates;
	}

	/**
	 * Whether a doc has the phrase: the first term somewhere, every other term at its offset from it.
	 *
	 * @param list<array{0:string, 1:int}>        $phrase Terms and offsets.
	 * @param array<int, array<int, array<int, int>>> $where  Term index => doc id => positions (as keys).
	 * @param int                                 $doc_id Doc id.
	 */
	private function phrase_at( array $phrase, array $where, int $doc_id ): bool {
		foreach ( array_keys( $where[0][ $doc_id ] ?? array() ) as $start ) {
			$base = $start - $phrase[0][1];
			$ok   = true;
			for ( $k = 1, $count = count( $phrase ); $k < $count; $k++ ) {
				if ( ! isset( $where[ $k ][ $doc_id ][ $base + $phrase[ $k ][1] ] ) ) {
					$ok = false;
					break;
				}
			}
			if ( $ok ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Sections and documentations with no text of their own: navigation, not answers.
	 *
	 * @return int[]
	 */
	private function hidden_containers(): array {
		return array_map( 'intval', (array) get_option( Indexer::HIDDEN, array() ) );
	}

	/**
	 * Turns each group's word into vocabulary terms with a weight factor (rarity × kind of match).
	 * A term serves one group only; a group left with nothing but shared terms is dropped.
	 *
	 * @param Query $query Parsed query.
	 * @return list<array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}>
	 */
	private function expand( Query $query ): array {
		$stats = Indexer::stats();
		$n     = max( 1, $stats['docs'] );

		$words = array();
		$stems = array();
		foreach ( $query->groups as $group ) {
			$words[] = $group['word'];
			if ( 'exact' !== $group['kind'] ) {
				$stems[] = Stemmer::stem( $group['word'] );
			}
		}
		$vocabulary = $this->by_words_or_stems( $words, $stems );

		$claimed = array();
		$groups  = array();
		foreach ( $query->groups as $group ) {
			$word       = $group['word'];
			$candidates = array();
			$exact_df   = 0;
			foreach ( $vocabulary as $row ) {
				if ( $row['term'] === $word ) {
					$candidates[ $row['id'] ] = array( $row, self::EXACT, 0 );
					$exact_df                 = $row['df'];
				} elseif ( 'exact' !== $group['kind'] && $row['stem'] === Stemmer::stem( $word ) ) {
					$candidates[ $row['id'] ] = array( $row, self::STEM, 1 );
				}
			}
			if ( 'prefix' === $group['kind'] ) {
				foreach ( $this->by_prefix( $word ) as $row ) {
					$candidates[ $row['id'] ] ??= array( $row, self::PREFIX, 2 );
				}
			}
			// A word nobody uses, or only a few docs (perhaps misspelt there too), also finds its
			// one-typo neighbours that are at least as common; a common word is taken as meant.
			// An unfinished word that already starts longer words is being typed, not misspelt.
			$typing = 'prefix' === $group['kind'] && $candidates;
			if ( ! $typing && 'exact' !== $group['kind'] && $exact_df <= max( 2, $n / 100 ) && mb_strlen( $word, 'UTF-8' ) >= self::TYPO_MIN_LENGTH && preg_match( '/^\p{L}+$/u', $word ) ) {
				foreach ( $this->by_typo( $word ) as $row ) {
					if ( $row['df'] >= $exact_df ) {
						$candidates[ $row['id'] ] ??= array( $row, self::TYPO, 3 );
					}
				}
			}

			$terms  = array();
			$shared = false;
			foreach ( $candidates as $id => $candidate ) {
				if ( isset( $claimed[ $id ] ) ) {
					$shared = true;
					continue;
				}
				$claimed[ $id ] = true;
				$df             = $candidate[0]['df'];
				$terms[]        = array(
					'id'     => (int) $id,
					'term'   => $candidate[0]['term'],
					'factor' => round( log( 1 + ( $n - $df + 0.5 ) / ( $df + 0.5 ) ) * $candidate[1], 5 ),
					'rank'   => $candidate[2],
				);
			}
			if ( ! $terms && $shared ) {
				continue;
			}
			$groups[] = array(
				'word'  => $word,
				'terms' => $terms,
			);
		}
		return $groups;
	}

	/**
	 * Vocabulary rows (in use by at least one doc) for exact words or stems.
	 *
	 * @param string[] $words Folded words.
	 * @param string[] $stems Their stems.
	 * @return list<array{id:int, term:string, stem:string, df:int}>
	 */
	private function by_words_or_stems( array $words, array $stems ): array {
		global $wpdb;
		$table = Schema::tables()['terms'];
		$words = array_values( array_unique( $words ) );
		$stems = array_values( array_unique( $stems ) );
		$sql   = "SELECT term_id, term, stem, df FROM $table WHERE df > 0 AND (term IN (" . implode( ',', array_fill( 0, count( $words ), '%s' ) ) . ')';
		if ( $stems ) {
			$sql .= ' OR stem IN (' . implode( ',', array_fill( 0, count( $stems ), '%s' ) ) . ')';
		}
		$sql .= ')';
		return $this->rows( $wpdb->prepare( $sql, ...array_merge( $words, $stems ) ) ); // phpcs:ignore WordPress.DB -- placeholders built above.
	}

	/**
	 * The most common vocabulary words that start with a prefix (the prefix itself excluded).
	 *
	 * @param string $prefix Folded prefix.
	 * @return list<array{id:int, term:string, stem:string, df:int}>
	 */
	private function by_prefix( string $prefix ): array {
		global $wpdb;
		$table = Schema::tables()['terms'];
		return $this->rows(
			$wpdb->prepare(
				"SELECT term_id, term, stem, df FROM $table WHERE term > %s AND term < %s AND df > 0 ORDER BY df DESC LIMIT %d", // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
				$prefix,
				$prefix . "\u{10FFFF}",
				self::PREFIX_LIMIT
			)
		);
	}

	/**
	 * Vocabulary words one typo away (insert, delete, replace or swap two neighbouring letters).
	 * Candidates share the first letter and are at most one letter longer or shorter, which the
	 * (len, term) index finds without reading the whole vocabulary.
	 *
	 * @param string $word Folded word, 5+ letters.
	 * @return list<array{id:int, term:string, stem:string, df:int}>
	 */
	private function by_typo( string $word ): array {
		global $wpdb;
		$table  = Schema::tables()['terms'];
		$length = mb_strlen( $word, 'UTF-8' );
		$first  = mb_substr( $word, 0, 1, 'UTF-8' );
		$rows   = $this->rows(
			$wpdb->prepare(
				"SELECT term_id, term, stem, df FROM $table WHERE len IN (%d,%d,%d) AND term >= %s AND term < %s AND df > 0", // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
				$length - 1,
				$length,
				$length + 1,
				$first,
				$first . "\u{10FFFF}"
			)
		);
		$near = array_values( array_filter( $rows, static fn( array $row ): bool => self::one_edit( $word, $row['term'] ) ) );
		usort( $near, static fn( array $a, array $b ): int => $b['df'] <=> $a['df'] );
		return array_slice( $near, 0, self::TYPO_LIMIT );
	}

	/**
	 * Whether two different words are one edit apart (Damerau: a swap of neighbours is one edit).
	 *
	 * @param string $a Word.
	 * @param string $b Word.
	 */
	public static function one_edit( string $a, string $b ): bool {
		if ( $a === $b ) {
			return false;
		}
		$x  = mb_str_split( $a, 1, 'UTF-8' );
		$y  = mb_str_split( $b, 1, 'UTF-8' );
		$lx = count( $x );
		$ly = count( $y );
		if ( abs( $lx - $ly ) > 1 ) {
			return false;
		}
		$i = 0;
		while ( $i < $lx && $i < $ly && $x[ $i ] === $y[ $i ] ) {
			++$i;
		}
		$j = 0;
		while ( $j < $lx - $i && $j < $ly - $i && $x[ $lx - 1 - $j ] === $y[ $ly - 1 - $j ] ) {
			++$j;
		}
		$rest_x = $lx - $i - $j;
		$rest_y = $ly - $i - $j;
		if ( $rest_x <= 1 && $rest_y <= 1 ) {
			return true; // One insertion, deletion or substitution.
		}
		// A swap of two neighbours: ab ↔ ba.
		return 2 === $rest_x && 2 === $rest_y && $x[ $i ] === $y[ $i + 1 ] && $x[ $i + 1 ] === $y[ $i ];
	}

	/**
	 * Runs a prepared vocabulary query.
	 *
	 * @param string $sql Prepared SQL.
	 * @return list<array{id:int, term:string, stem:string, df:int}>
	 */
	private function rows( string $sql ): array {
		global $wpdb;
		$out = array();
		foreach ( (array) $wpdb->get_results( $sql, ARRAY_N ) as $row ) { // phpcs:ignore WordPress.DB -- prepared by the caller.
			$out[] = array(
				'id'   => (int) $row[0],
				'term' => (string) $row[1],
				'stem' => (string) $row[2],
				'df'   => (int) $row[3],
			);
		}
		return $out;
	}
}
