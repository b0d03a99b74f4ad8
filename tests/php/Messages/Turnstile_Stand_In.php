<?php
/**
 * Cloudflare's siteverify stood in for on loopback (tests/php/stubs/turnstile.php), for the tests
 * of the bot check on messages and on uploads.
 *
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Tests\Stubs\Loopback;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * One stand-in per test class, checking the secret and the token the way Cloudflare does; each
 * test turns Turnstile on with turnstile_on() and reads what the stand-in received.
 */
trait Turnstile_Stand_In {

	/**
	 * The stand-in, shared by the class.
	 *
	 * @var Loopback|null
	 */
	private static ?Loopback $siteverify = null;

	/**
	 * Where the stand-in logs requests.
	 *
	 * @var string
	 */
	private static string $log = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$log        = (string) tempnam( sys_get_temp_dir(), 'docent-turnstile-log-' );
		self::$siteverify = Loopback::turnstile( self::secret(), self::$log );
	}

	public static function tearDownAfterClass(): void {
		if ( self::$siteverify ) {
			self::$siteverify->stop();
			self::$siteverify = null;
		}
		if ( is_file( self::$log ) ) {
			unlink( self::$log );
		}
		parent::tearDownAfterClass();
	}

	/**
	 * The secret the stand-in accepts.
	 */
	private static function secret(): string {
		return '0x4AAAAAAA-test-secret';
	}

	/**
	 * Turns the bot check on with the stand-in's secret, its log emptied.
	 */
	private function turnstile_on(): void {
		file_put_contents( self::$log, '' );
		$this->message_settings(
			array(
				'turnstile_site_key'   => '0x4AAAAAAA-site-key',
				'turnstile_secret_key' => self::secret(),
			)
		);
		$this->verify_at( 'siteverify' );
	}

	/**
	 * Points Docent at the stand-in; the first path segment picks its behaviour.
	 *
	 * @param string $mode siteverify, down, garbage, elsewhere, other-action or no-hostname.
	 */
	private function verify_at( string $mode ): void {
		remove_all_filters( 'docent_turnstile_verify_url' );
		$url = 'http://127.0.0.1:' . self::$siteverify->port . '/' . $mode . '/turnstile/v0/siteverify';
		add_filter( 'docent_turnstile_verify_url', static fn() => $url );
	}

	/**
	 * What the stand-in received, oldest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function requests(): array {
		clearstatcache();
		$lines = file( self::$log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
		return array_map( static fn( string $line ) => json_decode( $line, true ), $lines ? $lines : array() );
	}
}
