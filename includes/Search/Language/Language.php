<?php
/**
 * One language's rules for reading docs and questions: its stemmer, its stopwords and the
 * framing around a question ("How do I …", "Wie kann ich …", "…を教えてください").
 *
 * @package Docent
 */

namespace Docent\Search\Language;

use Docent\Search\Language\Stemmers\Word_Stemmer;

defined( 'ABSPATH' ) || exit;

/**
 * The rules are data (Rules/{code}.php); this class answers questions about them.
 */
final class Language {

	/**
	 * The shortest stem that also stands for the longer words it starts (starts()).
	 */
	public const MIN_START = 7;

	/**
	 * ISO 639-1 code ("en", "de", "ja"), or "" for the generic rules of any other language.
	 *
	 * @var string
	 */
	private string $code;

	/**
	 * Null where the language has no stemmer: words then match themselves.
	 *
	 * @var Word_Stemmer|null
	 */
	private ?Word_Stemmer $stemmer;

	/**
	 * The rules file's array (see Rules/en.php for its keys).
	 *
	 * @var array<string, mixed>
	 */
	private array $rules;

	/**
	 * Stopwords as keys, built on first use.
	 *
	 * @var array<string, true>|null
	 */
	private ?array $stopwords = null;

	/**
	 * Stems computed in this request, by word.
	 *
	 * @var array<string, string>
	 */
	private array $stems = array();

	/**
	 * Other forms' stems computed in this request, by word (forms()).
	 *
	 * @var array<string, string[]>
	 */
	private array $forms = array();

	/**
	 * @param string              $code    Language code, or "".
	 * @param Word_Stemmer|null   $stemmer The language's stemmer, if it has one.
	 * @param array<string, mixed> $rules  Stopwords, framing and light words.
	 */
	public function __construct( string $code, ?Word_Stemmer $stemmer, array $rules ) {
		$this->code    = $code;
		$this->stemmer = $stemmer;
		$this->rules   = $rules;
	}

	/**
	 * The language's code, "" for the generic rules.
	 */
	public function code(): string {
		return $this->code;
	}

	/**
	 * The stem of a folded word: the index's stem column and the query's stem are both this.
	 *
	 * @param string $word Folded word.
	 */
	public function stem( string $word ): string {
		if ( null === $this->stemmer || strlen( $word ) < 3 ) {
			return $word;
		}
		if ( ! isset( $this->stems[ $word ] ) ) {
			if ( count( $this->stems ) > 20000 ) {
				$this->stems = array();
			}
			$stem = $this->stemmer->stem( $word );
			// A stemmer may take a whole word off (Greek "έως"): such a word is its own stem, or
			// every such word would meet every other.
			$this->stems[ $word ] = '' === $stem ? $word : $stem;
		}
		return $this->stems[ $word ];
	}

	/**
	 * Whether a folded word is too common to search on its own.
	 *
	 * @param string $word Folded word.
	 */
	public function is_stopword( string $word ): bool {
		if ( null === $this->stopwords ) {
			$words = explode( ' ', (string) ( $this->rules['stopwords'] ?? '' ) );
			/**
			 * Filters the words that are ignored in searches unless quoted (they are not indexed
			 * either: rebuild the index after changing them).
			 *
			 * @param string[] $stopwords Folded words.
			 * @param string   $language  The language's code ("" for languages without rules).
			 */
			$words           = (array) apply_filters( 'docent_search_stopwords', array_filter( $words, 'strlen' ), $this->code );
			$this->stopwords = array_fill_keys( array_map( 'strval', $words ), true );
		}
		return isset( $this->stopwords[ $word ] );
	}

	/**
	 * The stems of a folded word's other forms that the stemmer does not reach, by the "forms"
	 * rule (pattern => replacement): German "entfernt", "erlaubt" also stand for "entfernen",
	 * "erlauben", which the Snowball stemmer leaves apart. Search looks them up as the word's
	 * forms (Vocabulary), chat counts them as the word in a passage (Terms).
	 *
	 * @param string $word Folded word.
	 * @return string[] Stems, none the word's own.
	 */
	public function forms( string $word ): array {
		if ( isset( $this->forms[ $word ] ) ) {
			return $this->forms[ $word ]; // Search asks for a query word's forms twice (Vocabulary).
		}
		$stems = array();
		foreach ( (array) $this->rule( 'forms' ) as $pattern => $replacement ) {
			$form = preg_replace( (string) $pattern, (string) $replacement, $word );
			if ( is_string( $form ) && $form !== $word ) {
				$stems[] = $this->stem( $form );
			}
		}
		$this->forms[ $word ] = array_values( array_diff( array_unique( $stems ), array( $this->stem( $word ) ) ) );
		return $this->forms[ $word ];
	}

	/**
	 * Whether a stem stands for the longer words it starts too: its derivatives and, where the
	 * language compounds, the compounds it opens ("konfiguration" for "Konfigurationsdatei",
	 * "symmetri" for "symmetrisch"). Only a stemmed language's stems of MIN_START letters or
	 * more: "fenst", the stem of "Fenster", would start too many words. Search looks such a stem
	 * up as the start of longer words (Vocabulary), chat counts them in a passage as the
	 * question's word (Terms). Chosen on the German, Dutch, Swedish, Danish and Norwegian
	 * manuals' tuning halves from four to seven letters: seven found the most first (keyword
	 * queries +2, questions +4); from four to six, Swedish and Danish lost questions. Then
	 * measured on every language (docs/search.md).
	 *
	 * @param string $stem A stem (stem()).
	 */
	public function starts( string $stem ): bool {
		return null !== $this->stemmer
			&& mb_strlen( $stem, 'UTF-8' ) >= self::MIN_START
			&& 1 === preg_match( '/^\p{L}+$/u', $stem );
	}

	/**
	 * A rule by name: "leading" (framing patterns at the start, tried repeatedly), "trailing" (one
	 * pattern at the end), "around" (patterns whose first group is the need), "phrases" (pattern =>
	 * replacement), "light" (words a question may lose), "own" (the visitor's own site named),
	 * "elision" (French and Italian elided articles and pronouns, cut from the word they lean on),
	 * "conjugated" (a verb written with an ending, which chat does not count as an unknown topic),
	 * "capitals" (true where every noun is written with a capital: chat does not count an unknown
	 * word written in small letters as a topic), "han" (Chinese: "simplified" reads Traditional
	 * characters as Simplified ones, Han_Script), "compounds" (linking elements, Compounds),
	 * "forms" (pattern => replacement: a word's other forms its stemmer does not reach, looked
	 * for as the word's forms: German "entfernt" as "entfernen", forms()),
	 * "question_marks" (what ends a question besides "?": Greek ";"), "marks" (true where marks
	 * tell words apart: Vietnamese, Tokenizer::marked_word()), "clitics" (true where a hyphen joins
	 * pronouns and particles to a word: French "dois-je", Catalan "moure-les", Russian "что-то";
	 * such words are no names, Query).
	 *
	 * @param string $name Rule name.
	 * @return mixed The rule, or null when the language has none.
	 */
	public function rule( string $name ) {
		return $this->rules[ $name ] ?? null;
	}
}
