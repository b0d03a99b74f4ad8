<?php
/**
 * The Snowball stemmer for German words, so "Häuser", "Haus" and "Hauses" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The German algorithm of the Snowball project (snowballstem.org, as of Snowball 3.1: "ae", "oe",
 * "ue" read as umlauts, -erin/-erinnen, -ln, -et and the apostrophe step included).
 *
 * It works on bytes: ä, ö and ü are held as the free upper-case letters A, O and V while the word
 * is stemmed, u and y between vowels as U and Y (the algorithm's own marks), and any other
 * non-ASCII letter as a control byte (Letter_Codes), so every letter is one byte and string
 * offsets count letters.
 */
final class German implements Word_Stemmer {

	private const VOWELS = 'aeiouyAOV';

	/** Letters after which a final -s is removed. */
	private const S_ENDINGS = 'bdfghklmnrt';

	/** Letters after which a final -st is removed. */
	private const ST_ENDINGS = 'bdfghklmnt';

	/** Letters after which a final -et is removed (U is a consonantal u, A is ä). */
	private const ET_ENDINGS = 'dfgklmnrstUzA';

	/**
	 * Stems that keep their -et: Planet, Ticket and Internet stay apart from Plan, Tick and intern;
	 * untergeordnet and Vertreter keep meeting their other forms.
	 */
	private const ET_KEEPERS = '/(?:geordn|intern|plan|tick|tr)\z/';

	/** The endings of each step, as patterns for Letter_Codes::ending(). */
	private const INFLECTIONS = '/(?:erinnen|erin|ern|lns|em|er|en|es|ln|e|s)\z/';

	private const SHORT_ENDINGS = '/(?:est|en|er|st|et)\z/';

	private const DERIVATIONS = '/(?:isch|lich|heit|keit|end|ung|ig|ik)\z/';

	private const APOSTROPHES = "/(?:'sch|'s|')\\z/";

	/**
	 * The stem of one lower-case German word; umlauts are removed from it.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( array( 'ä' => 'A', 'ö' => 'O', 'ü' => 'V', 'ß' => 'ss' ) );
		$w       = $letters->encode( $word );
		if ( null === $w ) {
			return $word;
		}
		$w = $this->mark_and_fold( $w );

		list( $r1, $r2 ) = Letter_Codes::regions( $w, self::VOWELS );
		$r1              = max( $r1, min( 3, strlen( $w ) ) );

		$w = $this->strip_inflection( $w, $r1 );
		$w = $this->strip_short_ending( $w, $r1 );
		$w = $this->strip_derivation( $w, $r1, $r2 );
		$w = $this->strip_apostrophe( $w );
		return $letters->decode( strtr( $w, array( 'U' => 'u', 'Y' => 'y', 'A' => 'a', 'O' => 'o', 'V' => 'u' ) ) );
	}

	/**
	 * Marks u and y between vowels as consonants (U, Y), then reads "ae", "oe" and "ue" as umlauts,
	 * except the "ue" of "qu" (Quelle); a marked U is not read (Feuer, Bauer).
	 *
	 * @param string $w Encoded word.
	 */
	private function mark_and_fold( string $w ): string {
		$last = strlen( $w ) - 1;
		for ( $i = 1; $i < $last; $i++ ) {
			if ( ( 'u' === $w[ $i ] || 'y' === $w[ $i ] )
				&& false !== strpos( self::VOWELS, $w[ $i - 1 ] )
				&& false !== strpos( self::VOWELS, $w[ $i + 1 ] ) ) {
				$w[ $i ] = strtoupper( $w[ $i ] );
			}
		}
		return strtr( $w, array( 'ae' => 'A', 'oe' => 'O', 'ue' => 'V', 'qu' => 'qu' ) );
	}

	/**
	 * Step 1: inflectional endings (-em, -er, -e, -en, -es, -s, -erin, -erinnen; -ln, -lns to -l),
	 * the longest one, when it lies in R1.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function strip_inflection( string $w, int $r1 ): string {
		$ending = Letter_Codes::ending( $w, self::INFLECTIONS );
		$at     = strlen( $w ) - strlen( $ending );
		if ( '' === $ending || $at < $r1 ) {
			return $w;
		}
		$stem = substr( $w, 0, $at );
		switch ( $ending ) {
			case 'em':
				return Letter_Codes::ends( $stem, 'syst' ) ? $w : $stem;
			case 'e':
			case 'en':
			case 'es':
				return Letter_Codes::ends( $stem, 'niss' ) ? substr( $stem, 0, -1 ) : $stem;
			case 's':
				return Letter_Codes::ends_in( $stem, self::S_ENDINGS ) ? $stem : $w;
			case 'ln':
			case 'lns':
				return $stem . 'l';
		}
		return $stem;
	}

	/**
	 * Step 2: -en, -er, -est, and -st or -et after letters that allow it, when in R1.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function strip_short_ending( string $w, int $r1 ): string {
		$ending = Letter_Codes::ending( $w, self::SHORT_ENDINGS );
		$at     = strlen( $w ) - strlen( $ending );
		if ( '' === $ending || $at < $r1 ) {
			return $w;
		}
		$stem = substr( $w, 0, $at );
		if ( 'st' === $ending ) {
			return $at > 3 && Letter_Codes::ends_in( $stem, self::ST_ENDINGS ) ? $stem : $w;
		}
		if ( 'et' === $ending ) {
			return ! preg_match( self::ET_KEEPERS, $stem ) && Letter_Codes::ends_in( $stem, self::ET_ENDINGS ) ? $stem : $w;
		}
		return $stem;
	}

	/**
	 * Step 3: derivational endings (-end, -ung, -ig, -ik, -isch, -lich, -heit, -keit), when in R2,
	 * with the ending they may leave behind (-igung, -erlich, -lichkeit).
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 * @param int    $r2 Where R2 starts.
	 */
	private function strip_derivation( string $w, int $r1, int $r2 ): string {
		$ending = Letter_Codes::ending( $w, self::DERIVATIONS );
		$at     = strlen( $w ) - strlen( $ending );
		if ( '' === $ending || $at < $r2 ) {
			return $w;
		}
		$stem = substr( $w, 0, $at );
		switch ( $ending ) {
			case 'end':
			case 'ung':
				return $this->strip_if( $stem, '/ig\z/', $r2, true );
			case 'ig':
			case 'ik':
			case 'isch':
				return Letter_Codes::ends( $stem, 'e' ) ? $w : $stem;
			case 'lich':
			case 'heit':
				return $this->strip_if( $stem, '/e[rn]\z/', $r1, false );
		}
		return $this->strip_if( $stem, '/(?:lich|ig)\z/', $r2, false );
	}

	/**
	 * The word without one of the given endings, when it starts at or after $from (and, if asked,
	 * is not preceded by "e").
	 *
	 * @param string $w       Encoded word.
	 * @param string $endings Endings, as a pattern.
	 * @param int    $from    Where the region the ending must lie in starts.
	 * @param bool   $not_e   Whether an "e" before the ending keeps it.
	 */
	private function strip_if( string $w, string $endings, int $from, bool $not_e ): string {
		$ending = Letter_Codes::ending( $w, $endings );
		$at     = strlen( $w ) - strlen( $ending );
		if ( '' === $ending || $at < $from ) {
			return $w;
		}
		$stem = substr( $w, 0, $at );
		return $not_e && Letter_Codes::ends( $stem, 'e' ) ? $w : $stem;
	}

	/**
	 * Step 4: a possessive or adjectival apostrophe ('s, 'sch, '), when two letters stay.
	 *
	 * @param string $w Encoded word.
	 */
	private function strip_apostrophe( string $w ): string {
		$ending = Letter_Codes::ending( $w, self::APOSTROPHES );
		if ( '' === $ending || strlen( $w ) - strlen( $ending ) < 2 ) {
			return $w;
		}
		return substr( $w, 0, -strlen( $ending ) );
	}
}
