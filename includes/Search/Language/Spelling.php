<?php
/**
 * How far apart two spellings of a word are.
 *
 * @package Docent
 */

namespace Docent\Search\Language;

defined( 'ABSPATH' ) || exit;

/**
 * The typo test of the vocabulary lookup (Vocabulary): one letter inserted, deleted, replaced,
 * or two neighbouring letters swapped.
 */
final class Spelling {

	/**
	 * Whether two different words are one edit apart (Damerau: a swap of neighbours is one edit).
	 *
	 * @param string $a Word.
	 * @param string $b Word.
	 */
	public static function one_edit( string $a, string $b ): bool {
		if ( $a === $b ) {
			return false;
		}
		$x  = mb_str_split( $a, 1, 'UTF-8' );
		$y  = mb_str_split( $b, 1, 'UTF-8' );
		$lx = count( $x );
		$ly = count( $y );
		if ( abs( $lx - $ly ) > 1 ) {
			return false;
		}
		$i = 0;
		while ( $i < $lx && $i < $ly && $x[ $i ] === $y[ $i ] ) {
			++$i;
		}
		$j = 0;
		while ( $j < $lx - $i && $j < $ly - $i && $x[ $lx - 1 - $j ] === $y[ $ly - 1 - $j ] ) {
			++$j;
		}
		$rest_x = $lx - $i - $j;
		$rest_y = $ly - $i - $j;
		if ( $rest_x <= 1 && $rest_y <= 1 ) {
			return true; // One insertion, deletion or substitution.
		}
		// A swap of two neighbours: ab ↔ ba.
		return 2 === $rest_x && 2 === $rest_y && $x[ $i ] === $y[ $i + 1 ] && $x[ $i + 1 ] === $y[ $i ];
	}
}
