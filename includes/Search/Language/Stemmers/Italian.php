<?php
/**
 * The Snowball stemmer for Italian words, so "abbandonare", "abbandonata" and "abbandono" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Italian algorithm of the Snowball project (snowballstem.org, as of Snowball 3.1: elisions
 * and the "divan" exception to RV included). Acute accents become grave ones.
 *
 * It works on bytes: the accented vowels are held as A, E, J, O and W while the word is stemmed,
 * u and i read as consonants as U and I (the algorithm's own marks), and any other non-ASCII letter
 * as a control byte (Letter_Codes), so string offsets count letters.
 */
final class Italian implements Word_Stemmer {

	private const VOWELS = 'aeiouAEJOW';

	/** The accented vowels, each as one byte, acute read as grave. */
	private const CODES = array(
		'à' => 'A',
		'á' => 'A',
		'è' => 'E',
		'é' => 'E',
		'ì' => 'J',
		'í' => 'J',
		'ò' => 'O',
		'ó' => 'O',
		'ù' => 'W',
		'ú' => 'W',
	);

	/** The letters back (with grave accents) and the marks undone. */
	private const DECODE = array(
		'A' => 'à',
		'E' => 'è',
		'J' => 'ì',
		'O' => 'ò',
		'W' => 'ù',
		'I' => 'i',
		'U' => 'u',
	);

	/** Words elided before an apostrophe: "dell'anno" is read as "anno". */
	private const ELISIONS = "/^(?:d|l|m|s|t|v|all|dall|dell|gl|nell|quell|quest|sull|tutt|un)'(?=.)/s";

	/** Step 0, pronouns attached to a verb. */
	private const PRONOUNS = array(
		'pronoun' => 'ci gli la le li lo mi ne si ti vi sene gliela gliele glieli glielo gliene
			mela mele meli melo mene tela tele teli telo tene cela cele celi celo cene vela vele veli velo vene',
	);

	/** Step 0, the verb endings a pronoun may follow: after a gerund it goes, after -ar, -er, -ir it is e. */
	private const PRONOUN_HOSTS = array(
		'gerund'     => 'ando endo',
		'infinitive' => 'ar er ir',
	);

	/** Step 1, standard suffixes, by rule (log, u and ente: replaced by the rule's name). */
	private const STANDARD = array(
		'r2'     => 'anza anze ico ici ica ice iche ichi ismo ismi abile abili ibile ibili ista iste isti istà istè
			istì oso osi osa ose mente atrice atrici ante anti',
		'ic'     => 'azione azioni atore atori',
		'log'    => 'logia logie',
		'u'      => 'uzione uzioni usione usioni',
		'ente'   => 'enza enze',
		'rv'     => 'amento amenti imento imenti',
		'amente' => 'amente',
		'ità'    => 'ità',
		'iv'     => 'ivo ivi iva ive',
	);

	/** Step 2, verb suffixes (the published list's "Yamo" is left out: no Italian word is marked so). */
	private const VERBS = array(
		'verb' => 'ammo ando ano are arono asse assero assi assimo ata ate ati ato ava avamo avano avate avi avo
			emmo enda ende endi endo erà erai eranno ere erebbe erebbero erei eremmo eremo ereste eresti erete
			erò erono essero ete eva evamo evano evate evi evo iamo immo irà irai iranno ire irebbe irebbero
			irei iremmo iremo ireste iresti irete irò irono isca iscano isce isci isco iscono issero ita ite iti
			ito iva ivamo ivano ivate ivi ivo ono uta ute uti uto ar ir',
	);

	/** @var Suffix_Table[] The steps' endings, by step. */
	private array $tables;

	/** Where RV, R1 and R2 of the word being stemmed start. */
	private int $rv = 0;
	private int $r1 = 0;
	private int $r2 = 0;

	/**
	 * Builds the suffix tables of each step once.
	 */
	public function __construct() {
		$this->tables = array(
			'pronouns' => new Suffix_Table( self::PRONOUNS, self::CODES ),
			'hosts'    => new Suffix_Table( self::PRONOUN_HOSTS, self::CODES ),
			'standard' => new Suffix_Table( self::STANDARD, self::CODES ),
			'verbs'    => new Suffix_Table( self::VERBS, self::CODES ),
		);
	}

	/**
	 * The stem of one lower-case Italian word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( preg_replace( self::ELISIONS, '', $word ) );
		if ( null === $w ) {
			return $word;
		}
		$w = $this->mark_consonants( $w );

		$this->rv                    = 0 === strncmp( $w, 'divan', 5 ) ? 5 : Letter_Codes::rv( $w, self::VOWELS );
		list( $this->r1, $this->r2 ) = Letter_Codes::regions( $w, self::VOWELS );

		$w    = $this->attached_pronoun( $w );
		$stem = $this->standard_suffix( $w );
		$w    = $stem ?? $this->verb_suffix( $w );
		$w    = $this->final_vowel( $w );
		return $letters->decode( strtr( $w, self::DECODE ) );
	}

	/**
	 * Marks u after q, then u and i between vowels, as consonants (U, I), letter by letter from the
	 * start, so a marked letter is no vowel for the next one.
	 *
	 * @param string $w Encoded word.
	 */
	private function mark_consonants( string $w ): string {
		$w    = str_replace( 'qu', 'qU', $w );
		$last = strlen( $w ) - 1;
		for ( $i = 1; $i < $last; $i++ ) {
			if ( 'u' !== $w[ $i ] && 'i' !== $w[ $i ] ) {
				continue;
			}
			if ( false !== strpos( self::VOWELS, $w[ $i - 1 ] ) && false !== strpos( self::VOWELS, $w[ $i + 1 ] ) ) {
				$w[ $i ] = strtoupper( $w[ $i ] );
			}
		}
		return $w;
	}

	/**
	 * Step 0: a pronoun after a gerund (-ando, -endo) is removed, after -ar, -er, -ir it becomes e;
	 * the verb ending in RV.
	 *
	 * @param string $w Encoded word.
	 */
	private function attached_pronoun( string $w ): string {
		$pronoun = $this->tables['pronouns']->longest( $w );
		if ( null === $pronoun ) {
			return $w;
		}
		$verb = substr( $w, 0, $pronoun[0] );
		$host = $this->tables['hosts']->longest( $verb, $this->rv );
		if ( null === $host ) {
			return $w;
		}
		return 'gerund' === $host[1] ? $verb : $verb . 'e';
	}

	/**
	 * Step 1: the word without its standard suffix, or null when it has none its rule lets go.
	 *
	 * @param string $w Encoded word.
	 */
	private function standard_suffix( string $w ): ?string {
		$found = $this->tables['standard']->longest( $w );
		if ( null === $found ) {
			return null;
		}
		list( $at, $rule ) = $found;
		$stem              = substr( $w, 0, $at );
		$region            = array(
			'rv'     => $this->rv,
			'amente' => $this->r1,
		);
		if ( $at < ( $region[ $rule ] ?? $this->r2 ) ) {
			return null;
		}
		switch ( $rule ) {
			case 'log':
			case 'u':
			case 'ente':
				return $stem . $rule;
			case 'ic':
				return Suffix_Table::drop( $stem, array( 'ic' ), $this->r2 );
			case 'amente':
				if ( Suffix_Table::precedes( $stem, $at, 'iv', $this->r2 ) ) {
					return Suffix_Table::drop( substr( $stem, 0, -2 ), array( 'at' ), $this->r2 );
				}
				return Suffix_Table::drop( $stem, array( 'os', 'ic', 'abil' ), $this->r2 );
			case 'ità':
				return Suffix_Table::drop( $stem, array( 'abil', 'ic', 'iv' ), $this->r2 );
			case 'iv':
				if ( Suffix_Table::precedes( $stem, $at, 'at', $this->r2 ) ) {
					return Suffix_Table::drop( substr( $stem, 0, -2 ), array( 'ic' ), $this->r2 );
				}
		}
		return $stem;
	}

	/**
	 * Step 2: a verb suffix in RV.
	 *
	 * @param string $w Encoded word.
	 */
	private function verb_suffix( string $w ): string {
		$found = $this->tables['verbs']->longest( $w, $this->rv );
		return null === $found ? $w : substr( $w, 0, $found[0] );
	}

	/**
	 * Steps 3a and 3b: a final vowel in RV and an i in RV before it; then a final ch or gh in RV
	 * loses its h (crocchio → crocch → crocc).
	 *
	 * @param string $w Encoded word.
	 */
	private function final_vowel( string $w ): string {
		$at = strlen( $w ) - 1;
		if ( $at >= $this->rv && Letter_Codes::ends_in( $w, 'aeioAEJO' ) ) {
			$w = substr( $w, 0, $at );
			if ( $at - 1 >= $this->rv && Letter_Codes::ends( $w, 'i' ) ) {
				$w = substr( $w, 0, -1 );
			}
		}
		return strlen( $w ) - 2 >= $this->rv && preg_match( '/[cg]h\z/', $w ) ? substr( $w, 0, -1 ) : $w;
	}
}
