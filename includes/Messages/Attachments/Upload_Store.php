<?php
/**
 * Files visitors attach to contact messages: kept in the database, outside the media library.
 *
 * @package Docent
 */

namespace Docent\Messages\Attachments;

use Docent\Support\Custom_Table;
use Docent\Support\Database_Error;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}docent_attachments holds one row per uploaded file (its bytes: Upload_Chunks). An upload
 * starts unclaimed (message_id 0) with the hash of the token its uploader was given; sending the
 * message claims it once (the token is cleared), and it is deleted with that message. Unclaimed
 * uploads older than TTL are deleted by cron.
 *
 * A row, as returned: id, message_id, file_name, mime_type, size, sha256, created_at.
 */
final class Upload_Store {

	/**
	 * Bump when the CREATE TABLE below changes.
	 */
	public const DB_VERSION = '1';

	/**
	 * How long an upload waits for its message, in seconds.
	 */
	public const TTL = 3600;

	/**
	 * The table.
	 *
	 * @var Custom_Table
	 */
	private Custom_Table $schema;

	/**
	 * The files' bytes.
	 *
	 * @var Upload_Chunks
	 */
	private Upload_Chunks $chunks;

	/** Declares the table. */
	public function __construct() {
		$this->chunks = new Upload_Chunks();
		$this->schema = new Custom_Table(
			'docent_attachments',
			'docent_attachments_db_version',
			self::DB_VERSION,
			"  id bigint(20) unsigned NOT NULL auto_increment,
  token_hash char(64) NOT NULL default '',
  message_id bigint(20) unsigned NOT NULL default 0,
  file_name varchar(255) NOT NULL default '',
  mime_type varchar(100) NOT NULL default '',
  size int(10) unsigned NOT NULL default 0,
  sha256 char(64) NOT NULL default '',
  ip_hash char(64) NOT NULL default '',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY token_hash (token_hash),
  KEY message_id (message_id),
  KEY created_at (created_at)"
		);
	}

	/**
	 * The table's full name.
	 */
	public function table(): string {
		return $this->schema->name();
	}

	/**
	 * The bytes' table.
	 */
	public function chunks(): Upload_Chunks {
		return $this->chunks;
	}

	/**
	 * Creates or upgrades both tables.
	 */
	public function install(): void {
		$this->schema->install();
		$this->chunks->install();
	}

	/**
	 * Installs when a stored version is behind.
	 */
	public function maybe_install(): void {
		$this->schema->maybe_install();
		$this->chunks->maybe_install();
	}

	/**
	 * Stores a file, all or nothing.
	 *
	 * @param array{file_name:string,mime_type:string,ip_hash:string} $meta  What is known of it.
	 * @param string                                                  $bytes The whole file.
	 * @return string The token that claims it, '' when the database refused it.
	 */
	public function insert( array $meta, string $bytes ): string {
		$this->maybe_install();
		$token = bin2hex( random_bytes( 16 ) );
		try {
			Transaction::run( fn() => $this->insert_rows( $meta, $bytes, $token ) );
		} catch ( Database_Error $error ) {
			// A table dropped by hand or lost in a restore comes back, and the file is written again.
			if ( ! $error->is_missing_table() ) {
				return '';
			}
			$this->install();
			try {
				Transaction::run( fn() => $this->insert_rows( $meta, $bytes, $token ) );
			} catch ( Database_Error $again ) {
				return '';
			}
		}
		return $token;
	}

	/**
	 * The row and its pieces.
	 *
	 * @param array{file_name:string,mime_type:string,ip_hash:string} $meta  What is known of it.
	 * @param string                                                  $bytes The whole file.
	 * @param string                                                  $token Its claim token.
	 * @throws Database_Error When a write fails.
	 */
	private function insert_rows( array $meta, string $bytes, string $token ): void {
		global $wpdb;
		Transaction::check(
			$wpdb->insert(
				$this->table(),
				array(
					'token_hash' => self::hash( $token ),
					'file_name'  => $meta['file_name'],
					'mime_type'  => $meta['mime_type'],
					'size'       => strlen( $bytes ),
					'sha256'     => hash( 'sha256', $bytes ),
					'ip_hash'    => $meta['ip_hash'],
					'created_at' => gmdate( 'Y-m-d H:i:s' ),
				),
				array( '%s', '%s', '%s', '%d', '%s', '%s', '%s' )
			)
		);
		$this->chunks->write( (int) $wpdb->insert_id, $bytes );
	}

	/**
	 * The unclaimed, unexpired upload a token names, or null.
	 *
	 * @param string $token Token from the upload route.
	 * @return array<string, mixed>|null
	 */
	public function find_unclaimed( string $token ): ?array {
		global $wpdb;
		if ( ! preg_match( '/^[a-f0-9]{32}$/', $token ) ) {
			return null;
		}
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT * FROM ' . $this->table() . ' WHERE token_hash = %s AND message_id = 0 AND created_at >= %s', self::hash( $token ), self::cutoff() ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
			ARRAY_A
		);
		return $row ? self::normalize( $row ) : null;
	}

	/**
	 * Gives an upload to a message, once: a second claim with the same token finds nothing.
	 *
	 * @param string $token      Token from the upload route.
	 * @param int    $message_id The message.
	 * @return bool Whether this call claimed it.
	 */
	public function claim( string $token, int $message_id ): bool {
		global $wpdb;
		$claimed = $wpdb->query(
			$wpdb->prepare(
				'UPDATE ' . $this->table() . " SET message_id = %d, token_hash = '' WHERE token_hash = %s AND message_id = 0 AND created_at >= %s", // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
				$message_id,
				self::hash( $token ),
				self::cutoff()
			)
		);
		return 1 === (int) $claimed;
	}

	/**
	 * One upload by id, or null.
	 *
	 * @param int $id Upload id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . $this->table() . ' WHERE id = %d', $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
		return $row ? self::normalize( $row ) : null;
	}

	/**
	 * The uploads a message carries.
	 *
	 * @param int $message_id Message id.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_message( int $message_id ): array {
		global $wpdb;
		if ( $message_id <= 0 ) {
			return array();
		}
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . $this->table() . ' WHERE message_id = %d ORDER BY id ASC', $message_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
		return array_map( array( self::class, 'normalize' ), $rows ? $rows : array() );
	}

	/**
	 * Deletes the uploads of a message (it was deleted or erased).
	 *
	 * @param int $message_id Message id.
	 * @return int Uploads deleted.
	 */
	public function delete_for_message( int $message_id ): int {
		$deleted = 0;
		foreach ( $this->for_message( $message_id ) as $upload ) {
			$deleted += $this->delete( (int) $upload['id'] ) ? 1 : 0;
		}
		return $deleted;
	}

	/**
	 * Deletes up to $limit uploads no message claimed within TTL.
	 *
	 * @param int $limit Most uploads deleted in one call.
	 * @return int Uploads deleted.
	 */
	public function delete_orphans( int $limit = 200 ): int {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . $this->table() . ' WHERE message_id = 0 AND created_at < %s ORDER BY id ASC LIMIT %d', self::cutoff(), $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
		$deleted = 0;
		foreach ( (array) $ids as $id ) {
			$deleted += $this->delete( (int) $id ) ? 1 : 0;
		}
		return $deleted;
	}

	/**
	 * Deletes one upload: its pieces first, so a piece never outlives its row.
	 *
	 * @param int $id Upload id.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		$this->chunks->delete( $id );
		return (bool) $wpdb->delete( $this->table(), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * The oldest creation time an unclaimed upload may have.
	 */
	private static function cutoff(): string {
		return gmdate( 'Y-m-d H:i:s', time() - self::TTL );
	}

	/**
	 * A token as stored: only its hash, so the table never holds a usable token.
	 *
	 * @param string $token Token.
	 */
	private static function hash( string $token ): string {
		return hash( 'sha256', $token );
	}

	/**
	 * Database strings to PHP types.
	 *
	 * @param array<string, mixed> $row Raw row.
	 * @return array<string, mixed>
	 */
	private static function normalize( array $row ): array {
		unset( $row['token_hash'], $row['ip_hash'] );
		foreach ( array( 'id', 'message_id', 'size' ) as $key ) {
			$row[ $key ] = (int) ( $row[ $key ] ?? 0 );
		}
		foreach ( array( 'file_name', 'mime_type', 'sha256', 'created_at' ) as $key ) {
			$row[ $key ] = (string) ( $row[ $key ] ?? '' );
		}
		return $row;
	}
}
