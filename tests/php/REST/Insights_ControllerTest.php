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
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

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
		$module = new Insights( new Settings() );
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

	public function test_a_draft_goes_where_it_is_asked_to_and_never_under_an_article(): void {
		list( , $section, $article ) = $this->doc_tree( array( 'post_title' => 'Installing' ) );
		$this->act_as( 'administrator' );

		$placed = $this->rest(
			'POST',
			self::ROUTE . '/drafts',
			array(
				'title'  => 'refunds',
				'parent' => $section,
			)
		);
		$this->assertStatus( 201, $placed );
		$this->assertSame( $section, wp_get_post_parent_id( $placed->get_data()['id'] ) );
		$this->assertSame( 1, (int) get_post_field( 'menu_order', $placed->get_data()['id'] ), 'last among the section\'s articles' );

		$before  = wp_count_posts( 'docs' )->draft;
		$refused = $this->rest(
			'POST',
			self::ROUTE . '/drafts',
			array(
				'title'  => 'webhooks',
				'parent' => $article,
			)
		);
		$this->assertStatus( 400, $refused, 'docent_too_deep' );
		$this->assertStringContainsString( '“Webhooks” cannot go under “Installing”', $refused->get_data()['message'] );
		wp_cache_flush();
		$this->assertSame( $before, wp_count_posts( 'docs' )->draft );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function bad_drafts(): array {
		return array(
			'no title'    => array( array() ),
			'blank title' => array( array( 'title' => '   ' ) ),
			'only markup' => array( array( 'title' => '<b></b>' ) ),
			'only spaces' => array( array( 'title' => "\u{00A0}\u{2003}\u{200B}" ) ),
			'only invisible characters' => array( array( 'title' => "\u{034F}\u{FE0F}\u{2800}\u{200B}\u{0301}" ) ),
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
		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertContains( $response->get_data()['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
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

	/**
	 * The admin's draft, linked to an insight, as the review found it.
	 *
	 * @return array{0:int, 1:int} Insight id and draft id.
	 */
	private function admins_linked_draft(): array {
		self::store()->record( Store::SEARCH_MISS, 'pricing for resellers' );
		$insight = self::store()->top( Store::SEARCH_MISS, 1 )[0]['id'];
		$this->act_as( 'administrator' );
		$body  = array(
			'title'   => 'Secret launch: reseller pricing',
			'insight' => $insight,
		);
		$draft = $this->rest( 'POST', self::ROUTE . '/drafts', $body );
		$this->assertStatus( 201, $draft );
		return array( $insight, $draft->get_data()['id'] );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function doc_writers_without_insights(): array {
		return array(
			'contributor' => array( 'contributor' ),
			'author'      => array( 'author' ),
			'editor'      => array( 'editor' ),
		);
	}

	/**
	 * @dataProvider doc_writers_without_insights
	 */
	public function test_only_those_who_see_insights_may_link_a_draft_to_one( string $role ): void {
		list( $insight, $draft ) = $this->admins_linked_draft();
		$this->act_as( $role );
		$response = $this->rest(
			'POST',
			self::ROUTE . '/drafts',
			array(
				'title'   => 'anything',
				'insight' => $insight,
			)
		);
		$this->assertStatus( 403, $response, 'rest_cannot_link' );
		$this->assertStringNotContainsString( 'reseller', (string) wp_json_encode( $response->get_data() ) );
		wp_cache_flush();
		$this->assertSame( $draft, self::store()->find( $insight )['doc_id'], 'the admin’s link stays' );
	}

	public function test_a_linked_draft_is_only_shown_to_someone_who_may_edit_it(): void {
		list( $insight, $draft ) = $this->admins_linked_draft();
		// Another administrator whose role lost edit_others_docs (a custom role setup) may see
		// Insights but not that draft: it is neither shown nor reused for them.
		$other = (int) wp_insert_user(
			array(
				'user_login' => 'docent_admin2_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'admin2' . wp_rand() . '@example.org',
				'role'       => 'administrator',
			)
		);
		wp_set_current_user( $other );
		add_filter( 'map_meta_cap', $deny = static fn( array $caps, string $cap, int $user, array $args ) => ( in_array( $cap, array( 'edit_post', 'read_post' ), true ) && $user === $other && (int) ( $args[0] ?? 0 ) === $draft ) ? array( 'do_not_allow' ) : $caps, 10, 4 );
		$report = $this->rest( 'GET', self::ROUTE )->get_data();
		$again  = $this->rest(
			'POST',
			self::ROUTE . '/drafts',
			array(
				'title'   => 'anything',
				'insight' => $insight,
			)
		);
		remove_filter( 'map_meta_cap', $deny, 10 );
		$this->assertNull( $report['not_found'][0]['draft'] );
		$this->assertStatus( 403, $again, 'rest_cannot_edit' );
		$this->assertStringNotContainsString( 'reseller', (string) wp_json_encode( $again->get_data() ) );
	}

	public function test_a_contributor_still_writes_an_unlinked_draft_of_their_own(): void {
		list( $insight, $draft ) = $this->admins_linked_draft();
		$me       = $this->act_as( 'contributor' );
		$response = $this->rest( 'POST', self::ROUTE . '/drafts', array( 'title' => 'refund policy' ) );
		$this->assertStatus( 201, $response );
		$this->assertNotSame( $draft, $response->get_data()['id'] );
		$this->assertSame( $me, (int) get_post( $response->get_data()['id'] )->post_author );
		$this->assertSame( $draft, self::store()->find( $insight )['doc_id'] );
	}

	public function test_a_title_is_kept_as_typed_apart_from_markup(): void {
		$this->act_as( 'editor' );
		$response = $this->rest( 'POST', self::ROUTE . '/drafts', array( 'title' => 'fees < 5 usd & more' ) );
		$this->assertStatus( 201, $response );
		$this->assertSame( 'Fees < 5 usd & more', $response->get_data()['title'] );
	}
}
