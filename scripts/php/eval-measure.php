<?php
/**
 * Runs a labelled query set against the eval site: Docent search (the PHP API, in process), core's
 * WP_Query relevance ordering on the same docs, and A.I. Chat with the local provider through
 * POST /docent/v1/chat. Run by scripts/eval.mjs:
 *
 *   php scripts/php/eval-measure.php <query file relative to the plugin folder>
 *
 * A query's `expect` is an article's source path (`_docent_eval_path`) or, for the demo set, its
 * title. A set of needs (the Debian manuals) is measured by eval-needs.php instead. With
 * DOCENT_EVAL_CHAT_SET naming a set of chat questions (tests/eval/demo-chat.json), those are asked
 * too (eval-chat.php). Prints one JSON object on stdout; scripts/eval/report.mjs, needs-report.mjs
 * and chat-set-report.mjs turn it into tables. With DOCENT_EVAL_HEADS set, it prints the heads of
 * the set's queries instead, for scripts/eval-fit-order.mjs (eval-heads.php).
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require __DIR__ . '/bench-load-wp.php';
require __DIR__ . '/eval-chat.php';

/**
 * Results looked at per query: a rank beyond this counts as "not found".
 */
const DOCENT_EVAL_DEPTH = 10;

/**
 * The doc id a label names, or 0.
 *
 * @param string $label Source path or title.
 */
function docent_eval_doc( string $label ): int {
	global $wpdb;
	static $ids = array();
	if ( ! isset( $ids[ $label ] ) ) {
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_docent_eval_path' AND meta_value = %s", $label ) );
		if ( ! $id ) {
			$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'docs' AND post_status = 'publish' AND post_title = %s", $label ) );
		}
		$ids[ $label ] = $id;
	}
	return $ids[ $label ];
}

/**
 * Docent's ranked ids for a query, the server time, from a cold object cache as a request has, and
 * how the query was read: the words looked for and those no doc uses.
 *
 * @param string $query What was typed.
 * @return array{0: int[], 1: float, 2: array{words: string[], unknown: string[]}}
 */
function docent_eval_docent( string $query ): array {
	static $search = null;
	$search  = $search ?? new Docent\Search\Search();
	wp_cache_flush();
	$started = hrtime( true );
	$result  = $search->search( $query, 1, DOCENT_EVAL_DEPTH );
	$ms      = ( hrtime( true ) - $started ) / 1e6;
	$reading = array(
		'words'   => array_column( Docent\Search\Ranking\Query::parse( $query )->groups, 'word' ),
		'unknown' => $result['unknown'],
	);
	return array( array_map( static fn( array $item ): int => (int) $item['id'], $result['items'] ), $ms, $reading );
}

/**
 * Core's ranked ids: WP_Query with `s=` and its relevance ordering, over published docs.
 *
 * @param string $query What was typed.
 * @return array{0: int[], 1: float}
 */
function docent_eval_core( string $query ): array {
	wp_cache_flush();
	$started = hrtime( true );
	$ids     = ( new WP_Query(
		array(
			'post_type'      => 'docs',
			'post_status'    => 'publish',
			's'              => $query,
			'orderby'        => 'relevance',
			'order'          => 'DESC',
			'posts_per_page' => DOCENT_EVAL_DEPTH,
			'fields'         => 'ids',
		)
	) )->posts;
	$ms = ( hrtime( true ) - $started ) / 1e6;
	return array( array_map( 'intval', $ids ), $ms );
}

/**
 * Where each engine put the expected article, per query (0 = not in the first DOCENT_EVAL_DEPTH).
 *
 * @param array<int, array{q:string, kind:string, expect:string}> $queries Labelled queries.
 * @return array<string, mixed>
 */
function docent_eval_search( array $queries ): array {
	$out = array(
		'queries' => array(),
		'times'   => array(
			'docent' => array(),
			'core'   => array(),
		),
	);
	foreach ( array( 'docent', 'core' ) as $engine ) {
		call_user_func( 'docent_eval_' . $engine, 'warm up' );
	}
	foreach ( $queries as $case ) {
		$expected = docent_eval_doc( $case['expect'] );
		if ( ! $expected ) {
			fwrite( STDERR, "No article for the label “{$case['expect']}” (query “{$case['q']}”).\n" );
			exit( 1 );
		}
		$row = array(
			'q'      => $case['q'],
			'kind'   => $case['kind'],
			'expect' => $case['expect'],
		);
		foreach ( array( 'docent', 'core' ) as $engine ) {
			list( $ids, $ms )              = call_user_func( 'docent_eval_' . $engine, $case['q'] );
			$out['times'][ $engine ][]     = round( $ms, 2 );
			$rank                          = array_search( $expected, $ids, true );
			$row[ $engine ]                = false === $rank ? 0 : $rank + 1;
			$row[ $engine . '_results' ]   = count( $ids );
			$row[ $engine . '_first' ]     = $ids ? get_the_title( $ids[0] ) : '';
		}
		$out['queries'][] = $row;
	}
	return $out;
}

/**
 * Chat's first link for each need in each phrasing, and its replies to out-of-scope questions.
 *
 * @param array<int, array{term:string, how:string, expect:string}> $needs        In-scope needs.
 * @param string[]                                                  $out_of_scope Questions the docs do not answer.
 * @return array<string, mixed>
 */
function docent_eval_chat( array $needs, array $out_of_scope ): array {
	docent_eval_chat_on();
	$phrasings = array(
		'X'                                        => '%s',
		'What is X?'                               => 'What is %s?',
		'Tell me about X'                          => 'Tell me about %s',
		'What does the documentation say about X?' => 'What does the documentation say about %s?',
		'how do I …'                               => null,
	);
	$rows = array();
	foreach ( $needs as $need ) {
		$expected = get_permalink( docent_eval_doc( $need['expect'] ) );
		$row      = array(
			'term'    => $need['term'],
			'expect'  => $need['expect'],
			'answers' => array(),
		);
		foreach ( $phrasings as $name => $format ) {
			$prompt                   = null === $format ? $need['how'] : sprintf( $format, $need['term'] );
			$answer                   = docent_eval_ask( $prompt );
			$answer['prompt']         = $prompt;
			$answer['right']          = $answer['first'] === $expected;
			$row['answers'][ $name ]  = $answer;
		}
		$rows[] = $row;
	}
	$declined = array();
	foreach ( $out_of_scope as $question ) {
		$answer     = docent_eval_ask( $question );
		$declined[] = array(
			'q'        => $question,
			'declined' => 0 === $answer['links'],
			'chars'    => $answer['chars'],
		);
	}
	return array(
		'needs'        => $rows,
		'out_of_scope' => $declined,
	);
}

/**
 * Chat's first link for the search set's one-typo queries, asked as they are typed: a visitor
 * misspells in chat as in the search box.
 *
 * @param array<int, array{q:string, kind:string, expect:string}> $queries Labelled search queries.
 * @return list<array{q:string, expect:string, first:string, right:bool, declined:bool}>
 */
function docent_eval_chat_typos( array $queries ): array {
	$rows = array();
	foreach ( $queries as $case ) {
		if ( 'typo' !== $case['kind'] ) {
			continue;
		}
		$answer = docent_eval_ask( $case['q'] );
		$rows[] = array(
			'q'        => $case['q'],
			'expect'   => $case['expect'],
			'first'    => $answer['first'],
			'right'    => $answer['first'] === get_permalink( docent_eval_doc( $case['expect'] ) ),
			'declined' => 0 === $answer['links'],
		);
	}
	return $rows;
}

/**
 * More ways of asking for the same need, beyond the chat phrasings: for each, whether Docent
 * search puts first what it puts first for the bare term (the framing must not change retrieval).
 *
 * @param array<int, array{term:string}> $needs In-scope needs.
 * @return array{framings: int, asked: int, same: int, differ: string[]}
 */
function docent_eval_framings( array $needs ): array {
	$framings = array(
		'What does the manual say about %s?',
		'Can you tell me about %s?',
		'What can you tell me about %s?',
		'What do you know about %s?',
		'I have a question about %s',
		'Give me an overview of %s',
		'Explain %s',
		'Describe %s',
		'How does %s work?',
		'Where is %s documented?',
		'Where can I read about %s?',
		'I want to know about %s',
		"I'm looking for info on %s",
		'Help me understand %s',
		'Is there documentation on %s?',
		'Do you have docs about %s?',
		'I need help with %s',
		'Hi! What is %s?',
		'tell me more about %s please',
		'What is %s used for?',
	);
	$out = array(
		'framings' => count( $framings ),
		'asked'    => 0,
		'same'     => 0,
		'differ'   => array(),
	);
	foreach ( $needs as $need ) {
		$first = docent_eval_docent( $need['term'] )[0][0] ?? 0;
		foreach ( $framings as $framing ) {
			$asked = sprintf( $framing, $need['term'] );
			$got   = docent_eval_docent( $asked )[0][0] ?? 0;
			++$out['asked'];
			if ( $got === $first ) {
				++$out['same'];
			} else {
				$out['differ'][] = $asked . ' → ' . ( $got ? get_the_title( $got ) : '(nothing)' );
			}
		}
	}
	return $out;
}

wp_set_current_user( 0 ); // Everything as an anonymous visitor.
$docent_eval_file = dirname( __DIR__, 2 ) . '/' . ( $argv[1] ?? '' );
$docent_eval_set  = json_decode( (string) file_get_contents( $docent_eval_file ), true, 512, JSON_THROW_ON_ERROR );
if ( getenv( 'DOCENT_EVAL_HEADS' ) ) {
	require __DIR__ . '/eval-heads.php';
	echo wp_json_encode( docent_eval_heads( $docent_eval_set ) ) . "\n";
	exit( 0 );
}
if ( isset( $docent_eval_set['needs'] ) ) {
	require __DIR__ . '/eval-needs.php';
	$docent_eval_off_topic = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/tests/eval/off-topic.json' ), true, 512, JSON_THROW_ON_ERROR );
	echo wp_json_encode( docent_eval_needs( $docent_eval_set['needs'], $docent_eval_off_topic['questions'][ $docent_eval_set['language'] ] ?? array() ) ) . "\n";
	exit( 0 );
}
$docent_eval_out = array(
	'articles' => (int) wp_count_posts( 'docs' )->publish,
	'search'   => docent_eval_search( $docent_eval_set['queries'] ),
);
if ( ! empty( $docent_eval_set['chat'] ) ) {
	$docent_eval_out['chat'] = docent_eval_chat( $docent_eval_set['chat'], $docent_eval_set['out_of_scope'] ?? array() );
	$docent_eval_out['chat']['framings'] = docent_eval_framings( $docent_eval_set['chat'] );
	$docent_eval_out['chat']['typos']    = docent_eval_chat_typos( $docent_eval_set['queries'] );
}
$docent_eval_chat_file = (string) getenv( 'DOCENT_EVAL_CHAT_SET' );
if ( '' !== $docent_eval_chat_file ) {
	$docent_eval_chat_set        = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/' . $docent_eval_chat_file ), true, 512, JSON_THROW_ON_ERROR );
	$docent_eval_out['chat_set'] = docent_eval_chat_set( $docent_eval_chat_set['questions'] );
}
echo wp_json_encode( $docent_eval_out ) . "\n";
