<?php
/**
 * Any server that speaks the OpenAI chat-completions API: OpenAI, OpenRouter, Ollama, LM Studio, vLLM.
 *
 * @package Docent
 */

namespace Docent\AI\Providers;

use Docent\AI\Answer;
use Docent\AI\Conversational_Provider;
use Docent\AI\Provider_Exception;
use Docent\AI\Retrieval\Passage;
use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Retrieval-augmented: the model gets the retrieved passages (with their titles) and the question,
 * and is told to answer from them only (Prompt). Every failure becomes a Provider_Exception whose
 * message is safe for an admin screen (no key); visitors only ever see the local fallback.
 */
final class OpenAI_Compatible_Provider implements Conversational_Provider {

	public const ID = 'openai';

	/**
	 * Longest reply passed on to a visitor.
	 */
	private const MAX_REPLY = 4000;

	/**
	 * Settings reader (base URL, model, key).
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * @param Settings $settings Settings reader.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return self::ID;
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'OpenAI-compatible API (OpenAI, OpenRouter, Ollama, LM Studio, vLLM)', 'docent' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string    $question The visitor's question.
	 * @param Passage[] $passages Relevant passages, best first.
	 */
	public function answer( string $question, array $passages ): Answer {
		return $this->converse( $question, $passages, array() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string                                             $question The visitor's question.
	 * @param Passage[]                                          $passages Relevant passages, best first.
	 * @param array<int, array{question:string, answer:string}> $history  Previous turns, oldest first.
	 * @param callable|null                                      $on_text  Receives each streamed piece.
	 */
	public function converse( string $question, array $passages, array $history, ?callable $on_text = null ): Answer {
		$text = $this->complete( Prompt::messages( $question, $passages, $history ), $on_text );
		return new Answer( $text, Answer::links_for( $passages ), true, self::ID );
	}

	/**
	 * {@inheritDoc}
	 */
	public function test(): string {
		$this->complete(
			array(
				array(
					'role'    => 'user',
					'content' => 'Reply with the single word OK.',
				),
			)
		);
		return sprintf(
			/* translators: 1: API host name, 2: model name. */
			__( 'Connected to %1$s; the model %2$s answered.', 'docent' ),
			(string) wp_parse_url( $this->base_url(), PHP_URL_HOST ),
			$this->model()
		);
	}

	/**
	 * Calls {base_url}/chat/completions and returns the reply text.
	 *
	 * @param array<int, array{role:string, content:string}> $messages Chat messages.
	 * @param callable|null                                  $on_text  Streams the reply to it when given.
	 * @throws Provider_Exception On any network, HTTP or format problem.
	 */
	private function complete( array $messages, ?callable $on_text = null ): string {
		$base  = $this->base_url();
		$model = $this->model();
		if ( '' === $base ) {
			throw new Provider_Exception( 'config', __( 'The base URL must be an http or https address.', 'docent' ) );
		}
		if ( '' === $model ) {
			throw new Provider_Exception( 'config', __( 'No model is set.', 'docent' ) );
		}
		$key     = $this->settings->secret( 'integrate_ai.api_key' );
		$headers = array(
			'Content-Type' => 'application/json',
			'Accept'       => $on_text ? 'text/event-stream' : 'application/json',
		);
		if ( '' !== $key ) {
			$headers['Authorization'] = 'Bearer ' . $key;
		}
		/**
		 * Filters the chat-completions request body (add provider-specific options here).
		 *
		 * @param array<string, mixed> $body     Body with model, messages and temperature.
		 * @param Settings             $settings Settings reader.
		 */
		$body = apply_filters(
			'docent_ai_openai_request_body',
			array(
				'model'       => $model,
				'messages'    => $messages,
				'temperature' => 0.2,
				'stream'      => null !== $on_text,
			),
			$this->settings
		);
		/**
		 * Filters how long (seconds) to wait for the AI provider before answering locally instead.
		 *
		 * @param float  $timeout  Seconds.
		 * @param string $provider Provider id.
		 */
		$timeout = (float) apply_filters( 'docent_ai_request_timeout', 20.0, self::ID );
		$reader  = new SSE_Reader( $on_text, self::MAX_REPLY );
		// The HTTP API hands each received block to this action (curl and socket transports alike).
		$listen = static function ( $data ) use ( $reader ): void {
			if ( is_string( $data ) ) {
				$reader->feed( $data );
			}
		};
		if ( $on_text ) {
			add_action( 'requests-request.progress', $listen );
		}
		try {
			// Not to this server's own network unless the site allows it (Outbound).
			$response = Outbound::post(
				$base . '/chat/completions',
				array(
					'timeout'     => max( 0.1, $timeout ),
					// A redirect could carry the key to another host.
					'redirection' => 0,
					'headers'     => $headers,
					'body'        => (string) wp_json_encode( $body ),
					'data_format' => 'body',
					'user-agent'  => 'Docent/' . DOCENT_VERSION,
				)
			);
		} finally {
			remove_action( 'requests-request.progress', $listen );
		}

		if ( is_wp_error( $response ) && 'docent_url_blocked' === $response->get_error_code() ) {
			throw new Provider_Exception( 'blocked', $response->get_error_message() );
		}
		if ( is_wp_error( $response ) ) {
			$message = $response->get_error_message();
			$timeout = (bool) preg_match( '/timed? ?out/i', $message );
			throw new Provider_Exception(
				$timeout ? 'timeout' : 'network',
				$timeout
					? __( 'The provider did not answer in time.', 'docent' )
					/* translators: %s: network error message. */
					: sprintf( __( 'Could not reach the provider: %s', 'docent' ), $this->redact( $message, $key ) )
			);
		}

		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status < 200 || $status >= 300 ) {
			throw new Provider_Exception( 'http_' . $status, self::http_error( $status ) );
		}
		$raw  = (string) wp_remote_retrieve_body( $response );
		$data = json_decode( $raw, true );
		if ( $on_text && ! is_array( $data ) ) {
			return $reader->result( $raw );
		}
		$text = is_array( $data ) ? ( $data['choices'][0]['message']['content'] ?? null ) : null;
		if ( $on_text && is_string( $text ) && '' !== trim( $text ) ) {
			// A server that ignored `stream: true` answered at once: pass the whole reply on.
			$on_text( trim( $text ) );
		}
		if ( ! is_string( $text ) || '' === trim( $text ) ) {
			throw new Provider_Exception( 'malformed', __( 'The provider answered, but not with a chat completion.', 'docent' ) );
		}
		$text = trim( wp_check_invalid_utf8( $text, true ) );
		return mb_strlen( $text ) > self::MAX_REPLY ? mb_substr( $text, 0, self::MAX_REPLY ) . '…' : $text;
	}

	/**
	 * An admin-readable message for an HTTP error. Only the status is passed on: the body is the
	 * other server's text (whatever answers at that address), never shown to anyone.
	 *
	 * @param int $status HTTP status.
	 */
	private static function http_error( int $status ): string {
		switch ( true ) {
			case 401 === $status || 403 === $status:
				$message = __( 'The provider refused the API key.', 'docent' );
				break;
			case 404 === $status:
				$message = __( 'The provider does not know this address or model; check the base URL and the model name.', 'docent' );
				break;
			case 429 === $status:
				$message = __( 'The provider is rate limiting requests or the account is out of credit.', 'docent' );
				break;
			case $status >= 500:
				$message = __( 'The provider had a server error.', 'docent' );
				break;
			default:
				$message = __( 'The provider rejected the request.', 'docent' );
		}
		/* translators: %d: HTTP status code. */
		return $message . ' ' . sprintf( __( '(HTTP %d)', 'docent' ), $status );
	}

	/**
	 * Text with the key, and anything that looks like a key, masked.
	 *
	 * @param string $text Provider or network message.
	 * @param string $key  The API key.
	 */
	private function redact( string $text, string $key ): string {
		if ( '' !== $key ) {
			$text = str_replace( $key, '[key]', $text );
		}
		return (string) preg_replace( '/\b(sk|pk|key|rk)[-_][A-Za-z0-9_\-\*\.]{6,}/', '[key]', $text );
	}

	/**
	 * The configured base URL without a trailing slash, or '' when it is not http(s).
	 */
	private function base_url(): string {
		$url    = trim( (string) ( $this->settings->get()['integrate_ai']['base_url'] ?? '' ) );
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		return in_array( $scheme, array( 'http', 'https' ), true ) && wp_parse_url( $url, PHP_URL_HOST ) ? untrailingslashit( $url ) : '';
	}

	/**
	 * The configured model name.
	 */
	private function model(): string {
		return trim( (string) ( $this->settings->get()['integrate_ai']['model'] ?? '' ) );
	}
}
