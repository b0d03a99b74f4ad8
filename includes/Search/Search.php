<?php
/**
 * Docent's search: ranked results for the Explore tab, the REST API and A.I. Chat's sources.
 *
 * @package Docent
 */

namespace Docent\Search;

use Docent\Docs\Hierarchy;
use Docent\Search\Index\Doc_Titles;
use Docent\Search\Index\Document;
use Docent\Search\Index\Index_Health;
use Docent\Search\Index\Index_Maintenance;
use Docent\Search\Ranking\Query;
use Docent\Search\Ranking\Snippet;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The search module: keeps the backend's index in step with the docs and turns its hits into
 * results (escaped title, link, breadcrumb, highlighted snippet).
 */
final class Search {

	/**
	 * Most results per page.
	 */
	public const MAX_PER_PAGE = 50;

	/**
	 * Index upkeep.
	 *
	 * @var Index_Maintenance
	 */
	private Index_Maintenance $maintenance;

	/**
	 * The backend in use, after the `docent_search_backend` filter.
	 *
	 * @var Backend|null
	 */
	private ?Backend $backend = null;

	/**
	 * Builds the index upkeep around this module.
	 */
	public function __construct() {
		$this->maintenance = new Index_Maintenance( $this );
	}

	/**
	 * Hooks index upkeep.
	 */
	public function register(): void {
		$this->maintenance->register();
	}

	/**
	 * Index upkeep: saves, deletes, rebuilds, repairs.
	 */
	public function maintenance(): Index_Maintenance {
		return $this->maintenance;
	}

	/**
	 * The search backend. Sites may swap it through the `docent_search_backend` filter.
	 */
	public function backend(): Backend {
		if ( null === $this->backend ) {
			$default = new Table_Backend();
			/**
			 * Filters the object that indexes and ranks docs, to plug in another search service.
			 * Return an object implementing Docent\Search\Backend; anything else is ignored.
			 *
			 * @param Backend $backend Docent's own backend (database tables).
			 */
			$backend       = apply_filters( 'docent_search_backend', $default );
			$this->backend = $backend instanceof Backend ? $backend : $default;
		}
		return $this->backend;
	}

	/**
	 * Forgets the filtered backend, so the filter runs again (tests and long-running processes).
	 */
	public function reset_backend(): void {
		$this->backend = null;
	}

	/**
	 * Ranked, public docs for a query.
	 *
	 * @param string $query    What the visitor typed.
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Results per page, 1–50.
	 * @return array{items: list<array{id:int, title:string, link:string, excerpt:string, breadcrumb: array{documentation:string, section:string}, score:float}>, total:int, source:string, unknown?: list<string>, corrected?: array<string, list<string>>}
	 *         `title` is escaped text; `excerpt` is escaped text with matches in <mark>;
	 *         breadcrumb names are plain text. `source` is "index", or "fallback" when the index
	 *         could not answer and WordPress's own search did, or "unavailable" when neither could.
	 *         `unknown`: words no doc uses; `corrected`: per misspelt word, the words it was taken for.
	 */
	public function search( string $query, int $page = 1, int $per_page = 10 ): array {
		// Untrimmed on purpose: a space after the last word says the word is finished (no prefix match).
		$query    = ltrim( $query );
		$per_page = max( 1, min( self::MAX_PER_PAGE, $per_page ) );
		// A page past any integer offset has no results either; its offset must stay an integer.
		$page = max( 1, min( $page, intdiv( PHP_INT_MAX, $per_page ) ) );
		if ( '' === trim( $query ) ) {
			return array(
				'items'  => array(),
				'total'  => 0,
				'source' => 'index',
			);
		}
		$cache_key = Result_Cache::key( $this->backend(), $query, $page, $per_page );
		$cached    = Result_Cache::get( $cache_key );
		if ( null !== $cached ) {
			return $cached;
		}
		list( $result, $source ) = $this->ask_backend( $query, ( $page - 1 ) * $per_page, $per_page );
		$found                   = $this->results( $query, $result, $source );
		Result_Cache::set( $cache_key, $found );
		return $found;
	}

	/**
	 * The backend's hits, or WordPress search's when the backend fails, and which answered.
	 *
	 * @param string $query    What the visitor typed (left-trimmed).
	 * @param int    $offset   Hits to skip.
	 * @param int    $per_page Hits to return.
	 * @return array{0: array<string, mixed>, 1: string} The backend's result, and "index", "fallback" or "unavailable".
	 */
	private function ask_backend( string $query, int $offset, int $per_page ): array {
		$source = 'index';
		try {
			$result = $this->backend()->search( $query, $offset, $per_page );
		} catch ( \Throwable $error ) {
			// A missing, damaged or unbuilt index (or a remote backend that is down) must not
			// take Explore and chat down with it.
			Index_Health::report( $error );
			$source = 'fallback';
			try {
				$result = ( new Fallback_Search() )->search( $query, $offset, $per_page );
			} catch ( \Throwable $also ) {
				$result = array();
				$source = 'unavailable';
			}
		}
		return array( $result, $source );
	}

	/**
	 * The results for a backend's hits: public docs only, each with its escaped title, link,
	 * highlighted snippet and breadcrumb.
	 *
	 * @param string               $query  What the visitor typed (left-trimmed).
	 * @param array<string, mixed> $result The backend's result.
	 * @param string               $source Which search answered.
	 * @return array<string, mixed> As search() returns it.
	 */
	private function results( string $query, array $result, string $source ): array {
		$hits  = (array) ( $result['hits'] ?? array() );
		$total = max( 0, (int) ( $result['total'] ?? 0 ) );

		$ids = array_values( array_filter( array_map( static fn( $hit ): int => (int) ( $hit['id'] ?? 0 ), $hits ) ) );
		$this->prime( $ids );
		$snippet = $this->snippet_maker( $query, $result );
		$items   = array();
		foreach ( $hits as $hit ) {
			$post = get_post( (int) ( $hit['id'] ?? 0 ) );
			// Whatever a backend says, only public docs leave this method.
			if ( ! $post instanceof WP_Post || ! Hierarchy::is_visible( $post ) ) {
				--$total;
				continue;
			}
			$items[] = array(
				'id'         => (int) $post->ID,
				'title'      => Snippet::escape( Document::plain( (string) $post->post_title ) ),
				'link'       => (string) get_permalink( $post ),
				'excerpt'    => $snippet->build( Document::plain( (string) $post->post_excerpt ), Document::readable_content( $post ) ),
				'breadcrumb' => Hierarchy::breadcrumb( $post ),
				'score'      => (float) ( $hit['score'] ?? 0 ),
			);
		}
		return array(
			'items'     => $items,
			'total'     => max( count( $items ), $total ),
			'source'    => $source,
			// Words no doc uses (chat declines questions mostly made of them).
			'unknown'   => array_values( array_map( 'strval', (array) ( $result['unknown'] ?? array() ) ) ),
			// Per misspelt word, the words it was taken for (chat reads passages with them).
			'corrected' => self::corrected( $result['corrected'] ?? array() ),
		);
	}

	/**
	 * A backend's corrections, as plain strings: word => the words it was taken for.
	 *
	 * @param mixed $corrected From the backend (any backend: checked here).
	 * @return array<string, list<string>>
	 */
	private static function corrected( $corrected ): array {
		$out = array();
		foreach ( (array) $corrected as $word => $terms ) {
			$out[ (string) $word ] = array_values( array_map( 'strval', (array) $terms ) );
		}
		return $out;
	}

	/**
	 * The highlighter for a query: the backend's matched terms, or the query's words as prefixes.
	 *
	 * @param string               $query  Query.
	 * @param array<string, mixed> $result Backend result.
	 */
	private function snippet_maker( string $query, array $result ): Snippet {
		$parsed = Query::parse( $query );
		if ( isset( $result['terms'] ) && is_array( $result['terms'] ) ) {
			return new Snippet( $result['terms'], array(), $parsed->highlights );
		}
		return new Snippet( array(), array_column( $parsed->groups, 'word' ), $parsed->highlights );
	}

	/**
	 * Loads the hits and their ancestors (links and breadcrumbs read them) and the hits' meta
	 * (their snippets read the stored readable text): the posts in one query, the meta in another.
	 * The title tie-breaks have read the hits' ancestors already; only a hit they did not see
	 * costs one more (narrow) query.
	 *
	 * @param int[] $ids Post ids.
	 */
	private function prime( array $ids ): void {
		$missing = _get_non_cached_ids( $ids, 'posts' );
		if ( $missing ) {
			_prime_post_caches( array_values( array_unique( array_merge( $ids, Doc_Titles::ancestors( $missing ) ) ) ), false, false );
		}
		update_meta_cache( 'post', $ids );
		// Deeper ancestors, if any: nothing is queried for those already loaded.
		for ( $level = 0; $ids && $level < 3; $level++ ) {
			_prime_post_caches( $ids, false, false );
			$parents = array();
			foreach ( $ids as $id ) {
				$post = get_post( $id );
				if ( $post && $post->post_parent ) {
					$parents[] = (int) $post->post_parent;
				}
			}
			$ids = array_values( array_unique( $parents ) );
		}
	}
}
