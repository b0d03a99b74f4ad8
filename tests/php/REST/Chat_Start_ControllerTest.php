<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Docs\Votes;
use Docent\Settings\Settings;
use Docent\Tests\AI\Chat_Test_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/AI/Chat_Test_Case.php';

/**
 * The chat's opening: greeting, suggested questions and the most helpful articles they fall back to.
 */
final class Chat_Start_ControllerTest extends Chat_Test_Case {

	private const ROUTE = '/docent/v1/chat/start';

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
	 * The opening as an anonymous visitor reads it.
	 *
	 * @return array<string, mixed>
	 */
	private function opening(): array {
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 200, $response );
		return $response->get_data();
	}

	public function test_the_opening_has_a_greeting_and_suggestions_from_settings_or_the_most_helpful_articles(): void {
		$this->assertStatus( 403, $this->rest( 'GET', self::ROUTE ), 'docent_chat_disabled' );
		$this->configure( array( 'provider' => 'local' ) );
		$doc = $this->doc( array( 'post_title' => 'The most helpful article' ) );
		$this->score( $doc, 50 );
		$start = $this->opening();
		$this->assertNotSame( '', $start['greeting'] );
		$this->assertSame( 'The most helpful article', $start['suggestions'][0] );
		$this->assertLessThanOrEqual( 3, count( $start['suggestions'] ) );

		$this->configure( array( 'greeting' => 'Hello from the docs team!', 'suggestions' => array( 'How do I start?', 'Where is my invoice?' ) ) );
		$start = $this->opening();
		$this->assertSame( 'Hello from the docs team!', $start['greeting'] );
		$this->assertSame( array( 'How do I start?', 'Where is my invoice?' ), $start['suggestions'] );
		$this->assertSame( 'The most helpful article', $start['helpful'][0], 'The fallback is given beside the admin’s questions, for the preview.' );
	}

	public function test_empty_suggestions_fall_back_to_the_best_voted_public_articles_then_the_first_ones(): void {
		$this->configure( array( 'provider' => 'local', 'suggestions' => array( '', ' ', '' ) ) );
		list( $first, )        = $this->tree( 'First in reading order', -3 );
		list( $second, $under ) = $this->tree( 'Second in reading order', -2 );
		$third                 = $this->doc( array( 'post_title' => 'Third in reading order', 'post_parent' => $under ) );
		$private               = $this->doc( array( 'post_title' => 'Private favourite', 'post_parent' => $under, 'post_status' => 'private' ) );
		$locked                = $this->doc( array( 'post_title' => 'Locked favourite', 'post_parent' => $under, 'post_password' => 'secret' ) );
		$draft                 = $this->doc( array( 'post_title' => 'Draft favourite', 'post_parent' => $under, 'post_status' => 'draft' ) );

		// No votes yet: the first articles in reading order, as Explore lists them.
		$this->assertSame( array( 'First in reading order', 'Second in reading order', 'Third in reading order' ), $this->opening()['suggestions'] );

		foreach ( array( $private, $locked, $draft ) as $hidden ) {
			$this->score( $hidden, 100 );
		}
		$this->score( $third, 9 );
		$this->score( $first, 3, 1 );
		$this->score( $second, 1, 4 );
		$start = $this->opening();
		$this->assertSame( array( 'Third in reading order', 'First in reading order', 'Second in reading order' ), $start['suggestions'] );
		$this->assertSame( $start['suggestions'], $start['helpful'] );
	}

	public function test_the_explore_selection_does_not_replace_the_most_helpful_articles(): void {
		list( $picked, ) = $this->tree( 'Picked for Explore', -5 );
		list( $best, )   = $this->tree( 'Best voted', -4 );
		$this->score( $best, 4 );
		$this->set_explore( array( 'show_content' => 'selected', 'selected_articles' => array( $picked ) ) );
		$this->configure( array( 'provider' => 'local' ) );
		$this->assertSame( array( 'Best voted', 'Picked for Explore' ), array_slice( $this->opening()['suggestions'], 0, 2 ) );
	}

	public function test_an_administrator_reads_it_for_the_preview_while_the_chat_is_off(): void {
		$this->tree( 'An article', -9 );
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'GET', self::ROUTE ), 'docent_chat_disabled' );
		$this->act_as( 'administrator' );
		$this->assertSame( 'An article', $this->opening()['helpful'][0] );
	}

	/**
	 * Documentation > section > article, the documentation at this menu order (ahead of the
	 * demo docs when negative).
	 *
	 * @param string $title Article title.
	 * @param int    $order The documentation's menu order.
	 * @return array{0:int,1:int} The article and its section.
	 */
	private function tree( string $title, int $order ): array {
		$documentation = $this->doc( array( 'menu_order' => $order ) );
		$section       = $this->doc( array( 'post_parent' => $documentation ) );
		return array( $this->doc( array( 'post_title' => $title, 'post_parent' => $section ) ), $section );
	}

	/**
	 * Saves Explore settings over the current ones.
	 *
	 * @param array<string, mixed> $explore Explore settings.
	 */
	private function set_explore( array $explore ): void {
		$option            = (array) get_option( Settings::OPTION, array() );
		$option['explore'] = array_merge( (array) ( $option['explore'] ?? array() ), $explore );
		update_option( Settings::OPTION, $option );
	}
}
