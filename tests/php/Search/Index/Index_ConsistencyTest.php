<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Index;

use Docent\Search\Index\Index_Check;
use Docent\Search\Index\State;
use Docent\Search\Search;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Incremental updates leave the index exactly as a full rebuild writes it: same docs, same
 * posting lists byte for byte, same document frequencies and statistics, same top 10.
 * (Several processes at once are proven by the cluster suite; here, every kind of change.)
 */
final class Index_ConsistencyTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'docent_search_block_size' );
		parent::tearDown();
	}

	/**
	 * Top 10 ids for each query.
	 *
	 * @param string[] $queries Queries.
	 * @return array<string, int[]>
	 */
	private function tops( array $queries ): array {
		$out = array();
		foreach ( $queries as $query ) {
			$out[ $query ] = array_column( $this->search()->search( $query, 1, 10 )['items'], 'id' );
		}
		return $out;
	}

	private function rebuild(): void {
		$progress = $this->search()->backend()->rebuild( true );
		for ( $steps = 0; ! $progress['finished'] && $steps < 50; $steps++ ) {
			$progress = $this->search()->backend()->rebuild();
		}
		$this->assertTrue( $progress['finished'] );
	}

	/**
	 * Every kind of change a site makes, in one sequence.
	 *
	 * @return int[] Ids of docs that should be found by "churnmark".
	 */
	private function churn(): array {
		$words = array( 'quixotic', 'zephyr', 'marmalade', 'obsidian', 'lantern', 'harbour', 'install', 'widget' );
		$ids   = array();
		for ( $i = 0; $i < 30; $i++ ) {
			$body  = str_repeat( $words[ $i % 8 ] . ' ' . $words[ ( $i * 3 ) % 8 ] . ' filler text here. ', 1 + $i % 7 );
			$ids[] = $this->article( ucfirst( $words[ ( $i * 5 ) % 8 ] ) . " guide $i churnmark", "<h2>Part $i</h2><p>$body</p>" );
		}
		wp_update_post( array( 'ID' => $ids[0], 'post_content' => '<p>Only zephyr now, and a much longer body than before about marmalade.</p>' ) );
		wp_update_post( array( 'ID' => $ids[1], 'post_status' => 'draft' ) );
		wp_update_post( array( 'ID' => $ids[2], 'post_password' => 'secret' ) );
		wp_delete_post( $ids[3], true );
		wp_trash_post( $ids[4] );
		wp_update_post( array( 'ID' => $ids[5], 'post_parent' => $ids[6] ) );
		wp_update_post( array( 'ID' => $ids[1], 'post_status' => 'publish' ) );
		wp_update_post( array( 'ID' => $ids[7], 'post_title' => 'Obsidian lantern harbour' ) );
		return array_values( array_diff( $ids, array( $ids[2], $ids[3], $ids[4], $ids[7] ) ) );
	}

	public function test_incremental_saves_deletes_and_moves_equal_a_rebuild_row_for_row(): void {
		$this->churn();
		$queries = array( 'quixotic', 'zephyr marmalade', 'obsidian lantern', 'harbour guide', 'install widget', 'lant' );
		$before  = $this->tops( $queries );
		$check   = ( new Index_Check() )->compare_with_rebuild();
		$this->assertTrue( $check['ok'], wp_json_encode( $check ) );

		$state = State::get();
		$this->rebuild();
		$after = State::get();
		$this->assertSame( array( $state['docs'], $state['body'], $state['hidden'] ), array( $after['docs'], $after['body'], $after['hidden'] ) );
		$this->assertSame( $before, $this->tops( $queries ), 'the same top 10 as after a fresh rebuild' );
		$this->assertTrue( ( new Index_Check() )->compare_with_rebuild()['ok'] );
	}

	public function test_changes_during_a_rebuild_reach_the_new_generation_exactly(): void {
		add_filter( 'docent_search_block_size', static fn() => 7 );
		$this->churn();
		$progress = $this->search()->backend()->rebuild( true );
		$this->assertFalse( $progress['finished'] );
		$ids = $this->churn();
		for ( $steps = 0; ! $progress['finished'] && $steps < 100; $steps++ ) {
			$progress = $this->search()->backend()->rebuild();
		}
		$check = ( new Index_Check() )->compare_with_rebuild();
		$this->assertTrue( $check['ok'], wp_json_encode( $check ) );
		$found = array_merge(
			array_column( $this->search()->search( 'churnmark', 1, 50 )['items'], 'id' ),
			array_column( $this->search()->search( 'churnmark', 2, 50 )['items'], 'id' )
		);
		$this->assertEmpty( array_diff( $ids, $found ), 'every public doc of the second round is found' );
	}

	public function test_the_checker_notices_a_lost_update_a_stale_doc_and_drifted_frequencies(): void {
		global $wpdb;
		$kept  = $this->doc( array( 'post_title' => 'Flibbertigibbet one' ) );
		$stale = $this->doc( array( 'post_title' => 'Flibbertigibbet two' ) );
		$this->assertTrue( ( new Index_Check() )->compare_with_rebuild()['ok'] );

		// What a lost write looks like: the post changed, the index did not hear of it.
		$wpdb->update( $wpdb->posts, array( 'post_content' => '<p>Brand new words: gobbledygook.</p>' ), array( 'ID' => $kept ) );
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'draft' ), array( 'ID' => $stale ) );
		$wpdb->query( "UPDATE {$wpdb->prefix}docent_search_terms SET df = df + 1 WHERE term = 'flibbertigibbet'" );

		$check = ( new Index_Check() )->compare_with_rebuild();
		$this->assertFalse( $check['ok'] );
		$this->assertContains( $stale, $check['docs']['extra'] );
		$this->assertContains( $kept, $check['docs']['different'] );
		$this->assertGreaterThan( 0, $check['postings']['different'] );
		$this->assertGreaterThan( 0, $check['terms']['different'] );
		$this->assertSame( array( $stale ), ( new Index_Check() )->status()['extra'] );
	}

	public function test_an_emptied_state_table_never_stalls_a_save(): void {
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->prefix}docent_search_state" );
		State::forget();
		$started = microtime( true );
		$doc     = $this->doc( array( 'post_title' => 'Gallimaufry after the state row went missing' ) );
		$this->assertLessThan( 5, microtime( true ) - $started, 'the lease row is put back, not waited for' );
		$this->assertSame( 1, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}docent_search_state WHERE name = 'lease'" ) );
		$this->rebuild();
		$this->assertSame( array( $doc ), array_column( $this->search()->search( 'gallimaufry', 1, 5 )['items'], 'id' ) );
	}

	public function test_reconciliation_indexes_docs_whose_save_never_reached_the_index(): void {
		global $wpdb;
		$doc = $this->doc( array( 'post_title' => 'Hobbledehoy before' ) );
		// Changed behind WordPress's back (an import writing rows directly, a save hook that never ran).
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'draft' ), array( 'ID' => $doc ) );
		$wpdb->insert(
			$wpdb->posts,
			array(
				'post_type'    => 'docs',
				'post_status'  => 'publish',
				'post_title'   => 'Skullduggery imported directly',
				'post_content' => '<p>Body.</p>',
				'post_name'    => 'skullduggery',
			)
		);
		$imported = (int) $wpdb->insert_id;
		clean_post_cache( $doc );

		do_action( \Docent\Search\Index\Index_Maintenance::RECONCILE_CRON );

		$this->assertSame( array(), array_column( $this->search()->search( 'hobbledehoy', 1, 5 )['items'], 'id' ) );
		$this->assertSame( array( $imported ), array_column( $this->search()->search( 'skullduggery', 1, 5 )['items'], 'id' ) );
		$this->assertTrue( ( new Index_Check() )->compare_with_rebuild()['ok'] );
	}

	public function test_the_status_route_reports_a_whole_index_to_administrators_only(): void {
		$this->doc( array( 'post_title' => 'Skedaddle' ) );
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'GET', '/docent/v1/search/status' ), 'rest_forbidden' );
		$this->act_as( 'anonymous' );
		$this->assertStatus( 401, $this->rest( 'POST', '/docent/v1/search/repair' ), 'rest_forbidden' );

		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/docent/v1/search/status' );
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertTrue( $data['ok'], wp_json_encode( $data ) );
		$this->assertSame( $data['expected'], $data['indexed'] );
		$this->assertSame( 0, $data['queued'] );
	}
}
