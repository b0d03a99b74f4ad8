<?php
/**
 * Chat benchmark helper, run by scripts/bench/chat.mjs with php CLI on a site whose articles and
 * search index were made by scripts/php/bench-search.php (generate, build):
 *
 *   php scripts/php/bench-chat.php measure <reps>   times the local provider's answers to a fixed question set
 *
 * Prints one JSON object. Time is server time inside PHP around Chat_Service::answer() (retrieval,
 * passage scoring and the reply), each run from an empty object cache as a real request starts.
 *
 * @package Docent
 */

require __DIR__ . '/bench-load-wp.php';

/**
 * Questions with the demo article that answers them ('' for questions only the generated
 * articles or nothing can answer).
 *
 * @return array<string, string>
 */
function docent_bench_chat_questions(): array {
	return array(
		'How do I install Docent?'                           => 'Installing Docent',
		'how do I change the colours of the widget'          => 'Changing the widget colours',
		'set up turnstile'                                   => 'Setting up Cloudflare Turnstile',
		'Can I hide the widget on certain pages?'            => 'Hiding the widget on some pages',
		'Can I connect a model running in Ollama?'           => 'Connecting an OpenAI-compatible model',
		'How do I set rate limits?'                          => 'Setting rate limits',
		'How can I translate Docent into French?'            => 'Translating Docent',
		'What happens when I deactivate the plugin?'         => '',
		'widget settings'                                    => '',
		'How do I reset my password?'                        => '',
		'Why are my search results empty after an import?'   => '',
		'What is the capital of Mongolia?'                   => '',
	);
}

/**
 * Percentile of a list of numbers.
 *
 * @param float[] $values Values.
 * @param float   $p      0–100.
 */
function docent_bench_chat_percentile( array $values, float $p ): float {
	sort( $values );
	$index = (int) ceil( $p / 100 * count( $values ) ) - 1;
	return round( $values[ max( 0, min( count( $values ) - 1, $index ) ) ], 1 );
}

/**
 * Times every question $reps times (after one warm-up each).
 *
 * @param int $reps Timed runs per question.
 * @return array<string, mixed>
 */
function docent_bench_chat_measure( int $reps ): array {
	$chat     = Docent\Plugin::get( 'chat' );
	$times    = array();
	$right    = 0;
	$expected = 0;
	$answered = 0;
	foreach ( docent_bench_chat_questions() as $question => $article ) {
		$chat->answer( $question ); // Warm-up (PHP's own caches, not WordPress's).
		for ( $i = 0; $i < $reps; $i++ ) {
			wp_cache_flush();
			wp_load_alloptions();
			$started = hrtime( true );
			$answer  = $chat->answer( $question );
			$times[] = ( hrtime( true ) - $started ) / 1e6;
		}
		$answered += $answer->answered ? 1 : 0;
		if ( '' !== $article ) {
			++$expected;
			$right += ( $answer->links[0]['title'] ?? '' ) === $article ? 1 : 0;
		}
	}
	return array(
		'p50'       => docent_bench_chat_percentile( $times, 50 ),
		'p95'       => docent_bench_chat_percentile( $times, 95 ),
		'max'       => round( max( $times ), 1 ),
		'n'         => count( $times ),
		'questions' => count( docent_bench_chat_questions() ),
		'answered'  => $answered,
		'right'     => $right,
		'expected'  => $expected,
	);
}

if ( 'measure' !== ( $argv[1] ?? '' ) ) {
	fwrite( STDERR, "Usage: php bench-chat.php measure <reps>\n" );
	exit( 1 );
}
echo wp_json_encode( docent_bench_chat_measure( max( 1, (int) ( $argv[2] ?? 5 ) ) ) ) . "\n";
