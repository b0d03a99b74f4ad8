<?php
/**
 * Measures a set of labelled needs (tests/eval/<manual>.<language>.json): each need is typed into
 * search as a keyword query and as a visitor's question, with Docent and with core's relevance
 * ordering, and its question is asked to A.I. Chat. Required by eval-measure.php, whose search
 * helpers it uses; scripts/eval/needs-report.mjs turns the result into table rows.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Where each engine put the expected article for one query (0 = not in the first DOCENT_EVAL_DEPTH),
 * and how Docent read it (the words it looked for, those no doc uses).
 *
 * @param string $query    What was typed.
 * @param int    $expected The expected doc id.
 * @param array  $times    Docent's server times, appended to.
 * @return array<string, mixed>
 */
function docent_eval_need_query( string $query, int $expected, array &$times ): array {
	$row = array( 'q' => $query );
	foreach ( array( 'docent', 'core' ) as $engine ) {
		list( $ids, $ms, $reading ) = call_user_func( 'docent_eval_' . $engine, $query ) + array( 2 => null );
		if ( 'docent' === $engine ) {
			$times[]        = round( $ms, 2 );
			$row['reading'] = $reading;
		}
		$rank                        = array_search( $expected, $ids, true );
		$row[ $engine ]              = false === $rank ? 0 : $rank + 1;
		$row[ $engine . '_results' ] = count( $ids );
		$row[ $engine . '_first' ]   = $ids ? get_the_title( $ids[0] ) : '';
	}
	return $row;
}

/**
 * Every need's search ranks and chat answer, and whether chat declines the off-topic questions.
 *
 * @param array<int, array{id:int, half:string, expect:string, keyword:string, question:string}> $needs     Labelled needs.
 * @param string[]                                                                              $off_topic Questions in the set's language that no page answers (tests/eval/off-topic.json).
 * @return array<string, mixed>
 */
function docent_eval_needs( array $needs, array $off_topic = array() ): array {
	docent_eval_chat_on();
	docent_eval_docent( 'warm up' );
	docent_eval_core( 'warm up' );
	$rows  = array();
	$times = array();
	foreach ( $needs as $need ) {
		$expected = docent_eval_doc( $need['expect'] );
		if ( ! $expected ) {
			fwrite( STDERR, "No article for the label “{$need['expect']}” (need {$need['id']}).\n" );
			exit( 1 );
		}
		$answer = docent_eval_ask( $need['question'] );
		$rows[] = array(
			'id'       => $need['id'],
			'half'     => $need['half'],
			'expect'   => $need['expect'],
			'keyword'  => docent_eval_need_query( $need['keyword'], $expected, $times ),
			'question' => docent_eval_need_query( $need['question'], $expected, $times ),
			'chat'     => array(
				'first'    => $answer['first'],
				'answered' => $answer['links'] > 0,
				'related'  => $answer['related'],
				'right'    => $answer['first'] === get_permalink( $expected ),
			),
		);
	}
	$declined = array();
	foreach ( $off_topic as $question ) {
		$answer     = docent_eval_ask( $question );
		$declined[] = array(
			'q'        => $question,
			'declined' => 0 === $answer['links'],
			'first'    => $answer['first_title'],
		);
	}
	return array(
		'articles'  => (int) wp_count_posts( 'docs' )->publish,
		'locale'    => get_locale(),
		'needs'     => $rows,
		'off_topic' => $declined,
		'times'     => $times,
	);
}
