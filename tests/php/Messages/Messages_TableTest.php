<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Messages\Messages_Table;
use Docent\Support\Custom_Table;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Messages_TestCase.php';

/**
 * The upgrade from the first messages table: old rows stay readable, open, without a transcript.
 * (CREATE and DROP TABLE commit the test's transaction; the test removes what it wrote itself.)
 */
final class Messages_TableTest extends Messages_TestCase {

	public function test_a_version_1_table_is_upgraded_and_its_rows_stay_readable(): void {
		global $wpdb;
		$store = self::module()->store();
		$table = $store->table();
		$wpdb->query( "DROP TABLE $table" );
		// The table as version 1 created it.
		( new Custom_Table(
			'docent_messages',
			'docent_messages_db_version',
			'1',
			"  id bigint(20) unsigned NOT NULL auto_increment,
  name varchar(100) NOT NULL default '',
  email varchar(254) NOT NULL default '',
  body text NOT NULL,
  attachment_id bigint(20) unsigned NOT NULL default 0,
  page_url varchar(2048) NOT NULL default '',
  ip_hash char(64) NOT NULL default '',
  status varchar(10) NOT NULL default 'unread',
  delivery varchar(10) NOT NULL default 'pending',
  delivery_error varchar(1000) NOT NULL default '',
  attempts smallint(5) unsigned NOT NULL default 0,
  created_at datetime NOT NULL,
  delivered_at datetime NULL default NULL,
  PRIMARY KEY  (id),
  KEY email (email(191)),
  KEY status (status),
  KEY created_at (created_at)"
		) )->install();
		$body = "Old question\n\n--- Conversation with the assistant ---\nAssistant: an old answer";
		$wpdb->insert(
			$table,
			array(
				'name'       => 'Old Sender',
				'email'      => 'old@example.com',
				'body'       => $body,
				'status'     => 'read',
				'created_at' => '2025-01-02 03:04:05',
			)
		);
		$id = (int) $wpdb->insert_id;

		$store->maybe_install();
		$this->assertSame( Messages_Table::DB_VERSION, get_option( Messages_Table::VERSION_OPTION ) );
		$row = $store->find( $id );
		$this->assertSame( $body, $row['body'], 'an old transcript stays in the body: it cannot be told from a forged one' );
		$this->assertSame( array(), $row['transcript'] );
		$this->assertSame( 'open', $row['state'] );
		$this->assertSame( 'read', $row['status'] );
		$this->assertTrue( $store->set_state( $id, 'closed' ) );
		$this->assertSame( 1, $store->query( array( 'state' => 'closed' ) )['total'] );

		$store->delete( $id );
		$wpdb->query( 'COMMIT' );
	}
}
