<?php
/**
 * The endings one step of a Snowball stemmer searches for, each with the rule that says what to do
 * with it.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * Endings are given in UTF-8, grouped by rule, and held in the stemmer's letter codes
 * (Letter_Codes), so a step finds the longest one by looking its last letters up, longest first.
 */
final class Suffix_Table {

	/**
	 * Rule names, by encoded ending.
	 *
	 * @var array<string, string>
	 */
	private array $rules = array();

	/** Length of the longest ending. */
	private int $longest = 0;

	/**
	 * @param array<string, string> $groups Endings separated by white space, by rule name.
	 * @param array<string, string> $codes  The stemmer's letter codes, by UTF-8 letter.
	 */
	public function __construct( array $groups, array $codes ) {
		foreach ( $groups as $rule => $endings ) {
			foreach ( preg_split( '/\s+/', trim( $endings ) ) as $ending ) {
				$ending                 = strtr( $ending, $codes );
				$this->rules[ $ending ] = $rule;
				$this->longest          = max( $this->longest, strlen( $ending ) );
			}
		}
	}

	/**
	 * Where the longest ending of the table that starts at or after $from starts, and its rule; null
	 * when the word has none.
	 *
	 * @param string $w    Encoded word.
	 * @param int    $from Offset the ending may not start before (a region's start).
	 * @return array{0: int, 1: string}|null
	 */
	public function longest( string $w, int $from = 0 ): ?array {
		$length = strlen( $w );
		for ( $n = min( $this->longest, $length - $from ); $n > 0; $n-- ) {
			$rule = $this->rules[ substr( $w, -$n ) ] ?? null;
			if ( null !== $rule ) {
				return array( $length - $n, $rule );
			}
		}
		return null;
	}

	/**
	 * Whether the letters stand just before offset $at and start at or after $from.
	 *
	 * @param string $w       Encoded word.
	 * @param int    $at      Offset the letters end at.
	 * @param string $letters Encoded letters.
	 * @param int    $from    Where the region the letters must lie in starts (0: anywhere).
	 */
	public static function precedes( string $w, int $at, string $letters, int $from = 0 ): bool {
		$start = $at - strlen( $letters );
		return $start >= $from && $start >= 0 && substr( $w, $start, strlen( $letters ) ) === $letters;
	}

	/**
	 * The word without the first of the endings it ends with, when that one starts at or after
	 * $from; the word as it is otherwise.
	 *
	 * @param string   $w       Encoded word.
	 * @param string[] $endings Encoded endings, tried in turn.
	 * @param int      $from    Where the region the ending must lie in starts.
	 */
	public static function drop( string $w, array $endings, int $from ): string {
		foreach ( $endings as $ending ) {
			if ( Letter_Codes::ends( $w, $ending ) ) {
				return self::precedes( $w, strlen( $w ), $ending, $from ) ? substr( $w, 0, -strlen( $ending ) ) : $w;
			}
		}
		return $w;
	}
}
