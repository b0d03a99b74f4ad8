<?php
/**
 * The Snowball stemmer for Czech words, so "článek", "článku" and "články" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Czech algorithm of the Snowball project (snowballstem.org, new in Snowball 3): case
 * endings in R1, then possessive ones, with the consonant a softened stem ends in read back
 * ("-c" as "-k", "-št" as "-sk"), and a vowel that comes and goes taken out ("článek",
 * "článku"; "obec", "obce").
 *
 * It works on bytes: the letters with a háček, an acute or a ring are held as upper-case letters
 * while the word is stemmed, any other non-ASCII letter as a control byte (Letter_Codes), so
 * offsets count letters. R1 starts after the fourth letter at the earliest; l and r count as
 * vowels where they carry a syllable ("vlk", "krk").
 */
final class Czech implements Word_Stemmer {

	private const CODES = array(
		'á' => 'A',
		'č' => 'C',
		'ď' => 'D',
		'é' => 'E',
		'ě' => 'F',
		'í' => 'I',
		'ň' => 'N',
		'ó' => 'O',
		'ř' => 'R',
		'š' => 'S',
		'ť' => 'T',
		'ú' => 'U',
		'ů' => 'W',
		'ý' => 'Y',
		'ž' => 'Z',
	);

	private const VOWELS = 'aeiouyAFEIOUWY';

	/** Letters before which -ev loses its e ("církev", "církve"). */
	private const EV_ENDINGS = 'hknrtz';

	/** Letters before which -eň loses its e ("Plzeň", "Plzně"). */
	private const EN_ENDINGS = 'bcCdhkprsStvzZ';

	/** Case endings, by rule. */
	private const CASES = array(
		'delete'  => 'atech atům ách ých ové ými ata aty ama ami ovi at ám us ům ým mi ou ého ém ému u y ů a o á é ý
			ě ětem ěmi ěte ěti ěm',
		'e'       => 'e ech em emi',
		'ete'     => 'ete eti etem',
		'eb'      => 'eb',
		'ec'      => 'ec',
		'ek'      => 'ek',
		'enk'     => 'ěk',
		'en'      => 'eň',
		'et'      => 'et',
		'ev'      => 'ev',
		'=t'      => 'ť ťmi',
		'i'       => 'i í ích ího ím ími ímu',
	);

	/** What a softened stem ends in before -e, by what it is read as (keep: left as it is). */
	private const SOFT_E = array(
		'=k'   => 'c',
		'keep' => 'nc avc ovc',
		'=ínk' => 'ínc',
	);

	/** The same before -i. */
	private const SOFT_I = array(
		'=k'   => 'c',
		'keep' => 'nc avc ovc ášt dešt išt íšt lešt poušt',
		'=ínk' => 'ínc',
		'=ck'  => 'čt',
		'=sk'  => 'št',
	);

	private const POSSESSIVES = array(
		'delete' => 'ov ův',
		'in'     => 'in',
	);

	/** @var array<string, Suffix_Table> The tables of each step. */
	private array $tables;

	/**
	 * Builds the suffix tables once.
	 */
	public function __construct() {
		foreach ( array( 'cases' => self::CASES, 'soft_e' => self::SOFT_E, 'soft_i' => self::SOFT_I, 'possessives' => self::POSSESSIVES ) as $step => $groups ) {
			$this->tables[ $step ] = new Suffix_Table( $groups, self::CODES );
		}
	}

	/**
	 * The stem of one lower-case Czech word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( $word );
		if ( null === $w || strlen( $w ) < 3 ) {
			return $word;
		}
		$r1 = $this->r1( $w );
		$w  = $this->strip_case( $w, $r1 ) ?? $w;

		$found = $this->tables['possessives']->longest( $w );
		if ( null !== $found && $found[0] >= $r1 ) {
			$w = substr( $w, 0, $found[0] );
			if ( 'in' === $found[1] ) {
				$w = $this->soften_back( $w, 'soft_i' );
			}
		}
		return $letters->decode( strtr( $w, array_flip( self::CODES ) ) );
	}

	/**
	 * Where R1 starts: after the first non-vowel that follows the first vowel (or the first l or r
	 * after the first letter), never before the fourth letter.
	 *
	 * @param string $w Encoded word.
	 */
	private function r1( string $w ): int {
		$length = strlen( $w );
		if ( false !== strpos( self::VOWELS, $w[0] ) ) {
			$at = 1;
		} else {
			$at = 1 + strcspn( $w, self::VOWELS . 'lr', 1 );
			if ( $at >= $length ) {
				return $length;
			}
			++$at;
		}
		$at += strspn( $w, self::VOWELS, $at );
		return $at >= $length ? $length : max( $at + 1, 3 );
	}

	/**
	 * The word without its case ending (found inside R1), or null when it keeps it.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function strip_case( string $w, int $r1 ): ?string {
		$found = $this->tables['cases']->longest( $w, $r1 );
		if ( null === $found ) {
			return null;
		}
		list( $at, $rule ) = $found;
		$stem              = substr( $w, 0, $at );
		$before            = $at > 0 ? $w[ $at - 1 ] : '';
		$consonant         = '' !== $before && false === strpos( self::VOWELS, $before );
		switch ( $rule ) {
			case 'delete':
				return $stem;
			case 'e':
				return $this->soften_back( $stem, 'soft_e' );
			case 'i':
				return $this->soften_back( $stem, 'soft_i' );
			case '=t':
				return $stem . 't';
			case 'ete':
				// A t-stem neuter ("batole", "batolete"): after č, l, ř, s or ž the ending goes, else it is -et.
				return preg_match( '/(?:[lRsZ]|(?<!e)C)\z/', $stem ) && ! preg_match( '/(?:tl|es)\z/', $stem ) ? $stem : $stem . 'et';
			case 'eb':
				return $consonant && ! Letter_Codes::ends( $stem, 'tR' ) ? $stem . 'b' : null;
			case 'ec':
				return $consonant ? $this->soften_back( $stem . 'c', 'soft_e' ) : null;
			case 'ek':
				return $consonant && ! preg_match( '/(?:dot|obl|sn)\z/', $stem ) ? $stem . 'k' : null;
			case 'enk':
				return 'n' === $before ? substr( $stem, 0, -1 ) . 'Nk' : null;
			case 'en':
				return '' !== $before && false !== strpos( self::EN_ENDINGS, $before ) ? $stem . 'n' : null;
			case 'et':
				return preg_match( '/(?:uc|C|h|ok|kar)\z/', $stem ) ? $stem . 't' : null;
			case 'ev':
				return '' !== $before && false !== strpos( self::EV_ENDINGS, $before ) ? $stem . 'v' : null;
		}
		return null;
	}

	/**
	 * A stem softened before -e or -i read back: "-c" as "-k", "-ínc" as "-ínk", before -i also
	 * "-čt" as "-ck" and "-št" as "-sk", except where the soft letter is the stem's own.
	 *
	 * @param string $stem Encoded stem.
	 * @param string $step soft_e or soft_i.
	 */
	private function soften_back( string $stem, string $step ): string {
		$found = $this->tables[ $step ]->longest( $stem );
		if ( null === $found || 'keep' === $found[1] ) {
			return $stem;
		}
		return substr( $stem, 0, $found[0] ) . strtr( substr( $found[1], 1 ), self::CODES );
	}
}
