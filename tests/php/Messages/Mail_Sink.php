<?php
/**
 * A real SMTP sink on loopback for the Messaging tests that read the mail sent.
 *
 * @package Docent
 */

namespace Docent\Tests\Messages;

use Docent\Tests\Stubs\Loopback;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * PHPMailer sends to $this->smtp_port (Messages_TestCase); listen() starts tests/php/stubs/smtp_sink.py
 * there, and mails() reads what it received.
 */
trait Mail_Sink {

	/**
	 * Folder the sink writes each received mail to.
	 *
	 * @var string
	 */
	private string $mailbox = '';

	/**
	 * Sinks started by this test.
	 *
	 * @var Loopback[]
	 */
	private array $sinks = array();

	/**
	 * Makes the folder the sink writes to (call from setUp()).
	 */
	protected function open_mailbox(): void {
		$this->mailbox = sys_get_temp_dir() . '/docent-mail-' . wp_generate_password( 10, false );
		mkdir( $this->mailbox );
	}

	/**
	 * Stops the sinks and removes the folder (call from tearDown()).
	 */
	protected function close_mailbox(): void {
		foreach ( $this->sinks as $sink ) {
			$sink->stop();
		}
		$this->sinks = array();
		foreach ( (array) glob( $this->mailbox . '/{,.}*.json', GLOB_BRACE ) as $file ) {
			unlink( (string) $file );
		}
		rmdir( $this->mailbox );
	}

	/**
	 * Starts a sink on the port PHPMailer sends to.
	 */
	protected function listen(): void {
		$this->sinks[] = Loopback::smtp_sink( $this->mailbox, $this->smtp_port );
	}

	/**
	 * Mails the sink received: envelope and parsed headers/body.
	 *
	 * @return array<int, array{mail_from: string, rcpt_tos: string[], headers: array<string, string>, body: string, raw: string}>
	 */
	protected function mails(): array {
		$files = (array) glob( $this->mailbox . '/*.json' );
		sort( $files );
		$mails = array();
		foreach ( $files as $file ) {
			$record = json_decode( (string) file_get_contents( (string) $file ), true );
			$raw    = str_replace( "\r\n", "\n", (string) $record['data'] );
			list( $head, $body ) = array_pad( explode( "\n\n", $raw, 2 ), 2, '' );
			$headers             = array();
			foreach ( explode( "\n", (string) preg_replace( "/\n[ \t]+/", ' ', $head ) ) as $line ) {
				if ( str_contains( $line, ':' ) ) {
					list( $name, $value )              = explode( ':', $line, 2 );
					$headers[ strtolower( $name ) ] = trim( $value );
				}
			}
			$mails[] = array(
				'mail_from' => (string) $record['mail_from'],
				'rcpt_tos'  => (array) $record['rcpt_tos'],
				'headers'   => $headers,
				'body'      => $body,
				'raw'       => $raw,
			);
		}
		return $mails;
	}
}
