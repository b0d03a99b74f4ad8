<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * GET /docent/v1/search and POST /docent/v1/search/rebuild as API clients see them.
 */
final class Search_ControllerTest extends TestCase {

	protected function tearDown(): void {
		remove_all_actions( 'docent_search_performed' );
		parent::tearDown();
	}

	public function test_anyone_can_search_and_gets_ranked_results_with_totals(): void {
		list( , , $article ) = $this->doc_tree( array( 'post_title' => 'Gubbins explained' ) );
		$this->doc( array( 'post_content' => '<p>More gubbins.</p>' ) );

		$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'gubbins' ) );
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertCount( 2, $data );
		$this->assertSame( $article, $data[0]['id'] );
		$this->assertSame( array( 'id', 'title', 'link', 'excerpt', 'breadcrumb', 'score' ), array_keys( $data[0] ) );
		$this->assertSame( array( 'documentation', 'section' ), array_keys( $data[0]['breadcrumb'] ) );
		$this->assertSame( '2', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '1', $response->get_headers()['X-WP-TotalPages'] );
	}

	public function test_pages_and_their_headers(): void {
		for ( $i = 0; $i < 3; $i++ ) {
			$this->doc( array( 'post_title' => "Thingamajig $i" ) );
		}
		$response = $this->rest(
			'GET',
			'/docent/v1/search',
			array(
				'q'        => 'thingamajig',
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertCount( 1, $response->get_data() );
		$this->assertSame( '3', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-TotalPages'] );

		$this->assertStatus(
			400,
			$this->rest(
				'GET',
				'/docent/v1/search',
				array(
					'q'        => 'thingamajig',
					'per_page' => 2,
					'page'     => 3,
				)
			),
			'rest_invalid_page_number'
		);
	}

	public function test_a_page_number_too_large_for_an_integer_is_a_400_and_the_index_stays_healthy(): void {
		$this->doc( array( 'post_title' => 'Index of whatsits' ) );
		foreach ( array( '99999999999999999999', '9223372036854775807', '922337203685477580' ) as $page ) {
			$response = $this->rest(
				'GET',
				'/docent/v1/search',
				array(
					'q'    => 'index',
					'page' => $page,
				)
			);
			$this->assertStatus( 400, $response, 'rest_invalid_page_number' );
		}
		$this->assertNull( \Docent\Search\Index\Index_Health::last_failure() );
		$this->act_as( 'administrator' );
		$status = $this->rest( 'GET', '/docent/v1/search/status' );
		$this->assertStatus( 200, $status );
		$this->assertTrue( $status->get_data()['ok'], (string) wp_json_encode( $status->get_data() ) );
	}

	public function test_no_match_is_an_empty_list_not_an_error(): void {
		$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'xyzzyplughnothing' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array(), $response->get_data() );
		$this->assertSame( '0', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '0', $response->get_headers()['X-WP-TotalPages'] );
	}

	public function test_a_missing_empty_or_blank_query_is_a_400(): void {
		$this->assertStatus( 400, $this->rest( 'GET', '/docent/v1/search' ), 'rest_missing_callback_param' );
		$this->assertStatus( 400, $this->rest( 'GET', '/docent/v1/search', array( 'q' => '' ) ), 'rest_invalid_param' );
		$this->assertStatus( 400, $this->rest( 'GET', '/docent/v1/search', array( 'q' => " \t " ) ), 'rest_invalid_param' );
		$this->assertStatus( 400, $this->rest( 'GET', '/docent/v1/search', array( 'q' => array( 'a' ) ) ), 'rest_invalid_param' );
		$this->assertStatus( 400, $this->rest( 'GET', '/docent/v1/search', array( 'q' => str_repeat( 'a', 201 ) ) ), 'rest_invalid_param' );
	}

	public function test_per_page_must_be_between_1_and_50(): void {
		$this->doc( array( 'post_title' => 'Doohickey' ) );
		foreach ( array( 0, 51, -1, 'many' ) as $bad ) {
			$this->assertStatus(
				400,
				$this->rest(
					'GET',
					'/docent/v1/search',
					array(
						'q'        => 'doohickey',
						'per_page' => $bad,
					)
				),
				'rest_invalid_param'
			);
		}
		foreach ( array( 1, 50 ) as $good ) {
			$this->assertStatus(
				200,
				$this->rest(
					'GET',
					'/docent/v1/search',
					array(
						'q'        => 'doohickey',
						'per_page' => $good,
					)
				)
			);
		}
		$this->assertStatus(
			400,
			$this->rest(
				'GET',
				'/docent/v1/search',
				array(
					'q'    => 'doohickey',
					'page' => 0,
				)
			),
			'rest_invalid_param'
		);
	}

	public function test_titles_and_excerpts_are_escaped_with_only_mark_tags(): void {
		$this->act_as( 'administrator' );
		$this->article( '<img src=x onerror=alert(1)> Whatsit', '<p>The whatsit <script>alert(2)</script> is &lt;here&gt;.</p>' );
		wp_set_current_user( 0 );

		$item = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'whatsit' ) )->get_data()[0];
		$this->assertSame( 'Whatsit', $item['title'] );
		$this->assertStringNotContainsString( 'alert(2)', $item['excerpt'], 'script bodies are not text' );
		$this->assertSame( 'The <mark>whatsit</mark> is &lt;here&gt;.', $item['excerpt'] );
	}

	public function test_drafts_and_private_docs_never_appear(): void {
		$this->doc( array( 'post_title' => 'Hoosegow draft', 'post_status' => 'draft' ) );
		$this->doc( array( 'post_title' => 'Hoosegow private', 'post_status' => 'private' ) );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'hoosegow' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array(), $response->get_data() );
	}

	public function test_each_search_is_announced_for_insights(): void {
		$this->doc( array( 'post_title' => 'Kerplunk one' ) );
		$seen = array();
		add_action(
			'docent_search_performed',
			static function ( string $query, int $total ) use ( &$seen ): void {
				$seen[] = array( $query, $total );
			},
			10,
			2
		);
		$this->rest( 'GET', '/docent/v1/search', array( 'q' => '  kerplunk ' ) );
		$this->rest( 'GET', '/docent/v1/search', array( 'q' => 'nothingmatcheszz' ) );
		$this->assertSame( array( array( 'kerplunk', 1 ), array( 'nothingmatcheszz', 0 ) ), $seen );
	}

	public function test_the_route_describes_its_schema(): void {
		$response = $this->rest( 'OPTIONS', '/docent/v1/search' );
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertSame( array( 'id', 'title', 'link', 'excerpt', 'breadcrumb', 'score' ), array_keys( $data['schema']['properties'] ) );
		$args = $data['endpoints'][0]['args'];
		$this->assertTrue( $args['q']['required'] );
		$this->assertSame( 50, $args['per_page']['maximum'] );
	}

	public function test_only_administrators_may_rebuild(): void {
		$this->assertStatus( 401, $this->rest( 'POST', '/docent/v1/search/rebuild' ), 'rest_forbidden' );
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'POST', '/docent/v1/search/rebuild' ), 'rest_forbidden' );
	}

	public function test_a_rebuild_runs_one_batch_per_call_until_finished(): void {
		$this->act_as( 'administrator' );
		$doc = $this->doc( array( 'post_title' => 'Skedaddle' ) );

		$response = $this->rest( 'POST', '/docent/v1/search/rebuild', array( 'restart' => true ) );
		$this->assertStatus( 200, $response );
		$progress = $response->get_data();
		$this->assertSame( array( 'done', 'total', 'finished' ), array_keys( $progress ) );
		for ( $calls = 1; ! $progress['finished'] && $calls < 50; $calls++ ) {
			$progress = $this->rest( 'POST', '/docent/v1/search/rebuild' )->get_data();
		}
		$this->assertTrue( $progress['finished'] );
		$this->assertSame( $progress['total'], $progress['done'] );

		$ids = array_column( $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'skedaddle' ) )->get_data(), 'id' );
		$this->assertSame( array( $doc ), $ids );
	}
}
