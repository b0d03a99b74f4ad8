<?php
/**
 * Chat benchmark helper, run by scripts/bench/chat.mjs with php CLI on a site whose articles and
 * search index were made by scripts/php/bench-search.php (generate, build):
 *
 *   php scripts/php/bench-chat.php measure <reps>   times the local provider's answers to a fixed question set
 *   php scripts/php/bench-chat.php stream <reps>    time to first word from the OpenAI-compatible provider, streamed and not,
 *                                                   against the loopback stand-in (tests/php/stubs/openai.php) at a model's pace
 *
 * Prints one JSON object. Time is server time inside PHP around Chat_Service::answer() (retrieval,
 * passage scoring and the reply), each run from an empty object cache as a real request starts.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

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
 * The chat module, built the way the plugin builds it.
 */
function docent_bench_chat_service(): Docent\AI\Chat_Service {
	$settings = new Docent\Settings\Settings();
	return new Docent\AI\Chat_Service( $settings, new Docent\Search\Search() );
}

/**
 * Times every question $reps times (after one warm-up each).
 *
 * @param int $reps Timed runs per question.
 * @return array<string, mixed>
 */
function docent_bench_chat_measure( int $reps ): array {
	$chat     = docent_bench_chat_service();
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

/**
 * Time to first word and to the whole reply through Chat_Service::answer(), streamed (the first
 * piece reaches the callback) and not (the first word is the whole reply), against the stand-in
 * answering at a model's pace: first words after 400 ms, then one word every 30 ms.
 *
 * @param int $reps Runs of each.
 * @return array<string, mixed>
 */
function docent_bench_chat_stream( int $reps ): array {
	require_once dirname( __DIR__, 2 ) . '/tests/php/stubs/openai-server.php';
	$stub = new Docent\Tests\OpenAI_Stub_Server(
		array(
			'DOCENT_STUB_FIRST_MS' => '400',
			'DOCENT_STUB_WORD_MS'  => '30',
		)
	);
	$stored = get_option( Docent\Settings\Settings::OPTION, array() );
	// The stand-in listens on loopback, which Docent refuses unless the site allows it.
	add_filter( 'docent_ai_allow_local_urls', '__return_true' );
	try {
		$settings                 = is_array( $stored ) ? $stored : array();
		$settings['integrate_ai'] = array_merge(
			(array) ( $settings['integrate_ai'] ?? array() ),
			array(
				'ai_enabled' => true,
				'provider'   => 'openai',
				'base_url'   => $stub->base_url( 'ok' ),
				'model'      => 'bench-model',
			)
		);
		update_option( Docent\Settings\Settings::OPTION, $settings );
		$chat  = docent_bench_chat_service();
		$times = array(
			'streamed_first' => array(),
			'streamed_whole' => array(),
			'plain_first'    => array(),
		);
		for ( $i = 0; $i < $reps; $i++ ) {
			$started = hrtime( true );
			$first   = null;
			$chat->answer(
				'How do I install Docent?',
				array(),
				static function () use ( &$first, $started ): void {
					$first = $first ?? ( hrtime( true ) - $started ) / 1e6;
				}
			);
			$times['streamed_whole'][] = ( hrtime( true ) - $started ) / 1e6;
			$times['streamed_first'][] = (float) $first;

			$started = hrtime( true );
			$chat->answer( 'How do I install Docent?' );
			$times['plain_first'][] = ( hrtime( true ) - $started ) / 1e6;
		}
	} finally {
		update_option( Docent\Settings\Settings::OPTION, $stored );
		$stub->stop();
	}
	return array(
		'streamed_first' => docent_bench_chat_percentile( $times['streamed_first'], 50 ),
		'streamed_whole' => docent_bench_chat_percentile( $times['streamed_whole'], 50 ),
		'plain_first'    => docent_bench_chat_percentile( $times['plain_first'], 50 ),
		'n'              => $reps,
	);
}

$docent_bench_mode = $argv[1] ?? '';
$docent_bench_reps = max( 1, (int) ( $argv[2] ?? 5 ) );
if ( 'measure' === $docent_bench_mode ) {
	echo wp_json_encode( docent_bench_chat_measure( $docent_bench_reps ) ) . "\n";
} elseif ( 'stream' === $docent_bench_mode ) {
	echo wp_json_encode( docent_bench_chat_stream( $docent_bench_reps ) ) . "\n";
} else {
	fwrite( STDERR, "Usage: php bench-chat.php measure|stream <reps>\n" );
	exit( 1 );
}
