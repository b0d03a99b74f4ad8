<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * GET /docent/v1/docs/lookup?url=…: the published doc at an address of this site, for anyone;
 * a hidden doc, another kind of post or a bad address is a 404 or a 400, never a 5xx.
 */
final class Doc_Lookup_ControllerTest extends TestCase {

	/**
	 * The path and query of a link of this site.
	 *
	 * @param string $link Link.
	 */
	private static function path( string $link ): string {
		$parts = wp_parse_url( $link );
		return ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
	}

	private function lookup( string $url ): \WP_REST_Response {
		return $this->rest( 'GET', '/docent/v1/docs/lookup', array( 'url' => $url ) );
	}

	public function test_a_published_doc_is_found_by_its_permalink_with_or_without_the_trailing_slash(): void {
		$parent = $this->doc( array( 'post_title' => 'Getting started' ) );
		$id     = $this->doc(
			array(
				'post_title'   => 'Installing the plugin',
				'post_parent'  => $parent,
				'post_content' => '<p>Upload the zip.</p>',
			)
		);
		$path = self::path( (string) get_permalink( $id ) );
		$this->assertStringEndsWith( get_post_field( 'post_name', $parent ) . '/' . get_post_field( 'post_name', $id ) . '/', $path, 'a pretty, nested permalink' );

		foreach ( array( $path, rtrim( $path, '/' ), '/?p=' . $id ) as $url ) {
			$response = $this->lookup( $url );
			$this->assertStatus( 200, $response );
			$this->assertSame( $id, $response->get_data()['id'] );
			$this->assertSame( 'Installing the plugin', $response->get_data()['title'] );
			$this->assertStringContainsString( 'Upload the zip.', $response->get_data()['content'] );
		}
	}

	public function test_hidden_docs_are_not_found_even_for_an_editor(): void {
		$draft    = $this->doc( array( 'post_status' => 'draft', 'post_title' => 'Secret draft', 'post_name' => 'secret-draft' ) );
		$locked   = $this->doc( array( 'post_password' => 'hunter2', 'post_title' => 'Locked doc' ) );
		$hidden   = $this->doc( array( 'post_status' => 'private', 'post_title' => 'Private section' ) );
		$under    = $this->doc( array( 'post_title' => 'Under a private section', 'post_parent' => $hidden ) );
		$page     = (int) wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'A page' ) );
		$this->act_as( 'editor' );
		$cases = array(
			'draft'            => '/?p=' . $draft,
			'password'         => self::path( (string) get_permalink( $locked ) ),
			'private parent'   => '/?p=' . $under,
			'a page'           => self::path( (string) get_permalink( $page ) ),
			'nothing there'    => '/no-such-doc/',
		);
		foreach ( $cases as $case => $url ) {
			$response = $this->lookup( $url );
			$this->assertStatus( 404, $response, 'docent_doc_not_found' );
			$this->assertStringNotContainsString( 'Secret', (string) wp_json_encode( $response->get_data() ), $case );
		}
	}

	public function test_an_address_that_is_not_a_path_of_this_site_is_a_400(): void {
		foreach ( array( 'https://evil.example/docs/x/', '//evil.example/docs/', 'docs/x', '', str_repeat( '/a', 1001 ) ) as $url ) {
			$this->assertStatus( 400, $this->lookup( $url ), 'rest_invalid_param' );
		}
		$this->assertStatus( 400, $this->rest( 'GET', '/docent/v1/docs/lookup' ), 'rest_missing_callback_param' );
	}
}
