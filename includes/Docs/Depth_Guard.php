<?php
/**
 * The depth rule where core moves a doc: wp/v2/docs (and so the block editor, which saves through
 * it) and Quick Edit on the docs list.
 *
 * @package Docent
 */

namespace Docent\Docs;

use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Before core's posts controller writes a doc whose parent was sent, the tree with that one
 * change is checked against Depth_Rule: a refused place answers 400 with the rule's message, and
 * the block editor shows it as the save's error notice.
 */
final class Depth_Guard {

	/**
	 * Hooks the check.
	 */
	public function register(): void {
		add_filter( 'rest_pre_insert_' . Post_Type::NAME, array( $this, 'check' ), 10, 2 );
		add_action( 'wp_ajax_inline-save', array( $this, 'check_quick_edit' ), 0 );
	}

	/**
	 * Quick Edit's save (admin-ajax inline-save): a parent that breaks the rule stops the save
	 * before core's handler runs, and Quick Edit shows the rule's message in the row. Only a
	 * request core would accept (its nonce, a user who may edit the doc) is answered; the rest is
	 * left to core, which refuses it.
	 */
	public function check_quick_edit(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked just below, as core's handler does.
		$id = isset( $_POST['post_ID'] ) ? absint( $_POST['post_ID'] ) : 0;
		if ( ! $id || ! isset( $_POST['post_parent'] ) || Post_Type::NAME !== get_post_type( $id ) ) {
			return;
		}
		$parent = absint( $_POST['post_parent'] );
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		if ( ! check_ajax_referer( 'inlineeditnonce', '_inline_edit', false ) || ! current_user_can( 'edit_post', $id ) ) {
			return;
		}
		$valid = self::allows( $id, $parent );
		if ( is_wp_error( $valid ) ) {
			wp_die( esc_html( $valid->get_error_message() ) );
		}
	}

	/**
	 * Refuses a parent that would break the depth rule.
	 *
	 * @param \stdClass|WP_Error $prepared The post about to be written.
	 * @param WP_REST_Request    $request  Request.
	 * @return \stdClass|WP_Error
	 */
	public function check( $prepared, $request ) {
		if ( is_wp_error( $prepared ) || ! $request instanceof WP_REST_Request || ! isset( $request['parent'] ) || ! isset( $prepared->post_parent ) ) {
			return $prepared;
		}
		$valid = self::allows( (int) ( $prepared->ID ?? 0 ), (int) $prepared->post_parent, (string) ( $prepared->post_title ?? '' ) );
		return is_wp_error( $valid ) ? $valid : $prepared;
	}

	/**
	 * Whether a doc (0: a new one) may go under a parent, in the tree as it is stored.
	 *
	 * @param int    $doc    Doc id, 0 for a doc not written yet.
	 * @param int    $parent Parent id, 0 for the top.
	 * @param string $title  The new doc's title, for the message.
	 * @return true|WP_Error
	 */
	public static function allows( int $doc, int $parent, string $title = '' ) {
		if ( 0 === $parent ) {
			return true;
		}
		$parents = array_map( static fn( array $place ): int => $place[0], Doc_Order::places() );
		if ( ! isset( $parents[ $parent ] ) ) {
			return new WP_Error( 'docent_unknown_parent', __( 'A doc can only go under another doc of the knowledge base.', 'docent' ), array( 'status' => 400 ) );
		}
		// A new doc (or one not in the tree, such as a trashed doc) is checked under a stand-in id.
		$id             = $doc > 0 ? $doc : -1;
		$parents[ $id ] = $parent;
		$names = $doc > 0 || '' === trim( $title ) ? array() : array( $id => wp_strip_all_tags( $title ) );
		return Depth_Rule::check( $parents, array( $id ), $names );
	}
}
