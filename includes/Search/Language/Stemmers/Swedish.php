<?php
/**
 * The Snowball stemmer for Swedish words, so "bilen", "bilar" and "bilarna" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Swedish algorithm of the Snowball project (snowballstem.org, as of Snowball 3: -et and -ets
 * removed after a short syllable, except where they belong to the stem, as in "nyhet", "paket" or
 * "identitet").
 *
 * It works on bytes: ä, å and ö are held as A, B and O while the word is stemmed, any other
 * non-ASCII letter as a control byte (Letter_Codes), so offsets count letters. Every ending is
 * looked for in R1, which starts after the third letter at the earliest.
 */
final class Swedish implements Word_Stemmer {

	private const CODES = array(
		'ä' => 'A',
		'å' => 'B',
		'ö' => 'O',
	);

	private const VOWELS = 'aeiouyABO';

	/** Letters after which a final -s is removed. */
	private const S_ENDINGS = 'bcdfghjklmnoprtvy';

	/** Letters after which -öst becomes -ös. */
	private const OST_ENDINGS = 'iklnprtuv';

	private const MAIN_SUFFIXES = array(
		'delete' => 'a arna erna heterna orna ad e ade ande arne are aste en anden aren heten ern ar er heter or as arnas ernas ornas es ades andes ens arens hetens erns at andet het ast',
		's'      => 's',
		'et'     => 'et',
	);

	/**
	 * Stems whose -et belongs to them: "-het" nouns (frihet), the -itet nouns (identitet) and a few
	 * more (alfabet, komet, raket, paket, staket).
	 */
	private const ET_KEEPERS = '/(?:h|iet|uit|fab|cit|dit|alit|ilit|mit|nit|pit|rit|sit|tit|ivit|kvit|xit|kom|rak|pak|stak)\z/';

	private const CONSONANT_PAIRS = '/(?:dd|gd|nn|dt|gt|kt|tt)\z/';

	private const OTHER_SUFFIXES = array(
		'delete' => 'lig ig els',
		'ost'    => 'öst',
		'fullt'  => 'fullt',
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
	 * The stem of one lower-case Swedish word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( $word );
		if ( null === $w ) {
			return $word;
		}
		$r1 = Letter_Codes::r1_from_fourth( $w, self::VOWELS );

		$w = $this->strip_main_suffix( $w, $r1 );
		$w = Letter_Codes::undouble_pair( $w, self::CONSONANT_PAIRS, $r1 );
		$w = $this->strip_other_suffix( $w, $r1 );
		return $letters->decode( strtr( $w, array_flip( self::CODES ) ) );
	}

	/**
	 * Step 1: the longest inflection in R1; -s only after S_ENDINGS (or with -et before it, as
	 * -et), -et only after a short syllable that is not one of ET_KEEPERS.
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
		if ( 'delete' === $rule ) {
			return substr( $w, 0, $at );
		}
		if ( 'et' === $rule ) {
			return $this->et_removable( $w, $at ) ? substr( $w, 0, $at ) : $w;
		}
		if ( Suffix_Table::precedes( $w, $at, 'et' ) && $this->et_removable( $w, $at - 2 ) ) {
			return substr( $w, 0, $at - 2 );
		}
		return $at > 0 && Letter_Codes::ends_in( substr( $w, 0, $at ), self::S_ENDINGS ) ? substr( $w, 0, $at ) : $w;
	}

	/**
	 * Whether an -et starting at $at may go: a vowel and a consonant before it, with a letter
	 * before them, and no stem it belongs to.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $at Where -et starts.
	 */
	private function et_removable( string $w, int $at ): bool {
		return $at >= 3
			&& false === strpos( self::VOWELS, $w[ $at - 1 ] )
			&& false !== strpos( self::VOWELS, $w[ $at - 2 ] )
			&& ! preg_match( self::ET_KEEPERS, substr( $w, 0, $at ) );
	}

	/**
	 * Step 3: -lig, -ig and -els go; -löst (after OST_ENDINGS) becomes -lös, -fullt -full.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function strip_other_suffix( string $w, int $r1 ): string {
		$found = $this->other->longest( $w, $r1 );
		if ( null === $found ) {
			return $w;
		}
		list( $at, $rule ) = $found;
		if ( 'delete' === $rule ) {
			return substr( $w, 0, $at );
		}
		if ( 'fullt' === $rule ) {
			return substr( $w, 0, -1 );
		}
		return $at > 0 && false !== strpos( self::OST_ENDINGS, $w[ $at - 1 ] ) ? substr( $w, 0, -1 ) : $w;
	}
}
