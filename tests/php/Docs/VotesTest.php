<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Docs;

use Docent\Docs\Votes;
use Docent\Tests\TestCase;

/**
 * Vote storage: counts, the dedupe filter and the cached helpful ranking.
 */
final class VotesTest extends TestCase {

	private Votes $votes;

	protected function setUp(): void {
		parent::setUp();
		$this->votes = new Votes();
	}

	public function test_record_counts_once_per_voter(): void {
		$id = $this->doc();
		$this->assertSame(
			array(
				'up'   => 1,
				'down' => 0,
			),
			$this->votes->record( $id, true, 'ip:192.0.2.1' )
		);
		$this->assertTrue( $this->votes->has_voted( $id, 'ip:192.0.2.1' ) );
		$this->assertFalse( $this->votes->has_voted( $id, 'ip:192.0.2.2' ) );
		$repeat = $this->votes->record( $id, false, 'ip:192.0.2.1' );
		$this->assertInstanceOf( \WP_Error::class, $repeat );
		$this->assertSame( 409, $repeat->get_error_data()['status'] );
		$this->assertSame(
			array(
				'up'   => 1,
				'down' => 1,
			),
			$this->votes->record( $id, false, 'user:7' )
		);
	}

	public function test_a_vote_on_one_doc_does_not_count_as_a_vote_on_another(): void {
		$a = $this->doc();
		$b = $this->doc();
		$this->votes->record( $a, true, 'ip:192.0.2.1' );
		$this->assertFalse( $this->votes->has_voted( $b, 'ip:192.0.2.1' ) );
		$this->assertIsArray( $this->votes->record( $b, true, 'ip:192.0.2.1' ) );
	}

	public function test_the_dedupe_filter_stays_small_and_rarely_mistakes_new_voters(): void {
		$id = $this->doc();
		for ( $i = 0; $i < 300; $i++ ) {
			$this->assertIsArray( $this->votes->record( $id, true, "voter:$i" ), "voter $i" );
		}
		$mistaken = 0;
		for ( $i = 300; $i < 1300; $i++ ) {
			$mistaken += $this->votes->has_voted( $id, "voter:$i" ) ? 1 : 0;
		}
		$this->assertLessThan( 5, $mistaken, 'false positives per 1000 new visitors after 300 votes' );
		$this->assertLessThan( 3000, strlen( (string) get_post_meta( $id, Votes::SEEN, true ) ) );
		$this->assertSame( 300, $this->votes->counts( $id )['up'] );
	}

	public function test_a_vote_landing_in_between_is_not_lost(): void {
		$id = $this->doc();
		$this->votes->record( $id, true, 'voter:a' );

		// Another request votes after this one read the filter and before it writes it back.
		$raced  = false;
		$other  = new Votes();
		$racer  = static function ( string $query ) use ( &$raced, $other, $id ): string {
			if ( ! $raced && str_starts_with( ltrim( $query ), 'UPDATE' ) && str_contains( $query, Votes::SEEN ) ) {
				$raced = true;
				$other->record( $id, true, 'voter:c' );
			}
			return $query;
		};
		add_filter( 'query', $racer );
		$counts = $this->votes->record( $id, false, 'voter:b' );
		remove_filter( 'query', $racer );

		$this->assertTrue( $raced, 'the race happened' );
		$this->assertSame(
			array(
				'up'   => 2,
				'down' => 1,
			),
			$counts
		);
		foreach ( array( 'voter:a', 'voter:b', 'voter:c' ) as $voter ) {
			$this->assertTrue( $this->votes->has_voted( $id, $voter ), $voter );
		}
	}

	public function test_helpful_ids_rank_by_up_minus_down_and_skip_unhelpful_and_hidden_docs(): void {
		$best    = $this->doc();
		$second  = $this->doc();
		$even    = $this->doc();
		$worse   = $this->doc();
		$draft   = $this->doc( array( 'post_status' => 'draft' ) );
		$counts  = array(
			$best   => array( 10, 2 ),
			$second => array( 3, 0 ),
			$even   => array( 4, 4 ),
			$worse  => array( 1, 5 ),
			$draft  => array( 50, 0 ),
		);
		foreach ( $counts as $id => list( $up, $down ) ) {
			update_post_meta( $id, Votes::UP, $up );
			update_post_meta( $id, Votes::DOWN, $down );
		}
		$this->votes->forget_helpful();
		$this->assertSame( array( $best, $second ), $this->votes->helpful_ids() );
	}

	public function test_helpful_ids_are_cached_until_the_next_vote(): void {
		global $wpdb;
		$id = $this->doc();
		$this->assertNotContains( $id, $this->votes->helpful_ids() );

		$before = $wpdb->num_queries;
		$this->votes->helpful_ids();
		$this->assertSame( $before, $wpdb->num_queries, 'the second read comes from the cache' );

		update_post_meta( $id, Votes::UP, 3 );
		$this->assertNotContains( $id, $this->votes->helpful_ids(), 'still cached: meta written behind its back' );
		$this->votes->record( $id, true, 'ip:192.0.2.9' );
		$this->assertContains( $id, $this->votes->helpful_ids() );
	}

	public function test_unpublishing_a_doc_refreshes_the_ranking(): void {
		$id = $this->doc();
		$this->votes->record( $id, true, 'ip:192.0.2.9' );
		$this->assertContains( $id, $this->votes->helpful_ids() );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertNotContains( $id, $this->votes->helpful_ids() );
	}

	public function test_voter_is_the_user_or_the_server_seen_address(): void {
		$_SERVER['REMOTE_ADDR']          = '198.51.100.4';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.1';
		$this->assertSame( 'ip:198.51.100.4', $this->votes->voter() );
		$user = $this->act_as( 'subscriber' );
		$this->assertSame( "user:$user", $this->votes->voter() );
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
	}
}
