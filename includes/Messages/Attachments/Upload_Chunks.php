<?php
/**
 * The bytes of attached files, in pieces small enough for any database's packet limit.
 *
 * @package Docent
 */

namespace Docent\Messages\Attachments;

use Docent\Support\Custom_Table;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}docent_attachment_chunks: one row per piece of a file, in order. Files live in the
 * database, not on a disk, because the site may run on many servers that share only it.
 *
 * Each piece is CHUNK_BYTES of the file, stored as base64 text: a statement stays well under
 * MySQL's smallest max_allowed_packet (1 MB) and a row is read back one at a time; and only
 * ASCII ever crosses $wpdb (which refuses a query holding bytes that are not valid text) and
 * the SQLite drop-in (which parses every query as text).
 */
final class Upload_Chunks {

	/**
	 * Bump when the CREATE TABLE below changes.
	 */
	public const DB_VERSION = '1';

	/**
	 * Raw bytes per row (a multiple of 3, so each row is whole base64): 512 KB of text once encoded.
	 */
	public const CHUNK_BYTES = 393216;

	/**
	 * The table.
	 *
	 * @var Custom_Table
	 */
	private Custom_Table $schema;

	/** Declares the table. */
	public function __construct() {
		$this->schema = new Custom_Table(
			'docent_attachment_chunks',
			'docent_attachment_chunks_db_version',
			self::DB_VERSION,
			'  attachment_id bigint(20) unsigned NOT NULL,
  seq smallint(5) unsigned NOT NULL,
  data mediumtext NOT NULL,
  PRIMARY KEY  (attachment_id,seq)'
		);
	}

	/**
	 * The table's full name.
	 */
	public function table(): string {
		return $this->schema->name();
	}

	/**
	 * Creates or upgrades the table.
	 */
	public function install(): void {
		$this->schema->install();
	}

	/**
	 * Installs when the stored version is behind.
	 */
	public function maybe_install(): void {
		$this->schema->maybe_install();
	}

	/**
	 * Writes a file's pieces (call inside Transaction::run()).
	 *
	 * @param int    $attachment_id The file's row in the attachments table.
	 * @param string $bytes         The whole file.
	 * @throws \Docent\Support\Database_Error When a piece is not written.
	 */
	public function write( int $attachment_id, string $bytes ): void {
		global $wpdb;
		$pieces = str_split( $bytes, self::CHUNK_BYTES );
		foreach ( $pieces as $seq => $piece ) {
			Transaction::check(
				$wpdb->insert(
					$this->table(),
					array(
						'attachment_id' => $attachment_id,
						'seq'           => $seq,
						'data'          => base64_encode( $piece ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- binary kept as text, see the class comment.
					),
					array( '%d', '%d', '%s' )
				)
			);
		}
	}

	/**
	 * Prints a file's bytes, one piece at a time (never the whole file in memory).
	 *
	 * @param int $attachment_id The file's row.
	 * @return int Bytes printed.
	 */
	public function output( int $attachment_id ): int {
		global $wpdb;
		$printed = 0;
		for ( $seq = 0; ; $seq++ ) {
			$data = $wpdb->get_var( $wpdb->prepare( 'SELECT data FROM ' . $this->table() . ' WHERE attachment_id = %d AND seq = %d', $attachment_id, $seq ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
			if ( null === $data ) {
				return $printed;
			}
			$piece    = (string) base64_decode( (string) $data, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- see write().
			$printed += strlen( $piece );
			echo $piece; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a file's bytes, sent as a download (Download::send).
		}
	}

	/**
	 * Deletes a file's pieces.
	 *
	 * @param int $attachment_id The file's row.
	 */
	public function delete( int $attachment_id ): void {
		global $wpdb;
		$wpdb->delete( $this->table(), array( 'attachment_id' => $attachment_id ), array( '%d' ) );
	}
}
