<?php
/**
 * A Vietnamese syllable without its marks: what a visitor typing without them means by it.
 *
 * @package Docent
 */

namespace Docent\Search\Language\Stemmers;

defined( 'ABSPATH' ) || exit;

/**
 * Vietnamese does not inflect, but its marks tell words apart: "cài" (install), "cái" (thing)
 * and "cải" (cabbage) are three words, as "máy" (machine) and "mấy" (how many) are two. Docs
 * and questions of a Vietnamese site keep them (Tokenizer), and a syllable's stem is the syllable
 * without its tone and vowel marks, so a query typed without them ("cai dat") still finds
 * every syllable it may stand for (Ranking\Vocabulary looks a marked word up as itself only).
 */
final class Vietnamese implements Word_Stemmer {

	/**
	 * Each plain letter, and the Vietnamese letters that are it with marks (the Tokenizer keeps a
	 * word written in these and plain letters as it is).
	 */
	public const LETTERS = array(
		'a' => 'àáảãạăằắẳẵặâầấẩẫậ',
		'd' => 'đ',
		'e' => 'èéẻẽẹêềếểễệ',
		'i' => 'ìíỉĩị',
		'o' => 'òóỏõọôồốổỗộơờớởỡợ',
		'u' => 'ùúủũụưừứửữự',
		'y' => 'ỳýỷỹỵ',
	);

	/**
	 * Marked letter => plain letter.
	 *
	 * @var array<string, string>
	 */
	private array $plain = array();

	/**
	 * Builds the table once.
	 */
	public function __construct() {
		foreach ( self::LETTERS as $plain => $marked ) {
			foreach ( (array) preg_split( '//u', $marked, -1, PREG_SPLIT_NO_EMPTY ) as $letter ) {
				$this->plain[ (string) $letter ] = $plain;
			}
		}
	}

	/**
	 * The syllable without its marks; other letters are left as they are.
	 *
	 * @param string $word Lower-case UTF-8 word.
	 */
	public function stem( string $word ): string {
		return strtr( $word, $this->plain );
	}
}
