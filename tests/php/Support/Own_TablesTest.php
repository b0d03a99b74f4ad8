<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Support;

use Docent\AI\Conversations\Conversations;
use Docent\Docs\Votes;
use Docent\Insights\Store as Insights_Store;
use Docent\Messages\Replies;
use Docent\Messages\Store as Messages_Store;
use Docent\Tests\AI\Chat_Test_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/AI/Chat_Test_Case.php';

/**
 * The voters, chat turns and Insights tables come back like the messages table when they are
 * dropped (by hand, a restore without them), and the index status, Site Health and repair know
 * of them. DROP and CREATE TABLE commit the test's transaction: each test removes for good what
 * they committed.
 */
final class Own_TablesTest extends Chat_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->capture_error_log();
	}

	/**
	 * Forgets what the recreated tables committed: the docs made here, every rate-limit hit.
	 *
	 * @param int[] $docs Docs the test made.
	 */
	private function forget_committed( array $docs = array() ): void {
		global $wpdb;
		foreach ( $docs as $doc ) {
			wp_delete_post( $doc, true );
		}
		$wpdb->query( "DELETE FROM {$wpdb->prefix}docent_rate_limits" ); // phpcs:ignore WordPress.DB
		$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB
	}

	private static function drop( string $table ): void {
		global $wpdb;
		$wpdb->query( "DROP TABLE IF EXISTS $table" ); // phpcs:ignore WordPress.DB
	}

	public function test_a_vote_after_the_voters_table_was_dropped_counts(): void {
		$_SERVER['REMOTE_ADDR'] = '192.0.2.231';
		self::drop( Votes::table() );
		$doc  = $this->doc_tree()[2];
		$vote = $this->rest( 'POST', "/docent/v1/docs/$doc/vote", array( 'helpful' => true ) );
		$this->assertStatus( 200, $vote );
		$this->assertSame( 1, $vote->get_data()['votes']['up'] );
		$this->assertStatus( 409, $this->rest( 'POST', "/docent/v1/docs/$doc/vote", array( 'helpful' => true ) ), 'docent_already_voted' );
		$this->forget_committed( $this->doc_tree_ids( $doc ) );
	}

	public function test_a_chat_after_the_turns_table_was_dropped_stores_its_turn_and_takes_feedback(): void {
		$_SERVER['REMOTE_ADDR'] = '192.0.2.232';
		$this->configure( array( 'provider' => 'local' ) );
		self::drop( ( new Conversations() )->table() );
		$reply = $this->ask( 'How do I install Docent?' );
		$this->assertStatus( 200, $reply );
		$conversation = $reply->get_data()['conversation'];
		$this->assertCount( 1, $this->chat()->conversations()->turns( $conversation ) );
		$feedback = array(
			'conversation' => $conversation,
			'turn'         => 1,
			'helpful'      => true,
		);
		$this->assertStatus( 201, $this->rest( 'POST', '/docent/v1/chat/feedback', $feedback ) );
		$this->forget_committed();
	}

	public function test_a_search_after_the_insights_table_was_dropped_is_counted(): void {
		$store = new Insights_Store();
		self::drop( $store->table() );
		$this->assertTrue( $store->record( Insights_Store::SEARCH, 'zyxwvut gadget' ) );
		$this->assertSame( array( 'zyxwvut gadget' ), array_column( $store->top( Insights_Store::SEARCH, 10 ), 'query' ) );
		$this->forget_committed();
	}

	public function test_status_and_site_health_name_dropped_tables_and_repair_recreates_them(): void {
		$tables = array( ( new Messages_Store( new Replies() ) )->table(), ( new Replies() )->table(), Votes::table(), ( new Conversations() )->table(), ( new Insights_Store() )->table() );
		array_map( array( self::class, 'drop' ), $tables );
		$this->act_as( 'administrator' );

		$status = $this->rest( 'GET', '/docent/v1/search/status' );
		$this->assertStatus( 200, $status );
		$this->assertFalse( $status->get_data()['ok'] );
		$this->assertEqualsCanonicalizing( $tables, array_intersect( $status->get_data()['tables'], $tables ) );
		$this->assertStringContainsString( Votes::table(), implode( ' ', $status->get_data()['problems'] ) );

		$health = call_user_func( apply_filters( 'site_status_tests', array() )['direct']['docent_tables']['test'] );
		$this->assertSame( 'critical', $health['status'] );
		$this->assertStringContainsString( ( new Conversations() )->table(), $health['description'] );

		$repair = $this->rest( 'POST', '/docent/v1/search/repair' );
		$this->assertStatus( 200, $repair );
		$this->assertSame( array(), array_intersect( $repair->get_data()['status']['tables'], $tables ) );
		global $wpdb;
		foreach ( $tables as $table ) {
			$this->assertSame( $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ) );
		}
		$health = call_user_func( apply_filters( 'site_status_tests', array() )['direct']['docent_tables']['test'] );
		$this->assertSame( 'good', $health['status'] );
		$this->forget_committed();
	}

	/**
	 * The documentation, section and article of doc_tree(), from the article.
	 *
	 * @param int $article The article.
	 * @return int[]
	 */
	private function doc_tree_ids( int $article ): array {
		return array_merge( array( $article ), get_post_ancestors( $article ) );
	}
}
