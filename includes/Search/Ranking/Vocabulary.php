<?php
/**
 * The index's vocabulary: which indexed terms a query word stands for.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Index\Schema;
use Docent\Search\Index_Unavailable;
use Docent\Search\Language\Spelling;
use Docent\Search\Language\Stemmer;

defined( 'ABSPATH' ) || exit;

/**
 * Expands each query word to terms: the word itself, words with its stem, longer words it
 * starts (while typing) and words one typo away, each with a factor for how much it counts.
 */
final class Vocabulary {

	/**
	 * How much each kind of expansion counts compared with the word itself.
	 */
	private const EXACT  = 1.0;
	private const STEM   = 0.85;
	private const PREFIX = 0.75;
	private const TYPO   = 0.5;
	private const SYNONYM = 0.6;

	/**
	 * The rank (kind of match, best first) of a word's one-typo neighbours: after exact, stem, prefix.
	 */
	public const TYPO_RANK = 3;

	/**
	 * The rank (kind of match, best first) of a synonym's terms: after exact, stem, prefix, typo.
	 */
	public const SYNONYM_RANK = 4;

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
	 * Turns each group's word into vocabulary terms with a weight factor (rarity × kind of match).
	 * A term serves one group only; a group left with nothing but shared terms is dropped.
	 *
	 * @param Query $query Parsed query.
	 * @param int   $n     Docs in the index (for rarity).
	 * @return list<array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}>
	 */
	public function expand( Query $query, int $n ): array {
		$n = max( 1, $n );

		$words = array();
		$stems = array();
		foreach ( $query->groups as $group ) {
			$words[] = $group['word'];
			if ( 'exact' !== $group['kind'] ) {
				$stems[] = Stemmer::stem( $group['word'] );
			}
			foreach ( $group['also'] ?? array() as $also ) {
				$words[] = $also;
				$stems[] = Stemmer::stem( $also );
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
						$candidates[ $row['id'] ] ??= array( $row, self::TYPO, self::TYPO_RANK );
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
		// Synonyms last, so they never take a term from a word the visitor typed.
		foreach ( $groups as $g => $group ) {
			foreach ( $query->groups as $asked ) {
				if ( $asked['word'] === $group['word'] && ! empty( $asked['also'] ) ) {
					$groups[ $g ]['terms'] = array_merge( $group['terms'], $this->synonym_terms( $asked['also'], $vocabulary, $claimed, $n ) );
				}
			}
		}
		return $groups;
	}

	/**
	 * Terms for a word's synonyms (each as itself or with its stem), not yet claimed by a group.
	 *
	 * @param string[]                                              $also       Synonyms.
	 * @param list<array{id:int, term:string, stem:string, df:int}> $vocabulary Rows read for the query.
	 * @param array<int, true>                                      $claimed    Term ids taken (updated).
	 * @param int                                                   $n          Docs in the index.
	 * @return list<array{id:int, term:string, factor:float, rank:int}>
	 */
	private function synonym_terms( array $also, array $vocabulary, array &$claimed, int $n ): array {
		$stems = array_map( array( Stemmer::class, 'stem' ), $also );
		$terms = array();
		foreach ( $vocabulary as $row ) {
			if ( isset( $claimed[ $row['id'] ] ) || ! ( in_array( $row['term'], $also, true ) || in_array( $row['stem'], $stems, true ) ) ) {
				continue;
			}
			$claimed[ $row['id'] ] = true;
			$terms[]               = array(
				'id'     => $row['id'],
				'term'   => $row['term'],
				'factor' => round( log( 1 + ( $n - $row['df'] + 0.5 ) / ( $row['df'] + 0.5 ) ) * self::SYNONYM, 5 ),
				'rank'   => self::SYNONYM_RANK,
			);
		}
		return $terms;
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
	 * The terms among these that at least $min_df docs have.
	 *
	 * @param string[] $terms  Terms.
	 * @param int      $min_df Docs.
	 * @return string[]
	 * @throws Index_Unavailable When the vocabulary cannot be read.
	 */
	public function frequent( array $terms, int $min_df ): array {
		global $wpdb;
		$table = Schema::tables()['terms'];
		$terms = array_values( array_unique( $terms ) );
		$rows  = $this->rows(
			$wpdb->prepare(
				"SELECT term_id, term, stem, df FROM $table WHERE df >= %d AND term IN (" . implode( ',', array_fill( 0, count( $terms ), '%s' ) ) . ')', // phpcs:ignore WordPress.DB -- placeholders built here, table from $wpdb->prefix.
				...array_merge( array( $min_df ), $terms )
			)
		);
		return array_column( $rows, 'term' );
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
				self::after_prefix( $prefix ),
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
				self::after_prefix( $first )
			)
		);
		$near = array_values( array_filter( $rows, static fn( array $row ): bool => Spelling::one_edit( $word, $row['term'] ) ) );
		usort( $near, static fn( array $a, array $b ): int => $b['df'] <=> $a['df'] );
		return array_slice( $near, 0, self::TYPO_LIMIT );
	}

	/**
	 * The first string after every string that starts with a prefix: its last character moved
	 * one code point up (terms compare by code point). ASCII in, ASCII out: a query holding
	 * other characters makes WordPress look up the table's columns first, one more round trip.
	 *
	 * @param string $prefix Folded prefix.
	 */
	private static function after_prefix( string $prefix ): string {
		$last = mb_substr( $prefix, -1, 1, 'UTF-8' );
		$next = '' === $last ? false : mb_chr( mb_ord( $last, 'UTF-8' ) + 1, 'UTF-8' );
		if ( false === $next ) {
			return $prefix . "\u{10FFFF}";
		}
		return mb_substr( $prefix, 0, -1, 'UTF-8' ) . $next;
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
		$found = $wpdb->get_results( $sql, ARRAY_N ); // phpcs:ignore WordPress.DB -- prepared by the caller.
		if ( '' !== (string) $wpdb->last_error ) {
			throw new Index_Unavailable( (string) $wpdb->last_error );
		}
		foreach ( (array) $found as $row ) {
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
