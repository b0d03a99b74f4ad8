<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\Frontend\Boot_Data;
use Docent\Settings\Settings;
use Docent\Tests\AI\Chat_Test_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/AI/Chat_Test_Case.php';

/**
 * The chat routes as the widget and any other client see them.
 *
 * @group loopback
 */
final class Chat_ControllerTest extends Chat_Test_Case {

	protected static bool $uses_stub = true;

	private const ROUTES = array( '/docent/v1/chat', '/wp/v2/docs/settings/ai-integration/chat' );

	private const KEY = 'sk-docent-NEVER-SHOW-4f9a2c';

	public function test_both_routes_answer_with_chat_and_post_links(): void {
		$this->configure( array( 'provider' => 'local' ) );

		$replies = array();
		foreach ( self::ROUTES as $route ) {
			$response = $this->ask( 'How do I install Docent?', $route );
			$this->assertStatus( 200, $response );
			$data = $response->get_data();
			// The spec's route answers exactly { chat, post_links }; Docent's own adds the conversation.
			$keys = '/docent/v1/chat' === $route ? array( 'chat', 'post_links', 'conversation', 'turn' ) : array( 'chat', 'post_links' );
			$this->assertSame( $keys, array_keys( $data ) );
			unset( $data['conversation'], $data['turn'] );
			$this->assertIsString( $data['chat'] );
			$this->assertNotSame( '', $data['chat'] );
			$this->assertSame( array( 'title', 'permalink' ), array_keys( $data['post_links'][0] ) );
			$this->assertSame( 'Installing Docent', $data['post_links'][0]['title'] );
			$this->assertStringStartsWith( 'http://example.org/', $data['post_links'][0]['permalink'] );
			$replies[] = $data;
		}
		$this->assertSame( $replies[0], $replies[1] );
	}

	public function test_routes_refuse_while_chat_is_switched_off(): void {
		foreach ( self::ROUTES as $route ) {
			$this->assertStatus( 403, $this->ask( 'How do I install Docent?', $route ), 'docent_chat_disabled' );
		}
		$this->configure( array( 'ai_enabled' => false ) );
		$this->assertStatus( 403, $this->ask( 'How do I install Docent?' ), 'docent_chat_disabled' );
	}

	public function test_routes_refuse_while_the_whole_assistant_is_switched_off(): void {
		$this->configure( array( 'ai_enabled' => true ) );
		$this->assertStatus( 200, $this->ask( 'How do I install Docent?' ) );
		$this->assertIsArray( ( new Settings() )->update( array( 'assist_enable' => 'off' ) ) );
		foreach ( self::ROUTES as $route ) {
			$this->assertStatus( 403, $this->ask( 'How do I install Docent?', $route ), 'docent_chat_disabled' );
		}
	}

	/**
	 * @dataProvider bad_prompts
	 *
	 * @param array<string, mixed> $body Request body.
	 * @param string               $code Expected error code.
	 */
	public function test_bad_prompts_are_rejected_with_400( array $body, string $code ): void {
		$this->configure( array() );
		foreach ( self::ROUTES as $route ) {
			$this->assertStatus( 400, $this->rest( 'POST', $route, $body ), $code );
		}
	}

	/**
	 * @return array<string, array{0:array<string, mixed>, 1:string}>
	 */
	public static function bad_prompts(): array {
		return array(
			'missing'      => array( array(), 'rest_missing_callback_param' ),
			'empty'        => array( array( 'prompt' => '' ), 'rest_invalid_param' ),
			'blank'        => array( array( 'prompt' => " \n\t " ), 'rest_invalid_param' ),
			'only markup'  => array( array( 'prompt' => '<b></b>' ), 'rest_invalid_param' ),
			'only unicode spaces' => array( array( 'prompt' => "\u{2003}\u{200B}" ), 'rest_invalid_param' ),
			'nbsp and bom' => array( array( 'prompt' => "\u{00A0}\u{FEFF}\u{3000}" ), 'rest_invalid_param' ),
			'only invisible characters' => array( array( 'prompt' => "\u{034F}\u{FE0F}\u{2800}\u{200B}\u{0301}" ), 'rest_invalid_param' ),
			'only combining marks' => array( array( 'prompt' => "\u{0301}\u{0308}\u{20DD}\u{E0101}" ), 'rest_invalid_param' ),
			'hangul and braille blanks' => array( array( 'prompt' => "\u{3164}\u{2800}\u{FFA0}\u{180E}\u{2062}" ), 'rest_invalid_param' ),
			'too long'     => array( array( 'prompt' => str_repeat( 'a', 1001 ) ), 'rest_invalid_param' ),
			'number'       => array( array( 'prompt' => 42 ), 'rest_invalid_param' ),
			'list'         => array( array( 'prompt' => array( 'How?' ) ), 'rest_invalid_param' ),
			'object'       => array( array( 'prompt' => array( 'a' => 'b' ) ), 'rest_invalid_param' ),
			'null'         => array( array( 'prompt' => null ), 'rest_missing_callback_param' ),
			'boolean'      => array( array( 'prompt' => true ), 'rest_invalid_param' ),
		);
	}

	public function test_a_prompt_of_1000_characters_after_trimming_is_accepted(): void {
		$this->configure( array() );

		$this->assertStatus( 200, $this->ask( "  \n" . str_repeat( 'é', 1000 ) . "\n  " ) );
	}

	public function test_each_address_gets_a_limited_number_of_questions_and_forged_headers_do_not_help(): void {
		$this->configure(
			array(
				'rate_limit' => array(
					'count'  => 3,
					'window' => 600,
				),
			)
		);
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';

		// The limit is shared by both paths.
		$this->assertStatus( 200, $this->ask( 'one', self::ROUTES[0] ) );
		$this->assertStatus( 200, $this->ask( 'two', self::ROUTES[1] ) );
		$this->assertStatus( 200, $this->ask( 'three', self::ROUTES[0] ) );
		$limited = $this->ask( 'four', self::ROUTES[1] );
		$this->assertStatus( 429, $limited, 'docent_chat_rate_limited' );
		$retry = (int) ( $limited->get_headers()['Retry-After'] ?? 0 );
		$this->assertGreaterThanOrEqual( 1, $retry );
		$this->assertLessThanOrEqual( 600, $retry );

		foreach ( array( '198.51.100.1', '10.0.0.2', '127.0.0.1' ) as $forged ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = $forged;
			$_SERVER['HTTP_X_REAL_IP']       = $forged;
			$_SERVER['HTTP_CLIENT_IP']       = $forged;
			$response                        = $this->rest(
				'POST',
				self::ROUTES[0],
				array( 'prompt' => 'again' ),
				array(
					'X-Forwarded-For' => $forged,
					'X-Real-IP'       => $forged,
				)
			);
			$this->assertStatus( 429, $response, 'docent_chat_rate_limited' );
		}

		// Another address has its own allowance.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.8';
		$this->assertStatus( 200, $this->ask( 'five' ) );
	}

	/**
	 * @dataProvider provider_failures
	 *
	 * @param string $mode Stand-in mode.
	 */
	public function test_a_failing_provider_still_gets_the_visitor_the_local_answer( string $mode ): void {
		$this->configure( array( 'provider' => 'local' ) );
		$local = $this->ask( 'How do I install Docent?' );
		$this->assertStatus( 200, $local );

		$this->use_stub( $mode, self::KEY );
		$this->hook( 'docent_ai_request_timeout', static fn(): float => 0.5, 20 );
		$response = $this->ask( 'How do I install Docent?' );

		$this->assertStatus( 200, $response );
		$this->assertSame( array_slice( $local->get_data(), 0, 2 ), array_slice( $response->get_data(), 0, 2 ) );
		$this->assertCount( 1, static::$stub->requests(), 'The provider was asked first.' );
		$json = (string) wp_json_encode( $response->get_data() );
		foreach ( array( self::KEY, 'NEVER-SHOW', 'Incorrect API key', 'stack trace', 'Rate limit reached', 'HTTP' ) as $leak ) {
			$this->assertStringNotContainsString( $leak, $json );
		}
	}

	/**
	 * @return array<string, array{0:string}>
	 */
	public static function provider_failures(): array {
		return array(
			'401'       => array( '401' ),
			'429'       => array( '429' ),
			'500'       => array( '500' ),
			'timeout'   => array( 'slow' ),
			'malformed' => array( 'malformed' ),
			'empty'     => array( 'empty' ),
		);
	}

	public function test_the_model_gets_the_best_passages_and_its_reply_links_exactly_those_articles(): void {
		$this->use_stub( 'ok', self::KEY, 'gpt-4o-mini' );

		$response = $this->ask( 'how do I change the colours of the widget' );

		$this->assertStatus( 200, $response );
		$this->assertSame( 'Stub answer from gpt-4o-mini: follow the steps in the linked article.', $response->get_data()['chat'] );
		$request = static::$stub->requests()[0];
		$this->assertSame( 'Bearer ' . self::KEY, $request['authorization'] );
		$prompt = $request['body']['messages'][1]['content'];
		preg_match_all( '/^\[\d+\] (.+?)(?: — .*)?$/mu', $prompt, $m );
		$given = array_values( array_unique( $m[1] ) );
		$this->assertContains( 'Changing the widget colours', $given );
		$this->assertSame( $given, $this->link_titles( $response ) );
		$this->assertStringEndsWith( 'Question: how do I change the colours of the widget', $prompt );
	}

	public function test_draft_and_private_text_is_never_sent_to_the_provider(): void {
		$this->use_stub( 'ok', self::KEY );
		list( , $section ) = $this->doc_tree();
		$this->doc(
			array(
				'post_parent'  => $section,
				'post_title'   => 'Calibrating the frobnicator',
				'post_content' => '<p>Calibrate the frobnicator by turning its blue dial clockwise.</p>',
			)
		);
		$this->doc(
			array(
				'post_parent'  => $section,
				'post_status'  => 'draft',
				'post_title'   => 'Frobnicator draft notes',
				'post_content' => '<p>Calibrate the frobnicator with the draftzebra dial.</p>',
			)
		);
		$this->doc(
			array(
				'post_parent'  => $section,
				'post_status'  => 'private',
				'post_title'   => 'Frobnicator private notes',
				'post_content' => '<p>Calibrate the frobnicator with the privatezebra dial.</p>',
			)
		);
		$this->doc(
			array(
				'post_parent'   => $section,
				'post_password' => 'letmein',
				'post_title'    => 'Frobnicator protected notes',
				'post_content'  => '<p>Calibrate the frobnicator with the passwordzebra dial.</p>',
			)
		);

		$questions = array( 'How do I calibrate the frobnicator?', 'When is the Slack integration coming?', 'How do I escalate an urgent support message?' );
		foreach ( $questions as $question ) {
			$this->assertStatus( 200, $this->ask( $question ) );
		}

		$requests = static::$stub->requests();
		$this->assertNotEmpty( $requests );
		foreach ( $requests as $request ) {
			foreach ( array( 'zebra', 'Frobnicator draft', 'Frobnicator private', 'Frobnicator protected', 'zebracorn', 'quokkasecret', 'Upcoming: Slack', 'Internal: support' ) as $secret ) {
				$this->assertStringNotContainsString( $secret, $request['raw'] );
			}
		}
		$this->assertStringContainsString( 'Calibrating the frobnicator', $requests[0]['raw'] );
	}

	public function test_a_published_article_below_a_private_section_is_hidden_like_the_sitemap_hides_it(): void {
		$this->configure( array( 'provider' => 'local' ) );
		list( $documentation, $section ) = $this->doc_tree();
		$shown  = $this->doc(
			array(
				'post_parent'  => $section,
				'post_title'   => 'Calibrating the quokkatron',
				'post_content' => '<p>Calibrate the quokkatron by turning its green dial.</p>',
			)
		);
		$hidden = $this->doc(
			array(
				'post_parent'  => $this->doc(
					array(
						'post_parent' => $documentation,
						'post_status' => 'private',
						'post_name'   => 'secret-roadmap',
						'post_title'  => 'Secret roadmap',
					)
				),
				'post_title'   => 'Quokkatron launch plans',
				'post_content' => '<p>The quokkatron launch plans: calibrate the quokkatron twice before launch.</p>',
			)
		);
		$this->assertContains( $hidden, \Docent\Pages\Listing_Rules::under_hidden(), 'the sitemap hides it' );

		$search = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'quokkatron' ) );
		$this->assertStatus( 200, $search );
		$this->assertContains( $shown, array_column( $search->get_data(), 'id' ) );
		$this->assertNotContains( $hidden, array_column( $search->get_data(), 'id' ) );
		$this->assertStringNotContainsString( 'secret-roadmap', (string) wp_json_encode( $search->get_data() ) );

		$chat = $this->ask( 'How do I calibrate the quokkatron before launch?' );
		$this->assertStatus( 200, $chat );
		$this->assertContains( 'Calibrating the quokkatron', $this->link_titles( $chat ) );
		$this->assertNotContains( 'Quokkatron launch plans', $this->link_titles( $chat ) );
		$this->assertStringNotContainsString( 'secret-roadmap', (string) wp_json_encode( $chat->get_data() ) );

		$this->assertStatus( 404, $this->rest( 'GET', "/docent/v1/docs/$hidden" ), 'rest_post_invalid_id' );
		$this->assertStatus( 200, $this->rest( 'GET', "/docent/v1/docs/$shown" ) );
		$this->act_as( 'editor' );
		$this->assertStatus( 200, $this->rest( 'GET', "/docent/v1/docs/$hidden" ) ); // Its editors still read it.
	}

	public function test_a_kept_chat_turn_holds_no_email_address_or_phone_number(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$reply = $this->ask( 'I am jane.doe@example.org, call me on +1 555 010 9999: how do I install Docent?' );
		$this->assertStatus( 200, $reply );
		$turns = $this->chat()->conversations()->turns( $reply->get_data()['conversation'] );
		$this->assertCount( 1, $turns );
		$this->assertSame( 'I am [email], call me on [number]: how do I install Docent?', $turns[0]['question'] );
	}

	public function test_the_api_key_never_appears_in_public_output(): void {
		$this->use_stub( 'ok', self::KEY );
		$sealed = get_option( Settings::OPTION )['integrate_ai']['api_key'];
		$this->assertNotSame( '', $sealed );

		$outputs = array(
			'chat reply'    => $this->ask( 'How do I install Docent?' )->get_data(),
			'spec route'    => $this->ask( 'How do I install Docent?', self::ROUTES[1] )->get_data(),
			'public data'   => ( new Settings() )->public_data(),
			'route index'   => $this->rest( 'GET', '/docent/v1' )->get_data(),
			'route schema'  => $this->rest( 'OPTIONS', '/docent/v1/chat' )->get_data(),
		);
		$outputs['page boot data'] = ( new Boot_Data( new Settings() ) )->page();
		$this->use_stub( '401', self::KEY );
		$outputs['failed provider'] = $this->ask( 'How do I install Docent?' )->get_data();

		foreach ( $outputs as $where => $output ) {
			$json = (string) wp_json_encode( $output, JSON_UNESCAPED_SLASHES );
			$this->assertStringNotContainsString( self::KEY, $json, $where );
			$this->assertStringNotContainsString( 'NEVER-SHOW', $json, $where );
			$this->assertStringNotContainsString( $sealed, $json, $where );
		}
		$this->assertArrayNotHasKey( 'api_key', $outputs['public data']['integrate_ai'] );
	}

	public function test_only_administrators_may_test_the_connection(): void {
		$this->configure( array() );
		$this->assertStatus( 401, $this->rest( 'POST', '/docent/v1/chat/test' ), 'rest_forbidden' );
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertStatus( 403, $this->rest( 'POST', '/docent/v1/chat/test' ), 'rest_forbidden' );
		}
		$this->assertCount( 0, static::$stub->requests() );

		$this->act_as( 'administrator' );
		$local = $this->rest( 'POST', '/docent/v1/chat/test' );
		$this->assertStatus( 200, $local );
		$this->assertTrue( $local->get_data()['ok'] );
		$this->assertSame( 'local', $local->get_data()['provider'] );
	}

	public function test_the_connection_test_reports_success_and_failure_without_the_key(): void {
		$this->act_as( 'administrator' );

		$this->use_stub( 'ok', self::KEY, 'qwen2.5:7b' );
		$ok = $this->rest( 'POST', '/docent/v1/chat/test' )->get_data();
		$this->assertTrue( $ok['ok'] );
		$this->assertSame( 'openai', $ok['provider'] );
		$this->assertStringContainsString( 'qwen2.5:7b', $ok['message'] );

		$this->use_stub( '401', self::KEY );
		$failed = $this->rest( 'POST', '/docent/v1/chat/test' );
		$this->assertStatus( 200, $failed );
		$this->assertFalse( $failed->get_data()['ok'] );
		$this->assertStringContainsString( 'HTTP 401', $failed->get_data()['message'] );
		$this->assertStringNotContainsString( 'NEVER-SHOW', $failed->get_data()['message'] );
		$this->assertSame( 'Bearer ' . self::KEY, static::$stub->requests()[1]['authorization'] );
	}

	public function test_the_schema_describes_the_reply_and_the_prompt(): void {
		$data = $this->rest( 'OPTIONS', '/wp/v2/docs/settings/ai-integration/chat' )->get_data();

		// conversation and turn come only from Docent's own route (see the first test).
		$this->assertSame( array( 'chat', 'post_links', 'conversation', 'turn' ), array_keys( $data['schema']['properties'] ) );
		$this->assertSame( array( 'title', 'permalink' ), array_keys( $data['schema']['properties']['post_links']['items']['properties'] ) );
		$prompt = $data['endpoints'][0]['args']['prompt'];
		$this->assertTrue( $prompt['required'] );
		$this->assertSame( 1000, $prompt['maxLength'] );
	}
}
