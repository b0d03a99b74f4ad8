<?php
/**
 * The default provider: no key, no network. Replies with the best passages of the best articles.
 *
 * @package Docent
 */

namespace Docent\AI;

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
	 * Characters kept of each passage.
	 */
	private const PASSAGE_LENGTH = 320;

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
		$links = Answer::links_for( $chosen );
		$many  = count( $links ) > 1;
		$lines = array(
			$many
				? __( 'Here is what I found in the docs:', 'docent' )
				/* translators: %s: article title. */
				: sprintf( __( 'Here is what the docs say in “%s”:', 'docent' ), $links[0]['title'] ),
		);
		$previous = null;
		foreach ( $chosen as $passage ) {
			$label = array();
			if ( $many && ( null === $previous || $passage->doc_id !== $previous->doc_id ) ) {
				/* translators: %s: article title. */
				$label[] = sprintf( _x( '“%s”', 'quoted article title', 'docent' ), $passage->title );
			}
			if ( '' !== $passage->heading && ( null === $previous || $passage->doc_id !== $previous->doc_id || $passage->heading !== $previous->heading ) ) {
				$label[] = $passage->heading;
			}
			$lines[]  = self::labelled( implode( ' – ', $label ), self::trim_text( $passage->text, self::PASSAGE_LENGTH ) );
			$previous = $passage;
		}
		$lines[] = _n( 'The linked article has the full details.', 'The linked articles have the full details.', count( $links ), 'docent' );
		return new Answer( implode( "\n\n", $lines ), $links, true, self::ID );
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
	 * @param Passage[] $passages Scored passages, best first.
	 * @return Passage[]
	 */
	private static function choose( array $passages ): array {
		if ( ! $passages ) {
			return array();
		}
		$best    = $passages[0]->score;
		$chosen  = array();
		$per_doc = array();
		foreach ( $passages as $passage ) {
			if ( count( $chosen ) >= self::MAX_PASSAGES || $passage->score < $best * self::MIN_SHARE ) {
				break;
			}
			$per_doc[ $passage->doc_id ] = ( $per_doc[ $passage->doc_id ] ?? 0 ) + 1;
			if ( $per_doc[ $passage->doc_id ] <= self::PER_ARTICLE ) {
				$chosen[] = $passage;
			}
		}
		// Best article first; within an article, passages in reading order.
		$order = array_flip( array_values( array_unique( array_map( static fn( Passage $p ): int => $p->doc_id, $chosen ) ) ) );
		usort(
			$chosen,
			static fn( Passage $x, Passage $y ): int => array( $order[ $x->doc_id ], $x->position ) <=> array( $order[ $y->doc_id ], $y->position )
		);
		return $chosen;
	}

	/**
	 * A passage under its label: a list below it, a paragraph on the same line.
	 *
	 * @param string $label "“Title” – Heading", a heading, or ''.
	 * @param string $text  Trimmed passage text.
	 */
	private static function labelled( string $label, string $text ): string {
		if ( '' === $label ) {
			return $text;
		}
		$colon = preg_match( '/[.:?!]$/u', $label ) ? '' : ':';
		return $label . $colon . ( str_starts_with( $text, '• ' ) ? "\n" : ' ' ) . $text;
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
