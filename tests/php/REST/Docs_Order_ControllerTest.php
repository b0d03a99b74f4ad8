<?php
/**
 * REST: the docs manager's GET /docent/v1/docs/tree and POST /docent/v1/docs/order, and the depth
 * rule on core's wp/v2/docs route.
 *
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Docs\Depth_Rule;
use Docent\Pages\Docs_Cache;
use Docent\Tests\TestCase;
use WP_REST_Response;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Permissions per role and nonce, refusals of the depth rule, reorders built on the same version.
 */
final class Docs_Order_ControllerTest extends TestCase {

	private const TREE  = '/docent/v1/docs/tree';
	private const ORDER = '/docent/v1/docs/order';

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_WP_NONCE'], $GLOBALS['wp_rest_auth_cookie'] );
		parent::tearDown();
	}

	/**
	 * The tree's version as the manager reads it.
	 */
	private function version(): string {
		return (string) $this->rest( 'GET', self::TREE )->get_data()['version'];
	}

	/**
	 * Posts a reorder.
	 *
	 * @param string                 $version Version it was made on.
	 * @param array<int, int[]>      $moves   Doc id => array( parent, menu_order ).
	 */
	private function reorder( string $version, array $moves ): WP_REST_Response {
		$list = array();
		foreach ( $moves as $id => $place ) {
			$list[] = array(
				'id'         => $id,
				'parent'     => $place[0],
				'menu_order' => $place[1],
			);
		}
		return $this->rest(
			'POST',
			self::ORDER,
			array(
				'version' => $version,
				'moves'   => $list,
			)
		);
	}

	/**
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( 'anonymous', 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'author'        => array( 'author', 403 ),
			'editor'        => array( 'editor', 200 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 */
	public function test_only_editors_and_administrators_read_and_reorder_the_tree( string $role, int $status ): void {
		list( $documentation, $section ) = $this->doc_tree();
		$other                           = $this->doc();
		$this->act_as( 'administrator' );
		$version = $this->version();
		$this->act_as( $role );

		$this->assertStatus( $status, $this->rest( 'GET', self::TREE ), 200 === $status ? null : 'rest_forbidden' );
		$this->assertStatus( $status, $this->reorder( $version, array( $section => array( $other, 0 ) ) ), 200 === $status ? null : 'rest_forbidden' );
		$this->assertSame( 200 === $status ? $other : $documentation, (int) get_post_field( 'post_parent', $section, 'raw' ) );
	}

	public function test_a_cookie_login_without_the_rest_nonce_reorders_nothing(): void {
		// The real REST server, except that the headers it sends (X-WP-Nonce) go nowhere: the
		// test's output has started.
		$GLOBALS['wp_rest_server'] = new class() extends \WP_REST_Server {
			/**
			 * @param string $key   Header.
			 * @param string $value Value.
			 */
			public function send_header( $key, $value ) {}
		};
		do_action( 'rest_api_init', $GLOBALS['wp_rest_server'] );
		list( $documentation, $section ) = $this->doc_tree();
		$other                           = $this->doc();
		$this->act_as( 'administrator' );
		$version = $this->version();
		$moves   = array( $section => array( $other, 0 ) );

		// Logged in by cookie, no nonce: the REST API sets the user aside.
		$GLOBALS['wp_rest_auth_cookie'] = true;
		$this->assertTrue( rest_get_server()->check_authentication() );
		$this->assertStatus( 401, $this->reorder( $version, $moves ), 'rest_forbidden' );

		// A wrong nonce is refused outright.
		$this->act_as( 'administrator' );
		$_SERVER['HTTP_X_WP_NONCE'] = 'not-a-nonce';
		$this->assertSame( 'rest_cookie_invalid_nonce', rest_get_server()->check_authentication()->get_error_code() );
		$this->assertSame( $documentation, (int) get_post_field( 'post_parent', $section, 'raw' ) );

		// The page's own nonce lets the move through.
		$_SERVER['HTTP_X_WP_NONCE'] = wp_create_nonce( 'wp_rest' );
		$this->assertTrue( rest_get_server()->check_authentication() );
		$this->assertStatus( 200, $this->reorder( $version, $moves ) );
		$this->assertSame( $other, (int) get_post_field( 'post_parent', $section, 'raw' ) );
	}

	public function test_a_doc_under_an_article_is_refused_with_the_rule_in_words(): void {
		list( , $section, $article ) = $this->doc_tree( array( 'post_title' => 'Installing' ) );
		$loose                       = $this->doc( array( 'post_title' => 'Loose notes' ) );
		$this->act_as( 'administrator' );

		$response = $this->reorder( $this->version(), array( $loose => array( $article, 0 ) ) );
		$this->assertStatus( 400, $response, 'docent_too_deep' );
		$this->assertStringContainsString( '“Loose notes” cannot go under “Installing”: that is an article', $response->get_data()['message'] );
		$this->assertSame( $loose, $response->get_data()['data']['doc'] );
		$this->assertSame( 0, (int) get_post_field( 'post_parent', $loose, 'raw' ) );
		$this->assertSame( $section, (int) get_post_field( 'post_parent', $article, 'raw' ) );
	}

	public function test_a_section_with_articles_under_another_section_is_refused(): void {
		list( , $section )             = $this->doc_tree();
		list( $guide, $setup, $steps ) = $this->doc_tree();
		$this->act_as( 'administrator' );

		$response = $this->reorder( $this->version(), array( $setup => array( $section, 0 ) ) );
		$this->assertStatus( 400, $response, 'docent_too_deep' );
		$this->assertStringContainsString( 'has articles under it, so it cannot go under the section', $response->get_data()['message'] );
		$this->assertSame( $guide, (int) get_post_field( 'post_parent', $setup, 'raw' ) );

		// The same section without its article goes: one request moves both.
		$response = $this->reorder(
			$this->version(),
			array(
				$steps => array( $setup, 0 ),
				$setup => array( $section, 5 ),
			)
		);
		$this->assertStatus( 400, $response, 'docent_too_deep' );
		$response = $this->reorder(
			$this->version(),
			array(
				$steps => array( $section, 1 ),
				$setup => array( $section, 5 ),
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertSame( $section, (int) get_post_field( 'post_parent', $setup, 'raw' ) );
	}

	public function test_a_doc_inside_itself_or_an_unknown_doc_is_refused(): void {
		list( $documentation, $section ) = $this->doc_tree();
		$this->act_as( 'administrator' );
		$version = $this->version();

		$this->assertStatus( 400, $this->reorder( $version, array( $documentation => array( $section, 0 ) ) ), 'docent_doc_in_itself' );
		$this->assertStatus( 400, $this->reorder( $version, array( 999999 => array( 0, 0 ) ) ), 'docent_unknown_doc' );
		$this->assertStatus( 400, $this->reorder( $version, array( $section => array( 999999, 0 ) ) ), 'docent_unknown_parent' );
		$this->assertStatus( 400, $this->rest( 'POST', self::ORDER, array( 'version' => $version ) ), 'rest_missing_callback_param' );
		$this->assertStatus( 400, $this->rest( 'POST', self::ORDER, array( 'version' => 'x', 'moves' => array( array( 'id' => $section, 'parent' => 0, 'menu_order' => 0 ) ) ) ), 'rest_invalid_param' );
	}

	public function test_two_reorders_built_on_the_same_version_leave_every_doc_placed_once(): void {
		list( $guide, $first, $article ) = $this->doc_tree();
		$second                          = $this->doc( array( 'post_parent' => $guide ) );
		$other                           = $this->doc();
		$this->act_as( 'administrator' );
		$version = $this->version();
		$before  = count( $this->rest( 'GET', self::TREE )->get_data()['docs'] );

		// One admin moves the article under the second section; the other, looking at the same
		// tree, moves the second section under the first (fine alone, too deep after the first move).
		$this->assertStatus( 200, $this->reorder( $version, array( $article => array( $second, 0 ) ) ) );
		$late = $this->reorder( $version, array( $second => array( $first, 0 ) ) );
		$this->assertStatus( 409, $late, 'docent_tree_changed' );
		$this->assertStringContainsString( 'Someone else changed the docs', $late->get_data()['message'] );
		$fresh = $late->get_data()['data']['tree'];
		$this->assertSame( $this->version(), $fresh['version'] );

		$docs    = $this->rest( 'GET', self::TREE )->get_data()['docs'];
		$ids     = array_column( $docs, 'id' );
		$parents = array_combine( $ids, array_column( $docs, 'parent' ) );
		$this->assertCount( $before, $docs, 'no doc lost or added' );
		$this->assertSame( array_unique( $ids ), $ids, 'no doc twice' );
		$this->assertTrue( Depth_Rule::check( $parents ) );
		$this->assertSame( $second, $parents[ $article ] );
		$this->assertSame( $guide, $parents[ $second ] );
		$this->assertSame( 0, $parents[ $other ] );
	}

	public function test_a_reorder_reaches_the_pages_the_explore_list_and_the_search_index(): void {
		list( $guide, $shown ) = $this->doc_tree();
		$hidden                = $this->doc(
			array(
				'post_parent' => $guide,
				'post_status' => 'draft',
			)
		);
		$article               = $this->doc(
			array(
				'post_parent'  => $hidden,
				'post_title'   => 'Calibrating the frobnitz',
				'post_content' => '<p>The frobnitz wants calibrating.</p>',
			)
		);
		$this->assertNotContains( $article, $this->search_ids( 'frobnitz' ), 'under a draft section: hidden' );
		$stamp = get_option( Docs_Cache::STAMP );
		$this->act_as( 'administrator' );

		$this->assertStatus( 200, $this->reorder( $this->version(), array( $article => array( $shown, 0 ) ) ) );
		$this->assertNotSame( $stamp, get_option( Docs_Cache::STAMP ), 'the docs pages\' stored lists are stale' );
		$this->assertContains( $article, $this->search_ids( 'frobnitz' ) );
		$this->assertSame( $shown, (int) get_post( $article )->post_parent, 'the post cache was cleaned' );
	}

	public function test_core_docs_route_and_the_block_editor_keep_the_depth(): void {
		list( $guide, $section, $article ) = $this->doc_tree( array( 'post_title' => 'Installing' ) );
		list( , $other_section )           = $this->doc_tree();
		$this->act_as( 'administrator' );

		$created = $this->rest(
			'POST',
			'/wp/v2/docs',
			array(
				'title'  => 'Too deep',
				'parent' => $article,
			)
		);
		$this->assertStatus( 400, $created, 'docent_too_deep' );
		$this->assertStringContainsString( '“Too deep” cannot go under “Installing”', $created->get_data()['message'] );
		$this->assertStatus( 400, $this->rest( 'POST', '/wp/v2/docs/' . $other_section, array( 'parent' => $section ) ), 'docent_too_deep' );
		$this->assertSame( $guide, wp_get_post_parent_id( $section ) );

		$this->assertStatus( 201, $this->rest( 'POST', '/wp/v2/docs', array( 'title' => 'New article', 'parent' => $section, 'status' => 'draft' ) ) );
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/docs/' . $article, array( 'parent' => $other_section ) ) );
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/docs/' . $article, array( 'title' => 'Renamed' ) ) );
	}
}
