<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

use Docent\Search\Language\Filler;
use Docent\Search\Language\Languages;
use Docent\Search\Language\Tokenizer;
use Docent\Tests\Search\Language\Site_Locale;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Site_Locale.php';

/**
 * What every language's rules are tested for, on a site in that language: the framing of a
 * question stripped, stopwords dropped, light words dropped from a question, and a question
 * finding an article written in the language first, where the English rules did not.
 */
abstract class Rules_Case extends TestCase {

	use Site_Locale;

	/**
	 * The language's code.
	 */
	abstract protected static function code(): string;

	/**
	 * An article in the language, another that shares the question's framing words, and the
	 * question: array( wanted title, wanted content, other title, other content, question ).
	 *
	 * @return array{0:string, 1:string, 2:string, 3:string, 4:string}
	 */
	abstract protected static function article_and_question(): array;

	protected static function site_locale(): string {
		return static::code();
	}

	/**
	 * @dataProvider framing
	 *
	 * @param string $asked    A question as a visitor types it.
	 * @param string $searched What is left to search for.
	 */
	public function test_the_framing_of_a_question_is_removed( string $asked, string $searched ): void {
		$this->assertSame( static::code(), Languages::current()->code() );
		$this->assertSame( $searched, Filler::strip( $asked ) );
	}

	/**
	 * @dataProvider sentences
	 *
	 * @param string   $sentence A sentence.
	 * @param string[] $terms    The words searched for and indexed.
	 */
	public function test_stopwords_are_dropped( string $sentence, array $terms ): void {
		$this->assertSame( $terms, array_keys( Tokenizer::counts( $sentence ) ) );
	}

	/**
	 * @dataProvider light_words
	 *
	 * @param string[] $words Folded words of a question.
	 * @param string[] $kept  The words it is about.
	 */
	public function test_light_words_leave_a_question( array $words, array $kept ): void {
		$this->assertSame( $kept, Filler::drop_light( $words ) );
	}

	public function test_a_question_finds_the_article_in_its_language_first(): void {
		list( $wanted, $found ) = $this->ask();
		$this->assertSame( $wanted, $found );
	}

	public function test_with_the_english_rules_the_framing_found_another_article(): void {
		$this->locale = 'en_US';
		Tokenizer::reset();
		list( $wanted, $found ) = $this->ask();
		$this->assertNotSame( $wanted, $found );
	}

	/**
	 * Writes the two articles and asks the question: the wanted article's id and the first found.
	 *
	 * @return array{0:int, 1:int}
	 */
	private function ask(): array {
		list( $title, $content, $other_title, $other_content, $question ) = static::article_and_question();
		$wanted = $this->article( $title, '<p>' . $content . '</p>' );
		$this->article( $other_title, '<p>' . $other_content . '</p>' );
		return array( $wanted, $this->search_ids( $question )[0] ?? 0 );
	}
}
