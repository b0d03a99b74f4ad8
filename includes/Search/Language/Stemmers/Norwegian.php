<?php
/**
 * The Snowball stemmer for Norwegian words, so "bilen", "biler" and "bilene" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Norwegian (Bokmål) algorithm of the Snowball project (snowballstem.org, as of Snowball 3:
 * -ers kept after the stems it belongs to, "-erte" and "-ert" read as "-er", and the apostrophe
 * rules of the Danish algorithm).
 *
 * It works on bytes: æ, å and ø, and the accented vowels ê, ò, ó and ô, are held as upper-case
 * letters while the word is stemmed, any other non-ASCII letter as a control byte
 * (Letter_Codes), so offsets count letters. Every ending is looked for in R1, which starts after
 * the third letter at the earliest.
 */
final class Norwegian implements Word_Stemmer {

	private const CODES = array(
		'æ' => 'E',
		'å' => 'B',
		'ø' => 'O',
		'ê' => 'C',
		'ò' => 'D',
		'ó' => 'F',
		'ô' => 'G',
	);

	private const VOWELS = 'aeiouyEBOCDFG';

	/** Letters after which a final -s is removed (and after r not following e, k not following a vowel). */
	private const S_ENDINGS = 'bcdfghjlmnoptvyz';

	private const MAIN_SUFFIXES = array(
		'delete' => 'a e ede ande ende ane ene hetene en heten ar er heter as es edes endes enes hetenes ens hetens ets et het ast',
		'ers'    => 'ers',
		's'      => 's',
		'er'     => 'erte ert',
	);

	/** What -ers follows where it is part of the stem ("-skap", "-giv" and "-hav" excepted). */
	private const ERS_KEEPERS = '/(?:(?<!s)kap|(?<!gi|ha)v|amm|ast|ind|kk|lt|nk|omm|pp|Ost)\z/';

	private const CONSONANT_PAIRS = '/(?:dt|vt)\z/';

	private const OTHER_SUFFIXES = array( 'delete' => 'leg eleg ig eig lig elig els lov elov slov hetslov' );

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
	 * The stem of one lower-case Norwegian word.
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

		$w     = $this->strip_main_suffix( $w, $r1 );
		$w     = Letter_Codes::undouble_pair( $w, self::CONSONANT_PAIRS, $r1 );
		$found = $this->other->longest( $w, $r1 );
		if ( null !== $found ) {
			$w = substr( $w, 0, $found[0] );
		}
		return $letters->decode( strtr( Letter_Codes::without_final_apostrophe( $w ), array_flip( self::CODES ) ) );
	}

	/**
	 * Step 1: the longest inflection in R1; -ers unless the stem owns it, -s after S_ENDINGS, after
	 * r not following e or after k not following a vowel, and -erte and -ert read as -er.
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
		switch ( $rule ) {
			case 'er':
				return $stem . 'er';
			case 'ers':
				return preg_match( self::ERS_KEEPERS, $stem ) ? $w : $stem;
			case 's':
				return $this->s_removable( $stem ) ? $stem : $w;
		}
		return $stem;
	}

	/**
	 * Whether a final -s goes from the word that is left without it.
	 *
	 * @param string $stem Encoded word without its -s.
	 */
	private function s_removable( string $stem ): bool {
		$length = strlen( $stem );
		if ( 0 === $length ) {
			return false;
		}
		$last   = $stem[ $length - 1 ];
		$before = $length >= 2 ? $stem[ $length - 2 ] : '';
		return false !== strpos( self::S_ENDINGS, $last )
			|| ( 'r' === $last && 'e' !== $before )
			|| ( 'k' === $last && '' !== $before && false === strpos( self::VOWELS, $before ) );
	}
}
