<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Ranking;

use Docent\Search\Language\Tokenizer;
use Docent\Search\Ranking\Query;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A question's first word ("Who", "Wie", "Comment") is the kind of question it asks: a title
 * opening with the same word answers that kind (Query::$opening, Title_Words).
 */
final class Question_OpeningTest extends TestCase {

	public function test_a_title_opening_with_the_questions_word_comes_first(): void {
		$which = $this->article( 'Which zorg programs exist?', '<p>Many zorg programs exist, and more zorg programs come.</p>' );
		$who   = $this->article( 'Who wrote the zorg programs?', '<p>Volunteers did.</p>' );
		$this->assertSame( array( $who, $which ), array_slice( $this->search_ids( 'Who actually writes the zorg programs?' ), 0, 2 ) );
		$this->assertSame( array( $which, $who ), array_slice( $this->search_ids( 'Which zorg programs are written?' ), 0, 2 ), 'the other kind of question' );
	}

	public function test_in_german_too(): void {
		$german = static fn(): string => 'de_DE';
		add_filter( 'locale', $german );
		Tokenizer::reset();
		$what = $this->article( 'Was ist ein großes Zorgpaket?', '<p>Ein Zorgpaket ist ein Paket.</p>' );
		$how  = $this->article( 'Wie hält man ein Zorgpaket an?', '<p>Mit dem Befehl hold.</p>' );
		$first = $this->search_ids( 'Wie verhindere ich, dass ein Zorgpaket aktualisiert wird?' )[0] ?? 0;
		remove_filter( 'locale', $german );
		Tokenizer::reset();
		$this->assertSame( $how, $first );
	}

	public function test_only_a_question_has_an_opening_and_only_a_stopword_is_one(): void {
		$this->assertSame( 'who', Query::parse( 'Who writes the programs?' )->opening );
		$this->assertSame( 'how', Query::parse( 'how do I reset my password' )->opening, 'framing makes it a question' );
		$this->assertSame( '', Query::parse( 'who writes programs' )->opening, 'a keyword query' );
		$this->assertSame( '', Query::parse( 'Zorg programs?' )->opening, 'not a stopword' );
		$this->assertSame( '', Query::parse( 'パスワードを忘れた場合は？' )->opening, 'Japanese asks at the end' );
	}
}
