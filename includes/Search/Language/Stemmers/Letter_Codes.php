<?php
/**
 * One byte per letter while a word is stemmed, so byte offsets count letters, and the letter tests
 * the Snowball algorithms share (regions, endings).
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * A stemmer names the letters its rules test (German "ä" as "A", say); every other non-ASCII letter
 * of the word is held as a control byte, which no rule tests and no rule counts as a vowel, and is
 * given back by decode(). Built once per word.
 */
final class Letter_Codes {

	/**
	 * The stemmer's own codes, by UTF-8 letter.
	 *
	 * @var array<string, string>
	 */
	private array $codes;

	/**
	 * Other letters of the current word, by the control byte that holds them.
	 *
	 * @var array<string, string>
	 */
	private array $others = array();

	/**
	 * @param array<string, string> $codes The stemmer's own codes, by UTF-8 letter.
	 */
	public function __construct( array $codes ) {
		$this->codes = $codes;
	}

	/**
	 * The word with one byte per letter, or null when it is not UTF-8 (or has control bytes, or
	 * more other letters than there are codes): such a word is its own stem.
	 *
	 * @param string $word UTF-8 word.
	 */
	public function encode( string $word ): ?string {
		$w = strtr( $word, $this->codes );
		if ( ! preg_match( '/[^\x20-\x7f]/', $w ) ) {
			return $w;
		}
		if ( preg_match( '/[\x00-\x1f]/', $w ) || ! preg_match_all( '/[\x80-\x{10ffff}]/u', $w, $found ) ) {
			return null;
		}
		$letters = array_values( array_unique( $found[0] ) );
		if ( count( $letters ) > 31 ) {
			return null;
		}
		$bytes        = array_map( 'chr', range( 1, count( $letters ) ) );
		$this->others = array_combine( $bytes, $letters );
		return strtr( $w, array_combine( $letters, $bytes ) );
	}

	/**
	 * The other letters put back.
	 *
	 * @param string $w Encoded word.
	 */
	public function decode( string $w ): string {
		return $this->others ? strtr( $w, $this->others ) : $w;
	}

	/**
	 * Where Snowball's R1 and R2 start: R1 after the first non-vowel that follows a vowel, R2 the
	 * same again within R1; either is empty (the word's length) when there is no such letter.
	 *
	 * @param string $w      Encoded word.
	 * @param string $vowels The vowels, one byte each.
	 * @return array{0: int, 1: int}
	 */
	public static function regions( string $w, string $vowels ): array {
		$r1 = self::after_vowel_and_consonant( $w, $vowels, 0 );
		return array( $r1, self::after_vowel_and_consonant( $w, $vowels, $r1 ) );
	}

	/**
	 * Where R1 starts in the Scandinavian algorithms: after the first non-vowel that follows a
	 * vowel (or after the first apostrophe, when $apostrophe: "pc'en"), but never before the
	 * fourth letter.
	 *
	 * @param string $w          Encoded word.
	 * @param string $vowels     The vowels, one byte each.
	 * @param bool   $apostrophe Whether an apostrophe ends the part before R1.
	 */
	public static function r1_from_fourth( string $w, string $vowels, bool $apostrophe = false ): int {
		$quote = $apostrophe ? strpos( $w, "'" ) : false;
		$r1    = false === $quote ? self::after_vowel_and_consonant( $w, $vowels, 0 ) : $quote + 1;
		return max( $r1, min( 3, strlen( $w ) ) );
	}

	/**
	 * The word without its last letter when it ends in one of the pattern's consonant pairs and
	 * the pair lies in R1 ("bredd" → "bred").
	 *
	 * @param string $w       Encoded word.
	 * @param string $pattern Pairs as a pattern anchored at the end.
	 * @param int    $r1      Where R1 starts.
	 */
	public static function undouble_pair( string $w, string $pattern, int $r1 ): string {
		return strlen( $w ) - 2 >= $r1 && preg_match( $pattern, $w ) ? substr( $w, 0, -1 ) : $w;
	}

	/**
	 * The word without a final apostrophe (Danish and Norwegian "pc'en" is "pc'" by then).
	 *
	 * @param string $w Encoded word.
	 */
	public static function without_final_apostrophe( string $w ): string {
		return self::ends( $w, "'" ) ? substr( $w, 0, -1 ) : $w;
	}

	/**
	 * Where RV starts in the Spanish, Italian and Portuguese algorithms: after the next vowel when
	 * the second letter is a consonant, after the next consonant when the first two are vowels,
	 * after the third letter otherwise; the word's length when there is no such letter.
	 *
	 * @param string $w      Encoded word.
	 * @param string $vowels The vowels, one byte each.
	 */
	public static function rv( string $w, string $vowels ): int {
		$length = strlen( $w );
		if ( $length < 3 ) {
			return $length;
		}
		if ( false === strpos( $vowels, $w[1] ) ) {
			$next = 2 + strcspn( $w, $vowels, 2 );
		} elseif ( false !== strpos( $vowels, $w[0] ) ) {
			$next = 2 + strspn( $w, $vowels, 2 );
		} else {
			return 3;
		}
		return min( $next + 1, $length );
	}

	/**
	 * The offset after the first non-vowel that follows a vowel, from $from on.
	 *
	 * @param string $w      Encoded word.
	 * @param string $vowels The vowels.
	 * @param int    $from   Offset to search from.
	 */
	private static function after_vowel_and_consonant( string $w, string $vowels, int $from ): int {
		$length = strlen( $w );
		$vowel  = $from + strcspn( $w, $vowels, $from );
		if ( $vowel >= $length ) {
			return $length;
		}
		$consonant = $vowel + strspn( $w, $vowels, $vowel );
		return $consonant >= $length ? $length : $consonant + 1;
	}

	/**
	 * The ending the pattern finds at the end of the word ('' when none). A pattern is a list of
	 * endings anchored at the end, /(?:en|e)\z/: the leftmost match is the longest ending.
	 *
	 * @param string $w       Encoded word.
	 * @param string $pattern Endings as a pattern.
	 */
	public static function ending( string $w, string $pattern ): string {
		return preg_match( $pattern, $w, $found ) ? $found[0] : '';
	}

	/**
	 * Whether the word ends with the ending.
	 *
	 * @param string $w      Encoded word.
	 * @param string $ending Ending.
	 */
	public static function ends( string $w, string $ending ): bool {
		return substr( $w, -strlen( $ending ) ) === $ending;
	}

	/**
	 * Whether the word's last letter is one of the letters.
	 *
	 * @param string $w       Encoded word.
	 * @param string $letters Letters, one byte each.
	 */
	public static function ends_in( string $w, string $letters ): bool {
		return '' !== $w && false !== strpos( $letters, $w[ strlen( $w ) - 1 ] );
	}
}
