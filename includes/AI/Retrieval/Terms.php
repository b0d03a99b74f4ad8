<?php
/**
 * Words that carry meaning in a question or a passage, reduced to the search index's stems.
 *
 * @package Docent
 */

namespace Docent\AI\Retrieval;

use Docent\Search\Language\Cjk_Chunks;
use Docent\Search\Language\Filler;
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
	 * Distinct stems of a text, in order of first appearance, without conversational framing
	 * ("Tell me about", "What does the documentation say about"): a question's words as search
	 * sees them, so every phrasing of a need scores passages alike.
	 *
	 * @param string $text Plain text.
	 * @return string[]
	 */
	public static function of( string $text ): array {
		$words = Cjk_Chunks::split_words( Tokenizer::words( Filler::strip( $text ) ) );
		return array_keys( self::counts( implode( ' ', Filler::drop_light( $words ) ) ) );
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
	 * @param array<string, string> $synonyms Stems of synonyms => the question's stem they count for (from synonyms()).
	 * @return list<array{0:int, 1:string}> Word position => question stem, in text order.
	 */
	public static function found( string $text, array $terms, array $synonyms = array() ): array {
		$wanted   = array_combine( $terms, $terms ) + $synonyms;
		$prefixes = array();
		foreach ( array_keys( $wanted ) as $term ) {
			$prefixes[ substr( (string) $term, 0, 2 ) ] = true;
		}
		$found = array();
		foreach ( Tokenizer::words( $text ) as $at => $word ) {
			// Chinese and Japanese runs are cut into character pairs, which may match anywhere in them.
			if ( ! isset( $prefixes[ substr( $word, 0, 2 ) ] ) && ( ord( $word[0] ) < 0x80 || ! Tokenizer::is_cjk( $word ) ) ) {
				continue;
			}
			foreach ( Tokenizer::terms_of( $word ) as $term ) {
				$stem = Stemmer::stem( (string) $term );
				if ( isset( $wanted[ $stem ] ) ) {
					$found[] = array( (int) $at, $wanted[ $stem ] );
				}
			}
		}
		return $found;
	}
}
