<?php
/**
 * Starts and stops the loopback OpenAI-compatible stand-in (openai.php) for a test class.
 *
 * @package Docent
 */

namespace Docent\Tests;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * One `php -S 127.0.0.1:<free port>` process in its own process group, plus the file it logs
 * requests to.
 */
final class OpenAI_Stub_Server {

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * Process group id (the server's pid) for stopping it and its workers.
	 *
	 * @var int
	 */
	private int $pid = 0;

	/**
	 * Port it listens on.
	 *
	 * @var int
	 */
	public int $port = 0;

	/**
	 * File the stand-in appends each request to.
	 *
	 * @var string
	 */
	private string $log;

	/**
	 * Starts the server and waits until it accepts connections.
	 *
	 * @param array<string, string> $pace DOCENT_STUB_FIRST_MS / DOCENT_STUB_WORD_MS over the quick test pace.
	 */
	public function __construct( array $pace = array() ) {
		$this->log  = (string) tempnam( sys_get_temp_dir(), 'docent-openai-stub-' );
		$this->port = self::free_port();
		$command    = array( PHP_BINARY, '-S', '127.0.0.1:' . $this->port, __DIR__ . '/openai.php' );
		if ( is_executable( '/usr/bin/setsid' ) ) {
			array_unshift( $command, '/usr/bin/setsid' );
		}
		$env           = array(
			'PATH'                   => (string) getenv( 'PATH' ),
			'PHP_CLI_SERVER_WORKERS' => '3',
			'DOCENT_OPENAI_STUB_LOG' => $this->log,
			// Quicker than a real model, still slow enough that streaming shows before the end.
			'DOCENT_STUB_FIRST_MS'   => '60',
			'DOCENT_STUB_WORD_MS'    => '5',
		);
		$env           = array_merge( $env, array_intersect_key( $pace, array_flip( array( 'DOCENT_STUB_FIRST_MS', 'DOCENT_STUB_WORD_MS' ) ) ) );
		$null          = array( 'file', '/dev/null', 'a' );
		$this->process = proc_open( $command, array( array( 'file', '/dev/null', 'r' ), $null, $null ), $pipes, __DIR__, $env );
		if ( ! is_resource( $this->process ) ) {
			throw new \RuntimeException( 'Could not start the OpenAI stand-in.' );
		}
		$this->pid = (int) proc_get_status( $this->process )['pid'];
		$until     = microtime( true ) + 10;
		while ( microtime( true ) < $until ) {
			$socket = @fsockopen( '127.0.0.1', $this->port, $errno, $errstr, 0.2 ); // phpcs:ignore Generic.PHP.NoSilencedErrors, WordPress.PHP.NoSilencedErrors
			if ( $socket ) {
				fclose( $socket );
				return;
			}
			usleep( 50000 );
		}
		$this->stop();
		throw new \RuntimeException( 'The OpenAI stand-in did not start listening.' );
	}

	/**
	 * A base URL whose first path segment selects the stand-in's behaviour.
	 *
	 * @param string $mode ok, 401, 429, 500, slow, malformed, empty or broken.
	 */
	public function base_url( string $mode = 'ok' ): string {
		return "http://127.0.0.1:{$this->port}/{$mode}/v1";
	}

	/**
	 * Requests received since the last reset, oldest first.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function requests(): array {
		clearstatcache();
		$lines = file( $this->log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
		return array_map( static fn( string $line ): array => json_decode( $line, true ), $lines ? $lines : array() );
	}

	/**
	 * Forgets the requests received so far.
	 */
	public function reset(): void {
		file_put_contents( $this->log, '' );
	}

	/**
	 * Stops the server (and its workers) and removes the log.
	 */
	public function stop(): void {
		if ( $this->pid > 0 && function_exists( 'posix_kill' ) ) {
			posix_kill( -$this->pid, SIGTERM );
			posix_kill( $this->pid, SIGTERM );
		}
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
		$this->process = null;
		$this->pid     = 0;
		if ( is_file( $this->log ) ) {
			unlink( $this->log );
		}
	}

	/**
	 * A TCP port nothing listens on right now.
	 */
	private static function free_port(): int {
		$server = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( ! $server ) {
			throw new \RuntimeException( "No free port: $errstr" );
		}
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server );
		return (int) substr( strrchr( $name, ':' ), 1 );
	}
}
