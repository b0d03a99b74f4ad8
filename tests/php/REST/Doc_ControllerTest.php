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
 * GET /docent/v1/docs/{id}: one doc, published for everyone, hidden ones only for those who may read them.
 */
final class Doc_ControllerTest extends TestCase {

	/**
	 * Who may read a doc in each state: role => expected status.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: int}>
	 */
	public static function matrix(): array {
		$states = array(
			'published' => array( array(), array( 200, 200, 200, 200 ) ),
			'draft'     => array( array( 'post_status' => 'draft' ), array( 404, 404, 200, 200 ) ),
			'pending'   => array( array( 'post_status' => 'pending' ), array( 404, 404, 200, 200 ) ),
			'private'   => array( array( 'post_status' => 'private' ), array( 404, 404, 200, 200 ) ),
			'password'  => array( array( 'post_password' => 'hunter2' ), array( 404, 404, 200, 200 ) ),
			'scheduled' => array(
				array(
					'post_status' => 'future',
					'post_date'   => gmdate( 'Y-m-d H:i:s', time() + WEEK_IN_SECONDS ),
				),
				array( 404, 404, 200, 200 ),
			),
			'trashed'   => array( array( 'post_status' => 'trash' ), array( 404, 404, 404, 404 ) ),
		);
		$roles  = array( 'anonymous', 'subscriber', 'editor', 'administrator' );
		$cases  = array();
		foreach ( $states as $state => list( $fields, $statuses ) ) {
			foreach ( $roles as $i => $role ) {
				$cases[ "$state doc, $role" ] = array( $fields, $role, $statuses[ $i ] );
			}
		}
		return $cases;
	}

	/**
	 * @dataProvider matrix
	 *
	 * @param array<string, mixed> $fields Doc fields.
	 * @param string               $role   Role.
	 * @param int                  $status Expected status.
	 */
	public function test_who_may_read_which_doc( array $fields, string $role, int $status ): void {
		$id = $this->doc(
			array_merge(
				array(
					'post_title'   => 'Matrix doc',
					'post_content' => 'Matrix body words',
				),
				$fields
			)
		);
		$this->act_as( $role );
		$response = $this->rest( 'GET', "/docent/v1/docs/$id" );
		$this->assertStatus( $status, $response, 404 === $status ? 'rest_post_invalid_id' : null );
		$json = (string) wp_json_encode( $response->get_data() );
		if ( 404 === $status ) {
			$this->assertStringNotContainsString( 'Matrix body words', $json );
			$this->assertStringNotContainsString( 'Matrix doc', $json );
		} else {
			$this->assertSame( $id, $response->get_data()['id'] );
			$this->assertStringContainsString( 'Matrix body words', $response->get_data()['content'] );
		}
	}

	public function test_a_doc_answers_title_rendered_content_link_and_breadcrumb(): void {
		list( $documentation, $section, $article ) = $this->doc_tree(
			array(
				'post_title'   => 'Tips &amp; tricks',
				'post_content' => "<!-- wp:paragraph -->\n<p>First para.</p>\n<!-- /wp:paragraph -->\n\n[docent_test_shortcode]",
			)
		);
		add_shortcode( 'docent_test_shortcode', static fn(): string => '<em>from a shortcode</em>' );
		$response = $this->rest( 'GET', "/docent/v1/docs/$article" );
		remove_shortcode( 'docent_test_shortcode' );

		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertSame( $article, $data['id'] );
		$this->assertSame( $section, $data['parent'] );
		$this->assertSame( 'Tips & tricks', $data['title'] );
		$this->assertStringContainsString( '<p>First para.</p>', $data['content'] );
		$this->assertStringContainsString( '<em>from a shortcode</em>', $data['content'], 'content goes through the content filters' );
		$this->assertStringNotContainsString( '<!-- wp:', $data['content'] );
		$this->assertSame( get_permalink( $article ), $data['link'] );
		$this->assertSame(
			array(
				'documentation' => get_the_title( $documentation ),
				'section'       => get_the_title( $section ),
			),
			$data['breadcrumb']
		);
		$this->assertSame(
			array(
				'up'    => 0,
				'down'  => 0,
				'voted' => false,
			),
			$data['votes']
		);
	}

	public function test_the_answer_carries_the_vote_counts(): void {
		$id = $this->doc();
		update_post_meta( $id, Votes::UP, 4 );
		update_post_meta( $id, Votes::DOWN, 1 );
		$votes = $this->rest( 'GET', "/docent/v1/docs/$id" )->get_data()['votes'];
		$this->assertSame( 4, $votes['up'] );
		$this->assertSame( 1, $votes['down'] );
	}

	/**
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function bad_ids(): array {
		return array(
			'negative'  => array( '-5', 404 ),
			'zero'      => array( '0', 400 ),
			'word'      => array( 'abc', 404 ),
			'missing'   => array( '987654321', 404 ),
			'too large' => array( '99999999999999999999999', 404 ),
		);
	}

	/**
	 * @dataProvider bad_ids
	 *
	 * @param string $id     Id in the path.
	 * @param int    $status Expected status.
	 */
	public function test_bad_ids_are_4xx( string $id, int $status ): void {
		$this->assertStatus( $status, $this->rest( 'GET', "/docent/v1/docs/$id" ) );
	}

	public function test_posts_pages_and_attachments_are_not_docs(): void {
		$this->act_as( 'administrator' );
		$post = (int) wp_insert_post( array( 'post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'A post' ) );
		$page = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'A page' ) );
		foreach ( array( $post, $page ) as $id ) {
			$this->assertStatus( 404, $this->rest( 'GET', "/docent/v1/docs/$id" ), 'rest_post_invalid_id' );
		}
	}

	public function test_a_revision_of_a_doc_is_not_readable_by_visitors(): void {
		$id = $this->doc( array( 'post_content' => 'First version' ) );
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => 'Second version',
			)
		);
		$revisions = wp_get_post_revisions( $id );
		$this->assertNotEmpty( $revisions );
		$this->assertStatus( 404, $this->rest( 'GET', '/docent/v1/docs/' . array_key_first( $revisions ) ) );
	}

	public function test_no_secret_reaches_a_doc(): void {
		( new Settings() )->update( array( 'integrate_ai' => array( 'api_key' => 'sk-doc-SECRET' ) ) );
		$id   = $this->doc();
		$json = (string) wp_json_encode( $this->rest( 'GET', "/docent/v1/docs/$id" )->get_data() );
		$this->assertStringNotContainsString( 'sk-doc-SECRET', $json );
		$this->assertStringNotContainsString( 'docent:v1:', $json );
	}
}
