<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Docs\Votes;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * GET /docent/v1/explore: SPEC §4's list rules, public docs only.
 */
final class Explore_ControllerTest extends TestCase {

	private const ROUTE = '/docent/v1/explore';

	/**
	 * A documentation ordered before the demo content, with one section of articles.
	 *
	 * @param int $count Articles.
	 * @return array{documentation: int, section: int, articles: int[]}
	 */
	private function first_guide( int $count ): array {
		$documentation = $this->doc(
			array(
				'post_title' => 'First guide',
				'menu_order' => -100,
			)
		);
		$section       = $this->doc(
			array(
				'post_title'  => 'Getting started',
				'post_parent' => $documentation,
			)
		);
		$articles      = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$articles[] = $this->doc(
				array(
					'post_title'  => "Article $i",
					'post_parent' => $section,
					'menu_order'  => $i,
				)
			);
		}
		return array(
			'documentation' => $documentation,
			'section'       => $section,
			'articles'      => $articles,
		);
	}

	/**
	 * Gives a doc a helpful score through the stored counts.
	 *
	 * @param int $id   Doc.
	 * @param int $up   Up votes.
	 * @param int $down Down votes.
	 */
	private function score( int $id, int $up, int $down = 0 ): void {
		update_post_meta( $id, Votes::UP, $up );
		update_post_meta( $id, Votes::DOWN, $down );
		delete_transient( Votes::CACHE_KEY );
	}

	/**
	 * Ids the route answers.
	 *
	 * @return int[]
	 */
	private function explore_ids(): array {
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 200, $response );
		return wp_list_pluck( $response->get_data(), 'id' );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( 'anonymous' ),
			'subscriber'    => array( 'subscriber' ),
			'editor'        => array( 'editor' ),
			'administrator' => array( 'administrator' ),
		);
	}

	/**
	 * @dataProvider roles
	 *
	 * @param string $role Role.
	 */
	public function test_everyone_gets_the_same_public_list( string $role ): void {
		$guide = $this->first_guide( 3 );
		$draft = $this->doc(
			array(
				'post_status' => 'draft',
				'post_parent' => $guide['section'],
				'menu_order'  => -1,
			)
		);
		$this->act_as( $role );
		$ids = $this->explore_ids();
		$this->assertCount( 10, $ids );
		$this->assertSame( $guide['articles'], array_slice( $ids, 0, 3 ) );
		$this->assertNotContains( $draft, $ids, 'not even for editors: Explore is the public list' );
	}

	public function test_items_carry_id_title_link_plain_excerpt_and_breadcrumb(): void {
		$guide = $this->first_guide( 1 );
		$doc   = $this->doc(
			array(
				'post_title'   => 'Install &amp; “configure”',
				'post_excerpt' => '',
				'post_content' => "<!-- wp:paragraph -->\n<p>First <strong>steps</strong> &amp; tips.</p>\n<!-- /wp:paragraph -->",
				'post_parent'  => $guide['section'],
				'menu_order'   => -5,
			)
		);
		$item  = $this->rest( 'GET', self::ROUTE )->get_data()[0];
		$this->assertSame( array( 'id', 'title', 'link', 'excerpt', 'breadcrumb' ), array_keys( $item ) );
		$this->assertSame( $doc, $item['id'] );
		$this->assertSame( 'Install & “configure”', $item['title'] );
		$this->assertSame( get_permalink( $doc ), $item['link'] );
		$this->assertSame( 'First steps & tips.', $item['excerpt'] );
		$this->assertSame(
			array(
				'documentation' => 'First guide',
				'section'       => 'Getting started',
			),
			$item['breadcrumb']
		);
	}

	public function test_a_written_excerpt_wins_and_is_plain_text(): void {
		$guide = $this->first_guide( 0 );
		$this->doc(
			array(
				'post_excerpt' => 'Short <em>summary</em>.',
				'post_parent'  => $guide['section'],
			)
		);
		$this->assertSame( 'Short summary.', $this->rest( 'GET', self::ROUTE )->get_data()[0]['excerpt'] );
	}

	public function test_no_helpful_docs_gives_the_first_ten_nested_articles(): void {
		$guide = $this->first_guide( 12 );
		$this->assertSame( array_slice( $guide['articles'], 0, 10 ), $this->explore_ids() );
	}

	public function test_helpful_docs_come_first_topped_up_with_nested_articles_to_ten(): void {
		$guide   = $this->first_guide( 12 );
		$other   = $this->doc_tree();
		$helpful = array( $other[2], $guide['articles'][5], $guide['articles'][0] );
		$this->score( $helpful[0], 9 );
		$this->score( $helpful[1], 5, 1 );
		$this->score( $helpful[2], 2 );
		$this->score( $guide['articles'][1], 1, 3 );

		$expected = array_merge( $helpful, array_slice( array_values( array_diff( $guide['articles'], $helpful ) ), 0, 7 ) );
		$this->assertSame( $expected, $this->explore_ids() );
	}

	public function test_more_than_ten_helpful_docs_are_all_listed_best_first(): void {
		$guide = $this->first_guide( 12 );
		foreach ( $guide['articles'] as $i => $id ) {
			$this->score( $id, 1 + $i );
		}
		$this->assertSame( array_reverse( $guide['articles'] ), $this->explore_ids() );
	}

	public function test_selected_shows_the_selected_public_articles_in_their_order(): void {
		$guide    = $this->first_guide( 3 );
		$draft    = $this->doc( array( 'post_status' => 'draft' ) );
		$private  = $this->doc( array( 'post_status' => 'private' ) );
		$password = $this->doc( array( 'post_password' => 'secret' ) );
		$this->score( $guide['articles'][0], 50 );
		$saved = ( new Settings() )->update(
			array(
				'explore' => array(
					'show_content'      => 'selected',
					'selected_articles' => array( $guide['articles'][2], $draft, $private, $guide['articles'][0], $password ),
				),
			)
		);
		$this->assertIsArray( $saved );
		$this->assertSame( array( $guide['articles'][2], $guide['articles'][0] ), $this->explore_ids() );
	}

	public function test_selected_with_nothing_selected_is_an_empty_list(): void {
		( new Settings() )->update( array( 'explore' => array( 'show_content' => 'selected' ) ) );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 200, $response );
		$this->assertSame( array(), $response->get_data() );
		$this->assertSame( '0', $response->get_headers()['X-WP-Total'] );
	}

	public function test_hidden_docs_never_appear_even_when_voted_helpful(): void {
		$guide  = $this->first_guide( 2 );
		$hidden = array(
			$this->doc( array( 'post_status' => 'draft', 'post_parent' => $guide['section'] ) ),
			$this->doc( array( 'post_status' => 'private', 'post_parent' => $guide['section'] ) ),
			$this->doc( array( 'post_status' => 'pending', 'post_parent' => $guide['section'] ) ),
			$this->doc( array( 'post_password' => 'pw', 'post_parent' => $guide['section'] ) ),
		);
		foreach ( $hidden as $id ) {
			$this->score( $id, 100 );
		}
		$response = $this->rest( 'GET', self::ROUTE );
		$ids      = wp_list_pluck( $response->get_data(), 'id' );
		foreach ( $hidden as $id ) {
			$this->assertNotContains( $id, $ids );
		}
		$this->assertSame( $guide['articles'], array_slice( $ids, 0, 2 ) );
	}

	public function test_a_draft_section_hides_its_articles_from_the_nested_list_and_its_title_from_breadcrumbs(): void {
		$documentation = $this->doc(
			array(
				'post_title' => 'Visible guide',
				'menu_order' => -100,
			)
		);
		$section       = $this->doc(
			array(
				'post_title'  => 'Secret upcoming section',
				'post_parent' => $documentation,
				'post_status' => 'draft',
			)
		);
		$article       = $this->doc( array( 'post_parent' => $section ) );
		$this->assertNotContains( $article, $this->explore_ids() );

		$this->score( $article, 3 );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( $article, $response->get_data()[0]['id'], 'a published article stays reachable when voted helpful' );
		$this->assertSame(
			array(
				'documentation' => 'Visible guide',
				'section'       => '',
			),
			$response->get_data()[0]['breadcrumb']
		);
		$this->assertStringNotContainsString( 'Secret upcoming section', (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_the_list_costs_the_same_few_queries_however_many_docs_and_breadcrumbs_it_shows(): void {
		global $wpdb;
		$articles = array();
		for ( $i = 0; $i < 10; $i++ ) {
			$articles[] = $this->doc_tree()[2];
		}
		$measure = function ( array $ids, string $show ) use ( $wpdb ): int {
			( new Settings() )->update(
				array(
					'explore' => array(
						'show_content'      => $show,
						'selected_articles' => 'selected' === $show ? $ids : array(),
					),
				)
			);
			foreach ( $ids as $id ) {
				$this->score( $id, 1 );
			}
			$this->rest( 'GET', self::ROUTE ); // Fills the helpful-docs cache.
			wp_cache_flush();
			$before = $wpdb->num_queries;
			$this->assertCount( 'selected' === $show ? count( $ids ) : 10, $this->rest( 'GET', self::ROUTE )->get_data() );
			return $wpdb->num_queries - $before;
		};

		$one = $measure( array( $articles[0] ), 'selected' );
		$this->assertSame( $one, $measure( $articles, 'selected' ), 'ten docs from ten documentations cost what one does' );
		$this->assertLessThanOrEqual( 4, $one );

		$helpful_one = $measure( array( $articles[0] ), 'helpful' );
		$this->assertSame( $helpful_one, $measure( $articles, 'helpful' ) );
		$this->assertLessThanOrEqual( 6, $helpful_one );
	}

	public function test_no_secret_reaches_the_list(): void {
		( new Settings() )->update(
			array(
				'integrate_ai' => array( 'api_key' => 'sk-explore-SECRET' ),
				'message'      => array(
					'turnstile_secret_key' => 'ts-explore-SECRET',
					'email_address'        => 'hidden-owner@example.org',
				),
			)
		);
		$json = (string) wp_json_encode( $this->rest( 'GET', self::ROUTE )->get_data() );
		foreach ( array( 'sk-explore-SECRET', 'ts-explore-SECRET', 'hidden-owner@example.org', 'docent:v1:' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $json );
		}
	}

	public function test_the_route_is_read_only(): void {
		$this->act_as( 'administrator' );
		$this->assertStatus( 404, $this->rest( 'POST', self::ROUTE, array( 'x' => 1 ) ), 'rest_no_route' );
	}
}
