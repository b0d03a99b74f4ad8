<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Messages\Store;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Messages_TestCase.php';

/**
 * The messages table.
 */
final class StoreTest extends Messages_TestCase {

	public function test_the_table_exists_with_the_installed_version_autoloaded(): void {
		global $wpdb;
		$store = self::module()->store();
		$this->assertSame( $store->table(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $store->table() ) ) );
		$this->assertSame( Store::DB_VERSION, get_option( Store::VERSION_OPTION ) );
		$this->assertContains(
			$wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Store::VERSION_OPTION ) ),
			array( 'yes', 'on' )
		);
	}

	public function test_activation_hooks_install_and_admin_init_checks_the_version(): void {
		$this->assertNotFalse( self::hooked( 'docent_activate', Store::class, 'install' ) );
		$this->assertNotFalse( self::hooked( 'admin_init', Store::class, 'maybe_install' ) );
	}

	public function test_a_message_round_trips_with_its_unicode_text(): void {
		$store = self::module()->store();
		$body  = "Emoji 🎉 and a long line\n" . str_repeat( 'é', 4900 );
		$id    = $store->insert(
			array(
				'name'          => 'Zoë Ünïcode 山田',
				'email'         => 'zoe@example.com',
				'body'          => $body,
				'attachment_id' => 0,
				'page_url'      => 'http://example.org/a/',
				'ip_hash'       => str_repeat( 'a', 64 ),
			)
		);
		$this->assertGreaterThan( 0, $id );
		$row = $store->find( $id );
		$this->assertSame( 'Zoë Ünïcode 山田', $row['name'] );
		$this->assertSame( $body, $row['body'] );
		$this->assertSame( 'pending', $row['delivery'] );
		$this->assertSame( 0, $row['attempts'] );
		$this->assertNull( $row['delivered_at'] );
	}

	public function test_delivery_attempts_are_counted(): void {
		$store = self::module()->store();
		$id    = $store->insert(
			array(
				'name'          => 'A',
				'email'         => 'a@example.com',
				'body'          => 'b',
				'attachment_id' => 0,
				'page_url'      => '',
				'ip_hash'       => '',
			)
		);
		$store->record_delivery( $id, false, 'SMTP connect() failed.' );
		$this->assertSame( 'failed', $store->find( $id )['delivery'] );
		$this->assertSame( 'SMTP connect() failed.', $store->find( $id )['delivery_error'] );
		$store->record_delivery( $id, true );
		$row = $store->find( $id );
		$this->assertSame( 'delivered', $row['delivery'] );
		$this->assertSame( '', $row['delivery_error'] );
		$this->assertSame( 2, $row['attempts'] );
		$this->assertSame( 1, $store->query( array( 'delivery' => 'delivered' ) )['total'] );
		$this->assertSame( 0, $store->query( array( 'delivery' => 'undelivered' ) )['total'] );
	}

	public function test_unknown_statuses_are_refused(): void {
		$store = self::module()->store();
		$id    = $store->insert(
			array(
				'name'          => 'A',
				'email'         => 'a@example.com',
				'body'          => 'b',
				'attachment_id' => 0,
				'page_url'      => '',
				'ip_hash'       => '',
			)
		);
		$this->assertFalse( $store->set_status( $id, 'archived' ) );
		$this->assertFalse( $store->set_status( 987654321, 'read' ) );
		$this->assertTrue( $store->set_status( $id, 'read' ) );
		$this->assertSame( 'read', $store->find( $id )['status'] );
	}
}
