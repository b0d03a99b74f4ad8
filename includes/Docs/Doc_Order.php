<?php
/**
 * Where every doc sits (parent and order) as one versioned tree, and moving many docs at once.
 *
 * @package Docent
 */

namespace Docent\Docs;

use Docent\Support\Transaction;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The tree's version is a hash of every doc's place. A reorder names the version it was made on
 * and is applied in one transaction that first takes a lock row (so two reorders run one after
 * the other, on any database), reads the places again, refuses a stale version (409) or a
 * resulting tree that breaks the depth rule (400), and only then writes. After the commit the
 * `docent_docs_moved` action tells the caches and the search index, as a save would.
 */
final class Doc_Order {

	/** The option row every reorder locks and rewrites with the tree's new version. */
	public const LOCK = 'docent_docs_order';

	/** Statuses a doc of the tree may have (not trash, auto-drafts or revisions). */
	public const STATUSES = array( 'publish', 'future', 'draft', 'pending', 'private' );

	/**
	 * Every doc's place, id => array( parent, menu_order ), ordered by id.
	 *
	 * @param bool $lock Lock the rows until the transaction ends (MySQL and MariaDB).
	 * @return array<int, array{0: int, 1: int}>
	 */
	public static function places( bool $lock = false ): array {
		global $wpdb;
		$statuses = implode( ',', array_fill( 0, count( self::STATUSES ), '%s' ) );
		$sql      = $wpdb->prepare(
			"SELECT ID, post_parent, menu_order FROM {$wpdb->posts} WHERE post_type = %s AND post_status IN ($statuses) ORDER BY ID", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders -- placeholders built above.
			array_merge( array( Post_Type::NAME ), self::STATUSES )
		);
		if ( $lock && ! ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) ) {
			$sql .= ' FOR UPDATE';
		}
		$rows   = Transaction::check_read( $wpdb->get_results( $sql, ARRAY_N ) ); // phpcs:ignore WordPress.DB -- prepared above.
		$places = array();
		foreach ( (array) $rows as $row ) {
			$places[ (int) $row[0] ] = array( (int) $row[1], (int) $row[2] );
		}
		return $places;
	}

	/**
	 * The version of a set of places: changes whenever a doc is added, removed or moved.
	 *
	 * @param array<int, array{0: int, 1: int}> $places From places().
	 */
	public static function version( array $places ): string {
		$text = '';
		foreach ( $places as $id => $place ) {
			$text .= $id . ':' . $place[0] . ':' . $place[1] . ';';
		}
		return substr( md5( $text ), 0, 16 );
	}

	/**
	 * Moves docs in one transaction.
	 *
	 * @param string                                             $version The version the moves were made on.
	 * @param array<int, array{id:int, parent:int, menu_order:int}> $moves   New places.
	 * @return array{version: string, moved: int[]}|WP_Error 409 when the tree changed meanwhile,
	 *                                                        400 for an unknown doc or a refused place.
	 */
	public static function move( string $version, array $moves ) {
		self::ensure_lock_row();
		$result = Transaction::run(
			static function () use ( $version, $moves ) {
				global $wpdb;
				// The lock row first: a second reorder waits here until this one commits.
				Transaction::check( $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value WHERE option_name = %s", self::LOCK ) ) );
				$places = self::places( true );
				if ( ! hash_equals( self::version( $places ), $version ) ) {
					return new WP_Error( 'docent_tree_changed', __( 'Someone else changed the docs while you were working: nothing was moved. The tree now shows their changes; make your move again.', 'docent' ), array( 'status' => 409 ) );
				}
				$planned = self::plan( $places, $moves );
				if ( is_wp_error( $planned ) ) {
					return $planned;
				}
				foreach ( $planned['changed'] as $id ) {
					Transaction::check( $wpdb->update( $wpdb->posts, array( 'post_parent' => $planned['places'][ $id ][0], 'menu_order' => $planned['places'][ $id ][1] ), array( 'ID' => $id ), array( '%d', '%d' ), array( '%d' ) ) );
				}
				$new = self::version( $planned['places'] );
				Transaction::check( $wpdb->update( $wpdb->options, array( 'option_value' => $new ), array( 'option_name' => self::LOCK ) ) );
				return array(
					'version'     => $new,
					'moved'       => $planned['changed'],
					'reparented'  => $planned['reparented'],
					'descendants' => $planned['descendants'],
				);
			}
		);
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		self::announce( $result );
		return array(
			'version' => $result['version'],
			'moved'   => $result['moved'],
		);
	}

	/**
	 * The places after the moves, checked whole against the depth rule.
	 *
	 * @param array<int, array{0: int, 1: int}>                     $places Current places.
	 * @param array<int, array{id:int, parent:int, menu_order:int}> $moves  New places.
	 * @return array{places: array<int, array{0: int, 1: int}>, changed: int[], reparented: int[], descendants: int[]}|WP_Error
	 */
	private static function plan( array $places, array $moves ) {
		$next = $places;
		$ids  = array();
		foreach ( $moves as $move ) {
			$id = (int) $move['id'];
			if ( ! isset( $places[ $id ] ) ) {
				/* translators: %d: a doc's id. */
				return new WP_Error( 'docent_unknown_doc', sprintf( __( 'There is no doc %d in the tree (it may have been deleted or moved to the trash).', 'docent' ), $id ), array( 'status' => 400 ) );
			}
			if ( isset( $ids[ $id ] ) ) {
				/* translators: %d: a doc's id. */
				return new WP_Error( 'docent_doc_twice', sprintf( __( 'Doc %d is placed twice in one move.', 'docent' ), $id ), array( 'status' => 400 ) );
			}
			$ids[ $id ]  = true;
			$next[ $id ] = array( (int) $move['parent'], (int) $move['menu_order'] );
		}
		$parents = array_map( static fn( array $place ): int => $place[0], $next );
		$valid   = Depth_Rule::check( $parents, array_keys( $ids ) );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$changed    = array();
		$reparented = array();
		foreach ( array_keys( $ids ) as $id ) {
			if ( $next[ $id ] !== $places[ $id ] ) {
				$changed[] = $id;
			}
			if ( $next[ $id ][0] !== $places[ $id ][0] ) {
				$reparented[] = $id;
			}
		}
		return array(
			'places'      => $next,
			'changed'     => $changed,
			'reparented'  => $reparented,
			'descendants' => self::descendants( Depth_Rule::children( $parents ), $reparented ),
		);
	}

	/**
	 * Every doc below the given ones.
	 *
	 * @param array<int, int[]> $children Children by parent.
	 * @param int[]             $ids      Docs.
	 * @return int[]
	 */
	private static function descendants( array $children, array $ids ): array {
		$found = array();
		for ( $queue = $ids; $queue; ) {
			$id = (int) array_shift( $queue );
			foreach ( $children[ $id ] ?? array() as $child ) {
				if ( ! isset( $found[ $child ] ) ) {
					$found[ $child ] = true;
					$queue[]         = $child;
				}
			}
		}
		return array_keys( $found );
	}

	/**
	 * After the commit: the post caches, then `docent_docs_moved` for the stored lists, the pages
	 * and the search index (a move writes rows directly, so save_post does not run).
	 *
	 * @param array{moved: int[], reparented: int[], descendants: int[]} $result What moved.
	 */
	private static function announce( array $result ): void {
		foreach ( $result['moved'] as $id ) {
			clean_post_cache( $id );
		}
		if ( ! $result['moved'] ) {
			return;
		}
		/**
		 * Docs were moved or reordered in one go (the docs manager).
		 *
		 * @param int[] $moved    Docs whose parent or order changed.
		 * @param int[] $replaced Docs whose place in the hierarchy changed: moved to another
		 *                        parent, or below one that was (their links and visibility may change).
		 */
		do_action( 'docent_docs_moved', $result['moved'], array_values( array_unique( array_merge( $result['reparented'], $result['descendants'] ) ) ) );
	}

	/**
	 * The lock row exists before the first reorder (added outside the transaction).
	 */
	private static function ensure_lock_row(): void {
		if ( false === get_option( self::LOCK ) ) {
			add_option( self::LOCK, '', '', false );
		}
	}
}
