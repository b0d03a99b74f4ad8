<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages\Attachments;

use Docent\Admin\Inbox_Message_View;
use Docent\Messages\Attachments\Attachments;
use Docent\Messages\Attachments\Upload_Store;
use Docent\Messages\Privacy;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Attachments_TestCase.php';

/**
 * An uploaded file sent with a message: claimed once, shown in the inbox and the mail, deleted
 * with its message, by the personal-data eraser, and by cron when no message claimed it.
 */
final class AttachmentsTest extends Attachments_TestCase {

	public function test_a_message_claims_its_upload_once(): void {
		wp_set_current_user( 0 );
		$token = $this->uploaded_token();
		$this->assertStatus( 201, $this->send( array( 'attachment_token' => $token ) ) );
		$message = $this->stored()[0];
		$uploads = self::uploads()->for_message( $message['id'] );
		$this->assertCount( 1, $uploads );
		$this->assertSame( 'screenshot.png', $uploads[0]['file_name'] );

		$again = $this->send( array( 'attachment_token' => $token ) );
		$this->assertStatus( 400, $again, 'docent_attachment_gone' );
		$this->assertSame( 'attachment_token', $again->get_data()['data']['field'] );
		$this->assertCount( 1, $this->stored(), 'The refused send stored nothing.' );
	}

	public function test_a_made_up_or_malformed_token_is_refused_and_nothing_is_stored(): void {
		$this->assertStatus( 400, $this->send( array( 'attachment_token' => str_repeat( 'a', 32 ) ) ), 'docent_attachment_gone' );
		$malformed = $this->send( array( 'attachment_token' => '../../etc/passwd' ) );
		$this->assertStatus( 400, $malformed, 'rest_invalid_param' );
		$this->assertSame( 'attachment_token', $malformed->get_data()['data']['field'] );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_a_media_library_file_and_an_upload_together_are_refused(): void {
		$this->act_as( 'editor' );
		$media = $this->attachment( get_current_user_id() );
		$this->assertStatus( 400, $this->send( array( 'attachment' => $media, 'attachment_token' => $this->uploaded_token() ) ), 'rest_invalid_param' );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_an_upload_older_than_an_hour_is_refused_and_cleaned_up_by_cron(): void {
		global $wpdb;
		$old   = $this->uploaded_token();
		$fresh = $this->uploaded_token();
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::uploads()->table() . ' SET created_at = %s WHERE id = %d', gmdate( 'Y-m-d H:i:s', time() - Upload_Store::TTL - 60 ), (int) $this->all_uploads()[0]['id'] ) ); // phpcs:ignore WordPress.DB

		$this->assertStatus( 400, $this->send( array( 'attachment_token' => $old ) ), 'docent_attachment_gone' );
		$this->assertNotFalse( wp_next_scheduled( Attachments::CLEANUP_HOOK ), 'The clean-up is scheduled.' );
		do_action( Attachments::CLEANUP_HOOK );
		$left = $this->all_uploads();
		$this->assertCount( 1, $left, 'Only the expired unclaimed upload went.' );
		$this->assertSame( 1, $this->chunk_count() );
		$this->assertStatus( 201, $this->send( array( 'attachment_token' => $fresh ) ) );
	}

	public function test_deleting_the_message_deletes_its_file(): void {
		$this->assertStatus( 201, $this->send( array( 'attachment_token' => $this->uploaded_token() ) ) );
		$this->assertStatus( 201, $this->send( array( 'attachment_token' => $this->uploaded_token() ) ) );
		$messages = $this->stored();
		$this->assertSame( 2, $this->chunk_count() );

		$this->assertTrue( self::module()->store()->delete( $messages[0]['id'] ) );
		$this->assertSame( array(), self::uploads()->for_message( $messages[0]['id'] ) );
		$this->assertCount( 1, $this->all_uploads(), 'The other message keeps its file.' );
		$this->assertSame( 1, $this->chunk_count() );
	}

	public function test_the_eraser_deletes_the_files_and_the_exporter_lists_them(): void {
		$this->assertStatus( 201, $this->send( array( 'attachment_token' => $this->uploaded_token() ) ) );
		$this->assertStatus( 201, $this->send( array( 'from' => 'someone.else@example.com', 'attachment_token' => $this->uploaded_token() ) ) );
		$privacy = new Privacy( self::module()->store(), self::module()->replies(), self::uploads() );

		$export = $privacy->export( 'ada@example.com', 1 );
		$values = wp_list_pluck( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'screenshot.png (PNG, 70 B)', $values['Attached file'] );

		$erased = $privacy->erase( 'ada@example.com', 1 );
		$this->assertTrue( $erased['items_removed'] );
		$left = $this->all_uploads();
		$this->assertCount( 1, $left, 'Only the other sender’s file is left.' );
		$this->assertSame( $this->stored()[0]['id'], (int) $left[0]['message_id'] );
		$this->assertSame( 1, $this->chunk_count() );
	}

	public function test_the_inbox_shows_a_download_link_and_the_mail_names_the_file(): void {
		$this->assertStatus( 201, $this->send( array( 'attachment_token' => $this->uploaded_token() ) ) );
		$message = $this->stored()[0];
		$upload  = self::uploads()->for_message( $message['id'] )[0];
		$this->act_as( 'administrator' );

		ob_start();
		Inbox_Message_View::render( $message, self::module(), array( 'error' => null, 'draft' => '' ), '' );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<th scope="row">Attached file</th>', $html );
		$this->assertMatchesRegularExpression( '#<a href="[^"]*admin-post\.php\?action=docent_attachment&\#038;id=' . $upload['id'] . '&\#038;_wpnonce=[a-f0-9]+" download>screenshot\.png</a>#', $html );

		$mail = self::module()->mailer()->compose( $message );
		$this->assertStringContainsString( 'Attached file: screenshot.png (download it from the message in the inbox)', $mail['body'] );
		$this->assertSame( array(), $mail['attachments'], 'The file itself is never mailed.' );
	}
}
