<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Insights;

use Docent\Insights\Insights;
use Docent\Insights\Search_Log;
use Docent\Insights\Store;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Which searches Insights counts: the settled query of each typing burst, while the assistant
 * is on, within a per-address limit. Searches arrive as the search route reports them
 * (`docent_search_performed`), from the client address in REMOTE_ADDR.
 */
final class Search_LogTest extends TestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::module()->store()->maybe_install();
	}

	protected function tearDown(): void {
		remove_all_filters( 'docent_insights_settle_seconds' );
		parent::tearDown();
	}

	private static function module(): Insights {
		$module = new Insights( new Settings() );
		assert( $module instanceof Insights );
		return $module;
	}

	/**
	 * Counted queries of a kind with their counts, most counted first.
	 *
	 * @return array<string, int>
	 */
	private static function counts( string $kind ): array {
		$rows = self::module()->store()->top( $kind, 100 );
		return array_combine( array_column( $rows, 'query' ), array_column( $rows, 'hits' ) );
	}

	/**
	 * Empties the report (inside the test's transaction).
	 */
	private static function forget_counts(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . self::module()->store()->table() ); // phpcs:ignore WordPress.DB
	}

	/**
	 * Searches from one client address: query => how many docs it found.
	 *
	 * @param string             $ip       Client address.
	 * @param array<string, int> $searches Queries in order.
	 */
	private function type( string $ip, array $searches ): void {
		$_SERVER['REMOTE_ADDR'] = $ip;
		foreach ( $searches as $query => $total ) {
			do_action( 'docent_search_performed', $query, $total );
		}
	}

	public function test_only_the_settled_query_of_a_typing_burst_is_counted(): void {
		$this->type(
			'192.0.2.1',
			array(
				'pas'            => 3,
				'passw'          => 0,
				'password'       => 2,
				'password reset' => 0,
			)
		);
		$this->assertSame( array( 'password reset' => 1 ), self::counts( Store::SEARCH ) );
		$this->assertSame( array( 'password reset' => 1 ), self::counts( Store::SEARCH_MISS ), 'a keystroke that found nothing is not a miss' );
	}

	public function test_backspacing_over_a_typo_keeps_only_the_corrected_query(): void {
		$this->type(
			'192.0.2.1',
			array(
				'passwordd' => 0,
				'password'  => 4,
				'Password'  => 4, // The same query again (a second page, a retry) is still one search.
			)
		);
		$this->assertSame( array( 'password' => 1 ), self::counts( Store::SEARCH ) );
		$this->assertSame( array(), self::counts( Store::SEARCH_MISS ) );
	}

	public function test_unrelated_queries_and_other_visitors_are_counted_apart(): void {
		$this->type( '192.0.2.1', array( 'install' => 2 ) );
		$this->type( '192.0.2.2', array( 'installing widgets' => 1 ) );
		$this->type( '192.0.2.1', array( 'colours' => 1 ) );
		$this->assertEqualsCanonicalizing(
			array(
				'install'            => 1,
				'installing widgets' => 1,
				'colours'            => 1,
			),
			self::counts( Store::SEARCH )
		);
	}

	public function test_a_query_extended_after_a_pause_is_a_new_search(): void {
		add_filter( 'docent_insights_settle_seconds', static fn(): int => 0 );
		$this->type(
			'192.0.2.1',
			array(
				'widget'         => 5,
				'widget colours' => 2,
			)
		);
		$this->assertEqualsCanonicalizing(
			array(
				'widget'         => 1,
				'widget colours' => 1,
			),
			self::counts( Store::SEARCH )
		);
	}

	public function test_searches_are_not_counted_while_the_assistant_or_explore_is_off(): void {
		$settings = ( new Settings() );
		$this->assertInstanceOf( Settings::class, $settings );

		$settings->update( array( 'assist_enable' => 'off' ) );
		$this->type( '192.0.2.1', array( 'refunds' => 0 ) );
		$this->assertSame( array(), self::counts( Store::SEARCH ) );

		$settings->update(
			array(
				'assist_enable' => 'on',
				'explore'       => array( 'explore_enable' => false ),
			)
		);
		$this->type( '192.0.2.2', array( 'shipping' => 0 ) );
		$this->assertSame( array(), self::counts( Store::SEARCH ) );

		$settings->update( array( 'explore' => array( 'explore_enable' => true ) ) );
		$this->type( '192.0.2.3', array( 'returns' => 0 ) );
		$this->assertSame( array( 'returns' => 1 ), self::counts( Store::SEARCH ) );
	}

	public function test_one_address_cannot_push_its_text_to_the_top_of_the_report(): void {
		$spam = array();
		for ( $i = 0; $i < Search_Log::LIMIT + 10; $i++ ) {
			$spam[ 'buy cheap pills ' . chr( 97 + $i % 26 ) . intdiv( $i, 26 ) ] = 0;
		}
		// The limit counts in fixed windows: a burst that straddles the turn of one is typed again.
		for ( $attempt = 1; $attempt <= 2; $attempt++ ) {
			$window = intdiv( time(), Search_Log::WINDOW );
			$this->type( '192.0.2.66', $spam );
			if ( intdiv( time(), Search_Log::WINDOW ) === $window ) {
				break;
			}
			self::forget_counts();
		}
		$this->assertCount( Search_Log::LIMIT, self::counts( Store::SEARCH ) );

		// Repeating one text from that address after the limit adds nothing either.
		add_filter( 'docent_insights_settle_seconds', static fn(): int => 0 );
		$this->type( '192.0.2.66', array( 'buy cheap pills a0' => 0 ) );
		$this->assertSame( 1, self::counts( Store::SEARCH )['buy cheap pills a0'] );

		$this->type( '192.0.2.9', array( 'install' => 3 ) );
		$this->assertArrayHasKey( 'install', self::counts( Store::SEARCH ), 'other visitors are still counted' );
	}

	public function test_the_search_route_counts_a_burst_typed_in_the_widget_once(): void {
		if ( ! isset( rest_get_server()->get_routes( 'docent/v1' )['/docent/v1/search'] ) ) {
			$this->markTestSkipped( 'The search module is not built in this tree.' );
		}
		$this->doc( array( 'post_title' => 'Grooming the quokkafish' ) );
		foreach ( array( 'quo', 'quokka', 'quokkafish' ) as $typed ) {
			$this->assertSame( 200, $this->rest( 'GET', '/docent/v1/search', array( 'q' => $typed ) )->get_status() );
		}
		$this->assertSame( array( 'quokkafish' => 1 ), self::counts( Store::SEARCH ) );
	}

	public function test_one_address_repeating_one_phrase_counts_it_once_per_window(): void {
		add_filter( 'docent_insights_settle_seconds', static fn(): int => 0 );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->type( '192.0.2.70', array( 'refunds' => 0 ) );
			$this->type( '192.0.2.70', array( 'shipping' => 2 ) );
		}
		$this->type( '192.0.2.71', array( 'refunds' => 0 ) );
		$this->assertEqualsCanonicalizing(
			array(
				'refunds'  => 2,
				'shipping' => 1,
			),
			self::counts( Store::SEARCH ),
			'each address counts a phrase once'
		);
		$this->assertSame( array( 'refunds' => 2 ), self::counts( Store::SEARCH_MISS ) );

		// Typing the phrase again by way of a prefix counts nothing more either.
		add_filter( 'docent_insights_settle_seconds', static fn(): int => 60, 11 );
		$this->type(
			'192.0.2.70',
			array(
				'ref'     => 0,
				'refunds' => 0,
			)
		);
		$this->assertSame( 2, self::counts( Store::SEARCH )['refunds'] );
	}

	public function test_one_address_repeating_one_unanswered_chat_question_counts_it_once(): void {
		foreach ( array( '192.0.2.80', '192.0.2.80', '192.0.2.80', '192.0.2.81' ) as $ip ) {
			$_SERVER['REMOTE_ADDR'] = $ip;
			do_action( 'docent_chat_unanswered', 'Do you ship to Mars?' );
		}
		$this->assertSame( array( 'do you ship to mars' => 2 ), self::counts( Store::CHAT_MISS ) );
	}
}
