<?php
/**
 * @package Docent
 */

namespace Docent\Tests\REST;

use Docent\AI\Conversations\Conversations;
use Docent\Tests\AI\Chat_Test_Case;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/AI/Chat_Test_Case.php';

/**
 * 👍/👎 on chat replies and the report of unhelpful ones.
 */
final class Chat_Feedback_ControllerTest extends Chat_Test_Case {

	private const ROUTE = '/docent/v1/chat/feedback';

	/**
	 * Asks through Docent's chat route; gives back its data.
	 *
	 * @param string $question     Question.
	 * @param string $conversation Conversation id or ''.
	 * @return array<string, mixed>
	 */
	private function asked( string $question, string $conversation = '' ): array {
		$response = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => $question, 'conversation' => $conversation ) );
		$this->assertStatus( 200, $response );
		return $response->get_data();
	}

	public function test_one_vote_per_reply(): void {
		$this->configure( array( 'provider' => 'local' ) );
		$reply = $this->asked( 'How do I install Docent?' );
		$vote  = array( 'conversation' => $reply['conversation'], 'turn' => 1, 'helpful' => true );

		$this->assertStatus( 201, $this->rest( 'POST', self::ROUTE, $vote ) );
		$this->assertStatus( 409, $this->rest( 'POST', self::ROUTE, $vote ), 'docent_feedback_exists' );
		$this->assertStatus( 409, $this->rest( 'POST', self::ROUTE, array( 'helpful' => false ) + $vote ), 'docent_feedback_exists' );
		$this->assertStatus( 404, $this->rest( 'POST', self::ROUTE, array( 'turn' => 2 ) + $vote ), 'docent_feedback_unknown' );
		$this->assertStatus( 404, $this->rest( 'POST', self::ROUTE, array( 'conversation' => str_repeat( 'd', 32 ) ) + $vote ), 'docent_feedback_unknown' );
	}

	/**
	 * @dataProvider bad_votes
	 *
	 * @param array<string, mixed> $over Fields over a valid vote.
	 */
	public function test_bad_votes_are_refused_with_400( array $over ): void {
		$this->configure( array( 'provider' => 'local' ) );
		$reply = $this->asked( 'How do I install Docent?' );
		$vote  = array_merge( array( 'conversation' => $reply['conversation'], 'turn' => 1, 'helpful' => false ), $over );
		$this->assertStatus( 400, $this->rest( 'POST', self::ROUTE, array_filter( $vote, static fn( $v ) => null !== $v ) ) );
		$this->assertSame( 0, $this->chat()->conversations()->turns( $reply['conversation'] )[0]['vote'] );
	}

	/**
	 * @return array<string, array{0:array<string, mixed>}>
	 */
	public static function bad_votes(): array {
		return array(
			'no helpful'       => array( array( 'helpful' => null ) ),
			'helpful a string' => array( array( 'helpful' => 'maybe' ) ),
			'turn zero'        => array( array( 'turn' => 0 ) ),
			'turn too high'    => array( array( 'turn' => Conversations::MAX_TURNS + 1 ) ),
			'bad id'           => array( array( 'conversation' => 'x' ) ),
			'reason too long'  => array( array( 'reason' => str_repeat( 'r', 201 ) ) ),
			'reason an array'  => array( array( 'reason' => array( 'a' ) ) ),
		);
	}

	public function test_votes_are_rate_limited_per_address(): void {
		$this->configure( array( 'provider' => 'local', 'rate_limit' => array( 'count' => 100, 'window' => 600 ) ) );
		$reply = $this->asked( 'How do I install Docent?' );
		for ( $i = 0; $i < 30; $i++ ) {
			$this->assertStatus( 404, $this->rest( 'POST', self::ROUTE, array( 'conversation' => $reply['conversation'], 'turn' => 5, 'helpful' => true ) ) );
		}
		$limited = $this->rest( 'POST', self::ROUTE, array( 'conversation' => $reply['conversation'], 'turn' => 1, 'helpful' => true ) );
		$this->assertStatus( 429, $limited, 'docent_feedback_rate_limited' );
		$this->assertGreaterThan( 0, (int) $limited->get_headers()['Retry-After'] );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->assertStatus( 201, $this->rest( 'POST', self::ROUTE, array( 'conversation' => $reply['conversation'], 'turn' => 1, 'helpful' => true ) ) );
	}

	public function test_unhelpful_replies_are_reported_with_question_answer_links_and_count_without_personal_data(): void {
		$this->configure( array( 'provider' => 'local' ) );
		foreach ( array( 'Wrong article, see ada@example.com or +44 20 7946 0958 1', '' ) as $reason ) {
			$reply = $this->asked( 'How do I install Docent?' );
			$this->assertStatus( 201, $this->rest( 'POST', self::ROUTE, array( 'conversation' => $reply['conversation'], 'turn' => 1, 'helpful' => false, 'reason' => $reason ) ) );
		}
		$liked = $this->asked( 'How do I set rate limits?' );
		$this->rest( 'POST', self::ROUTE, array( 'conversation' => $liked['conversation'], 'turn' => 1, 'helpful' => true ) );

		$this->assertStatus( 401, $this->rest( 'GET', self::ROUTE ), 'rest_forbidden' );
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'GET', self::ROUTE ), 'rest_forbidden' );
		$this->act_as( 'administrator' );
		$report = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 200, $report );
		$rows = $report->get_data()['unhelpful'];
		$this->assertCount( 1, $rows );
		$this->assertSame( 'How do I install Docent?', $rows[0]['question'] );
		$this->assertSame( $reply['chat'], $rows[0]['answer'] );
		$this->assertSame( $reply['post_links'], $rows[0]['links'] );
		$this->assertSame( 2, $rows[0]['count'] );
		$this->assertCount( 1, $rows[0]['reasons'] );
		$this->assertStringStartsWith( 'Wrong article', $rows[0]['reasons'][0] );
		$this->assertStringNotContainsString( 'ada@example.com', $rows[0]['reasons'][0] );
		$this->assertStringNotContainsString( '7946', $rows[0]['reasons'][0] );
	}
}
