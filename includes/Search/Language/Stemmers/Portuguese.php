<?php
/**
 * The Snowball stemmer for Portuguese words, so "configurar", "configuração" and "configurações"
 * meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Portuguese algorithm of the Snowball project (snowballstem.org; -ante, -antes and -ância
 * included), for European and Brazilian Portuguese alike.
 *
 * It works on bytes: the accented vowels and ç are held as free upper-case letters while the word
 * is stemmed (CODES), ã and õ as a~ and o~ (a vowel and a consonant, as the algorithm reads them),
 * and any other non-ASCII letter as a control byte (Letter_Codes), so string offsets count letters.
 */
final class Portuguese implements Word_Stemmer {

	private const VOWELS = 'aeiouAEIOUBFP';

	private const CODES = array(
		'á' => 'A',
		'é' => 'E',
		'í' => 'I',
		'ó' => 'O',
		'ú' => 'U',
		'â' => 'B',
		'ê' => 'F',
		'ô' => 'P',
		'ç' => 'C',
		'ã' => 'a~',
		'õ' => 'o~',
	);

	/** Step 1, standard suffixes, by rule (log, u and ente: replaced by the rule's name). */
	private const STANDARD = array(
		'r2'     => 'eza ezas ico ica icos icas ismo ismos ável ível ista istas oso osa osos osas amento amentos
			imento imentos adora ador aça~o adoras adores aço~es ante antes ância',
		'log'    => 'logia logias',
		'u'      => 'ução uções',
		'ente'   => 'ência ências',
		'amente' => 'amente',
		'mente'  => 'mente',
		'idade'  => 'idade idades',
		'iv'     => 'iva ivo ivas ivos',
		'ira'    => 'ira iras',
	);

	/** Step 2, verb suffixes. */
	private const VERBS = array(
		'verb' => 'ada ida ia aria eria iria ará ara erá era irá ava asse esse isse aste este iste ei arei erei
			irei am iam ariam eriam iriam aram eram iram avam em arem erem irem assem essem issem ado ido ando
			endo indo ara~o era~o ira~o ar er ir as adas idas ias arias erias irias arás aras erás eras irás avas
			es ardes erdes irdes ares eres ires asses esses isses astes estes istes is ais eis íeis aríeis
			eríeis iríeis áreis areis éreis ereis íreis ireis ásseis ésseis ísseis áveis ados idos ámos amos
			íamos aríamos eríamos iríamos áramos éramos íramos ávamos emos aremos eremos iremos ássemos
			êssemos íssemos imos armos ermos irmos eu iu ou ira iras',
	);

	/** Step 4, residual suffixes. */
	private const RESIDUAL = array( 'vowel' => 'os a i o á í ó' );

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
			'standard' => new Suffix_Table( self::STANDARD, self::CODES ),
			'verbs'    => new Suffix_Table( self::VERBS, self::CODES ),
			'residual' => new Suffix_Table( self::RESIDUAL, self::CODES ),
		);
	}

	/**
	 * The stem of one lower-case Portuguese word.
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

		$stem = $this->standard_suffix( $w ) ?? $this->verb_suffix( $w );
		if ( null !== $stem ) {
			$w = $this->at( $stem, 'ci', 1 ) ? substr( $stem, 0, -1 ) : $stem;
		} else {
			$found = $this->tables['residual']->longest( $w, $this->rv );
			$w     = null === $found ? $w : substr( $w, 0, $found[0] );
		}
		$w = $this->final_e( $w );
		return $letters->decode( strtr( $w, array_flip( self::CODES ) ) );
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
			'amente' => $this->r1,
			'ira'    => $this->rv,
		);
		if ( $at < ( $region[ $rule ] ?? $this->r2 ) ) {
			return null;
		}
		switch ( $rule ) {
			case 'log':
			case 'u':
			case 'ente':
				return $stem . $rule;
			case 'amente':
				if ( Suffix_Table::precedes( $stem, $at, 'iv', $this->r2 ) ) {
					return Suffix_Table::drop( substr( $stem, 0, -2 ), array( 'at' ), $this->r2 );
				}
				return Suffix_Table::drop( $stem, array( 'os', 'ic', 'ad' ), $this->r2 );
			case 'mente':
				return Suffix_Table::drop( $stem, array( 'ante', 'avel', 'Ivel' ), $this->r2 );
			case 'idade':
				return Suffix_Table::drop( $stem, array( 'abil', 'ic', 'iv' ), $this->r2 );
			case 'iv':
				return Suffix_Table::drop( $stem, array( 'at' ), $this->r2 );
			case 'ira':
				return Letter_Codes::ends( $stem, 'e' ) ? $stem . 'ir' : null;
		}
		return $stem;
	}

	/**
	 * Step 2: the word without its verb suffix in RV, or null when it has none.
	 *
	 * @param string $w Encoded word.
	 */
	private function verb_suffix( string $w ): ?string {
		$found = $this->tables['verbs']->longest( $w, $this->rv );
		return null === $found ? null : substr( $w, 0, $found[0] );
	}

	/**
	 * Whether the word ends with the letters and its last $in_rv letters are in RV.
	 *
	 * @param string $w       Encoded word.
	 * @param string $letters Encoded letters.
	 * @param int    $in_rv   How many of them must be in RV.
	 */
	private function at( string $w, string $letters, int $in_rv ): bool {
		return Letter_Codes::ends( $w, $letters ) && strlen( $w ) - $in_rv >= $this->rv;
	}

	/**
	 * Step 5: a final e, é or ê in RV, and the u of "gu" or the i of "ci" before it when in RV; or
	 * a final ç without its cedilla.
	 *
	 * @param string $w Encoded word.
	 */
	private function final_e( string $w ): string {
		if ( Letter_Codes::ends( $w, 'C' ) ) {
			return substr( $w, 0, -1 ) . 'c';
		}
		if ( ! Letter_Codes::ends_in( $w, 'eEF' ) || strlen( $w ) - 1 < $this->rv ) {
			return $w;
		}
		$w = substr( $w, 0, -1 );
		return $this->at( $w, 'gu', 1 ) || $this->at( $w, 'ci', 1 ) ? substr( $w, 0, -1 ) : $w;
	}
}
