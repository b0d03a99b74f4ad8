<?php
/**
 * The terms of a quoted phrase, each at its word offset.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Language\Tokenizer;

defined( 'ABSPATH' ) || exit;

/**
 * A phrase's words as index terms at their offsets; a Chinese or Japanese word (written without
 * spaces) as its character pairs, each one character further.
 */
final class Phrase_Terms {

	/**
	 * Terms with their offsets, and the CJK words to highlight as written.
	 *
	 * @param string $text Phrase as typed.
	 * @return array{0: list<array{0:string, 1:int}>, 1: string[]}
	 */
	public static function of( string $text ): array {
		$terms      = array();
		$highlights = array();
		$position   = 0;
		foreach ( Tokenizer::words( $text ) as $word ) {
			$word = (string) $word;
			if ( Tokenizer::is_cjk( $word ) ) {
				$chars = mb_str_split( $word, 1, 'UTF-8' );
				if ( 1 === count( $chars ) ) {
					$terms[] = array( $word, $position );
				}
				for ( $i = 0; $i < count( $chars ) - 1; $i++ ) {
					$terms[] = array( $chars[ $i ] . $chars[ $i + 1 ], $position + $i );
				}
				$position    += count( $chars );
				$highlights[] = $word;
				continue;
			}
			$term = Tokenizer::terms_of( $word )[0] ?? '';
			if ( '' !== $term ) {
				$terms[] = array( (string) $term, $position );
			}
			++$position;
		}
		return array( $terms, $highlights );
	}
}
