<?php
/**
 * The heads Head_Order weighs, for fitting its weights: each query of a labelled set is searched,
 * and the head Title_Ranker hands to Head_Order (the docent_search_head action) is kept with the
 * doc the label expects. Required by eval-measure.php when DOCENT_EVAL_HEADS is set;
 * scripts/eval-fit-order.mjs fits on what it prints.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The queries of a set, each with its half and label: a set of needs' keyword queries and
 * questions; Django's labelled queries and its chat questions ("how do I …"), as the "django"
 * half. Whether a query is weighed as a question or as keywords is the search's reading of it
 * (the head's `question`).
 *
 * @param array<string, mixed> $set A labelled set (tests/eval/*.json).
 * @return list<array{half: string, q: string, expect: string}>
 */
function docent_eval_head_queries( array $set ): array {
	$queries = array();
	foreach ( $set['needs'] ?? array() as $need ) {
		foreach ( array( 'keyword', 'question' ) as $kind ) {
			$queries[] = array(
				'half'   => $need['half'],
				'q'      => $need[ $kind ],
				'expect' => $need['expect'],
			);
		}
	}
	foreach ( $set['queries'] ?? array() as $query ) {
		$queries[] = array(
			'half'   => 'django',
			'q'      => $query['q'],
			'expect' => $query['expect'],
		);
	}
	foreach ( $set['chat'] ?? array() as $need ) {
		$queries[] = array(
			'half'   => 'django',
			'q'      => $need['how'],
			'expect' => $need['expect'],
		);
	}
	return $queries;
}

/**
 * Each query's head with the evidence Head_Order reads (ids in the title rules' order) and the
 * expected doc's id; queries that are not weighed (no head handed over) are left out.
 *
 * @param array<string, mixed> $set A labelled set.
 * @return list<array<string, mixed>>
 */
function docent_eval_heads( array $set ): array {
	$head = null;
	add_action(
		'docent_search_head',
		static function ( array $seen ) use ( &$head ): void {
			$head = $seen;
		}
	);
	$search = new Docent\Search\Search();
	$out    = array();
	foreach ( docent_eval_head_queries( $set ) as $query ) {
		$head = null;
		wp_cache_flush();
		$search->search( $query['q'], 1, DOCENT_EVAL_DEPTH );
		if ( null !== $head ) {
			$out[] = array(
				'half'   => $query['half'],
				'expect' => docent_eval_doc( $query['expect'] ),
			) + $head;
		}
	}
	return $out;
}
