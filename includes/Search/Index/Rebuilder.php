<?php
/**
 * Rebuilds the index one block at a time, resumable from any request.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Docs\Post_Type;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Writes the next generation of the index while searches keep reading the active one, then
 * switches over and drops the old generation. Each step indexes the next block of public docs
 * by id (Indexer::block_size()); saves during a rebuild reach both generations (see Indexer::apply()).
 */
final class Rebuilder {

	/**
	 * Writes the postings.
	 *
	 * @var Indexer
	 */
	private Indexer $indexer;

	/**
	 * Holds the lease for each step.
	 *
	 * @var Index_Writer
	 */
	private Index_Writer $writer;

	/**
	 * @param Indexer      $indexer Index writer.
	 * @param Index_Writer $writer  Lease and transactions.
	 */
	public function __construct( Indexer $indexer, Index_Writer $writer ) {
		$this->indexer = $indexer;
		$this->writer  = $writer;
	}

	/**
	 * The current rebuild's progress, or null when none is running.
	 *
	 * @return array<string, int>|null generation, last_id, block, done, total, updated.
	 */
	public static function state(): ?array {
		return State::get()['rebuild'];
	}

	/**
	 * Processes one block (starting a rebuild first when asked, or when none is running), in one
	 * transaction under the index lease: a step that fails leaves the index as it was.
	 *
	 * @param bool $restart Start over.
	 * @return array{done:int, total:int, finished:bool}
	 * @throws Index_Busy When another process holds the lease too long.
	 * @throws \Docent\Support\Database_Error When the index cannot be written.
	 */
	public function step( bool $restart = false ): array {
		Schema::maybe_install();
		// A block of long docs needs more than the front end's default memory.
		wp_raise_memory_limit( 'admin' );
		return $this->writer->exclusively(
			function () use ( $restart ): array {
				return $this->read_step( $restart );
			},
			function ( array $step ): array {
				return $this->write_step( $step );
			}
		);
	}

	/**
	 * The reading half of a step: where the rebuild stands and the next block, analysed.
	 *
	 * @param bool $restart Start over.
	 * @return array{state: array<string, int>, start: bool, ids: int[], built: array}
	 */
	private function read_step( bool $restart ): array {
		global $wpdb;
		$state = $restart ? null : self::state();
		$start = null === $state;
		if ( $start ) {
			$state = $this->plan();
		}
		$ids = array_map(
			'intval',
			(array) Transaction::check_read(
				$wpdb->get_col(
					$wpdb->prepare(
						"SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = '' AND ID > %d ORDER BY ID ASC LIMIT %d",
						Post_Type::NAME,
						$state['last_id'],
						Indexer::block_size()
					)
				)
			)
		);
		return array(
			'state' => $state,
			'start' => $start,
			'ids'   => $ids,
			'built' => $this->indexer->build_block( self::load( $ids ) ),
		);
	}

	/**
	 * The writing half of a step, inside the lease and transaction.
	 *
	 * @param array{state: array<string, int>, start: bool, ids: int[], built: array} $step From read_step().
	 * @return array{done:int, total:int, finished:bool}
	 */
	private function write_step( array $step ): array {
		$state = $step['state'];
		$ids   = $step['ids'];
		if ( $step['start'] ) {
			$this->clear( $state['generation'] );
		}
		if ( $ids ) {
			$this->indexer->write_block( $step['built'], $state['generation'], $state['block'] );
			$state['last_id'] = (int) end( $ids );
			$state['done']    = min( $state['total'], $state['done'] + count( $ids ) );
			++$state['block'];
		}
		$finished = count( $ids ) < Indexer::block_size();
		if ( $finished ) {
			$this->finish( $state['generation'] );
		} else {
			$state['updated'] = time();
			State::update( array( 'rebuild' => $state ) );
		}
		return array(
			'done'     => $finished ? $state['total'] : $state['done'],
			'total'    => $state['total'],
			'finished' => $finished,
		);
	}

	/**
	 * The posts, read fresh from the database a hundred at a time and forgotten once used:
	 * memory stays flat however long the docs are (the consistency check reads them so too).
	 *
	 * @param int[] $ids Post ids.
	 * @return \Generator<int, \WP_Post>
	 */
	public static function load( array $ids ): \Generator {
		foreach ( array_chunk( $ids, 100 ) as $chunk ) {
			foreach ( $chunk as $id ) {
				clean_post_cache( $id );
			}
			_prime_post_caches( $chunk, false, false );
			foreach ( $chunk as $id ) {
				$post = get_post( $id );
				if ( $post ) {
					yield $post;
				}
				wp_cache_delete( $id, 'posts' );
			}
		}
	}

	/**
	 * A new rebuild into the generation after the active one.
	 *
	 * @return array<string, int>
	 */
	private function plan(): array {
		global $wpdb;
		$this->indexer->store()->forget_terms();
		$generation = Indexer::active_generation() + 1;
		return array(
			'generation' => $generation,
			'last_id'    => 0,
			'block'      => Indexer::block_range( $generation )[0],
			'done'       => 0,
			'total'      => (int) $wpdb->get_var(
				$wpdb->prepare(
					"SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = ''",
					Post_Type::NAME
				)
			),
			'updated'    => time(),
		);
	}

	/**
	 * Clears what an interrupted rebuild may have left in a generation.
	 *
	 * @param int $generation Generation about to be written.
	 */
	private function clear( int $generation ): void {
		global $wpdb;
		$tables = Schema::tables();
		$first  = Indexer::block_range( $generation )[0];
		$this->indexer->store()->write( $wpdb->prepare( "DELETE FROM {$tables['postings']} WHERE block >= %d", $first ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$this->indexer->store()->write( $wpdb->prepare( "DELETE FROM {$tables['docs']} WHERE generation >= %d", $generation ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
	}

	/**
	 * Ends a rebuild: the new generation becomes active, the old one is dropped, document
	 * frequencies are counted exactly and unused words forgotten.
	 *
	 * @param int $generation The rebuild's generation.
	 */
	private function finish( int $generation ): void {
		global $wpdb;
		$tables = Schema::tables();
		$store  = $this->indexer->store();
		State::update(
			array(
				'generation' => $generation,
				'rebuild'    => null,
			)
		);
		$first = Indexer::block_range( $generation )[0];
		$store->write( $wpdb->prepare( "DELETE FROM {$tables['postings']} WHERE block < %d", $first ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$store->write( $wpdb->prepare( "DELETE FROM {$tables['docs']} WHERE generation < %d", $generation ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$store->write( "UPDATE {$tables['terms']} SET df = COALESCE((SELECT SUM(p.entries) FROM {$tables['postings']} p WHERE p.term_id = {$tables['terms']}.term_id), 0)" );
		$store->write( "DELETE FROM {$tables['terms']} WHERE df = 0" );
		$store->forget_terms();
		$this->indexer->recount();
	}
}
