<?php
/**
 * The query's words a title holds, for the title tie-breaks (Title_Ranker).
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Language\Extra_Terms;
use Docent\Search\Language\Tokenizer;

defined( 'ABSPATH' ) || exit;

/**
 * Built once per query from its groups (their terms, those typed rather than synonyms, and the
 * word each group stands for), then asked about each title: which of the query's words it holds,
 * whether it is exactly the query, and which other words it has.
 */
final class Title_Words {

	/**
	 * Group => its terms.
	 *
	 * @var array<int, string[]>
	 */
	private array $terms = array();

	/**
	 * Group => its terms as typed (synonyms left out).
	 *
	 * @var array<int, string[]>
	 */
	private array $typed = array();

	/**
	 * Group => the first group of its word (from units_of()).
	 *
	 * @var array<int, int>
	 */
	private array $units;

	/**
	 * One-digit numbers of the query (Query::$numbers).
	 *
	 * @var string[]
	 */
	private array $numbers;

	/**
	 * Stopwords typed in a keyword query (Query::$hints).
	 *
	 * @var string[]
	 */
	private array $hints;

	/**
	 * A question's first word, when it is a stopword (Query::$opening).
	 */
	private string $opening;

	/**
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups  Groups, with their terms.
	 * @param Query                                                                                           $query   The query: its numbers and hints.
	 */
	public function __construct( array $groups, Query $query ) {
		foreach ( $groups as $g => $group ) {
			$this->terms[ $g ] = array_column( $group['terms'], 'term' );
			$this->typed[ $g ] = array_column( array_filter( $group['terms'], static fn( array $t ): bool => $t['rank'] < Vocabulary::SYNONYM_RANK ), 'term' );
		}
		$this->units   = self::units_of( $groups );
		$this->numbers = $query->numbers;
		$this->hints   = $query->hints;
		$this->opening = $query->opening;
	}

	/**
	 * The word each group stands for.
	 *
	 * @return array<int, int> Group => the first group of its word.
	 */
	public function units(): array {
		return $this->units;
	}

	/**
	 * How many words the query has (an identifier and its parts counting as one).
	 */
	public function count(): int {
		return count( array_unique( $this->units ) );
	}

	/**
	 * What a title holds of the query.
	 *
	 * @param string $plain The title as plain text ('' for none).
	 * @return array{written: string[], others: string[], in:int, own:int, all:bool, exact:int, numbers:int}
	 *         written: its index terms; others: those that stand for no query word; in, own: the
	 *         query words it holds, and those held as typed; all: whether it holds every one;
	 *         exact: 2 when it is exactly the query as typed, 1 by synonyms, else 0; numbers: how
	 *         many of the query's one-digit numbers it has.
	 */
	public function of( string $plain ): array {
		$tokens  = Tokenizer::words( $plain );
		$written = self::title_terms( $plain, $tokens );
		$title   = array_values( array_unique( array_merge( $written, array_map( 'strval', Extra_Terms::closed_up( $plain ) ) ) ) );
		$digits  = array_values( array_unique( (array) preg_grep( '/^\p{N}$/u', $tokens ) ) );
		$in      = array();
		$in_own  = array();
		$covered = array();
		foreach ( $this->terms as $g => $group_terms ) {
			$hits = array_intersect( $group_terms, $title );
			if ( $hits ) {
				$in[ $g ] = true;
				$covered += array_fill_keys( $hits, true );
			}
			if ( array_intersect( $this->typed[ $g ], $title ) ) {
				$in_own[ $g ] = true;
			}
		}
		$in     = self::held( $in, $this->units );
		$in_own = self::held( $in_own, $this->units );
		$words  = $this->count();
		$all    = count( $in ) === $words;
		$others = array_values( array_diff( $written, array_keys( $covered ) ) );
		// "Part 4" is exactly the query "… part 4", not "… part 1".
		$exact = $all && ! $others && ! array_diff( $digits, $this->numbers );
		// A stopword typed as a keyword ("wann" in "wann ein NMU erlaubt ist") is a title word too.
		$hinted = $this->hints ? count( array_intersect( $this->hints, $tokens ) ) : 0;
		// A question opening as the title does ("Who writes …" and "Who wrote …") asks what it answers.
		$hinted += ( '' !== $this->opening && $tokens && $tokens[0] === $this->opening ) ? 1 : 0;
		return array(
			'written' => $written,
			'others'  => $others,
			'in'      => count( $in ) + $hinted,
			'own'     => count( $in_own ) + $hinted,
			'all'     => $all,
			'exact'   => $exact ? ( count( $in_own ) === $words ? 2 : 1 ) : 0,
			'numbers' => count( array_intersect( array_unique( $this->numbers ), $digits ) ),
		);
	}

	/**
	 * The words a title holds, from the groups it holds. An identifier is held when the title has
	 * it whole or every one of its parts: "URL dispatcher" does not hold `get_absolute_url`.
	 *
	 * @param array<int, true> $hits  Groups the title holds.
	 * @param array<int, int>  $units Group => its word (from units()).
	 * @return array<int, true> Word (its first group) => true.
	 */
	private static function held( array $hits, array $units ): array {
		$held = array();
		foreach ( $hits as $g => $unused ) {
			$held[ $units[ $g ] ] = true;
		}
		// Only an identifier's parts stand for a group other than their own.
		foreach ( $units as $g => $unit ) {
			if ( $g !== $unit && ! isset( $hits[ $unit ] ) && ! isset( $hits[ $g ] ) ) {
				unset( $held[ $unit ] );
			}
		}
		return $held;
	}

	/**
	 * The word each group stands for: an identifier typed as one word (`manage.py`) and the
	 * groups of its parts (`manage`, `py`) are one word, not three, when titles are compared.
	 *
	 * @param array<int, array{word:string}> $groups Groups.
	 * @return array<int, int> Group => the first group of its word.
	 */
	private static function units_of( array $groups ): array {
		$units = array();
		foreach ( $groups as $g => $group ) {
			$units[ $g ] = $g;
		}
		foreach ( $groups as $c => $compound ) {
			if ( ! preg_match( '/[_.\-]/', $compound['word'] ) ) {
				continue;
			}
			$parts = preg_split( '/[_.\-]+/', $compound['word'], -1, PREG_SPLIT_NO_EMPTY );
			foreach ( $groups as $g => $group ) {
				if ( $units[ $g ] === $g && in_array( $group['word'], (array) $parts, true ) ) {
					$units[ $g ] = $units[ $c ];
				}
			}
		}
		return $units;
	}

	/**
	 * A title's distinct index terms as written (stopwords dropped, as the index does; closed-up
	 * spellings of hyphenated words are added by the caller, for matching only).
	 *
	 * @param string   $title Title as plain text.
	 * @param string[] $words Its words (Tokenizer::words(), read once per title).
	 * @return string[]
	 */
	private static function title_terms( string $title, array $words ): array {
		$out = array();
		foreach ( $words as $word ) {
			foreach ( Tokenizer::terms_of( (string) $word ) as $term ) {
				$out[ $term ] = true;
			}
		}
		foreach ( Extra_Terms::identifiers( $title ) as $term ) {
			$out[ $term ] = true;
		}
		return array_map( 'strval', array_keys( $out ) );
	}
}
