<?php
/**
 * The search index tables: vocabulary, postings and indexed docs.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and upgrades the tables. Plain column types and indexes only, so the SQLite
 * drop-in translates them as well as MySQL and MariaDB run them.
 */
final class Schema {

	/**
	 * Bump when the tables or the way text is turned into terms change: the tables are
	 * upgraded and the index rebuilt.
	 */
	public const VERSION = '22';

	/**
	 * Autoloaded option holding the installed VERSION.
	 */
	public const OPTION = 'docent_search_db_version';

	/**
	 * Table names with the site's prefix.
	 *
	 * @return array{terms:string, postings:string, docs:string, queue:string, state:string}
	 */
	public static function tables(): array {
		global $wpdb;
		return array(
			// The vocabulary: one row per distinct term, its stem and document frequency.
			'terms'    => $wpdb->prefix . 'docent_search_terms',
			// Postings: per block of docs and term, a packed Posting_List. Clustered by block, so a
			// rebuild step appends; searches find a term's rows through the (term_id, block) key.
			'postings' => $wpdb->prefix . 'docent_search_index',
			// Indexed docs per generation: their block, parent, and term ids (to update their postings).
			'docs'     => $wpdb->prefix . 'docent_search_docs',
			// Docs saved, deleted or moved whose index rows are still to be written (see Index_Writer).
			'queue'    => $wpdb->prefix . 'docent_search_queue',
			// Small named rows: the index's state (generation, statistics, rebuild) and the writer's lease.
			'state'    => $wpdb->prefix . 'docent_search_state',
		);
	}

	/**
	 * Whether the installed tables match this code.
	 */
	public static function is_current(): bool {
		return self::VERSION === (string) get_option( self::OPTION, '' );
	}

	/**
	 * Creates the tables when they are not current. Returns true when it did (the index is then
	 * empty and needs a rebuild).
	 */
	public static function maybe_install(): bool {
		if ( self::is_current() ) {
			return false;
		}
		self::install();
		return true;
	}

	/**
	 * Creates the tables. The index is derived data: tables of another version are dropped and
	 * made again (then rebuilt) rather than migrated.
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$tables = self::tables();
		if ( ! self::is_current() ) {
			foreach ( $tables as $table ) {
				$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB -- table names from $wpdb->prefix.
			}
			// Options of earlier versions (the state now lives in its own table) and the version itself.
			foreach ( array( self::OPTION, 'docent_search_generation', 'docent_search_stats', 'docent_search_hidden', 'docent_search_rebuild' ) as $option ) {
				delete_option( $option );
			}
		}
		$collate = $wpdb->get_charset_collate();
		// Terms compare byte by byte, so prefix ranges and uniqueness follow code points.
		$binary = $wpdb->charset ? "CHARACTER SET {$wpdb->charset} COLLATE {$wpdb->charset}_bin" : '';

		dbDelta(
			"CREATE TABLE {$tables['terms']} (
  term_id int(10) unsigned NOT NULL AUTO_INCREMENT,
  term varchar(64) $binary NOT NULL,
  stem varchar(64) $binary NOT NULL,
  len tinyint(3) unsigned NOT NULL DEFAULT 0,
  df int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (term_id),
  UNIQUE KEY term (term),
  KEY stem (stem),
  KEY len_term (len,term)
) $collate;
CREATE TABLE {$tables['postings']} (
  term_id int(10) unsigned NOT NULL,
  block int(10) unsigned NOT NULL,
  entries int(10) unsigned NOT NULL DEFAULT 0,
  docs longtext NOT NULL,
  positions longtext NOT NULL,
  PRIMARY KEY  (block,term_id),
  KEY term_block (term_id,block)
) $collate;
CREATE TABLE {$tables['docs']} (
  doc_id bigint(20) unsigned NOT NULL,
  generation int(10) unsigned NOT NULL,
  block int(10) unsigned NOT NULL,
  parent bigint(20) unsigned NOT NULL DEFAULT 0,
  has_body tinyint(1) unsigned NOT NULL DEFAULT 0,
  length int(10) unsigned NOT NULL DEFAULT 0,
  term_ids longtext NOT NULL,
  PRIMARY KEY  (doc_id,generation),
  KEY generation_block (generation,block),
  KEY generation_parent (generation,parent),
  KEY generation_body (generation,has_body)
) $collate;
CREATE TABLE {$tables['queue']} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  doc_id bigint(20) unsigned NOT NULL,
  queued_at bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY doc_id (doc_id)
) $collate;
CREATE TABLE {$tables['state']} (
  name varchar(32) NOT NULL,
  value longtext NOT NULL,
  owner varchar(64) NOT NULL DEFAULT '',
  expires bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (name)
) $collate;"
		);
		State::seed();
		update_option( self::OPTION, self::VERSION, true );
	}

	/**
	 * Index tables that do not exist (dropped by hand, a failed migration), by key of tables().
	 *
	 * @return string[]
	 */
	public static function missing_tables(): array {
		global $wpdb;
		$missing = array();
		foreach ( self::tables() as $key => $table ) {
			if ( $table !== $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				$missing[] = $key;
			}
		}
		return $missing;
	}

	/**
	 * Recreates missing tables (the version option alone would say all is well). The index is
	 * then incomplete: the caller starts a rebuild.
	 *
	 * @return bool Whether any table was missing.
	 */
	public static function repair(): bool {
		if ( ! self::missing_tables() ) {
			return false;
		}
		delete_option( self::OPTION );
		self::install();
		return true;
	}

	/**
	 * Bytes the index takes on disk (data and indexes), or null when the database cannot say.
	 */
	public static function size(): ?int {
		global $wpdb;
		$tables = array_values( self::tables() );
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			return null;
		}
		foreach ( $tables as $table ) {
			$wpdb->query( "ANALYZE TABLE `$table`" ); // phpcs:ignore WordPress.DB -- table name from $wpdb->prefix.
		}
		$placeholders = implode( ',', array_fill( 0, count( $tables ), '%s' ) );
		$size         = $wpdb->get_var(
			$wpdb->prepare(
				"SELECT SUM(data_length + index_length) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name IN ($placeholders)", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders -- placeholders built above.
				...$tables
			)
		);
		return null === $size ? null : (int) $size;
	}
}
