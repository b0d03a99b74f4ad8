<?php
/**
 * Rebuilds an eval site's search index when the code that builds it has changed since the last
 * build, so `npm run eval` always measures the index the current code makes (the docs themselves
 * are imported once). Run by scripts/eval.mjs with php CLI; prints one JSON object on stdout.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require __DIR__ . '/bench-load-wp.php';

/**
 * A fingerprint of everything under includes/Search (tokenizing, the indexed text, the index) and
 * of the site's language, which chooses how its text is analysed.
 */
function docent_eval_index_code(): string {
	$files = array();
	$iter  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( dirname( __DIR__, 2 ) . '/includes/Search', FilesystemIterator::SKIP_DOTS ) );
	foreach ( $iter as $file ) {
		$files[ (string) $file ] = md5_file( (string) $file );
	}
	ksort( $files );
	$files['locale'] = get_locale();
	return md5( (string) wp_json_encode( $files ) );
}

$docent_eval_code = docent_eval_index_code();
if ( get_option( 'docent_eval_index_code' ) === $docent_eval_code ) {
	echo wp_json_encode( array( 'rebuilt' => false ) ) . "\n";
	exit( 0 );
}
$docent_eval_search = new Docent\Search\Search();
if ( method_exists( $docent_eval_search, 'maybe_upgrade' ) ) {
	$docent_eval_search->maybe_upgrade(); // New tables, if the code expects them.
}
$docent_eval_started = microtime( true );
$docent_eval_restart = true;
do {
	$docent_eval_progress = $docent_eval_search->backend()->rebuild( $docent_eval_restart );
	$docent_eval_restart  = false;
} while ( empty( $docent_eval_progress['finished'] ) );
update_option( 'docent_eval_index_code', $docent_eval_code, false );
echo wp_json_encode(
	array(
		'rebuilt' => true,
		'seconds' => round( microtime( true ) - $docent_eval_started, 1 ),
	)
) . "\n";
