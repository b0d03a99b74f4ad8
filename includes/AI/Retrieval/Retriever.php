<?php
/**
 * Finds the passages of the site's docs that answer a question: the search index picks the
 * articles, then each article's paragraphs are scored against the question.
 *
 * @package Docent
 */

namespace Docent\AI\Retrieval;

use Docent\Docs\Hierarchy;
use Docent\Search\Index\Analyzer;
use Docent\Search\Ranking\Proximity;
use Docent\Search\Ranking\Query;

defined( 'ABSPATH' ) || exit;

/**
 * Retrieval for every provider. Only published, public, password-free docs are read, checked
 * here again whatever the search index says, so nothing else can reach a reply or a provider.
 */
final class Retriever {

	/**
	 * How many of the search results are read for passages.
	 */
	public const ARTICLES = 5;

	/**
	 * Share of the question's words a passage (with its article title) must contain to count:
	 * both words of a two-word question, two of three, three of four…
	 */
	private const MIN_COVERAGE = 0.66;

	/**
	 * Share of the question's words that may be unknown to the whole site before the question
	 * counts as off-topic: "What is your refund policy?" on docs that never say "refund".
	 */
	private const MAX_UNKNOWN = 0.25;

	/**
	 * The search service (Docent\Search\Search), or null when the search module is missing.
	 *
	 * @var object|null
	 */
	private ?object $search;

	/**
	 * Turns docs into passages.
	 *
	 * @var Passage_Extractor
	 */
	private Passage_Extractor $extractor;

	/**
	 * @param object|null       $search    Anything with search( string $query, int $page, int $per_page ): array.
	 * @param Passage_Extractor $extractor Passage extractor.
	 */
	public function __construct( ?object $search, Passage_Extractor $extractor ) {
		$this->search    = $search;
		$this->extractor = $extractor;
	}

	/**
	 * Relevant passages for a question, best first; empty when the docs do not cover it.
	 *
	 * @param string $question The visitor's question.
	 * @param int    $limit    At most this many passages.
	 * @return Passage[]
	 */
	public function passages( string $question, int $limit = 8 ): array {
		if ( null === $this->search ) {
			return array();
		}
		$terms     = Terms::of( $question );
		$unknown   = array();
		$corrected = array();
		$articles  = $terms ? $this->articles( $question, $unknown, $corrected ) : array();
		if ( ! $articles || count( $unknown ) > self::MAX_UNKNOWN * count( $terms ) ) {
			return array();
		}

		// A misspelt word is read as the words search took it for ("configre" as "configure").
		$synonyms = Terms::synonyms( $question, $terms ) + Terms::corrections( $corrected, $terms );
		// Each passage is read once: where the question's words stand, sentence by sentence.
		$found = array();
		$bags  = array();
		foreach ( $articles as $a => $article ) {
			foreach ( $article['passages'] as $p => $passage ) {
				$found[ $a ][ $p ] = self::found( $passage, $terms, $synonyms );
				$bags[ $a ][ $p ]  = array_count_values( array_column( array_merge( ...$found[ $a ][ $p ] ), 1 ) );
			}
		}
		$idf    = self::idf( $terms, $bags );
		$next   = self::neighbours( $terms );
		$needed = (int) ceil( count( $terms ) * self::MIN_COVERAGE );
		$scored = array();
		foreach ( $articles as $a => $article ) {
			// The article's title vouches for all its passages, and so (a little) does the search rank.
			$title_terms = array_values( array_intersect( $terms, self::standing_for( $article['title_terms'], $synonyms ) ) );
			$bonus       = 0.5 * ( self::ARTICLES - $article['rank'] ) / self::ARTICLES;
			foreach ( $title_terms as $term ) {
				$bonus += 0.6 * $idf[ $term ];
			}
			foreach ( $article['passages'] as $p => $passage ) {
				// The opening passage stands under the title as under a heading: it introduces the
				// subject the title names ("Tell me about sessions" leads with what sessions are).
				$heading = Terms::matches( 0 === $p ? $passage->title . "\n" . $passage->heading : $passage->heading, $terms, $synonyms );
				$matched = array();
				$score   = 0.0;
				foreach ( $terms as $term ) {
					$count = $bags[ $a ][ $p ][ $term ] ?? 0;
					if ( $count > 0 ) {
						$matched[] = $term;
						$score    += $idf[ $term ] * ( 1 + 0.25 * min( $count - 1, 2 ) + ( isset( $heading[ $term ] ) ? 0.5 : 0 ) );
					}
				}
				// A passage must say something about the question itself, and together with its
				// title cover enough of it: "widget" alone does not answer "bake a widget cake".
				// Unless its title holds one of them, two of the words must also meet in one
				// sentence: words scattered over unrelated sentences are not an answer. Half the words
				// are enough when two that follow each other in the question stand together in one
				// sentence ("a model is saved" answers "run code after a model is saved").
				$covered = count( array_unique( array_merge( $matched, $title_terms ) ) );
				$covers  = $covered >= $needed || ( 2 * $covered >= count( $terms ) && self::together( $found[ $a ][ $p ], $next ) );
				if ( $matched && $covers && ( $title_terms || count( $terms ) < 2 || self::meet( $found[ $a ][ $p ] ) ) ) {
					$scored[] = array( $article['rank'], $passage->with_score( $score + $bonus ) );
				}
			}
		}
		// In the order search ranked the articles (chat links what search puts first), each
		// article's passages best first, its prose before its code (a reply leads with a sentence).
		usort( $scored, static fn( array $x, array $y ): int => array( $x[0], $x[1]->code, $y[1]->score ) <=> array( $y[0], $y[1]->code, $x[1]->score ) );
		return array_slice( array_column( $scored, 1 ), 0, max( 1, $limit ) );
	}

	/**
	 * Whether two of the question's words meet in one sentence (or the heading) of a passage.
	 *
	 * @param list<list<array{0:int, 1:string}>> $found The passage's words, from found().
	 */
	private static function meet( array $found ): bool {
		foreach ( $found as $sentence ) {
			if ( count( array_unique( array_column( $sentence, 1 ) ) ) >= 2 ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The question's words that follow each other (light words aside), both ways round.
	 *
	 * @param string[] $terms Question stems, in the question's order.
	 * @return array<string, array<string, true>> Stem => the stems next to it.
	 */
	private static function neighbours( array $terms ): array {
		$next = array();
		for ( $i = 1; $i < count( $terms ); $i++ ) {
			$next[ $terms[ $i - 1 ] ][ $terms[ $i ] ] = true;
			$next[ $terms[ $i ] ][ $terms[ $i - 1 ] ] = true;
		}
		return $next;
	}

	/**
	 * Whether two words that follow each other in the question stand within a few words of each
	 * other in one sentence of the passage: "a model is saved" in "sent before or after a model's
	 * save() method is called".
	 *
	 * @param list<list<array{0:int, 1:string}>> $found The passage's words, from found().
	 * @param array<string, array<string, true>> $next  From neighbours().
	 */
	private static function together( array $found, array $next ): bool {
		foreach ( $found as $sentence ) {
			$seen = array();
			foreach ( $sentence as list( $at, $stem ) ) {
				foreach ( $seen as $other => $where ) {
					if ( $at - $where <= Proximity::WINDOW && isset( $next[ $other ][ $stem ] ) ) {
						return true;
					}
				}
				$seen[ $stem ] = $at;
			}
		}
		return false;
	}

	/**
	 * Where the question's words stand in a passage: per sentence (its heading as one more), each
	 * word's place and the question's stem it counts for (Terms::found()).
	 *
	 * @param Passage               $passage  Passage.
	 * @param string[]              $terms    Question stems.
	 * @param array<string, string> $synonyms Synonym stem => question stem.
	 * @return list<list<array{0:int, 1:string}>>
	 */
	private static function found( Passage $passage, array $terms, array $synonyms ): array {
		$sentences   = array_map( 'strval', (array) preg_split( Analyzer::SENTENCE_END, $passage->text, -1, PREG_SPLIT_NO_EMPTY ) );
		$sentences[] = $passage->heading;
		return array_map( static fn( string $sentence ): array => Terms::found( $sentence, $terms, $synonyms ), $sentences );
	}

	/**
	 * A title's stems, each synonym replaced by the question's stem it stands for.
	 *
	 * @param string[]              $stems    Title stems.
	 * @param array<string, string> $synonyms Synonym stem => question stem.
	 * @return string[]
	 */
	private static function standing_for( array $stems, array $synonyms ): array {
		return array_map( static fn( string $stem ): string => $synonyms[ $stem ] ?? $stem, $stems );
	}

	/**
	 * Inverse document frequency of each question word over the candidate passages: words found
	 * everywhere (the product's own name, say) count for little, rare ones for a lot.
	 *
	 * @param string[]                                   $terms Question stems.
	 * @param array<int, array<int, array<string, int>>> $bags  Question stem counts per article and passage.
	 * @return array<string, float>
	 */
	private static function idf( array $terms, array $bags ): array {
		$passages = 0;
		$df       = array_fill_keys( $terms, 0 );
		foreach ( $bags as $article ) {
			foreach ( $article as $bag ) {
				++$passages;
				foreach ( $terms as $term ) {
					$df[ $term ] += isset( $bag[ $term ] ) ? 1 : 0;
				}
			}
		}
		$idf = array();
		foreach ( $df as $term => $count ) {
			$idf[ $term ] = log( 1 + ( $passages + 1 ) / ( $count + 0.5 ) );
		}
		return $idf;
	}

	/**
	 * The best public docs for a question, with their passages and title words.
	 *
	 * @param string                  $question  The visitor's question.
	 * @param string[]                $unknown   Set to the question's words that no doc of the site uses.
	 * @param array<string, string[]> $corrected Set to the misspelt words and the words search took them for.
	 * @return array<int, array{rank:int, title_terms:string[], passages:Passage[]}>
	 */
	private function articles( string $question, array &$unknown, array &$corrected ): array {
		try {
			// A sent question is finished: its last word is a word, not the start of one being typed.
			$result = $this->search->search( rtrim( $question ) . ' ', 1, self::ARTICLES );
			// Quotes in a question quote a message or stress a word ('a "saved successfully"
			// notice'); they do not ask for those words in that order only, as in the search box.
			$plain = str_replace( array_merge( array( '"' ), Query::QUOTES ), ' ', $question );
			if ( empty( $result['items'] ) && $plain !== $question ) {
				$result = $this->search->search( rtrim( $plain ) . ' ', 1, self::ARTICLES );
			}
		} catch ( \Throwable $error ) {
			// A search backend that is down (a remote one, say) means "not found", not a server error.
			return array();
		}
		$unknown   = array_values( array_map( 'strval', (array) ( $result['unknown'] ?? array() ) ) );
		$corrected = (array) ( $result['corrected'] ?? array() );
		$articles = array();
		foreach ( (array) ( $result['items'] ?? array() ) as $rank => $item ) {
			$post = get_post( (int) ( $item['id'] ?? 0 ) );
			if ( ! $post || ! Hierarchy::is_public( $post ) ) {
				continue;
			}
			$passages = $this->extractor->extract( $post );
			if ( $passages ) {
				$articles[] = array(
					'rank'        => (int) $rank,
					'title_terms' => Terms::of( $passages[0]->title ),
					'passages'    => $passages,
				);
			}
		}
		return $articles;
	}
}
