<?php
/**
 * Finished search results kept in a persistent object cache, for the queries visitors repeat.
 *
 * @package Docent
 */

namespace Docent\Search;

use Docent\Search\Index\Schema;
use Docent\Search\Index\State;
use Docent\Search\Language\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * Only with a persistent object cache shared by every server (Redis, Memcached): without one
 * nothing outlives the request, and a copy kept on one server could not know what another wrote.
 *
 * A result is stored under everything it was made from, so a change anywhere makes a new key
 * instead of having to find and delete old ones:
 * - the index state's stamp, read from the database on every search (a new one with every index
 *   write, whichever server made it: saves, deletions, moves, rebuilds, repairs);
 * - the posts' last-changed time (any post saved, deleted or given new meta: titles, links,
 *   breadcrumbs and snippets are built from the posts, not the index);
 * - the permalink structure (links), the locale (title filters of multilingual sites), the index's
 *   schema version, and the query and page.
 * Results of WordPress's own search (the fallback when the index fails) are never stored.
 */
final class Result_Cache {

	/**
	 * Object-cache group.
	 */
	private const GROUP = 'docent_search_results';

	/**
	 * How long an unused result is kept.
	 */
	private const TTL = HOUR_IN_SECONDS;

	/**
	 * The key of a search, or null when it must not be cached (no persistent object cache,
	 * another backend, an index never written by this version, or a state that cannot be read).
	 *
	 * @param Backend $backend  The backend that will answer.
	 * @param string  $query    The query, as Search::search() received it.
	 * @param int     $page     Page.
	 * @param int     $per_page Results per page.
	 */
	public static function key( Backend $backend, string $query, int $page, int $per_page ): ?string {
		if ( ! wp_using_ext_object_cache() || ! $backend instanceof Table_Backend || ! Schema::is_current() ) {
			return null;
		}
		try {
			$state = State::get();
		} catch ( \Throwable $error ) {
			return null; // The search itself will meet the problem and fall back.
		}
		if ( '' === $state['stamp'] || $state['generation'] < 1 ) {
			return null;
		}
		return md5(
			(string) wp_json_encode(
				array(
					$query,
					$page,
					$per_page,
					$state['stamp'],
					$state['generation'],
					wp_cache_get_last_changed( 'posts' ),
					(string) get_option( 'permalink_structure' ),
					determine_locale(),
					Languages::current()->code(),
					Schema::VERSION,
				)
			)
		);
	}

	/**
	 * A stored result, or null.
	 *
	 * @param string|null $key From key().
	 * @return array<string, mixed>|null
	 */
	public static function get( ?string $key ): ?array {
		if ( null === $key ) {
			return null;
		}
		$found = wp_cache_get( $key, self::GROUP );
		return is_array( $found ) && isset( $found['items'], $found['total'], $found['source'] ) ? $found : null;
	}

	/**
	 * Stores a result of the index.
	 *
	 * @param string|null          $key    From key().
	 * @param array<string, mixed> $result What Search::search() returns.
	 */
	public static function set( ?string $key, array $result ): void {
		if ( null !== $key && 'index' === ( $result['source'] ?? '' ) ) {
			wp_cache_set( $key, $result, self::GROUP, self::TTL );
		}
	}
}
