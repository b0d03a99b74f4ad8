<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Settings;

use Docent\Settings\Secret_Box;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Secrets sealed on one PHP open on every other: PHP's sodium extension where it is loaded, WordPress's bundled
 * sodium_compat where it is not (the php-wasm builds), one format. The suite's key is DOCENT_ENCRYPTION_KEY from
 * tests/php/bootstrap.php, the same on every version.
 */
final class Secret_BoxTest extends TestCase {

	public function test_a_sealed_secret_opens_to_itself_and_never_shows_in_the_stored_value(): void {
		$sealed = Secret_Box::seal( 'sk-live-0123456789' );
		$this->assertStringStartsWith( 'docent:v1:', $sealed );
		$this->assertStringNotContainsString( 'sk-live', $sealed );
		$this->assertSame( 'sk-live-0123456789', Secret_Box::open( $sealed ) );
		// A fresh nonce each time: the same secret never looks the same twice.
		$this->assertNotSame( $sealed, Secret_Box::seal( 'sk-live-0123456789' ) );
		$this->assertSame( '', Secret_Box::seal( '' ) );
	}

	public function test_a_changed_or_foreign_value_opens_to_nothing(): void {
		$sealed   = Secret_Box::seal( 'sk-live-0123456789' );
		$raw      = base64_decode( substr( $sealed, strlen( 'docent:v1:' ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		$raw[30]  = chr( ord( $raw[30] ) ^ 1 );
		$tampered = 'docent:v1:' . base64_encode( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		$this->assertSame( '', Secret_Box::open( $tampered ) );
		$this->assertSame( '', Secret_Box::open( 'docent:v1:short' ) );
		$this->assertSame( '', Secret_Box::open( 'sk-plain-text' ) );
	}

	/**
	 * Values sealed once by the suite's key on PHP 8.2 with the sodium extension and on PHP 7.4 with sodium_compat
	 * (tests/php/Settings/fixtures/sealed-secrets.json).
	 */
	public function test_opens_what_both_sodium_implementations_sealed(): void {
		$fixtures = json_decode( (string) file_get_contents( __DIR__ . '/fixtures/sealed-secrets.json' ), true );
		$this->assertSame( array( 'sodium extension', 'sodium_compat' ), array_column( $fixtures, 'sealed_with' ) );
		foreach ( $fixtures as $fixture ) {
			$this->assertSame( $fixture['plain'], Secret_Box::open( $fixture['sealed'] ), 'sealed on PHP ' . $fixture['php'] . ' with ' . $fixture['sealed_with'] );
		}
	}

	/**
	 * In `npm test`, every PHP version of the matrix leaves a sealed secret in DOCENT_SEALED_EXCHANGE and opens
	 * the ones the versions before it left there.
	 */
	public function test_opens_what_the_other_php_versions_of_this_run_sealed(): void {
		$folder = (string) getenv( 'DOCENT_SEALED_EXCHANGE' );
		if ( '' === $folder || ! is_dir( $folder ) ) {
			$this->markTestSkipped( 'Only in the PHP version matrix of npm test.' );
		}
		$mine  = self::implementation();
		$plain = 'sk-from-php-' . PHP_VERSION . '-' . wp_generate_password( 8, false );
		foreach ( glob( $folder . '/*.json' ) as $file ) {
			$other = json_decode( (string) file_get_contents( $file ), true );
			$this->assertSame( $other['plain'], Secret_Box::open( $other['sealed'] ), 'sealed on PHP ' . $other['php'] . ' with ' . $other['sealed_with'] . ', opened on PHP ' . PHP_VERSION . ' with ' . $mine );
		}
		$entry = array(
			'php'         => PHP_VERSION,
			'sealed_with' => $mine,
			'plain'       => $plain,
			'sealed'      => Secret_Box::seal( $plain ),
		);
		$this->assertSame( $plain, Secret_Box::open( $entry['sealed'] ) );
		file_put_contents( $folder . '/php-' . PHP_VERSION . '.json', wp_json_encode( $entry ) );
	}

	/** Which libsodium this PHP uses. */
	private static function implementation(): string {
		return extension_loaded( 'sodium' ) ? 'sodium extension' : 'sodium_compat';
	}
}
