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
	public const EXAMPLES = 20;

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
		$state           = State::get();
		$backlog         = ( new Write_Queue() )->backlog();
		$out             = self::read_index( $out, $state, $backlog );
		$out['problems'] = self::problems( $out, $state, $backlog );
		$out['missing']  = array_slice( $out['missing'], 0, self::EXAMPLES );
		$out['extra']    = array_slice( $out['extra'], 0, self::EXAMPLES );
		$out['ok']       = ! $out['problems'];
		return $out;
	}

	/**
	 * The status's figures: the generation, the docs it holds against those it should, the queue.
	 *
	 * @param array<string, mixed>         $out     The status so far.
	 * @param array<string, mixed>         $state   The index's state.
	 * @param array{count:int, oldest:int} $backlog The write queue's backlog.
	 * @return array<string, mixed> The status with its figures.
	 */
	private static function read_index( array $out, array $state, array $backlog ): array {
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
		return $out;
	}

	/**
	 * What is wrong, said for an admin.
	 *
	 * @param array<string, mixed>         $out     The status, from read_index().
	 * @param array<string, mixed>         $state   The index's state.
	 * @param array{count:int, oldest:int} $backlog The write queue's backlog.
	 * @return string[]
	 */
	private static function problems( array $out, array $state, array $backlog ): array {
		$problems = array();
		// Docs waiting in the queue are on their way: only stuck ones are a problem.
		$settling = $backlog['count'] && $out['oldest_queued'] < self::STUCK_AFTER;

		if ( ! $out['schema_current'] || $state['generation'] < 1 ) {
			$problems[] = __( 'The search index has not been built yet.', 'docent' );
		}
		if ( ! $settling && ( $out['missing'] || $out['extra'] ) ) {
			$problems[] = sprintf(
				/* translators: 1: number of published docs missing from the index, 2: number of docs in the index that should not be. */
				__( 'The search index is out of step with the docs: %1$d published docs are missing and %2$d should not be there.', 'docent' ),
				count( $out['missing'] ),
				count( $out['extra'] )
			);
		}
		if ( $backlog['count'] && ! $settling ) {
			/* translators: %d: number of docs. */
			$problems[] = sprintf( __( '%d saved docs have waited more than two minutes to be indexed.', 'docent' ), $backlog['count'] );
		}
		$failure = Index_Health::last_failure();
		if ( $failure ) {
			/* translators: %s: the error the database reported. */
			$problems[] = sprintf( __( 'A search could not read the index and used WordPress search instead: %s', 'docent' ), $failure['message'] );
		}
		return $problems;
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
		return ( new Rebuild_Comparison() )->run();
	}

	/**
	 * Ids of the docs the index must hold, ascending.
	 *
	 * @return int[]
	 */
	public static function public_ids(): array {
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
}
