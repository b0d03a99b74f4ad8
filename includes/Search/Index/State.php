<?php
/**
 * The index's own state: which generation searches read, its statistics, its containers and the
 * progress of a rebuild.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Search\Index_Unavailable;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * One row of the state table, written in the same transaction as the index rows it describes
 * (an option would be cached apart from them, and could say one thing while the rows say another
 * after a rollback, or on another server). Searches read it once per request.
 */
final class State {

	/**
	 * Name of the row.
	 */
	private const ROW = 'index';

	/**
	 * Cache group of the state read in this request: never persistent (another server may write
	 * the row at any time), and flushed with the rest of the request's cache.
	 */
	private const GROUP = 'docent_search_state';

	/**
	 * The state when nothing was built yet.
	 *
	 * @return array{generation:int, docs:int, body:int, hidden:int[], rebuild:null, stamp:string}
	 */
	public static function empty_state(): array {
		return array(
			'generation' => 0,
			'docs'       => 0,
			'body'       => 0,
			'hidden'     => array(),
			'rebuild'    => null,
			'stamp'      => '',
		);
	}

	/**
	 * Adds the rows the writers expect (the state and the lease), if missing.
	 */
	public static function seed(): void {
		global $wpdb;
		$table = Schema::tables()['state'];
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO $table (name, value, owner, expires) VALUES (%s, %s, '', 0), ('lease', '', '', 0)", self::ROW, wp_json_encode( self::empty_state() ) ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		self::forget();
	}

	/**
	 * The current state.
	 *
	 * @return array{generation:int, docs:int, body:int, hidden:int[], rebuild:array<string,int>|null, stamp:string}
	 *         `stamp` changes with every write of the row (searches cached under it stay valid until then).
	 * @throws Index_Unavailable When the table cannot be read.
	 */
	public static function get(): array {
		global $wpdb;
		wp_cache_add_non_persistent_groups( self::GROUP );
		$memo = wp_cache_get( self::ROW, self::GROUP );
		if ( is_array( $memo ) ) {
			return $memo;
		}
		$table = Schema::tables()['state'];
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT value FROM $table WHERE name = %s", self::ROW ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		if ( null === $value && '' !== (string) $wpdb->last_error ) {
			throw new Index_Unavailable( (string) $wpdb->last_error );
		}
		$state = self::normalize( is_string( $value ) ? json_decode( $value, true ) : null );
		wp_cache_set( self::ROW, $state, self::GROUP );
		return $state;
	}

	/**
	 * Changes some keys. Call inside the transaction that writes the rows they describe.
	 *
	 * @param array<string, mixed> $changes Keys of get() to replace.
	 */
	public static function update( array $changes ): void {
		global $wpdb;
		self::forget();
		// A new stamp with every write: whatever was cached under the old one is not read again.
		$state = array_merge( self::get(), $changes, array( 'stamp' => uniqid( '', true ) ) );
		$table = Schema::tables()['state'];
		$sql   = $wpdb->prepare( "UPDATE $table SET value = %s WHERE name = %s", wp_json_encode( self::normalize( $state ) ), self::ROW ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		if ( 0 === Transaction::check( $wpdb->query( $sql ) ) && null === $wpdb->get_var( $wpdb->prepare( "SELECT name FROM $table WHERE name = %s", self::ROW ) ) ) { // phpcs:ignore WordPress.DB -- prepared above, table from $wpdb->prefix.
			self::seed();
			Transaction::check( $wpdb->query( $sql ) ); // phpcs:ignore WordPress.DB -- prepared above.
		}
		self::forget();
	}

	/**
	 * Forgets what this request read (another process may have written since).
	 */
	public static function forget(): void {
		wp_cache_delete( self::ROW, self::GROUP );
	}

	/**
	 * A state with every key, of the right types.
	 *
	 * @param mixed $value Decoded JSON.
	 * @return array{generation:int, docs:int, body:int, hidden:int[], rebuild:array<string,int>|null, stamp:string}
	 */
	private static function normalize( $value ): array {
		$value   = is_array( $value ) ? $value : array();
		$rebuild = $value['rebuild'] ?? null;
		return array(
			'generation' => max( 0, (int) ( $value['generation'] ?? 0 ) ),
			'docs'       => max( 0, (int) ( $value['docs'] ?? 0 ) ),
			'body'       => max( 0, (int) ( $value['body'] ?? 0 ) ),
			'hidden'     => array_values( array_map( 'intval', (array) ( $value['hidden'] ?? array() ) ) ),
			'rebuild'    => is_array( $rebuild ) && isset( $rebuild['generation'], $rebuild['last_id'], $rebuild['block'] ) ? array_map( 'intval', $rebuild ) : null,
			'stamp'      => is_string( $value['stamp'] ?? null ) ? $value['stamp'] : '',
		);
	}
}
