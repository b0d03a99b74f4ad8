<?php
/**
 * One readable piece of a published doc: a paragraph or list, with the heading it sits under.
 *
 * @package Docent
 */

namespace Docent\AI\Retrieval;

defined( 'ABSPATH' ) || exit;

/**
 * Immutable value: where the passage comes from, its plain text and how well it matched.
 */
final class Passage {

	/**
	 * Doc the passage comes from. Read only, like every property here.
	 *
	 * @var int
	 */
	public int $doc_id;

	/**
	 * The doc's title (plain text).
	 *
	 * @var string
	 */
	public string $title;

	/**
	 * The doc's URL.
	 *
	 * @var string
	 */
	public string $permalink;

	/**
	 * Heading the passage sits under ('' before the first heading).
	 *
	 * @var string
	 */
	public string $heading;

	/**
	 * Plain text; list items on their own lines, starting with "• ".
	 *
	 * @var string
	 */
	public string $text;

	/**
	 * Place in the doc, 0 for the first passage (for reading order).
	 *
	 * @var int
	 */
	public int $position;

	/**
	 * Relevance to the question (0 until scored).
	 *
	 * @var float
	 */
	public float $score;

	/**
	 * Whether the passage is code (a <pre> block), which reads badly as the lead of a reply.
	 *
	 * @var bool
	 */
	public bool $code;

	/**
	 * Whether the passage only relates to the question: from the article search put first when no
	 * passage answered (Retriever::passages()).
	 *
	 * @var bool
	 */
	public bool $related = false;

	/**
	 * @param int    $doc_id    Doc the passage comes from.
	 * @param string $title     The doc's title (plain text).
	 * @param string $permalink The doc's URL.
	 * @param string $heading   Heading the passage sits under ('' before the first heading).
	 * @param string $text      Plain text; list items on their own lines, starting with "• ".
	 * @param int    $position  Place in the doc, 0 for the first passage (for reading order).
	 * @param float  $score     Relevance to the question (0 until scored).
	 * @param bool   $code      Whether the passage is code (a <pre> block).
	 */
	public function __construct( int $doc_id, string $title, string $permalink, string $heading, string $text, int $position = 0, float $score = 0.0, bool $code = false ) {
		$this->doc_id    = $doc_id;
		$this->title     = $title;
		$this->permalink = $permalink;
		$this->heading   = $heading;
		$this->text      = $text;
		$this->position  = $position;
		$this->score     = $score;
		$this->code      = $code;
	}

	/**
	 * The same passage with a relevance score.
	 *
	 * @param float $score Relevance.
	 */
	public function with_score( float $score ): self {
		$scored          = new self( $this->doc_id, $this->title, $this->permalink, $this->heading, $this->text, $this->position, $score, $this->code );
		$scored->related = $this->related;
		return $scored;
	}

	/**
	 * The same passage marked as only related to the question.
	 */
	public function as_related(): self {
		$related          = clone $this;
		$related->related = true;
		return $related;
	}
}
