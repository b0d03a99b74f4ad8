<?php
/**
 * The index's vocabulary: which indexed terms a query word stands for.
 *
 * @package Docent
 */

namespace Docent\Search\Ranking;

use Docent\Search\Index_Unavailable;
use Docent\Search\Language\Compounds;
use Docent\Search\Language\Languages;
use Docent\Search\Language\Stemmer;

defined( 'ABSPATH' ) || exit;

/**
 * Expands each query word to terms: the word itself, words with its stem, longer words it
 * starts (while typing) and words one typo away, each with a factor for how much it counts.
 */
final class Vocabulary {

	/**
	 * How much each kind of expansion counts compared with the word itself.
	 */
	private const EXACT  = 1.0;
	private const STEM   = 0.85;
	private const PREFIX = 0.75;
	private const TYPO   = 0.5;
	private const SYNONYM = 0.6;

	/**
	 * The rank (kind of match, best first) of a word's one-typo neighbours: after exact, stem, prefix.
	 */
	public const TYPO_RANK = 3;

	/**
	 * The rank (kind of match, best first) of a synonym's terms: after exact, stem, prefix, typo.
	 */
	public const SYNONYM_RANK = 4;

	/**
	 * Shortest word (in characters) that tolerates a typo.
	 */
	public const TYPO_MIN_LENGTH = 5;

	/**
	 * Reads the terms table.
	 *
	 * @var Vocabulary_Table
	 */
	private Vocabulary_Table $table;

	/**
	 * Reads the vocabulary through its table.
	 */
	public function __construct() {
		$this->table = new Vocabulary_Table();
	}

	/**
	 * Turns each group's word into vocabulary terms with a weight factor (rarity × kind of match).
	 * A term serves one group only; a group left with nothing but shared terms is dropped.
	 *
	 * @param Query $query Parsed query.
	 * @param int   $n     Docs in the index (for rarity).
	 * @return list<array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}>
	 */
	public function expand( Query $query, int $n ): array {
		$n = max( 1, $n );

		$vocabulary = $this->read( $query );
		$claimed    = array();
		$groups     = array();
		foreach ( $query->groups as $group ) {
			$candidates = $this->candidates( $group, $vocabulary, $n );
			// A German or Dutch word no doc has: the start of longer compounds, or its two parts (Compounds).
			foreach ( $candidates ? array( $group ) : $this->compound_parts( $group, $vocabulary ) as $part ) {
				list( $terms, $shared ) = self::claim( $part === $group ? $candidates : $this->candidates( $part, $vocabulary, $n ), $claimed, $n );
				if ( ! $terms && $shared ) {
					continue;
				}
				$groups[] = array(
					'word'  => $part['word'],
					'terms' => $terms,
				) + array_intersect_key( $part, array( 'optional' => true ) );
			}
		}
		// Synonyms last, so they never take a term from a word the visitor typed.
		foreach ( $groups as $g => $group ) {
			foreach ( $query->groups as $asked ) {
				if ( $asked['word'] === $group['word'] && ! empty( $asked['also'] ) ) {
					$groups[ $g ]['terms'] = array_merge( $group['terms'], $this->synonym_terms( $asked['also'], $vocabulary, $claimed, $n ) );
				}
			}
		}
		return $groups;
	}

	/**
	 * The vocabulary rows for the query's words and synonyms, as themselves or by their stems.
	 *
	 * @param Query $query Parsed query.
	 * @return list<array{id:int, term:string, stem:string, df:int}>
	 */
	private function read( Query $query ): array {
		$words = array();
		$stems = array();
		foreach ( $query->groups as $group ) {
			$words[] = $group['word'];
			if ( 'exact' !== $group['kind'] ) {
				$stems[] = Stemmer::stem( $group['word'] );
				array_push( $stems, ...Languages::current()->forms( $group['word'] ) );
			}
			foreach ( $group['also'] ?? array() as $also ) {
				$words[] = $also;
				$stems[] = Stemmer::stem( $also );
			}
		}
		return $this->table->by_words_or_stems( $words, $stems );
	}

	/**
	 * A German or Dutch word that no doc has: as the start of longer words when some start with
	 * it, else as the groups of its two parts when the docs use both (Compounds), the first one
	 * optional (the head, the last part, says what the thing is); else the group itself. The
	 * parts' rows join the vocabulary read.
	 *
	 * @param array{word:string, kind:string}                       $group      A group without candidates.
	 * @param list<array{id:int, term:string, stem:string, df:int}> $vocabulary Rows read for the query (updated).
	 * @return list<array{word:string, kind:string, optional?: bool}>
	 */
	private function compound_parts( array $group, array &$vocabulary ): array {
		$parts = 'exact' === $group['kind'] ? array() : Compounds::parts_of( array( $group['word'] ) );
		if ( ! $parts ) {
			return array( $group );
		}
		// The start of longer compounds ("Paketverfolgung" of "Paketverfolgungssystem") is one of them.
		if ( 'word' === $group['kind'] && $this->table->by_prefix( $group['word'] ) ) {
			return array( array( 'word' => $group['word'], 'kind' => 'prefix' ) );
		}
		$rows = $this->table->by_words_or_stems( $parts, array_map( array( Stemmer::class, 'stem' ), $parts ) );
		$cut  = Compounds::split( $group['word'], Compounds::df_of( $parts, $rows ) );
		if ( null === $cut ) {
			return array( $group );
		}
		$vocabulary = array_merge( $vocabulary, $rows );
		return array(
			array(
				'word'     => $cut[0],
				'kind'     => 'word',
				'optional' => true,
			),
			array(
				'word' => $cut[1],
				'kind' => 'word',
			),
		);
	}

	/**
	 * The terms a group's word may stand for, by id: [row, factor of its kind of match, rank].
	 *
	 * @param array{word:string, kind:string}                       $group      A group of the query.
	 * @param list<array{id:int, term:string, stem:string, df:int}> $vocabulary Rows read for the query.
	 * @param int                                                   $n          Docs in the index.
	 * @return array<int, array{0: array{id:int, term:string, stem:string, df:int}, 1: float, 2: int}>
	 */
	private function candidates( array $group, array $vocabulary, int $n ): array {
		$word       = $group['word'];
		$stem       = Stemmer::stem( $word );
		$candidates = array();
		$exact_df   = 0;
		// Where marks tell words apart (Vietnamese), a word typed with them means that word; its
		// stem, the word without them, is what a visitor typing without marks means.
		$by_stem = 'exact' !== $group['kind'] && ( $stem === $word || true !== Languages::current()->rule( 'marks' ) );
		$forms   = $by_stem ? array_flip( Languages::current()->forms( $word ) ) : array();
		foreach ( $vocabulary as $row ) {
			if ( $row['term'] === $word ) {
				$candidates[ $row['id'] ] = array( $row, self::EXACT, 0 );
				$exact_df                 = $row['df'];
			} elseif ( $by_stem && ( $row['stem'] === $stem || isset( $forms[ $row['stem'] ] ) ) ) {
				$candidates[ $row['id'] ] = array( $row, self::STEM, 1 );
			}
		}
		// A long stem also finds the longer words it starts ("Konfiguration" the
		// "Konfigurationsdatei", "Symmetrie" the "symmetrisch"), less than its own forms.
		if ( 'exact' !== $group['kind'] && Languages::current()->starts( $stem ) ) {
			foreach ( $this->table->by_prefix( $stem ) as $row ) {
				$candidates[ $row['id'] ] ??= array( $row, self::PREFIX, 2 );
			}
		}
		if ( 'prefix' === $group['kind'] ) {
			foreach ( $this->table->by_prefix( $word ) as $row ) {
				$candidates[ $row['id'] ] ??= array( $row, self::PREFIX, 2 );
			}
		}
		// A word nobody uses, or only a few docs (perhaps misspelt there too), also finds its
		// one-typo neighbours that are at least as common; a common word is taken as meant.
		// An unfinished word that already starts longer words is being typed, not misspelt.
		$typing = 'prefix' === $group['kind'] && $candidates;
		if ( ! $typing && 'exact' !== $group['kind'] && $exact_df <= max( 2, $n / 100 ) && mb_strlen( $word, 'UTF-8' ) >= self::TYPO_MIN_LENGTH && preg_match( '/^\p{L}+$/u', $word ) ) {
			foreach ( $this->table->by_typo( $word ) as $row ) {
				if ( $row['df'] >= $exact_df ) {
					$candidates[ $row['id'] ] ??= array( $row, self::TYPO, self::TYPO_RANK );
				}
			}
		}
		return $candidates;
	}

	/**
	 * The candidates no earlier group has claimed, as terms with their factors (now claimed), and
	 * whether any was already claimed.
	 *
	 * @param array<int, array{0: array{id:int, term:string, stem:string, df:int}, 1: float, 2: int}> $candidates From candidates().
	 * @param array<int, true>                                                                       $claimed    Term ids taken (updated).
	 * @param int                                                                                    $n          Docs in the index.
	 * @return array{0: list<array{id:int, term:string, factor:float, rank:int}>, 1: bool}
	 */
	private static function claim( array $candidates, array &$claimed, int $n ): array {
		$terms  = array();
		$shared = false;
		foreach ( $candidates as $id => $candidate ) {
			if ( isset( $claimed[ $id ] ) ) {
				$shared = true;
				continue;
			}
			$claimed[ $id ] = true;
			$df             = $candidate[0]['df'];
			$terms[]        = array(
				'id'     => (int) $id,
				'term'   => $candidate[0]['term'],
				'factor' => round( log( 1 + ( $n - $df + 0.5 ) / ( $df + 0.5 ) ) * $candidate[1], 5 ),
				'rank'   => $candidate[2],
			);
		}
		return array( $terms, $shared );
	}

	/**
	 * Terms for a word's synonyms (each as itself or with its stem), not yet claimed by a group.
	 *
	 * @param string[]                                              $also       Synonyms.
	 * @param list<array{id:int, term:string, stem:string, df:int}> $vocabulary Rows read for the query.
	 * @param array<int, true>                                      $claimed    Term ids taken (updated).
	 * @param int                                                   $n          Docs in the index.
	 * @return list<array{id:int, term:string, factor:float, rank:int}>
	 */
	private function synonym_terms( array $also, array $vocabulary, array &$claimed, int $n ): array {
		$stems = array_map( array( Stemmer::class, 'stem' ), $also );
		$terms = array();
		foreach ( $vocabulary as $row ) {
			if ( isset( $claimed[ $row['id'] ] ) || ! ( in_array( $row['term'], $also, true ) || in_array( $row['stem'], $stems, true ) ) ) {
				continue;
			}
			$claimed[ $row['id'] ] = true;
			$terms[]               = array(
				'id'     => $row['id'],
				'term'   => $row['term'],
				'factor' => round( log( 1 + ( $n - $row['df'] + 0.5 ) / ( $row['df'] + 0.5 ) ) * self::SYNONYM, 5 ),
				'rank'   => self::SYNONYM_RANK,
			);
		}
		return $terms;
	}

	/**
	 * The terms among these that at least $min_df docs have.
	 *
	 * @param string[] $terms  Terms.
	 * @param int      $min_df Docs.
	 * @return string[]
	 * @throws Index_Unavailable When the vocabulary cannot be read.
	 */
	public function frequent( array $terms, int $min_df ): array {
		return $this->table->frequent( $terms, $min_df );
	}
}
