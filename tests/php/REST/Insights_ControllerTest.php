<?php
/**
 * REST: /docent/v1/insights, its drafts and its dismissals, per role.
 *
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Docs\Votes;
use Docent\Insights\Insights;
use Docent\Insights\Store;
use Docent\Plugin;
use Docent\Tests\TestCase;

/**
 * Permissions per role, the report's shape, "Write this article" and "Dismiss".
 */
final class Insights_ControllerTest extends TestCase {

	private const ROUTE = '/docent/v1/insights';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::store()->maybe_install();
	}

	private static function store(): Store {
		$module = Plugin::get( 'insights' );
		assert( $module instanceof Insights );
		return $module->store();
	}

	/**
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function readers(): array {
		return array(
			'anonymous'     => array( 'anonymous', 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'author'        => array( 'author', 403 ),
			'editor'        => array( 'editor', 403 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider readers
	 */
	public function test_only_administrators_read_insights( string $role, int $status ): void {
		$this->act_as( $role );
		$this->assertStatus( $status, $this->rest( 'GET', self::ROUTE ), 200 === $status ? null : 'rest_forbidden' );
	}

	public function test_the_report_lists_queries_by_count_with_text_and_count_only(): void {
		self::store()->record( Store::SEARCH_MISS, 'webhooks' );
		self::store()->record( Store::SEARCH_MISS, 'refunds' );
		self::store()->record( Store::SEARCH_MISS, 'refunds' );
		self::store()->record( Store::SEARCH, 'install' );
		self::store()->record( Store::CHAT_MISS, 'do you ship to mars' );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertSame( array( 'not_found', 'top_searches', 'unanswered', 'most_helpful', 'least_helpful' ), array_keys( $data ) );
		$this->assertSame( array( 'refunds', 'webhooks' ), array_column( $data['not_found'], 'query' ) );
		$this->assertSame( array( 2, 1 ), array_column( $data['not_found'], 'count' ) );
		$this->assertSame( array( 'id', 'query', 'count', 'last_seen', 'draft' ), array_keys( $data['not_found'][0] ) );
		$this->assertNull( $data['not_found'][0]['draft'] );
		$this->assertSame( array( 'install' ), array_column( $data['top_searches'], 'query' ) );
		$this->assertSame( array( 'do you ship to mars' ), array_column( $data['unanswered'], 'query' ) );
	}

	public function test_limit_is_validated_and_applied(): void {
		foreach ( array( 'one', 'two', 'three' ) as $query ) {
			self::store()->record( Store::SEARCH, $query );
		}
		$this->act_as( 'administrator' );
		$this->assertCount( 2, $this->rest( 'GET', self::ROUTE, array( 'limit' => 2 ) )->get_data()['top_searches'] );
		$this->assertStatus( 400, $this->rest( 'GET', self::ROUTE, array( 'limit' => 500 ) ), 'rest_invalid_param' );
	}

	public function test_most_and_least_helpful_come_from_the_vote_counts_of_published_docs(): void {
		$loved   = $this->doc( array( 'post_title' => 'Loved' ) );
		$liked   = $this->doc( array( 'post_title' => 'Liked' ) );
		$hated   = $this->doc( array( 'post_title' => 'Hated' ) );
		$meh     = $this->doc( array( 'post_title' => 'Meh' ) );
		$drafted = $this->doc(
			array(
				'post_title'  => 'Draft',
				'post_status' => 'draft',
			)
		);
		$votes   = array(
			$loved   => array( 40, 2 ),
			$liked   => array( 3, 0 ),
			$hated   => array( 1, 9 ),
			$meh     => array( 2, 2 ),
			$drafted => array( 99, 99 ),
		);
		foreach ( $votes as $id => list( $up, $down ) ) {
			update_post_meta( $id, Votes::UP, $up );
			update_post_meta( $id, Votes::DOWN, $down );
		}
		$this->act_as( 'administrator' );
		$data = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertSame( array( 'Loved', 'Liked' ), array_column( $data['most_helpful'], 'title' ) );
		$this->assertSame( array( 40, 3 ), array_column( $data['most_helpful'], 'up' ) );
		$this->assertSame( array( 'Hated' ), array_column( $data['least_helpful'], 'title' ) );
		$this->assertSame( 9, $data['least_helpful'][0]['down'] );
		$this->assertSame( get_permalink( $hated ), $data['least_helpful'][0]['link'] );
		$this->assertStringContainsString( 'post=' . $hated, $data['least_helpful'][0]['edit_link'] );
	}

	/**
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function writers(): array {
		return array(
			'anonymous'     => array( 'anonymous', 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'contributor'   => array( 'contributor', 201 ),
			'editor'        => array( 'editor', 201 ),
			'administrator' => array( 'administrator', 201 ),
		);
	}

	/**
	 * @dataProvider writers
	 */
	public function test_whoever_may_create_docs_may_write_a_draft( string $role, int $status ): void {
		$this->act_as( $role );
		$response = $this->rest( 'POST', self::ROUTE . '/drafts', array( 'title' => 'refund policy' ) );
		$this->assertStatus( $status, $response, 201 === $status ? null : 'rest_cannot_create' );
		if ( 201 === $status ) {
			$post = get_post( $response->get_data()['id'] );
			$this->assertSame( array( 'docs', 'draft', 'Refund policy' ), array( $post->post_type, $post->post_status, $post->post_title ) );
		}
	}

	public function test_a_draft_written_for_an_insight_is_shown_and_reused(): void {
		self::store()->record( Store::SEARCH_MISS, 'webhooks' );
		$row = self::store()->top( Store::SEARCH_MISS, 1 )[0];
		$this->act_as( 'administrator' );
		$body  = array(
			'title'   => $row['query'],
			'insight' => $row['id'],
		);
		$first = $this->rest( 'POST', self::ROUTE . '/drafts', $body );
		$this->assertStatus( 201, $first );
		$again = $this->rest( 'POST', self::ROUTE . '/drafts', $body );
		$this->assertStatus( 200, $again );
		$this->assertSame( $first->get_data()['id'], $again->get_data()['id'] );
		$draft = $this->rest( 'GET', self::ROUTE )->get_data()['not_found'][0]['draft'];
		$this->assertSame( $first->get_data()['id'], $draft['id'] );
		$this->assertSame( 'Webhooks', $draft['title'] );
		$this->assertSame( 'draft', $draft['status'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function bad_drafts(): array {
		return array(
			'no title'    => array( array() ),
			'blank title' => array( array( 'title' => '   ' ) ),
			'long title'  => array( array( 'title' => str_repeat( 'x', 201 ) ) ),
			'bad insight' => array(
				array(
					'title'   => 'x',
					'insight' => 'many',
				),
			),
		);
	}

	/**
	 * @dataProvider bad_drafts
	 *
	 * @param array<string, mixed> $body Body.
	 */
	public function test_a_bad_draft_request_is_a_400_and_creates_nothing( array $body ): void {
		$this->act_as( 'editor' );
		$before   = wp_count_posts( 'docs' )->draft;
		$response = $this->rest( 'POST', self::ROUTE . '/drafts', $body );
		$this->assertSame( 400, $response->get_status() );
		wp_cache_flush();
		$this->assertSame( $before, wp_count_posts( 'docs' )->draft );
	}

	public function test_only_administrators_dismiss_an_insight(): void {
		self::store()->record( Store::SEARCH_MISS, 'webhooks' );
		$id = self::store()->top( Store::SEARCH_MISS, 1 )[0]['id'];
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'DELETE', self::ROUTE . '/' . $id ), 'rest_forbidden' );
		$this->act_as( 'administrator' );
		$this->assertStatus( 200, $this->rest( 'DELETE', self::ROUTE . '/' . $id ) );
		$this->assertSame( array(), self::store()->top( Store::SEARCH_MISS, 5 ) );
		$this->assertStatus( 404, $this->rest( 'DELETE', self::ROUTE . '/' . $id ), 'rest_not_found' );
	}
}
