<?php
/**
 * Rebuilds the index one block at a time, resumable from any request.
 *
 * @package Docent
 */

namespace Docent\Search;

use Docent\Docs\Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Writes the next generation of the index while searches keep reading the active one, then
 * switches over and drops the old generation. Each step indexes the next block of public docs
 * by id (Indexer::block_size()); saves during a rebuild reach both generations (see Indexer::write()).
 */
final class Rebuilder {

	/**
	 * Option holding the progress of the current rebuild (not autoloaded).
	 */
	public const STATE = 'docent_search_rebuild';

	/**
	 * Writes the postings.
	 *
	 * @var Indexer
	 */
	private Indexer $indexer;

	/**
	 * @param Indexer $indexer Index writer.
	 */
	public function __construct( Indexer $indexer ) {
		$this->indexer = $indexer;
	}

	/**
	 * The current rebuild's progress, or null when none is running.
	 *
	 * @return array{generation:int, last_id:int, block:int, done:int, total:int, updated:int}|null
	 */
	public static function state(): ?array {
		$state = get_option( self::STATE, null );
		return is_array( $state ) && isset( $state['generation'], $state['last_id'], $state['block'] ) ? $state : null;
	}

	/**
	 * Processes one block (starting a rebuild first when asked, or when none is running).
	 *
	 * @param bool $restart Start over.
	 * @return array{done:int, total:int, finished:bool}
	 */
	public function step( bool $restart = false ): array {
		global $wpdb;
		Schema::maybe_install();
		// A block of long docs needs more than the front end's default memory.
		wp_raise_memory_limit( 'admin' );
		$state = $restart ? null : self::state();
		if ( null === $state ) {
			$state = $this->start();
		}

		$ids = array_map(
			'intval',
			(array) $wpdb->get_col(
				$wpdb->prepare(
					"SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = '' AND ID > %d ORDER BY ID ASC LIMIT %d",
					Post_Type::NAME,
					$state['last_id'],
					Indexer::block_size()
				)
			)
		);
		if ( $ids ) {
			$this->indexer->write_block( self::load( $ids ), $state['generation'], $state['block'] );
			$state['last_id'] = (int) end( $ids );
			$state['done']    = min( $state['total'], $state['done'] + count( $ids ) );
			++$state['block'];
		}
		$finished = count( $ids ) < Indexer::block_size();
		if ( $finished ) {
			$this->finish( $state['generation'] );
		} else {
			$state['updated'] = time();
			update_option( self::STATE, $state, false );
		}
		return array(
			'done'     => $finished ? $state['total'] : $state['done'],
			'total'    => $state['total'],
			'finished' => $finished,
		);
	}

	/**
	 * The posts, loaded a hundred at a time and forgotten once indexed: memory stays flat
	 * however long the docs are.
	 *
	 * @param int[] $ids Post ids.
	 * @return \Generator<int, \WP_Post>
	 */
	private static function load( array $ids ): \Generator {
		foreach ( array_chunk( $ids, 100 ) as $chunk ) {
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
	 * Starts a rebuild into the generation after the active one (clearing what an interrupted
	 * rebuild may have left there).
	 *
	 * @return array{generation:int, last_id:int, block:int, done:int, total:int, updated:int}
	 */
	private function start(): array {
		global $wpdb;
		$this->indexer->forget_terms();
		$tables     = Schema::tables();
		$generation = Indexer::active_generation() + 1;
		$first      = Indexer::block_range( $generation )[0];
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['postings']} WHERE block >= %d", $first ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['docs']} WHERE generation >= %d", $generation ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.

		$state = array(
			'generation' => $generation,
			'last_id'    => 0,
			'block'      => $first,
			'done'       => 0,
			'total'      => (int) $wpdb->get_var(
				$wpdb->prepare(
					"SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_password = ''",
					Post_Type::NAME
				)
			),
			'updated'    => time(),
		);
		update_option( self::STATE, $state, false );
		return $state;
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
		update_option( Indexer::GENERATION, $generation, true );
		delete_option( self::STATE );

		$first = Indexer::block_range( $generation )[0];
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['postings']} WHERE block < %d", $first ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$tables['docs']} WHERE generation < %d", $generation ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$wpdb->query( "UPDATE {$tables['terms']} SET df = COALESCE((SELECT SUM(p.entries) FROM {$tables['postings']} p WHERE p.term_id = {$tables['terms']}.term_id), 0)" ); // phpcs:ignore WordPress.DB -- tables from $wpdb->prefix, no input.
		$wpdb->query( "DELETE FROM {$tables['terms']} WHERE df = 0" ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$this->indexer->forget_terms();
		Indexer::recount();
		Indexer::refresh_hidden();
		wp_cache_delete( 'last_changed', 'docent_search' );
	}
}
