<?php
/**
 * Docs manager benchmark helper, run by scripts/bench/tree.mjs with php CLI:
 *
 *   php scripts/php/bench-tree.php generate <count>   about <count> docs: documentations of 10 sections of 9 articles
 *
 * Prints one JSON object: how many docs were made. DOCENT_WP_DIR points at the bench site.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require __DIR__ . '/bench-load-wp.php';
require __DIR__ . '/lib/insert-docs.php';

/**
 * Makes the docs in one multi-row insert per level.
 *
 * @param int $count Docs wanted (100 per documentation).
 * @return array<string, int>
 */
function docent_bench_tree_generate( int $count ): array {
	$doc   = static fn( string $title, int $parent, int $order ): array => array(
		'title'   => $title,
		'excerpt' => '',
		'content' => "<!-- wp:paragraph -->\n<p>$title: what it does and how to set it up.</p>\n<!-- /wp:paragraph -->",
		'parent'  => $parent,
		'order'   => $order,
	);
	$roots = array();
	for ( $d = 0; $d < max( 1, intdiv( $count, 100 ) ); $d++ ) {
		$roots[] = $doc( 'Guide ' . ( $d + 1 ), 0, $d );
	}
	$made = 0;
	foreach ( docent_bench_insert_docs( $roots ) as $d => $root ) {
		$sections = array();
		for ( $s = 0; $s < 10; $s++ ) {
			$sections[] = $doc( 'Part ' . ( $d + 1 ) . '.' . ( $s + 1 ), $root, $s );
		}
		$articles = array();
		foreach ( docent_bench_insert_docs( $sections ) as $s => $section ) {
			for ( $a = 0; $a < 9; $a++ ) {
				$articles[] = $doc( 'Task ' . ( $d + 1 ) . '.' . ( $s + 1 ) . '.' . ( $a + 1 ), $section, $a );
			}
		}
		$made += 1 + count( $sections ) + count( docent_bench_insert_docs( $articles ) );
	}
	return array( 'docs' => $made );
}

if ( 'generate' === ( $argv[1] ?? '' ) ) {
	echo wp_json_encode( docent_bench_tree_generate( (int) ( $argv[2] ?? 1000 ) ) ), "\n";
}
