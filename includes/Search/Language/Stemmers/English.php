<?php
/**
 * English: the Porter stemmer, so "installing", "installed" and "installation" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * Martin Porter's 1980 algorithm (with the usual "logi"/"bli" revisions), plus British -ise
 * spellings mapped to -ize first and a few families of words kept apart (Stem_Exceptions); its
 * letter tests are Word_Shape's.
 * Words that are not plain a–z are returned unchanged: the stem only links index terms that
 * share it, so other scripts simply match themselves.
 */
final class English implements Word_Stemmer {

	/**
	 * The stem of one folded (lower-case, accent-free) word.
	 *
	 * @param string $word Folded word.
	 */
	public function stem( string $word ): string {
		if ( strlen( $word ) < 3 || ! preg_match( '/^[a-z]+$/', $word ) ) {
			return $word;
		}
		$w = (string) preg_replace( '/(?<=[a-z]{3})is(e|ed|es|ing|ation|ations)$/', 'iz$1', $word );
		$listed = Stem_Exceptions::stem( $w );
		if ( null !== $listed ) {
			return $listed;
		}
		$w = self::step1a( $w );
		$w = self::step1b( $w );
		$w = self::step1c( $w );
		$w = self::step2( $w );
		$w = self::step3( $w );
		$w = self::step4( $w );
		$w = self::step5( $w );
		return $w;
	}

	/**
	 * Plurals.
	 *
	 * @param string $w Word.
	 */
	private static function step1a( string $w ): string {
		if ( str_ends_with( $w, 'sses' ) ) {
			return substr( $w, 0, -2 );
		}
		if ( str_ends_with( $w, 'ies' ) ) {
			return substr( $w, 0, -2 );
		}
		if ( str_ends_with( $w, 'ss' ) ) {
			return $w;
		}
		if ( str_ends_with( $w, 's' ) ) {
			return substr( $w, 0, -1 );
		}
		return $w;
	}

	/**
	 * -ed and -ing.
	 *
	 * @param string $w Word.
	 */
	private static function step1b( string $w ): string {
		if ( str_ends_with( $w, 'eed' ) ) {
			return Word_Shape::measure( substr( $w, 0, -3 ) ) > 0 ? substr( $w, 0, -1 ) : $w;
		}
		$stem = null;
		if ( str_ends_with( $w, 'ed' ) && Word_Shape::has_vowel( substr( $w, 0, -2 ) ) ) {
			$stem = substr( $w, 0, -2 );
		} elseif ( str_ends_with( $w, 'ing' ) && Word_Shape::has_vowel( substr( $w, 0, -3 ) ) ) {
			$stem = substr( $w, 0, -3 );
		}
		if ( null === $stem ) {
			return $w;
		}
		if ( str_ends_with( $stem, 'at' ) || str_ends_with( $stem, 'bl' ) || str_ends_with( $stem, 'iz' ) ) {
			return $stem . 'e';
		}
		if ( Word_Shape::double_consonant( $stem ) && false === strpos( 'lsz', substr( $stem, -1 ) ) ) {
			return substr( $stem, 0, -1 );
		}
		if ( 1 === Word_Shape::measure( $stem ) && Word_Shape::cvc( $stem ) ) {
			return $stem . 'e';
		}
		return $stem;
	}

	/**
	 * Final -y after a vowel-bearing stem.
	 *
	 * @param string $w Word.
	 */
	private static function step1c( string $w ): string {
		if ( str_ends_with( $w, 'y' ) && Word_Shape::has_vowel( substr( $w, 0, -1 ) ) ) {
			return substr( $w, 0, -1 ) . 'i';
		}
		return $w;
	}

	/**
	 * Replaces the longest matching suffix when the rest has a measure above $min.
	 *
	 * @param string                $w     Word.
	 * @param array<string, string> $rules Suffix => replacement, longest first per ending.
	 * @param int                   $min   Measure the stem must exceed.
	 */
	private static function replace( string $w, array $rules, int $min ): string {
		foreach ( $rules as $suffix => $replacement ) {
			if ( str_ends_with( $w, $suffix ) ) {
				$stem = substr( $w, 0, -strlen( $suffix ) );
				return Word_Shape::measure( $stem ) > $min ? $stem . $replacement : $w;
			}
		}
		return $w;
	}

	/**
	 * Double suffixes to single ones.
	 *
	 * @param string $w Word.
	 */
	private static function step2( string $w ): string {
		return self::replace(
			$w,
			array(
				'ational' => 'ate',
				'tional'  => 'tion',
				'enci'    => 'ence',
				'anci'    => 'ance',
				'izer'    => 'ize',
				'bli'     => 'ble',
				'alli'    => 'al',
				'entli'   => 'ent',
				'eli'     => 'e',
				'ousli'   => 'ous',
				'ization' => 'ize',
				'ation'   => 'ate',
				'ator'    => 'ate',
				'alism'   => 'al',
				'iveness' => 'ive',
				'fulness' => 'ful',
				'ousness' => 'ous',
				'aliti'   => 'al',
				'iviti'   => 'ive',
				'biliti'  => 'ble',
				'logi'    => 'log',
			),
			0
		);
	}

	/**
	 * -ic-, -full, -ness and friends.
	 *
	 * @param string $w Word.
	 */
	private static function step3( string $w ): string {
		return self::replace(
			$w,
			array(
				'icate' => 'ic',
				'ative' => '',
				'alize' => 'al',
				'iciti' => 'ic',
				'ical'  => 'ic',
				'ful'   => '',
				'ness'  => '',
			),
			0
		);
	}

	/**
	 * Removes -ant, -ence and similar from long stems.
	 *
	 * @param string $w Word.
	 */
	private static function step4( string $w ): string {
		foreach ( array( 'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize' ) as $suffix ) {
			if ( ! str_ends_with( $w, $suffix ) ) {
				continue;
			}
			// "ement" before "ment" before "ent": the longest match wins, as in Porter's table.
			if ( 'ent' === $suffix && ( str_ends_with( $w, 'ment' ) ) ) {
				continue;
			}
			if ( 'ment' === $suffix && str_ends_with( $w, 'ement' ) ) {
				continue;
			}
			$stem = substr( $w, 0, -strlen( $suffix ) );
			if ( Word_Shape::measure( $stem ) <= 1 ) {
				return $w;
			}
			if ( 'ion' === $suffix && ! ( str_ends_with( $stem, 's' ) || str_ends_with( $stem, 't' ) ) ) {
				return $w;
			}
			return $stem;
		}
		return $w;
	}

	/**
	 * Final -e and double l.
	 *
	 * @param string $w Word.
	 */
	private static function step5( string $w ): string {
		if ( str_ends_with( $w, 'e' ) ) {
			$stem = substr( $w, 0, -1 );
			$m    = Word_Shape::measure( $stem );
			if ( $m > 1 || ( 1 === $m && ! Word_Shape::cvc( $stem ) ) ) {
				$w = $stem;
			}
		}
		if ( Word_Shape::measure( $w ) > 1 && Word_Shape::double_consonant( $w ) && str_ends_with( $w, 'l' ) ) {
			$w = substr( $w, 0, -1 );
		}
		return $w;
	}
}
