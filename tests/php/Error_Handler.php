<?php
/**
 * @package Docent
 */

namespace Docent\Tests;

use PHPUnit\Framework\Error\Deprecated;
use PHPUnit\Framework\Error\Error;
use PHPUnit\Framework\Error\Notice;
use PHPUnit\Framework\Error\Warning;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * What PHPUnit's own handler does with phpunit.xml.dist's settings (a notice, warning, deprecation or error fails the
 * test that raised it), with one difference: a PHP deprecation (E_DEPRECATED) raised in code that is not Docent's
 * (WordPress core, its SQLite driver, PHPUnit) is written down instead. WordPress 6.5.5 predates PHP 8.4 and 8.5 and
 * raises their deprecations itself; `npm test` lists them beside the matrix. Docent's own files get no such pass, and
 * neither do WordPress's _deprecated_*() and _doing_it_wrong() (E_USER_*), which is how WordPress tells a plugin
 * that it misuses an API.
 *
 * PHPUnit leaves an error handler that is already set in place (PHPUnit\Util\ErrorHandler::register()).
 */
final class Error_Handler {

	/**
	 * Docent's own files and folders (the repository also holds the test sites under .wp/, which are not ours).
	 *
	 * @var string[]
	 */
	private array $ours;

	/**
	 * Deprecations raised by others, as "message in file:line" => true.
	 *
	 * @var array<string, bool>
	 */
	private array $foreign = array();

	/**
	 * @param string $root The plugin's folder.
	 */
	private function __construct( string $root ) {
		$this->ours = array_map(
			static function ( string $path ) use ( $root ): string {
				return rtrim( $root, '/' ) . '/' . $path;
			},
			array( 'includes/', 'tests/', 'scripts/', 'plugin.php', 'uninstall.php' )
		);
	}

	/**
	 * Whether a file is one of Docent's.
	 *
	 * @param string $file Path.
	 */
	private function is_ours( string $file ): bool {
		foreach ( $this->ours as $path ) {
			if ( 0 === strpos( $file, $path ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Sets the handler; on shutdown the others' deprecations go to the file DOCENT_FOREIGN_DEPRECATIONS names.
	 *
	 * @param string $root The plugin's folder.
	 */
	public static function register( string $root ): void {
		$handler = new self( $root );
		set_error_handler( array( $handler, 'handle' ) );
		register_shutdown_function( array( $handler, 'report' ) );
	}

	/**
	 * @param int    $level   E_* constant.
	 * @param string $message Message.
	 * @param string $file    File that raised it.
	 * @param int    $line    Line.
	 * @throws \PHPUnit\Framework\Exception For every error but others' deprecations.
	 */
	public function handle( int $level, string $message, string $file, int $line ): bool {
		if ( ! ( $level & error_reporting() ) ) {
			return false; // Silenced with @.
		}
		if ( E_DEPRECATED === $level && ! $this->is_ours( $file ) ) {
			$this->foreign[ "$message in $file:$line" ] = true;
			return true;
		}
		if ( E_DEPRECATED === $level || E_USER_DEPRECATED === $level ) {
			throw new Deprecated( $message, $level, $file, $line );
		}
		if ( E_NOTICE === $level || E_USER_NOTICE === $level ) {
			throw new Notice( $message, $level, $file, $line );
		}
		if ( E_WARNING === $level || E_USER_WARNING === $level ) {
			throw new Warning( $message, $level, $file, $line );
		}
		throw new Error( $message, $level, $file, $line );
	}

	/**
	 * Writes the others' deprecations down, one a line.
	 */
	public function report(): void {
		$file = (string) getenv( 'DOCENT_FOREIGN_DEPRECATIONS' );
		if ( '' !== $file && $this->foreign ) {
			file_put_contents( $file, implode( "\n", array_keys( $this->foreign ) ) . "\n" );
		}
	}
}
