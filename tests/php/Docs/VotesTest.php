<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Docs;

use Docent\Docs\Votes;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Vote storage: counts, the dedupe filter and the cached helpful ranking.
 */
final class VotesTest extends TestCase {

	private Votes $votes;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		( new Votes() )->maybe_install();
	}

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

	/**
	 * The review's figures: after 7,500 voters half of all new visitors, after 15,000 most of them,
	 * were told they had already voted. 8,000 voters, then 1,000 who never voted: none may be refused.
	 */
	public function test_no_new_visitor_is_taken_for_a_voter_after_thousands_of_votes(): void {
		$id = $this->doc();
		for ( $i = 0; $i < 8000; $i++ ) {
			$counts = $this->votes->record( $id, 0 !== $i % 4, "ip:10.0.$i" );
			if ( ! is_array( $counts ) ) {
				$this->fail( "voter $i was refused: " . $counts->get_error_code() );
			}
		}
		$refused = 0;
		$claimed = 0;
		for ( $i = 8000; $i < 9000; $i++ ) {
			$claimed += $this->votes->has_voted( $id, "ip:10.0.$i" ) ? 1 : 0;
			$refused += is_array( $this->votes->record( $id, true, "ip:10.0.$i" ) ) ? 0 : 1;
		}
		$this->assertSame( 0, $claimed, 'new visitors reported as having voted' );
		$this->assertSame( 0, $refused, 'new visitors refused with "already voted"' );
		$this->assertTrue( $this->votes->has_voted( $id, 'ip:10.0.17' ) );
		$this->assertSame( array( 'up' => 7000, 'down' => 2000 ), $this->votes->counts( $id ) );
	}

	public function test_voters_are_stored_as_keyed_hashes_that_expire(): void {
		global $wpdb;
		$id = $this->doc();
		$this->votes->record( $id, true, 'ip:192.0.2.44' );
		// Voter 0 is not a visitor: it is the doc's claim on creating its count rows (Vote_Counter).
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM ' . Votes::table() . ' WHERE doc_id = %d AND voter <> 0', $id ), ARRAY_A ); // phpcs:ignore WordPress.DB
		$this->assertCount( 1, $rows );
		$this->assertSame( array( 'doc_id', 'voter', 'expires' ), array_keys( $rows[0] ) );
		$this->assertStringNotContainsString( '192.0.2.44', implode( '|', $rows[0] ) );
		$this->assertGreaterThan( time() + 80 * DAY_IN_SECONDS, (int) $rows[0]['expires'] );

		// Once its memory has passed, the same voter may vote again.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Votes::table() . ' SET expires = %d WHERE doc_id = %d', time() - 1, $id ) ); // phpcs:ignore WordPress.DB
		$this->assertFalse( $this->votes->has_voted( $id, 'ip:192.0.2.44' ) );
		$this->assertIsArray( $this->votes->record( $id, true, 'ip:192.0.2.44' ) );
		$this->assertSame( 2, $this->votes->counts( $id )['up'] );
	}

	public function test_a_vote_landing_in_between_is_not_lost(): void {
		$id = $this->doc();
		$this->votes->record( $id, true, 'voter:a' );

		// Another request votes after this one checked and before it writes.
		$raced  = false;
		$other  = new Votes();
		$racer  = static function ( string $query ) use ( &$raced, $other, $id ): string {
			if ( ! $raced && str_contains( $query, 'INSERT' ) && str_contains( $query, Votes::table() ) ) {
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

	public function test_two_first_votes_at_once_share_one_count_row(): void {
		$id = $this->doc();
		// Another visitor's first vote runs to the end while this one is about to create the rows.
		$raced = false;
		$other = new Votes();
		$racer = static function ( string $query ) use ( &$raced, $other, $id ): string {
			if ( ! $raced && str_contains( $query, 'INSERT IGNORE' ) && str_contains( $query, Votes::table() ) && str_contains( $query, '(' . $id . ', 0,' ) ) {
				$raced = true;
				$other->record( $id, true, 'voter:first' );
			}
			return $query;
		};
		add_filter( 'query', $racer );
		$counts = $this->votes->record( $id, true, 'voter:second' );
		remove_filter( 'query', $racer );

		$this->assertTrue( $raced, 'the race happened' );
		$this->assertSame(
			array(
				'up'   => 2,
				'down' => 0,
			),
			$counts
		);
		$this->assertCount( 1, get_post_meta( $id, Votes::UP, false ), 'one row holds the count' );
		$this->assertCount( 1, get_post_meta( $id, Votes::DOWN, false ) );
	}

	public function test_a_vote_on_a_doc_whose_counts_were_wiped_by_hand_still_counts(): void {
		$id = $this->doc();
		$this->votes->record( $id, true, 'voter:a' );
		delete_post_meta( $id, Votes::UP );
		delete_post_meta( $id, Votes::DOWN );
		$this->assertSame( array( 'up' => 1, 'down' => 0 ), $this->votes->record( $id, true, 'voter:b' ) );
		$this->assertSame( array( 'up' => 1, 'down' => 1 ), $this->votes->record( $id, false, 'voter:c' ) );
	}

	public function test_the_same_voter_racing_itself_counts_once(): void {
		$id    = $this->doc();
		$raced = false;
		$other = new Votes();
		$racer = static function ( string $query ) use ( &$raced, $other, $id ): string {
			if ( ! $raced && str_contains( $query, 'INSERT' ) && str_contains( $query, Votes::table() ) ) {
				$raced = true;
				$other->record( $id, true, 'voter:twin' );
			}
			return $query;
		};
		add_filter( 'query', $racer );
		$second = $this->votes->record( $id, true, 'voter:twin' );
		remove_filter( 'query', $racer );
		$this->assertTrue( $raced );
		$this->assertInstanceOf( \WP_Error::class, $second );
		$this->assertSame( 'docent_already_voted', $second->get_error_code() );
		$this->assertSame( 1, $this->votes->counts( $id )['up'] );
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
