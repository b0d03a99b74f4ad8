<?php
/**
 * What a follow-up question is read against: the end of its conversation, cut short.
 *
 * @package Docent
 */

namespace Docent\AI\Conversations;

defined( 'ABSPATH' ) || exit;

/**
 * The previous turns given to retrieval (a short follow-up is read with the question before
 * it) and to conversational providers, so a long conversation costs no more than a short one.
 */
final class History {

	/**
	 * Previous turns a follow-up is read against, and how much of each is kept.
	 */
	public const TURNS    = 3;
	public const QUESTION = 300;
	public const ANSWER   = 1200;

	/**
	 * The last TURNS turns, each cut short.
	 *
	 * @param array<int, array{question:string, answer:string}> $turns Stored turns, oldest first.
	 * @return array<int, array{question:string, answer:string}>
	 */
	public static function of( array $turns ): array {
		$history = array();
		foreach ( array_slice( $turns, -self::TURNS ) as $turn ) {
			$history[] = array(
				'question' => mb_substr( $turn['question'], 0, self::QUESTION ),
				'answer'   => mb_substr( $turn['answer'], 0, self::ANSWER ),
			);
		}
		return $history;
	}
}
