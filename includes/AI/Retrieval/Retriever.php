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
use Docent\Search\Language\Tokenizer;
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
	 * Share of the question's need words that may be unknown to the whole site before the
	 * question counts as off-topic: "What is your refund policy?" on docs that never say "refund".
	 * One word in three: a visitor names things in their own words ("Spiegel" for the manual's
	 * "Archiv", "Toy Story" for release code names). Measured on the Debian tuning halves at a
	 * quarter, a third and a half: a third answered 7 more questions, 4 with the right page first,
	 * and kept Django's off-topic questions declined at 29 of 32; a half declined only 28. A verb
	 * written with an ending no doc uses (Korean "받나요"), or a German word written in small letters
	 * ("steckt"), names nothing and does not count (Terms::naming()).
	 */
	private const MAX_UNKNOWN = 1 / 3;

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
		$needs     = Terms::needs( $question );
		$terms     = Terms::of( $question );
		$unknown   = array();
		$corrected = array();
		$articles  = $terms ? $this->articles( $question, $unknown, $corrected ) : array();
		$naming    = $articles ? Terms::unknown( $needs, Terms::naming( $unknown, $question ) ) : array();
		$unknown   = $articles ? Terms::unknown( $needs, $unknown ) : array();
		if ( ! $articles || count( $naming ) > self::MAX_UNKNOWN * count( $needs ) ) {
			return array();
		}

		// A misspelt word is read as the words search took it for ("configre" as "configure").
		$synonyms = Terms::synonyms( $question, $terms ) + Terms::corrections( $corrected, $terms ) + Terms::forms( $question, $terms );
		// Each passage is read once: where the question's words stand, sentence by sentence.
		$found     = array();
		$particles = Terms::particles( $question );
		foreach ( $articles as $a => $article ) {
			foreach ( $article['passages'] as $p => $passage ) {
				$found[ $a ][ $p ] = self::found( $passage, $terms, $synonyms, $particles );
			}
		}
		$phrasal = array_values( array_intersect( array_map( 'strval', array_keys( $particles ) ), $terms ) );
		$scorer  = new Passage_Scorer( $needs, $synonyms, $found, $phrasal, $unknown );
		$scored = array();
		foreach ( $articles as $a => $article ) {
			foreach ( $scorer->article( $a, $article ) as $passage ) {
				$scored[] = array( $article['rank'], $passage );
			}
		}
		// No passage answers: the article search put first may still relate to the question. Its
		// passages that say enough of it are offered as related, never as the answer.
		if ( ! $scored && 0 === ( $articles[0]['rank'] ?? -1 ) ) {
			foreach ( $scorer->article( 0, $articles[0], true ) as $passage ) {
				$scored[] = array( 0, $passage->as_related() );
			}
		}
		// In the order search ranked the articles (chat links what search puts first), each
		// article's passages best first, its prose before its code (a reply leads with a sentence).
		usort( $scored, static fn( array $x, array $y ): int => array( $x[0], $x[1]->code, $y[1]->score ) <=> array( $y[0], $y[1]->code, $x[1]->score ) );
		return array_slice( array_column( $scored, 1 ), 0, max( 1, $limit ) );
	}

	/**
	 * Where the question's words stand in a passage: per sentence (its heading as one more), each
	 * word's place and the question's stem it counts for (Terms::found()).
	 *
	 * @param Passage               $passage  Passage.
	 * @param string[]              $terms    Question stems.
	 * @param array<string, string> $synonyms  Synonym stem => question stem.
	 * @param array<string, string> $particles Stems that count only with their particle (Terms::particles()).
	 * @return list<list<array{0:int, 1:string}>>
	 */
	private static function found( Passage $passage, array $terms, array $synonyms, array $particles ): array {
		$sentences   = array_map( 'strval', (array) preg_split( Analyzer::SENTENCE_END, $passage->text, -1, PREG_SPLIT_NO_EMPTY ) );
		$sentences[] = $passage->heading;
		return array_map( static fn( string $sentence ): array => Terms::found( $sentence, $terms, $synonyms, $particles ), $sentences );
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
			// A question is asked for its need: when search finds nothing for it as written, its
			// need words alone are searched for (a particle such as "って" after a word in Latin
			// letters, or 、, is no word a doc holds).
			$need = Terms::need_text( $plain );
			if ( empty( $result['items'] ) && '' !== $need && Tokenizer::fold( $plain ) !== $need ) {
				$result = $this->search->search( $need . ' ', 1, self::ARTICLES );
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
			if ( ! $post || ! Hierarchy::is_visible( $post ) ) {
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
