<?php
/**
 * Titles and ancestors of many docs at once, without loading their content.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Docs\Votes;

defined( 'ABSPATH' ) || exit;

/**
 * The title tie-breaks read the titles of the best 40 candidates on every search: whole post rows
 * would bring 40 doc bodies from the database to read 40 short strings. The same query tells each
 * doc's section and documentation, which the results need next (links and breadcrumbs), so the
 * results are loaded with their ancestors in one query afterwards.
 */
final class Doc_Titles {

	/**
	 * Object-cache group of the parents read in this request (never persistent: only a hint for
	 * loading posts, which are read from the posts' own cache or the database).
	 */
	private const GROUP = 'docent_doc_ancestors';

	/**
	 * Raw titles, helpful votes (Docs\Votes) and indexed lengths by doc id (docs that no longer
	 * exist are left out), in one query: the search index's candidates.
	 *
	 * @param int[] $ids Doc ids.
	 * @return array<int, array{title: string, up: int, down: int, length: int, overview: bool}>
	 *         length: the doc's indexed words in the active index (0 when not indexed); overview:
	 *         whether it is titled as its parent, a section's overview.
	 */
	public static function of( array $ids ): array {
		return array_map(
			static fn( array $row ): array => array(
				'title'    => $row[0],
				'up'       => $row[3],
				'down'     => $row[4],
				'length'   => $row[5],
				'overview' => $row[6],
			),
			self::read( $ids, true )
		);
	}

	/**
	 * The parents and grandparents of docs (no zeros, no duplicates): remembered from an earlier
	 * read in this request, or read now.
	 *
	 * @param int[] $ids Doc ids.
	 * @return int[]
	 */
	public static function ancestors( array $ids ): array {
		wp_cache_add_non_persistent_groups( self::GROUP );
		$ids    = self::clean( $ids );
		$known  = $ids ? wp_cache_get_multiple( $ids, self::GROUP ) : array();
		$out    = array();
		$wanted = array();
		foreach ( $ids as $id ) {
			if ( is_array( $known[ $id ] ?? null ) ) {
				array_push( $out, ...$known[ $id ] );
			} else {
				$wanted[] = $id;
			}
		}
		foreach ( self::read( $wanted ) as $row ) {
			array_push( $out, $row[1], $row[2] );
		}
		return array_values( array_unique( array_filter( $out ) ) );
	}

	/**
	 * Reads title, parent, grandparent, helpful votes and indexed length of docs, and remembers the
	 * ancestors for this request.
	 *
	 * @param int[] $ids     Doc ids.
	 * @param bool  $lengths Whether to read the lengths from the search index too (Title_Ranker's
	 *                       candidates); without, a length is 0, and any backend's results may ask.
	 * @return array<int, array{0:string, 1:int, 2:int, 3:int, 4:int, 5:int, 6:bool}>
	 */
	private static function read( array $ids, bool $lengths = false ): array {
		global $wpdb;
		$ids = self::clean( $ids );
		if ( ! $ids ) {
			return array();
		}
		$length = '0 AS length';
		$join   = '';
		$args   = array( Votes::UP, Votes::DOWN );
		if ( $lengths ) {
			$length = 'd.length AS length';
			$join   = 'LEFT JOIN ' . Schema::tables()['docs'] . ' d ON d.doc_id = h.ID AND d.generation = %d';
			$args[] = Indexer::active_generation();
		}
		wp_cache_add_non_persistent_groups( self::GROUP );
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT h.ID AS id, h.post_title AS title, h.post_parent AS parent, s.post_parent AS grandparent, s.post_title AS parent_title, up.meta_value AS up, down.meta_value AS down, $length FROM {$wpdb->posts} h LEFT JOIN {$wpdb->posts} s ON s.ID = h.post_parent LEFT JOIN {$wpdb->postmeta} up ON up.post_id = h.ID AND up.meta_key = %s LEFT JOIN {$wpdb->postmeta} down ON down.post_id = h.ID AND down.meta_key = %s $join WHERE h.ID IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', // phpcs:ignore WordPress.DB -- placeholders built here, table from $wpdb->prefix.
				...array_merge( $args, $ids )
			),
			ARRAY_N
		);
		$out       = array();
		$ancestors = array();
		foreach ( (array) $rows as $row ) {
			$id               = (int) $row[0];
			// A section's overview: titled as its section ("Testing in Django" in "Testing in Django").
			$overview         = null !== $row[4] && mb_strtolower( trim( (string) $row[4] ), 'UTF-8' ) === mb_strtolower( trim( (string) $row[1] ), 'UTF-8' );
			$out[ $id ]       = array( (string) $row[1], (int) $row[2], (int) $row[3], (int) $row[5], (int) $row[6], (int) $row[7], $overview );
			$ancestors[ $id ] = array( (int) $row[2], (int) $row[3] );
		}
		wp_cache_set_multiple( $ancestors, self::GROUP );
		return $out;
	}

	/**
	 * Positive, distinct ids.
	 *
	 * @param int[] $ids Ids.
	 * @return int[]
	 */
	private static function clean( array $ids ): array {
		return array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) );
	}
}
