<?php
/**
 * A provider that can read the previous turns of a conversation and stream its reply.
 *
 * @package Docent
 */

namespace Docent\AI;

use Docent\AI\Retrieval\Passage;

defined( 'ABSPATH' ) || exit;

/**
 * Optional capability on top of Provider. Providers that do not implement it still answer
 * follow-ups: the chat service reads the previous turns for retrieval either way.
 */
interface Conversational_Provider extends Provider {

	/**
	 * Answers a question from the passages, in the context of the previous turns. With $on_text,
	 * the reply is streamed: $on_text( string $piece ) is called as each piece of text arrives,
	 * and the returned Answer holds the whole text.
	 *
	 * @param string                                             $question The visitor's question.
	 * @param Passage[]                                          $passages Relevant passages, best first. Never empty.
	 * @param array<int, array{question:string, answer:string}> $history  Previous turns, oldest first, already bounded.
	 * @param callable|null                                      $on_text  Receives each streamed piece; null for one reply.
	 * @throws Provider_Exception When the provider cannot answer, even after some text was streamed.
	 */
	public function converse( string $question, array $passages, array $history, ?callable $on_text = null ): Answer;
}
