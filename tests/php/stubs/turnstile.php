<?php
/**
 * A loopback stand-in for Cloudflare Turnstile's siteverify, run with
 * `php -S 127.0.0.1:<port> turnstile.php` by the PHP tests (see Loopback.php). No WordPress here.
 *
 * It checks the form fields the way Cloudflare does: the secret must equal DOCENT_TURNSTILE_SECRET,
 * the token must be one the stand-in "issued" (any token starting with "pass-"), and each token
 * verifies once. A success names the hostname example.org and the action docent-message, as
 * Cloudflare does for a widget rendered on that site with that action. The first path segment can
 * make it misbehave: /down/… answers 500 with HTML, /garbage/… answers 200 with a body that is not
 * JSON, /elsewhere/… succeeds for the hostname attacker.example, /other-action/… for the action
 * "login", /no-hostname/… without a hostname. Every request is appended as one JSON line
 * to DOCENT_TURNSTILE_LOG (used tokens go to DOCENT_TURNSTILE_USED), so tests can check what Docent sent (secret, response, remoteip).
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

$docent_path = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$docent_mode = explode( '/', trim( $docent_path, '/' ) )[0] ?? '';
$docent_log  = (string) getenv( 'DOCENT_TURNSTILE_LOG' );

if ( '' !== $docent_log ) {
	file_put_contents(
		$docent_log,
		json_encode(
			array(
				'method'       => $_SERVER['REQUEST_METHOD'] ?? '',
				'path'         => $docent_path,
				'content_type' => $_SERVER['CONTENT_TYPE'] ?? '',
				'form'         => $_POST,
			)
		) . "\n",
		FILE_APPEND | LOCK_EX
	);
}

/**
 * Sends siteverify's JSON answer and stops.
 *
 * @param bool     $success Whether the token verified.
 * @param string[] $codes   Cloudflare error codes.
 */
function docent_siteverify_answer( bool $success, array $codes = array() ): void {
	global $docent_mode;
	$hostname = 'elsewhere' === $docent_mode ? 'attacker.example' : 'example.org';
	$success_answer = array(
		'success'      => true,
		'challenge_ts' => gmdate( 'c' ),
		'hostname'     => $hostname,
		'error-codes'  => array(),
		'action'       => 'other-action' === $docent_mode ? 'login' : 'docent-message',
		'cdata'        => '',
	);
	if ( 'no-hostname' === $docent_mode ) {
		unset( $success_answer['hostname'] );
	}
	header( 'Content-Type: application/json' );
	echo json_encode(
		$success
			? $success_answer
			: array(
				'success'     => false,
				'error-codes' => $codes,
			)
	);
	exit;
}

if ( 'down' === $docent_mode ) {
	http_response_code( 500 );
	echo '<html><body>Internal Server Error</body></html>';
	exit;
}
if ( 'garbage' === $docent_mode ) {
	echo 'this is not json';
	exit;
}
if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
	http_response_code( 405 );
	docent_siteverify_answer( false, array( 'bad-request' ) );
}

$docent_secret = isset( $_POST['secret'] ) ? (string) $_POST['secret'] : '';
$docent_token  = isset( $_POST['response'] ) ? (string) $_POST['response'] : '';
if ( '' === $docent_secret ) {
	docent_siteverify_answer( false, array( 'missing-input-secret' ) );
}
if ( ! hash_equals( (string) getenv( 'DOCENT_TURNSTILE_SECRET' ), $docent_secret ) ) {
	docent_siteverify_answer( false, array( 'invalid-input-secret' ) );
}
if ( '' === $docent_token ) {
	docent_siteverify_answer( false, array( 'missing-input-response' ) );
}
if ( ! str_starts_with( $docent_token, 'pass-' ) || strlen( $docent_token ) > 2048 ) {
	docent_siteverify_answer( false, array( 'invalid-input-response' ) );
}

// Tokens are single-use, as on Cloudflare.
$docent_used = (string) getenv( 'DOCENT_TURNSTILE_USED' );
$docent_used = '' !== $docent_used ? $docent_used : sys_get_temp_dir() . '/docent-turnstile-used-' . md5( $docent_log . $_SERVER['SERVER_PORT'] );
$docent_fp   = fopen( $docent_used, 'c+' );
flock( $docent_fp, LOCK_EX );
$docent_seen = array_filter( explode( "\n", (string) stream_get_contents( $docent_fp ) ) );
if ( in_array( $docent_token, $docent_seen, true ) ) {
	flock( $docent_fp, LOCK_UN );
	docent_siteverify_answer( false, array( 'timeout-or-duplicate' ) );
}
fseek( $docent_fp, 0, SEEK_END );
fwrite( $docent_fp, $docent_token . "\n" );
flock( $docent_fp, LOCK_UN );
fclose( $docent_fp );
docent_siteverify_answer( true );
