<?php
/**
 * Router for PHP's built-in web server: static files as they are, everything else through WordPress.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

$docent_root = $_SERVER['DOCUMENT_ROOT'];
$docent_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// Never serve database files, logs or dotfiles.
if ( preg_match( '#/\.|\.log$|\.sqlite$#', $docent_path ) ) {
	http_response_code( 403 );
	return true;
}

$docent_file = $docent_root . $docent_path;
if ( is_file( $docent_file ) ) {
	return false;
}
if ( is_dir( $docent_file ) && is_file( rtrim( $docent_file, '/' ) . '/index.php' ) ) {
	if ( '/' !== substr( $docent_path, -1 ) ) {
		header( 'Location: ' . $docent_path . '/', true, 301 );
		return true;
	}
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $docent_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $docent_root );
require $docent_root . '/index.php';
