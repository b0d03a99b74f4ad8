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
 * Builds a short readable reply: a lead-in line, then the one to three most relevant passages,
 * each trimmed to a few sentences, and links to their articles.
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
		return new Answer( self::lead( $chosen[0]->text, Terms::of( $question ) ), Answer::links_for( $chosen ), true, self::ID );
	}

	/**
	 * The one or two sentences of a passage that answer best (most of the question's words,
	 * the earliest on a tie), about LEAD characters at most: the widget types answers out at
	 * 25 ms a character, and the links carry the rest.
	 *
	 * @param string   $text  Passage text.
	 * @param string[] $terms Question stems.
	 */
	public static function lead( string $text, array $terms ): string {
		$sentences = preg_split( '/(?<=[.!?])\s+(?=\S)|\n+/u', trim( $text ), -1, PREG_SPLIT_NO_EMPTY );
		$sentences = array_values( array_filter( array_map( 'trim', (array) $sentences ) ) );
		if ( ! $sentences ) {
			return self::trim_text( $text, self::LEAD );
		}
		$best  = 0;
		$score = -1;
		foreach ( $sentences as $i => $sentence ) {
			$found = count( Terms::matches( $sentence, $terms ) );
			if ( $found > $score ) {
				$best  = $i;
				$score = $found;
			}
		}
		$lead = $sentences[ $best ];
		$next = $sentences[ $best + 1 ] ?? '';
		if ( '' !== $next && mb_strlen( $lead ) + 1 + mb_strlen( $next ) <= self::LEAD ) {
			$lead .= ( str_starts_with( $next, '• ' ) ? "\n" : ' ' ) . $next;
		}
		return self::trim_text( $lead, self::LEAD );
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
		if ( preg_match( '/^.*[.!?](?=\s)/su', $head, $m ) && mb_strlen( $m[0] ) >= $max * 0.4 ) {
			return $m[0];
		}
		$cut = mb_strrpos( $head, ' ' );
		return rtrim( mb_substr( $head, 0, false === $cut ? $max : $cut ), " ,;:-" ) . '…';
	}
}
