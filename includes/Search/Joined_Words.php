<?php
/**
 * A synonym of an entry of several words stands for all of them: a doc saying "basket" matches
 * both "shopping" and "cart" when the site's list says "shopping cart, basket".
 *
 * @package Docent
 */

namespace Docent\Search;

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
		$leaders = array_filter( array_column( $query->groups, 'joined', 'word' ) );
		if ( ! $leaders ) {
			return $scored;
		}
		$by_word = array_flip( array_column( $groups, 'word' ) );
		foreach ( $groups as $g => $group ) {
			$leader = $by_word[ $leaders[ $group['word'] ] ?? '' ] ?? null;
			if ( null === $leader ) {
				continue;
			}
			foreach ( $groups[ $leader ]['terms'] as $term ) {
				if ( Vocabulary::SYNONYM_RANK !== $term['rank'] ) {
					continue;
				}
				foreach ( $lists[ $term['id'] ] ?? array() as $list ) {
					$scored[ $g ][0] += array_fill_keys( $list->ids, 0 );
					$scored[ $g ][2] += array_fill_keys( $list->title_ids(), true );
				}
			}
		}
		return $scored;
	}
}
