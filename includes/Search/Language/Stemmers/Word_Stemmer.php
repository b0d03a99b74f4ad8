<?php
/**
 * What every language's stemmer does: reduce a word to the stem its other forms share.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * A stemmer for one language. Stems only link words that share them; they are never shown.
 */
interface Word_Stemmer {

	/**
	 * The stem of one word, given in lower case with its accents (a stemmer may need them:
	 * German "ä", French "é"); the caller folds the result.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string;
}
