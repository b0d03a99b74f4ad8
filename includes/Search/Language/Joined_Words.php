<?php
/**
 * A synonym of an entry of several words stands for all of them: a doc saying "basket" matches
 * both "shopping" and "cart" when the site's list says "shopping cart, basket".
 *
 * @package Docent
 */

namespace Docent\Search\Language;

use Docent\Search\Ranking\Query;
use Docent\Search\Ranking\Vocabulary;

defined( 'ABSPATH' ) || exit;

/**
 * Synonyms are looked for by the group of the entry's first word (Query::add_synonyms()); the
 * groups of its other words are widened here with the docs those synonyms found, so a doc need
 * not say "cart" as well as "basket". Relevance is not added: only the word typed earns it.
 */
final class Joined_Words {

	/**
	 * The scored groups, each joined group also matched (and in the title) wherever its leader's
	 * synonyms are.
	 *
	 * @param Query                                                                                           $query  Parsed query.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups Groups with terms.
	 * @param array<int, array{0: array<int, int>, 1: mixed, 2: array<int, true>}>                          $scored Per group, from Searcher::score_group().
	 * @param array<int, Posting_List[]>                                                                      $lists  Lists by term id.
	 * @return array<int, array{0: array<int, int>, 1: mixed, 2: array<int, true>}>
	 */
	public static function widen( Query $query, array $groups, array $scored, array $lists ): array {
		foreach ( self::synonyms_of_leaders( $query, $groups ) as $g => $synonyms ) {
			foreach ( $synonyms as $term ) {
				foreach ( $lists[ $term['id'] ] ?? array() as $list ) {
					$scored[ $g ][0] += array_fill_keys( $list->ids, 0 );
					$scored[ $g ][2] += array_fill_keys( $list->title_ids(), true );
				}
			}
		}
		return $scored;
	}

	/**
	 * The groups, each joined group's terms joined by its leader's synonyms: the title
	 * tie-breaks read a title saying "deployment" as holding "going" and "live" alike.
	 *
	 * @param Query                                                                                           $query  Parsed query.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups Groups with terms.
	 * @return array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}>
	 */
	public static function for_titles( Query $query, array $groups ): array {
		foreach ( self::synonyms_of_leaders( $query, $groups ) as $g => $synonyms ) {
			$groups[ $g ]['terms'] = array_merge( $groups[ $g ]['terms'], $synonyms );
		}
		return $groups;
	}

	/**
	 * Per joined group, the synonym terms its leader looks for.
	 *
	 * @param Query                                                                                           $query  Parsed query.
	 * @param array<int, array{word:string, terms: list<array{id:int, term:string, factor:float, rank:int}>}> $groups Groups with terms.
	 * @return array<int, list<array{id:int, term:string, factor:float, rank:int}>> Group index => terms.
	 */
	private static function synonyms_of_leaders( Query $query, array $groups ): array {
		$leaders = array_filter( array_column( $query->groups, 'joined', 'word' ) );
		$by_word = array_flip( array_column( $groups, 'word' ) );
		$out     = array();
		foreach ( $groups as $g => $group ) {
			$leader = $by_word[ $leaders[ $group['word'] ] ?? '' ] ?? null;
			if ( null !== $leader ) {
				$out[ $g ] = array_values( array_filter( $groups[ $leader ]['terms'], static fn( array $term ): bool => Vocabulary::SYNONYM_RANK === $term['rank'] ) );
			}
		}
		return $out;
	}
}
