<?php
/**
 * The heads Question_Order weighs, for fitting its weights: each question of a labelled set is
 * searched, and the head Title_Ranker hands to Question_Order (the docent_search_question_head
 * action) is kept with the doc the label expects. Required by eval-measure.php when
 * DOCENT_EVAL_HEADS is set; scripts/eval-fit-order.mjs fits on what it prints.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The questions of a set, each with its half and label: a set of needs' questions; Django's
 * labelled queries and its chat questions ("how do I …"), as the "django" half.
 *
 * @param array<string, mixed> $set A labelled set (tests/eval/*.json).
 * @return list<array{half: string, q: string, expect: string}>
 */
function docent_eval_head_questions( array $set ): array {
	if ( isset( $set['needs'] ) ) {
		return array_map(
			static fn( array $need ): array => array(
				'half'   => $need['half'],
				'q'      => $need['question'],
				'expect' => $need['expect'],
			),
			$set['needs']
		);
	}
	$questions = array();
	foreach ( $set['queries'] ?? array() as $query ) {
		$questions[] = array(
			'half'   => 'django',
			'q'      => $query['q'],
			'expect' => $query['expect'],
		);
	}
	foreach ( $set['chat'] ?? array() as $need ) {
		$questions[] = array(
			'half'   => 'django',
			'q'      => $need['how'],
			'expect' => $need['expect'],
		);
	}
	return $questions;
}

/**
 * Each question's head with the evidence Question_Order reads (ids in the title rules' order) and
 * the expected doc's id; questions that are not weighed (no head handed over) are left out.
 *
 * @param array<string, mixed> $set A labelled set.
 * @return list<array<string, mixed>>
 */
function docent_eval_heads( array $set ): array {
	$head = null;
	add_action(
		'docent_search_question_head',
		static function ( array $seen ) use ( &$head ): void {
			$head = $seen;
		}
	);
	$search = new Docent\Search\Search();
	$out    = array();
	foreach ( docent_eval_head_questions( $set ) as $question ) {
		$head = null;
		wp_cache_flush();
		$search->search( $question['q'], 1, DOCENT_EVAL_DEPTH );
		if ( null !== $head ) {
			$out[] = array(
				'half'   => $question['half'],
				'expect' => docent_eval_doc( $question['expect'] ),
			) + $head;
		}
	}
	return $out;
}
