<?php
/**
 * "Was this helpful?" without JavaScript: the helpful-vote block is a plain form posted to the
 * article itself; this handler passes it to the public vote route (POST /docent/v1/docs/{id}/vote,
 * the one the widget uses) and redirects back with the outcome in the URL (post/redirect/get).
 *
 * @package Docent
 */

namespace Docent\Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Handles the helpful-vote form.
 */
final class Vote_Form {

	public const FIELD_DOC     = 'docent_vote_doc';
	public const FIELD_HELPFUL = 'docent_helpful';
	public const RESULT        = 'docent_voted';

	/** Outcomes the block can show, by HTTP status of the vote route. */
	private const OUTCOMES = array(
		200 => 'thanks',
		409 => 'already',
		429 => 'limited',
	);

	/**
	 * Hooks before any template is chosen.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'handle' ), 1 );
	}

	/**
	 * The outcome shown after a vote ("" when none), from the URL.
	 */
	public static function outcome(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks which fixed message to show.
		$value = isset( $_GET[ self::RESULT ] ) && is_string( $_GET[ self::RESULT ] ) ? sanitize_key( wp_unslash( $_GET[ self::RESULT ] ) ) : '';
		return in_array( $value, array_merge( array_values( self::OUTCOMES ), array( 'error' ) ), true ) ? $value : '';
	}

	/**
	 * A posted vote: checked, counted through the REST route, then a 303 back to the article.
	 * No nonce: the page is the same for every visitor (cacheable) and the route is open to
	 * anonymous votes by design. What guards it: the request must come from this site's own
	 * pages (Origin, else Referer), and the route's one-vote-per-visitor rule and rate limit.
	 */
	public function handle(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- see above.
		if ( 'POST' !== $method || ! isset( $_POST[ self::FIELD_DOC ] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		$doc_id  = is_string( $_POST[ self::FIELD_DOC ] ) && ctype_digit( $_POST[ self::FIELD_DOC ] ) ? (int) $_POST[ self::FIELD_DOC ] : 0;
		// phpcs:ignore WordPress.Security.NonceVerification.Missing
		$helpful = isset( $_POST[ self::FIELD_HELPFUL ] ) && is_string( $_POST[ self::FIELD_HELPFUL ] ) ? sanitize_key( wp_unslash( $_POST[ self::FIELD_HELPFUL ] ) ) : '';
		if ( ! self::same_site() ) {
			$this->fail( __( 'Votes can only be sent from this site’s pages.', 'docent' ), 403 );
			return;
		}
		if ( ! $doc_id || ! in_array( $helpful, array( 'yes', 'no' ), true ) ) {
			$this->fail( __( 'This vote is missing its answer. Go back and choose Yes or No.', 'docent' ), 400 );
			return;
		}
		$link = get_permalink( $doc_id );
		if ( ! $link ) {
			$this->fail( __( 'This doc does not exist.', 'docent' ), 404 );
			return;
		}
		$status  = $this->vote( $doc_id, 'yes' === $helpful );
		$outcome = self::OUTCOMES[ $status ] ?? 'error';
		if ( 404 === $status ) {
			$this->fail( __( 'This doc does not take votes.', 'docent' ), 404 );
			return;
		}
		wp_safe_redirect( add_query_arg( self::RESULT, $outcome, $link ) . '#docent-helpful', 303 );
		exit;
	}

	/**
	 * Sends the vote through the public REST route; returns its HTTP status.
	 *
	 * @param int  $doc_id  Doc id.
	 * @param bool $helpful Yes or no.
	 */
	private function vote( int $doc_id, bool $helpful ): int {
		$request = new \WP_REST_Request( 'POST', '/docent/v1/docs/' . $doc_id . '/vote' );
		$request->set_body_params( array( 'helpful' => $helpful ) );
		return (int) rest_do_request( $request )->get_status();
	}

	/**
	 * True when the form was posted from one of this site's pages.
	 */
	public static function same_site(): bool {
		$from = '';
		if ( ! empty( $_SERVER['HTTP_ORIGIN'] ) && 'null' !== $_SERVER['HTTP_ORIGIN'] ) {
			$from = esc_url_raw( wp_unslash( $_SERVER['HTTP_ORIGIN'] ) );
		} elseif ( ! empty( $_SERVER['HTTP_REFERER'] ) ) {
			$from = esc_url_raw( wp_unslash( $_SERVER['HTTP_REFERER'] ) );
		}
		$home = wp_parse_url( home_url() );
		$seen = wp_parse_url( $from );
		return is_array( $seen ) && is_array( $home )
			&& strtolower( (string) ( $seen['host'] ?? '' ) ) === strtolower( (string) ( $home['host'] ?? '' ) )
			&& (int) ( $seen['port'] ?? 0 ) === (int) ( $home['port'] ?? 0 );
	}

	/**
	 * A plain error page with a 4xx status.
	 *
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	private function fail( string $message, int $status ): void {
		wp_die( esc_html( $message ), esc_html__( 'Vote not counted', 'docent' ), array( 'response' => $status, 'back_link' => true ) );
	}
}
