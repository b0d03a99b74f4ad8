<?php
/**
 * The index tables' rows: vocabulary, posting lists and indexed docs.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Search\Language\Languages;
use Docent\Search\Language\Stemmer;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Multi-row statements for the index writer. Every write is checked: a failed statement throws
 * (Docent\Support\Database_Error), so the transaction around it rolls back instead of leaving a
 * half-written block behind.
 */
final class Posting_Store {

	/**
	 * Rows per multi-row statement, and bytes of packed postings per INSERT.
	 */
	public const CHUNK       = 500;
	private const CHUNK_BYTES = 1048576;

	/**
	 * Term ids remembered between the blocks of one rebuild.
	 *
	 * @var array<string, int>
	 */
	private array $known = array();

	/**
	 * Inserts (term, block) posting lists, several per statement.
	 *
	 * @param array<int, array{0:int, 1:string, 2:string}> $lists Term id => entries, docs and positions strings.
	 * @param int                                          $block Block.
	 */
	public function insert_lists( array $lists, int $block ): void {
		$table  = Schema::tables()['postings'];
		$values = array();
		$bytes  = 0;
		ksort( $lists );
		foreach ( $lists as $term_id => $list ) {
			array_push( $values, $term_id, $block, $list[0], $list[1], $list[2] );
			$bytes += strlen( $list[1] ) + strlen( $list[2] ) + 30;
			if ( $bytes > self::CHUNK_BYTES || count( $values ) >= 5 * self::CHUNK ) {
				$this->insert_rows( $table, $values );
				$values = array();
				$bytes  = 0;
			}
		}
		$this->insert_rows( $table, $values );
	}

	/**
	 * One multi-row INSERT of posting lists.
	 *
	 * @param string            $table  Postings table.
	 * @param array<int, mixed> $values term_id, block, entries, docs, positions, repeated.
	 */
	private function insert_rows( string $table, array $values ): void {
		global $wpdb;
		if ( $values ) {
			Transaction::check(
				$wpdb->query(
					$wpdb->prepare(
						"INSERT INTO $table (term_id, block, entries, docs, positions) VALUES " . implode( ',', array_fill( 0, intdiv( count( $values ), 5 ), '(%d,%d,%d,%s,%s)' ) ), // phpcs:ignore WordPress.DB -- placeholders built here.
						...$values
					)
				)
			);
		}
	}

	/**
	 * Inserts docs rows.
	 *
	 * @param array<int, array<int, int|string>> $rows doc_id, generation, block, parent, has_body, length, term_ids.
	 */
	public function insert_docs( array $rows ): void {
		global $wpdb;
		$table = Schema::tables()['docs'];
		foreach ( array_chunk( $rows, 100 ) as $chunk ) {
			Transaction::check(
				$wpdb->query(
					$wpdb->prepare(
						"INSERT INTO $table (doc_id, generation, block, parent, has_body, length, term_ids) VALUES " . implode( ',', array_fill( 0, count( $chunk ), '(%d,%d,%d,%d,%d,%d,%s)' ) ), // phpcs:ignore WordPress.DB -- placeholders built here.
						...array_merge( ...$chunk )
					)
				)
			);
		}
	}

	/**
	 * Runs a prepared write and throws when it fails.
	 *
	 * @param string $sql Prepared SQL.
	 * @return int Rows affected.
	 */
	public function write( string $sql ): int {
		global $wpdb;
		return (int) Transaction::check( $wpdb->query( $sql ) ); // phpcs:ignore WordPress.DB -- prepared by the caller.
	}

	/**
	 * Ids of terms, adding the missing ones to the vocabulary (with a document frequency of 0:
	 * the writer adds each doc's terms to their frequencies itself).
	 *
	 * @param string[]              $terms     Terms.
	 * @param bool                  $remember  Keep the ids for the next call (a rebuild's blocks share most terms).
	 * @param array<string, string> $languages Term => the language whose rules make its stem (else the one in use).
	 * @return array<string, int> Term => id.
	 */
	public function term_ids( array $terms, bool $remember, array $languages = array() ): array {
		global $wpdb;
		if ( ! $terms ) {
			return array();
		}
		$table = Schema::tables()['terms'];
		$ids   = array();
		if ( $remember ) {
			foreach ( $terms as $i => $term ) {
				if ( isset( $this->known[ $term ] ) ) {
					$ids[ $term ] = $this->known[ $term ];
					unset( $terms[ $i ] );
				}
			}
			$terms = array_values( $terms );
		}
		list( $found, $stems ) = $this->lookup( $terms );
		$ids                  += $found;
		$this->restem( $found, $stems, $languages );
		$new = array_values( array_diff( $terms, array_map( 'strval', array_keys( $ids ) ) ) );
		foreach ( array_chunk( $new, self::CHUNK ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $term ) {
				array_push( $values, $term, self::stem_of( $term, $languages ), min( 255, mb_strlen( $term, 'UTF-8' ) ) );
			}
			Transaction::check(
				$wpdb->query(
					$wpdb->prepare(
						"INSERT IGNORE INTO $table (term, stem, len, df) VALUES " . implode( ',', array_fill( 0, count( $chunk ), '(%s,%s,%d,0)' ) ), // phpcs:ignore WordPress.DB -- placeholders built here.
						...$values
					)
				)
			);
		}
		if ( $new ) {
			$ids += $this->lookup( $new )[0];
		}
		if ( $remember ) {
			if ( count( $this->known ) > 200000 ) {
				$this->known = array();
			}
			$this->known += $ids;
		}
		return $ids;
	}

	/**
	 * Forgets remembered term ids (a rebuild starts or ends; terms may have been deleted).
	 */
	public function forget_terms(): void {
		$this->known = array();
	}

	/**
	 * The stem a term gets: by its doc's language where known, else by the language in use.
	 *
	 * @param string                $term      Term.
	 * @param array<string, string> $languages Term => language code.
	 */
	private static function stem_of( string $term, array $languages ): string {
		return isset( $languages[ $term ] ) ? Languages::of( $languages[ $term ] )->stem( $term ) : Stemmer::stem( $term );
	}

	/**
	 * Ids and stored stems of terms already in the vocabulary.
	 *
	 * @param string[] $terms Terms.
	 * @return array{0: array<string, int>, 1: array<string, string>}
	 */
	private function lookup( array $terms ): array {
		global $wpdb;
		$table = Schema::tables()['terms'];
		$ids   = array();
		$stems = array();
		foreach ( array_chunk( $terms, self::CHUNK ) as $chunk ) {
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT term_id, term, stem FROM $table WHERE term IN (" . implode( ',', array_fill( 0, count( $chunk ), '%s' ) ) . ')', // phpcs:ignore WordPress.DB -- placeholders built here.
					...$chunk
				),
				ARRAY_N
			);
			foreach ( (array) $rows as $row ) {
				$ids[ (string) $row[1] ]   = (int) $row[0];
				$stems[ (string) $row[1] ] = (string) $row[2];
			}
		}
		return array( $ids, $stems );
	}

	/**
	 * Gives vocabulary terms the stem the rules in force make: a term keeps its row for ever,
	 * and the site's language, a doc's language or a stemmer may have changed since it was added
	 * (a rebuild then brings every stem up to date).
	 *
	 * @param array<string, int>    $ids       Term => id.
	 * @param array<string, string> $stems     Term => stored stem.
	 * @param array<string, string> $languages Term => language code.
	 */
	private function restem( array $ids, array $stems, array $languages ): void {
		global $wpdb;
		$stale = array();
		foreach ( $stems as $term => $stored ) {
			$stem = self::stem_of( (string) $term, $languages );
			if ( $stem !== $stored ) {
				array_push( $stale, $ids[ $term ], $stem );
			}
		}
		$table = Schema::tables()['terms'];
		foreach ( array_chunk( $stale, 2 * self::CHUNK ) as $pairs ) {
			$count     = count( $pairs ) / 2;
			$chunk_ids = array_values( array_filter( $pairs, 'is_int' ) );
			Transaction::check(
				$wpdb->query(
					$wpdb->prepare(
						"UPDATE $table SET stem = CASE term_id " . implode( ' ', array_fill( 0, $count, 'WHEN %d THEN %s' ) ) . ' END WHERE term_id IN (' . implode( ',', array_fill( 0, $count, '%d' ) ) . ')', // phpcs:ignore WordPress.DB -- placeholders built here.
						...array_merge( $pairs, $chunk_ids )
					)
				)
			);
		}
	}

	/**
	 * Adds per-term changes to the document frequencies, one statement per distinct change.
	 *
	 * @param array<int, int> $delta Term id => change.
	 */
	public function adjust_df( array $delta ): void {
		global $wpdb;
		$table = Schema::tables()['terms'];
		$by    = array();
		foreach ( $delta as $term_id => $change ) {
			if ( 0 !== $change ) {
				$by[ $change ][] = (int) $term_id;
			}
		}
		foreach ( $by as $change => $term_ids ) {
			sort( $term_ids ); // Rows locked in one order by everyone: no deadlock between writers.
			foreach ( array_chunk( $term_ids, self::CHUNK ) as $chunk ) {
				$in = implode( ',', array_fill( 0, count( $chunk ), '%d' ) );
				if ( $change > 0 ) {
					$sql = $wpdb->prepare( "UPDATE $table SET df = df + %d WHERE term_id IN ($in)", $change, ...$chunk ); // phpcs:ignore WordPress.DB -- placeholders built here.
				} else {
					// Unsigned column: never below zero.
					$sql = $wpdb->prepare( "UPDATE $table SET df = CASE WHEN df > %d THEN df - %d ELSE 0 END WHERE term_id IN ($in)", -$change, -$change, ...$chunk ); // phpcs:ignore WordPress.DB -- placeholders built here.
				}
				$this->write( $sql );
			}
		}
	}
}
