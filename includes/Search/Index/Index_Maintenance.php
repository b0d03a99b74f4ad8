<?php
/**
 * Keeps the index in step with the site: saves, deletes, activation, upgrades, rebuilds, repairs.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Docs\Post_Type;
use Docent\Search\Backend;
use Docent\Search\Language\Languages;
use Docent\Search\Search;
use Docent\Search\Table_Backend;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Every entry point here runs from a request that has other work to do (a save in the editor,
 * an admin page, cron): an index failure is reported and repaired where it can be, never thrown
 * at WordPress. Docs a failed write concerned stay in the write queue.
 */
final class Index_Maintenance {

	/**
	 * Cron hook that continues a rebuild started on activation or after an upgrade.
	 */
	public const CRON = 'docent_search_rebuild';

	/**
	 * Seconds a cron run (or an activation) spends rebuilding before handing over to the next run.
	 */
	private const STEP_BUDGET = 10;

	/**
	 * Hourly cron hook that queues docs the index holds wrongly.
	 */
	public const RECONCILE_CRON = 'docent_search_reconcile';

	/**
	 * Autoloaded option: the site language the index's stopwords and stems were made with.
	 */
	public const LANGUAGE_OPTION = 'docent_search_language';

	/**
	 * The search module (for its backend).
	 *
	 * @var Search
	 */
	private Search $search;

	/**
	 * @param Search $search Search module.
	 */
	public function __construct( Search $search ) {
		$this->search = $search;
	}

	/**
	 * Hooks indexing, activation, upgrades, cron and Site Health.
	 */
	public function register(): void {
		add_action( 'save_post_' . Post_Type::NAME, array( $this, 'on_save' ), 20, 2 );
		add_action( 'deleted_post', array( $this, 'on_delete' ), 10, 2 );
		add_action( 'docent_docs_moved', array( $this, 'on_move' ), 10, 2 );
		add_action( 'docent_activate', array( $this, 'activate' ) );
		add_action( 'admin_init', array( $this, 'maybe_upgrade' ) );
		foreach ( array( self::CRON => 'continue_rebuild', Index_Writer::CRON => 'drain', Index_Health::REPAIR_CRON => 'repair', self::RECONCILE_CRON => 'reconcile' ) as $hook => $method ) {
			add_action(
				$hook,
				function () use ( $method ): void {
					$this->safely( array( $this, $method ) );
				}
			);
		}
		add_filter( 'site_status_tests', array( Index_Health::class, 'add_site_health_test' ) );
		add_action( 'docent_deactivate', array( $this, 'deactivate' ) );
	}

	/**
	 * Deactivation: no index work is left scheduled.
	 */
	public function deactivate(): void {
		foreach ( array( self::CRON, Index_Writer::CRON, Index_Health::REPAIR_CRON, self::RECONCILE_CRON ) as $hook ) {
			wp_clear_scheduled_hook( $hook );
		}
	}

	/**
	 * The backend in use.
	 */
	private function backend(): Backend {
		return $this->search->backend();
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
		$this->safely(
			function () use ( $post ): void {
				$this->backend()->index( $post );
			}
		);
	}

	/**
	 * Docs moved in one go (the docs manager, without save_post): those whose place in the
	 * hierarchy changed are indexed again, their visibility and links may have changed with it.
	 *
	 * @param int[] $moved    Docs whose parent or order changed.
	 * @param int[] $replaced Docs whose place in the hierarchy changed.
	 */
	public function on_move( $moved, $replaced ): void {
		$ids = array_map( 'intval', (array) $replaced );
		if ( ! $ids ) {
			return;
		}
		$this->safely(
			function () use ( $ids ): void {
				$backend = $this->backend();
				if ( $backend instanceof Table_Backend ) {
					$backend->index_many( $ids );
					return;
				}
				foreach ( array_filter( array_map( 'get_post', $ids ) ) as $post ) {
					$backend->index( $post );
				}
			}
		);
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
		$this->safely(
			function () use ( $post_id ): void {
				$this->backend()->remove( $post_id );
			}
		);
	}

	/**
	 * Activation: tables, then the first build (finished later by cron on large sites).
	 */
	public function activate(): void {
		Schema::install();
		$this->safely( array( $this, 'start_rebuild' ) );
	}

	/**
	 * Upgrades the tables when the code expects a newer version, then rebuilds; continues a
	 * rebuild whose cron runs stopped (sites with WP-Cron switched off).
	 */
	public function maybe_upgrade(): void {
		if ( ! wp_next_scheduled( self::RECONCILE_CRON ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::RECONCILE_CRON );
		}
		$this->safely(
			function (): void {
				// New tables (an upgrade), or tables never filled (their first build was interrupted).
				if ( Schema::maybe_install() ) {
					$this->start_rebuild();
					return;
				}
				if ( $this->language_changed() ) {
					$this->start_rebuild();
					return;
				}
				$state = Rebuilder::state();
				if ( null === $state && Indexer::active_generation() < 1 && $this->backend() instanceof Table_Backend ) {
					$this->start_rebuild();
					return;
				}
				if ( $state && time() - (int) ( $state['updated'] ?? 0 ) > 5 * MINUTE_IN_SECONDS && ! wp_doing_ajax() ) {
					$this->continue_rebuild();
				}
			}
		);
	}

	/**
	 * Whether the site's language changed since the index was built: its stopwords and stems
	 * change with it. The first time this runs it only records the language.
	 */
	private function language_changed(): bool {
		$now = Languages::site_code();
		$was = get_option( self::LANGUAGE_OPTION, null );
		if ( $was === $now ) {
			return false;
		}
		update_option( self::LANGUAGE_OPTION, $now, true );
		return null !== $was;
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
		$until    = microtime( true ) + self::STEP_BUDGET;
		$progress = array( 'finished' => false );
		try {
			do {
				$progress = $this->backend()->rebuild( false );
			} while ( ! $progress['finished'] && microtime( true ) < $until );
		} finally {
			if ( ! $progress['finished'] && ! wp_next_scheduled( self::CRON ) ) {
				wp_schedule_single_event( time() + 5, self::CRON );
			}
		}
	}

	/**
	 * Runs index maintenance that must never break the request it runs in (a save in the
	 * editor, an admin page, cron): a failure is reported, repaired where it can be, and the
	 * docs it concerned stay queued.
	 *
	 * @param callable $work The work.
	 */
	private function safely( callable $work ): void {
		try {
			$work();
		} catch ( \Throwable $error ) {
			Index_Health::report( $error );
		}
	}

	/**
	 * Queues and indexes docs the index holds wrongly (hourly cron).
	 */
	public function reconcile(): void {
		$backend = $this->backend();
		if ( $backend instanceof Table_Backend ) {
			$backend->reconcile();
		}
	}

	/**
	 * Works through docs a request left in the write queue (cron).
	 */
	public function drain(): void {
		$backend = $this->backend();
		if ( $backend instanceof Table_Backend ) {
			$backend->drain();
		}
	}

	/**
	 * Repairs the built-in index: recreates missing tables, indexes what waits in the queue and
	 * rebuilds everything (a few seconds here, the rest by cron).
	 *
	 * @return array{done:int, total:int, finished:bool}
	 */
	public function repair(): array {
		Schema::repair();
		// Tables of an earlier version: made again for this code (then rebuilt below).
		Schema::maybe_install();
		Index_Health::clear();
		$this->drain();
		$progress = $this->backend()->rebuild( true );
		if ( ! $progress['finished'] ) {
			$this->continue_rebuild();
		}
		return $progress;
	}

}
