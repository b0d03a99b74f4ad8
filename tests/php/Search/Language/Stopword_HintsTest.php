<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Filler;
use Docent\Search\Ranking\Query;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Site_Locale.php';

/**
 * The stopwords of a query typed as keywords are not searched for, but a title holding them is
 * more likely the one meant ("wann" in "wann NMU"); a question's stopwords are its grammar.
 */
final class Stopword_HintsTest extends TestCase {

	use Site_Locale;

	protected static function site_locale(): string {
		return 'de_DE';
	}

	public function test_the_stopwords_of_a_query_are_listed_once(): void {
		$this->assertSame( array( 'wann', 'ein', 'ist' ), Filler::stopwords( array( 'wann', 'ein', 'nmu', 'erlaubt', 'ist', 'ein', 'a' ) ) );
	}

	public function test_a_keyword_query_keeps_its_stopwords_as_hints_and_a_question_does_not(): void {
		$this->assertSame( array( 'wann', 'ein', 'ist' ), Query::parse( 'wann ein NMU erlaubt ist' )->hints );
		$this->assertSame( array(), Query::parse( 'Wann ist ein NMU erlaubt?' )->hints );
		$this->assertSame( array(), Query::parse( 'Wie kann ich ein NMU hochladen' )->hints );
		$this->assertSame( array( 'nmu', 'erlaubt' ), array_column( Query::parse( 'wann ein NMU erlaubt ist' )->groups, 'word' ) );
	}

	public function test_a_title_holding_a_typed_stopword_comes_first(): void {
		$wanted = $this->article( 'Wann ein NMU nötig ist', '<p>Ein NMU ist ein Upload.</p>' );
		$other  = $this->article( 'NMU hochladen', '<p>Ein NMU, noch ein NMU und ein drittes NMU: jeder NMU wird hochgeladen.</p>' );
		$this->assertSame( array( $wanted, $other ), $this->search_ids( 'wann NMU' ) );
		// In a question a stopword is grammar: the page that says NMU most comes first…
		$this->assertSame( array( $other, $wanted ), $this->search_ids( 'NMU, wann?' ) );
		// …unless the question opens with it as the title does (Question_OpeningTest).
		$this->assertSame( array( $wanted, $other ), $this->search_ids( 'wann NMU?' ) );
	}
}
