<?php
/**
 * The messages table: reads and writes.
 *
 * @package Docent
 */

namespace Docent\Messages;

defined( 'ABSPATH' ) || exit;

/**
 * Every accepted contact message lives in {prefix}docent_messages (Messages_Table) before it is
 * mailed; its replies live in Replies and go with it. Rows read as Message_Row describes.
 */
final class Store {

	/**
	 * The table's schema version and the option holding it (Messages_Table's).
	 */
	public const DB_VERSION     = Messages_Table::DB_VERSION;
	public const VERSION_OPTION = Messages_Table::VERSION_OPTION;

	/**
	 * Whether someone has opened the message.
	 */
	public const STATUSES = array( 'unread', 'read' );

	/**
	 * Where the conversation stands: waiting for the site, answered, or done with.
	 */
	public const STATES = array( 'open', 'answered', 'closed' );

	public const DELIVERIES = array( 'pending', 'delivered', 'failed' );

	/**
	 * Column lengths, shared with validation.
	 */
	public const NAME_MAX  = 100;
	public const EMAIL_MAX = 254;
	public const BODY_MAX  = 5000;
	public const URL_MAX   = 2048;

	/**
	 * The table.
	 *
	 * @var Messages_Table
	 */
	private Messages_Table $schema;

	/**
	 * The replies, deleted with their message.
	 *
	 * @var Replies
	 */
	private Replies $replies;

	/**
	 * @param Replies $replies The replies table.
	 */
	public function __construct( Replies $replies ) {
		$this->schema  = new Messages_Table();
		$this->replies = $replies;
	}

	/**
	 * The table's full name.
	 */
	public function table(): string {
		return $this->schema->name();
	}

	/**
	 * Creates or upgrades the messages and replies tables. Runs on activation and when the stored version is behind.
	 */
	public function install(): void {
		$this->schema->install();
		$this->replies->install();
	}

	/**
	 * Installs or upgrades when an autoloaded version option is behind: cheap option reads otherwise.
	 */
	public function maybe_install(): void {
		$this->schema->maybe_install();
		$this->replies->maybe_install();
	}

	/**
	 * Saves a new message.
	 *
	 * @param array{name:string,email:string,body:string,attachment_id:int,page_url:string,ip_hash:string,transcript?:array<int, array<string, mixed>>} $message Fields; transcript: the chat turns the server kept.
	 * @return int The new id, 0 when the database refused it.
	 */
	public function insert( array $message ): int {
		$this->maybe_install();
		$id = $this->insert_row( $message );
		if ( ! $id && $this->schema->recreate_if_missing() ) {
			$id = $this->insert_row( $message );
		}
		return $id;
	}

	/**
	 * Inserts the row.
	 *
	 * @param array<string, mixed> $message Fields.
	 * @return int The new id, 0 when the database refused it.
	 */
	private function insert_row( array $message ): int {
		global $wpdb;
		$ok = $wpdb->insert(
			$this->table(),
			array(
				'name'          => $message['name'],
				'email'         => $message['email'],
				'body'          => $message['body'],
				'attachment_id' => $message['attachment_id'],
				'page_url'      => $message['page_url'],
				'ip_hash'       => $message['ip_hash'],
				'transcript'    => Message_Row::turns_to_db( (array) ( $message['transcript'] ?? array() ) ),
				'status'        => 'unread',
				'state'         => 'open',
				'delivery'      => 'pending',
				'created_at'    => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s' )
		);
		return $ok ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * One message, or null.
	 *
	 * @param int $id Message id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . $this->table() . ' WHERE id = %d', $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
		return $row ? Message_Row::from_db( $row ) : null;
	}

	/**
	 * A page of messages, newest first.
	 *
	 * @param array{status?:string,state?:string,delivery?:string,per_page?:int,page?:int} $args Filters; delivery may also be "undelivered" (pending or failed).
	 * @return array{items: array<int, array<string, mixed>>, total: int}
	 */
	public function query( array $args = array() ): array {
		global $wpdb;
		list( $where, $values ) = Message_Row::filters( $args );
		$per_page = max( 1, min( 100, (int) ( $args['per_page'] ?? 20 ) ) );
		$page     = max( 1, (int) ( $args['page'] ?? 1 ) );
		$sql      = ' FROM ' . $this->table() . ' WHERE ' . $where;

		// phpcs:disable WordPress.DB.PreparedSQL -- the table name and fixed clauses only; values go through prepare().
		$total = (int) $wpdb->get_var( $values ? $wpdb->prepare( 'SELECT COUNT(*)' . $sql, $values ) : 'SELECT COUNT(*)' . $sql );
		$this->schema->recreate_if_missing();
		$rows  = $wpdb->get_results(
			$wpdb->prepare( 'SELECT *' . $sql . ' ORDER BY id DESC LIMIT %d OFFSET %d', array_merge( $values, array( $per_page, ( $page - 1 ) * $per_page ) ) ),
			ARRAY_A
		);
		// phpcs:enable
		return array(
			'items' => array_map( array( Message_Row::class, 'from_db' ), $rows ? $rows : array() ),
			'total' => $total,
		);
	}

	/**
	 * How many messages nobody has read yet.
	 */
	public function count_unread(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . $this->table() . ' WHERE status = %s', 'unread' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
	}

	/**
	 * Marks a message read or unread.
	 *
	 * @param int    $id     Message id.
	 * @param string $status read|unread.
	 * @return bool True when the message exists.
	 */
	public function set_status( int $id, string $status ): bool {
		global $wpdb;
		if ( ! in_array( $status, self::STATUSES, true ) || ! $this->find( $id ) ) {
			return false;
		}
		return false !== $wpdb->update( $this->table(), array( 'status' => $status ), array( 'id' => $id ), array( '%s' ), array( '%d' ) );
	}

	/**
	 * Moves a message to open, answered or closed.
	 *
	 * @param int    $id    Message id.
	 * @param string $state open|answered|closed.
	 * @return bool True when the message exists.
	 */
	public function set_state( int $id, string $state ): bool {
		global $wpdb;
		if ( ! in_array( $state, self::STATES, true ) || ! $this->find( $id ) ) {
			return false;
		}
		return false !== $wpdb->update( $this->table(), array( 'state' => $state ), array( 'id' => $id ), array( '%s' ), array( '%d' ) );
	}

	/**
	 * Records the outcome of one mail attempt.
	 *
	 * @param int    $id    Message id.
	 * @param bool   $sent  Whether wp_mail() accepted it.
	 * @param string $error Why it failed (empty on success).
	 */
	public function record_delivery( int $id, bool $sent, string $error = '' ): void {
		global $wpdb;
		// One statement, so concurrent resends never lose an attempt.
		$wpdb->query(
			$wpdb->prepare(
				'UPDATE ' . $this->table() . ' SET delivery = %s, delivery_error = %s, attempts = attempts + 1, delivered_at = ' . ( $sent ? '%s' : 'NULL' ) . ' WHERE id = %d', // phpcs:ignore WordPress.DB.PreparedSQL -- table name and a fixed choice of placeholder.
				array_merge(
					array( $sent ? 'delivered' : 'failed', mb_substr( $error, 0, 1000 ) ),
					$sent ? array( gmdate( 'Y-m-d H:i:s' ) ) : array(),
					array( $id )
				)
			)
		);
	}

	/**
	 * Deletes a message and its replies.
	 *
	 * @param int $id Message id.
	 * @return bool True when a row was deleted.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		$deleted = (bool) $wpdb->delete( $this->table(), array( 'id' => $id ), array( '%d' ) );
		if ( $deleted ) {
			$this->replies->delete_for_message( $id );
			do_action( 'docent_message_deleted', $id ); // The files it carried go too (Messages\Attachments).
		}
		return $deleted;
	}

	/**
	 * Messages sent from one address, oldest first, for the personal-data exporter.
	 *
	 * @param string $email  Sender address.
	 * @param int    $limit  Page size.
	 * @param int    $offset Rows to skip.
	 * @return array<int, array<string, mixed>>
	 */
	public function find_by_email( string $email, int $limit, int $offset = 0 ): array {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare( 'SELECT * FROM ' . $this->table() . ' WHERE email = %s ORDER BY id ASC LIMIT %d OFFSET %d', $email, $limit, $offset ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
			ARRAY_A
		);
		return array_map( array( Message_Row::class, 'from_db' ), $rows ? $rows : array() );
	}

	/**
	 * Deletes up to $limit messages sent from one address, for the personal-data eraser.
	 *
	 * @param string $email Sender address.
	 * @param int    $limit Most rows to delete in one call.
	 * @return int Rows deleted.
	 */
	public function delete_by_email( string $email, int $limit ): int {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . $this->table() . ' WHERE email = %s ORDER BY id ASC LIMIT %d', $email, $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
		$deleted = 0;
		foreach ( $ids as $id ) {
			$deleted += $this->delete( (int) $id ) ? 1 : 0;
		}
		return $deleted;
	}
}
