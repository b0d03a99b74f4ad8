<?php
/**
 * A light stemmer for Arabic words (Larkey, Ballesteros and Connell's "light10"), so "الكتاب",
 * "وبالكتاب" and "كتابات" meet.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

use Docent\Search\Language\Tokenizer;

defined( 'ABSPATH' ) || exit;

/**
 * Arabic joins the conjunction "و", the article "ال" and the prepositions before it to a word,
 * and writes plurals and feminines as endings. Light stemming takes those off without a
 * dictionary, as its authors describe it ("Light Stemming for Arabic Information Retrieval",
 * 2007): the word folded first (Tokenizer: no short vowels, one alef, final ى as ي and ة as ه);
 * "و" off when three letters or more are left; one article ("ال", "وال", "بال", "كال", "فال",
 * "لل") off when two or more are left; then each ending of the list, in its order and once, off
 * when two or more are left. Roots and patterns are left alone: "كتب" and "كتاب" stay apart.
 */
final class Arabic implements Word_Stemmer {

	/**
	 * The definite article, alone and with the words joined before it, longest first.
	 */
	private const ARTICLES = array( 'وال', 'بال', 'كال', 'فال', 'لل', 'ال' );

	/**
	 * Endings, in the order they are tried (folded: "ية" is "يه", "ة" is "ه").
	 */
	private const ENDINGS = array( 'ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي' );

	/**
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		$word = Tokenizer::arabic( $word );
		if ( mb_strlen( $word ) > 3 && str_starts_with( $word, 'و' ) ) {
			$word = mb_substr( $word, 1 );
		}
		foreach ( self::ARTICLES as $article ) {
			if ( str_starts_with( $word, $article ) && mb_strlen( $word ) - mb_strlen( $article ) >= 2 ) {
				$word = mb_substr( $word, mb_strlen( $article ) );
				break;
			}
		}
		foreach ( self::ENDINGS as $ending ) {
			if ( str_ends_with( $word, $ending ) && mb_strlen( $word ) - mb_strlen( $ending ) >= 2 ) {
				$word = mb_substr( $word, 0, - mb_strlen( $ending ) );
			}
		}
		return $word;
	}
}
