<?php
/**
 * Docs pages benchmark helper, run by scripts/bench/pages.mjs with php CLI:
 *
 *   php scripts/php/bench-pages.php generate <count>   <count> articles: 10 sections of 50 per documentation
 *
 * Prints one JSON object: the paths to time (the docs home, a documentation, an article in it,
 * and a bare page of the theme). DOCENT_WP_DIR points at the bench site.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require __DIR__ . '/bench-load-wp.php';
require __DIR__ . '/lib/insert-docs.php';

/**
 * An article's body: six headed parts of two paragraphs (about 700 words), like a real how-to.
 *
 * @param int $n Article number, to vary the text.
 */
function docent_bench_pages_content( int $n ): string {
	$sentence = 'Open the settings screen, choose the option that matches your site and save the change before you test it again in a private window';
	$html     = '';
	for ( $part = 1; $part <= 6; $part++ ) {
		$html .= "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Step $part of task $n</h2>\n<!-- /wp:heading -->\n\n";
		for ( $p = 0; $p < 2; $p++ ) {
			$html .= "<!-- wp:paragraph -->\n<p>" . str_repeat( "$sentence (part $part, article $n). ", 5 ) . "</p>\n<!-- /wp:paragraph -->\n\n";
		}
	}
	return $html;
}

/**
 * Generates the documentations, sections and articles; returns the paths to time.
 *
 * @param int $count Articles wanted (a multiple of 500).
 * @return array<string, mixed>
 */
function docent_bench_pages_generate( int $count ): array {
	$started        = microtime( true );
	$documentations = max( 1, intdiv( $count, 500 ) );
	$roots          = array();
	for ( $d = 0; $d < $documentations; $d++ ) {
		$roots[] = array(
			'title'   => 'Guide ' . ( $d + 1 ),
			'slug'    => 'guide-' . ( $d + 1 ),
			'excerpt' => 'Everything about part ' . ( $d + 1 ) . ' of the product.',
			'content' => '',
			'parent'  => 0,
			'order'   => $d,
		);
	}
	$root_ids = docent_bench_insert_docs( $roots );
	$article  = 0;
	foreach ( $root_ids as $d => $root ) {
		$sections = array();
		for ( $s = 0; $s < 10; $s++ ) {
			$sections[] = array(
				'title'   => 'Section ' . ( $s + 1 ) . ' of guide ' . ( $d + 1 ),
				'slug'    => 'section-' . ( $s + 1 ),
				'excerpt' => 'Tasks of section ' . ( $s + 1 ) . '.',
				'content' => '',
				'parent'  => $root,
				'order'   => $s,
			);
		}
		foreach ( docent_bench_insert_docs( $sections ) as $section ) {
			$batch = array();
			for ( $a = 0; $a < 50; $a++ ) {
				++$article;
				$batch[] = array(
					'title'   => "How to do task $article",
					'slug'    => "task-$article",
					'excerpt' => "The steps for task $article, from start to finish.",
					'content' => docent_bench_pages_content( $article ),
					'parent'  => $section,
					'order'   => 50 - $a,
				);
			}
			docent_bench_insert_docs( $batch );
		}
	}
	wp_cache_flush();
	$middle   = $root_ids[ intdiv( count( $root_ids ), 2 ) ];
	$articles = Docent\Pages\Doc_Tree::reading_order( Docent\Pages\Doc_Tree::documentation( $middle ) );
	$path     = static fn( string $url ): string => (string) wp_parse_url( $url, PHP_URL_PATH );
	$bare     = get_page_by_path( 'sample-page' );
	return array(
		'articles' => $article,
		'seconds'  => round( microtime( true ) - $started, 2 ),
		'paths'    => array(
			'bare theme page' => $bare ? $path( get_permalink( $bare ) ) : '/?p=2',
			'docs home'       => $path( get_post_type_archive_link( 'docs' ) ),
			'documentation'   => $path( get_permalink( $middle ) ),
			'article'         => $path( $articles[ intdiv( count( $articles ), 2 ) ]['link'] ),
		),
	);
}

if ( 'generate' !== ( $argv[1] ?? '' ) ) {
	fwrite( STDERR, "Usage: php bench-pages.php generate <count>\n" );
	exit( 1 );
}
echo wp_json_encode( docent_bench_pages_generate( (int) ( $argv[2] ?? 10000 ) ) ) . "\n";
