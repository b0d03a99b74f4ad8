<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI\Retrieval;

use Docent\AI\Retrieval\Terms;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The words a question and a passage are compared on (the search module's terms, stemmed).
 */
final class TermsTest extends TestCase {

	public function test_question_words_and_stop_words_are_dropped(): void {
		$this->assertSame( array( 'instal', 'docent' ), Terms::of( 'How do I install Docent?' ) );
		$this->assertSame( array(), Terms::of( 'Hello! Please, how do I … what is it?' ) );
	}

	/**
	 * @dataProvider same_stem
	 *
	 * @param string $a One form.
	 * @param string $b Another form of the same word.
	 */
	public function test_word_forms_meet( string $a, string $b ): void {
		$this->assertSame( Terms::of( $a ), Terms::of( $b ) );
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function same_stem(): array {
		return array(
			'installing'  => array( 'installing', 'install' ),
			'installed'   => array( 'installed', 'install' ),
			'plural'      => array( 'colours', 'colour' ),
			'setting'     => array( 'setting', 'set' ),
			'changing'    => array( 'changing', 'change' ),
			'ies'         => array( 'entries', 'entry' ),
			'accents'     => array( 'Café', 'cafe' ),
			'organise'    => array( 'organised', 'organized' ),
			'goes'        => array( 'goes', 'go' ),
			'upper case'  => array( 'TURNSTILE', 'turnstile' ),
		);
	}

	public function test_counts_repeat_words(): void {
		$this->assertSame(
			array(
				'widget' => 2,
				'colour' => 1,
			),
			Terms::counts( 'Widget colours: the widget.' )
		);
	}

	public function test_matches_counts_only_the_given_stems_as_counts_would(): void {
		$text  = 'Installing Docent: install it, then the installer installs the widget. Entries and an entry. 帮助文档';
		$terms = Terms::of( 'How do I install entries? 文档' );

		$expected = array_intersect_key( Terms::counts( $text ), array_flip( $terms ) );
		$this->assertSame( $expected, Terms::matches( $text, $terms ) );
		$this->assertSame( 4, Terms::matches( $text, $terms )['instal'] ); // Installing, install, installer, installs.
		$this->assertSame( 2, Terms::matches( $text, $terms )['entri'] );
		$this->assertArrayHasKey( '文档', Terms::matches( $text, $terms ) );
	}

	public function test_an_entry_whose_first_word_is_light_gives_its_synonyms_to_the_next_word(): void {
		// "going" is a light word of a question, so chat looks for "live": "deploy" stands for it.
		$question = 'What do I check before going live?';
		$terms    = Terms::of( $question );
		$this->assertSame( array( 'check', 'live' ), $terms );
		$synonyms = Terms::synonyms( $question, $terms );
		$this->assertSame( 'live', $synonyms[ Terms::of( 'deploy' )[0] ] ?? '' );
		$this->assertSame( 'live', $synonyms[ Terms::of( 'production' )[0] ] ?? '' );
		$this->assertArrayNotHasKey( 'check', $synonyms );
	}
}
