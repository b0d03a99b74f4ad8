<?php
/**
 * The Insights module: what it counts from the search and chat modules, and the drafts it writes.
 *
 * @package Docent
 */

namespace Docent\Tests\Insights;

use Docent\Insights\Insights;
use Docent\Insights\Store;
use Docent\Settings\Settings;
use Docent\Support\After_Response;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Through the hooks other modules fire, and through the real REST search route.
 */
final class InsightsTest extends TestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::module()->store()->maybe_install();
	}

	private static function module(): Insights {
		$module = new Insights( new Settings() );
		assert( $module instanceof Insights );
		return $module;
	}

	/**
	 * @return string[]
	 */
	private static function queries( string $kind ): array {
		return array_column( self::module()->store()->top( $kind, 50 ), 'query' );
	}

	public function test_a_search_that_found_nothing_is_counted_as_a_search_and_as_not_found(): void {
		do_action( 'docent_search_performed', 'Refund Policy', 0 );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.7'; // Another visitor: the same query from one client in a row counts once.
		do_action( 'docent_search_performed', 'refund policy', 0 );
		$this->assertSame( array( 'refund policy' ), self::queries( Store::SEARCH ) );
		$this->assertSame( array( 'refund policy' ), self::queries( Store::SEARCH_MISS ) );
		$this->assertSame( 2, self::module()->store()->top( Store::SEARCH_MISS, 1 )[0]['hits'] );
	}

	public function test_a_search_that_found_docs_is_only_counted_as_a_search(): void {
		do_action( 'docent_search_performed', 'install', 4 );
		$this->assertSame( array( 'install' ), self::queries( Store::SEARCH ) );
		$this->assertSame( array(), self::queries( Store::SEARCH_MISS ) );
	}

	public function test_an_unanswered_chat_question_is_counted(): void {
		do_action( 'docent_chat_unanswered', 'Do you ship to Mars?' );
		$this->assertSame( array( 'do you ship to mars' ), self::queries( Store::CHAT_MISS ) );
	}

	public function test_odd_hook_arguments_are_ignored(): void {
		do_action( 'docent_search_performed', array( 'x' ), 0 );
		do_action( 'docent_chat_unanswered', null );
		foreach ( Store::KINDS as $kind ) {
			$this->assertSame( array(), self::queries( $kind ) );
		}
	}

	public function test_the_rest_search_route_feeds_the_not_found_list(): void {
		if ( ! isset( rest_get_server()->get_routes( 'docent/v1' )['/docent/v1/search'] ) ) {
			$this->markTestSkipped( 'The search module is not built in this tree.' );
		}
		$this->doc( array( 'post_title' => 'Installing the plugin' ) );
		$this->rest( 'GET', '/docent/v1/search', array( 'q' => 'Quetzalcoatl Xylophones' ) );
		$this->assertContains( 'quetzalcoatl xylophones', self::queries( Store::SEARCH_MISS ) );
	}

	public function test_on_php_fpm_the_search_is_counted_only_after_the_answer_is_sent(): void {
		$this->doc( array( 'post_title' => 'Installing the plugin' ) );
		add_filter( 'docent_after_response', '__return_true' );
		try {
			$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'Quetzalcoatl Xylophones' ) );
			$this->assertSame( 200, $response->get_status() );
			$this->assertNotContains( 'quetzalcoatl xylophones', self::queries( Store::SEARCH ), 'not while the visitor waits' );
			After_Response::finish();
			$this->assertContains( 'quetzalcoatl xylophones', self::queries( Store::SEARCH ) );
			$this->assertContains( 'quetzalcoatl xylophones', self::queries( Store::SEARCH_MISS ) );
		} finally {
			remove_filter( 'docent_after_response', '__return_true' );
			remove_action( 'shutdown', array( After_Response::class, 'finish' ), PHP_INT_MAX );
		}
	}

	public function test_a_chat_question_the_docs_have_nothing_for_is_counted(): void {
		$this->chat()->answer( 'Xylophone quetzalcoatl zymurgy?' );
		$this->assertSame( array( 'xylophone quetzalcoatl zymurgy' ), self::queries( Store::CHAT_MISS ) );
	}

	public function test_write_draft_creates_one_draft_doc_per_insight(): void {
		$this->act_as( 'editor' );
		do_action( 'docent_search_performed', 'reset password', 0 );
		$row   = self::module()->store()->top( Store::SEARCH_MISS, 1 )[0];
		$first = self::module()->write_draft( $row['query'], $row['id'] );
		$this->assertIsArray( $first );
		$this->assertTrue( $first['created'] );
		$post = get_post( $first['id'] );
		$this->assertSame( 'docs', $post->post_type );
		$this->assertSame( 'draft', $post->post_status );
		$this->assertSame( 'Reset password', $post->post_title );
		$this->assertSame( get_current_user_id(), (int) $post->post_author );
		$this->assertStringContainsString( 'post.php?post=' . $first['id'] . '&action=edit', $first['edit_link'] );

		$again = self::module()->write_draft( $row['query'], $row['id'] );
		$this->assertFalse( $again['created'] );
		$this->assertSame( $first['id'], $again['id'] );

		wp_trash_post( $first['id'] );
		$after_trash = self::module()->write_draft( $row['query'], $row['id'] );
		$this->assertTrue( $after_trash['created'] );
		$this->assertNotSame( $first['id'], $after_trash['id'] );
	}

	public function test_titles_are_plain_text_with_a_capital_first_letter(): void {
		$this->assertSame( 'Éditer un article', Insights::title( 'éditer un article' ) );
		$this->assertSame( 'Bold', Insights::title( '<b>bold</b>' ) );
	}
}
