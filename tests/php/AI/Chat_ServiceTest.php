<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI;

use Docent\AI\Answer;
use Docent\AI\Provider;
use Docent\AI\Provider_Exception;
use Docent\AI\Providers\Local_Provider;
use Docent\AI\Retrieval\Passage;
use Docent\Settings\Settings;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Chat_Test_Case.php';

/**
 * Answers from the demo docs (Docent's own user guide, seeded in the test site), provider choice,
 * fallback and the public-only rule.
 */
final class Chat_ServiceTest extends Chat_Test_Case {

	/**
	 * @dataProvider demo_questions
	 *
	 * @param string $question A visitor's question.
	 * @param string $article  Title of the demo article that answers it.
	 */
	public function test_the_local_provider_answers_demo_questions_from_the_right_article( string $question, string $article ): void {
		$this->configure( array( 'provider' => 'local' ) );

		$answer = $this->chat()->answer( $question );

		$this->assertTrue( $answer->answered, $answer->text );
		$this->assertSame( $article, $answer->links[0]['title'] ?? null, $answer->text );
		$this->assertLessThanOrEqual( 3, count( $answer->links ) );
		$ids = get_posts(
			array(
				'post_type' => 'docs',
				'title'     => $article,
				'fields'    => 'ids',
			)
		);
		$this->assertSame( get_permalink( $ids[0] ), $answer->links[0]['permalink'] );
		// Leads with words of that article, short enough to type out in about ten seconds.
		$this->assertLessThanOrEqual( 280, mb_strlen( $answer->text ) );
		$lead = trim( (string) preg_replace( '/^• |…$/u', '', strtok( $answer->text, "\n" ) ) );
		$this->assertStringContainsString( mb_substr( $lead, 0, 30 ), \Docent\Search\Index\Document::plain( get_post( $ids[0] )->post_content ) );
	}

	public function test_a_question_about_what_the_docs_never_mention_is_declined_plainly(): void {
		$this->configure( array( 'provider' => 'local' ) );
		foreach ( array( 'How tall is Mount Everest?', 'How do I bake sourdough bread?', 'Who won the football World Cup in 2018?' ) as $question ) {
			$answer = $this->chat()->answer( $question );
			$this->assertFalse( $answer->answered, $question . ' → ' . $answer->text );
			$this->assertSame( array(), $answer->links );
			$this->assertStringStartsWith( 'I could not find this in the docs', $answer->text );
		}
		$this->assertTrue( $this->chat()->answer( 'How do I set rate limits?' )->answered, 'in-scope questions still answer' );
	}

	public function test_a_misspelt_word_is_read_as_the_word_search_took_it_for(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$question = 'Tell me about the widget coluors';
		$this->assertContains( 'colours', $this->search()->search( $question, 1, 5 )['corrected']['coluors'] ?? array() );
		$this->assertSame( array(), $this->search()->search( 'Tell me about the widget colours', 1, 5 )['corrected'], 'a word spelt right is not corrected' );

		$answer = $this->chat()->answer( $question );

		$this->assertTrue( $answer->answered, $answer->text );
		$this->assertSame( 'Changing the widget colours', $answer->links[0]['title'] ?? null );
	}

	public function test_quotes_in_a_question_quote_a_message_and_do_not_ask_for_those_words_in_order(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$question = 'The form says "turnstile check failed to load", how do I set up turnstile?';
		$this->assertSame( array(), $this->search()->search( $question, 1, 5 )['items'], 'no doc says the quoted words in that order' );

		$answer = $this->chat()->answer( $question );

		$this->assertTrue( $answer->answered, $answer->text );
		$this->assertSame( 'Setting up Cloudflare Turnstile', $answer->links[0]['title'] ?? null );
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function demo_questions(): array {
		return array(
			'install'        => array( 'How do I install Docent?', 'Installing Docent' ),
			'colours'        => array( 'how do I change the colours of the widget', 'Changing the widget colours' ),
			'turnstile'      => array( 'set up turnstile', 'Setting up Cloudflare Turnstile' ),
			'hide'           => array( 'Can I hide the widget on certain pages?', 'Hiding the widget on some pages' ),
			'ollama'         => array( 'Can I connect a model running in Ollama?', 'Connecting an OpenAI-compatible model' ),
			'rate limits'    => array( 'How do I set rate limits?', 'Setting rate limits' ),
			'translation'    => array( 'How can I translate Docent into French?', 'Translating Docent' ),
		);
	}

	public function test_a_question_the_docs_do_not_cover_gets_an_honest_reply_and_is_reported(): void {
		$reported = array();
		$this->hook(
			'docent_chat_unanswered',
			static function ( string $question ) use ( &$reported ): void {
				$reported[] = $question;
			}
		);

		$answer = $this->chat()->answer( 'What is the capital of Mongolia?' );

		$this->assertFalse( $answer->answered );
		$this->assertSame( array(), $answer->links );
		$this->assertStringStartsWith( 'I could not find this in the docs', $answer->text );
		$this->assertSame( array( 'What is the capital of Mongolia?' ), $reported );
	}

	public function test_drafts_private_and_password_protected_docs_never_reach_a_reply(): void {
		list( , $section ) = $this->doc_tree();
		$public            = $this->doc(
			array(
				'post_parent'  => $section,
				'post_title'   => 'Calibrating the frobnicator',
				'post_content' => '<p>Calibrate the frobnicator by turning its blue dial clockwise.</p>',
			)
		);
		foreach ( array( 'draft', 'private', 'pending', 'future' ) as $status ) {
			$this->doc(
				array(
					'post_parent'   => $section,
					'post_status'   => $status,
					'post_date'     => 'future' === $status ? gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) : '',
					'post_title'    => "Frobnicator calibration ($status)",
					'post_content'  => "<p>Calibrate the frobnicator with the secret {$status}zebra dial.</p>",
				)
			);
		}
		$this->doc(
			array(
				'post_parent'   => $section,
				'post_password' => 'letmein',
				'post_title'    => 'Frobnicator calibration (password)',
				'post_content'  => '<p>Calibrate the frobnicator with the secret passwordzebra dial.</p>',
			)
		);

		$answer = $this->chat()->answer( 'How do I calibrate the frobnicator?' );

		$this->assertSame( array( 'Calibrating the frobnicator' ), array_column( $answer->links, 'title' ) );
		$this->assertStringContainsString( 'blue dial', $answer->text );
		$this->assertStringNotContainsString( 'zebra', $answer->text );
		$this->assertSame( get_permalink( $public ), $answer->links[0]['permalink'] );
	}

	public function test_the_demo_sites_draft_and_private_articles_never_reach_a_reply(): void {
		foreach ( array( 'When is the Slack integration coming?', 'How do I escalate an urgent support message?', 'zebracorn', 'quokkasecret' ) as $question ) {
			$answer = $this->chat()->answer( $question );
			$this->assertStringNotContainsString( 'zebracorn', $answer->text );
			$this->assertStringNotContainsString( 'quokkasecret', $answer->text );
			$this->assertNotContains( 'Upcoming: Slack integration', array_column( $answer->links, 'title' ) );
			$this->assertNotContains( 'Internal: support escalation runbook', array_column( $answer->links, 'title' ) );
		}
	}

	public function test_a_provider_added_through_the_filter_can_be_chosen_in_the_settings(): void {
		$provider = $this->fake_provider( false );
		$this->hook(
			'docent_ai_providers',
			static function ( array $providers ) use ( $provider ): array {
				$providers['fake'] = $provider;
				return $providers;
			}
		);
		$settings = ( new Settings() );
		$this->assertIsArray( $settings->update( array( 'integrate_ai' => array( 'provider' => 'fake' ) ) ) );
		$this->assertSame( 'fake', $settings->get()['integrate_ai']['provider'] );
		$this->assertInstanceOf( \WP_Error::class, $settings->update( array( 'integrate_ai' => array( 'provider' => 'anthropic' ) ) ) );
	}

	public function test_a_provider_added_through_the_filter_is_used_when_chosen(): void {
		$provider = $this->fake_provider( false );
		$this->hook(
			'docent_ai_providers',
			static function ( array $providers ) use ( $provider ): array {
				$providers['fake'] = $provider;
				return $providers;
			}
		);
		$this->configure( array( 'provider' => 'fake' ) );

		$answer = $this->chat()->answer( 'How do I install Docent?' );

		$this->assertSame( 'fake', $answer->provider );
		$this->assertSame( 'Fake answer.', $answer->text );
		$this->assertSame( 'How do I install Docent?', $provider->question );
		$this->assertNotEmpty( $provider->passages );
		$this->assertLessThanOrEqual( 6, count( $provider->passages ) );
		$this->assertContains( 'Installing Docent', array_map( static fn( Passage $p ) => $p->title, $provider->passages ) );
		$this->assertArrayHasKey( 'local', $this->chat()->providers() );
		$this->assertArrayHasKey( 'openai', $this->chat()->providers() );
	}

	public function test_a_failing_provider_falls_back_to_the_local_answer(): void {
		$provider = $this->fake_provider( true );
		$failures = array();
		$this->hook(
			'docent_ai_providers',
			static function ( array $providers ) use ( $provider ): array {
				$providers['fake'] = $provider;
				return $providers;
			}
		);
		$this->hook(
			'docent_ai_provider_failed',
			static function ( string $id, string $reason ) use ( &$failures ): void {
				$failures[] = "$id:$reason";
			},
			10,
			2
		);
		$this->configure( array( 'provider' => 'fake' ) );

		$answer = $this->chat()->answer( 'How do I install Docent?' );

		$this->assertSame( 'local', $answer->provider );
		$this->assertSame( 'Installing Docent', $answer->links[0]['title'] );
		$this->assertSame( array( 'fake:boom' ), $failures );
	}

	public function test_no_provider_is_asked_when_the_docs_have_nothing(): void {
		$provider = $this->fake_provider( false );
		$this->hook(
			'docent_ai_providers',
			static fn( array $providers ): array => $providers + array( 'fake' => $provider )
		);
		$this->configure( array( 'provider' => 'fake' ) );

		$answer = $this->chat()->answer( 'What is the capital of Mongolia?' );

		$this->assertFalse( $answer->answered );
		$this->assertNull( $provider->question );
	}

	public function test_an_unknown_provider_setting_means_the_local_provider(): void {
		$this->configure( array( 'provider' => 'gone-plugin' ) );

		$this->assertInstanceOf( Local_Provider::class, $this->chat()->provider() );
	}

	public function test_a_blank_reply_from_a_provider_is_replaced_by_the_local_answer(): void {
		$provider = $this->fake_provider( false, " \n " );
		$this->hook(
			'docent_ai_providers',
			static fn( array $providers ): array => $providers + array( 'fake' => $provider )
		);
		$this->configure( array( 'provider' => 'fake' ) );

		$answer = $this->chat()->answer( 'How do I install Docent?' );

		$this->assertSame( 'local', $answer->provider );
		$this->assertNotSame( Local_Provider::not_found()->text, $answer->text );
		$this->assertNotEmpty( $answer->links );
	}

	/**
	 * A provider that records what it was given, or fails.
	 *
	 * @param bool   $fails Whether answer() throws.
	 * @param string $reply What it answers when it does not fail.
	 */
	private function fake_provider( bool $fails, string $reply = 'Fake answer.' ): Provider {
		return new class( $fails, $reply ) implements Provider {
			/** @var string|null */
			public ?string $question = null;
			/** @var Passage[] */
			public array $passages = array();

			private bool $fails;
			private string $reply;

			public function __construct( bool $fails, string $reply ) {
				$this->fails = $fails;
				$this->reply = $reply;
			}

			public function id(): string {
				return 'fake';
			}

			public function label(): string {
				return 'Fake';
			}

			public function answer( string $question, array $passages ): Answer {
				$this->question = $question;
				$this->passages = $passages;
				if ( $this->fails ) {
					throw new Provider_Exception( 'boom', 'Fake failure.' );
				}
				return new Answer( $this->reply, Answer::links_for( $passages ), true, 'fake' );
			}

			public function test(): string {
				return 'Fake is fine.';
			}
		};
	}
}
