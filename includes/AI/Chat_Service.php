<?php
/**
 * A.I. Chat: retrieve the passages that answer a question, let the chosen provider word the
 * reply, and fall back to the local answer whenever a remote provider fails.
 *
 * @package Docent
 */

namespace Docent\AI;

use Docent\AI\Conversations\Conversations;
use Docent\AI\Conversations\Follow_Up;
use Docent\AI\Conversations\History;
use Docent\AI\Providers\Local_Provider;
use Docent\AI\Providers\Providers;
use Docent\AI\Retrieval\Passage;
use Docent\AI\Retrieval\Passage_Extractor;
use Docent\AI\Retrieval\Retriever;
use Docent\Search\Search;
use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The chat module's entry point: answers questions (its routes: REST\Routes).
 */
final class Chat_Service {

	/**
	 * Passages a remote model gets at most, and their total length.
	 */
	private const CONTEXT_PASSAGES = 6;
	private const CONTEXT_CHARS    = 6000;

	/**
	 * Settings reader.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * Finds the passages a reply is made from, through the search module.
	 *
	 * @var Retriever
	 */
	private Retriever $retriever;

	/**
	 * The turns given, by conversation.
	 *
	 * @var Conversations
	 */
	private Conversations $conversations;

	/**
	 * The offline provider, also the fallback for every other one.
	 *
	 * @var Local_Provider
	 */
	private Local_Provider $local;

	/**
	 * The providers to choose from, and the site's hourly budget for remote ones.
	 *
	 * @var Providers
	 */
	private Providers $providers;

	/**
	 * @param Settings $settings Settings reader.
	 * @param Search   $search   The search module, which finds the docs a reply reads.
	 */
	public function __construct( Settings $settings, Search $search ) {
		$this->settings      = $settings;
		$this->retriever     = new Retriever( $search, new Passage_Extractor() );
		$this->local         = new Local_Provider();
		$this->providers     = new Providers( $settings, $this->local );
		$this->conversations = new Conversations();
	}

	/**
	 * Hooks the stored turns' upkeep and the provider choices.
	 */
	public function register(): void {
		$this->conversations->register();
		// Providers added through `docent_ai_providers` can be chosen in the settings.
		add_filter(
			'docent_ai_provider_ids',
			fn( array $ids ): array => array_merge( $ids, array_keys( $this->providers() ) )
		);
	}

	/**
	 * The stored turns.
	 */
	public function conversations(): Conversations {
		return $this->conversations;
	}

	/**
	 * True when the site owner switched A.I. Chat on (and the assistant as a whole is on).
	 */
	public function enabled(): bool {
		return $this->settings->enabled( 'ai' );
	}

	/**
	 * Questions allowed per client address and window, from settings.
	 *
	 * @return array{count:int, window:int}
	 */
	public function rate_limit(): array {
		$limit = $this->settings->get()['integrate_ai']['rate_limit'] ?? array();
		return array(
			'count'  => max( 1, (int) ( $limit['count'] ?? 20 ) ),
			'window' => max( 1, (int) ( $limit['window'] ?? 600 ) ),
		);
	}

	/**
	 * Every available provider by id (see Providers::all()).
	 *
	 * @return array<string, Provider>
	 */
	public function providers(): array {
		return $this->providers->all();
	}

	/**
	 * The provider chosen in settings (the local one when the choice is unknown).
	 */
	public function provider(): Provider {
		return $this->providers->chosen();
	}

	/**
	 * Calls the chosen provider with a tiny prompt, for the admin's "test connection" button.
	 *
	 * @return array{ok:bool, provider:string, message:string}
	 */
	public function test_connection(): array {
		return $this->providers->test_connection();
	}

	/**
	 * Answers a question within a conversation the server issued, and stores the turn. An id that
	 * is unknown (never issued, purged) or full starts a new conversation: the previous turns are
	 * always the server's own, never the client's copy.
	 *
	 * @param string        $question     Trimmed question, 1–1000 characters.
	 * @param string        $conversation Id from an earlier reply, or '' for a new conversation.
	 * @param callable|null $on_text      Streams the reply's text to it as it is written.
	 * @return array{answer:Answer, conversation:string, turn:int}
	 */
	public function reply( string $question, string $conversation, ?callable $on_text = null ): array {
		$turns = $this->conversations->turns( $conversation );
		if ( ! $turns || count( $turns ) >= Conversations::MAX_TURNS ) {
			$conversation = Conversations::new_id();
			$turns        = array();
		}
		$turn   = $turns ? (int) end( $turns )['turn'] + 1 : 1;
		$answer = $this->answer( $question, History::of( $turns ), $on_text );
		$this->conversations->add( $conversation, $turn, $question, $answer );
		return array(
			'answer'       => $answer,
			'conversation' => $conversation,
			'turn'         => $turn,
		);
	}

	/**
	 * Answers a visitor's question from the published docs. Never returns a blank reply.
	 *
	 * @param string                                             $question Trimmed question, 1–1000 characters.
	 * @param array<int, array{question:string, answer:string}> $history  Previous turns, oldest first (see History::of()).
	 * @param callable|null                                      $on_text  Streams the reply to it (remote providers that can).
	 */
	public function answer( string $question, array $history = array(), ?callable $on_text = null ): Answer {
		$passages = $this->passages( $question, $history );
		if ( ! $passages ) {
			/**
			 * Fires when the docs had nothing for a chat question, so a site can learn what to write next.
			 *
			 * @param string $question The visitor's question.
			 */
			do_action( 'docent_chat_unanswered', $question );
			return Local_Provider::not_found();
		}

		if ( $passages[0]->related ) {
			// The docs had a related page, not the answer: a question to write for, as above.
			do_action( 'docent_chat_unanswered', $question );
		}

		$provider = $this->provider();
		$shown    = '';
		if ( Local_Provider::ID !== $provider->id() && $this->providers->within_budget( $provider ) ) {
			try {
				if ( $provider instanceof Conversational_Provider ) {
					$relay  = $on_text ? static function ( string $piece ) use ( &$shown, $on_text ): void {
						$shown .= $piece;
						$on_text( $piece );
					} : null;
					$answer = $provider->converse( $question, self::context( $passages ), $history, $relay );
				} else {
					$answer = $provider->answer( $question, self::context( $passages ) );
				}
				if ( '' === trim( $answer->text ) ) {
					throw new Provider_Exception( 'blank', __( 'The provider returned an empty reply.', 'docent' ) );
				}
				return $answer;
			} catch ( \Exception $error ) {
				// Any failure of a remote or third-party provider ends in the local answer, not in a blank.
				$reason = $error instanceof Provider_Exception ? $error->reason() : 'error';
				/**
				 * Fires when a provider failed and the local answer was used instead.
				 *
				 * @param string     $provider Provider id.
				 * @param string     $reason   Machine-readable reason, e.g. "http_401", "timeout".
				 * @param \Exception $error    The failure (its message may name the provider's error; never show it to visitors).
				 */
				do_action( 'docent_ai_provider_failed', $provider->id(), $reason, $error );
			}
		}
		$local = $this->local->answer( $question, $passages );
		if ( '' === $shown ) {
			return $local;
		}
		// The stream broke after some words were shown: they stay, and the local answer follows.
		$rest = "\n\n" . $local->text;
		if ( $on_text ) {
			$on_text( $rest );
		}
		return new Answer( $shown . $rest, $local->links, $local->answered, Local_Provider::ID );
	}

	/**
	 * The passages for a question. A follow-up ("and the fonts?", "how do I undo that?") is read
	 * in the context of the previous question first; a question that names its own need is read
	 * on its own, even when the docs have nothing for it: the previous topic is not its answer.
	 *
	 * @param string                                             $question The visitor's question.
	 * @param array<int, array{question:string, answer:string}> $history  Previous turns, oldest first.
	 * @return Passage[]
	 */
	public function passages( string $question, array $history ): array {
		$previous = $history ? (string) end( $history )['question'] : '';
		if ( '' === $previous || ! Follow_Up::needs_context( $question ) ) {
			return $this->retriever()->passages( $question );
		}
		$passages = $this->retriever()->passages( $previous . "\n" . $question );
		return $passages ? $passages : $this->retriever()->passages( $question );
	}

	/**
	 * The passage retriever over the search module.
	 */
	public function retriever(): Retriever {
		return $this->retriever;
	}

	/**
	 * The best passages that fit a remote model's context budget.
	 *
	 * @param Passage[] $passages Passages, best first.
	 * @return Passage[]
	 */
	private static function context( array $passages ): array {
		$given = array();
		$chars = 0;
		foreach ( array_slice( $passages, 0, self::CONTEXT_PASSAGES ) as $passage ) {
			$chars += mb_strlen( $passage->text );
			if ( $given && $chars > self::CONTEXT_CHARS ) {
				break;
			}
			$given[] = $passage;
		}
		return $given;
	}
}
