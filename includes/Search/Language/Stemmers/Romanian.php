<?php
/**
 * The Snowball stemmer for Romanian words, so "carte", "cărți" and "cartea" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Romanian algorithm of the Snowball project (snowballstem.org, as of Snowball 3: "ş" and
 * "ţ" written with a cedilla read as "ș" and "ț").
 *
 * It works on bytes: ă, â, î, ș and ț are held as B, C, D, S and T while the word is stemmed, u
 * and i between vowels as U and I (the algorithm's own marks), any other non-ASCII letter as a
 * control byte (Letter_Codes), so offsets count letters. Endings are found first and then
 * checked against their region: a longer ending outside it hides a shorter one inside.
 */
final class Romanian implements Word_Stemmer {

	private const CODES = array(
		'ă' => 'B',
		'â' => 'C',
		'î' => 'D',
		'ș' => 'S',
		'ş' => 'S',
		'ț' => 'T',
		'ţ' => 'T',
	);

	private const DECODE = array(
		'B' => 'ă',
		'C' => 'â',
		'D' => 'î',
		'S' => 'ș',
		'T' => 'ț',
		'I' => 'i',
		'U' => 'u',
	);

	private const VOWELS = 'aeiouBCD';

	/** Step 0, plurals and articles, in R1: each ending by what replaces it ("" deletes). */
	private const STEP_0 = array(
		'='     => 'ul ului',
		'=a'    => 'aua',
		'=e'    => 'ea ele elor',
		'=i'    => 'ii iua iei iile iilor ilor',
		'ile'   => 'ile',
		'=at'   => 'atei',
		'=ați'  => 'ație ația',
	);

	/** Endings that reduce to a shorter one, in R1, again and again. */
	private const COMBO = array(
		'=abil' => 'abilitate abilitati abilităi abilități',
		'=ibil' => 'ibilitate',
		'=iv'   => 'ivitate ivitati ivităi ivități',
		'=ic'   => 'icitate icitati icităi icități icator icatori iciv iciva icive icivi icivă ical icala icale icali icală',
		'=at'   => 'ativ ativa ative ativi ativă ațiune atoare ator atori ătoare ător ători',
		'=it'   => 'itiv itiva itive itivi itivă ițiune itoare itor itori',
	);

	/** Standard suffixes, in R2. */
	private const STANDARD = array(
		'='    => 'at ata ată ati ate ut uta ută uti ute it ita ită iti ite ic ica ice ici ică abil abila abile abili abilă
			ibil ibila ibile ibili ibilă oasa oasă oase os osi oși ant anta ante anti antă ator atori itate itati ităi
			ități iv iva ive ivi ivă',
		'iune' => 'iune iuni',
		'=ist' => 'ism isme ist ista iste isti istă iști',
	);

	/** Verb suffixes, in RV: "after" ones only after a non-vowel or u. */
	private const VERBS = array(
		'after' => 'are ere ire âre ind ând indu ându eze ească ez ezi ează esc ești ește ăsc ăști ăște am ai au eam eai
			ea eați eau iam iai ia iați iau ui ași arăm arăți ară uși urăm urăți ură iși irăm irăți iră âi âși ârăm ârăți
			âră asem aseși ase aserăm aserăți aseră isem iseși ise iserăm iserăți iseră âsem âseși âse âserăm âserăți
			âseră usem useși use userăm userăți useră',
		'='     => 'ăm ați em eți im iți âm âți seși serăm serăți seră sei se sesem seseși sese seserăm seserăți seseră',
	);

	private const VOWEL_SUFFIXES = array( '=' => 'a e i ie ă' );

	/** @var array<string, Suffix_Table> The tables of each step. */
	private array $tables;

	/**
	 * Builds the suffix tables once.
	 */
	public function __construct() {
		foreach ( array( 'step_0' => self::STEP_0, 'combo' => self::COMBO, 'standard' => self::STANDARD, 'verbs' => self::VERBS, 'vowels' => self::VOWEL_SUFFIXES ) as $step => $groups ) {
			$this->tables[ $step ] = new Suffix_Table( $groups, self::CODES );
		}
	}

	/**
	 * The stem of one lower-case Romanian word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( $word );
		if ( null === $w ) {
			return $word;
		}
		$w               = $this->mark_vowels( $w );
		$rv              = Letter_Codes::rv( $w, self::VOWELS );
		list( $r1, $r2 ) = Letter_Codes::regions( $w, self::VOWELS );

		$w       = $this->replace( $w, 'step_0', $r1 ) ?? $w;
		$removed = false;
		for ( $next = $this->replace( $w, 'combo', $r1 ); null !== $next; $next = $this->replace( $w, 'combo', $r1 ) ) {
			$w       = $next;
			$removed = true;
		}
		$standard = $this->standard_suffix( $w, $r2 );
		if ( null !== $standard ) {
			$w       = $standard;
			$removed = true;
		}
		if ( ! $removed ) {
			$w = $this->verb_suffix( $w, $rv );
		}
		$w = $this->replace( $w, 'vowels', $rv ) ?? $w;
		return $letters->decode( strtr( $w, self::DECODE ) );
	}

	/**
	 * Marks u and i between vowels as consonants (U, I).
	 *
	 * @param string $w Encoded word.
	 */
	private function mark_vowels( string $w ): string {
		$last = strlen( $w ) - 1;
		for ( $i = 1; $i < $last; $i++ ) {
			if ( ( 'u' === $w[ $i ] || 'i' === $w[ $i ] )
				&& false !== strpos( self::VOWELS, $w[ $i - 1 ] )
				&& false !== strpos( self::VOWELS, $w[ $i + 1 ] ) ) {
				$w[ $i ] = strtoupper( $w[ $i ] );
			}
		}
		return $w;
	}

	/**
	 * The word with the step's longest ending replaced, when that ending starts in the region;
	 * null when there is none or it does not.
	 *
	 * @param string $w      Encoded word.
	 * @param string $step   Step name.
	 * @param int    $region Where the region starts.
	 */
	private function replace( string $w, string $step, int $region ): ?string {
		$found = $this->tables[ $step ]->longest( $w );
		if ( null === $found || $found[0] < $region ) {
			return null;
		}
		list( $at, $rule ) = $found;
		$stem              = substr( $w, 0, $at );
		if ( 'ile' === $rule ) {
			return Letter_Codes::ends( $stem, 'ab' ) ? null : $stem . 'i';
		}
		return $stem . strtr( substr( $rule, 1 ), self::CODES );
	}

	/**
	 * A standard suffix in R2: deleted, -ist kept of -ism and -ist forms, -iune only after ț
	 * (which becomes t); null when none goes.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $r2 Where R2 starts.
	 */
	private function standard_suffix( string $w, int $r2 ): ?string {
		$found = $this->tables['standard']->longest( $w );
		if ( null === $found || $found[0] < $r2 ) {
			return null;
		}
		list( $at, $rule ) = $found;
		if ( 'iune' !== $rule ) {
			return $this->replace( $w, 'standard', $r2 );
		}
		return $at > 0 && 'T' === $w[ $at - 1 ] ? substr( $w, 0, $at - 1 ) . 't' : null;
	}

	/**
	 * A verb suffix inside RV; the "after" ones only after a non-vowel or u also inside RV.
	 *
	 * @param string $w  Encoded word.
	 * @param int    $rv Where RV starts.
	 */
	private function verb_suffix( string $w, int $rv ): string {
		$found = $this->tables['verbs']->longest( $w, $rv );
		if ( null === $found ) {
			return $w;
		}
		list( $at, $rule ) = $found;
		if ( 'after' === $rule ) {
			$before = $at - 1 >= $rv ? $w[ $at - 1 ] : null;
			if ( null === $before || ( false !== strpos( self::VOWELS, $before ) && 'u' !== $before ) ) {
				return $w;
			}
		}
		return substr( $w, 0, $at );
	}
}
