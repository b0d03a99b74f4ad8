<?php
/**
 * The Snowball stemmer for Polish words, so "książka", "książki" and "książkami" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Polish algorithm of the Snowball project (snowballstem.org, new in Snowball 3): verb,
 * adjective, participle and noun endings, the noun ones only in R1, never leaving fewer than two
 * letters; a word that loses none loses the acute of its last consonant ("miłość" as "miłośc").
 *
 * It works on bytes: ą, ę, ł, ć, ń, ó, ś and ź are held as upper-case letters while the word is
 * stemmed, any other non-ASCII letter as a control byte (Letter_Codes), so offsets count letters.
 */
final class Polish implements Word_Stemmer {

	private const CODES = array(
		'ą' => 'A',
		'ę' => 'E',
		'ł' => 'L',
		'ć' => 'C',
		'ń' => 'N',
		'ó' => 'O',
		'ś' => 'S',
		'ź' => 'X',
	);

	private const VOWELS = 'aAeEioOuy';

	/** The shortest stem an ending may leave. */
	private const SHORTEST = 2;

	/** Conditional endings, removed first when they lie in R1. */
	private const CONDITIONALS = array( 'delete' => 'bym byś byśmy byście by' );

	/** The main endings, by rule ("r1": a noun ending, only in R1). */
	private const ENDINGS = array(
		'delete'     => 'asz esz isz amy emy imy acie ecie icie ają eść aść ać ieć ić ąć ając ąc ałem iałem iłem ałam iałam iłam
			am ałeś iałeś iłeś ałaś iałaś iłaś ał iał ił ała iała iła ało iało iło aliśmy ieliśmy iliśmy ałyśmy iałyśmy
			iłyśmy aliście ieliście iliście ałyście iałyście iłyście ali ieli ili ały iały iły aj ajcie cie ę
			ająca ąca iejsza sza ającą ącą iejszą ające ące iejsze sze',
		'=s'         => 'szę szące sząca sząca szącą',
		'sza'        => 'szą',
		'=ł'         => 'łeś łaś liśmy łyśmy liście łyście',
		'adjective'  => 'y ego iego emu iemu ym im ej iej ych ich ymi imi',
		'r1'         => 'a o i u ia owi iowi ą ią em iem e iu ie ów om iom ami iami ach iach',
	);

	/** Participle and comparative suffixes left once an adjective ending is gone. */
	private const PARTICIPLES = array(
		'delete' => 'ając ąc iejsz sz',
		'=s'     => 'sząc',
	);

	/** A last consonant's acute, taken off when no ending was. */
	private const ACUTES = array(
		'ć' => 'c',
		'ń' => 'n',
		'ś' => 's',
		'ź' => 'z',
	);

	/** @var array<string, string> Endings by length, longest first, each with its rule. */
	private array $endings = array();

	private Suffix_Table $conditionals;

	private Suffix_Table $participles;

	/**
	 * Builds the suffix tables once.
	 */
	public function __construct() {
		foreach ( self::ENDINGS as $rule => $list ) {
			foreach ( preg_split( '/\s+/', trim( $list ) ) as $ending ) {
				$this->endings[ strtr( $ending, self::CODES ) ] = $rule;
			}
		}
		uksort( $this->endings, static fn( $a, $b ): int => strlen( (string) $b ) <=> strlen( (string) $a ) );
		$this->conditionals = new Suffix_Table( self::CONDITIONALS, self::CODES );
		$this->participles  = new Suffix_Table( self::PARTICIPLES, self::CODES );
	}

	/**
	 * The stem of one lower-case Polish word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( $word );
		if ( null === $w ) {
			return $word;
		}
		$r1       = Letter_Codes::regions( $w, self::VOWELS )[0];
		$stripped = null;
		if ( strlen( $w ) >= self::SHORTEST ) {
			$found = $this->conditionals->longest( $w, max( $r1, self::SHORTEST ) );
			if ( null !== $found ) {
				$w = substr( $w, 0, $found[0] );
			}
			$stripped = $this->strip_ending( $w, $r1 );
		}
		if ( null !== $stripped ) {
			$w = $stripped;
		} elseif ( strlen( $w ) >= 2 ) {
			$w = substr( $w, 0, -1 ) . strtr( substr( $w, -1 ), strtr( implode( '', array_keys( self::ACUTES ) ), self::CODES ), implode( '', self::ACUTES ) );
		}
		return $letters->decode( strtr( $w, array_flip( self::CODES ) ) );
	}

	/**
	 * The word without its main ending (the longest one whose rule holds), or null when none goes.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r1 Where R1 starts.
	 */
	private function strip_ending( string $w, int $r1 ): ?string {
		$length = strlen( $w );
		foreach ( $this->endings as $ending => $rule ) {
			$ending = (string) $ending;
			$at     = $length - strlen( $ending );
			if ( $at < self::SHORTEST || ! Letter_Codes::ends( $w, $ending ) || ( 'r1' === $rule && $at < $r1 ) ) {
				continue;
			}
			$stem = substr( $w, 0, $at );
			switch ( $rule ) {
				case 'sza':
					return $at >= $r1 ? $stem : $stem . 's';
				case 'adjective':
					$participle = $this->participles->longest( $stem, self::SHORTEST );
					if ( null === $participle ) {
						return $this->without_apostrophe( $stem );
					}
					return $this->without_apostrophe( substr( $stem, 0, $participle[0] ) . ( '=s' === $participle[1] ? 's' : '' ) );
				case '=s':
				case '=ł':
					return $this->without_apostrophe( $stem . strtr( substr( $rule, 1 ), self::CODES ) );
			}
			return $this->without_apostrophe( $stem );
		}
		return null;
	}

	/**
	 * The word without a final apostrophe.
	 *
	 * @param string $w Encoded word.
	 */
	private function without_apostrophe( string $w ): string {
		return strlen( $w ) > self::SHORTEST && Letter_Codes::ends( $w, "'" ) ? substr( $w, 0, -1 ) : $w;
	}
}
