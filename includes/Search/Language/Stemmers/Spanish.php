<?php
/**
 * The Snowball stemmer for Spanish words, so "continuar", "continuaba" and "continuamente" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Spanish algorithm of the Snowball project (snowballstem.org, as of Snowball 3.0: -acion and
 * -ucion without their accent included). Acute accents are removed from the stem, "ü" is kept.
 *
 * It works on bytes: the accented vowels are held as A, E, I, O, U and V while the word is stemmed,
 * and any other non-ASCII letter (ñ) as a control byte (Letter_Codes), so string offsets count
 * letters.
 */
final class Spanish implements Word_Stemmer {

	private const VOWELS = 'aeiouAEIOUV';

	private const CODES = array(
		'á' => 'A',
		'é' => 'E',
		'í' => 'I',
		'ó' => 'O',
		'ú' => 'U',
		'ü' => 'V',
	);

	/** The accents removed, "ü" kept. */
	private const DECODE = array(
		'A' => 'a',
		'E' => 'e',
		'I' => 'i',
		'O' => 'o',
		'U' => 'u',
		'V' => 'ü',
	);

	/** Step 0, pronouns attached to a verb. */
	private const PRONOUNS = array( 'pronoun' => 'me se sela selo selas selos la le lo las les los nos' );

	/** Step 0, the verb endings a pronoun may follow, by whether their accent goes with it. */
	private const PRONOUN_HOSTS = array(
		'accent' => 'iéndo ándo ár ér ír',
		'plain'  => 'ando iendo ar er ir',
		'yendo'  => 'yendo',
	);

	/** Step 1, standard suffixes, by rule (log, u and ente: replaced by the rule's name). */
	private const STANDARD = array(
		'r2'     => 'anza anzas ico ica icos icas ismo ismos able ables ible ibles ista istas oso osa osos osas
			amiento amientos imiento imientos',
		'ic'     => 'adora ador ación adoras adores aciones ante antes ancia ancias acion',
		'log'    => 'logía logías',
		'u'      => 'ución uciones ucion',
		'ente'   => 'encia encias',
		'amente' => 'amente',
		'mente'  => 'mente',
		'idad'   => 'idad idades',
		'iv'     => 'iva ivo ivas ivos',
	);

	/** Step 2a, verb suffixes beginning with y. */
	private const Y_VERBS = array( 'y' => 'ya ye yan yen yeron yendo yo yó yas yes yais yamos' );

	/** Step 2b, other verb suffixes, by rule. */
	private const VERBS = array(
		'gu'    => 'en es éis emos',
		'verbs' => 'arían arías arán arás aríais aría aréis aríamos aremos ará aré
			erían erías erán erás eríais ería eréis eríamos eremos erá eré
			irían irías irán irás iríais iría iréis iríamos iremos irá iré
			aba ada ida ía ara iera ad ed id ase iese aste iste an aban ían aran ieran asen iesen aron ieron
			ado ido ando iendo ió ar er ir as abas adas idas ías aras ieras ases ieses ís áis abais íais
			arais ierais aseis ieseis asteis isteis ados idos amos ábamos íamos imos áramos iéramos iésemos
			ásemos',
	);

	/** Step 3, residual suffixes, by rule. */
	private const RESIDUAL = array(
		'vowel' => 'os a o á í ó',
		'e'     => 'e é',
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
			'y_verbs'  => new Suffix_Table( self::Y_VERBS, self::CODES ),
			'verbs'    => new Suffix_Table( self::VERBS, self::CODES ),
			'residual' => new Suffix_Table( self::RESIDUAL, self::CODES ),
		);
	}

	/**
	 * The stem of one lower-case Spanish word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( $word );
		if ( null === $w ) {
			return $word;
		}
		$this->rv                    = Letter_Codes::rv( $w, self::VOWELS );
		list( $this->r1, $this->r2 ) = Letter_Codes::regions( $w, self::VOWELS );

		$w    = $this->attached_pronoun( $w );
		$stem = $this->standard_suffix( $w );
		$w    = $stem ?? $this->verb_suffix( $w );
		$w    = $this->residual_suffix( $w );
		return $letters->decode( strtr( $w, self::DECODE ) );
	}

	/**
	 * Step 0: a pronoun after -ando, -iendo, -ar, -er, -ir (their accent then removed) or after
	 * -yendo following u, the verb ending in RV.
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
		if ( null === $host || ( 'yendo' === $host[1] && ! Suffix_Table::precedes( $verb, $host[0], 'u' ) ) ) {
			return $w;
		}
		return 'accent' === $host[1] ? substr( $verb, 0, $host[0] ) . strtr( substr( $verb, $host[0] ), self::DECODE ) : $verb;
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
		if ( $at < ( 'amente' === $rule ? $this->r1 : $this->r2 ) ) {
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
				return Suffix_Table::drop( $stem, array( 'os', 'ic', 'ad' ), $this->r2 );
			case 'mente':
				return Suffix_Table::drop( $stem, array( 'ante', 'able', 'ible' ), $this->r2 );
			case 'idad':
				return Suffix_Table::drop( $stem, array( 'abil', 'ic', 'iv' ), $this->r2 );
			case 'iv':
				return Suffix_Table::drop( $stem, array( 'at' ), $this->r2 );
		}
		return $stem;
	}

	/**
	 * Steps 2a and 2b: a verb suffix beginning with y after u, else another verb suffix, in RV.
	 *
	 * @param string $w Encoded word.
	 */
	private function verb_suffix( string $w ): string {
		$found = $this->tables['y_verbs']->longest( $w, $this->rv );
		if ( null !== $found && Suffix_Table::precedes( $w, $found[0], 'u' ) ) {
			return substr( $w, 0, $found[0] );
		}
		$found = $this->tables['verbs']->longest( $w, $this->rv );
		if ( null === $found ) {
			return $w;
		}
		$stem = substr( $w, 0, $found[0] );
		return 'gu' === $found[1] && Letter_Codes::ends( $stem, 'gu' ) ? substr( $stem, 0, -1 ) : $stem;
	}

	/**
	 * Step 3: a final -os, -a, -o, -á, -í, -ó in RV, or -e, -é in RV and a u in RV after g before it.
	 *
	 * @param string $w Encoded word.
	 */
	private function residual_suffix( string $w ): string {
		$found = $this->tables['residual']->longest( $w, $this->rv );
		if ( null === $found ) {
			return $w;
		}
		$stem = substr( $w, 0, $found[0] );
		if ( 'e' === $found[1] && Letter_Codes::ends( $stem, 'gu' ) && $found[0] - 1 >= $this->rv ) {
			return substr( $stem, 0, -1 );
		}
		return $stem;
	}
}
