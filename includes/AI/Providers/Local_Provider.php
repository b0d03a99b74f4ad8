<?php
/**
 * The default provider: no key, no network. Replies with the best passages of the best articles.
 *
 * @package Docent
 */

namespace Docent\AI\Providers;

use Docent\AI\Answer;
use Docent\AI\Provider;
use Docent\AI\Retrieval\Passage;
use Docent\AI\Retrieval\Terms;

defined( 'ABSPATH' ) || exit;

/**
 * Builds a short readable reply: the sentences of the best passage that answer the question,
 * and links to the one to three most relevant passages' articles.
 */
final class Local_Provider implements Provider {

	public const ID = 'local';

	/**
	 * At most this many passages in a reply.
	 */
	private const MAX_PASSAGES = 3;

	/**
	 * At most this many passages from one article (so a second article gets a say).
	 */
	private const PER_ARTICLE = 2;

	/**
	 * A passage joins the reply only if it scores at least this share of the best one.
	 */
	private const MIN_SHARE = 0.65;

	/**
	 * Longest answer text, in characters (about ten seconds of typing).
	 */
	private const LEAD = 280;

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return self::ID;
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Local (offline, no API key)', 'docent' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string    $question The visitor's question.
	 * @param Passage[] $passages Relevant passages, best first.
	 */
	public function answer( string $question, array $passages ): Answer {
		$chosen = self::choose( $passages );
		if ( ! $chosen ) {
			return self::not_found();
		}
		$terms = Terms::of( $question );
		$text  = '';
		// The best passage leads; one whose every answering sentence introduces a list it does
		// not hold ("Add this line:" before a code block) gives the lead to the next one.
		foreach ( $chosen as $passage ) {
			$text = self::lead( $passage->text, $terms );
			if ( '' !== $text ) {
				break;
			}
		}
		if ( '' === $text ) {
			/* translators: %s: the title of the article that answers the question. */
			$text = sprintf( __( 'This is explained in “%s”.', 'docent' ), $chosen[0]->title );
		}
		if ( $chosen[0]->related ) {
			// Said as what it is: not the answer, a page on the subject.
			$text = __( 'I could not find an exact answer in the docs, but this page looks related:', 'docent' ) . "\n\n" . $text;
			return new Answer( $text, Answer::links_for( $chosen ), false, self::ID );
		}
		return new Answer( $text, Answer::links_for( $chosen ), true, self::ID );
	}

	/**
	 * The one or two sentences of a passage that answer best (most of the question's words,
	 * the earliest on a tie), about LEAD characters at most: the widget types answers out at
	 * 25 ms a character, and the links carry the rest. A sentence that introduces a list ("…,
	 * each with a size and a weight:") comes with the list's first items, or not at all: a
	 * reply never ends on an introduction. '' when no sentence can lead.
	 *
	 * @param string   $text  Passage text.
	 * @param string[] $terms Question stems.
	 */
	public static function lead( string $text, array $terms ): string {
		$lines     = array_values( array_filter( array_map( 'trim', explode( "\n", trim( $text ) ) ), 'strlen' ) );
		$sentences = self::sentences( $lines );
		if ( ! $sentences ) {
			return self::trim_text( $text, self::LEAD );
		}
		$order = array();
		foreach ( $sentences as $i => $sentence ) {
			$order[] = array( -count( Terms::matches( $sentence[0], $terms ) ), $i );
		}
		// Best first, the earliest on a tie.
		sort( $order );
		foreach ( array_column( $order, 1 ) as $best ) {
			$lead = self::with_list( $sentences, $lines, $best );
			if ( null === $lead ) {
				continue;
			}
			$next = $sentences[ $best + 1 ][0] ?? '';
			if ( $lead === $sentences[ $best ][0] && '' !== $next && ! self::introduces( $next ) && mb_strlen( $lead ) + 1 + mb_strlen( $next ) <= self::LEAD ) {
				$lead .= self::glue( $lead, $next ) . $next;
			}
			return self::trim_text( $lead, self::LEAD );
		}
		return '';
	}

	/**
	 * The sentences of a passage's lines, each with its line: a list item is a line starting with
	 * "• ", and sentences end at ". ", "! ", "? " (not after an abbreviation such as "A.I." or
	 * "e.g.") or at 。！？ (Chinese and Japanese).
	 *
	 * @param string[] $lines The passage's lines.
	 * @return list<array{0:string, 1:int}> Sentence and the key of its line.
	 */
	private static function sentences( array $lines ): array {
		$sentences = array();
		foreach ( $lines as $at => $line ) {
			foreach ( (array) preg_split( '/(?<=[.!?])(?<!\.\p{L}\.)\s+(?=\S)|(?<=[。！？])\s*(?=\S)/u', $line, -1, PREG_SPLIT_NO_EMPTY ) as $sentence ) {
				$sentences[] = array( trim( (string) $sentence ), $at );
			}
		}
		return $sentences;
	}

	/**
	 * A sentence, or when it introduces a list, the sentence with as many whole items of the list
	 * that follows it as fit (and "…" for the rest); null when no item follows or none fits.
	 *
	 * @param list<array{0:string, 1:int}> $sentences From sentences().
	 * @param string[]                     $lines     The passage's lines.
	 * @param int                          $i         The sentence's key.
	 */
	private static function with_list( array $sentences, array $lines, int $i ): ?string {
		list( $sentence, $at ) = $sentences[ $i ];
		if ( ! self::introduces( $sentence ) ) {
			return $sentence;
		}
		$items = array();
		// The list follows the line the introduction ends.
		if ( ( $sentences[ $i + 1 ][1] ?? -1 ) !== $at ) {
			for ( $line = $at + 1; isset( $lines[ $line ] ) && str_starts_with( $lines[ $line ], '• ' ); $line++ ) {
				$items[] = $lines[ $line ];
			}
		}
		$kept  = $sentence;
		$shown = 0;
		foreach ( $items as $item ) {
			// Room is kept for the "…" line that says the list goes on.
			if ( mb_strlen( $kept ) + 1 + mb_strlen( $item ) > self::LEAD - 2 ) {
				break;
			}
			$kept .= "\n" . $item;
			++$shown;
		}
		if ( 0 === $shown ) {
			return null;
		}
		return $shown < count( $items ) ? $kept . "\n…" : $kept;
	}

	/**
	 * Whether a sentence introduces what follows it ("Do this:").
	 *
	 * @param string $sentence A sentence.
	 */
	private static function introduces( string $sentence ): bool {
		return 1 === preg_match( '/[:：]$/u', $sentence );
	}

	/**
	 * What joins two sentences of a reply: a line break before a list item, nothing after a
	 * Chinese or Japanese full stop (those languages put no space between sentences), else a space.
	 *
	 * @param string $before The sentence before.
	 * @param string $next   The sentence after.
	 */
	private static function glue( string $before, string $next ): string {
		if ( str_starts_with( $next, '• ' ) ) {
			return "\n";
		}
		return preg_match( '/[。！？]$/u', $before ) ? '' : ' ';
	}

	/**
	 * The honest reply when the docs do not cover a question.
	 */
	public static function not_found(): Answer {
		return new Answer(
			__( 'I could not find this in the docs. Try asking in other words, or get in touch with us directly.', 'docent' ),
			array(),
			false,
			self::ID
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function test(): string {
		return __( 'The local provider answers from your docs on this server and needs no connection.', 'docent' );
	}

	/**
	 * The passages worth showing: the best one and close runners-up, a few per article.
	 *
	 * @param Passage[] $passages Scored passages, in the order search ranked their articles.
	 * @return Passage[]
	 */
	private static function choose( array $passages ): array {
		if ( ! $passages ) {
			return array();
		}
		$best    = max( array_map( static fn( Passage $p ): float => $p->score, $passages ) );
		$chosen  = array();
		$per_doc = array();
		foreach ( $passages as $passage ) {
			if ( count( $chosen ) >= self::MAX_PASSAGES ) {
				break;
			}
			// The top article's best passage leads; others add their links only when close to the best.
			if ( $chosen && $passage->score < $best * self::MIN_SHARE ) {
				continue;
			}
			$per_doc[ $passage->doc_id ] = ( $per_doc[ $passage->doc_id ] ?? 0 ) + 1;
			if ( $per_doc[ $passage->doc_id ] <= self::PER_ARTICLE ) {
				$chosen[] = $passage;
			}
		}
		return $chosen;
	}

	/**
	 * Text cut to about $max characters: whole list items, or whole sentences when they fit,
	 * otherwise whole words with an ellipsis.
	 *
	 * @param string $text Passage text.
	 * @param int    $max  Maximum length.
	 */
	public static function trim_text( string $text, int $max ): string {
		if ( mb_strlen( $text ) <= $max ) {
			return $text;
		}
		if ( str_contains( $text, "\n• " ) || str_starts_with( $text, '• ' ) ) {
			$kept = '';
			foreach ( explode( "\n", $text ) as $line ) {
				if ( '' !== $kept && mb_strlen( $kept ) + mb_strlen( $line ) + 1 > $max ) {
					return $kept . "\n…";
				}
				$kept .= ( '' === $kept ? '' : "\n" ) . $line;
			}
			if ( mb_strlen( $kept ) <= $max ) {
				return $kept;
			}
			$text = $kept;
		}
		$head = mb_substr( $text, 0, $max );
		if ( preg_match( '/^.*(?:[.!?](?=\s)|[。！？])/su', $head, $m ) && mb_strlen( $m[0] ) >= $max * 0.4 ) {
			return $m[0];
		}
		$cut = mb_strrpos( $head, ' ' );
		return rtrim( mb_substr( $head, 0, false === $cut ? $max : $cut ), " ,;:-" ) . '…';
	}
}
