<?php
/**
 * Lists that are costly to read on a large site (the docs home's tree, the docs hidden below an
 * unpublished parent) kept in the database between requests, so sites without a persistent
 * object cache read them with one query. Any change to a doc or to the permalinks makes them stale.
 *
 * @package Docent
 */

namespace Docent\Pages;

use Docent\Docs\Post_Type;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * One stored option of computed lists, each stamped with the docs' change stamp it was made under.
 */
final class Docs_Cache {

	/** When a doc last changed (autoloaded: read on every request at no cost). */
	public const STAMP = 'docent_docs_changed';

	/** The stored lists (not autoloaded: read only by the pages that need them). */
	public const STORE = 'docent_pages_cache';

	/**
	 * Hooks the change stamp to doc and permalink changes.
	 */
	public function register(): void {
		// Saves, moves and status changes (trash included) all pass through save_post; deletions
		// through deleted_post. Not clean_post_cache: code that only refreshes caches (the search
		// index writer, inside its own transaction) must not write here.
		add_action( 'save_post_' . Post_Type::NAME, array( self::class, 'touch' ) );
		add_action( 'deleted_post', array( $this, 'on_delete' ), 10, 2 );
		add_action( 'update_option_permalink_structure', array( self::class, 'touch' ) );
	}

	/**
	 * A doc was deleted.
	 *
	 * @param int           $post_id Post id.
	 * @param \WP_Post|null $post    The post.
	 */
	public function on_delete( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && Post_Type::NAME === $post->post_type ) {
			self::touch();
		}
	}

	/**
	 * Marks every stored list stale.
	 */
	public static function touch(): void {
		// Every save on every server writes this one row: retried when two writes meet.
		$stamp = uniqid( '', true );
		Transaction::write(
			static function () use ( $stamp ) {
				return update_option( self::STAMP, $stamp, true );
			}
		);
	}

	/**
	 * A stored list, or one computed now (and stored) when it is missing or stale.
	 *
	 * @param string   $key     List name.
	 * @param callable $compute Makes the list.
	 * @return mixed
	 */
	public static function remember( string $key, callable $compute ) {
		$stamp = (string) get_option( self::STAMP, '' );
		$local = $key . ':' . $stamp . ':' . wp_cache_get_last_changed( 'posts' );
		$value = wp_cache_get( $local, Doc_Tree::CACHE_GROUP, false, $found );
		if ( $found ) {
			return $value;
		}
		$store = get_option( self::STORE, array() );
		$store = is_array( $store ) ? $store : array();
		if ( '' !== $stamp && isset( $store[ $key ]['stamp'] ) && $stamp === $store[ $key ]['stamp'] && array_key_exists( 'value', $store[ $key ] ) ) {
			$value = $store[ $key ]['value'];
		} else {
			$value = $compute();
			if ( '' === $stamp ) {
				// First use: start stamping, so what is stored now can be told from later changes.
				self::touch();
				$stamp = (string) get_option( self::STAMP, '' );
			}
			$store[ $key ] = array(
				'stamp' => $stamp,
				'value' => $value,
			);
			// Visitors on several servers may store a list at once: retried like the stamp.
			Transaction::write(
				static function () use ( $store ) {
					return update_option( self::STORE, $store, false );
				}
			);
		}
		wp_cache_set( $local, $value, Doc_Tree::CACHE_GROUP, DAY_IN_SECONDS );
		return $value;
	}
}
