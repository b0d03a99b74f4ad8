<?php
/**
 * The Snowball stemmer for Indonesian words, so "membaca", "dibaca" and "bacaan" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Indonesian algorithm of the Snowball project (snowballstem.org; Tala's "Porter stemmer
 * for Bahasa Indonesia", with Snowball's readings of its unclear rules: -kan after ke-, peng- and
 * per- loses only -an, -i stays after s, "pelajaran" and "belajar" lose pel- and bel-).
 *
 * A word loses a particle (-kah, -lah, -pun), then a possessive (-ku, -mu, -nya), then its
 * prefixes and a derivational suffix (-kan, -an, -i), each only while it keeps more than two
 * vowels. Which suffix may go depends on the prefix removed. Non-ASCII letters are held as
 * control bytes (Letter_Codes), so offsets count letters.
 */
final class Indonesian implements Word_Stemmer {

	private const VOWELS = 'aeiou';

	/** Prefix kinds: which suffixes may go after them. */
	private const NONE = 0;
	private const MENG = 1; // di-, meng- and its forms, ter-.
	private const PER  = 2;
	private const PENG = 3; // ke-, peng- and its forms.
	private const BER  = 4;

	/** First-order prefixes, longest first, with their kind. */
	private const FIRST_ORDER = array(
		'meng' => self::MENG,
		'peng' => self::PENG,
		'men'  => self::MENG,
		'mem'  => self::MENG,
		'pen'  => self::PENG,
		'pem'  => self::PENG,
		'ter'  => self::MENG,
		'di'   => self::MENG,
		'me'   => self::MENG,
		'ke'   => self::PENG,
	);

	/** Vowels left in the word. */
	private int $vowels = 0;

	/** The kind of the prefix removed. */
	private int $prefix = self::NONE;

	/** Whether the first-order prefix left a letter in its place (s- or p-). */
	private bool $replaced = false;

	/**
	 * The stem of one lower-case Indonesian word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( array() );
		$w       = $letters->encode( $word );
		if ( null === $w ) {
			return $word;
		}
		$this->vowels = strlen( $w ) - strlen( str_replace( str_split( self::VOWELS ), '', $w ) );
		$this->prefix   = self::NONE;
		$this->replaced = false;
		if ( $this->vowels <= 2 ) {
			return $word;
		}
		$w = $this->drop_ending( $w, '/(?:kah|lah|pun)\z/' );
		if ( $this->vowels > 2 ) {
			$w = $this->drop_ending( $w, '/(?:ku|mu|nya)\z/' );
		}
		if ( $this->vowels > 2 ) {
			$w = $this->strip_affixes( $w );
		}
		return $letters->decode( $w );
	}

	/**
	 * Prefixes and suffix: after a first-order prefix, a suffix, and a second-order prefix only
	 * when a suffix went and the first prefix left no letter in its place ("memercayai" keeps the
	 * p- of "percaya"); otherwise a second-order prefix, then a suffix.
	 *
	 * @param string $w Encoded word.
	 */
	private function strip_affixes( string $w ): string {
		$without = $this->strip_first_order_prefix( $w );
		if ( null !== $without ) {
			$suffixless = $this->vowels > 2 ? $this->strip_suffix( $without ) : null;
			if ( null === $suffixless || $this->replaced ) {
				return $suffixless ?? $without;
			}
			return $this->vowels > 2 ? $this->strip_second_order_prefix( $suffixless ) ?? $suffixless : $suffixless;
		}
		$w = $this->strip_second_order_prefix( $w ) ?? $w;
		return $this->vowels > 2 ? $this->strip_suffix( $w ) ?? $w : $w;
	}

	/**
	 * The word without one of the endings, counting its vowel.
	 *
	 * @param string $w       Encoded word.
	 * @param string $pattern Endings, anchored at the end.
	 */
	private function drop_ending( string $w, string $pattern ): string {
		$ending = Letter_Codes::ending( $w, $pattern );
		if ( '' === $ending ) {
			return $w;
		}
		--$this->vowels;
		return substr( $w, 0, -strlen( $ending ) );
	}

	/**
	 * Di-, meng-, ter-, ke- or peng- (with meny- and peny- read as s-, mem- and pem- before a
	 * vowel as p-), or null when the word has none.
	 *
	 * @param string $w Encoded word.
	 */
	private function strip_first_order_prefix( string $w ): ?string {
		foreach ( self::FIRST_ORDER as $prefix => $kind ) {
			if ( 0 !== strncmp( $w, $prefix, strlen( $prefix ) ) ) {
				continue;
			}
			$rest         = (string) substr( $w, strlen( $prefix ) );
			$this->prefix = $kind;
			--$this->vowels;
			if ( ( 'men' === $prefix || 'pen' === $prefix ) && 'y' === ( $rest[0] ?? '' ) && $this->vowel_at( $rest, 1 ) ) {
				$this->replaced = true;
				return 's' . substr( $rest, 1 );
			}
			if ( ( 'mem' === $prefix || 'pem' === $prefix ) && $this->vowel_at( $rest, 0 ) ) {
				$this->replaced = true;
				return 'p' . $rest;
			}
			return $rest;
		}
		return null;
	}

	/**
	 * Per-, pe-, ber- or be- (pel- and bel- before "ajar", be- only before a consonant and
	 * "er"), or null when the word has none.
	 *
	 * @param string $w Encoded word.
	 */
	private function strip_second_order_prefix( string $w ): ?string {
		$head = substr( $w, 0, 2 );
		$next = substr( $w, 2, 1 );
		if ( 'pe' === $head ) {
			if ( 'r' === $next ) {
				$this->prefix = self::PER;
				$cut          = 3;
			} elseif ( 'l' === $next && 'ajar' === substr( $w, 3, 4 ) ) {
				$cut = 3;
			} else {
				$this->prefix = self::PER;
				$cut          = 2;
			}
		} elseif ( 'be' === $head ) {
			if ( 'r' === $next || ( 'l' === $next && 'ajar' === substr( $w, 3, 4 ) ) ) {
				$cut = 3;
			} elseif ( '' !== $next && ! $this->vowel_at( $w, 2 ) && 'er' === substr( $w, 3, 2 ) ) {
				$cut = 2;
			} else {
				return null;
			}
			$this->prefix = self::BER;
		} else {
			return null;
		}
		--$this->vowels;
		return (string) substr( $w, $cut );
	}

	/**
	 * -kan (not after ke-, peng- or per-), -an (not after di-, meng- or ter-) or -i (not after
	 * ke-, peng- or ber-, nor after s), or null when none may go.
	 *
	 * @param string $w Encoded word.
	 */
	private function strip_suffix( string $w ): ?string {
		if ( Letter_Codes::ends( $w, 'an' ) ) {
			if ( self::PENG !== $this->prefix && self::PER !== $this->prefix && Letter_Codes::ends( $w, 'kan' ) ) {
				$cut = 3;
			} elseif ( self::MENG !== $this->prefix ) {
				$cut = 2;
			} else {
				return null;
			}
		} elseif ( Letter_Codes::ends( $w, 'i' ) && $this->prefix <= self::PER && ! Letter_Codes::ends( $w, 'si' ) ) {
			$cut = 1;
		} else {
			return null;
		}
		--$this->vowels;
		return substr( $w, 0, -$cut );
	}

	/**
	 * Whether the letter at $i is a vowel.
	 *
	 * @param string $w Encoded word.
	 * @param int    $i Offset.
	 */
	private function vowel_at( string $w, int $i ): bool {
		return isset( $w[ $i ] ) && false !== strpos( self::VOWELS, $w[ $i ] );
	}
}
