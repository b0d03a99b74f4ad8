<?php
/**
 * What a visitor typed, parsed: words (the last one perhaps unfinished) and quoted phrases.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Language\Cjk_Chunks;
use Docent\Search\Language\Filler;
use Docent\Search\Language\Languages;
use Docent\Search\Language\Synonyms;
use Docent\Search\Language\Tokenizer;

defined( 'ABSPATH' ) || exit;

/**
 * A parsed query. Each word becomes one group of terms that a doc must match; phrases add
 * their words as exact groups plus an order constraint.
 */
final class Query {

	/**
	 * Longest query read, in characters; the rest is ignored.
	 */
	public const MAX_LENGTH = 200;

	/**
	 * Most words used outside quotes; later ones are ignored.
	 */
	public const MAX_WORDS = 12;

	/**
	 * Most words of a keyword query whose stopwords are read as hints: a short query reads like a
	 * title ("Installation von CD"), a longer one like a sentence ("a few at a time with …").
	 */
	public const TITLE_LIKE = 5;

	/**
	 * Typographic quotes, read as straight ones.
	 */
	public const QUOTES = array( '“', '”', '„', '«', '»' );

	/**
	 * Groups to match, each: the folded word, how to expand it, and its CJK flag.
	 * kind: "word" (exact, same stem, one typo), "prefix" (as "word", plus longer words starting
	 * with it), "exact" (inside a phrase, or a CJK character pair: the term itself only).
	 * also (when set): synonyms of the word, looked for too but counting less.
	 * joined (when set): the entry's first word, when the word belongs to an entry of several words
	 * whose synonyms that word's group looks for ("live" in "go live"): a doc with one of those
	 * synonyms has this word too (Joined_Words).
	 *
	 * @var list<array{word:string, kind:string, also?: string[], joined?: string}>
	 */
	public array $groups = array();

	/**
	 * Phrases: each a list of [term, word offset] that must appear at those relative positions
	 * (stopwords in a phrase keep their place but are not checked).
	 *
	 * @var list<list<array{0:string, 1:int}>>
	 */
	public array $phrases = array();

	/**
	 * @var list<array{pairs: string[], need: int}> CJK chunks matched by most of their pairs (Chunk_Match).
	 */
	public array $chunks = array();

	/**
	 * One-digit numbers of the query ("part 4"): too short to be index terms, but a title that
	 * has the same numbers is the one meant (Title_Ranker).
	 *
	 * @var string[]
	 */
	public array $numbers = array();

	/**
	 * Stopwords of a short query typed as keywords ("wann" in "wann ein NMU erlaubt ist"): not
	 * searched for, but a title holding them is more likely the one meant (Title_Words).
	 *
	 * @var string[]
	 */
	public array $hints = array();

	/**
	 * A question's first word when it is a stopword ("who" in "Who actually writes …", "wie",
	 * "comment"): a title opening with the same word asks the same kind of question, so it counts
	 * as holding one more query word (Title_Words). Manuals of questions and answers title their
	 * pages so; empty for a keyword query, and in Chinese and Japanese, which ask at the end.
	 */
	public string $opening = '';

	/**
	 * Strings to highlight besides the matched terms: CJK words and phrases, folded.
	 *
	 * @var string[]
	 */
	public array $highlights = array();

	/**
	 * Whether it was asked as a question (framing removed, or a question mark): the docs holding
	 * every word do not come first by that alone (Searcher).
	 */
	public bool $question = false;

	/**
	 * Parses a query string. Conversational framing ("Tell me about", "how do I", "please") is
	 * removed first, so every phrasing of a need looks for the same words.
	 *
	 * @param string $text What was typed.
	 */
	public static function parse( string $text ): self {
		$query = new self();
		$typed = mb_substr( $text, 0, self::MAX_LENGTH, 'UTF-8' );
		$text  = Filler::strip( $typed );
		// Framing removed: the rest is a sentence, whose light words ("make", "use") are not the topic.
		$asked = $text !== $typed;
		$text  = $query->take_phrases( mb_substr( str_replace( self::QUOTES, '"', $text ), 0, self::MAX_LENGTH, 'UTF-8' ) );
		$open  = (bool) preg_match( '/[\p{L}\p{N}\p{M}]$/u', $text );
		$query->add_identifiers( $text, $open );

		$words = Cjk_Chunks::split_words( Tokenizer::words( $text ) );
		// Thai and its neighbours are looked for by pairs of characters, and marked as typed.
		$query->highlights = array_merge( $query->highlights, Tokenizer::spaceless_runs( $text ) );
		$query->add_words( $query->kept_words( $words, $open ), $asked );
		$query->question = $asked || (bool) preg_match( '/[?？' . preg_quote( (string) Languages::current()->rule( 'question_marks' ), '/' ) . ']/u', $typed );
		$keywords        = ! $query->question && count( $words ) <= self::TITLE_LIKE;
		$query->hints    = $keywords ? Filler::stopwords( $words ) : array();
		$query->opening  = $query->question ? self::opening( $typed ) : '';
		$query->add_synonyms( $words );
		return $query;
	}

	/**
	 * The first word of what was typed, when it is a stopword (Filler::stopwords), else ''.
	 *
	 * @param string $typed What was typed.
	 */
	private static function opening( string $typed ): string {
		$first = array_slice( Tokenizer::words( $typed ), 0, 1 );
		return (string) ( Filler::stopwords( $first )[0] ?? '' );
	}

	/**
	 * Adds the closed quotes as phrases; a lone quote (still typing) is ignored.
	 *
	 * @param string $text The query, quotes straightened.
	 * @return string The rest of the query.
	 */
	private function take_phrases( string $text ): string {
		$text = (string) preg_replace_callback(
			'/"([^"]*)"/u',
			function ( array $m ): string {
				$this->add_phrase( $m[1] );
				return ' ';
			},
			$text
		);
		return str_replace( '"', ' ', $text );
	}

	/**
	 * Adds each identifier (`get_object_or_404`, `auth.User`) to be looked for whole too: docs
	 * that have it come before docs that only have its parts.
	 *
	 * @param string $text The query outside phrases.
	 * @param bool   $open Whether its last word is unfinished.
	 */
	private function add_identifiers( string $text, bool $open ): void {
		if ( preg_match_all( Tokenizer::IDENTIFIER, $text, $found, PREG_OFFSET_CAPTURE ) ) {
			foreach ( $found[0] as $match ) {
				$term = Tokenizer::compound_term( $match[0] );
				if ( '' !== $term && ! self::grammar( $match[0] ) ) {
					$at_end = $open && strlen( $text ) === $match[1] + strlen( $match[0] );
					$this->add_group( $term, $at_end ? 'prefix' : 'exact' );
				}
			}
		}
	}

	/**
	 * Whether words joined by hyphens are the grammar of a sentence, not a name: in a language
	 * that joins its pronouns and particles so (the "clitics" rule), one of them is a stopword
	 * ("est-ce", "dois-je", "y a-t-il", "moure-les", "что-то"). A letter alone is no stopword here.
	 * English joins words so too, but into words of their own ("built-in", `apt-get`).
	 *
	 * @param string $joined The words as typed.
	 */
	private static function grammar( string $joined ): bool {
		if ( false === strpos( $joined, '-' ) || true !== Languages::current()->rule( 'clitics' ) ) {
			return false;
		}
		foreach ( Tokenizer::words( $joined ) as $part ) {
			if ( strlen( $part ) > 1 && Tokenizer::is_stopword( $part ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The words outside phrases, each with whether it is the unfinished last one (nothing, not a
	 * space nor a question mark, follows it). A CJK chunk (written without spaces) becomes its
	 * character pairs instead, most of which a doc needs; one-digit numbers are noted.
	 *
	 * @param string[] $words The query's words outside phrases.
	 * @param bool     $open  Whether the last word is unfinished.
	 * @return list<array{0:string, 1:bool}>
	 */
	private function kept_words( array $words, bool $open ): array {
		$last = count( $words ) - 1;
		$kept = array();
		foreach ( $words as $i => $word ) {
			$word = (string) $word;
			$chunk = Tokenizer::is_cjk( $word ) ? Chunk_Match::of( $word ) : null;
			if ( $chunk ) {
				$this->chunks[]     = $chunk;
				$this->highlights[] = $word;
				array_map( fn( string $pair ) => $this->add_group( $pair, 'exact' ), $chunk['pairs'] );
				continue;
			}
			if ( Tokenizer::is_cjk( $word ) ) {
				$this->add_phrase( $word );
				continue;
			}
			$kept[] = array( $word, $open && $i === $last );
			if ( preg_match( '/^\p{N}$/u', $word ) ) {
				$this->numbers[] = $word;
			}
		}
		return $kept;
	}

	/**
	 * Adds the words as groups, at most MAX_WORDS. Stopwords are dropped (and a question's light
	 * words), unless nothing else is left (then the unfinished one is still a prefix).
	 *
	 * @param list<array{0:string, 1:bool}> $kept  From kept_words().
	 * @param bool                          $asked Whether conversational framing was removed.
	 */
	private function add_words( array $kept, bool $asked ): void {
		$content = array_filter( $kept, static fn( array $w ): bool => array() !== Tokenizer::terms_of( $w[0] ) );
		if ( $asked ) {
			$light   = array_diff( array_column( $content, 0 ), Filler::drop_light( array_column( $content, 0 ) ) );
			$content = array_filter( $content, static fn( array $w ): bool => ! in_array( $w[0], $light, true ) );
		}
		if ( ! $content && ! $this->groups ) {
			$content = array_filter( $kept, static fn( array $w ): bool => $w[1] || mb_strlen( $w[0], 'UTF-8' ) > 1 );
		}
		foreach ( array_slice( $content, 0, self::MAX_WORDS ) as $w ) {
			if ( $w[1] ) {
				$this->add_group( $w[0], 'prefix' );
			} elseif ( mb_strlen( $w[0], 'UTF-8' ) > 1 ) {
				$this->add_group( $w[0], 'word' );
			}
		}
	}

	/**
	 * Gives each word that has synonyms (Synonyms) the other words to look for, as `also`. The
	 * other words of an entry of several ("live" in "go live") are `joined` to its first word
	 * searched for ("live" itself when "going" was dropped as light).
	 *
	 * @param string[] $words The query's folded words, in order.
	 */
	private function add_synonyms( array $words ): void {
		$asked  = array_column( $this->groups, 'word' );
		$found  = Synonyms::lookup( $words, $asked );
		$joined = Synonyms::joined( $words, $asked );
		foreach ( $this->groups as $i => $group ) {
			// A word typed (quoted ones too) is never a synonym of another typed word.
			$also = array_values( array_diff( $found[ $group['word'] ] ?? array(), $asked ) );
			if ( 'exact' !== $group['kind'] && $also ) {
				$this->groups[ $i ]['also'] = $also;
			}
		}
		$with_synonyms = array_column( $this->groups, 'also', 'word' );
		foreach ( $this->groups as $i => $group ) {
			$leader = $joined[ $group['word'] ] ?? '';
			if ( 'exact' !== $group['kind'] && isset( $with_synonyms[ $leader ] ) ) {
				$this->groups[ $i ]['joined'] = $leader;
			}
		}
	}

	/**
	 * Whether there is nothing to search for.
	 */
	public function is_empty(): bool {
		return ! $this->groups;
	}

	/**
	 * Adds a phrase: its terms as exact groups, and their relative positions as a constraint
	 * when there are two terms or more.
	 *
	 * @param string $text Phrase as typed.
	 */
	private function add_phrase( string $text ): void {
		list( $terms, $highlights ) = Phrase_Terms::of( $text );
		$this->highlights           = array_merge( $this->highlights, $highlights );
		foreach ( $terms as $term ) {
			$this->add_group( $term[0], 'exact' );
		}
		if ( count( $terms ) > 1 ) {
			$this->phrases[] = $terms;
		}
	}

	/**
	 * Adds a group unless the same word is already there (an exact group wins over a looser one).
	 *
	 * @param string $word Folded word or term.
	 * @param string $kind word, prefix or exact.
	 */
	private function add_group( string $word, string $kind ): void {
		foreach ( $this->groups as $group ) {
			if ( $group['word'] === $word ) {
				return;
			}
		}
		$this->groups[] = array(
			'word' => $word,
			'kind' => $kind,
		);
	}
}
