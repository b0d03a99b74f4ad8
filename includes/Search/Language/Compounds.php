<?php
/**
 * German and Dutch compounds read as their parts: "Dateiberechtigungen" is "Datei" and
 * "Berechtigungen", "Sicherheitsaktualisierung" is "Sicherheit" and "Aktualisierung".
 *
 * @package Docent
 */

namespace Docent\Search\Language;

defined( 'ABSPATH' ) || exit;

/**
 * Splits a word without a dictionary from outside: the index's own vocabulary is the dictionary.
 * A word is cut in two where both sides are words the docs use, the first perhaps with a linking
 * element (the language's `compounds` rule: German "Sicherheit-s-lücke", Dutch "boek-en-kast"),
 * and the cut whose parts the docs use most wins, if they use them more than the word itself
 * (Koehn and Knight's frequency rule, 2003). Hyphenated compounds need no rule: the tokenizer
 * already reads "Upstream-Autoren" as two words.
 */
final class Compounds {

	/**
	 * Shortest first part and last part, in characters ("Bug-bericht", "Netz-werk" are too short
	 * to cut: three letters are too often a syllable).
	 */
	public const MIN_FIRST = 4;
	public const MIN_LAST  = 4;

	/**
	 * Whether words of the language in use are cut into parts, and this word is long enough.
	 *
	 * @param string $word Folded word.
	 */
	public static function applies( string $word ): bool {
		return null !== Languages::current()->rule( 'compounds' )
			&& mb_strlen( $word, 'UTF-8' ) >= self::MIN_FIRST + self::MIN_LAST
			&& 1 === preg_match( '/^\p{L}+$/u', $word );
	}

	/**
	 * Every way to cut a word in two, first part without its linking element: "sicherheitslucke"
	 * gives [ "sicherheit", "lucke" ] (linking "s") among others. Empty where the language does
	 * not compound.
	 *
	 * @param string $word Folded word.
	 * @return list<array{0:string, 1:string}> [ first, last ] pairs.
	 */
	public static function cuts( string $word ): array {
		if ( ! self::applies( $word ) ) {
			return array();
		}
		$links  = array_merge( array( '' ), (array) Languages::current()->rule( 'compounds' ) );
		$chars  = mb_str_split( $word, 1, 'UTF-8' );
		$length = count( $chars );
		$cuts   = array();
		for ( $at = self::MIN_FIRST; $at <= $length - self::MIN_LAST; $at++ ) {
			$first = implode( '', array_slice( $chars, 0, $at ) );
			$last  = implode( '', array_slice( $chars, $at ) );
			foreach ( $links as $link ) {
				$link = (string) $link;
				if ( '' === $link || str_ends_with( $first, $link ) ) {
					$base = substr( $first, 0, strlen( $first ) - strlen( $link ) );
					if ( mb_strlen( $base, 'UTF-8' ) >= self::MIN_FIRST ) {
						$cuts[] = array( $base, $last );
					}
				}
			}
		}
		return $cuts;
	}

	/**
	 * The words any cut of these words needs looked up.
	 *
	 * @param string[] $words Folded words.
	 * @return string[]
	 */
	public static function parts_of( array $words ): array {
		$parts = array();
		foreach ( $words as $word ) {
			foreach ( self::cuts( (string) $word ) as $cut ) {
				$parts[ $cut[0] ] = true;
				$parts[ $cut[1] ] = true;
			}
		}
		return array_map( 'strval', array_keys( $parts ) );
	}

	/**
	 * Docs using each part, from vocabulary rows: the most of any row that is the part itself or
	 * shares its stem ("datei" is used wherever "dateien" is).
	 *
	 * @param string[]                                              $parts Folded words.
	 * @param list<array{id:int, term:string, stem:string, df:int}> $rows  Vocabulary rows read for them.
	 * @return array<string, int>
	 */
	public static function df_of( array $parts, array $rows ): array {
		$by_term = array();
		$by_stem = array();
		foreach ( $rows as $row ) {
			$by_term[ $row['term'] ] = max( $by_term[ $row['term'] ] ?? 0, (int) $row['df'] );
			$by_stem[ $row['stem'] ] = max( $by_stem[ $row['stem'] ] ?? 0, (int) $row['df'] );
		}
		$df = array();
		foreach ( $parts as $part ) {
			$count = max( $by_term[ $part ] ?? 0, $by_stem[ Stemmer::stem( $part ) ] ?? 0 );
			if ( $count > 0 ) {
				$df[ $part ] = $count;
			}
		}
		return $df;
	}

	/**
	 * The best cut of a word: both parts used by the docs, and by more docs (the geometric mean
	 * of the two counts) than the word itself; the best such mean wins, the longer last part on
	 * a tie (the head of a German or Dutch compound is its last part). Null: keep the word whole.
	 *
	 * @param string             $word Folded word.
	 * @param array<string, int> $df   Docs using each part (a part not listed is used by none).
	 * @param int                $own  Docs using the word itself.
	 * @return array{0:string, 1:string}|null [ first, last ].
	 */
	public static function split( string $word, array $df, int $own = 0 ): ?array {
		$best  = null;
		$score = (float) $own;
		foreach ( self::cuts( $word ) as $cut ) {
			$mean = sqrt( ( $df[ $cut[0] ] ?? 0 ) * ( $df[ $cut[1] ] ?? 0 ) );
			if ( $mean > $score || ( null !== $best && $mean === $score && strlen( $cut[1] ) > strlen( $best[1] ) ) ) {
				$best  = $cut;
				$score = $mean;
			}
		}
		return $best;
	}
}
