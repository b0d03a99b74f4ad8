<?php
/**
 * Text to search terms: lower case, accents folded, words split on anything that is not a letter
 * or digit, Chinese and Japanese cut into overlapping pairs of characters.
 *
 * @package Docent
 */

namespace Docent\Search\Language;

defined( 'ABSPATH' ) || exit;

/**
 * One tokenizer for the index, the query and the highlighter, so they always agree.
 */
final class Tokenizer {

	/**
	 * Not a letter: punctuation, symbols, numbers other than 〇, separators and controls. PCRE2
	 * 10.40 (PHP 8.2 and later) reads \p{Han} and the kana scripts as the characters they share
	 * with other scripts too, 、。「」・ among them, where earlier versions read the scripts alone:
	 * punctuation joined two words into one run on PHP 8.2 and cut them apart on PHP 8.1, and the
	 * same doc was indexed differently. The scripts' letters are read without these, and the few
	 * letters only the shared reading has are named (HAN_NAMED …), so every version reads the same
	 * words.
	 */
	private const NOT_A_LETTER = '(?![\p{P}\p{S}\p{No}\p{Z}\p{C}])';

	/**
	 * Letters only the shared reading counts as Han: the closing mark 〆 and the tone marks.
	 */
	private const HAN_NAMED = '〆\x{302A}-\x{302D}';

	/**
	 * Letters only the shared reading counts as kana: the marks of voicing and repetition the
	 * two kana share.
	 */
	private const KANA_NAMED = '\x{3099}\x{309A}〱-〵';

	/**
	 * Letters only the shared reading counts as Katakana: the long-vowel mark, its half-width
	 * forms and the masu mark.
	 */
	private const KATAKANA_NAMED = 'ーｰﾞﾟ〼';

	/**
	 * A Han character.
	 */
	public const HAN = '(?:' . self::NOT_A_LETTER . '\p{Han}|[' . self::HAN_NAMED . '])';

	/**
	 * A Katakana character, with the long-vowel mark and the marks kana share.
	 */
	public const KATAKANA = '(?:' . self::NOT_A_LETTER . '\p{Katakana}|[' . self::KATAKANA_NAMED . self::KANA_NAMED . '])';

	/**
	 * A Hiragana character, with the marks kana share.
	 */
	public const HIRAGANA = '(?:' . self::NOT_A_LETTER . '\p{Hiragana}|[' . self::KANA_NAMED . '])';

	/**
	 * A Chinese or Japanese character: written without spaces, so indexed as character pairs.
	 */
	public const CJK = '(?:' . self::HAN . '|' . self::HIRAGANA . '|' . self::KATAKANA . ')';

	/**
	 * A word: a run of CJK characters, or a run of other letters, digits and combining marks.
	 */
	public const WORD = '/' . self::CJK . '+|(?:(?!' . self::CJK . ')[\p{L}\p{N}\p{M}])+/u';

	/**
	 * A letter or digit of a technical identifier: any but a CJK character.
	 */
	private const NAME_CHARACTER = '(?:(?!' . self::CJK . ')[\p{L}\p{N}])';

	/**
	 * A technical identifier as written: `snake_case`, `dotted.names`, `kebab-case`, parts joined
	 * by `_`, `.` or `-`. Chinese and Japanese are written without spaces, so a name in their text
	 * stands right beside the sentence's characters: "orig.tar.gzを" holds the name `orig.tar.gz`,
	 * "リビジョン-2で" none.
	 */
	public const IDENTIFIER = '/(?<!' . self::NAME_CHARACTER . '|[_.\-])' . self::NAME_CHARACTER . '+(?:[_.\-]+' . self::NAME_CHARACTER . '+)+/u';

	/**
	 * A word in text without CJK characters.
	 */
	private const PLAIN_WORD = '/[\p{L}\p{N}\p{M}]+/u';

	/**
	 * Whether a text has CJK characters.
	 */
	private const HAS_CJK = '/' . self::CJK . '/u';

	/**
	 * Whether it may have them: a cheap test (the scripts, the letters HAN, KATAKANA and HIRAGANA
	 * name, and on PHP 8.2 and later the marks the scripts share), true for every text HAS_CJK is
	 * true for, so most texts skip the exact one.
	 */
	private const MAY_HAVE_CJK = '/[\p{Han}\p{Hiragana}\p{Katakana}' . self::HAN_NAMED . self::KANA_NAMED . self::KATAKANA_NAMED . ']/u';

	/**
	 * Letters of the scripts written without spaces between words that no rule here cuts into
	 * words: Thai, Lao, Khmer and Myanmar (Chinese and Japanese have their own, CJK).
	 */
	private const SPACELESS_LETTER = '\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}';

	/**
	 * A letter of those scripts.
	 */
	private const SPACELESS = '/[' . self::SPACELESS_LETTER . ']/u';

	/**
	 * Longest word kept, in bytes (longer runs are usually hashes or URLs).
	 */
	public const MAX_LENGTH = 60;

	/**
	 * The language whose stopwords self::$terms was computed with.
	 *
	 * @var Language|null
	 */
	private static ?Language $terms_language = null;

	/**
	 * Accent-free forms of words seen in this request (remove_accents() is slow on long texts).
	 *
	 * @var array<string, string>
	 */
	private static array $folded = array();

	/**
	 * Forms of words seen in this request, read by a language whose marks tell words apart (see
	 * marked_word()).
	 *
	 * @var array<string, string>
	 */
	private static array $marked = array();

	/**
	 * Index terms of words seen in this request (see term_of()).
	 *
	 * @var array<string, string>
	 */
	private static array $terms = array();

	/**
	 * Lower case, in the usual width ("ＰＤＦ" → "pdf", "ﾌﾟﾘﾝﾀ" → "プリンタ": Widths), accents
	 * removed, apostrophes and acronym dots dropped ("A.I." → "ai",
	 * "don't" → "dont", "Docent's" → "docent"), elided articles too where the language has them
	 * ("l'éditeur" → "editeur"), and Chinese in Simplified characters where the language reads
	 * both scripts alike (Han_Script: "設定" → "设定").
	 *
	 * @param string $text Plain text.
	 */
	public static function fold( string $text ): string {
		return implode( ' ', self::words( $text ) );
	}

	/**
	 * The words of a text, folded, in order (CJK runs whole, stopwords kept).
	 *
	 * @param string $text Plain text.
	 * @return string[]
	 */
	public static function words( string $text ): array {
		if ( '' === $text ) {
			return array();
		}
		$text = mb_strtolower( Widths::fold( $text ), 'UTF-8' );
		if ( false !== strpos( $text, "'" ) || false !== strpos( $text, '’' ) ) {
			$text    = str_replace( array( '’', 'ʼ' ), "'", $text );
			$elision = (string) Languages::current()->rule( 'elision' );
			if ( '' !== $elision ) {
				// French and Italian articles and pronouns lose their vowel before one: "l'éditeur" is "éditeur".
				$text = (string) preg_replace( $elision, '', $text );
			}
			$text = (string) preg_replace( "/(?<=\\p{L})'s\\b/u", '', $text );
			$text = (string) preg_replace( "/(?<=\\p{L})'(?=\\p{L})/u", '', $text );
		}
		if ( false !== strpos( $text, '.' ) ) {
			$text = (string) preg_replace_callback(
				'/(?<![\p{L}\p{N}.])(?:\p{L}\.){2,}(?![\p{L}\p{N}])/u',
				static fn( array $m ): string => str_replace( '.', '', $m[0] ),
				$text
			);
		}
		// The CJK-aware pattern is slower: only texts with CJK characters need it (and it reads a
		// text without CJK letters as PLAIN_WORD does, so the cheap test is enough).
		$cjk = 1 === preg_match( self::MAY_HAVE_CJK, $text );
		if ( $cjk && Han_Script::folds() ) {
			// Once per text: a table lookup per word would cost more than the whole text's.
			$text = Han_Script::simplified( $text );
		}
		preg_match_all( $cjk ? self::WORD : self::PLAIN_WORD, $text, $matches );
		$words = $matches[0];
		if ( preg_match( '/[\x80-\xff]/', $text ) ) {
			$marks = true === Languages::current()->rule( 'marks' );
			foreach ( preg_grep( '/[\x80-\xff]/', $words ) as $i => $word ) {
				$words[ $i ] = $marks ? ( self::$marked[ $word ] ??= self::marked_word( $word ) ) : ( self::$folded[ $word ] ??= self::fold_word( $word ) );
			}
			if ( count( self::$folded ) + count( self::$marked ) > 50000 ) {
				self::$folded = array();
				self::$marked = array();
			}
			if ( preg_match( self::SPACELESS, $text ) ) {
				$words = self::spaceless_pairs( $words );
			}
		}
		return $words;
	}

	/**
	 * The runs of a text in a script written without spaces between words (SPACELESS), in lower
	 * case, as written: what a highlighter marks, since their pairs are no words of the page.
	 *
	 * @param string $text Plain text.
	 * @return string[]
	 */
	public static function spaceless_runs( string $text ): array {
		if ( ! preg_match( self::SPACELESS, $text ) ) {
			return array();
		}
		preg_match_all( '/[' . self::SPACELESS_LETTER . '][' . self::SPACELESS_LETTER . '\p{M}]*/u', mb_strtolower( $text, 'UTF-8' ), $runs );
		return array_values( array_unique( $runs[0] ) );
	}

	/**
	 * Words in a script written without spaces between words, as its overlapping pairs of
	 * characters (each with its vowel and tone marks): without a dictionary no one can tell where
	 * "การตั้งค่ารหัสผ่าน" has the word "รหัสผ่าน", but a doc that has it has its pairs, in a row.
	 * Other words are kept.
	 *
	 * @param string[] $words Folded words.
	 * @return string[]
	 */
	private static function spaceless_pairs( array $words ): array {
		$out = array();
		foreach ( $words as $word ) {
			if ( ! preg_match( self::SPACELESS, $word ) || ! preg_match_all( '/\X/u', $word, $clusters ) || count( $clusters[0] ) < 3 ) {
				$out[] = $word;
				continue;
			}
			$letters = $clusters[0];
			for ( $i = 0, $last = count( $letters ) - 1; $i < $last; $i++ ) {
				$out[] = $letters[ $i ] . $letters[ $i + 1 ];
			}
		}
		return $out;
	}

	/**
	 * Removes accents from one lower-case word.
	 *
	 * @param string $word Word with non-ASCII letters.
	 */
	private static function fold_word( string $word ): string {
		if ( self::is_cjk( $word ) ) {
			return $word;
		}
		if ( preg_match( '/\p{Arabic}/u', $word ) ) {
			return self::arabic( $word );
		}
		// One fold for every site language (German sites would otherwise turn "ü" into "ue"),
		// with "ß" as Germans type it without the key.
		$folded = strtr( remove_accents( strtr( $word, array( 'ß' => 'ss' ) ), 'en_US' ), array( 'ё' => 'е' ) );
		// Accents written as marks of their own (U+0300–U+036F: text pasted from a Mac, or the dot
		// that lower-casing leaves on Turkish "İ", "İSTANBUL" → "i̇stanbul") go too.
		if ( false !== strpbrk( $folded, "\xCC\xCD" ) ) {
			$folded = (string) preg_replace( '/[\x{0300}-\x{036F}]/u', '', $folded );
		}
		// Greek loses its accents and its final sigma, which capitals do not write ("ΔΙΣΚΟΣ" is
		// "δίσκος"): letter for letter, two bytes each.
		if ( false !== strpbrk( $folded, "\xCE\xCF" ) ) {
			$folded = strtr( $folded, self::GREEK );
		}
		// Hebrew loses its vowel points and cantillation, which most text and every keyboard leave
		// out ("שָׁלוֹם" is "שלום").
		return false === strpbrk( $folded, "\xD6\xD7" ) ? $folded : (string) preg_replace( '/[\x{0591}-\x{05BD}\x{05BF}\x{05C1}\x{05C2}\x{05C4}\x{05C5}\x{05C7}]/u', '', $folded );
	}

	/**
	 * A word of a language whose marks tell words apart (Vietnamese "cài", "cái" and "cải": the
	 * rule `marks`), in lower case with its marks, in one form: composed, and with the tone of a
	 * final "oa", "oe" or "uy" on its first vowel, where the two spellings in use differ ("hoà" is
	 * "hòa", "thuỷ" is "thủy"). A word with letters Vietnamese does not write (Stemmers\Vietnamese::LETTERS)
	 * is folded as usual.
	 *
	 * @param string $word Lower-case word with non-ASCII letters.
	 */
	private static function marked_word( string $word ): string {
		if ( false !== strpbrk( $word, "\xCC\xCD" ) && class_exists( 'Normalizer' ) ) {
			$word = (string) \Normalizer::normalize( $word, \Normalizer::FORM_C );
		}
		if ( ! preg_match( '/^[a-z0-9' . implode( '', Stemmers\Vietnamese::LETTERS ) . ']+$/u', $word ) ) {
			return self::fold_word( $word );
		}
		$end = mb_substr( $word, -2, null, 'UTF-8' );
		if ( isset( self::TONE_FIRST[ $end ] ) && 'q' !== mb_substr( $word, -3, 1, 'UTF-8' ) ) {
			$word = mb_substr( $word, 0, -2, 'UTF-8' ) . self::TONE_FIRST[ $end ];
		}
		return $word;
	}

	/**
	 * A final "oa", "oe" or "uy" with the tone on its second vowel, and as written with it on the first.
	 */
	private const TONE_FIRST = array(
		'oà' => 'òa',
		'oá' => 'óa',
		'oả' => 'ỏa',
		'oã' => 'õa',
		'oạ' => 'ọa',
		'oè' => 'òe',
		'oé' => 'óe',
		'oẻ' => 'ỏe',
		'oẽ' => 'õe',
		'oẹ' => 'ọe',
		'uỳ' => 'ùy',
		'uý' => 'úy',
		'uỷ' => 'ủy',
		'uỹ' => 'ũy',
		'uỵ' => 'ụy',
	);

	/**
	 * Greek letters as folded: without tonos or dialytika, and σ for the final ς.
	 */
	private const GREEK = array(
		'ά' => 'α',
		'έ' => 'ε',
		'ή' => 'η',
		'ί' => 'ι',
		'ό' => 'ο',
		'ύ' => 'υ',
		'ώ' => 'ω',
		'ϊ' => 'ι',
		'ϋ' => 'υ',
		'ΐ' => 'ι',
		'ΰ' => 'υ',
		'ς' => 'σ',
	);

	/**
	 * An Arabic-script word as people type it whatever they see: without its short vowels and
	 * other marks (تَشْكِيل) or the stretching تـ, one alef for أ, إ and آ, and one letter each
	 * for the final ى and ي, ة and ه, and the Persian and Arabic forms of ی and ک.
	 *
	 * @param string $word Lower-case word.
	 */
	public static function arabic( string $word ): string {
		$word = (string) preg_replace( '/[\x{0610}-\x{061A}\x{064B}-\x{065F}\x{0670}\x{06D6}-\x{06ED}\x{0640}]/u', '', $word );
		return strtr(
			$word,
			array(
				'أ' => 'ا',
				'إ' => 'ا',
				'آ' => 'ا',
				'ٱ' => 'ا',
				'ى' => 'ي',
				'ی' => 'ي',
				'ة' => 'ه',
				'ک' => 'ك',
			)
		);
	}

	/**
	 * Whether a text has Chinese or Japanese characters.
	 *
	 * @param string $text Text.
	 */
	public static function has_cjk( string $text ): bool {
		return 1 === preg_match( self::MAY_HAVE_CJK, $text ) && 1 === preg_match( self::HAS_CJK, $text );
	}

	/**
	 * Whether a word is written in Chinese or Japanese characters.
	 *
	 * @param string $word A word from words().
	 */
	public static function is_cjk( string $word ): bool {
		// CJK characters take three bytes starting 0xE2–0xE9 (or four for rare Han); cheap test first.
		return '' !== $word && ord( $word[0] ) >= 0xE2 && 1 === preg_match( '/^' . self::CJK . '/u', $word );
	}

	/**
	 * The index terms of one word: itself, or for CJK its characters and character pairs.
	 * Empty for stopwords and one-letter words.
	 *
	 * @param string $word     A word from words().
	 * @param bool   $unigrams Whether to add single CJK characters (the index does; queries only for one-character words).
	 * @return string[]
	 */
	public static function terms_of( string $word, bool $unigrams = true ): array {
		if ( self::is_cjk( $word ) ) {
			$chars = mb_str_split( $word, 1, 'UTF-8' );
			$count = count( $chars );
			if ( 1 === $count ) {
				return $chars;
			}
			$terms = $unigrams ? $chars : array();
			for ( $i = 0; $i < $count - 1; $i++ ) {
				$terms[] = $chars[ $i ] . $chars[ $i + 1 ];
			}
			return $terms;
		}
		$bytes = strlen( $word );
		if ( $bytes > self::MAX_LENGTH || $bytes < 2 || ( $bytes < 5 && mb_strlen( $word, 'UTF-8' ) < 2 ) || self::is_stopword( $word ) ) {
			return array();
		}
		return array( $word );
	}

	/**
	 * The index term of a word without CJK characters, or '' (stopword, too short, too long).
	 * Remembered per request: a vocabulary repeats across docs.
	 *
	 * @param string $word A word from words().
	 */
	public static function term_of( string $word ): string {
		$language = Languages::current();
		if ( $language !== self::$terms_language ) {
			self::$terms          = array();
			self::$terms_language = $language;
		}
		if ( isset( self::$terms[ $word ] ) ) {
			return self::$terms[ $word ];
		}
		if ( count( self::$terms ) > 100000 ) {
			self::$terms = array();
		}
		return self::$terms[ $word ] = (string) ( self::terms_of( $word )[0] ?? '' );
	}

	/**
	 * The index term of a compound identifier ("Get_Object_or_404" → "get_object_or_404"), or ''.
	 *
	 * @param string $compound Letters and digits joined by _ . or -.
	 */
	public static function compound_term( string $compound ): string {
		$term = trim( mb_strtolower( $compound, 'UTF-8' ), '_.-' );
		if ( preg_match( '/[\x80-\xff]/', $term ) ) {
			$term = self::fold_word( $term );
		}
		if ( strlen( $term ) > self::MAX_LENGTH || ! preg_match( '/[_.\-]/', $term ) ) {
			return '';
		}
		return $term;
	}

	/**
	 * Term frequencies of a text: term => count.
	 *
	 * @param string $text Plain text.
	 * @return array<string, int>
	 */
	public static function counts( string $text ): array {
		return self::term_counts( self::words( $text ) );
	}

	/**
	 * Term frequencies of a list of words: term => count.
	 *
	 * @param string[] $words Words from words().
	 * @return array<string, int>
	 */
	public static function term_counts( array $words ): array {
		$counts = array();
		foreach ( array_count_values( $words ) as $word => $count ) {
			foreach ( self::terms_of( (string) $word ) as $term ) {
				$counts[ $term ] = ( $counts[ $term ] ?? 0 ) + $count;
			}
		}
		return $counts;
	}

	/**
	 * Whether a folded word is too common to search on its own, in the language in use.
	 *
	 * @param string $word Folded word.
	 */
	public static function is_stopword( string $word ): bool {
		return Languages::current()->is_stopword( $word );
	}

	/**
	 * Forgets the filtered stopword lists (tests change them).
	 */
	public static function reset(): void {
		Languages::reset();
		self::$terms          = array();
		self::$terms_language = null;
	}
}
