<?php
/**
 * A nonce a logged-out visitor sends to Docent's routes is not checked.
 *
 * @package Docent
 */

namespace Docent\REST;

use WP;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress checks the REST nonce of every request that sends one, logged in or not, and answers
 * 403 `rest_cookie_invalid_nonce` once it is 12–24 hours old. Docent's pages carry no nonce for
 * visitors, but a page from a page cache made before, or a theme's own api-fetch set-up on the
 * page, can still send an old one. A nonce guards a logged-in user's cookie against requests made
 * on their behalf; a visitor has no such cookie, and Docent's public routes are guarded by their
 * rate limits and the bot check instead. So on Docent's routes, for a request with no logged-in
 * user (no valid login cookie, no application password), the nonce is passed over; a logged-in
 * user's is checked as always.
 */
final class Visitor_Nonce {

	/**
	 * Just before WordPress's cookie check (rest_cookie_check_errors, 100), after other plugins'
	 * own rules at the default priority (a plugin closing the REST API to visitors still does).
	 */
	private const PRIORITY = 99;

	/**
	 * Hooks the check.
	 */
	public function register(): void {
		add_filter( 'rest_authentication_errors', array( $this, 'pass_over' ), self::PRIORITY );
	}

	/**
	 * True (authenticated as nobody) for a visitor's request to a Docent route; otherwise what
	 * came before, untouched.
	 *
	 * @param mixed $result Null, true, or a WP_Error from an earlier check.
	 * @return mixed
	 */
	public function pass_over( $result ) {
		if ( null !== $result || is_user_logged_in() ) {
			return $result;
		}
		$wp    = $GLOBALS['wp'] ?? null;
		$route = $wp instanceof WP && isset( $wp->query_vars['rest_route'] ) ? (string) $wp->query_vars['rest_route'] : '';
		return '' !== $route && Request_Guard::is_docent_route( $route ) ? true : $result;
	}
}
