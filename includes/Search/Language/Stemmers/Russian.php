<?php
/**
 * The Snowball stemmer for Russian words, so "книга", "книги" and "книгами" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The Russian algorithm of the Snowball project (snowballstem.org; unchanged since its first
 * release apart from reading "ё" as "е", which this class does too).
 *
 * It works on bytes: each Cyrillic letter is held as one ASCII byte while the word is stemmed
 * (CODES, after the Library of Congress transliteration the algorithm's description uses), and any
 * other non-ASCII letter as a control byte (Letter_Codes), so string offsets count letters. A word
 * with Latin letters (or an apostrophe or quote, which stand for ь and ъ here) is its own stem.
 *
 * Every rule looks only at RV, the letters after the first vowel, so the steps are given that part
 * of the word alone and the letters before it are put back at the end.
 */
final class Russian implements Word_Stemmer {

	/** а е и о у ы э ю я. */
	private const VOWELS = 'aeiouyEUA';

	private const CODES = array(
		'а' => 'a',
		'б' => 'b',
		'в' => 'v',
		'г' => 'g',
		'д' => 'd',
		'е' => 'e',
		'ё' => 'e',
		'ж' => 'Z',
		'з' => 'z',
		'и' => 'i',
		'й' => 'j',
		'к' => 'k',
		'л' => 'l',
		'м' => 'm',
		'н' => 'n',
		'о' => 'o',
		'п' => 'p',
		'р' => 'r',
		'с' => 's',
		'т' => 't',
		'у' => 'u',
		'ф' => 'f',
		'х' => 'x',
		'ц' => 'c',
		'ч' => 'C',
		'ш' => 'S',
		'щ' => 'W',
		'ъ' => '"',
		'ы' => 'y',
		'ь' => "'",
		'э' => 'E',
		'ю' => 'U',
		'я' => 'A',
	);

	/** Letters a Russian word is not stemmed with: Latin ones, and the bytes that hold ь and ъ. */
	private const FOREIGN = '/[a-zA-Z\'"]/';

	/**
	 * Step 1's classes of endings, by rule: "after_a" endings count only after а or я (which
	 * stays), "plain" ones anywhere in RV.
	 */
	private const GERUNDS = array(
		'after_a' => 'в вши вшись',
		'plain'   => 'ив ивши ившись ыв ывши ывшись',
	);

	private const REFLEXIVES = array( 'plain' => 'ся сь' );

	private const ADJECTIVES = array(
		'plain' => 'ее ие ые ое ими ыми ей ий ый ой ем им ым ом его ого ему ому их ых ую юю ая яя ою ею',
	);

	private const PARTICIPLES = array(
		'after_a' => 'ем нн вш ющ щ',
		'plain'   => 'ивш ывш ующ',
	);

	private const VERBS = array(
		'after_a' => 'ла на ете йте ли й л ем н ло но ет ют ны ть ешь нно',
		'plain'   => 'ила ыла ена ейте уйте ите или ыли ей уй ил ыл им ым ен ило ыло ено ят ует уют ит ыт ены
			ить ыть ишь ую ю',
	);

	private const NOUNS = array(
		'plain' => 'а ев ов ие ье е иями ями ами еи ии и ией ей ой ий й иям ям ием ем ам ом о у ах иях ях ы ь
			ию ью ю ия ья я',
	);

	/** Step 3, in R2. */
	private const DERIVATIONAL = array( 'plain' => 'ост ость' );

	/** Step 4: a superlative, then нн undoubled; нн undoubled; a final ь. */
	private const TIDY = array(
		'superlative' => 'ейш ейше',
		'n'           => 'н',
		'soft'        => 'ь',
	);

	/** @var Suffix_Table[] The steps' endings, by class. */
	private array $tables;

	/**
	 * The Cyrillic letters, by the byte that holds them (е for ё).
	 *
	 * @var array<string, string>
	 */
	private array $decode;

	/**
	 * Builds the tables of endings once for every word this instance stems.
	 */
	public function __construct() {
		$classes = array(
			'gerunds'      => self::GERUNDS,
			'reflexives'   => self::REFLEXIVES,
			'adjectives'   => self::ADJECTIVES,
			'participles'  => self::PARTICIPLES,
			'verbs'        => self::VERBS,
			'nouns'        => self::NOUNS,
			'derivational' => self::DERIVATIONAL,
			'tidy'         => self::TIDY,
		);
		foreach ( $classes as $name => $groups ) {
			$this->tables[ $name ] = new Suffix_Table( $groups, self::CODES );
		}
		$this->decode      = array_flip( self::CODES );
		$this->decode['e'] = 'е';
	}

	/**
	 * The stem of one lower-case Russian word.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		if ( preg_match( self::FOREIGN, $word ) ) {
			return $word;
		}
		$letters = new Letter_Codes( self::CODES );
		$w       = $letters->encode( $word );
		if ( null === $w ) {
			return $word;
		}
		$rv = min( strcspn( $w, self::VOWELS ) + 1, strlen( $w ) );
		$r2 = Letter_Codes::regions( $w, self::VOWELS )[1];

		$tail = $this->inflection( (string) substr( $w, $rv ) );
		$tail = Letter_Codes::ends( $tail, 'i' ) ? substr( $tail, 0, -1 ) : $tail;
		$tail = $this->derivational( $tail, $r2 - $rv );
		$tail = $this->tidy( $tail );
		return $letters->decode( strtr( substr( $w, 0, $rv ) . $tail, $this->decode ) );
	}

	/**
	 * Step 1: a perfective gerund; else a reflexive ending, then an adjectival ending (an adjective,
	 * and a participle before it when there is one), a verb or a noun ending, the first found.
	 *
	 * @param string $rv The word's RV.
	 */
	private function inflection( string $rv ): string {
		$stem = $this->without( 'gerunds', $rv );
		if ( null !== $stem ) {
			return $stem;
		}
		$rv   = $this->without( 'reflexives', $rv ) ?? $rv;
		$stem = $this->without( 'adjectives', $rv );
		if ( null !== $stem ) {
			return $this->without( 'participles', $stem ) ?? $stem;
		}
		return $this->without( 'verbs', $rv ) ?? $this->without( 'nouns', $rv ) ?? $rv;
	}

	/**
	 * The word without the longest ending of a class, or null when it has none or that one's rule
	 * does not let it go (an "after_a" ending not after а or я: a shorter ending is not tried).
	 *
	 * @param string $class Class of endings.
	 * @param string $rv    The word's RV.
	 */
	private function without( string $class, string $rv ): ?string {
		$found = $this->tables[ $class ]->longest( $rv );
		if ( null === $found ) {
			return null;
		}
		list( $at, $rule ) = $found;
		if ( 'after_a' === $rule && ! Letter_Codes::ends_in( substr( $rv, 0, $at ), 'aA' ) ) {
			return null;
		}
		return substr( $rv, 0, $at );
	}

	/**
	 * Step 3: -ост or -ость, when it lies in R2.
	 *
	 * @param string $rv The word's RV.
	 * @param int    $r2 Where R2 starts in it.
	 */
	private function derivational( string $rv, int $r2 ): string {
		$found = $this->tables['derivational']->longest( $rv );
		return null !== $found && $found[0] >= $r2 ? substr( $rv, 0, $found[0] ) : $rv;
	}

	/**
	 * Step 4: a superlative -ейш or -ейше removed and нн undoubled; or нн undoubled; or a final ь
	 * removed.
	 *
	 * @param string $rv The word's RV.
	 */
	private function tidy( string $rv ): string {
		$found = $this->tables['tidy']->longest( $rv );
		if ( null === $found ) {
			return $rv;
		}
		$stem = substr( $rv, 0, $found[0] );
		if ( 'soft' === $found[1] ) {
			return $stem;
		}
		if ( 'superlative' === $found[1] ) {
			$rv = $stem;
		}
		return Letter_Codes::ends( $rv, 'nn' ) ? substr( $rv, 0, -1 ) : $rv;
	}
}
