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
	 * Most bytes of a (not streamed) reply read: a chat completion of MAX_REPLY characters is a
	 * few dozen KB, and a server sending more than this is not answering (400 MB would exhaust
	 * PHP's memory). The rest is discarded as it arrives, and the request still ends at its timeout.
	 */
	private const MAX_RESPONSE_BYTES = 1048576;

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
		$key      = $this->settings->secret( 'integrate_ai.api_key' );
		$request  = $this->request( $model, $messages, $key, $on_text );
		$reader   = new SSE_Reader( $on_text, self::MAX_REPLY );
		$response = self::post( $base . '/chat/completions', $request, $reader, $on_text );
		Provider_Errors::check( $response, $key );
		if ( ! $on_text && strlen( (string) wp_remote_retrieve_body( $response ) ) >= self::MAX_RESPONSE_BYTES ) {
			throw new Provider_Exception( 'too_large', __( 'The provider’s reply was larger than Docent reads (1 MB).', 'docent' ) );
		}
		return self::reply( $response, $reader, $on_text );
	}

	/**
	 * The request's arguments for the HTTP API: headers, the (filtered) body, the (filtered) timeout.
	 *
	 * @param string                                         $model    Model name.
	 * @param array<int, array{role:string, content:string}> $messages Chat messages.
	 * @param string                                         $key      The API key, or ''.
	 * @param callable|null                                  $on_text  Streams the reply to it when given.
	 * @return array<string, mixed>
	 */
	private function request( string $model, array $messages, string $key, ?callable $on_text ): array {
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
		$request = array(
			'timeout'     => max( 0.1, $timeout ),
			// A redirect could carry the key to another host.
			'redirection' => 0,
			'headers'     => $headers,
			'body'        => (string) wp_json_encode( $body ),
			'data_format' => 'body',
			'user-agent'  => 'Docent/' . DOCENT_VERSION,
		);
		if ( ! $on_text ) {
			// A stream is read piece by piece (SSE_Reader keeps at most MAX_REPLY characters).
			$request['limit_response_size'] = self::MAX_RESPONSE_BYTES;
		}
		return $request;
	}

	/**
	 * Sends the request; a streamed reply is fed to the reader as it arrives.
	 *
	 * @param string               $url     The chat-completions address.
	 * @param array<string, mixed> $request From request().
	 * @param SSE_Reader           $reader  Reads a streamed reply.
	 * @param callable|null        $on_text Streams the reply to it when given.
	 * @return array|\WP_Error The HTTP API's response.
	 */
	private static function post( string $url, array $request, SSE_Reader $reader, ?callable $on_text ) {
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
			return Outbound::post( $url, $request );
		} finally {
			remove_action( 'requests-request.progress', $listen );
		}
	}

	/**
	 * The reply's text from a successful response: streamed, or one chat completion.
	 *
	 * @param array|mixed   $response The HTTP API's response.
	 * @param SSE_Reader    $reader   What the stream delivered.
	 * @param callable|null $on_text  Streams the reply to it when given.
	 * @throws Provider_Exception When the body is not a chat completion.
	 */
	private static function reply( $response, SSE_Reader $reader, ?callable $on_text ): string {
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
