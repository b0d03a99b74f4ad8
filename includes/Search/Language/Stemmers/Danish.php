<?php
/**
 * The Snowball stemmer for Danish words, so "bilen", "biler" and "bilerne" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Danish algorithm of the Snowball project (snowballstem.org, as of Snowball 3: an
 * apostrophe ends the part before R1, "pc'en", and a final one goes).
 *
 * It works on bytes: æ, å and ø are held as E, B and O while the word is stemmed, any other
 * non-ASCII letter as a control byte (Letter_Codes), so offsets count letters. Every ending is
 * looked for in R1, which starts after the third letter at the earliest.
 */
final class Danish implements Word_Stemmer {

	private const CODES = array(
		'æ' => 'E',
		'å' => 'B',
		'ø' => 'O',
	);

	private const VOWELS = 'aeiouyEBO';

	/** Letters after which a final -s is removed. */
	private const S_ENDINGS = "abcdfghjklmnoprtvyzB'";

	/** Consonants whose doubling at the end is undone. */
	private const DOUBLED = 'bdfgklmnprst';

	private const MAIN_SUFFIXES = array(
		'delete' => 'hed ethed ered e erede ende erende ene erne ere en heden eren er heder erer heds es endes erendes enes ernes eres ens hedens erens ers ets erets et eret',
		's'      => 's',
	);

	private const CONSONANT_PAIRS = '/(?:gd|dt|gt|kt)\z/';

	private const OTHER_SUFFIXES = array(
		'delete' => 'ig lig elig els',
		'lost'   => 'løst',
	);

	private Suffix_Table $main;

	private Suffix_Table $other;

	/**
	 * Builds the suffix tables once.
	 */
	public function __construct() {
		$this->main  = new Suffix_Table( self::MAIN_SUFFIXES, self::CODES );
		$this->other = new Suffix_Table( self::OTHER_SUFFIXES, self::CODES );
	}

	/**
	 * The stem of one lower-case Danish word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( $word );
		if ( null === $w || strlen( $w ) < 3 ) {
			return $word;
		}
		$r1 = Letter_Codes::r1_from_fourth( $w, self::VOWELS, true );

		$w = $this->strip_main_suffix( $w, $r1 );
		$w = Letter_Codes::undouble_pair( $w, self::CONSONANT_PAIRS, $r1 );
		$w = $this->strip_other_suffix( $w, $r1 );
		$w = $this->undouble( $w, $r1 );
		return $letters->decode( strtr( Letter_Codes::without_final_apostrophe( $w ), array_flip( self::CODES ) ) );
	}

	/**
	 * Step 1: the longest inflection in R1; -s only after S_ENDINGS.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function strip_main_suffix( string $w, int $r1 ): string {
		$found = $this->main->longest( $w, $r1 );
		if ( null === $found ) {
			return $w;
		}
		list( $at, $rule ) = $found;
		$stem              = substr( $w, 0, $at );
		return 'delete' === $rule || Letter_Codes::ends_in( $stem, self::S_ENDINGS ) ? $stem : $w;
	}

	/**
	 * Step 3: -igst loses its -st; then -ig, -lig, -elig and -els go (and a consonant pair left
	 * behind loses its last letter), and -løst becomes -løs.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function strip_other_suffix( string $w, int $r1 ): string {
		if ( Letter_Codes::ends( $w, 'igst' ) ) {
			$w = substr( $w, 0, -2 );
		}
		$found = $this->other->longest( $w, $r1 );
		if ( null === $found ) {
			return $w;
		}
		list( $at, $rule ) = $found;
		if ( 'lost' === $rule ) {
			return substr( $w, 0, -1 );
		}
		return Letter_Codes::undouble_pair( substr( $w, 0, $at ), self::CONSONANT_PAIRS, $r1 );
	}

	/**
	 * Step 4: a doubled consonant at the end, its last letter in R1, is written once.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function undouble( string $w, int $r1 ): string {
		$last = strlen( $w ) - 1;
		if ( $last >= 1 && $last >= $r1 && false !== strpos( self::DOUBLED, $w[ $last ] ) && $w[ $last ] === $w[ $last - 1 ] ) {
			return substr( $w, 0, -1 );
		}
		return $w;
	}
}
