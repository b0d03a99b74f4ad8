<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

use Docent\Docs\Votes;
use Docent\Pages\Vote_Form;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Pages_TestCase.php';
require_once __DIR__ . '/Left_Request.php';

/**
 * The helpful-vote form: counted through the public vote route, then redirected back.
 */
final class Vote_FormTest extends Pages_TestCase {

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'wp_redirect', array( $this, 'stop_at_redirect' ), 10, 2 );
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_SERVER['HTTP_ORIGIN']    = home_url();
	}

	protected function tearDown(): void {
		remove_filter( 'wp_redirect', array( $this, 'stop_at_redirect' ) );
		remove_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		$_POST = array();
		unset( $_SERVER['HTTP_ORIGIN'], $_SERVER['HTTP_REFERER'] );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		parent::tearDown();
	}

	/**
	 * @param string $location Where the redirect goes.
	 * @param int    $status   Its status.
	 */
	public function stop_at_redirect( $location, $status ) {
		throw new Left_Request( $status . ' ' . $location );
	}

	public function die_handler() {
		return static function ( $message, $title, $args ) {
			throw new Left_Request( (string) ( $args['response'] ?? 500 ) . ' ' . ( is_string( $message ) ? $message : '' ) );
		};
	}

	/**
	 * Posts the form and returns "status location-or-message".
	 *
	 * @param array<string, mixed> $fields Posted fields.
	 */
	private function post( array $fields ): string {
		$_POST = $fields;
		try {
			( new Vote_Form() )->handle();
		} catch ( Left_Request $left ) {
			return $left->getMessage();
		}
		return 'no answer';
	}

	public function test_a_vote_is_counted_once_and_redirects_back_with_the_outcome(): void {
		list( , , $article ) = $this->doc_tree();
		$votes               = ( new Votes() );
		$fields              = array(
			'docent_vote_doc' => (string) $article,
			'docent_helpful'  => 'yes',
		);
		$this->assertSame( '303 ' . add_query_arg( 'docent_voted', 'thanks', get_permalink( $article ) ) . '#docent-helpful', $this->post( $fields ) );
		$this->assertSame( array( 'up' => 1, 'down' => 0 ), $votes->counts( $article ) );
		$this->assertStringStartsWith( '303 ' . add_query_arg( 'docent_voted', 'already', get_permalink( $article ) ), $this->post( array( 'docent_helpful' => 'no' ) + $fields ) );
		$this->assertSame( array( 'up' => 1, 'down' => 0 ), $votes->counts( $article ) );
	}

	public function test_votes_from_other_sites_are_refused(): void {
		list( , , $article ) = $this->doc_tree();
		$_SERVER['HTTP_ORIGIN'] = 'https://attacker.example';
		$this->assertStringStartsWith( '403 ', $this->post( array( 'docent_vote_doc' => (string) $article, 'docent_helpful' => 'yes' ) ) );
		unset( $_SERVER['HTTP_ORIGIN'] );
		$this->assertStringStartsWith( '403 ', $this->post( array( 'docent_vote_doc' => (string) $article, 'docent_helpful' => 'yes' ) ), 'no origin and no referer' );
		$_SERVER['HTTP_REFERER'] = get_permalink( $article );
		$this->assertStringStartsWith( '303 ', $this->post( array( 'docent_vote_doc' => (string) $article, 'docent_helpful' => 'yes' ) ), 'a referer from this site will do' );
	}

	public function test_bad_votes_get_a_clear_4xx(): void {
		list( $documentation, , $article ) = $this->doc_tree();
		$draft                             = $this->doc( array( 'post_status' => 'draft' ) );
		$this->assertStringStartsWith( '400 ', $this->post( array( 'docent_vote_doc' => (string) $article, 'docent_helpful' => 'maybe' ) ) );
		$this->assertStringStartsWith( '400 ', $this->post( array( 'docent_vote_doc' => array( $article ), 'docent_helpful' => 'yes' ) ) );
		$this->assertStringStartsWith( '400 ', $this->post( array( 'docent_vote_doc' => (string) $article ) ) );
		$this->assertStringStartsWith( '404 ', $this->post( array( 'docent_vote_doc' => '999999999', 'docent_helpful' => 'yes' ) ) );
		$this->assertStringStartsWith( '404 ', $this->post( array( 'docent_vote_doc' => (string) $draft, 'docent_helpful' => 'yes' ) ) );
		$this->assertSame( array( 'up' => 0, 'down' => 0 ), ( new Votes() )->counts( $article ) );
		$this->assertNotEmpty( $documentation );
	}

	public function test_other_requests_pass_through(): void {
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$this->assertSame( 'no answer', $this->post( array( 'docent_vote_doc' => '1', 'docent_helpful' => 'yes' ) ) );
	}
}
