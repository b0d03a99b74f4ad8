<?php
/**
 * The Snowball stemmer for Catalan words, so "ajuda", "ajudes" and "ajudar" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Catalan algorithm of the Snowball project (snowballstem.org): an attached pronoun in R1
 * ("fes-ho"), then a standard suffix or else a verb ending, then a final vowel, each the longest
 * ending found and taken only when it lies in its region; the stem is left without accents.
 *
 * It works on bytes: the accented vowels and ç are held as upper-case letters while the word is
 * stemmed, any other non-ASCII letter as a control byte (Letter_Codes), so offsets count letters.
 */
final class Catalan implements Word_Stemmer {

	private const CODES = array(
		'á' => 'A',
		'à' => 'B',
		'ç' => 'C',
		'é' => 'E',
		'è' => 'F',
		'í' => 'I',
		'ì' => 'J',
		'ï' => 'K',
		'ó' => 'O',
		'ò' => 'P',
		'ú' => 'U',
		'ü' => 'V',
		'·' => 'D',
	);

	/** The stem's letters as written: without accents, the middle dot as a full stop. */
	private const DECODE = array(
		'A' => 'a',
		'B' => 'a',
		'C' => 'ç',
		'E' => 'e',
		'F' => 'e',
		'I' => 'i',
		'J' => 'i',
		'K' => 'i',
		'O' => 'o',
		'P' => 'o',
		'U' => 'u',
		'V' => 'u',
		'D' => '.',
	);

	/** The vowels (ì is none). */
	private const VOWELS = 'aeiouABEFIKOPUV';

	/** Pronouns attached to a verb. */
	private const PRONOUNS = array(
		'r1'      => '\'s \'hi \'ho \'l \'ls -ls -la -les -li vos se nos -nos -us us \'n \'ns -n -ns \'m -me -m -te \'t li
			lo los me sela selo selas selos le la las les ens ho hi',
	);

	/** Standard suffixes, by region and what replaces them. */
	private const STANDARD = array(
		'r1'      => 'ar atge formes icte ictes ell ells ella és ès esc essa et ets eta eres eries ers ina ines able ls ió
			itat itats itzar iva ives ivisme ius fer ment amen ament aments ments ot sfera al als era ana iste
			aire eria esa eses esos or ícia ícies icis ici íci ícis ària àries alla ció cions nça nces ó dor all
			il ístic enc enca ís issa issos íssem íssiu issem isseu ísseu ós osa dora dores dors adura ble bles
			ívol ívola dís egar ejar ificar itar ables adors idores idors adora ació doras dur dures allengües
			ant ants ancia ancies atòria atòries tori toris ats ions ota isam ors ora ores isament bilitat
			bilitats ivitat ivitats ari aris ionisme ionista ionistes ialista ialistes ialisme ialismes ud uts
			uds encia encies ència ències ïtat ïtats atiu atius atives ativa ativitat ativitats ible ibles assa
			asses assos ent ents íssim íssima íssims íssimes ìssem ìsseu ìssin ims ima imes isme ista ismes
			istes inia inies íinia ínies ita ites triu trius oses osos ient otes ots',
		'r2'      => 'acions ada ades',
		'r2=log'  => 'logía logíes logia logies logi logis lógica lógics lógiques',
		'r2=ic'   => 'ic ica ics iques',
		'r1=c'    => 'quíssim quíssims quíssimes quíssima',
	);

	/** Verb endings. */
	private const VERBS = array(
		'r1'      => 'ador adora adors adores re ie ent ents udes arà eren ará arían arías arán arás aríais aria arian
			arien aries aràs aría aréis aríamos aremos ara aré arés erían erías erán erás eríais ería eréis
			eríamos eremos erá eré er erau erass irían irías irán irás iríais iría iréis iríamos iremos irá iré
			írem íreu íeu ia ies íem ìeu ien at ut uda ava aves avem ávem àvem àveu áveu aven au ats asseu esseu
			eresseu àsseu àssem àssim àssiu essen esses assen asses assim assiu éssen ésseu éssim éssiu éssem í
			ares àrem àreu àren aríem aríeu areu aren ant ïm ïu és ïen en es em am ams ïa ïes dre eix eixer tzar
			eixes ides ïdes it ït ïda aba ada ades ida ía iera ad ed its id ids ase iese aste iste an aban ían
			aran ieran asen iesen aron ieron ado ido iendo ió ar ir as ieu ii io ià ess essin essis ass assin
			assis essim èssim èssiu abas adas idas ías aras ieras ases ieses ís áis abais íais arais ierais
			aseis ieseis asteis isteis ados idos amos ábamos íamos imos ques áramos iéramos iésemos ásemos ira
			iran irem iren ires ireu iria irien iries irà iràs irè irìem irìeu isquen iguem igueu esqui esquin
			esquis eixi eixin eixis eixen eixo isin isis esques sis sin int iríem iríeu isc atges esca esquen
			issen isses issin issis isca issiu issim ïsc ïsca ïssin íssiu íssim ïssis ïguem ïgueu ïra ïren ïres
			ïsquen ïsques ïssen ïsses ïxo ïxen ïxes ïx ixo ixen ixes ix ixa inin inis ini ineu itza itzi itzeu
			itzis itzo itz itzà arem in às iï iïn iïs',
		'r2'      => 'ando',
	);

	/** Final vowels and the like. */
	private const RESIDUAL = array(
		'r1'      => 'os a o á à í ó e é eu iu is i ir s ì itz ï ïn ïs it',
		'r1=ic'   => 'iqu',
	);

	/** @var array<string, Suffix_Table> The tables of each step. */
	private array $tables;

	/**
	 * Builds the suffix tables once.
	 */
	public function __construct() {
		foreach ( array( 'pronouns' => self::PRONOUNS, 'standard' => self::STANDARD, 'verbs' => self::VERBS, 'residual' => self::RESIDUAL ) as $step => $groups ) {
			$this->tables[ $step ] = new Suffix_Table( $groups, self::CODES );
		}
	}

	/**
	 * The stem of one lower-case Catalan word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( $word );
		if ( null === $w ) {
			return $word;
		}
		$regions = Letter_Codes::regions( $w, self::VOWELS );

		$w = $this->replace( $w, 'pronouns', $regions ) ?? $w;
		$w = $this->replace( $w, 'standard', $regions ) ?? $this->replace( $w, 'verbs', $regions ) ?? $w;
		$w = $this->replace( $w, 'residual', $regions ) ?? $w;
		return $letters->decode( strtr( $w, self::DECODE ) );
	}

	/**
	 * The word with the step's longest ending removed or replaced, when that ending starts in the
	 * region its rule names (r1 or r2, then "=" and what replaces it); null when there is none or
	 * it does not.
	 *
	 * @param string             $w       Encoded word.
	 * @param string             $step    Step name.
	 * @param array{0:int,1:int} $regions Where R1 and R2 start.
	 */
	private function replace( string $w, string $step, array $regions ): ?string {
		$found = $this->tables[ $step ]->longest( $w );
		if ( null === $found ) {
			return null;
		}
		list( $at, $rule ) = $found;
		list( $region, $by ) = array_pad( explode( '=', $rule, 2 ), 2, '' );
		return $at < $regions[ 'r2' === $region ? 1 : 0 ] ? null : substr( $w, 0, $at ) . $by;
	}
}
