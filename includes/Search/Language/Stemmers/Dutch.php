<?php
/**
 * The Snowball stemmer for Dutch words (Martin Porter's algorithm), so "maan" and "manen" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * Martin Porter's Dutch algorithm as the Snowball project publishes it (snowballstem.org, "Dutch
 * stemming algorithm"; Snowball names it dutch_porter since its default Dutch stemmer became
 * Kraaij-Pohlmann's, which is published only as code). Umlauts and acute accents are removed,
 * "è" is kept and is a vowel.
 *
 * It works on bytes: "è" is held as E while the word is stemmed, i between vowels and y after a
 * vowel (or first) as I and Y (the algorithm's own marks), and any other non-ASCII letter as a
 * control byte (Letter_Codes), so every letter is one byte and string offsets count letters.
 */
final class Dutch implements Word_Stemmer {

	private const VOWELS = 'aeiouyE';

	/** Accents the algorithm removes, and è held as E. */
	private const CODES = array(
		'ä' => 'a',
		'á' => 'a',
		'ë' => 'e',
		'é' => 'e',
		'ï' => 'i',
		'í' => 'i',
		'ö' => 'o',
		'ó' => 'o',
		'ü' => 'u',
		'ú' => 'u',
		'è' => 'E',
	);

	/**
	 * The stem of one lower-case Dutch word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( $word );
		if ( null === $w ) {
			return $word;
		}
		$w = $this->mark_consonants( $w );

		list( $r1, $r2 ) = Letter_Codes::regions( $w, self::VOWELS );
		$r1              = max( $r1, min( 3, strlen( $w ) ) );

		$w       = $this->strip_inflection( $w, $r1 );
		$before  = $w;
		$w       = $this->strip_e( $w, $r1 );
		$e_found = $w !== $before;
		$w       = $this->strip_heid( $w, $r1, $r2 );
		$w       = $this->strip_derivation( $w, $r1, $r2, $e_found );
		$w       = $this->undouble_vowel( $w );
		return $letters->decode( strtr( $w, array( 'I' => 'i', 'Y' => 'y', 'E' => 'è' ) ) );
	}

	/**
	 * Marks a first y, a y after a vowel and an i between vowels as consonants (Y, I).
	 *
	 * @param string $w Encoded word.
	 */
	private function mark_consonants( string $w ): string {
		$length = strlen( $w );
		if ( 0 === $length ) {
			return $w;
		}
		if ( 'y' === $w[0] ) {
			$w[0] = 'Y';
		}
		for ( $i = 1; $i < $length; $i++ ) {
			if ( ( 'y' !== $w[ $i ] && 'i' !== $w[ $i ] ) || ! self::is_vowel( $w[ $i - 1 ] ) ) {
				continue;
			}
			if ( 'y' === $w[ $i ] ) {
				$w[ $i ] = 'Y';
			} elseif ( $i + 1 < $length && self::is_vowel( $w[ $i + 1 ] ) ) {
				$w[ $i ] = 'I';
			}
		}
		return $w;
	}

	/**
	 * Step 1: -heden to -heid, -en and -ene after a consonant (not after "gem"), -s and -se after a
	 * consonant other than j; the longest one, when it lies in R1.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function strip_inflection( string $w, int $r1 ): string {
		$ending = Letter_Codes::ending( $w, '/(?:heden|ene|en|se|s)\z/' );
		$at     = strlen( $w ) - strlen( $ending );
		if ( '' === $ending || $at < $r1 ) {
			return $w;
		}
		$stem = substr( $w, 0, $at );
		if ( 'heden' === $ending ) {
			return $stem . 'heid';
		}
		if ( 'en' === $ending || 'ene' === $ending ) {
			return $this->strip_en( $w, strlen( $ending ), $r1 );
		}
		return self::is_vowel_or( $stem, 'j' ) ? $w : $stem;
	}

	/**
	 * An -en (or -ene) ending removed, when in R1 after a consonant other than that of "gem",
	 * and the consonant then undoubled.
	 *
	 * @param string $w      Encoded word.
	 * @param int    $length Length of the ending.
	 * @param int    $r1     Where R1 starts.
	 */
	private function strip_en( string $w, int $length, int $r1 ): string {
		$stem = substr( $w, 0, -$length );
		if ( strlen( $stem ) < $r1 || self::is_vowel_or( $stem, '' ) || Letter_Codes::ends( $stem, 'gem' ) ) {
			return $w;
		}
		return self::undouble( $stem );
	}

	/**
	 * Step 2 (and after -lijk): a final -e in R1 after a consonant, the consonant then undoubled.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function strip_e( string $w, int $r1 ): string {
		$stem = substr( $w, 0, -1 );
		if ( ! Letter_Codes::ends( $w, 'e' ) || strlen( $stem ) < $r1 || self::is_vowel_or( $stem, '' ) ) {
			return $w;
		}
		return self::undouble( $stem );
	}

	/**
	 * Step 3a: -heid in R2, not after c, and then an -en before it as in step 1.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 * @param int    $r2 Where R2 starts.
	 */
	private function strip_heid( string $w, int $r1, int $r2 ): string {
		$stem = substr( $w, 0, -4 );
		if ( ! Letter_Codes::ends( $w, 'heid' ) || strlen( $stem ) < $r2 || Letter_Codes::ends( $stem, 'c' ) ) {
			return $w;
		}
		return Letter_Codes::ends( $stem, 'en' ) ? $this->strip_en( $stem, 2, $r1 ) : $stem;
	}

	/**
	 * Step 3b: derivational endings (-end, -ing, -ig, -lijk, -baar, and -bar when step 2 removed
	 * an e), when in R2.
	 *
	 * @param string $w       Encoded word.
	 * @param int    $r1      Where R1 starts.
	 * @param int    $r2      Where R2 starts.
	 * @param bool   $e_found Whether step 2 removed an e.
	 */
	private function strip_derivation( string $w, int $r1, int $r2, bool $e_found ): string {
		$ending = Letter_Codes::ending( $w, '/(?:baar|lijk|end|ing|bar|ig)\z/' );
		$at     = strlen( $w ) - strlen( $ending );
		if ( '' === $ending || $at < $r2 ) {
			return $w;
		}
		$stem = substr( $w, 0, $at );
		switch ( $ending ) {
			case 'end':
			case 'ing':
				if ( Letter_Codes::ends( $stem, 'ig' ) && $at - 2 >= $r2 && ! Letter_Codes::ends( $stem, 'eig' ) ) {
					return substr( $stem, 0, -2 );
				}
				return self::undouble( $stem );
			case 'ig':
				return Letter_Codes::ends( $stem, 'e' ) ? $w : $stem;
			case 'lijk':
				return $this->strip_e( $stem, $r1 );
			case 'bar':
				return $e_found ? $stem : $w;
		}
		return $stem;
	}

	/**
	 * Step 4: a double vowel (aa, ee, oo, uu) between consonants before the end made single, so
	 * "maan" meets "manen".
	 *
	 * @param string $w Encoded word.
	 */
	private function undouble_vowel( string $w ): string {
		$length = strlen( $w );
		if ( $length < 4 || self::is_vowel_or( $w, 'I' ) ) {
			return $w;
		}
		$pair = substr( $w, -3, 2 );
		if ( ! in_array( $pair, array( 'aa', 'ee', 'oo', 'uu' ), true ) || self::is_vowel( $w[ $length - 4 ] ) ) {
			return $w;
		}
		return substr( $w, 0, -2 ) . $w[ $length - 1 ];
	}

	/**
	 * The word without the last letter when it ends kk, dd or tt.
	 *
	 * @param string $w Encoded word.
	 */
	private static function undouble( string $w ): string {
		return preg_match( '/(?:kk|dd|tt)\z/', $w ) ? substr( $w, 0, -1 ) : $w;
	}

	/**
	 * Whether the letter is a vowel.
	 *
	 * @param string $letter One byte.
	 */
	private static function is_vowel( string $letter ): bool {
		return false !== strpos( self::VOWELS, $letter );
	}

	/**
	 * Whether the word is empty or ends in a vowel or in one of the other letters.
	 *
	 * @param string $w     Encoded word.
	 * @param string $other More letters.
	 */
	private static function is_vowel_or( string $w, string $other ): bool {
		return '' === $w || false !== strpos( self::VOWELS . $other, $w[ strlen( $w ) - 1 ] );
	}
}
