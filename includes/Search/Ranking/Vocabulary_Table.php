<?php
/**
 * The vocabulary table: the indexed terms in use, looked up by word, stem, prefix or typo.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Index\Schema;
use Docent\Search\Index_Unavailable;
use Docent\Search\Language\Spelling;

defined( 'ABSPATH' ) || exit;

/**
 * Reads rows of the terms table for Vocabulary: each lookup is one indexed query, and a failed
 * read makes the index unavailable rather than the query empty.
 */
final class Vocabulary_Table {

	/**
	 * Longer words tried for an unfinished last word, most common first.
	 */
	private const PREFIX_LIMIT = 20;

	/**
	 * One-typo words tried per word, most common first.
	 */
	private const TYPO_LIMIT = 8;

	/**
	 * Vocabulary rows (in use by at least one doc) for exact words or stems.
	 *
	 * @param string[] $words Folded words.
	 * @param string[] $stems Their stems.
	 * @return list<array{id:int, term:string, stem:string, df:int}>
	 */
	public function by_words_or_stems( array $words, array $stems ): array {
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
	public function by_prefix( string $prefix ): array {
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
	public function by_typo( string $word ): array {
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
