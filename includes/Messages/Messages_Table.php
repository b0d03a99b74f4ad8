<?php
/**
 * The messages table's definition and upgrades.
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\Support\Custom_Table;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}docent_messages. SQL stays portable: it runs on MySQL/MariaDB and through the SQLite drop-in.
 *
 * Version 2 added `transcript` (the chat turns the server kept for a hand-off, JSON; NULL for a
 * plain message) and `state` (open|answered|closed). dbDelta() adds both to an older table; old
 * rows become "open" and keep any transcript inside their body, shown as the visitor's text,
 * because nothing tells a transcript the server appended from one a visitor typed.
 */
final class Messages_Table {

	/**
	 * Bump when the CREATE TABLE below changes; dbDelta() brings old tables up to date.
	 */
	public const DB_VERSION = '2';

	/**
	 * Autoloaded option holding the installed schema version.
	 */
	public const VERSION_OPTION = 'docent_messages_db_version';

	/**
	 * The table.
	 *
	 * @var Custom_Table
	 */
	private Custom_Table $schema;

	/** Declares the columns. */
	public function __construct() {
		$this->schema = new Custom_Table(
			'docent_messages',
			self::VERSION_OPTION,
			self::DB_VERSION,
			"  id bigint(20) unsigned NOT NULL auto_increment,
  name varchar(100) NOT NULL default '',
  email varchar(254) NOT NULL default '',
  body text NOT NULL,
  transcript text NULL,
  attachment_id bigint(20) unsigned NOT NULL default 0,
  page_url varchar(2048) NOT NULL default '',
  ip_hash char(64) NOT NULL default '',
  status varchar(10) NOT NULL default 'unread',
  state varchar(10) NOT NULL default 'open',
  delivery varchar(10) NOT NULL default 'pending',
  delivery_error varchar(1000) NOT NULL default '',
  attempts smallint(5) unsigned NOT NULL default 0,
  created_at datetime NOT NULL,
  delivered_at datetime NULL default NULL,
  PRIMARY KEY  (id),
  KEY email (email(191)),
  KEY status (status),
  KEY state (state),
  KEY created_at (created_at)"
		);
	}

	/**
	 * The table's full name.
	 */
	public function name(): string {
		return $this->schema->name();
	}

	/**
	 * Creates or upgrades the table.
	 */
	public function install(): void {
		$this->schema->install();
	}

	/**
	 * Installs or upgrades when the autoloaded version option is behind.
	 */
	public function maybe_install(): void {
		$this->schema->maybe_install();
	}

	/**
	 * Recreates the table when the last statement failed because it is gone.
	 */
	public function recreate_if_missing(): bool {
		return $this->schema->recreate_if_missing();
	}
}
