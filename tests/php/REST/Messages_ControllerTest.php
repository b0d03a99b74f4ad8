<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Messages\Intake;
use Docent\Settings\Settings;
use Docent\Tests\Messages\Messages_TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Messages/Messages_TestCase.php';

/**
 * POST /docent/v1/messages as the widget calls it, and the inbox routes.
 */
final class Messages_ControllerTest extends Messages_TestCase {

	public function test_a_valid_message_is_stored_and_answers_success_true(): void {
		$response = $this->send();
		$this->assertStatus( 201, $response );
		$this->assertSame( array( 'success' => true ), $response->get_data() );

		$rows = $this->stored();
		$this->assertCount( 1, $rows );
		$this->assertSame( 'Ada Lovelace', $rows[0]['name'] );
		$this->assertSame( 'ada@example.com', $rows[0]['email'] );
		$this->assertSame( "Hello,\nthe search box does not find my article.", $rows[0]['body'] );
		$this->assertSame( 'unread', $rows[0]['status'] );
		$this->assertEqualsWithDelta( time(), strtotime( $rows[0]['created_at'] . ' UTC' ), 60 );
	}

	public function test_text_is_stored_as_typed_minus_control_characters(): void {
		$this->assertStatus(
			201,
			$this->send(
				array(
					'name'    => '  Tom & Jerry <QA> ',
					'from'    => ' ada@example.com ',
					'message' => "Is 5 < 6? Use `<br>` tags\x07\nLine <script>x()</script>two\0",
				)
			)
		);
		$row = $this->stored()[0];
		$this->assertSame( 'Tom & Jerry <QA>', $row['name'] );
		$this->assertSame( 'ada@example.com', $row['email'] );
		$this->assertSame( "Is 5 < 6? Use `<br>` tags\nLine <script>x()</script>two", $row['body'] );
	}

	public function test_bidirectional_overrides_are_stripped_from_name_and_message(): void {
		$this->assertStatus(
			201,
			$this->send(
				array(
					'name'    => "Invoice \u{202E}fdp.exe",
					'message' => "See \u{2066}file\u{2069} \u{202D}now",
				)
			)
		);
		$row = $this->stored()[0];
		$this->assertSame( 'Invoice fdp.exe', $row['name'] );
		$this->assertSame( 'See file now', $row['body'] );
	}

	public function test_the_ip_is_kept_only_as_a_salted_hash(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->assertStatus( 201, $this->send() );
		$row = $this->stored()[0];
		$this->assertSame( Intake::hash_ip( '203.0.113.9' ), $row['ip_hash'] );
		$this->assertNotSame( hash( 'sha256', '203.0.113.9' ), $row['ip_hash'] );
		$this->assertStringNotContainsString( '203.0.113.9', (string) wp_json_encode( $row ) );
	}

	public function test_a_customised_thank_you_text_is_the_answer(): void {
		$this->message_settings( array( 'messaging_success_text' => 'We answer within a day.' ) );
		$response = $this->send();
		$this->assertStatus( 201, $response );
		$this->assertSame( array( 'success' => 'We answer within a day.' ), $response->get_data() );
	}

	public function test_the_default_thank_you_text_answers_true(): void {
		$this->message_settings( array( 'messaging_success_text' => 'Your message has been sent!' ) );
		$this->assertSame( array( 'success' => true ), $this->send()->get_data() );
	}

	public function test_messaging_switched_off_answers_403_and_stores_nothing(): void {
		$this->message_settings( array( 'messaging_enable' => false ) );
		$this->assertStatus( 403, $this->send(), 'docent_messaging_disabled' );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_the_assistant_switched_off_also_closes_messaging(): void {
		$this->assertIsArray( ( new Settings() )->update( array( 'assist_enable' => 'off' ) ) );
		$this->assertStatus( 403, $this->send(), 'docent_messaging_disabled' );
		$this->assertSame( array(), $this->stored() );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function invalid_payloads(): array {
		return array(
			'empty name'             => array( array( 'name' => '   ' ), 'name' ),
			'name of only spaces'    => array( array( 'name' => "\u{00A0}\u{2003}\u{200B}" ), 'name' ),
			'name of invisible characters' => array( array( 'name' => "\u{034F}\u{FE0F}\u{2800}\u{200B}\u{0301}" ), 'name' ),
			'name of combining marks' => array( array( 'name' => "\u{0301}\u{0302}\u{20E3}" ), 'name' ),
			'name too long'          => array( array( 'name' => str_repeat( 'a', 101 ) ), 'name' ),
			'name not a string'      => array( array( 'name' => array( 'a' ) ), 'name' ),
			'email without domain'   => array( array( 'from' => 'ada@' ), 'from' ),
			'email not an address'   => array( array( 'from' => 'not an email' ), 'from' ),
			'email too long'         => array( array( 'from' => str_repeat( 'a', 250 ) . '@example.com' ), 'from' ),
			'empty message'          => array( array( 'message' => " \n " ), 'message' ),
			'message of a nbsp'      => array( array( 'message' => "\u{00A0}" ), 'message' ),
			'message of invisibles'  => array( array( 'message' => "\u{2003}\u{200B}\n\u{FEFF}" ), 'message' ),
			'message of braille blanks and selectors' => array( array( 'message' => "\u{2800}\u{2800}\n\u{FE0F}\u{034F}\u{E0020}" ), 'message' ),
			'message not a string'   => array( array( 'message' => array( 'hi' ) ), 'message' ),
			'attachment as a list'   => array( array( 'attachment' => array( 1, 2 ) ), 'attachment' ),
			'attachment object no id' => array( array( 'attachment' => array( 'url' => 'https://example.org/a.pdf' ) ), 'attachment' ),
			'attachment true'        => array( array( 'attachment' => true ), 'attachment' ),
			'message too long'       => array( array( 'message' => str_repeat( 'x', 5001 ) ), 'message' ),
			'attachment as a path'   => array( array( 'attachment' => '/etc/passwd' ), 'attachment' ),
			'attachment as a URL'    => array( array( 'attachment' => 'https://example.org/wp-content/uploads/a.pdf' ), 'attachment' ),
			'attachment negative id' => array( array( 'attachment' => -3 ), 'attachment' ),
			'attachment missing id'  => array( array( 'attachment' => 999999999 ), 'attachment' ),
			'token too long'         => array( array( 'token' => str_repeat( 't', 2049 ) ), 'token' ),
		);
	}

	/**
	 * @dataProvider invalid_payloads
	 *
	 * @param array<string, mixed> $over  Payload changes.
	 * @param string               $field Field expected at fault.
	 */
	public function test_an_invalid_field_answers_400_naming_the_field( array $over, string $field ): void {
		$response = $this->send( $over );
		$this->assertStatus( 400, $response, 'rest_invalid_param' );
		$this->assertArrayHasKey( $field, $response->get_data()['data']['params'] );
		$this->assertSame( $field, $this->field_at_fault( $response ) );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_missing_fields_answer_400_naming_the_first_in_form_order(): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'message' => 'hi' ) );
		$this->assertStatus( 400, $response, 'rest_missing_callback_param' );
		$this->assertEqualsCanonicalizing( array( 'name', 'from' ), $response->get_data()['data']['params'] );
		$this->assertSame( 'name', $this->field_at_fault( $response ) );
	}

	public function test_several_invalid_fields_name_the_first_in_form_order(): void {
		$response = $this->send(
			array(
				'message' => '',
				'from'    => 'nope',
			)
		);
		$this->assertStatus( 400, $response, 'rest_invalid_param' );
		$this->assertEqualsCanonicalizing( array( 'from', 'message' ), array_keys( $response->get_data()['data']['params'] ) );
		$this->assertSame( 'from', $this->field_at_fault( $response ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function header_injections(): array {
		return array(
			'CRLF Bcc in name'  => array( 'name', "Ada\r\nBcc: victim@example.net" ),
			'LF in name'        => array( 'name', "Ada\nX-Spam: yes" ),
			'CR in name'        => array( 'name', "Ada\rCc: victim@example.net" ),
			'NUL in name'       => array( 'name', "Ada\0" ),
			'trailing CRLF'     => array( 'name', "Ada\r\n" ),
			'tab in email'      => array( 'from', "ada@example.com\t" ),
			'CRLF Bcc in email' => array( 'from', "ada@example.com\r\nBcc: victim@example.net" ),
			'LF in email'       => array( 'from', "ada@example.com\nCc: victim@example.net" ),
			'two addresses'     => array( 'from', 'ada@example.com, victim@example.net' ),
			'display-name form' => array( 'from', 'Ada <victim@example.net>' ),
		);
	}

	/**
	 * @dataProvider header_injections
	 *
	 * @param string $field Field.
	 * @param string $value Injection attempt.
	 */
	public function test_header_injection_through_name_or_email_is_refused( string $field, string $value ): void {
		$response = $this->send( array( $field => $value ) );
		$this->assertStatus( 400, $response, 'rest_invalid_param' );
		$this->assertSame( $field, $this->field_at_fault( $response ) );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_a_filled_honeypot_pretends_success_but_stores_nothing(): void {
		$response = $this->send( array( 'website' => 'http://spam.example' ) );
		$this->assertStatus( 201, $response );
		$this->assertSame( array( 'success' => true ), $response->get_data() );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_the_page_comes_from_the_page_field_or_the_referer_but_only_from_this_site(): void {
		$this->assertStatus( 201, $this->send( array( 'page' => home_url( '/docs/getting-started/' ) ) ) );
		$this->assertStatus( 201, $this->send( array(), array( 'Referer' => home_url( '/pricing/?plan=pro' ) ) ) );
		$this->assertStatus( 201, $this->send( array( 'page' => 'https://evil.example/phish' ) ) );
		$this->assertStatus( 201, $this->send( array( 'page' => 'javascript:alert(1)' ) ) );
		$this->assertStatus( 201, $this->send( array(), array( 'Referer' => 'https://evil.example/' ) ) );

		$pages = wp_list_pluck( $this->stored(), 'page_url' );
		$this->assertSame( array( home_url( '/docs/getting-started/' ), home_url( '/pricing/?plan=pro' ), '', '', '' ), $pages );
	}

	public function test_the_page_must_match_this_sites_scheme_host_and_port_without_userinfo(): void {
		$home = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$bad  = array(
			'http://' . $home . ':1337/phish',
			'http://evil.example\\@' . $home . '/',
			'http://evil.example@' . $home . '/',
			'http://user:pass@' . $home . '/docs/',
			'https://' . $home . '.evil.example/',
			'//' . $home . '/docs/',
		);
		foreach ( $bad as $page ) {
			$this->assertStatus( 201, $this->send( array( 'page' => $page ) ) );
		}
		$this->assertSame( array_fill( 0, count( $bad ), '' ), wp_list_pluck( $this->stored(), 'page_url' ) );
	}

	public function test_the_page_keeps_a_same_site_address_with_explicit_default_port(): void {
		$home = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$this->assertStatus( 201, $this->send( array( 'page' => 'http://' . $home . ':80/docs/' ) ) );
		$this->assertSame( 'http://' . $home . ':80/docs/', $this->stored()[0]['page_url'] );
	}

	public function test_the_rate_limit_answers_429_with_retry_after(): void {
		$this->message_settings( array( 'rate_limit' => array( 'count' => 2, 'window' => 3600 ) ) );
		$this->assertStatus( 201, $this->send() );
		$this->assertStatus( 201, $this->send() );
		$response = $this->send();
		$this->assertStatus( 429, $response, 'docent_rate_limited' );
		$this->assertStringContainsString( 'Too many messages', $response->get_data()['message'] );
		$retry = (int) ( $response->get_headers()['Retry-After'] ?? 0 );
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( 3600, $retry );
		$this->assertCount( 2, $this->stored() );
	}

	public function test_a_spoofed_x_forwarded_for_does_not_reset_the_rate_limit(): void {
		$this->message_settings( array( 'rate_limit' => array( 'count' => 1, 'window' => 3600 ) ) );
		$this->assertStatus( 201, $this->send() );
		foreach ( array( '198.51.100.1', '198.51.100.2, 10.0.0.1' ) as $spoof ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = $spoof;
			$_SERVER['HTTP_X_REAL_IP']       = $spoof;
			$this->assertStatus(
				429,
				$this->send(
					array(),
					array(
						'X-Forwarded-For' => $spoof,
						'X-Real-IP'       => $spoof,
					)
				),
				'docent_rate_limited'
			);
		}
		unset( $_SERVER['HTTP_X_REAL_IP'] );
		$this->assertCount( 1, $this->stored() );

		// Another REMOTE_ADDR is another visitor.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.50';
		$this->assertStatus( 201, $this->send() );
	}

	public function test_one_ipv6_network_shares_one_rate_limit_and_ipv4_addresses_do_not(): void {
		$this->message_settings( array( 'rate_limit' => array( 'count' => 2, 'window' => 3600 ) ) );
		// One /64 is one subscriber's network: rotating through its addresses is one visitor.
		foreach ( array( '2001:db8:5:6::1', '2001:db8:5:6:abcd::2' ) as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$this->assertStatus( 201, $this->send() );
		}
		foreach ( array( '2001:db8:5:6:ffff:ffff:ffff:fffe', '2001:DB8:5:6::3' ) as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$this->assertStatus( 429, $this->send(), 'docent_rate_limited' );
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:5:7::1';
		$this->assertStatus( 201, $this->send() ); // The next /64 is another network.

		foreach ( array( '203.0.113.1', '203.0.113.1', '203.0.113.2' ) as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$this->assertStatus( 201, $this->send() );
		}
		$_SERVER['REMOTE_ADDR'] = '203.0.113.1';
		$this->assertStatus( 429, $this->send(), 'docent_rate_limited' );
	}

	public function test_a_honeypot_bot_still_counts_against_the_rate_limit(): void {
		$this->message_settings( array( 'rate_limit' => array( 'count' => 1, 'window' => 3600 ) ) );
		$this->assertStatus( 201, $this->send( array( 'website' => 'x' ) ) );
		$this->assertStatus( 429, $this->send(), 'docent_rate_limited' );
	}

	public function test_a_subscriber_may_attach_their_own_pdf(): void {
		$me = $this->act_as( 'subscriber' );
		$id = $this->attachment( $me );
		$this->assertStatus( 201, $this->send( array( 'attachment' => $id ) ) );
		$this->assertSame( $id, $this->stored()[0]['attachment_id'] );
	}

	public function test_a_media_object_is_read_only_for_its_id(): void {
		$me = $this->act_as( 'subscriber' );
		$id = $this->attachment( $me );
		$this->assertStatus(
			201,
			$this->send(
				array(
					'attachment' => array(
						'id'       => $id,
						'url'      => 'file:///etc/passwd',
						'filename' => '../../wp-config.php',
					),
				)
			)
		);
		$this->assertSame( $id, $this->stored()[0]['attachment_id'] );
	}

	public function test_someone_elses_private_file_cannot_be_attached(): void {
		$editor  = $this->user( 'editor' );
		$private = wp_insert_post(
			array(
				'post_title'  => 'Internal',
				'post_status' => 'private',
				'post_author' => $editor,
			)
		);
		$attached_to_private = $this->attachment( $editor, 'application/pdf', array( 'post_parent' => $private ) );
		$private_file        = $this->attachment( $editor, 'application/pdf', array( 'post_status' => 'private' ) );
		$this->act_as( 'subscriber' );
		foreach ( array( $attached_to_private, $private_file ) as $id ) {
			$response = $this->send( array( 'attachment' => $id ) );
			$this->assertStatus( 400, $response, 'rest_invalid_param' );
			$this->assertSame( 'attachment', $this->field_at_fault( $response ) );
			$this->assertSame( 'docent_invalid_attachment', $response->get_data()['data']['details']['attachment']['code'] );
		}
		$this->assertSame( array(), $this->stored() );
	}

	public function test_a_visitor_cannot_attach_a_private_file_either(): void {
		$private = $this->attachment( $this->user( 'editor' ), 'application/pdf', array( 'post_status' => 'private' ) );
		$this->assertStatus( 400, $this->send( array( 'attachment' => $private ) ), 'rest_invalid_param' );
	}

	public function test_only_application_files_may_be_attached(): void {
		$me = $this->act_as( 'subscriber' );
		foreach ( array( 'image/png', 'text/plain' ) as $mime ) {
			$response = $this->send( array( 'attachment' => $this->attachment( $me, $mime ) ) );
			$this->assertStatus( 400, $response, 'rest_invalid_param' );
			$this->assertStringContainsString( 'type is not matched', $response->get_data()['data']['params']['attachment'] );
		}
	}

	public function test_a_post_id_is_not_an_attachment(): void {
		$this->act_as( 'subscriber' );
		$post = wp_insert_post(
			array(
				'post_title'  => 'Public post',
				'post_status' => 'publish',
			)
		);
		$this->assertStatus( 400, $this->send( array( 'attachment' => $post ) ), 'rest_invalid_param' );
	}

	/**
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( 'anonymous', 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'editor'        => array( 'editor', 403 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string $role   Role.
	 * @param int    $status Expected status for reads.
	 */
	public function test_only_administrators_use_the_inbox_routes( string $role, int $status ): void {
		$this->assertStatus( 201, $this->send() );
		$id = $this->stored()[0]['id'];
		$this->act_as( $role );
		$code = 200 === $status ? null : 'rest_forbidden';
		$this->assertStatus( $status, $this->rest( 'GET', self::ROUTE ), $code );
		$this->assertStatus( $status, $this->rest( 'GET', self::ROUTE . "/$id" ), $code );
		$this->assertStatus( $status, $this->rest( 'PATCH', self::ROUTE . "/$id", array( 'status' => 'read' ) ), $code );
		$this->assertStatus( $status, $this->rest( 'POST', self::ROUTE . "/$id/resend" ), $code );
		$this->assertStatus( $status, $this->rest( 'DELETE', self::ROUTE . "/$id" ), $code );
		$this->assertCount( 200 === $status ? 0 : 1, $this->stored() );
	}

	public function test_the_inbox_route_lists_newest_first_with_totals_and_filters(): void {
		foreach ( array( 'First', 'Second', 'Third' ) as $name ) {
			$this->assertStatus( 201, $this->send( array( 'name' => $name ) ) );
		}
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::ROUTE, array( 'per_page' => 2 ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( 'Third', 'Second' ), wp_list_pluck( $response->get_data(), 'name' ) );
		$this->assertSame( '3', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-TotalPages'] );

		$first = $response->get_data()[0];
		$this->assertSame( 'unread', $first['status'] );
		$this->assertSame( 'failed', $first['delivery']['status'] );
		$this->assertNull( $first['attachment'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/', $first['date_gmt'] );
		$this->assertArrayNotHasKey( 'ip_hash', $first );

		$this->assertStatus( 200, $this->rest( 'PATCH', self::ROUTE . '/' . $first['id'], array( 'status' => 'read' ) ) );
		$unread = $this->rest( 'GET', self::ROUTE, array( 'status' => 'unread' ) );
		$this->assertSame( array( 'Second', 'First' ), wp_list_pluck( $unread->get_data(), 'name' ) );
	}

	public function test_inbox_routes_answer_404_for_a_missing_message_and_400_for_a_bad_status(): void {
		$this->act_as( 'administrator' );
		$this->assertStatus( 404, $this->rest( 'GET', self::ROUTE . '/987654' ), 'docent_message_not_found' );
		$this->assertStatus( 404, $this->rest( 'DELETE', self::ROUTE . '/987654' ), 'docent_message_not_found' );
		$this->assertStatus( 404, $this->rest( 'POST', self::ROUTE . '/987654/resend' ), 'docent_message_not_found' );
		$this->assertStatus( 201, $this->send() );
		$id = $this->stored()[0]['id'];
		$this->assertStatus( 400, $this->rest( 'PATCH', self::ROUTE . "/$id", array( 'status' => 'archived' ) ), 'rest_invalid_param' );
	}

	public function test_delete_answers_the_previous_message(): void {
		$this->assertStatus( 201, $this->send() );
		$id = $this->stored()[0]['id'];
		$this->act_as( 'administrator' );
		$response = $this->rest( 'DELETE', self::ROUTE . "/$id" );
		$this->assertStatus( 200, $response );
		$this->assertTrue( $response->get_data()['deleted'] );
		$this->assertSame( 'Ada Lovelace', $response->get_data()['previous']['name'] );
		$this->assertSame( array(), $this->stored() );
	}
}
