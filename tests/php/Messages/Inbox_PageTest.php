<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Admin\Inbox_Page;
use WP_Error;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Messages_TestCase.php';

/**
 * Docs > Inbox: every action needs manage_options and a valid nonce; everything printed is escaped.
 */
final class Inbox_PageTest extends Messages_TestCase {

	/**
	 * The page under test.
	 *
	 * @var Inbox_Page
	 */
	private Inbox_Page $page;

	protected function setUp(): void {
		parent::setUp();
		$this->page = new Inbox_Page( self::module() );
	}

	protected function tearDown(): void {
		$_GET     = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	/**
	 * Stores a message directly and returns its id.
	 *
	 * @param array<string, mixed> $over Fields.
	 */
	private function message( array $over = array() ): int {
		return self::module()->store()->insert(
			array_merge(
				array(
					'name'          => 'Grace Hopper',
					'email'         => 'grace@example.com',
					'body'          => 'A question about the docs.',
					'attachment_id' => 0,
					'page_url'      => '',
					'ip_hash'       => 'hash',
				),
				$over
			)
		);
	}

	public function test_the_inbox_is_a_docs_submenu_for_administrators(): void {
		global $submenu;
		$this->act_as( 'administrator' );
		$this->message();
		$this->page->add_page();
		$entries = wp_list_pluck( $submenu[ Inbox_Page::PARENT ] ?? array(), 2 );
		$this->assertContains( Inbox_Page::SLUG, $entries );
		$entry = array_values( array_filter( $submenu[ Inbox_Page::PARENT ], static fn( $item ) => Inbox_Page::SLUG === $item[2] ) )[0];
		$this->assertSame( 'manage_options', $entry[1] );
		$this->assertMatchesRegularExpression( '/Inbox <span class="awaiting-mod count-\d+"><span class="pending-count">\d+<\/span><\/span>/', $entry[0] );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function non_admins(): array {
		return array(
			'anonymous'  => array( 'anonymous' ),
			'subscriber' => array( 'subscriber' ),
			'editor'     => array( 'editor' ),
		);
	}

	/**
	 * @dataProvider non_admins
	 *
	 * @param string $role Role.
	 */
	public function test_actions_need_manage_options_even_with_a_valid_nonce( string $role ): void {
		$id = $this->message();
		$this->act_as( $role );
		foreach ( Inbox_Page::ACTIONS as $action ) {
			$result = $this->page->perform( $action, array( $id ), wp_create_nonce( Inbox_Page::nonce_action( $action, $id ) ) );
			$this->assertInstanceOf( WP_Error::class, $result, $action );
			$this->assertSame( 'docent_inbox_forbidden', $result->get_error_code() );
		}
		$this->assertNotNull( self::module()->store()->find( $id ) );
		$this->assertSame( 'unread', self::module()->store()->find( $id )['status'] );
	}

	public function test_actions_need_a_nonce_for_that_action_and_that_message(): void {
		$id    = $this->message();
		$other = $this->message();
		$this->act_as( 'administrator' );
		$wrong = array(
			'no nonce'            => '',
			'garbage'             => 'abc123',
			'other message'       => wp_create_nonce( Inbox_Page::nonce_action( 'delete', $other ) ),
			'other action'        => wp_create_nonce( Inbox_Page::nonce_action( 'read', $id ) ),
			'another user’s nonce' => $this->nonce_as( 'editor', Inbox_Page::nonce_action( 'delete', $id ) ),
		);
		foreach ( $wrong as $label => $nonce ) {
			$result = $this->page->perform( 'delete', array( $id ), $nonce );
			$this->assertInstanceOf( WP_Error::class, $result, $label );
			$this->assertSame( 'docent_inbox_bad_nonce', $result->get_error_code(), $label );
		}
		// A single-message nonce does not cover a bulk request.
		$result = $this->page->perform( 'delete', array( $id, $other ), wp_create_nonce( Inbox_Page::nonce_action( 'delete', $id ) ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertNotNull( self::module()->store()->find( $id ) );
		$this->assertNotNull( self::module()->store()->find( $other ) );
	}

	/**
	 * A nonce created by another user.
	 *
	 * @param string $role   Role.
	 * @param string $action Nonce action.
	 */
	private function nonce_as( string $role, string $action ): string {
		$me = get_current_user_id();
		$this->act_as( $role );
		$nonce = wp_create_nonce( $action );
		wp_set_current_user( $me );
		return $nonce;
	}

	public function test_mark_read_unread_and_delete_with_a_valid_nonce(): void {
		$id    = $this->message();
		$store = self::module()->store();
		$this->act_as( 'administrator' );

		$this->assertSame( array( 'count' => 1, 'failed' => 0 ), $this->page->perform( 'read', array( $id ), wp_create_nonce( Inbox_Page::nonce_action( 'read', $id ) ) ) );
		$this->assertSame( 'read', $store->find( $id )['status'] );
		$this->page->perform( 'unread', array( $id ), wp_create_nonce( Inbox_Page::nonce_action( 'unread', $id ) ) );
		$this->assertSame( 'unread', $store->find( $id )['status'] );
		$this->page->perform( 'delete', array( $id ), wp_create_nonce( Inbox_Page::nonce_action( 'delete', $id ) ) );
		$this->assertNull( $store->find( $id ) );
	}

	public function test_bulk_actions_use_the_list_tables_nonce(): void {
		$ids = array( $this->message(), $this->message(), $this->message() );
		$this->act_as( 'administrator' );
		$done = $this->page->perform( 'read', $ids, wp_create_nonce( Inbox_Page::BULK_NONCE ) );
		$this->assertSame( 3, $done['count'] );
		foreach ( $ids as $id ) {
			$this->assertSame( 'read', self::module()->store()->find( $id )['status'] );
		}
	}

	public function test_resend_reports_failures(): void {
		$id = $this->message();
		$this->act_as( 'administrator' );
		$done = $this->page->perform( 'resend', array( $id ), wp_create_nonce( Inbox_Page::nonce_action( 'resend', $id ) ) );
		$this->assertSame(
			array(
				'count'  => 0,
				'failed' => 1,
			),
			$done
		);
		$this->assertSame( 'failed', self::module()->store()->find( $id )['delivery'] );
	}

	public function test_unknown_actions_are_refused(): void {
		$id = $this->message();
		$this->act_as( 'administrator' );
		$result = $this->page->perform( 'drop_table', array( $id ), wp_create_nonce( Inbox_Page::BULK_NONCE ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'docent_inbox_bad_request', $result->get_error_code() );
	}

	/**
	 * Prints the page as wp-admin would.
	 *
	 * @param array<string, string> $query Query arguments.
	 */
	private function render( array $query = array() ): string {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
		$GLOBALS['hook_suffix'] = 'docs_page_' . Inbox_Page::SLUG;
		set_current_screen( 'docs_page_' . Inbox_Page::SLUG );
		$_GET     = array_merge( array( 'post_type' => 'docs', 'page' => Inbox_Page::SLUG ), $query );
		$_REQUEST = $_GET;
		ob_start();
		$this->page->render();
		return (string) ob_get_clean();
	}

	public function test_the_list_escapes_what_senders_wrote_and_marks_unread_rows(): void {
		$this->message(
			array(
				'name'     => '<script>alert("name")</script>',
				'email'    => 'x@example.com',
				'body'     => '<img src=x onerror=alert(1)> body',
				'page_url' => 'javascript:alert(1)',
			)
		);
		$read = $this->message( array( 'name' => 'Already read' ) );
		self::module()->store()->set_status( $read, 'read' );
		$this->act_as( 'administrator' );
		$html = $this->render();

		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( 'href="javascript:', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;', $html );
		$this->assertMatchesRegularExpression( '/<tr class="docent-unread">/', $html );
		$this->assertMatchesRegularExpression( '/<tr class="docent-read">/', $html );
		$this->assertStringContainsString( 'docent-unread-badge', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
	}

	public function test_the_read_view_escapes_the_message_and_links_nonce_protected_actions(): void {
		$id = $this->message(
			array(
				'name' => 'Mallory "><b>bold</b>',
				'body' => "Line one\n<script>alert(2)</script>",
			)
		);
		$this->act_as( 'administrator' );
		$html = $this->render(
			array(
				'action'  => 'view',
				'message' => (string) $id,
			)
		);
		$this->assertStringNotContainsString( '<script>alert(2)', $html );
		$this->assertStringNotContainsString( '<b>bold</b>', $html );
		$this->assertStringContainsString( 'Line one<br />', $html );
		foreach ( array( 'unread', 'resend', 'delete' ) as $action ) {
			$this->assertMatchesRegularExpression( '/action=' . $action . '&(?:amp|#038);message=' . $id . '&(?:amp|#038);_wpnonce=[0-9a-f]{10}"/', $html, $action );
		}
	}

	public function test_the_inbox_shows_text_as_typed_escaped_once_and_without_bidi_overrides(): void {
		$id = $this->message(
			array(
				'name' => "Tom & Jerry <QA> \u{202E}gpj.exe",
				'body' => 'Is 5 < 6? Use `<br>` tags',
			)
		);
		$this->act_as( 'administrator' );
		foreach ( array( $this->render(), $this->render( array( 'action' => 'view', 'message' => (string) $id ) ) ) as $html ) {
			$this->assertStringContainsString( 'Tom &amp; Jerry &lt;QA&gt; gpj.exe', $html );
			$this->assertStringNotContainsString( "\u{202E}", $html );
			$this->assertStringNotContainsString( '&amp;lt;', $html );
		}
		$this->assertStringContainsString( 'Is 5 &lt; 6? Use `&lt;br&gt;` tags', $html );
	}

	public function test_opening_a_message_with_its_nonce_marks_it_read_and_without_only_shows_it(): void {
		$id = $this->message();
		$this->act_as( 'administrator' );
		$_REQUEST = array(
			'action'  => 'view',
			'message' => (string) $id,
		);
		$this->page->load();
		$this->assertSame( 'unread', self::module()->store()->find( $id )['status'] );

		$_REQUEST['_wpnonce'] = wp_create_nonce( Inbox_Page::nonce_action( 'view', $id ) );
		$this->page->load();
		$this->assertSame( 'read', self::module()->store()->find( $id )['status'] );
	}

	public function test_the_page_warns_when_a_site_key_has_no_secret(): void {
		$this->message_settings(
			array(
				'turnstile_site_key'   => 'site-key',
				'turnstile_secret_key' => '',
			)
		);
		$this->act_as( 'administrator' );
		$this->assertStringContainsString( 'secret key is not', $this->render() );
	}
}
