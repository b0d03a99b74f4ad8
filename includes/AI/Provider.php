<?php
/**
 * The contract every chat provider meets: answer a question from the docs' passages.
 *
 * @package Docent
 */

namespace Docent\AI;

use Docent\AI\Retrieval\Passage;

defined( 'ABSPATH' ) || exit;

/**
 * A provider turns a question and the passages retrieved for it into an Answer.
 *
 * Providers are chosen by the `integrate_ai.provider` setting and listed through the
 * `docent_ai_providers` filter (id => Provider). A provider that calls a remote service throws
 * Provider_Exception when it cannot answer; the chat service then falls back to the local answer,
 * so a visitor never gets a blank reply.
 */
interface Provider {

	/**
	 * Stable id stored in settings, e.g. "local" or "openai".
	 */
	public function id(): string;

	/**
	 * Human-readable name for the settings screen.
	 */
	public function label(): string;

	/**
	 * Answers a question from the given passages only.
	 *
	 * @param string    $question The visitor's question (trimmed, 1–1000 characters).
	 * @param Passage[] $passages Relevant passages of published, public docs, best first. Never empty.
	 * @throws Provider_Exception When the provider cannot answer (network, HTTP or format errors).
	 */
	public function answer( string $question, array $passages ): Answer;

	/**
	 * Checks that the provider is reachable and configured, for the admin's "test connection".
	 *
	 * @throws Provider_Exception With an admin-readable message when it is not.
	 */
	public function test(): string;
}
