<?php
/**
 * Step 1 of the French stemmer: the standard (derivational) suffix of a word.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * The longest standard suffix of a French word (-ation, -ement, -ité, -euse, -ment …), removed or
 * replaced as its rule says, with the suffixes it was derived from (-ic-ation, -at-ive-ment).
 * Works on the French stemmer's encoded word (French::CODES) and its regions.
 */
final class French_Standard_Suffix {

	/** Suffixes by rule; logie, ution and ence become log, u and ent. */
	private const SUFFIXES = array(
		'r2'    => 'ance iqUe isme able iste eux ances iqUes ismes ables istes',
		'ation' => 'atrice ateur ation atrices ateurs ations',
		'logie' => 'logie logies',
		'ution' => 'usion ution usions utions',
		'ence'  => 'ence ences',
		'ement' => 'ement ements',
		'ité'   => 'ité ités',
		'if'    => 'if ive ifs ives',
		'eaux'  => 'eaux',
		'aux'   => 'aux',
		'oux'   => 'oux',
		'euse'  => 'euse euses',
		'isse'  => 'issement issements',
		'amme'  => 'amment',
		'emme'  => 'emment',
		'ment'  => 'ment ments',
	);

	/** What logie, ution and ence become, and amment and emment. */
	private const REPLACEMENTS = array(
		'logie' => 'log',
		'ution' => 'u',
		'ence'  => 'ent',
		'amme'  => 'ant',
		'emme'  => 'ent',
	);

	/** Rules after which the verb suffixes are still looked for. */
	private const ADVERBS = array( 'amme', 'emme', 'ment' );

	private Suffix_Table $table;

	/** Where RV, R1 and R2 of the word start. */
	private int $rv = 0;
	private int $r1 = 0;
	private int $r2 = 0;

	/**
	 * @param array<string, string> $codes The French stemmer's letter codes.
	 */
	public function __construct( array $codes ) {
		$this->table = new Suffix_Table( self::SUFFIXES, $codes );
	}

	/**
	 * The word as its standard suffix's rule leaves it, and whether the verb suffixes are still to
	 * be looked for (no suffix removed, or an adverb's -ment).
	 *
	 * @param string $w  Encoded word.
	 * @param int    $rv Where RV starts.
	 * @param int    $r1 Where R1 starts.
	 * @param int    $r2 Where R2 starts.
	 * @return array{0: string, 1: bool}
	 */
	public function remove( string $w, int $rv, int $r1, int $r2 ): array {
		list( $this->rv, $this->r1, $this->r2 ) = array( $rv, $r1, $r2 );

		$found = $this->table->longest( $w );
		if ( null === $found ) {
			return array( $w, true );
		}
		$stem = $this->apply( substr( $w, 0, $found[0] ), $found[1] );
		return array( $stem ?? $w, null === $stem || in_array( $found[1], self::ADVERBS, true ) );
	}

	/**
	 * The word without the suffix, as its rule leaves it, or null when the rule keeps the suffix.
	 *
	 * @param string $stem Encoded word without the suffix.
	 * @param string $rule The suffix's rule.
	 */
	private function apply( string $stem, string $rule ): ?string {
		$at      = strlen( $stem );
		$regions = array(
			'aux'   => $this->r1,
			'isse'  => $this->r1,
			'ement' => $this->rv,
			'amme'  => $this->rv,
			'emme'  => $this->rv,
			'eaux'  => 0,
			'oux'   => 0,
			'euse'  => 0,
			'ment'  => $this->rv + 1, // The vowel before it in RV too.
		);
		if ( $at < ( $regions[ $rule ] ?? $this->r2 ) ) {
			return null;
		}
		switch ( $rule ) {
			case 'eaux':
				return $stem . 'eau';
			case 'aux':
				return $stem . 'al';
			case 'oux':
				return Letter_Codes::ends_in( $stem, 'bhjlnp' ) ? $stem . 'ou' : null;
			case 'euse':
				if ( $at >= $this->r2 ) {
					return $stem;
				}
				return $at >= $this->r1 ? $stem . 'eux' : null;
			case 'isse':
				return '' !== $stem && ! Letter_Codes::ends_in( $stem, French::VOWELS ) ? $stem : null;
			case 'ment':
				return Letter_Codes::ends_in( $stem, French::VOWELS ) ? $stem : null;
		}
		return isset( self::REPLACEMENTS[ $rule ] ) ? $stem . self::REPLACEMENTS[ $rule ] : $this->derived( $stem, $rule );
	}

	/**
	 * Once -ation, -ité, -if or -ement is gone: the suffix it was derived from, if any.
	 *
	 * @param string $stem Encoded word without the suffix.
	 * @param string $rule The suffix's rule.
	 */
	private function derived( string $stem, string $rule ): string {
		switch ( $rule ) {
			case 'ation':
				return $this->ic( $stem );
			case 'ité':
				if ( Letter_Codes::ends( $stem, 'abil' ) ) {
					return substr( $stem, 0, -4 ) . ( strlen( $stem ) - 4 >= $this->r2 ? '' : 'abl' );
				}
				return Letter_Codes::ends( $stem, 'ic' ) ? $this->ic( $stem ) : Suffix_Table::drop( $stem, array( 'iv' ), $this->r2 );
			case 'if':
				$before = Suffix_Table::drop( $stem, array( 'at' ), $this->r2 );
				return $before === $stem ? $stem : $this->ic( $before );
		}
		return $this->derived_from_ement( $stem );
	}

	/**
	 * A final "ic" removed when in R2, else read as "iqU".
	 *
	 * @param string $stem Encoded word.
	 */
	private function ic( string $stem ): string {
		$at = strlen( $stem ) - 2;
		if ( ! Letter_Codes::ends( $stem, 'ic' ) ) {
			return $stem;
		}
		return substr( $stem, 0, $at ) . ( $at >= $this->r2 ? '' : 'iqU' );
	}

	/**
	 * Once -ement is gone: -iv (and -at before it), -eus, -abl, -iqU or -ièr before it.
	 *
	 * @param string $stem Encoded word without -ement.
	 */
	private function derived_from_ement( string $stem ): string {
		$at = strlen( $stem );
		if ( Suffix_Table::precedes( $stem, $at, 'iv', $this->r2 ) ) {
			return Suffix_Table::drop( substr( $stem, 0, -2 ), array( 'at' ), $this->r2 );
		}
		if ( Letter_Codes::ends( $stem, 'eus' ) ) {
			if ( $at - 3 >= $this->r2 ) {
				return substr( $stem, 0, -3 );
			}
			return $at - 3 >= $this->r1 ? substr( $stem, 0, -3 ) . 'eux' : $stem;
		}
		if ( preg_match( '/(?:abl|iqU)\z/', $stem ) ) {
			return Suffix_Table::drop( $stem, array( 'abl', 'iqU' ), $this->r2 );
		}
		if ( preg_match( '/[iI]Gr\z/', $stem ) && $at - 3 >= $this->rv ) {
			return substr( $stem, 0, -3 ) . 'i';
		}
		return $stem;
	}
}
