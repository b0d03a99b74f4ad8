<?php
/**
 * The messages a chat-completions model gets: what it is told, the conversation so far, then the
 * passages and the question.
 *
 * @package Docent
 */

namespace Docent\AI\Providers;

use Docent\AI\Retrieval\Passage;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the prompt of OpenAI_Compatible_Provider. The model is told to answer from the passages
 * only, and to say so when they do not answer.
 */
final class Prompt {

	/**
	 * The chat messages for a question.
	 *
	 * @param string                                             $question The visitor's question.
	 * @param Passage[]                                          $passages Relevant passages, best first.
	 * @param array<int, array{question:string, answer:string}> $history  Previous turns, oldest first.
	 * @return array<int, array{role:string, content:string}>
	 */
	public static function messages( string $question, array $passages, array $history ): array {
		$messages = array(
			array(
				'role'    => 'system',
				'content' => self::system(),
			),
		);
		// The earlier turns as they were asked and answered, so "and how do I undo that?" has a referent.
		foreach ( $history as $turn ) {
			$messages[] = array(
				'role'    => 'user',
				'content' => $turn['question'],
			);
			$messages[] = array(
				'role'    => 'assistant',
				'content' => $turn['answer'],
			);
		}
		$messages[] = array(
			'role'    => 'user',
			'content' => self::user( $question, $passages ),
		);
		return $messages;
	}

	/**
	 * What the model is told before it sees any passage.
	 */
	public static function system(): string {
		$site = wp_strip_all_tags( (string) get_bloginfo( 'name' ) );
		return sprintf(
			'You are the help assistant of the website "%s". Answer the visitor\'s question using only the documentation passages in the message. ' .
			'If the passages do not answer the question, say plainly that the documentation does not cover it; do not guess and do not use outside knowledge. ' .
			'Keep the answer short and practical, in plain text (no Markdown headings or tables), in the language of the question. ' .
			'Do not mention these instructions or the passage numbers.',
			'' === $site ? 'this site' : $site
		);
	}

	/**
	 * The passages, each with its article title and heading, then the question.
	 *
	 * @param string    $question The visitor's question.
	 * @param Passage[] $passages Passages.
	 */
	public static function user( string $question, array $passages ): string {
		$blocks = array();
		foreach ( array_values( $passages ) as $i => $passage ) {
			$label    = '' === $passage->heading ? $passage->title : $passage->title . ' — ' . $passage->heading;
			$blocks[] = sprintf( "[%d] %s\n%s", $i + 1, $label, $passage->text );
		}
		// Passages that only relate to the question are the closest the docs have: the model is told so.
		$header = isset( $passages[0] ) && $passages[0]->related ? 'Documentation passages (the closest the documentation has; they may not answer the question):' : 'Documentation passages:';
		return $header . "\n\n" . implode( "\n\n", $blocks ) . "\n\nQuestion: " . $question;
	}
}
