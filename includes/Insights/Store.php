<?php
/**
 * The insights table: counts of what visitors searched and asked, keyed by the normalised text.
 *
 * @package Docent
 */

namespace Docent\Insights;

use Docent\Support\Custom_Table;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * One row per (kind, normalised query) in {prefix}docent_insights: the text, a hit count, when it
 * was first and last seen, and the draft doc written for it. Nothing about who asked: no address,
 * no user, no page. Each kind keeps at most MAX_ROWS rows; the least-asked, oldest ones go first.
 *
 * SQL stays portable: it runs on MySQL/MariaDB and through the SQLite drop-in.
 */
final class Store {

	/**
	 * Bump when the CREATE TABLE below changes; dbDelta() brings old tables up to date.
	 */
	public const DB_VERSION = '1';

	/**
	 * Autoloaded option holding the installed schema version.
	 */
	public const VERSION_OPTION = 'docent_insights_db_version';

	/** Every search (the "most searched terms"). */
	public const SEARCH = 'search';

	/** Searches that found nothing. */
	public const SEARCH_MISS = 'search_miss';

	/** Chat questions whose answer had no source. */
	public const CHAT_MISS = 'chat_miss';

	public const KINDS = array( self::SEARCH, self::SEARCH_MISS, self::CHAT_MISS );

	/** Longest stored text, in characters. */
	public const QUERY_MAX = 200;

	/**
	 * The table.
	 *
	 * @var Custom_Table
	 */
	private Custom_Table $schema;

	/**
	 * The cap on rows per kind.
	 *
	 * @var Row_Cap
	 */
	private Row_Cap $cap;

	/**
	 * @param int $max_rows Rows kept per kind (pruning starts a little above it, see Row_Cap).
	 */
	public function __construct( int $max_rows = 500 ) {
		$this->schema = new Custom_Table(
			'docent_insights',
			self::VERSION_OPTION,
			self::DB_VERSION,
			"  id bigint(20) unsigned NOT NULL auto_increment,
  kind varchar(20) NOT NULL default '',
  query_hash char(32) NOT NULL default '',
  query varchar(200) NOT NULL default '',
  hits bigint(20) unsigned NOT NULL default 0,
  doc_id bigint(20) unsigned NOT NULL default 0,
  first_seen datetime NOT NULL,
  last_seen datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY kind_query (kind,query_hash),
  KEY kind_hits (kind,hits)"
		);
		$this->cap    = new Row_Cap( $this->schema, $max_rows );
	}

	/**
	 * The table's full name.
	 */
	public function table(): string {
		return $this->schema->name();
	}

	/**
	 * Creates or upgrades the table. Runs on activation and when the stored version is behind.
	 */
	public function install(): void {
		$this->schema->install();
	}

	/**
	 * Installs or upgrades when the autoloaded version option is behind: one cheap option read otherwise.
	 */
	public function maybe_install(): void {
		$this->schema->maybe_install();
	}

	/**
	 * The text as it is counted: tags, case, runs of spaces and closing punctuation ("?", "!", ".")
	 * dropped, cut to QUERY_MAX characters. '' when there is nothing worth keeping, or when it
	 * looks personal (an email address, or nine or more digits such as a phone number).
	 *
	 * @param string $text What the visitor typed.
	 */
	public static function normalize( string $text ): string {
		$text = wp_strip_all_tags( wp_check_invalid_utf8( $text ) );
		$text = mb_strtolower( $text, 'UTF-8' );
		$text = (string) preg_replace( '/[\s\x{00A0}]+/u', ' ', $text );
		$text = trim( (string) preg_replace( '/^[\s¿¡"\'“”‘’«»]+|[\s?!.,;:…"\'“”‘’«»]+$/u', '', $text ) );
		if ( mb_strlen( $text, 'UTF-8' ) < 2 ) {
			return '';
		}
		if ( preg_match( '/\S@\S+\.\S/u', $text ) || preg_match( '/(?:\d[\s.\-]?){9,}/u', $text ) ) {
			return '';
		}
		return trim( mb_substr( $text, 0, self::QUERY_MAX, 'UTF-8' ) );
	}

	/**
	 * Counts one occurrence. Concurrent calls each count: the count is raised in SQL, and a
	 * row two requests try to create at once is created by one and raised by the other.
	 *
	 * @param string $kind  One of KINDS.
	 * @param string $query Raw text; normalised here.
	 * @return bool Whether it was counted (false for an unknown kind or text normalised away).
	 */
	public function record( string $kind, string $query ): bool {
		$query = self::normalize( $query );
		if ( '' === $query || ! in_array( $kind, self::KINDS, true ) ) {
			return false;
		}
		$this->maybe_install();
		global $wpdb;
		$table = $this->table();
		$hash  = md5( $query );
		$now   = gmdate( 'Y-m-d H:i:s' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table, counters change on every call.
		$raise = $wpdb->prepare( "UPDATE {$table} SET hits = hits + 1, last_seen = %s WHERE kind = %s AND query_hash = %s", $now, $kind, $hash );
		// A popular query's row is raised by many servers at once: Transaction::affected() retries
		// a write the database refused as a conflict with another (a deadlock, a Galera certification).
		if ( Transaction::affected( $raise ) ) {
			return true;
		}
		$insert = $wpdb->prepare( "INSERT IGNORE INTO {$table} (kind, query_hash, query, hits, doc_id, first_seen, last_seen) VALUES (%s, %s, %s, 1, 0, %s, %s)", $kind, $hash, $query, $now, $now );
		$added  = Transaction::affected( $insert );
		if ( ! $added && $this->schema->recreate_if_missing() ) {
			$added = Transaction::affected( $insert ); // The table was dropped; it is back.
		}
		if ( ! $added ) {
			// Another request created the row between our UPDATE and INSERT (or the table is missing).
			return (bool) Transaction::affected( $raise );
		}
		// phpcs:enable
		$this->cap->prune( $kind );
		return true;
	}

	/**
	 * Takes back one count of a query (a keystroke on the way to the query a visitor settled on);
	 * a row left at zero goes, unless a draft was written for it.
	 *
	 * @param string $kind  One of KINDS.
	 * @param string $query Query as recorded.
	 */
	public function forget( string $kind, string $query ): void {
		$query = self::normalize( $query );
		if ( '' === $query || ! in_array( $kind, self::KINDS, true ) ) {
			return;
		}
		global $wpdb;
		$table = $this->table();
		$hash  = md5( $query );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		Transaction::affected( $wpdb->prepare( "UPDATE {$table} SET hits = hits - 1 WHERE kind = %s AND query_hash = %s AND hits > 0", $kind, $hash ) );
		Transaction::affected( $wpdb->prepare( "DELETE FROM {$table} WHERE kind = %s AND query_hash = %s AND hits = 0 AND doc_id = 0", $kind, $hash ) );
		// phpcs:enable
	}

	/**
	 * The most counted rows of a kind.
	 *
	 * @param string $kind  One of KINDS.
	 * @param int    $limit How many.
	 * @return array<int, array{id:int, query:string, hits:int, doc_id:int, first_seen:string, last_seen:string}>
	 */
	public function top( string $kind, int $limit ): array {
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table, read on the admin's Insights screen only.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT id, query, hits, doc_id, first_seen, last_seen FROM {$table} WHERE kind = %s ORDER BY hits DESC, last_seen DESC, id ASC LIMIT %d",
				$kind,
				max( 1, $limit )
			),
			ARRAY_A
		);
		return array_map( array( self::class, 'row' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * One row by id, or null.
	 *
	 * @param int $id Row id.
	 * @return array{id:int, kind:string, query:string, hits:int, doc_id:int, first_seen:string, last_seen:string}|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, kind, query, hits, doc_id, first_seen, last_seen FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? self::row( $row ) + array( 'kind' => (string) $row['kind'] ) : null;
	}

	/**
	 * Remembers the draft doc written for a row.
	 *
	 * @param int $id     Row id.
	 * @param int $doc_id Doc id.
	 */
	public function link_doc( int $id, int $doc_id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		return false !== $wpdb->update( $this->table(), array( 'doc_id' => $doc_id ), array( 'id' => $id ), array( '%d' ), array( '%d' ) );
	}

	/**
	 * Forgets one row.
	 *
	 * @param int $id Row id.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		return (bool) $wpdb->delete( $this->table(), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * How many rows a kind holds.
	 *
	 * @param string $kind One of KINDS.
	 */
	public function count( string $kind ): int {
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE kind = %s", $kind ) );
	}

	/**
	 * A database row with its numbers as integers.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array{id:int, query:string, hits:int, doc_id:int, first_seen:string, last_seen:string}
	 */
	private static function row( array $row ): array {
		return array(
			'id'         => (int) $row['id'],
			'query'      => (string) $row['query'],
			'hits'       => (int) $row['hits'],
			'doc_id'     => (int) $row['doc_id'],
			'first_seen' => (string) $row['first_seen'],
			'last_seen'  => (string) $row['last_seen'],
		);
	}
}
