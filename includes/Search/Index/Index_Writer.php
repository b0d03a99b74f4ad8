<?php
/**
 * Keeps the index in step with the docs, whatever number of PHP processes save docs at once.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Support\Database_Error;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * A save (or delete, status or parent change) queues the doc, then waits until the doc is
 * indexed: it takes the lease and works through the queue itself, or sees that the process
 * holding the lease did it. Only the lease holder writes index rows, one transaction per small
 * batch that also renews the lease, so no update is lost to another writer and a failure rolls
 * back whole. What a request could not finish stays queued for the next one, or for cron.
 */
final class Index_Writer {

	/**
	 * Docs per transaction.
	 */
	private const BATCH = 20;

	/**
	 * Seconds one request spends on the queue before handing over.
	 */
	private const BUDGET = 8.0;

	/**
	 * Seconds a save waits for its doc to be indexed.
	 */
	private const WAIT = 20.0;

	/**
	 * Cron hook that works through what requests left in the queue.
	 */
	public const CRON = 'docent_search_drain';

	/**
	 * Writes index rows.
	 *
	 * @var Indexer
	 */
	private Indexer $indexer;

	/**
	 * The queue.
	 *
	 * @var Write_Queue
	 */
	private Write_Queue $queue;

	/**
	 * This process's lease.
	 *
	 * @var Lease
	 */
	private Lease $lease;

	/**
	 * @param Indexer $indexer Index writer.
	 */
	public function __construct( Indexer $indexer ) {
		$this->indexer = $indexer;
		$this->queue   = new Write_Queue();
		$this->lease   = new Lease();
	}

	/**
	 * Queues docs and waits (a bounded time) until they are indexed.
	 *
	 * @param int[] $doc_ids Doc ids.
	 * @return bool Whether they are indexed (false: still queued, cron finishes them).
	 * @throws Database_Error When the queue cannot be written.
	 */
	public function update( array $doc_ids ): bool {
		if ( ! $this->queue->push( $doc_ids ) ) {
			global $wpdb;
			throw new Database_Error( (string) $wpdb->last_error );
		}
		if ( ! wp_next_scheduled( self::CRON ) ) {
			// A safety net for entries a request could not finish (a process that died, say).
			wp_schedule_single_event( time() + MINUTE_IN_SECONDS, self::CRON );
		}
		$until = microtime( true ) + self::WAIT;
		do {
			$this->drain();
			if ( ! $this->queue->has_any( $doc_ids ) ) {
				return true;
			}
			usleep( 25000 + wp_rand( 0, 25000 ) );
		} while ( microtime( true ) < $until );
		return false;
	}

	/**
	 * Works through the queue for a while, if no other process is doing so.
	 *
	 * @return int Docs processed (0 when the lease is held elsewhere or the queue is empty).
	 */
	public function drain(): int {
		if ( ! $this->lease->acquire() ) {
			return 0;
		}
		$done  = 0;
		$until = microtime( true ) + self::BUDGET;
		try {
			do {
				$batch = $this->write_batch();
				$done += $batch;
			} while ( $batch > 0 && microtime( true ) < $until );
		} finally {
			$this->lease->release();
		}
		return $done;
	}

	/**
	 * Indexes the oldest queued docs as they are now and removes their entries: the docs are
	 * read and analysed first, then written in one short transaction that renews the lease.
	 * An entry queued while this runs has a higher id and stays for the next batch.
	 *
	 * @return int Docs processed.
	 */
	private function write_batch(): int {
		$entries = $this->queue->peek( self::BATCH );
		if ( ! $entries ) {
			return 0;
		}
		$analysed = array();
		foreach ( array_unique( $entries ) as $doc_id ) {
			// Read from the database, not from a cache another server may have filled before the save.
			clean_post_cache( $doc_id );
			$post                = get_post( $doc_id );
			$analysed[ $doc_id ] = $this->indexer->analyse( $post instanceof \WP_Post ? $post : null );
		}
		Transaction::run(
			function () use ( $entries, $analysed ): void {
				$this->lease->renew();
				State::forget();
				foreach ( $analysed as $doc_id => $doc ) {
					$this->indexer->apply( $doc_id, $doc );
				}
				$this->indexer->recount();
				$this->queue->remove( array_keys( $entries ) );
			}
		);
		return count( $analysed );
	}

	/**
	 * Runs work that writes the index (a rebuild step) under the lease: first the reading half,
	 * outside any transaction, then the writing half in one transaction.
	 *
	 * @param callable $read  Reads and prepares; its result goes to $write.
	 * @param callable $write Writes; returns what this returns.
	 * @return mixed
	 * @throws Index_Busy When another process kept the lease for the whole wait, or took it while
	 *                    the reading half ran longer than the lease.
	 * @throws Database_Error When the work fails.
	 */
	public function exclusively( callable $read, callable $write ) {
		$until = microtime( true ) + self::WAIT;
		while ( ! $this->lease->acquire() ) {
			if ( microtime( true ) > $until ) {
				throw new Index_Busy( 'Another process is writing the search index.' );
			}
			usleep( 50000 );
		}
		try {
			State::forget();
			$prepared = $read();
			if ( ! $this->lease->extend() ) {
				throw new Index_Busy( 'Another process took the search index lease while this one was reading.' );
			}
			return Transaction::run(
				function () use ( $write, $prepared ) {
					$this->lease->renew();
					State::forget();
					return $write( $prepared );
				}
			);
		} finally {
			$this->lease->release();
		}
	}

	/**
	 * How much waits in the queue.
	 *
	 * @return array{count:int, oldest:int}
	 */
	public function backlog(): array {
		return $this->queue->backlog();
	}
}
