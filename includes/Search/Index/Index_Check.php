<?php
/**
 * Whether the index says what the docs say: a cheap status, and a full comparison with what a
 * rebuild would write.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Docs\Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * status() reads id lists and a few counters (milliseconds at 10,000 docs): Site Health and the
 * admin screen show it. compare_with_rebuild() analyses every public doc again and compares each
 * block's posting lists byte for byte, each doc's row, each term's document frequency and the
 * statistics searches rank with (the cluster test and the benchmarks use it).
 */
final class Index_Check {

	/**
	 * Seconds after which a queued doc counts as stuck.
	 */
	private const STUCK_AFTER = 120;

	/**
	 * Examples listed per kind of difference.
	 */
	private const EXAMPLES = 20;

	/**
	 * The cheap check.
	 *
	 * @return array{ok:bool, tables:string[], schema_current:bool, generation:int, indexed:int, expected:int, missing:int[], extra:int[], queued:int, oldest_queued:int, rebuilding:bool, problems:string[]}
	 */
	public function status(): array {
		$missing_tables = Schema::missing_tables();
		$out            = array(
			'ok'             => false,
			'tables'         => $missing_tables,
			'schema_current' => Schema::is_current(),
			'generation'     => 0,
			'indexed'        => 0,
			'expected'       => count( self::public_ids() ),
			'missing'        => array(),
			'extra'          => array(),
			'queued'         => 0,
			'oldest_queued'  => 0,
			'rebuilding'     => false,
			'problems'       => array(),
		);
		if ( $missing_tables ) {
			/* translators: %s: names of database tables. */
			$out['problems'][] = sprintf( __( 'Search index tables are missing: %s.', 'docent' ), implode( ', ', $missing_tables ) );
			return $out;
		}
		State::forget();
		$state             = State::get();
		$backlog           = ( new Write_Queue() )->backlog();
		$indexed           = self::indexed_ids( $state['generation'] );
		$public            = self::public_ids();
		$out['generation'] = $state['generation'];
		$out['indexed']    = count( $indexed );
		$out['missing']    = array_values( array_diff( $public, $indexed ) );
		$out['extra']      = array_values( array_diff( $indexed, $public ) );
		$out['queued']     = $backlog['count'];
		$out['rebuilding'] = null !== $state['rebuild'];
		if ( $backlog['count'] ) {
			$out['oldest_queued'] = max( 0, time() - $backlog['oldest'] );
		}
		// Docs waiting in the queue are on their way: only stuck ones are a problem.
		$settling = $backlog['count'] && $out['oldest_queued'] < self::STUCK_AFTER;

		if ( ! $out['schema_current'] || $state['generation'] < 1 ) {
			$out['problems'][] = __( 'The search index has not been built yet.', 'docent' );
		}
		if ( ! $settling && ( $out['missing'] || $out['extra'] ) ) {
			$out['problems'][] = sprintf(
				/* translators: 1: number of published docs missing from the index, 2: number of docs in the index that should not be. */
				__( 'The search index is out of step with the docs: %1$d published docs are missing and %2$d should not be there.', 'docent' ),
				count( $out['missing'] ),
				count( $out['extra'] )
			);
		}
		if ( $backlog['count'] && ! $settling ) {
			/* translators: %d: number of docs. */
			$out['problems'][] = sprintf( __( '%d saved docs have waited more than two minutes to be indexed.', 'docent' ), $backlog['count'] );
		}
		$failure = Index_Health::last_failure();
		if ( $failure ) {
			/* translators: %s: the error the database reported. */
			$out['problems'][] = sprintf( __( 'A search could not read the index and used WordPress search instead: %s', 'docent' ), $failure['message'] );
		}
		$out['missing'] = array_slice( $out['missing'], 0, self::EXAMPLES );
		$out['extra']   = array_slice( $out['extra'], 0, self::EXAMPLES );
		$out['ok']      = ! $out['problems'];
		return $out;
	}

	/**
	 * Every doc whose presence in the index is wrong (published but missing, or indexed but no
	 * longer public), without limit: what reconciliation queues again.
	 *
	 * @return int[]
	 */
	public function differences(): array {
		State::forget();
		$indexed = self::indexed_ids( State::get()['generation'] );
		$public  = self::public_ids();
		return array_values( array_merge( array_diff( $public, $indexed ), array_diff( $indexed, $public ) ) );
	}

	/**
	 * The full comparison of the active generation with what a rebuild would write now.
	 *
	 * @return array{ok:bool, docs: array{missing:int[], extra:int[], different:int[]}, postings: array{different:int, examples:string[]}, terms: array{different:int, examples:string[]}, stats: array<string, array{0:mixed, 1:mixed}>, seconds:float}
	 */
	public function compare_with_rebuild(): array {
		global $wpdb;
		$started = microtime( true );
		State::forget();
		$state   = State::get();
		$tables  = Schema::tables();
		$builder = new Block_Builder( new Analyzer() );
		$vocab   = array();
		foreach ( (array) $wpdb->get_results( "SELECT term_id, term, df FROM {$tables['terms']}", ARRAY_N ) as $row ) { // phpcs:ignore WordPress.DB -- table from $wpdb->prefix, no input.
			$vocab[ (string) $row[1] ] = array( (int) $row[0], (int) $row[2] );
		}
		$ids    = array();
		foreach ( $vocab as $term => $row ) {
			$ids[ $row[0] ] = (string) $term;
		}
		$out    = array(
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
		$df     = array();
		$seen   = array();
		$blocks = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT block FROM {$tables['docs']} WHERE generation = %d ORDER BY block", $state['generation'] ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		foreach ( array_map( 'intval', (array) $blocks ) as $block ) {
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT doc_id, parent, has_body, length, term_ids FROM {$tables['docs']} WHERE generation = %d AND block = %d ORDER BY doc_id", $state['generation'], $block ), ARRAY_N ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
			$stored = array();
			foreach ( (array) $rows as $row ) {
				$stored[ (int) $row[0] ] = array( (int) $row[1], (int) $row[2], (int) $row[3], (string) $row[4] );
				$seen[ (int) $row[0] ]   = true;
			}
			list( $columns, $docs ) = $builder->columns( self::posts( array_keys( $stored ) ) );
			foreach ( $stored as $doc_id => $row ) {
				if ( ! isset( $docs[ $doc_id ] ) ) {
					$out['docs']['extra'][] = $doc_id;
					continue;
				}
				$expected_terms = array();
				foreach ( $docs[ $doc_id ][3] as $term ) {
					$expected_terms[] = $vocab[ $term ][0] ?? -1;
				}
				sort( $expected_terms );
				if ( array( $docs[ $doc_id ][0], $docs[ $doc_id ][1], $docs[ $doc_id ][2], implode( ',', $expected_terms ) ) !== $row ) {
					$out['docs']['different'][] = $doc_id;
				}
			}
			$expected = Block_Builder::encode( $columns, array_map( static fn( array $v ): int => $v[0], $vocab ) );
			$lists    = $wpdb->get_results( $wpdb->prepare( "SELECT term_id, entries, docs, positions FROM {$tables['postings']} WHERE block = %d", $block ), ARRAY_N ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
			foreach ( (array) $lists as $list ) {
				$term_id          = (int) $list[0];
				$df[ $term_id ]   = ( $df[ $term_id ] ?? 0 ) + (int) $list[1];
				$want             = $expected[ $term_id ] ?? null;
				unset( $expected[ $term_id ] );
				if ( array( (int) $list[1], (string) $list[2], (string) $list[3] ) !== $want ) {
					self::note( $out['postings'], sprintf( 'block %d, term "%s"', $block, $ids[ $term_id ] ?? $term_id ) );
				}
			}
			foreach ( array_keys( $expected ) as $term_id ) {
				self::note( $out['postings'], sprintf( 'block %d, term "%s" missing', $block, $ids[ $term_id ] ?? $term_id ) );
			}
			unset( $columns, $docs, $expected, $lists );
		}
		// Lists of the generation in blocks that hold no doc at all.
		list( $first, $last ) = Indexer::block_range( $state['generation'] );
		$orphans              = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$tables['postings']} p WHERE p.block BETWEEN %d AND %d AND NOT EXISTS (SELECT 1 FROM {$tables['docs']} d WHERE d.generation = %d AND d.block = p.block)", $first, $last, $state['generation'] ) ); // phpcs:ignore WordPress.DB -- tables from $wpdb->prefix.
		if ( $orphans ) {
			self::note( $out['postings'], sprintf( '%d lists in blocks without docs', $orphans ) );
		}
		$out['docs']['missing'] = array_values( array_diff( self::public_ids(), array_keys( $seen ) ) );
		foreach ( $vocab as $term => $row ) {
			if ( ( $df[ $row[0] ] ?? 0 ) !== $row[1] ) {
				self::note( $out['terms'], sprintf( '"%s": df %d, counted %d', $term, $row[1], $df[ $row[0] ] ?? 0 ) );
			}
		}
		$out['stats'] = self::compare_stats( $state );
		$out['ok']    = ! $out['docs']['missing'] && ! $out['docs']['extra'] && ! $out['docs']['different']
			&& ! $out['postings']['different'] && ! $out['terms']['different'] && ! $out['stats'];
		foreach ( $out['docs'] as $kind => $list ) {
			$out['docs'][ $kind ] = array_slice( $list, 0, self::EXAMPLES );
		}
		$out['seconds'] = round( microtime( true ) - $started, 3 );
		return $out;
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
		if ( count( $bucket['examples'] ) < self::EXAMPLES ) {
			$bucket['examples'][] = $what;
		}
	}

	/**
	 * Ids of the docs the index must hold, ascending.
	 *
	 * @return int[]
	 */
	private static function public_ids(): array {
		global $wpdb;
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = '' ORDER BY ID", Post_Type::NAME ) ) );
	}

	/**
	 * Ids of the docs in a generation, ascending.
	 *
	 * @param int $generation Generation.
	 * @return int[]
	 */
	private static function indexed_ids( int $generation ): array {
		global $wpdb;
		$docs = Schema::tables()['docs'];
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT doc_id FROM $docs WHERE generation = %d ORDER BY doc_id", $generation ) ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
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
