<?php
/**
 * Words that carry meaning in a question or a passage, reduced to the search index's stems.
 *
 * @package Docent
 */

namespace Docent\AI\Retrieval;

use Docent\Search\Language\Cjk_Chunks;
use Docent\Search\Language\Filler;
use Docent\Search\Language\Languages;
use Docent\Search\Language\Stemmer;
use Docent\Search\Language\Synonyms;
use Docent\Search\Language\Tokenizer;

defined( 'ABSPATH' ) || exit;

/**
 * Passages are scored with the search module's own tokenizer and stemmer, so a question's words
 * meet a passage's words exactly as they met the article in the index ("installing" and
 * "install", "colours" and "colour", accents folded, stop words dropped).
 */
final class Terms {

	/**
	 * Words of chat small talk that say nothing about the topic, on top of the search stop words.
	 */
	private const CHAT_STOP = array( 'please', 'need', 'want', 'tell', 'know', 'explain', 'thanks', 'thank', 'hello', 'hi', 'hey', 'often', 'much', 'many', 'best', 'way', 'possible', 'properly', 'exactly', 'actually', 'really', 'usually' );

	/**
	 * Per language, the particles that make a phrasal verb with the word before them.
	 */
	private const PARTICLES = array(
		'en' => array( 'on', 'off', 'up', 'down', 'out', 'back', 'away' ),
	);

	/**
	 * Distinct stems of a text, in order of first appearance, without conversational framing
	 * ("Tell me about", "What does the documentation say about"): a question's words as search
	 * sees them, so every phrasing of a need scores passages alike.
	 *
	 * @param string $text Plain text.
	 * @return string[]
	 */
	public static function of( string $text ): array {
		return array_values( array_unique( array_merge( array(), ...self::needs( $text ) ) ) );
	}

	/**
	 * The words a text is about, each as the stems it is matched on: one stem for a word of a
	 * language written with spaces, the characters and character pairs of a Chinese or Japanese
	 * word ("パスワード" is one need word, however many pairs it has). Framing, light words, stopwords and chat small
	 * talk are left out in the language in use, so a need is counted by its own words.
	 *
	 * @param string $text Plain text.
	 * @return list<string[]> Need words in order of first appearance, each its distinct stems.
	 */
	public static function needs( string $text ): array {
		static $chat_stop = null;
		$chat_stop      ??= array_flip( self::CHAT_STOP );

		$needs = array();
		$seen  = array();
		foreach ( self::need_words( $text ) as $word ) {
			// A Chinese or Japanese word as the index holds it: its characters and their pairs.
			$stems = array();
			foreach ( Tokenizer::terms_of( $word ) as $term ) {
				if ( ! isset( $chat_stop[ $term ] ) ) {
					$stems[] = Stemmer::stem( (string) $term );
				}
			}
			$key = implode( ' ', $stems );
			if ( $stems && ! isset( $seen[ $key ] ) ) {
				$seen[ $key ] = true;
				$needs[]      = array_values( array_unique( $stems ) );
			}
		}
		return $needs;
	}

	/**
	 * The need's words of a text as one keyword query (see need_words()).
	 *
	 * @param string $text Plain text.
	 */
	public static function need_text( string $text ): string {
		return implode( ' ', self::need_words( $text ) );
	}

	/**
	 * The need's words of a text as written (folded), framing and light words left out. A run of
	 * Chinese or Japanese is cut into its chunks (Cjk_Chunks); a run of hiragana alone ("って",
	 * "でも" after a word in Latin letters) is a particle or an ending, left out when the text has
	 * other words.
	 *
	 * @param string $text Plain text.
	 * @return string[]
	 */
	private static function need_words( string $text ): array {
		$words = Filler::drop_light( array_map( 'strval', Cjk_Chunks::split_words( Tokenizer::words( Filler::strip( $text ) ) ) ) );
		$kana  = array_filter( $words, static fn( string $word ): bool => 1 === preg_match( '/^' . Tokenizer::HIRAGANA . '+$/u', $word ) );
		return count( $kana ) < count( $words ) ? array_values( array_diff_key( $words, $kana ) ) : $words;
	}

	/**
	 * The verb a question leads with when a particle that changes its meaning follows it ("turn
	 * on" is not "turn into", "back up" is not "back"), with that particle: a passage says such a
	 * verb only with the same particle. The particle itself is a stopword, so it is no need word.
	 * Only the need's first word is read so: "keep the costs down" or "a button on my page" put
	 * the word after a noun, where it is no particle of a verb.
	 *
	 * @param string $question The question.
	 * @return array<string, string> Stem => particle (none, or one).
	 */
	public static function particles( string $question ): array {
		$particles = self::PARTICLES[ Languages::current()->code() ] ?? array();
		$words     = Tokenizer::words( Filler::strip( $question ) );
		foreach ( $words as $at => $word ) {
			if ( array() === Tokenizer::terms_of( $word ) ) {
				continue;
			}
			$next = $words[ $at + 1 ] ?? '';
			return in_array( $next, $particles, true ) ? array( Stemmer::stem( $word ) => $next ) : array();
		}
		return array();
	}

	/**
	 * The need words of a question that no doc of the site uses: a word whose stem search
	 * reports unknown, a Chinese or Japanese word when more than half its pairs are.
	 *
	 * @param list<string[]> $needs   Need words, from needs().
	 * @param string[]       $unknown Words no doc uses, as search reports them.
	 * @return list<string[]>
	 */
	public static function unknown( array $needs, array $unknown ): array {
		$stems = array();
		foreach ( $unknown as $word ) {
			$stems[ Stemmer::stem( (string) $word ) ] = true;
		}
		return array_values( array_filter( $needs, static fn( array $word ): bool => 2 * count( array_intersect_key( array_flip( $word ), $stems ) ) > count( $word ) ) );
	}

	/**
	 * The words that name what a question is about, of words no doc uses: not a verb written with
	 * an ending of the language's (the "conjugated" rule: Korean "받나요", "잡아야", "싫은데"), which
	 * says what the visitor does or feels, and which docs write in other forms. Such a word does not
	 * make a question off-topic. In a language that writes every noun with a capital (German: the
	 * "capitals" rule), a word the question writes in small letters only ("steckt", "frisch",
	 * "eingeloggt") names nothing either, when the question writes some noun with a capital.
	 *
	 * @param string[] $words    Words no doc uses, as search reports them.
	 * @param string   $question The question they are from.
	 * @return string[]
	 */
	public static function naming( array $words, string $question = '' ): array {
		$language   = Languages::current();
		$conjugated = (string) $language->rule( 'conjugated' );
		if ( '' !== $conjugated ) {
			$words = array_values( array_filter( $words, static fn( $word ): bool => 1 !== preg_match( $conjugated, (string) $word ) ) );
		}
		if ( true !== $language->rule( 'capitals' ) || ! preg_match_all( '/[\p{L}\p{N}]+/u', $question, $written ) ) {
			return $words;
		}
		// Only a visitor who writes nouns with capitals says anything by small letters: some word
		// after the first is capitalized.
		if ( ! preg_grep( '/^\p{Lu}/u', array_slice( $written[0], 1 ) ) ) {
			return $words;
		}
		$small = array();
		$named = array();
		foreach ( $written[0] as $word ) {
			$folded = Tokenizer::fold( $word );
			if ( preg_match( '/^\p{Ll}/u', $word ) ) {
				$small[ $folded ] = true;
			} else {
				$named[ $folded ] = true;
			}
		}
		// A word joined by hyphens ("WLAN-Karte") names what its first part does.
		return array_values( array_filter( $words, static fn( $word ): bool => ! isset( $small[ strtok( (string) $word, '-' ) ] ) || isset( $named[ strtok( (string) $word, '-' ) ] ) ) );
	}

	/**
	 * The stems of the synonyms of a question's words (Docent\Search\Language\Synonyms), each mapped to the
	 * question's stem it stands for: a passage that says "delete" answers "how do I remove …".
	 *
	 * @param string   $question The question.
	 * @param string[] $terms    Its stems, from of().
	 * @return array<string, string>
	 */
	public static function synonyms( string $question, array $terms ): array {
		$words = Tokenizer::words( Filler::strip( $question ) );
		// The words chat looks for: "going" in "how do I go live" is light, so "live" takes the synonyms.
		$searched = array_values( array_filter( Filler::drop_light( $words ), static fn( $word ): bool => array() !== Tokenizer::terms_of( (string) $word ) ) );
		return self::standing_for( Synonyms::lookup( $words, $searched ), $terms );
	}

	/**
	 * The stems of the words search took a misspelt word for, each mapped to the question's stem
	 * of the misspelt word: a passage that says "configure" answers "how do I configre …".
	 *
	 * @param array<string, string[]> $corrected Misspelt word => words one typo away (Search::search()'s `corrected`).
	 * @param string[]                $terms     The question's stems, from of().
	 * @return array<string, string>
	 */
	public static function corrections( array $corrected, array $terms ): array {
		return self::standing_for( $corrected, $terms );
	}

	/**
	 * The stems of the question's words' other forms (Language::forms()), each mapped to the
	 * question's stem of its word: a passage that says "entfernen" answers "… entfernt …".
	 *
	 * @param string   $question The visitor's question.
	 * @param string[] $terms    The question's stems, from of().
	 * @return array<string, string>
	 */
	public static function forms( string $question, array $terms ): array {
		$out      = array();
		$language = Languages::current();
		foreach ( self::need_words( $question ) as $word ) {
			$stem = Stemmer::stem( $word );
			foreach ( in_array( $stem, $terms, true ) ? $language->forms( $word ) : array() as $form ) {
				if ( ! in_array( $form, $terms, true ) ) {
					$out[ $form ] = $stem;
				}
			}
		}
		return $out;
	}

	/**
	 * The stems of other words, each mapped to the question's stem of the word they stand for.
	 *
	 * @param array<string, string[]> $others_of A question's word => the other words that stand for it.
	 * @param string[]                $terms     The question's stems, from of().
	 * @return array<string, string>
	 */
	private static function standing_for( array $others_of, array $terms ): array {
		$out = array();
		foreach ( $others_of as $word => $others ) {
			$stem = Stemmer::stem( (string) $word );
			if ( ! in_array( $stem, $terms, true ) ) {
				continue;
			}
			foreach ( (array) $others as $other ) {
				$other_stem = Stemmer::stem( (string) $other );
				if ( ! in_array( $other_stem, $terms, true ) ) {
					$out[ $other_stem ] = $stem;
				}
			}
		}
		return $out;
	}

	/**
	 * Stems of a text with how often each occurs (minus chat small talk).
	 *
	 * @param string $text Plain text.
	 * @return array<string, int>
	 */
	public static function counts( string $text ): array {
		static $chat_stop = null;
		$chat_stop      ??= array_flip( self::CHAT_STOP );

		$counts = array();
		foreach ( Tokenizer::counts( $text ) as $term => $count ) {
			if ( isset( $chat_stop[ $term ] ) ) {
				continue;
			}
			$stem            = Stemmer::stem( (string) $term );
			$counts[ $stem ] = ( $counts[ $stem ] ?? 0 ) + $count;
		}
		return $counts;
	}

	/**
	 * How often each of the given stems occurs in a text. Much faster than counts() on long text
	 * (see found()).
	 *
	 * @param string                $text     Plain text.
	 * @param string[]              $terms    Stems from of().
	 * @param array<string, string> $synonyms Stems of synonyms => the question's stem they count for (from synonyms()).
	 * @return array<string, int>
	 */
	public static function matches( string $text, array $terms, array $synonyms = array() ): array {
		$counts = array();
		foreach ( self::found( $text, $terms, $synonyms ) as list( , $stem ) ) {
			$counts[ $stem ] = ( $counts[ $stem ] ?? 0 ) + 1;
		}
		return $counts;
	}

	/**
	 * Where the given stems occur in a text: each as the place of its word and the question's stem
	 * it counts for. A stem always starts with its word's first two letters, so only words that
	 * start like one of the stems are stemmed at all.
	 *
	 * @param string                $text     Plain text.
	 * @param string[]              $terms    Stems from of().
	 * @param array<string, string> $synonyms  Stems of synonyms => the question's stem they count for (from synonyms()).
	 * @param array<string, string> $particles Stems that count only with their particle (from particles()).
	 * @return list<array{0:int, 1:string}> Word position => question stem, in text order.
	 */
	public static function found( string $text, array $terms, array $synonyms = array(), array $particles = array() ): array {
		$wanted   = array_combine( $terms, $terms ) + $synonyms;
		$prefixes = array();
		foreach ( array_keys( $wanted ) as $term ) {
			$prefixes[ substr( (string) $term, 0, 2 ) ] = true;
		}
		// A long stem stands for the longer words it starts too (Language::starts()).
		$language = Languages::current();
		$starts   = array();
		foreach ( $wanted as $term => $for ) {
			if ( $language->starts( (string) $term ) ) {
				$starts[ (string) $term ] = $for;
			}
		}
		$found = array();
		$words = Tokenizer::words( $text );
		foreach ( $words as $at => $word ) {
			// Chinese and Japanese runs are cut into character pairs, which may match anywhere in them.
			if ( ! isset( $prefixes[ substr( $word, 0, 2 ) ] ) && ( ord( $word[0] ) < 0x80 || ! Tokenizer::is_cjk( $word ) ) ) {
				continue;
			}
			foreach ( Tokenizer::terms_of( $word ) as $term ) {
				$stem = Stemmer::stem( (string) $term );
				if ( isset( $wanted[ $stem ] ) && ( ! isset( $particles[ $stem ] ) || ( $words[ $at + 1 ] ?? '' ) === $particles[ $stem ] ) ) {
					$found[] = array( (int) $at, $wanted[ $stem ] );
					continue;
				}
				foreach ( $starts as $start => $for ) {
					if ( 0 === strncmp( (string) $term, $start, strlen( $start ) ) ) {
						$found[] = array( (int) $at, $for );
						break;
					}
				}
			}
		}
		return $found;
	}
}
