<?php
/**
 * Search benchmark helper, run by scripts/bench/search.mjs with php CLI:
 *
 *   php scripts/php/bench-search.php generate <count>   adds generated articles until there are <count>
 *   php scripts/php/bench-search.php build              empties the index, then builds it with the real rebuild code
 *   php scripts/php/bench-search.php measure <reps>     times Docent search and core search for a fixed query set
 *
 * Each command prints one JSON object on stdout. DOCENT_WP_DIR points at the bench site.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require __DIR__ . '/bench-load-wp.php';
require __DIR__ . '/lib/insert-docs.php';

/**
 * A deterministic article generator: sentences shaped like the demo docs' own (same function
 * words and rhythm), with content words drawn from a Zipf distribution over the demo vocabulary
 * plus thousands of made-up product and jargon words, so the vocabulary keeps growing with the corpus.
 */
final class Docent_Bench_Corpus {

	/**
	 * Sentences of the demo docs, as word lists.
	 *
	 * @var array<int, string[]>
	 */
	private array $sentences = array();

	/**
	 * Content words, most frequent first.
	 *
	 * @var string[]
	 */
	private array $vocabulary = array();

	/**
	 * Cumulative Zipf weights over $vocabulary.
	 *
	 * @var float[]
	 */
	private array $cumulative = array();

	/**
	 * Learns the demo docs' sentences and vocabulary.
	 *
	 * @param string $demo_file The demo data (JSON).
	 */
	public function __construct( string $demo_file ) {
		mt_srand( 20240601 );
		$data  = json_decode( (string) file_get_contents( $demo_file ), true );
		$text  = '';
		$words = array();
		foreach ( $data['documentations'] as $documentation ) {
			foreach ( $documentation['sections'] as $section ) {
				foreach ( $section['articles'] as $article ) {
					$plain = html_entity_decode( wp_strip_all_tags( preg_replace( '/<!--.*?-->/s', ' ', $article['content'] ) ), ENT_QUOTES );
					$text .= ' ' . $article['title'] . '. ' . $article['excerpt'] . ' ' . $plain;
				}
			}
		}
		foreach ( preg_split( '/(?<=[.!?])\s+/', $text ) as $sentence ) {
			$list = preg_split( '/\s+/', trim( $sentence ) );
			if ( count( $list ) >= 6 ) {
				$this->sentences[] = $list;
			}
			foreach ( $list as $word ) {
				$word = strtolower( trim( $word, '.,;:!?()"\'“”' ) );
				if ( preg_match( '/^[a-z]{3,}$/', $word ) ) {
					$words[ $word ] = ( $words[ $word ] ?? 0 ) + 1;
				}
			}
		}
		arsort( $words );
		$real = array_keys( $words );
		// Made-up words: product names, jargon, people and places a real knowledge base accumulates.
		$syllables = array( 'ka', 'ro', 'mi', 'zen', 'tor', 'vel', 'shi', 'pra', 'lum', 'dax', 'qui', 'ber', 'nol', 'fas', 'tre', 'gon', 'sul', 'wex', 'ori', 'pan', 'cel', 'dru', 'mox', 'ith', 'yar', 'bel', 'cor', 'fin', 'gal', 'hep' );
		$made_up   = array();
		while ( count( $made_up ) < 40000 ) {
			$word = '';
			$n    = mt_rand( 2, 4 );
			for ( $i = 0; $i < $n; $i++ ) {
				$word .= $syllables[ mt_rand( 0, count( $syllables ) - 1 ) ];
			}
			$made_up[ $word ] = true;
		}
		// Real words first (most frequent), made-up ones in the long tail, interleaved a little.
		$this->vocabulary = array_merge( array_slice( $real, 0, 400 ), array_values( array_unique( array_merge( array_slice( $real, 400 ), array_keys( $made_up ) ) ) ) );
		$sum              = 0.0;
		foreach ( $this->vocabulary as $rank => $unused ) {
			$sum               += 1 / ( $rank + 1 ) ** 1.05;
			$this->cumulative[] = $sum;
		}
	}

	/**
	 * One content word from the Zipf distribution.
	 */
	public function word(): string {
		$target = mt_rand() / mt_getrandmax() * end( $this->cumulative );
		$lo     = 0;
		$hi     = count( $this->cumulative ) - 1;
		while ( $lo < $hi ) {
			$mid = intdiv( $lo + $hi, 2 );
			if ( $this->cumulative[ $mid ] < $target ) {
				$lo = $mid + 1;
			} else {
				$hi = $mid;
			}
		}
		return $this->vocabulary[ $lo ];
	}

	/**
	 * One sentence: a demo sentence with about a third of its longer words replaced.
	 */
	public function sentence(): string {
		$words = $this->sentences[ mt_rand( 0, count( $this->sentences ) - 1 ) ];
		foreach ( $words as $i => $word ) {
			if ( strlen( $word ) > 3 && mt_rand( 0, 99 ) < 35 && preg_match( '/^[A-Za-z]+[.,]?$/', $word ) ) {
				$end         = preg_match( '/[.,]$/', $word ) ? substr( $word, -1 ) : '';
				$words[ $i ] = $this->word() . $end;
			}
		}
		return implode( ' ', $words );
	}

	/**
	 * A title of a few words.
	 *
	 * @param int $min Fewest words.
	 * @param int $max Most words.
	 */
	public function title( int $min, int $max ): string {
		$words = array();
		$n     = mt_rand( $min, $max );
		for ( $i = 0; $i < $n; $i++ ) {
			$words[] = $this->word();
		}
		return ucfirst( implode( ' ', $words ) );
	}

	/**
	 * Block-editor content: 5–10 headed sections of paragraphs and the odd list (600–1,500 words).
	 */
	public function content(): string {
		$html     = '';
		$sections = mt_rand( 5, 10 );
		for ( $s = 0; $s < $sections; $s++ ) {
			$html .= "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . esc_html( $this->title( 2, 5 ) ) . "</h2>\n<!-- /wp:heading -->\n\n";
			$paragraphs = mt_rand( 1, 3 );
			for ( $p = 0; $p < $paragraphs; $p++ ) {
				$sentences = array();
				$n         = mt_rand( 2, 5 );
				for ( $i = 0; $i < $n; $i++ ) {
					$sentences[] = $this->sentence();
				}
				$html .= "<!-- wp:paragraph -->\n<p>" . esc_html( implode( ' ', $sentences ) ) . "</p>\n<!-- /wp:paragraph -->\n\n";
			}
			if ( 0 === mt_rand( 0, 3 ) ) {
				$items = '';
				for ( $i = mt_rand( 2, 5 ); $i > 0; $i-- ) {
					$items .= '<li>' . esc_html( $this->sentence() ) . '</li>';
				}
				$html .= "<!-- wp:list -->\n<ul class=\"wp-block-list\">$items</ul>\n<!-- /wp:list -->\n\n";
			}
		}
		return $html;
	}
}

/**
 * Generates articles (under 10 documentations of 10 sections) until there are $count.
 *
 * @param int $count Articles wanted.
 * @return array<string, mixed>
 */
function docent_bench_generate( int $count ): array {
	global $wpdb;
	$started  = microtime( true );
	$corpus   = new Docent_Bench_Corpus( dirname( __DIR__ ) . '/demo/docs.json' );
	$sections = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'docs' AND post_title LIKE %s ORDER BY ID", 'Bench section %' ) ) );
	if ( ! $sections ) {
		$documentations = array();
		for ( $d = 0; $d < 10; $d++ ) {
			$documentations[] = array(
				'title'   => 'Bench documentation ' . ( $d + 1 ) . ' ' . $corpus->title( 1, 2 ),
				'excerpt' => $corpus->sentence(),
				'content' => '',
				'parent'  => 0,
				'order'   => $d,
			);
		}
		$doc_ids = docent_bench_insert_docs( $documentations );
		$rows    = array();
		foreach ( $doc_ids as $d => $doc_id ) {
			for ( $s = 0; $s < 10; $s++ ) {
				$rows[] = array(
					'title'   => 'Bench section ' . ( $d * 10 + $s + 1 ) . ' ' . $corpus->title( 1, 3 ),
					'excerpt' => $corpus->sentence(),
					'content' => '',
					'parent'  => $doc_id,
					'order'   => $s,
				);
			}
		}
		$sections = docent_bench_insert_docs( $rows );
	}
	$have = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'docs' AND post_parent IN (" . implode( ',', array_fill( 0, count( $sections ), '%d' ) ) . ')', ...$sections ) ); // phpcs:ignore WordPress.DB -- placeholders built here.
	// A seed per starting point: reproducible runs, and new articles that differ from the existing ones.
	mt_srand( 7919 + $have );
	$batch = array();
	for ( $i = $have; $i < $count; $i++ ) {
		$batch[] = array(
			'title'   => $corpus->title( 3, 7 ),
			'excerpt' => $corpus->sentence(),
			'content' => $corpus->content(),
			'parent'  => $sections[ $i % count( $sections ) ],
			'order'   => $i,
		);
		if ( count( $batch ) >= 50 ) {
			docent_bench_insert_docs( $batch );
			$batch = array();
		}
	}
	if ( $batch ) {
		docent_bench_insert_docs( $batch );
	}
	$bytes = (int) $wpdb->get_var( "SELECT SUM(LENGTH(post_content)) FROM {$wpdb->posts} WHERE post_type = 'docs'" );
	return array(
		'articles'      => $count,
		'content_bytes' => $bytes,
		'seconds'       => round( microtime( true ) - $started, 2 ),
	);
}

/**
 * Empties the index and builds it again with the rebuild code the plugin uses.
 *
 * @return array<string, mixed>
 */
function docent_bench_build(): array {
	global $wpdb;
	foreach ( Docent\Search\Index\Schema::tables() as $table ) {
		$wpdb->query( "TRUNCATE TABLE $table" ); // phpcs:ignore WordPress.DB -- bench only, table from $wpdb->prefix.
	}
	// The state and lease rows the writers expect.
	Docent\Search\Index\State::seed();
	wp_cache_flush();

	$backend = ( new Docent\Search\Search() )->backend();
	$started = microtime( true );
	$steps   = 0;
	$restart = true;
	do {
		$progress = $backend->rebuild( $restart );
		$restart  = false;
		++$steps;
	} while ( ! $progress['finished'] );
	$seconds = microtime( true ) - $started;

	$tables = Docent\Search\Index\Schema::tables();
	return array(
		'seconds'  => round( $seconds, 2 ),
		'steps'    => $steps,
		'docs'     => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$tables['docs']}" ), // phpcs:ignore WordPress.DB
		'terms'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$tables['terms']}" ), // phpcs:ignore WordPress.DB
		'lists'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$tables['postings']}" ), // phpcs:ignore WordPress.DB
		'postings' => (int) $wpdb->get_var( "SELECT SUM(entries) FROM {$tables['postings']}" ), // phpcs:ignore WordPress.DB
		'bytes'    => Docent\Search\Index\Schema::size(),
		'memory'   => memory_get_peak_usage( true ),
	);
}

/**
 * The fixed query set: single words, several words, as-you-type prefixes, typos, a phrase and questions.
 *
 * @return string[]
 */
function docent_bench_queries(): array {
	return array(
		'widget',
		'settings',
		'install docent',
		'instal',
		'change widget colours',
		'pasword',
		'"live preview"',
		'how do I reset my password',
		'messages inbox',
		'cloudflare turnstile',
		'rate limits',
		'translat',
		'rebuild search index',
		'attach files to messages',
		'recieve',
		'what happens when I deactivate the plugin',
	);
}

/**
 * Server time of one REST request, in milliseconds, starting as a real request does: with an
 * empty object cache when there is no persistent one, or with the shared cache (Redis, through
 * the drop-in the bench links) as earlier requests left it and nothing in this process's memory.
 *
 * @param string               $route  Route.
 * @param array<string, mixed> $params Query parameters.
 * @return array{0: float, 1: int} Milliseconds and X-WP-Total.
 */
function docent_bench_time( string $route, array $params ): array {
	if ( wp_using_ext_object_cache() ) {
		wp_cache_flush_runtime();
	} else {
		wp_cache_flush();
	}
	wp_load_alloptions();
	$GLOBALS['wp_rest_server'] = null;
	rest_get_server();
	$request = new WP_REST_Request( 'GET', $route );
	$request->set_query_params( $params );
	$started  = hrtime( true );
	$response = rest_do_request( $request );
	$ms       = ( hrtime( true ) - $started ) / 1e6;
	if ( $response->is_error() ) {
		fwrite( STDERR, "$route failed: " . wp_json_encode( $response->get_data() ) . "\n" );
		exit( 1 );
	}
	return array( $ms, (int) ( $response->get_headers()['X-WP-Total'] ?? 0 ) );
}

/**
 * Percentile of a list of numbers.
 *
 * @param float[] $values Values.
 * @param float   $p      0–100.
 */
function docent_bench_percentile( array $values, float $p ): float {
	sort( $values );
	$index = (int) ceil( $p / 100 * count( $values ) ) - 1;
	return round( $values[ max( 0, min( count( $values ) - 1, $index ) ) ], 2 );
}

/**
 * Times every query of the set with both engines: each engine in its own pass (a warm-up round,
 * then $reps rounds over the whole set), so neither pays for the other's cache churn.
 *
 * @param int $reps Timed runs per query and engine.
 * @return array<string, mixed>
 */
function docent_bench_measure( int $reps ): array {
	$engines = array(
		'docent' => array( '/docent/v1/search', 'q' ),
		'core'   => array( '/wp/v2/docs', 'search' ),
	);
	$times   = array_fill_keys( array_keys( $engines ), array() );
	$totals  = array();
	$each    = array();
	foreach ( $engines as $name => $engine ) {
		foreach ( docent_bench_queries() as $query ) {
			docent_bench_time( $engine[0], array( $engine[1] => $query, 'per_page' => 10 ) ); // Warm-up.
		}
		for ( $i = 0; $i < $reps; $i++ ) {
			foreach ( docent_bench_queries() as $query ) {
				list( $ms, $total )        = docent_bench_time( $engine[0], array( $engine[1] => $query, 'per_page' => 10 ) );
				$times[ $name ][]          = $ms;
				$totals[ $query ][ $name ] = $total;
				$each[ $name ][ $query ][] = $ms;
			}
		}
	}
	$out = array( 'totals' => $totals );
	foreach ( $times as $name => $values ) {
		$slowest = array();
		foreach ( $each[ $name ] as $query => $runs ) {
			$slowest[ $query ] = docent_bench_percentile( $runs, 50 );
		}
		arsort( $slowest );
		$out[ $name ] = array(
			'p50'     => docent_bench_percentile( $values, 50 ),
			'p95'     => docent_bench_percentile( $values, 95 ),
			'max'     => round( max( $values ), 2 ),
			'n'       => count( $values ),
			'slowest' => array_slice( $slowest, 0, 3, true ),
		);
	}
	$out['queries'] = count( docent_bench_queries() );
	$out['cache']   = wp_using_ext_object_cache() ? 'persistent' : 'none';
	return $out;
}

$docent_command = $argv[1] ?? '';
switch ( $docent_command ) {
	case 'generate':
		$docent_result = docent_bench_generate( (int) ( $argv[2] ?? 1000 ) );
		break;
	case 'build':
		$docent_result = docent_bench_build();
		break;
	case 'measure':
		$docent_result = docent_bench_measure( (int) ( $argv[2] ?? 5 ) );
		break;
	default:
		fwrite( STDERR, "Usage: php bench-search.php generate <count> | build | measure <reps>\n" );
		exit( 1 );
}
echo wp_json_encode( $docent_result ) . "\n";
