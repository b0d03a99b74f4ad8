<?php
/**
 * Compiles every file named on the command line without running it, as `php -l` does, but many files in one
 * process: `php -d opcache.enable_cli=1 -d opcache.file_cache=DIR -d opcache.file_cache_only=1 lint.php FILE…`
 * (DIR must be new and empty, or cached files would not be compiled again).
 *
 * Prints "lint FILE" before each file and then "ok FILE" or "fail FILE: reason". A deprecation or warning raised
 * while compiling fails the file too. A fatal compile error ends the process right after "lint FILE"; the caller
 * (scripts/lib/php-lint.mjs) counts that file as failed and starts again after it.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

if ( ! function_exists( 'opcache_compile_file' ) || ! ini_get( 'opcache.enable_cli' ) ) {
	fwrite( STDERR, "lint.php needs OPcache: -d opcache.enable_cli=1 -d opcache.file_cache_only=1\n" );
	exit( 2 );
}

$docent_problems = array();
set_error_handler(
	static function ( $severity, $message, $file, $line ) use ( &$docent_problems ) {
		$docent_problems[] = $message . ' on line ' . $line;
		return true;
	}
);

foreach ( array_slice( $argv, 1 ) as $docent_file ) {
	echo 'lint ', $docent_file, "\n";
	$docent_problems = array();
	try {
		if ( ! is_file( $docent_file ) ) {
			$docent_problems[] = 'no such file';
		} elseif ( ! opcache_compile_file( $docent_file ) && ! $docent_problems ) {
			$docent_problems[] = 'could not compile';
		}
	} catch ( ParseError $docent_error ) {
		$docent_problems[] = $docent_error->getMessage() . ' on line ' . $docent_error->getLine();
	}
	echo $docent_problems ? 'fail ' . $docent_file . ': ' . implode( '; ', $docent_problems ) : 'ok ' . $docent_file, "\n";
}
