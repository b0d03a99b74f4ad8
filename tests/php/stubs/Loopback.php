<?php
/**
 * Loopback helpers for the Messages tests: a Turnstile siteverify stand-in (turnstile.php under
 * `php -S`) and a real SMTP sink (smtp_sink.py, Debian's python3-aiosmtpd), each its own process.
 *
 * @package Docent
 */

namespace Docent\Tests\Stubs;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * One background process listening on a loopback port, in its own process group.
 */
final class Loopback {

	/**
	 * The process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * Its pid, which is also its process group when setsid is available.
	 *
	 * @var int
	 */
	private int $pid = 0;

	/**
	 * The port it listens on.
	 *
	 * @var int
	 */
	public int $port;

	/**
	 * Files and folders to remove on stop.
	 *
	 * @var string[]
	 */
	private array $cleanup;

	/**
	 * Starts a command and waits until the port accepts connections.
	 *
	 * @param string[]              $command Command and arguments.
	 * @param int                   $port    Port the command listens on.
	 * @param array<string, string> $env     Environment.
	 * @param string[]              $cleanup Paths to delete on stop.
	 */
	public function __construct( array $command, int $port, array $env = array(), array $cleanup = array() ) {
		$this->port    = $port;
		$this->cleanup = $cleanup;
		if ( is_executable( '/usr/bin/setsid' ) ) {
			array_unshift( $command, '/usr/bin/setsid' );
		}
		$env['PATH']   = (string) getenv( 'PATH' );
		$null          = array( 'file', '/dev/null', 'a' );
		$this->process = proc_open( $command, array( array( 'file', '/dev/null', 'r' ), $null, $null ), $pipes, __DIR__, $env );
		if ( ! is_resource( $this->process ) ) {
			throw new \RuntimeException( 'Could not start ' . implode( ' ', $command ) );
		}
		$this->pid = (int) proc_get_status( $this->process )['pid'];
		if ( ! self::wait_for( $port, true ) ) {
			$this->stop();
			throw new \RuntimeException( implode( ' ', $command ) . ' did not start listening.' );
		}
	}

	/**
	 * The siteverify stand-in, accepting the given secret.
	 *
	 * @param string $secret Secret key it expects.
	 * @param string $log    File each request is appended to (JSON lines).
	 */
	public static function turnstile( string $secret, string $log ): self {
		$port = self::free_port();
		$used = (string) tempnam( sys_get_temp_dir(), 'docent-turnstile-used-' );
		return new self(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $port, __DIR__ . '/turnstile.php' ),
			$port,
			array(
				'PHP_CLI_SERVER_WORKERS'  => '2',
				'DOCENT_TURNSTILE_SECRET' => $secret,
				'DOCENT_TURNSTILE_LOG'    => $log,
				'DOCENT_TURNSTILE_USED'   => $used,
			),
			array( $used )
		);
	}

	/**
	 * A real SMTP server on loopback that writes each message to $folder as JSON.
	 *
	 * @param string $folder Where messages go.
	 * @param int    $port   Port to listen on (0: a free one).
	 */
	public static function smtp_sink( string $folder, int $port = 0 ): self {
		$port = $port ? $port : self::free_port();
		return new self( array( '/usr/bin/python3', __DIR__ . '/smtp_sink.py', (string) $port, $folder ), $port );
	}

	/**
	 * Stops the process (and its children) and removes its files.
	 */
	public function stop(): void {
		if ( $this->pid > 0 && function_exists( 'posix_kill' ) ) {
			posix_kill( -$this->pid, SIGTERM );
			posix_kill( $this->pid, SIGTERM );
		}
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			// A process that does not stop on SIGTERM gets five seconds, then SIGKILL: proc_close()
			// waits for it, and a stuck stand-in must not hang the suite.
			$until = microtime( true ) + 5;
			while ( proc_get_status( $this->process )['running'] && microtime( true ) < $until ) {
				usleep( 20000 );
			}
			if ( proc_get_status( $this->process )['running'] ) {
				if ( $this->pid > 0 && function_exists( 'posix_kill' ) ) {
					posix_kill( -$this->pid, 9 );
				}
				proc_terminate( $this->process, 9 );
			}
			proc_close( $this->process );
		}
		$this->process = null;
		$this->pid     = 0;
		self::wait_for( $this->port, false );
		foreach ( $this->cleanup as $path ) {
			if ( is_file( $path ) ) {
				unlink( $path );
			}
		}
	}

	/**
	 * A TCP port nothing listens on right now.
	 */
	public static function free_port(): int {
		$server = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( ! $server ) {
			throw new \RuntimeException( "No free port: $errstr" );
		}
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server );
		return (int) substr( (string) strrchr( $name, ':' ), 1 );
	}

	/**
	 * Waits (up to 10 s) until the port accepts connections, or stops accepting them.
	 *
	 * @param int  $port      Port.
	 * @param bool $listening What to wait for.
	 */
	private static function wait_for( int $port, bool $listening ): bool {
		$until = microtime( true ) + 10;
		while ( microtime( true ) < $until ) {
			$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.2 ); // phpcs:ignore Generic.PHP.NoSilencedErrors, WordPress.PHP.NoSilencedErrors -- probing.
			if ( $socket ) {
				fclose( $socket );
			}
			if ( (bool) $socket === $listening ) {
				return true;
			}
			usleep( 50000 );
		}
		return false;
	}
}
