<?php
/**
 * Lists that are costly to read on a large site (the docs home's tree, the docs hidden below an
 * unpublished parent, each documentation's tree with its links) kept in the database between
 * requests, so sites without a persistent object cache read them with one query. Any change to a
 * doc, to the permalinks or to the site's address makes them stale.
 *
 * @package Docent
 */

namespace Docent\Pages;

use Docent\Docs\Post_Type;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Stored lists, each stamped with the docs' change stamp it was made under: the small ones share
 * one option, a large one (a documentation's tree) has an option of its own, read only by the
 * pages that need it.
 */
final class Docs_Cache {

	/** When a doc last changed (autoloaded: read on every request at no cost). */
	public const STAMP = 'docent_docs_changed';

	/** The small stored lists (not autoloaded). A large list named "x" lives in STORE . '_x'. */
	public const STORE = 'docent_pages_cache';

	/** The shape of the stored lists: raised when it changes, so lists stored before an update are made again. */
	private const FORMAT = 2;

	/**
	 * Hooks the change stamp to doc and permalink changes.
	 */
	public function register(): void {
		// Saves, moves and status changes (trash included) all pass through save_post; deletions
		// through deleted_post. Not clean_post_cache: code that only refreshes caches (the search
		// index writer, inside its own transaction) must not write here.
		add_action( 'save_post_' . Post_Type::NAME, array( self::class, 'touch' ) );
		// The docs manager moves many docs in one write, without save_post.
		add_action( 'docent_docs_moved', array( self::class, 'touch' ), 10, 0 );
		add_action( 'deleted_post', array( $this, 'on_delete' ), 10, 2 );
		add_action( 'update_option_permalink_structure', array( self::class, 'touch' ) );
	}

	/**
	 * A doc was deleted: everything is stale, and a documentation's own stored tree goes with it.
	 *
	 * @param int           $post_id Post id.
	 * @param \WP_Post|null $post    The post.
	 */
	public function on_delete( $post_id, $post = null ): void {
		if ( ! $post instanceof \WP_Post || Post_Type::NAME !== $post->post_type ) {
			return;
		}
		self::touch();
		$option = self::STORE . '_' . Doc_Tree::key( (int) $post_id );
		Transaction::write(
			static function () use ( $option ) {
				return delete_option( $option );
			}
		);
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
	 * A small stored list, or one computed now (and stored) when it is missing or stale.
	 *
	 * @param string   $key     List name.
	 * @param callable $compute Makes the list.
	 * @return mixed
	 */
	public static function remember( string $key, callable $compute ) {
		return self::lookup( $key, $compute, false );
	}

	/**
	 * A large stored list, kept in an option of its own; otherwise like remember().
	 *
	 * @param string   $key     List name (letters, digits, underscores).
	 * @param callable $compute Makes the list.
	 * @return mixed
	 */
	public static function remember_apart( string $key, callable $compute ) {
		return self::lookup( $key, $compute, true );
	}

	/**
	 * The object cache first (a persistent one answers without the database), then the stored
	 * option, then the computation.
	 *
	 * @param string   $key     List name.
	 * @param callable $compute Makes the list.
	 * @param bool     $apart   Whether the list has an option of its own.
	 * @return mixed
	 */
	private static function lookup( string $key, callable $compute, bool $apart ) {
		$version = self::version();
		$local   = $key . ':' . md5( $version ) . ':' . wp_cache_get_last_changed( 'posts' );
		$value   = wp_cache_get( $local, Doc_Tree::CACHE_GROUP, false, $found );
		if ( $found ) {
			return $value;
		}
		$option = $apart ? self::STORE . '_' . $key : self::STORE;
		$stored = get_option( $option, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$entry  = $apart ? $stored : ( $stored[ $key ] ?? array() );
		if ( '' !== $version && isset( $entry['stamp'] ) && $version === $entry['stamp'] && array_key_exists( 'value', $entry ) ) {
			$value = $entry['value'];
		} else {
			$value = $compute();
			if ( '' === $version ) {
				// First use: start stamping, so what is stored now can be told from later changes.
				self::touch();
				$version = self::version();
				$local   = $key . ':' . md5( $version ) . ':' . wp_cache_get_last_changed( 'posts' );
			}
			$entry = array(
				'stamp' => $version,
				'value' => $value,
			);
			if ( $apart ) {
				$stored = $entry;
			} else {
				$stored[ $key ] = $entry;
			}
			// Visitors on several servers may store a list at once: retried like the stamp.
			Transaction::write(
				static function () use ( $option, $stored ) {
					return update_option( $option, $stored, false );
				}
			);
		}
		wp_cache_set( $local, $value, Doc_Tree::CACHE_GROUP, DAY_IN_SECONDS );
		return $value;
	}

	/**
	 * What a stored list must have been made under: the change stamp, the site's address (the
	 * lists hold links) and the lists' format; "" before the first stamp.
	 */
	private static function version(): string {
		$stamp = (string) get_option( self::STAMP, '' );
		return '' === $stamp ? '' : $stamp . ' ' . home_url( '/' ) . ' ' . self::FORMAT;
	}
}
