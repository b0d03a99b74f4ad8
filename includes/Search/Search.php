<?php
/**
 * Docent's search: ranked results for the Explore tab, the REST API and A.I. Chat's sources.
 *
 * @package Docent
 */

namespace Docent\Search;

use Docent\Docs\Hierarchy;
use Docent\Docs\Post_Type;
use Docent\REST\Search_Controller;
use Docent\Settings\Settings;
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
	 * Cron hook that continues a rebuild started on activation or after an upgrade.
	 */
	public const CRON = 'docent_search_rebuild';

	/**
	 * Seconds a cron run (or an activation) spends rebuilding before handing over to the next run.
	 */
	private const STEP_BUDGET = 10;

	/**
	 * Settings (unused for now: search has no options of its own).
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The backend in use, after the `docent_search_backend` filter.
	 *
	 * @var Backend|null
	 */
	private ?Backend $backend = null;

	/**
	 * @param Settings $settings Settings reader.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Hooks indexing, the REST routes, activation and upgrades.
	 */
	public function register(): void {
		add_action( 'save_post_' . Post_Type::NAME, array( $this, 'on_save' ), 20, 2 );
		add_action( 'deleted_post', array( $this, 'on_delete' ), 10, 2 );
		add_action( 'docent_activate', array( $this, 'activate' ) );
		add_action( 'admin_init', array( $this, 'maybe_upgrade' ) );
		add_action( self::CRON, array( $this, 'continue_rebuild' ) );
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
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
	 * @return array{items: list<array{id:int, title:string, link:string, excerpt:string, breadcrumb: array{documentation:string, section:string}, score:float}>, total:int}
	 *         `title` is escaped text; `excerpt` is escaped text with matches in <mark>;
	 *         breadcrumb names are plain text.
	 */
	public function search( string $query, int $page = 1, int $per_page = 10 ): array {
		// Untrimmed on purpose: a space after the last word says the word is finished (no prefix match).
		$query    = ltrim( $query );
		$page     = max( 1, $page );
		$per_page = max( 1, min( self::MAX_PER_PAGE, $per_page ) );
		if ( '' === trim( $query ) ) {
			return array(
				'items' => array(),
				'total' => 0,
			);
		}
		$result = $this->backend()->search( $query, ( $page - 1 ) * $per_page, $per_page );
		$hits   = (array) ( $result['hits'] ?? array() );
		$total  = max( 0, (int) ( $result['total'] ?? 0 ) );

		$ids = array_values( array_filter( array_map( static fn( $hit ): int => (int) ( $hit['id'] ?? 0 ), $hits ) ) );
		$this->prime( $ids );
		$snippet = $this->snippet_maker( $query, $result );
		$items   = array();
		foreach ( $hits as $hit ) {
			$post = get_post( (int) ( $hit['id'] ?? 0 ) );
			// Whatever a backend says, only public docs leave this method.
			if ( ! $post instanceof WP_Post || ! Hierarchy::is_public( $post ) ) {
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
			'items' => $items,
			'total' => max( count( $items ), $total ),
		);
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
	 * Loads the hits and their ancestors in a few queries (links and breadcrumbs read them).
	 *
	 * @param int[] $ids Post ids.
	 */
	private function prime( array $ids ): void {
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

	/**
	 * Indexes a doc on every save (the backend removes it when it is not public).
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    Post.
	 */
	public function on_save( int $post_id, WP_Post $post ): void {
		if ( wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) ) {
			return;
		}
		$this->backend()->index( $post );
	}

	/**
	 * Forgets a deleted doc.
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    Post (WordPress 5.5+).
	 */
	public function on_delete( int $post_id, $post = null ): void {
		if ( $post instanceof WP_Post && Post_Type::NAME !== $post->post_type ) {
			return;
		}
		if ( ! $post instanceof WP_Post && Post_Type::NAME !== get_post_type( $post_id ) ) {
			return;
		}
		$this->backend()->remove( $post_id );
	}

	/**
	 * Activation: tables, then the first build (finished later by cron on large sites).
	 */
	public function activate(): void {
		Schema::install();
		$this->start_rebuild();
	}

	/**
	 * Upgrades the tables when the code expects a newer version, then rebuilds; continues a
	 * rebuild whose cron runs stopped (sites with WP-Cron switched off).
	 */
	public function maybe_upgrade(): void {
		$state = Rebuilder::state();
		// New tables (an upgrade), or tables never filled (their first build was interrupted).
		if ( Schema::maybe_install() || ( null === $state && Indexer::active_generation() < 1 && $this->backend() instanceof Table_Backend ) ) {
			$this->start_rebuild();
			return;
		}
		if ( $state && time() - (int) ( $state['updated'] ?? 0 ) > 5 * MINUTE_IN_SECONDS && ! wp_doing_ajax() ) {
			$this->continue_rebuild();
		}
	}

	/**
	 * Starts a full rebuild and works on it for a few seconds.
	 */
	public function start_rebuild(): void {
		$progress = $this->backend()->rebuild( true );
		if ( ! $progress['finished'] ) {
			$this->continue_rebuild();
		}
	}

	/**
	 * Continues the current rebuild for a few seconds, then schedules the rest.
	 */
	public function continue_rebuild(): void {
		if ( $this->backend() instanceof Table_Backend && null === Rebuilder::state() ) {
			return;
		}
		$until = microtime( true ) + self::STEP_BUDGET;
		do {
			$progress = $this->backend()->rebuild( false );
		} while ( ! $progress['finished'] && microtime( true ) < $until );
		if ( ! $progress['finished'] && ! wp_next_scheduled( self::CRON ) ) {
			wp_schedule_single_event( time() + 5, self::CRON );
		}
	}

	/**
	 * Registers GET /docent/v1/search and the admin's rebuild route.
	 */
	public function register_routes(): void {
		( new Search_Controller( $this ) )->register_routes();
	}
}
