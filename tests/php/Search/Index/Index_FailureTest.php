<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Index;

use Docent\Search\Index\Index_Health;
use Docent\Search\Index\Schema;
use Docent\Search\Search;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A damaged or missing index never breaks a public route: search answers from WordPress's own
 * search, chat still answers, Site Health shows the problem and a repair fixes it.
 *
 * DROP TABLE commits the test's transaction, so the tests that drop a table leave the site as
 * they found it themselves: tables recreated and the demo docs indexed again.
 */
final class Index_FailureTest extends TestCase {

	/**
	 * What PHP logged during the test.
	 *
	 * @var string
	 */
	private string $log = '';

	protected function setUp(): void {
		parent::setUp();
		$this->log = $this->capture_error_log();
	}

	protected function tearDown(): void {
		delete_transient( 'docent_search_failure' );
		remove_all_filters( 'pre_http_request' );
		parent::tearDown();
	}

	private function damage_postings(): void {
		global $wpdb;
		$wpdb->query( "UPDATE {$wpdb->prefix}docent_search_index SET docs = 'AAAA' WHERE entries > 1" );
	}

	private function enable_chat(): void {
		$settings = get_option( 'docent_settings', array() );
		$settings['integrate_ai']['ai_enabled'] = true;
		update_option( 'docent_settings', $settings );
	}

	public function test_a_damaged_posting_row_falls_back_to_wordpress_search_on_every_public_route(): void {
		$this->damage_postings();

		$result = $this->search()->search( 'installing docent', 1, 5 );
		$this->assertSame( 'fallback', $result['source'] );
		$this->assertNotEmpty( $result['items'], 'WordPress search still finds the article' );

		$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'installing docent' ) );
		$this->assertStatus( 200, $response );
		$this->assertNotEmpty( $response->get_data() );
		$this->assertSame( array( 'id', 'title', 'link', 'excerpt', 'breadcrumb', 'score' ), array_keys( $response->get_data()[0] ), 'the same shape as usual' );

		$this->enable_chat();
		$chat = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'How do I install Docent?' ) );
		$this->assertStatus( 200, $chat );
		$this->assertNotEmpty( $chat->get_data()['chat'] );

		$this->assertNotNull( Index_Health::last_failure(), 'remembered for Site Health' );
		$this->assertSame( 1, substr_count( (string) file_get_contents( $this->log ), 'Docent: the search index failed' ), 'logged once, not once per search' );
	}

	public function test_searches_answered_by_the_fallback_are_not_counted_as_finding_nothing(): void {
		$this->damage_postings();
		$counted = array();
		add_action(
			'docent_search_performed',
			static function ( $query ) use ( &$counted ) {
				$counted[] = $query;
			}
		);
		// "installing" reads a damaged list; nothing has both words.
		$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'installing zzzunknownword' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array(), $response->get_data() );
		$this->assertSame( array(), $counted );
	}

	public function test_a_failure_is_shown_without_the_servers_paths(): void {
		$file = WP_CONTENT_DIR . '/plugins/docent/includes/Search/Search.php';
		Index_Health::report( new \TypeError( "Search::ask_backend(): Argument #2 must be of type int, float given, called in $file on line 121" ) );
		$this->act_as( 'administrator' );
		$status = (string) wp_json_encode( $this->rest( 'GET', '/docent/v1/search/status' )->get_data() );
		$health = (string) wp_json_encode( Index_Health::site_health_result() );
		foreach ( array( $status, $health ) as $text ) {
			$this->assertStringContainsString( 'must be of type int', $text );
			$this->assertStringNotContainsString( 'wp-content', str_replace( '\\/', '/', $text ) );
			$this->assertStringNotContainsString( ABSPATH, str_replace( '\\/', '/', $text ) );
		}
		$this->assertStringContainsString( $file, (string) file_get_contents( $this->log ), 'the log, read by the operator, keeps it' );
	}

	public function test_site_health_shows_the_failure_and_repair_fixes_it(): void {
		$this->damage_postings();
		$this->search()->search( 'installing docent', 1, 5 );

		$tests = apply_filters( 'site_status_tests', array() );
		$this->assertArrayHasKey( 'docent_search', $tests['direct'] );
		$health = call_user_func( $tests['direct']['docent_search']['test'] );
		$this->assertSame( 'recommended', $health['status'] );
		$this->assertStringContainsString( 'WordPress search', $health['description'] );

		$this->act_as( 'administrator' );
		$repair = $this->rest( 'POST', '/docent/v1/search/repair' );
		$this->assertStatus( 200, $repair );
		$this->assertTrue( $repair->get_data()['rebuild']['finished'] );
		$this->assertTrue( $repair->get_data()['status']['ok'], wp_json_encode( $repair->get_data()['status'] ) );
		$this->assertSame( 'index', $this->search()->search( 'installing docent', 1, 5 )['source'] );
		$this->assertSame( 'good', call_user_func( $tests['direct']['docent_search']['test'] )['status'] );
	}

	public function test_a_dropped_index_table_comes_back_by_itself_and_a_rebuild_that_cannot_write_says_so(): void {
		global $wpdb;
		$wpdb->query( "DROP TABLE {$wpdb->prefix}docent_search_index" );
		try {
			// The rebuild cannot write: a clear 503, never "finished".
			$this->act_as( 'administrator' );
			$rebuild = $this->rest( 'POST', '/docent/v1/search/rebuild', array( 'restart' => true ) );
			$this->assertStatus( 503, $rebuild, 'docent_search_unavailable' );
			$this->assertNotEmpty( $rebuild->get_headers()['Retry-After'] ?? '' );
			$this->assertSame( array(), Schema::missing_tables(), 'the failure recreated the table' );

			// Searches answer meanwhile (the recreated index is empty until rebuilt).
			$this->act_as( 'anonymous' );
			$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'installing docent' ) );
			$this->assertStatus( 200, $response );
			$this->assertNotEmpty( $response->get_data() );
		} finally {
			$this->restore_index();
		}
		$this->assertSame( 'index', $this->search()->search( 'installing docent', 1, 5 )['source'] );
		$this->assertNotEmpty( $this->search()->search( 'installing docent', 1, 5 )['items'] );
	}

	public function test_tables_of_an_earlier_version_are_rebuilt_by_cron_without_an_admin_visit(): void {
		// The plugin was updated; nobody has opened wp-admin since, where admin_init would upgrade.
		update_option( Schema::OPTION, '1' );
		wp_clear_scheduled_hook( Index_Health::REPAIR_CRON );
		try {
			$this->act_as( 'anonymous' );
			$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'installing docent' ) );
			$this->assertStatus( 200, $response );
			$this->assertNotEmpty( $response->get_data(), 'WordPress search answers meanwhile' );
			$this->assertNotFalse( wp_next_scheduled( Index_Health::REPAIR_CRON ), 'the search scheduled the upgrade' );
			$this->assertFalse( Schema::is_current(), 'no table is dropped in a visitor\'s request' );

			do_action( Index_Health::REPAIR_CRON );
			$this->assertTrue( Schema::is_current() );
			$result = $this->search()->search( 'installing docent', 1, 5 );
			$this->assertSame( 'index', $result['source'] );
			$this->assertNotEmpty( $result['items'] );
		} finally {
			$this->restore_index();
			wp_clear_scheduled_hook( Index_Health::REPAIR_CRON );
		}
	}

	/**
	 * After a DROP TABLE (which committed the test's transaction): what the test wrote since is
	 * rolled back (search logs, rate-limit counters), then the tables come back and the demo
	 * docs are indexed again, committed, so the tests after this one find the site as it was.
	 */
	private function restore_index(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		Schema::repair();
		$this->search()->maintenance()->repair();
		$wpdb->query( 'COMMIT' );
	}

	public function test_a_save_while_the_queue_table_is_gone_recreates_it_and_never_breaks_the_save(): void {
		global $wpdb;
		$wpdb->query( "DROP TABLE {$wpdb->prefix}docent_search_queue" );
		$id = 0;
		try {
			$this->act_as( 'editor' );
			$response = $this->rest(
				'POST',
				'/wp/v2/docs',
				array(
					'title'   => 'Rigmarole after a lost table',
					'content' => 'Body',
					'status'  => 'publish',
				)
			);
			$this->assertStatus( 201, $response );
			$id = (int) $response->get_data()['id'];
			$this->assertSame( array(), Schema::missing_tables() );
			$this->search()->maintenance()->repair();
			$this->assertSame( array( $id ), array_column( $this->search()->search( 'rigmarole', 1, 5 )['items'], 'id' ) );
		} finally {
			// The doc was committed with the table the save recreated: it goes the same way.
			if ( $id ) {
				wp_delete_post( $id, true );
				$wpdb->query( 'COMMIT' );
			}
			$this->restore_index();
		}
	}
}
