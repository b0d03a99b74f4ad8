<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Tests\TestCase;
use WP;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * WordPress's REST authentication, as a real request runs it (the `rest_authentication_errors`
 * filter, with its cookie check): an expired nonce from a cached page no longer shuts a visitor
 * out of Docent's routes, and a logged-in user's nonce is still checked.
 */
final class Visitor_NonceTest extends TestCase {

	/**
	 * The globals a real request sets, saved to be put back.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved = array();

	protected function setUp(): void {
		parent::setUp();
		$this->saved = array(
			'wp'     => $GLOBALS['wp'] ?? null,
			'cookie' => $GLOBALS['wp_rest_auth_cookie'] ?? null,
		);
		$GLOBALS['wp'] = new WP();
	}

	protected function tearDown(): void {
		$GLOBALS['wp']                  = $this->saved['wp'];
		$GLOBALS['wp_rest_auth_cookie'] = $this->saved['cookie'];
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		parent::tearDown();
	}

	/**
	 * What WordPress's REST server decides before dispatching a request to a route.
	 *
	 * @param string $route The route asked for.
	 * @param string $nonce The X-WP-Nonce header.
	 * @return mixed True, null, or a WP_Error.
	 */
	private static function authenticate( string $route, string $nonce ) {
		$GLOBALS['wp']->query_vars['rest_route'] = $route;
		$_SERVER['HTTP_X_WP_NONCE']              = $nonce;
		return apply_filters( 'rest_authentication_errors', null );
	}

	public function test_a_visitors_expired_nonce_is_passed_over_on_docents_routes(): void {
		foreach ( array( '/docent/v1/chat', '/docent/v1/messages', '/docent/v1/docs/12/vote', '/wp/v2/docs/settings/ai-integration/chat' ) as $route ) {
			$this->assertTrue( self::authenticate( $route, 'a1b2c3d4e5' ), $route );
			$this->assertSame( 0, get_current_user_id() );
		}
	}

	public function test_other_routes_keep_wordpresss_check(): void {
		$result = self::authenticate( '/wp/v2/posts', 'a1b2c3d4e5' );

		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'rest_cookie_invalid_nonce', $result->get_error_code() );
	}

	public function test_a_logged_in_users_nonce_is_still_checked(): void {
		$this->act_as( 'subscriber' );
		$GLOBALS['wp_rest_auth_cookie'] = true;

		$result = self::authenticate( '/docent/v1/messages', 'a1b2c3d4e5' );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'rest_cookie_invalid_nonce', $result->get_error_code() );
	}

	public function test_an_earlier_refusal_stands(): void {
		$refuse = static fn() => new \WP_Error( 'closed', 'No REST API for visitors', array( 'status' => 401 ) );
		add_filter( 'rest_authentication_errors', $refuse );
		try {
			$result = self::authenticate( '/docent/v1/chat', '' );
		} finally {
			remove_filter( 'rest_authentication_errors', $refuse );
		}
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'closed', $result->get_error_code() );
	}
}
