<?php
/**
 * The site's replies to contact messages: {prefix}docent_message_replies.
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\Support\Custom_Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per reply sent from the inbox, kept with its message (message_id) and removed with it.
 *
 * A row, as the read methods return it: id, message_id, author_id, body,
 * delivery (pending|delivered|failed), delivery_error, created_at (GMT, Y-m-d H:i:s).
 */
final class Replies {

	public const DB_VERSION     = '1';
	public const VERSION_OPTION = 'docent_message_replies_db_version';

	/**
	 * Longest reply, in characters.
	 */
	public const BODY_MAX = 10000;

	/**
	 * The table.
	 *
	 * @var Custom_Table
	 */
	private Custom_Table $schema;

	/** Declares the replies table. */
	public function __construct() {
		$this->schema = new Custom_Table(
			'docent_message_replies',
			self::VERSION_OPTION,
			self::DB_VERSION,
			"  id bigint(20) unsigned NOT NULL auto_increment,
  message_id bigint(20) unsigned NOT NULL default 0,
  author_id bigint(20) unsigned NOT NULL default 0,
  body text NOT NULL,
  delivery varchar(10) NOT NULL default 'pending',
  delivery_error varchar(1000) NOT NULL default '',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY message_id (message_id)"
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
	 * Installs or upgrades when the stored version is behind.
	 */
	public function maybe_install(): void {
		$this->schema->maybe_install();
	}

	/**
	 * Stores a reply before it is mailed.
	 *
	 * @param int    $message_id The message answered.
	 * @param int    $author_id  The user who wrote it.
	 * @param string $body       Plain text.
	 * @return int The new id, 0 when the database refused it.
	 */
	public function insert( int $message_id, int $author_id, string $body ): int {
		global $wpdb;
		$this->maybe_install();
		$row = array(
			'message_id' => $message_id,
			'author_id'  => $author_id,
			'body'       => $body,
			'delivery'   => 'pending',
			'created_at' => gmdate( 'Y-m-d H:i:s' ),
		);
		$ok  = $wpdb->insert( $this->table(), $row, array( '%d', '%d', '%s', '%s', '%s' ) );
		if ( ! $ok && $this->schema->recreate_if_missing() ) {
			$ok = $wpdb->insert( $this->table(), $row, array( '%d', '%d', '%s', '%s', '%s' ) );
		}
		return $ok ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * Records whether the reply's mail went out.
	 *
	 * @param int    $id    Reply id.
	 * @param bool   $sent  Whether wp_mail() accepted it.
	 * @param string $error Why not.
	 */
	public function record_delivery( int $id, bool $sent, string $error = '' ): void {
		global $wpdb;
		$wpdb->update(
			$this->table(),
			array(
				'delivery'       => $sent ? 'delivered' : 'failed',
				'delivery_error' => mb_substr( $error, 0, 1000 ),
			),
			array( 'id' => $id ),
			array( '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * A message's replies, oldest first.
	 *
	 * @param int $message_id Message id.
	 * @return array<int, array<string, mixed>>
	 */
	public function for_message( int $message_id ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare( 'SELECT * FROM ' . $this->table() . ' WHERE message_id = %d ORDER BY id ASC', $message_id ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
			ARRAY_A
		);
		return array_map( array( self::class, 'typed' ), $rows ? $rows : array() );
	}

	/**
	 * One reply, or null.
	 *
	 * @param int $id Reply id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row(
			$wpdb->prepare( 'SELECT * FROM ' . $this->table() . ' WHERE id = %d', $id ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
			ARRAY_A
		);
		return $row ? self::typed( $row ) : null;
	}

	/**
	 * A row with its ids as integers and its texts as strings.
	 *
	 * @param array<string, mixed> $row A row as the database gave it.
	 * @return array<string, mixed>
	 */
	private static function typed( array $row ): array {
		foreach ( array( 'id', 'message_id', 'author_id' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		foreach ( array( 'body', 'delivery', 'delivery_error', 'created_at' ) as $key ) {
			$row[ $key ] = (string) $row[ $key ];
		}
		return $row;
	}

	/**
	 * Deletes a message's replies (with the message, or when its sender's data is erased).
	 *
	 * @param int $message_id Message id.
	 * @return int Rows deleted.
	 */
	public function delete_for_message( int $message_id ): int {
		global $wpdb;
		return (int) $wpdb->delete( $this->table(), array( 'message_id' => $message_id ), array( '%d' ) );
	}
}
