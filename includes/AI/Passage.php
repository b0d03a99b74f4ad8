<?php
/**
 * One readable piece of a published doc: a paragraph or list, with the heading it sits under.
 *
 * @package Docent
 */

namespace Docent\AI;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable value: where the passage comes from, its plain text and how well it matched.
 */
final class Passage {

	/**
	 * @param int    $doc_id    Doc the passage comes from.
	 * @param string $title     The doc's title (plain text).
	 * @param string $permalink The doc's URL.
	 * @param string $heading   Heading the passage sits under ('' before the first heading).
	 * @param string $text      Plain text; list items on their own lines, starting with "• ".
	 * @param int    $position  Place in the doc, 0 for the first passage (for reading order).
	 * @param float  $score     Relevance to the question (0 until scored).
	 */
	public function __construct(
		public readonly int $doc_id,
		public readonly string $title,
		public readonly string $permalink,
		public readonly string $heading,
		public readonly string $text,
		public readonly int $position = 0,
		public readonly float $score = 0.0
	) {}

	/**
	 * The same passage with a relevance score.
	 *
	 * @param float $score Relevance.
	 */
	public function with_score( float $score ): self {
		return new self( $this->doc_id, $this->title, $this->permalink, $this->heading, $this->text, $this->position, $score );
	}
}
