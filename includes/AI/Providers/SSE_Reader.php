<?php
/**
 * Reads an OpenAI-style server-sent event stream piece by piece, as the bytes arrive.
 *
 * @package Docent
 */

namespace Docent\AI\Providers;

use Docent\AI\Provider_Exception;

defined( 'ABSPATH' ) || exit;

/**
 * Feed it the bytes of a `stream: true` chat completion in any chunking; it calls back with each
 * piece of reply text (`choices[0].delta.content`) and remembers whether the stream ended
 * properly (`data: [DONE]` or a finish_reason).
 */
final class SSE_Reader {

	/**
	 * Bytes of an incomplete line.
	 *
	 * @var string
	 */
	private string $pending = '';

	/**
	 * The text so far.
	 *
	 * @var string
	 */
	private string $text = '';

	/**
	 * Whether the stream said it was complete.
	 *
	 * @var bool
	 */
	private bool $finished = false;

	/**
	 * Whether the stream carried an error event.
	 *
	 * @var bool
	 */
	private bool $failed = false;

	/**
	 * Receives each piece of text.
	 *
	 * @var callable|null
	 */
	private $on_text;

	/**
	 * Longest text kept; anything after it is dropped.
	 *
	 * @var int
	 */
	private int $max_chars;

	/**
	 * @param callable|null $on_text   Receives each piece of text.
	 * @param int           $max_chars Longest text kept.
	 */
	public function __construct( ?callable $on_text, int $max_chars ) {
		$this->on_text   = $on_text;
		$this->max_chars = $max_chars;
	}

	/**
	 * Reads more bytes.
	 *
	 * @param string $bytes Next bytes of the body.
	 */
	public function feed( string $bytes ): void {
		$this->pending .= $bytes;
		while ( false !== ( $end = strpos( $this->pending, "\n" ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition,WordPress.CodeAnalysis.AssignmentInCondition
			$line          = rtrim( substr( $this->pending, 0, $end ), "\r" );
			$this->pending = (string) substr( $this->pending, $end + 1 );
			$this->line( $line );
		}
	}

	/**
	 * The text received so far.
	 */
	public function text(): string {
		return $this->text;
	}

	/**
	 * Whether the stream ended with [DONE] or a finish reason (not cut off).
	 */
	public function finished(): bool {
		return $this->finished;
	}

	/**
	 * The whole reply once the transfer ended.
	 *
	 * @param string $raw The whole body, read again when the progress hook never ran (a transport without it).
	 * @throws Provider_Exception When the stream failed, was cut off or held no text.
	 */
	public function result( string $raw ): string {
		if ( '' === $this->text && ! $this->finished && ! $this->failed ) {
			$this->feed( $raw . "\n" );
		}
		if ( $this->failed ) {
			throw new Provider_Exception( 'stream_error', __( 'The provider reported an error in the middle of its reply.', 'docent' ) );
		}
		if ( ! $this->finished ) {
			throw new Provider_Exception( 'stream_cut', __( 'The provider’s reply was cut off.', 'docent' ) );
		}
		if ( '' === trim( $this->text ) ) {
			throw new Provider_Exception( 'malformed', __( 'The provider answered, but not with a chat completion.', 'docent' ) );
		}
		return trim( $this->text );
	}

	/**
	 * One line of the stream: only `data:` lines matter.
	 *
	 * @param string $line Line without its end.
	 */
	private function line( string $line ): void {
		if ( 0 !== strpos( $line, 'data:' ) ) {
			return;
		}
		$data = trim( substr( $line, 5 ) );
		if ( '[DONE]' === $data ) {
			$this->finished = true;
			return;
		}
		$event = json_decode( $data, true );
		if ( ! is_array( $event ) ) {
			return;
		}
		if ( isset( $event['error'] ) ) {
			// Not thrown here: this runs inside the HTTP transport's read callback.
			$this->failed = true;
			return;
		}
		$choice = $event['choices'][0] ?? array();
		$piece  = is_array( $choice ) ? ( $choice['delta']['content'] ?? '' ) : '';
		if ( is_string( $piece ) && '' !== $piece ) {
			$room = $this->max_chars - mb_strlen( $this->text );
			if ( $room > 0 ) {
				$piece       = mb_substr( wp_check_invalid_utf8( $piece, true ), 0, $room );
				$this->text .= $piece;
				if ( $this->on_text && '' !== $piece ) {
					call_user_func( $this->on_text, $piece );
				}
			}
		}
		if ( is_array( $choice ) && ! empty( $choice['finish_reason'] ) ) {
			$this->finished = true;
		}
	}
}
