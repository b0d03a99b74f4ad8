<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Word_Stemmer;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The word → stem pairs of a language's fixture (see fixtures/README.md).
 */
final class Vocabulary {

	/**
	 * The pairs, by word.
	 *
	 * @param string $language Fixture name, e.g. "german".
	 * @return array<string, string>
	 */
	public static function pairs( string $language ): array {
		$pairs = array();
		$lines = file( __DIR__ . '/fixtures/' . $language . '.txt', FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
		foreach ( (array) $lines as $line ) {
			list( $word, $stem ) = explode( "\t", $line );
			$pairs[ $word ]      = $stem;
		}
		return $pairs;
	}

	/**
	 * Each word whose stem differs from the expected one, as "word → got (expected)".
	 *
	 * @param Word_Stemmer          $stemmer Stemmer under test.
	 * @param array<string, string> $pairs   Expected stems, by word.
	 * @return string[]
	 */
	public static function mismatches( Word_Stemmer $stemmer, array $pairs ): array {
		$wrong = array();
		foreach ( $pairs as $word => $stem ) {
			$got = $stemmer->stem( (string) $word );
			if ( $got !== $stem ) {
				$wrong[] = $word . ' → ' . $got . ' (' . $stem . ')';
			}
		}
		return $wrong;
	}

	/**
	 * Each family of word forms whose stems differ, as "forms → stems".
	 *
	 * @param Word_Stemmer $stemmer  Stemmer under test.
	 * @param string[][]   $families Forms of one word each.
	 * @return string[]
	 */
	public static function families_apart( Word_Stemmer $stemmer, array $families ): array {
		$apart = array();
		foreach ( $families as $family ) {
			$stems = array_unique( array_map( array( $stemmer, 'stem' ), $family ) );
			if ( count( $stems ) > 1 ) {
				$apart[] = implode( ', ', $family ) . ' → ' . implode( ', ', $stems );
			}
		}
		return $apart;
	}
}
