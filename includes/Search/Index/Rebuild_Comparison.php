<?php
/**
 * The full comparison of the active generation with what a rebuild would write now.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Analyses every public doc again, block by block, and compares each block's posting lists byte
 * for byte, each doc's row, each term's document frequency and the statistics searches rank
 * with (Index_Check::compare_with_rebuild()).
 */
final class Rebuild_Comparison {

	/**
	 * Builds the lists a rebuild would write.
	 *
	 * @var Block_Builder
	 */
	private Block_Builder $builder;

	/**
	 * The vocabulary: term => [term id, document frequency].
	 *
	 * @var array<string, array{0:int, 1:int}>
	 */
	private array $vocab = array();

	/**
	 * Term id => term, for the examples.
	 *
	 * @var array<int, string>
	 */
	private array $ids = array();

	/**
	 * Entries counted per term id, over every block.
	 *
	 * @var array<int, int>
	 */
	private array $df = array();

	/**
	 * Doc ids found in the generation's rows.
	 *
	 * @var array<int, true>
	 */
	private array $seen = array();

	/**
	 * The differences found so far.
	 *
	 * @var array{docs: array{missing:int[], extra:int[], different:int[]}, postings: array{different:int, examples:string[]}, terms: array{different:int, examples:string[]}}
	 */
	private array $out = array(
		'docs'     => array(
			'missing'   => array(),
			'extra'     => array(),
			'different' => array(),
		),
		'postings' => array(
			'different' => 0,
			'examples'  => array(),
		),
		'terms'    => array(
			'different' => 0,
			'examples'  => array(),
		),
	);

	/**
	 * Compares (once per object).
	 *
	 * @return array{ok:bool, docs: array{missing:int[], extra:int[], different:int[]}, postings: array{different:int, examples:string[]}, terms: array{different:int, examples:string[]}, stats: array<string, array{0:mixed, 1:mixed}>, seconds:float}
	 */
	public function run(): array {
		global $wpdb;
		$started = microtime( true );
		State::forget();
		$state         = State::get();
		$tables        = Schema::tables();
		$this->builder = new Block_Builder( new Analyzer() );
		$this->read_vocabulary();
		$blocks = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT block FROM {$tables['docs']} WHERE generation = %d ORDER BY block", $state['generation'] ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		foreach ( array_map( 'intval', (array) $blocks ) as $block ) {
			$this->compare_block( $state['generation'], $block );
		}
		$this->count_orphans( $state['generation'] );
		$this->out['docs']['missing'] = array_values( array_diff( Index_Check::public_ids(), array_keys( $this->seen ) ) );
		$this->compare_terms();
		$out          = $this->out;
		$out['stats'] = self::compare_stats( $state );
		$out['ok']    = ! $out['docs']['missing'] && ! $out['docs']['extra'] && ! $out['docs']['different']
			&& ! $out['postings']['different'] && ! $out['terms']['different'] && ! $out['stats'];
		foreach ( $out['docs'] as $kind => $list ) {
			$out['docs'][ $kind ] = array_slice( $list, 0, Index_Check::EXAMPLES );
		}
		$out['seconds'] = round( microtime( true ) - $started, 3 );
		return $out;
	}

	/**
	 * Reads the whole vocabulary: its ids and stored document frequencies.
	 */
	private function read_vocabulary(): void {
		global $wpdb;
		$tables = Schema::tables();
		foreach ( (array) $wpdb->get_results( "SELECT term_id, term, df FROM {$tables['terms']}", ARRAY_N ) as $row ) { // phpcs:ignore WordPress.DB -- table from $wpdb->prefix, no input.
			$this->vocab[ (string) $row[1] ] = array( (int) $row[0], (int) $row[2] );
		}
		foreach ( $this->vocab as $term => $row ) {
			$this->ids[ $row[0] ] = (string) $term;
		}
	}

	/**
	 * Compares one block: its docs' rows, then its posting lists.
	 *
	 * @param int $generation The active generation.
	 * @param int $block      Block number.
	 */
	private function compare_block( int $generation, int $block ): void {
		global $wpdb;
		$tables = Schema::tables();
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT doc_id, parent, has_body, length, term_ids FROM {$tables['docs']} WHERE generation = %d AND block = %d ORDER BY doc_id", $generation, $block ), ARRAY_N ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$stored = array();
		foreach ( (array) $rows as $row ) {
			$stored[ (int) $row[0] ] = array( (int) $row[1], (int) $row[2], (int) $row[3], (string) $row[4] );
			$this->seen[ (int) $row[0] ] = true;
		}
		list( $columns, $docs ) = $this->builder->columns( self::posts( array_keys( $stored ) ) );
		$this->compare_docs( $stored, $docs );
		$this->compare_lists( $block, Block_Builder::encode( $columns, array_map( static fn( array $v ): int => $v[0], $this->vocab ) ) );
	}

	/**
	 * Notes the block's docs that should not be there, and those whose row differs.
	 *
	 * @param array<int, array{0:int, 1:int, 2:int, 3:string}> $stored Doc id => its row (parent, has_body, length, term ids).
	 * @param array<int, array<int, mixed>>                    $docs   Doc id => what a rebuild would write.
	 */
	private function compare_docs( array $stored, array $docs ): void {
		foreach ( $stored as $doc_id => $row ) {
			if ( ! isset( $docs[ $doc_id ] ) ) {
				$this->out['docs']['extra'][] = $doc_id;
				continue;
			}
			$expected_terms = array();
			foreach ( $docs[ $doc_id ][3] as $term ) {
				$expected_terms[] = $this->vocab[ $term ][0] ?? -1;
			}
			sort( $expected_terms );
			if ( array( $docs[ $doc_id ][0], $docs[ $doc_id ][1], $docs[ $doc_id ][2], implode( ',', $expected_terms ) ) !== $row ) {
				$this->out['docs']['different'][] = $doc_id;
			}
		}
	}

	/**
	 * Notes the block's posting lists that differ from a rebuild's, or are missing; counts their
	 * entries towards each term's document frequency.
	 *
	 * @param int                  $block    Block number.
	 * @param array<int, array>    $expected Term id => the encoded list a rebuild would write.
	 */
	private function compare_lists( int $block, array $expected ): void {
		global $wpdb;
		$tables = Schema::tables();
		$lists  = $wpdb->get_results( $wpdb->prepare( "SELECT term_id, entries, docs, positions FROM {$tables['postings']} WHERE block = %d", $block ), ARRAY_N ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		foreach ( (array) $lists as $list ) {
			$term_id              = (int) $list[0];
			$this->df[ $term_id ] = ( $this->df[ $term_id ] ?? 0 ) + (int) $list[1];
			$want                 = $expected[ $term_id ] ?? null;
			unset( $expected[ $term_id ] );
			if ( array( (int) $list[1], (string) $list[2], (string) $list[3] ) !== $want ) {
				self::note( $this->out['postings'], sprintf( 'block %d, term "%s"', $block, $this->ids[ $term_id ] ?? $term_id ) );
			}
		}
		foreach ( array_keys( $expected ) as $term_id ) {
			self::note( $this->out['postings'], sprintf( 'block %d, term "%s" missing', $block, $this->ids[ $term_id ] ?? $term_id ) );
		}
	}

	/**
	 * Notes the generation's lists in blocks that hold no doc at all.
	 *
	 * @param int $generation The active generation.
	 */
	private function count_orphans( int $generation ): void {
		global $wpdb;
		$tables               = Schema::tables();
		list( $first, $last ) = Indexer::block_range( $generation );
		$orphans              = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$tables['postings']} p WHERE p.block BETWEEN %d AND %d AND NOT EXISTS (SELECT 1 FROM {$tables['docs']} d WHERE d.generation = %d AND d.block = p.block)", $first, $last, $generation ) ); // phpcs:ignore WordPress.DB -- tables from $wpdb->prefix.
		if ( $orphans ) {
			self::note( $this->out['postings'], sprintf( '%d lists in blocks without docs', $orphans ) );
		}
	}

	/**
	 * Notes the terms whose stored document frequency differs from the entries counted.
	 */
	private function compare_terms(): void {
		foreach ( $this->vocab as $term => $row ) {
			if ( ( $this->df[ $row[0] ] ?? 0 ) !== $row[1] ) {
				self::note( $this->out['terms'], sprintf( '"%s": df %d, counted %d', $term, $row[1], $this->df[ $row[0] ] ?? 0 ) );
			}
		}
	}

	/**
	 * Statistics the state row holds that differ from a recount: key => [stored, counted].
	 *
	 * @param array<string, mixed> $state The state.
	 * @return array<string, array{0:mixed, 1:mixed}>
	 */
	private static function compare_stats( array $state ): array {
		$counted = Indexer::count_state( $state['generation'] );
		$diffs   = array();
		foreach ( $counted as $key => $value ) {
			if ( $value !== $state[ $key ] ) {
				$diffs[ $key ] = array( $state[ $key ], $value );
			}
		}
		return $diffs;
	}

	/**
	 * Counts a difference and keeps the first few as examples.
	 *
	 * @param array{different:int, examples:string[]} $bucket Where to count.
	 * @param string                                  $what   Description.
	 */
	private static function note( array &$bucket, string $what ): void {
		++$bucket['different'];
		if ( count( $bucket['examples'] ) < Index_Check::EXAMPLES ) {
			$bucket['examples'][] = $what;
		}
	}

	/**
	 * Posts read fresh from the database, in id order.
	 *
	 * @param int[] $ids Post ids.
	 * @return \Generator<int, \WP_Post>
	 */
	private static function posts( array $ids ): \Generator {
		sort( $ids );
		return Rebuilder::load( $ids );
	}
}
