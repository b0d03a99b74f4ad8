<?php
/**
 * @package Docent
 */

namespace Docent\Tests\AI\Retrieval;

use Docent\AI\Retrieval\Terms;
use Docent\Search\Language\Languages;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The words a question and a passage are compared on (the search module's terms, stemmed).
 */
final class TermsTest extends TestCase {

	protected function tearDown(): void {
		Languages::reset();
		parent::tearDown();
	}

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

	public function test_a_chinese_or_japanese_word_counts_once_without_its_punctuation_or_particles(): void {
		$needs = Languages::using( 'ja', static fn(): array => Terms::needs( 'Linuxって OS 全体のことですか、それともカーネルだけですか？' ) );

		$this->assertContains( array( 'カ', 'ー', 'ネ', 'ル', 'カー', 'ーネ', 'ネル' ), $needs, 'カーネル is one need word, its characters and their pairs' );
		$this->assertContains( array( 'linux' ), $needs );
		foreach ( $needs as $word ) {
			$this->assertNotContains( 'って', $word, 'a particle after a word in Latin letters' );
			$this->assertSame( array(), preg_grep( '/\p{P}/u', $word ), 'punctuation is no word' );
		}
		$this->assertSame( array_values( array_unique( array_merge( ...$needs ) ) ), Languages::using( 'ja', static fn(): array => Terms::of( 'Linuxって OS 全体のことですか、それともカーネルだけですか？' ) ) );
	}

	public function test_a_word_no_doc_uses_counts_once_however_search_reports_it(): void {
		$unknown = Languages::using(
			'de',
			static fn(): array => Terms::unknown( Terms::needs( 'Meine WLAN-Karte geht nicht, was kann ich tun?' ), array( 'wlan-karte', 'wlan' ) )
		);

		$this->assertSame( array( array( 'wlan' ) ), $unknown );
	}

	public function test_an_english_verb_keeps_its_particle(): void {
		$question  = 'How do I turn on the AI chat?';
		$particles = Terms::particles( $question );
		$this->assertSame( array( 'turn' => 'on' ), $particles );

		$terms = Terms::of( $question );
		$this->assertSame( array(), Terms::found( 'So gaps in your docs turn into a to-do list for the chat.', array( 'turn' ), array(), $particles ) );
		$this->assertCount( 1, Terms::found( 'Then turn on A.I. Chat under Settings.', array( 'turn' ), array(), $particles ) );
		$this->assertContains( 'turn', $terms, 'the verb is still a need word' );
		$this->assertSame( array(), Terms::particles( 'How do I run code after a model is saved?' ) );
		$this->assertSame( array(), Terms::particles( 'How do I keep the OpenAI costs down?' ), 'a word after a noun is no particle' );
		$this->assertSame( array(), Terms::particles( 'How do I open the widget from a button on my page?' ) );
	}
}
