<?php
/**
 * Scores an article's passages against a question: which answer it, and how well.
 *
 * @package Docent
 */

namespace Docent\AI\Retrieval;

defined( 'ABSPATH' ) || exit;

/**
 * Built once per question over the passages of the articles search found (where the question's
 * words stand in each, from Retriever::found()): a rare word of the question counts for more than
 * one found everywhere (idf), and a passage must cover enough of the question (Retriever).
 */
final class Passage_Scorer {

	/**
	 * Share of the question's need words a passage (with its article title) must contain to
	 * count: one of two (the other meeting it in a sentence, or the title holding one), two of
	 * three or four, three of five or six… A visitor's question says its need in their own words,
	 * and the page about it says half of them. Measured on the Debian manuals' tuning halves at
	 * two thirds, a half, two fifths and a third: a half answered 13 more questions, 12 of them
	 * with the right page first; below a half the extra answers were mostly wrong pages. The
	 * off-topic questions stay declined (Django's 32, the demo's).
	 */
	private const MIN_COVERAGE = 0.5;

	/**
	 * The most need words a passage must cover, however long the question: a visitor who tells
	 * their situation ("I'm stuck on my first package and the docs don't answer my question; is
	 * there a place where beginners get advice?") asks in a dozen words, and the page that
	 * answers says four of them. Measured on the tuning halves at three and four: three answered
	 * 28 more questions but only 5 more with the right page first (a page ranked before it now
	 * passed too); four answered 7 more, 2 more right.
	 */
	private const MAX_COVERED = 4;

	/**
	 * Need words a passage must say to relate to a question it does not answer (related()).
	 * Measured on the tuning halves at two and three: two gave 41 more replies, 10 of them with
	 * the right page; three 14, 3 right; neither cost a right first link anywhere nor let an
	 * off-topic question through.
	 */
	private const RELATED = 2;

	/**
	 * With a word no doc uses (which no passage can hold): the share of the other words' weight
	 * (idf) that is enough too.
	 */
	private const MIN_SHARE = 0.66;

	/**
	 * Question stems, in the question's order.
	 *
	 * @var string[]
	 */
	private array $terms;

	/**
	 * The question's need words, each as its stems (Terms::needs()).
	 *
	 * @var list<string[]>
	 */
	private array $needs;

	/**
	 * Question stem => the need word it belongs to (its key in $needs).
	 *
	 * @var array<string, int>
	 */
	private array $word_of = array();

	/**
	 * Synonym stem => question stem.
	 *
	 * @var array<string, string>
	 */
	private array $synonyms;

	/**
	 * Per article and passage: where the question's words stand, sentence by sentence.
	 *
	 * @var array<int, array<int, list<list<array{0:int, 1:string}>>>>
	 */
	private array $found;

	/**
	 * Per article and passage: question stem => how often the passage says it.
	 *
	 * @var array<int, array<int, array<string, int>>>
	 */
	private array $bags = array();

	/**
	 * Inverse document frequency of each question stem over the passages.
	 *
	 * @var array<string, float>
	 */
	private array $idf;

	/**
	 * The question's stems that follow each other, from Neighbours::of().
	 *
	 * @var array<string, array<string, true>>
	 */
	private array $next;

	/**
	 * The question's verbs that come with a particle (Terms::particles()), as stems.
	 *
	 * @var string[]
	 */
	private array $phrasal;

	/**
	 * The need words no doc of the site uses (Terms::unknown()).
	 *
	 * @var list<string[]>
	 */
	private array $unknown;

	/**
	 * @param list<string[]>                                             $needs    The question's need words, each as its stems (Terms::needs()).
	 * @param array<string, string>                                      $synonyms Synonym stem => question stem.
	 * @param array<int, array<int, list<list<array{0:int, 1:string}>>>> $found    Per article and passage, from Retriever::found().
	 * @param string[]                                                   $phrasal  The question's verbs that come with a particle (stems, Terms::particles()).
	 * @param list<string[]>                                             $unknown  The need words no doc uses (Terms::unknown()).
	 */
	public function __construct( array $needs, array $synonyms, array $found, array $phrasal = array(), array $unknown = array() ) {
		$this->needs   = $needs;
		$this->phrasal = $phrasal;
		foreach ( $needs as $i => $stems ) {
			foreach ( $stems as $stem ) {
				$this->word_of[ $stem ] ??= $i;
			}
		}
		$terms          = array_keys( $this->word_of );
		$this->terms    = $terms;
		$this->synonyms = $synonyms;
		$this->found    = $found;
		foreach ( $found as $a => $passages ) {
			foreach ( $passages as $p => $sentences ) {
				$this->bags[ $a ][ $p ] = array_count_values( array_column( array_merge( ...$sentences ), 1 ) );
			}
		}
		$this->idf     = self::idf( $terms, $this->bags );
		$this->next    = Neighbours::of( $needs );
		$this->unknown = $unknown;
	}

	/**
	 * The article's passages that answer the question, each with its score, in the article's order.
	 * Related ones only (related()) when $related.
	 *
	 * @param int                                                       $a       The article's key in $found.
	 * @param array{rank:int, title_terms:string[], passages:Passage[]} $article The article.
	 * @param bool                                                      $related Whether to take the passages that only relate to the question.
	 * @return Passage[]
	 */
	public function article( int $a, array $article, bool $related = false ): array {
		// The article's title vouches for all its passages, and so (a little) does the search rank.
		$title_terms = array_values( array_intersect( $this->terms, self::standing_for( $article['title_terms'], $this->synonyms ) ) );
		$bonus       = 0.5 * ( Retriever::ARTICLES - $article['rank'] ) / Retriever::ARTICLES;
		foreach ( $title_terms as $term ) {
			$bonus += 0.6 * $this->idf[ $term ];
		}
		$scored = array();
		foreach ( $article['passages'] as $p => $passage ) {
			$score = $related ? $this->related( $a, $p, $title_terms ) : $this->score( $a, $p, $passage, $title_terms );
			if ( null !== $score ) {
				$scored[] = $passage->with_score( $score + $bonus );
			}
		}
		return $scored;
	}

	/**
	 * A passage's score for the question's words it says, or null when it does not answer.
	 *
	 * @param int      $a           The article's key.
	 * @param int      $p           The passage's key in its article.
	 * @param Passage  $passage     The passage.
	 * @param string[] $title_terms The question's stems its article's title holds.
	 */
	private function score( int $a, int $p, Passage $passage, array $title_terms ): ?float {
		$terms = $this->terms;
		// The opening passage stands under the title as under a heading: it introduces the
		// subject the title names ("Tell me about sessions" leads with what sessions are).
		$heading = Terms::matches( 0 === $p ? $passage->title . "\n" . $passage->heading : $passage->heading, $terms, $this->synonyms );
		list( $matched, $score ) = $this->said( $a, $p, $heading );
		// A verb with its particle names one precise action ("turn on" the chat, "back up" the
		// docs): an article whose title does not say it answers only with a passage that does.
		if ( array_diff( $this->phrasal, $title_terms, $matched ) ) {
			return null;
		}
		// A passage must say something about the question itself (or open an article whose title
		// does, below), and together with its title cover enough of it: "widget" alone does not
		// answer "bake a widget cake". Unless its title holds one of them, two of the words must
		// also meet in one sentence: words scattered over unrelated sentences are not an answer.
		// With words no doc uses (the off-topic rule judged them), half of the others are enough
		// when two that follow each other in the question stand together in one sentence.
		list( $covered, $share ) = $this->covered( array_merge( $matched, $title_terms ) );
		$covers = $covered >= $this->enough() || ( $this->unknown && $share >= self::MIN_SHARE )
			|| ( 2 * $covered >= count( $this->needs ) - count( $this->unknown ) && Neighbours::together( $this->found[ $a ][ $p ], $this->next ) );
		// An article whose title alone covers enough of the question is about it: its opening
		// passage introduces what the title names, even in words of its own ("What are all those
		// directories in dists/stable/main?" opens "Within each of the major directory trees…").
		$named = 0 === $p && $this->covered( $title_terms )[0] >= $this->enough();
		if ( ( $matched || $named ) && $covers && ( $title_terms || count( $this->needs ) < 2 || $this->meet( $this->found[ $a ][ $p ] ) ) ) {
			return $score;
		}
		return null;
	}

	/**
	 * A passage's score when it relates to the question without answering it: it says two of the
	 * need words (the only one of a one-word question), one of them in its title or two in one
	 * sentence. Else null.
	 *
	 * @param int      $a           The article's key.
	 * @param int      $p           The passage's key in its article.
	 * @param string[] $title_terms The question's stems its article's title holds.
	 */
	private function related( int $a, int $p, array $title_terms ): ?float {
		list( $matched, $score ) = $this->said( $a, $p );
		if ( ! $matched || array_diff( $this->phrasal, $title_terms, $matched ) || $this->covered( array_merge( $matched, $title_terms ) )[0] < min( self::RELATED, count( $this->needs ) ) ) {
			return null;
		}
		return $title_terms || $this->meet( $this->found[ $a ][ $p ] ) ? $score : null;
	}

	/**
	 * The question's stems a passage says, and their weight: each its idf, a quarter more for each
	 * of two repeats, half more when the passage's heading holds it.
	 *
	 * @param int                $a       The article's key.
	 * @param int                $p       The passage's key in its article.
	 * @param array<string, int> $heading The question's stems its heading holds (Terms::matches()).
	 * @return array{0: string[], 1: float}
	 */
	private function said( int $a, int $p, array $heading = array() ): array {
		$matched = array();
		$score   = 0.0;
		foreach ( $this->terms as $term ) {
			$count = $this->bags[ $a ][ $p ][ $term ] ?? 0;
			if ( $count > 0 ) {
				$matched[] = $term;
				$score    += $this->idf[ $term ] * ( 1 + 0.25 * min( $count - 1, 2 ) + ( isset( $heading[ $term ] ) ? 0.5 : 0 ) );
			}
		}
		return array( $matched, $score );
	}

	/**
	 * How many of the question's need words some stems cover (a word of one stem when it is
	 * there, a Chinese or Japanese word when at least half its characters and pairs are), and the
	 * share of the known words' weight (each its rarest stem's idf) they cover.
	 *
	 * @param string[] $stems The question's stems a passage and its title hold.
	 * @return array{0:int, 1:float}
	 */
	private function covered( array $stems ): array {
		$held  = array_flip( $stems );
		$count = 0;
		$got   = 0.0;
		$all   = 0.0;
		foreach ( $this->needs as $word ) {
			$covers = 2 * count( array_intersect_key( array_flip( $word ), $held ) ) >= count( $word );
			$weight = in_array( $word, $this->unknown, true ) ? 0.0 : max( array_map( fn( string $stem ): float => $this->idf[ $stem ] ?? 0.0, $word ) );
			$count += $covers ? 1 : 0;
			$got   += $covers ? $weight : 0.0;
			$all   += $weight;
		}
		return array( $count, $all > 0 ? $got / $all : 0.0 );
	}

	/**
	 * How many need words a passage with its title must cover (MIN_COVERAGE of them, at most
	 * MAX_COVERED).
	 */
	private function enough(): int {
		return min( self::MAX_COVERED, (int) ceil( count( $this->needs ) * self::MIN_COVERAGE ) );
	}

	/**
	 * Whether two of the question's need words meet in one sentence (or the heading) of a passage.
	 *
	 * @param list<list<array{0:int, 1:string}>> $found The passage's words, from found().
	 */
	private function meet( array $found ): bool {
		foreach ( $found as $sentence ) {
			$words = array_unique( array_map( fn( array $at ): int => $this->word_of[ $at[1] ] ?? -1, $sentence ) );
			if ( count( $words ) >= 2 ) {
				return true;
			}
		}
		return false;
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
}
