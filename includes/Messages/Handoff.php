<?php
/**
 * "Talk to a person": a contact message carrying the visitor's conversation with the chat.
 *
 * @package Docent
 */

namespace Docent\Messages;

use Docent\AI\Conversations\Conversations;
use Docent\AI\Conversations\Transcript;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The transcript the server kept for a conversation id it issued. The widget shows the visitor
 * the same turns before sending; what is stored and mailed comes from the database only, in the
 * message's own transcript column, never inside the visitor's text. Body and transcript together
 * stay within Store::BODY_MAX.
 */
final class Handoff {

	/**
	 * The chat's stored turns.
	 *
	 * @var Conversations
	 */
	private Conversations $conversations;

	/**
	 * @param Conversations $conversations The chat's stored turns.
	 */
	public function __construct( Conversations $conversations ) {
		$this->conversations = $conversations;
	}

	/**
	 * The turns to store with the message: none without a conversation.
	 *
	 * @param string $message      The visitor's message (already validated).
	 * @param string $conversation Conversation id, or '' for none.
	 * @return array<int, array{question:string, answer:string, links:array<int, array{title:string, permalink:string}>}>|WP_Error
	 */
	public function transcript( string $message, string $conversation ) {
		if ( '' === $conversation ) {
			return array();
		}
		$turns = Conversations::is_id( $conversation ) ? $this->conversations->turns( $conversation ) : array();
		if ( ! $turns ) {
			return new WP_Error(
				'docent_conversation_unknown',
				__( 'The conversation could not be found any more. Remove it from the message and send it again.', 'docent' ),
				array( 'status' => 400 )
			);
		}
		if ( mb_strlen( Transcript::attach( $message, $turns ) ) > Store::BODY_MAX ) {
			return new WP_Error(
				'docent_conversation_too_long',
				sprintf(
					/* translators: %d: maximum number of characters. */
					__( 'The message and the conversation together may be at most %d characters long. Shorten the message or remove the conversation.', 'docent' ),
					Store::BODY_MAX
				),
				array( 'status' => 400 )
			);
		}
		return $turns;
	}
}
