<?php
/**
 * A conversation with the chat as plain text, for a message handed to a person.
 *
 * @package Docent
 */

namespace Docent\AI\Conversations;

defined( 'ABSPATH' ) || exit;

/**
 * Built from the turns the server stored, never from the visitor's copy, so the site owner reads
 * exactly what the assistant said.
 */
final class Transcript {

	/**
	 * The turns as readable text: each question, the reply and its links.
	 *
	 * @param array<int, array{question:string, answer:string, links:array<int, array{title:string, permalink:string}>}> $turns Turns, oldest first.
	 */
	public static function text( array $turns ): string {
		$lines = array( __( '--- Conversation with the assistant ---', 'docent' ) );
		foreach ( $turns as $turn ) {
			/* translators: %s: the visitor's question. */
			$lines[] = sprintf( __( 'Visitor: %s', 'docent' ), $turn['question'] );
			/* translators: %s: the assistant's reply. */
			$lines[] = sprintf( __( 'Assistant: %s', 'docent' ), $turn['answer'] );
			foreach ( $turn['links'] as $link ) {
				/* translators: 1: article title, 2: its address. */
				$lines[] = sprintf( __( '  Read more: %1$s <%2$s>', 'docent' ), $link['title'], $link['permalink'] );
			}
			$lines[] = '';
		}
		return rtrim( implode( "\n", $lines ) );
	}

	/**
	 * A message body with the transcript of a conversation after the visitor's own text.
	 *
	 * @param string                                                                                                      $body  The visitor's message.
	 * @param array<int, array{question:string, answer:string, links:array<int, array{title:string, permalink:string}>}> $turns Turns, oldest first.
	 */
	public static function attach( string $body, array $turns ): string {
		return rtrim( $body ) . "\n\n" . self::text( $turns );
	}
}
