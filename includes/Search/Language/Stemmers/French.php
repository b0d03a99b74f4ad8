<?php
/**
 * The Snowball stemmer for French words, so "continuer", "continuait" and "continuellement" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The French algorithm of the Snowball project (snowballstem.org, as of Snowball 3.2: elisions,
 * -oux, the "ni" exception to RV and the -ais/-aise rule included).
 *
 * It works on bytes: each accented letter is held as a free upper-case letter while the word is
 * stemmed (CODES), u, i and y read as consonants as U, I and Y (the algorithm's own marks), ë and
 * ï as He and Hi, and any other non-ASCII letter as a control byte (Letter_Codes), so string
 * offsets count letters.
 */
final class French implements Word_Stemmer {

	/** Vowels once ë and ï are held as He and Hi (step 1 reads them too). */
	public const VOWELS = 'aeiouyABEFGJOVW';

	/** The accented letters, each as one byte; ë and ï (K, L) only until the vowels are marked. */
	private const CODES = array(
		'â' => 'A',
		'à' => 'B',
		'ç' => 'C',
		'é' => 'E',
		'ê' => 'F',
		'è' => 'G',
		'î' => 'J',
		'ô' => 'O',
		'û' => 'V',
		'ù' => 'W',
		'ë' => 'K',
		'ï' => 'L',
	);

	/** The marks undone, ë and ï back, and any other H removed (the letters come back by CODES). */
	private const MARKS = array(
		'He' => 'ë',
		'Hi' => 'ï',
		'H'  => '',
		'I'  => 'i',
		'U'  => 'u',
		'Y'  => 'y',
	);

	/** Step 2a, verb suffixes beginning with i. */
	private const I_VERBS = array(
		'i' => 'îmes ît îtes i ie ies ir ira irai iraIent irais irait iras irent irez iriez irions irons
			iront is issaIent issais issait issant issante issantes issants isse issent isses issez issiez
			issions issons it',
	);

	/** Step 2b, other verb suffixes, by rule. */
	private const VERBS = array(
		'ions' => 'ions',
		'e'    => 'é ée ées és èrent er era erai eraIent erais erait eras erez eriez erions erons eront ez iez',
		'a'    => 'âmes ât âtes a ai aIent ait ant ante antes ants as asse assent asses assiez assions',
		'ais'  => 'ais aise aises',
	);

	/** Step 4, residual suffixes, by rule. */
	private const RESIDUAL = array(
		'ion' => 'ion',
		'ier' => 'ier ière Ier Ière',
		'e'   => 'e',
	);

	/** @var Suffix_Table[] The endings of steps 2a, 2b and 4, by step. */
	private array $tables;

	private French_Standard_Suffix $standard;

	/**
	 * Encoded letters and marks, and what they stand for.
	 *
	 * @var array<string, string>
	 */
	private array $decode;

	/** Where RV, R1 and R2 of the word being stemmed start. */
	private int $rv = 0;
	private int $r1 = 0;
	private int $r2 = 0;

	/**
	 * Builds the suffix tables of each step once.
	 */
	public function __construct() {
		$this->standard = new French_Standard_Suffix( self::CODES );
		$this->decode   = self::MARKS + array_flip( self::CODES );
		$this->tables   = array(
			'i_verbs'  => new Suffix_Table( self::I_VERBS, self::CODES ),
			'verbs'    => new Suffix_Table( self::VERBS, self::CODES ),
			'residual' => new Suffix_Table( self::RESIDUAL, self::CODES ),
		);
	}

	/**
	 * The stem of one lower-case French word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( preg_replace( "/^(?:qu|[cdjlmnstz])'(?=.)/s", '', $word ) );
		if ( null === $w ) {
			return $word;
		}
		$w = strtr( $this->mark_consonants( $w ), array( 'K' => 'He', 'L' => 'Hi' ) );

		$this->rv                    = $this->rv( $w );
		list( $this->r1, $this->r2 ) = Letter_Codes::regions( $w, self::VOWELS );

		// Step 3 after a removed suffix, else step 4; then steps 5 (undouble) and 6 (é, è before
		// the last consonants).
		if ( $this->remove_suffix( $w ) ) {
			$w = preg_replace( array( '/Y\z/', '/C\z/' ), array( 'i', 'c' ), $w );
		} else {
			$w = $this->residual_suffix( $w );
		}
		if ( preg_match( '/(?:enn|onn|ett|ell|eill)\z/', $w ) ) {
			$w = substr( $w, 0, -1 );
		}
		$w = preg_replace( '/[EG](?=[^' . self::VOWELS . ']+\z)/', 'e', $w );
		return $letters->decode( strtr( $w, $this->decode ) );
	}

	/**
	 * Marks u and i between vowels, y before or after a vowel, and u after q as consonants (U, I,
	 * Y), letter by letter from the start, so a marked letter is no vowel for the next one.
	 *
	 * @param string $w Encoded word, ë and ï still single vowels (K, L).
	 */
	private function mark_consonants( string $w ): string {
		$vowels = self::VOWELS . 'KL';
		$last   = strlen( $w ) - 1;
		for ( $i = 0; $i <= $last; $i++ ) {
			$letter = $w[ $i ];
			if ( 'u' !== $letter && 'i' !== $letter && 'y' !== $letter ) {
				continue;
			}
			$after_vowel  = $i > 0 && false !== strpos( $vowels, $w[ $i - 1 ] );
			$before_vowel = $i < $last && false !== strpos( $vowels, $w[ $i + 1 ] );
			if ( 'y' === $letter ? $after_vowel || $before_vowel : $after_vowel && $before_vowel ) {
				$w[ $i ] = strtoupper( $letter );
			} elseif ( 'u' === $letter && $i > 0 && 'q' === $w[ $i - 1 ] ) {
				$w[ $i ] = 'U';
			}
		}
		return $w;
	}

	/**
	 * Where RV starts: after the third letter when the word starts with two vowels, "par", "col",
	 * "tap" or "ni" and a vowel; else after the first vowel that is not the first letter.
	 *
	 * @param string $w Encoded word.
	 */
	private function rv( string $w ): int {
		$length = strlen( $w );
		if ( $length > 2 && ( strspn( $w, self::VOWELS, 0, 2 ) === 2 || preg_match( '/^(?:par|col|tap|ni[' . self::VOWELS . '])/', $w ) ) ) {
			return 3;
		}
		$vowel = $length > 1 ? 1 + strcspn( $w, self::VOWELS, 1 ) : $length;
		return min( $vowel + 1, $length );
	}

	/**
	 * Steps 1, 2a and 2b: a standard suffix, else (or after -ment) a verb suffix beginning with i,
	 * else another verb suffix. Whether one of them was removed.
	 *
	 * @param string $w Encoded word, shortened in place.
	 */
	private function remove_suffix( string &$w ): bool {
		list( $w, $verb ) = $this->standard->remove( $w, $this->rv, $this->r1, $this->r2 );
		if ( ! $verb ) {
			return true;
		}
		$found = $this->tables['i_verbs']->longest( $w, $this->rv );
		if ( null !== $found ) {
			$at = $found[0];
			if ( $at - 1 >= $this->rv && false === strpos( self::VOWELS . 'H', $w[ $at - 1 ] ) ) {
				$w = substr( $w, 0, $at );
				return true;
			}
		}
		return $this->verb_suffix( $w );
	}

	/**
	 * Step 2b: another verb suffix in RV (-ions only in R2; -ais, -aise, -aises kept after "al"
	 * with one letter before, "auv" and "épl"), and an e in RV before -a… or -ais… (mangeais →
	 * mang, as Snowball's vocabulary has it). Whether one was removed.
	 *
	 * @param string $w Encoded word, shortened in place.
	 */
	private function verb_suffix( string &$w ): bool {
		$found = $this->tables['verbs']->longest( $w, $this->rv );
		if ( null === $found ) {
			return false;
		}
		list( $at, $rule ) = $found;
		$stem              = substr( $w, 0, $at );
		if ( 'ions' === $rule && $at < $this->r2 ) {
			return false;
		}
		if ( 'ais' === $rule && ( 3 === $at && Letter_Codes::ends( $stem, 'al' ) || preg_match( '/(?:auv|Epl)\z/', $stem ) ) ) {
			return false;
		}
		if ( 'ions' !== $rule && 'e' !== $rule && Suffix_Table::precedes( $stem, $at, 'e', $this->rv ) ) {
			$stem = substr( $stem, 0, -1 );
		}
		$w = $stem;
		return true;
	}

	/**
	 * Step 4: a final s (not after a, i, o, u, è or s, but after the i of ï), then in RV -ion in R2
	 * after s or t, -ier and -ière as i, or a final e.
	 *
	 * @param string $w Encoded word.
	 */
	private function residual_suffix( string $w ): string {
		if ( preg_match( '/(?:Hi|[^aiousG])s\z/', $w ) ) {
			$w = substr( $w, 0, -1 );
		}
		$found = $this->tables['residual']->longest( $w, $this->rv );
		if ( null === $found ) {
			return $w;
		}
		list( $at, $rule ) = $found;
		$stem              = substr( $w, 0, $at );
		if ( 'ion' === $rule ) {
			return $at >= $this->r2 && $at - 1 >= $this->rv && Letter_Codes::ends_in( $stem, 'st' ) ? $stem : $w;
		}
		return 'ier' === $rule ? $stem . 'i' : $stem;
	}
}
