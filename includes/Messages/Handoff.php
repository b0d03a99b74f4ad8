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
 * The message body with the transcript the server kept for a conversation id it issued. The
 * widget shows the visitor the same turns before sending; what is stored and mailed comes from
 * the database only. Body and transcript together stay within Store::BODY_MAX.
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
	 * The body to store: the visitor's text, then the transcript when a conversation is attached.
	 *
	 * @param string $message      The visitor's message (already validated).
	 * @param string $conversation Conversation id, or '' for none.
	 * @return string|WP_Error
	 */
	public function body( string $message, string $conversation ) {
		if ( '' === $conversation ) {
			return $message;
		}
		$turns = Conversations::is_id( $conversation ) ? $this->conversations->turns( $conversation ) : array();
		if ( ! $turns ) {
			return new WP_Error(
				'docent_conversation_unknown',
				__( 'The conversation could not be found any more. Remove it from the message and send it again.', 'docent' ),
				array( 'status' => 400 )
			);
		}
		$body = Transcript::attach( $message, $turns );
		if ( mb_strlen( $body ) > Store::BODY_MAX ) {
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
		return $body;
	}
}
