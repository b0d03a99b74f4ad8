<?php
/**
 * The shape of an English word as Porter's stemmer reads it: consonants, vowels, and the measure
 * of a stem.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * Letter-level tests of the Porter algorithm (English), on folded a–z words; "y" is a consonant
 * at the start of a word and after a vowel.
 */
final class Word_Shape {

	/**
	 * Whether the letter at $i is a consonant.
	 *
	 * @param string $w Word.
	 * @param int    $i Index.
	 */
	public static function is_consonant( string $w, int $i ): bool {
		$c = $w[ $i ];
		if ( false !== strpos( 'aeiou', $c ) ) {
			return false;
		}
		if ( 'y' === $c ) {
			return 0 === $i ? true : ! self::is_consonant( $w, $i - 1 );
		}
		return true;
	}

	/**
	 * The measure m of a stem: the number of vowel-consonant sequences.
	 *
	 * @param string $w Stem.
	 */
	public static function measure( string $w ): int {
		$m    = 0;
		$prev = null;
		$len  = strlen( $w );
		for ( $i = 0; $i < $len; $i++ ) {
			$cons = self::is_consonant( $w, $i );
			if ( $cons && false === $prev ) {
				++$m;
			}
			$prev = $cons;
		}
		return $m;
	}

	/**
	 * Whether the stem contains a vowel.
	 *
	 * @param string $w Stem.
	 */
	public static function has_vowel( string $w ): bool {
		$len = strlen( $w );
		for ( $i = 0; $i < $len; $i++ ) {
			if ( ! self::is_consonant( $w, $i ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether the word ends with a double consonant.
	 *
	 * @param string $w Word.
	 */
	public static function double_consonant( string $w ): bool {
		$len = strlen( $w );
		return $len >= 2 && $w[ $len - 1 ] === $w[ $len - 2 ] && self::is_consonant( $w, $len - 1 );
	}

	/**
	 * Whether the word ends consonant-vowel-consonant, the last not w, x or y.
	 *
	 * @param string $w Word.
	 */
	public static function cvc( string $w ): bool {
		$len = strlen( $w );
		if ( $len < 3 ) {
			return false;
		}
		return self::is_consonant( $w, $len - 3 )
			&& ! self::is_consonant( $w, $len - 2 )
			&& self::is_consonant( $w, $len - 1 )
			&& false === strpos( 'wxy', $w[ $len - 1 ] );
	}
}
