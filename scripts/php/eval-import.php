<?php
/**
 * Imports a manual into an eval site as docs, once: run by scripts/eval.mjs with php CLI
 * (DOCENT_WP_DIR points at the eval site, DOCENT_EVAL_HTML at the manual's HTML folder). The manual
 * is read by DOCENT_EVAL_FORMAT: `django` (python-django-doc's html/, eval-corpus.php), or `docbook`,
 * `pages` or `sphinx` (a Debian or GIMP manual's pages for one language, each ending in
 * DOCENT_EVAL_SUFFIX, eval-manual.php). DOCENT_EVAL_LOCALE becomes the site's language (WPLANG). Each article keeps its
 * source path (topics/http/sessions, pkgs/delayed-uploads) in the `_docent_eval_path` meta, which
 * the labelled queries refer to. A run that stopped halfway continues where it stopped; a finished
 * import is reused. Prints one JSON object on stdout.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require __DIR__ . '/bench-load-wp.php';
require __DIR__ . '/eval-html.php';
require __DIR__ . '/eval-corpus.php';
require __DIR__ . '/eval-manual.php';

const DOCENT_EVAL_DONE = 'docent_eval_corpus';
const DOCENT_EVAL_META = '_docent_eval_path';

/**
 * A doc's id, created the first time it is asked for (documentations and sections by title).
 *
 * @param string $title  Title.
 * @param int    $parent Parent doc id, 0 for a documentation.
 * @param int    $order  Menu order.
 */
function docent_eval_container( string $title, int $parent, int $order ): int {
	static $known = array();
	$key          = $parent . '|' . $title;
	if ( isset( $known[ $key ] ) ) {
		return $known[ $key ];
	}
	$found = get_posts(
		array(
			'post_type'      => 'docs',
			'post_status'    => 'publish',
			'post_parent'    => $parent,
			'title'          => $title,
			'fields'         => 'ids',
			'posts_per_page' => 1,
		)
	);
	$known[ $key ] = $found ? (int) $found[0] : (int) wp_insert_post(
		array(
			'post_type'   => 'docs',
			'post_status' => 'publish',
			'post_title'  => $title,
			'post_parent' => $parent,
			'menu_order'  => $order,
		),
		true
	);
	return $known[ $key ];
}

/**
 * Makes a locale the site's language, as Settings › General would if its language pack were
 * installed (the eval needs the locale, not the translations of WordPress itself).
 *
 * @param string $locale WordPress locale (de_DE, ja); empty or en_US for English.
 */
function docent_eval_locale( string $locale ): void {
	$locale = 'en_US' === $locale ? '' : $locale;
	add_filter(
		'sanitize_option_WPLANG',
		static function () use ( $locale ): string {
			return $locale; // Core keeps only installed language packs.
		}
	);
	update_option( 'WPLANG', $locale );
}

/**
 * The manual's articles, read as DOCENT_EVAL_FORMAT says.
 *
 * @return list<array{path:string, title:string, documentation:string, section:string, content:string}>
 */
function docent_eval_pages(): array {
	$html   = (string) getenv( 'DOCENT_EVAL_HTML' );
	$format = (string) getenv( 'DOCENT_EVAL_FORMAT' );
	if ( 'django' === $format ) {
		return ( new Docent_Eval_Corpus( $html ) )->pages();
	}
	return ( new Docent_Eval_Manual( $html, (string) getenv( 'DOCENT_EVAL_SUFFIX' ), $format ) )->pages();
}

/**
 * Imports every page not imported yet.
 *
 * @return array<string, mixed>
 */
function docent_eval_import(): array {
	global $wpdb;
	$started = microtime( true );
	docent_eval_locale( (string) getenv( 'DOCENT_EVAL_LOCALE' ) );
	if ( get_option( DOCENT_EVAL_DONE ) ) {
		return array(
			'reused'   => true,
			'articles' => (int) get_option( DOCENT_EVAL_DONE ),
		);
	}
	$done = array_flip( $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s", DOCENT_EVAL_META ) ) );
	wp_set_current_user( 1 ); // An administrator: the imported HTML is kept as it is.
	// No indexing on each save: eval-index.php builds the index once the docs are in.
	$search = new Docent\Search\Search();
	if ( method_exists( $search, 'maintenance' ) ) {
		remove_action( 'save_post_docs', array( $search->maintenance(), 'on_save' ), 20 );
	}
	delete_option( 'docent_eval_index_code' );
	$pages    = docent_eval_pages();
	$orders   = array();
	$imported = 0;
	foreach ( $pages as $page ) {
		$doc     = docent_eval_container( $page['documentation'], 0, count( $orders ) );
		$section = docent_eval_container( $page['section'], $doc, $orders[ $doc ] ?? 0 );
		$orders[ $doc ]     = ( $orders[ $doc ] ?? 0 ) + 1;
		$orders[ $section ] = ( $orders[ $section ] ?? 0 ) + 1;
		if ( isset( $done[ $page['path'] ] ) ) {
			continue;
		}
		$id = wp_insert_post(
			array(
				'post_type'    => 'docs',
				'post_status'  => 'publish',
				'post_title'   => $page['title'],
				'post_name'    => sanitize_title( str_replace( '/', '-', $page['path'] ) ),
				'post_content' => $page['content'],
				'post_parent'  => $section,
				'menu_order'   => $orders[ $section ],
				'meta_input'   => array( DOCENT_EVAL_META => $page['path'] ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, "{$page['path']}: {$id->get_error_message()}\n" );
			exit( 1 );
		}
		++$imported;
		if ( 0 === $imported % 50 ) {
			fwrite( STDERR, "eval: imported $imported articles…\n" );
			wp_cache_flush(); // Keep memory flat over hundreds of inserts.
		}
	}
	update_option( DOCENT_EVAL_DONE, count( $pages ), false );
	return array(
		'reused'   => false,
		'articles' => count( $pages ),
		'imported' => $imported,
		'seconds'  => round( microtime( true ) - $started, 1 ),
	);
}

echo wp_json_encode( docent_eval_import() ) . "\n";
