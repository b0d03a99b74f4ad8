<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Messages\Privacy;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Messages_TestCase.php';

/**
 * Contact messages in Tools > Export / Erase Personal Data, matched by the sender's email address.
 */
final class PrivacyTest extends Messages_TestCase {

	public function test_the_exporter_and_eraser_are_registered_with_wordpress(): void {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$this->assertArrayHasKey( 'docent-messages', $exporters );
		$this->assertArrayHasKey( 'docent-messages', $erasers );
		$this->assertIsCallable( $exporters['docent-messages']['callback'] );
		$this->assertIsCallable( $erasers['docent-messages']['callback'] );
	}

	public function test_the_exporter_returns_only_that_senders_messages(): void {
		$this->assertStatus( 201, $this->send( array( 'page' => home_url( '/faq/' ) ) ) );
		$this->assertStatus( 201, $this->send( array( 'message' => 'Second question' ) ) );
		$this->assertStatus( 201, $this->send( array( 'from' => 'someone.else@example.com' ) ) );

		$export = apply_filters( 'wp_privacy_personal_data_exporters', array() )['docent-messages']['callback']( 'ada@example.com', 1 );
		$this->assertTrue( $export['done'] );
		$this->assertCount( 2, $export['data'] );
		$this->assertSame( 'docent-messages', $export['data'][0]['group_id'] );
		$values = wp_list_pluck( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Ada Lovelace', $values['Name'] );
		$this->assertSame( 'ada@example.com', $values['Email'] );
		$this->assertSame( home_url( '/faq/' ), $values['Sent from page'] );
		$this->assertSame( 'Second question', wp_list_pluck( $export['data'][1]['data'], 'value', 'name' )['Message'] );
		$this->assertStringNotContainsString( 'someone.else', (string) wp_json_encode( $export ) );
	}

	public function test_the_exporter_pages_through_many_messages(): void {
		for ( $i = 0; $i < Privacy::PAGE_SIZE + 3; $i++ ) {
			self::module()->store()->insert(
				array(
					'name'          => "Ada $i",
					'email'         => 'ada@example.com',
					'body'          => "Message $i",
					'attachment_id' => 0,
					'page_url'      => '',
					'ip_hash'       => '',
				)
			);
		}
		$privacy = new Privacy( self::module()->store(), self::module()->replies(), self::module()->attachments()->store() );
		$first   = $privacy->export( 'ada@example.com', 1 );
		$second  = $privacy->export( 'ada@example.com', 2 );
		$this->assertFalse( $first['done'] );
		$this->assertCount( Privacy::PAGE_SIZE, $first['data'] );
		$this->assertTrue( $second['done'] );
		$this->assertCount( 3, $second['data'] );
	}

	public function test_the_eraser_deletes_only_that_senders_messages(): void {
		$this->assertStatus( 201, $this->send() );
		$this->assertStatus( 201, $this->send() );
		$this->assertStatus( 201, $this->send( array( 'from' => 'someone.else@example.com' ) ) );

		$erased = apply_filters( 'wp_privacy_personal_data_erasers', array() )['docent-messages']['callback']( 'ada@example.com', 1 );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertFalse( $erased['items_retained'] );
		$this->assertTrue( $erased['done'] );
		$this->assertSame( array( 'someone.else@example.com' ), wp_list_pluck( $this->stored(), 'email' ) );

		$again = ( new Privacy( self::module()->store(), self::module()->replies(), self::module()->attachments()->store() ) )->erase( 'ada@example.com', 1 );
		$this->assertFalse( $again['items_removed'] );
		$this->assertTrue( $again['done'] );
	}

	public function test_the_exporter_includes_the_transcript_and_the_sites_replies_and_the_eraser_removes_the_replies(): void {
		$turns = array(
			array(
				'question' => 'How do I install it?',
				'answer'   => 'Upload the zip.',
				'links'    => array(),
			),
		);
		$store = self::module()->store();
		$id    = $store->insert(
			array(
				'name'          => 'Ada',
				'email'         => 'ada@example.com',
				'body'          => 'Still stuck.',
				'transcript'    => $turns,
				'attachment_id' => 0,
				'page_url'      => '',
				'ip_hash'       => '',
			)
		);
		self::module()->replies()->insert( $id, 1, 'Try the Plugins screen.' );
		$privacy = new Privacy( $store, self::module()->replies(), self::module()->attachments()->store() );

		$values = implode( "\n", wp_list_pluck( $privacy->export( 'ada@example.com', 1 )['data'][0]['data'], 'value' ) );
		$this->assertStringContainsString( 'Assistant: Upload the zip.', $values );
		$this->assertStringContainsString( 'Try the Plugins screen.', $values );

		$this->assertTrue( $privacy->erase( 'ada@example.com', 1 )['items_removed'] );
		$this->assertNull( $store->find( $id ) );
		$this->assertSame( array(), self::module()->replies()->for_message( $id ) );
	}
}
