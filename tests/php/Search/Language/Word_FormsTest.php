<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\AI\Retrieval\Terms;
use Docent\Search\Language\Languages;
use Docent\Search\Language\Stemmer;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Site_Locale.php';

/**
 * A German or Dutch verb's third person or participle in -t ("entfernt", "verwijderd") stems
 * apart from its infinitive ("entfernen", "verwijderen"): search looks it up as that form too,
 * and chat counts the infinitive in a passage as the question's word.
 */
final class Word_FormsTest extends TestCase {

	use Site_Locale;

	protected static function site_locale(): string {
		return 'de_DE';
	}

	protected function tearDown(): void {
		Languages::reset();
		parent::tearDown();
	}

	/**
	 * @return array<string, array{0:string, 1:string, 2:string}>
	 */
	public static function verbs(): array {
		return array(
			'German participle'       => array( 'de', 'entfernt', 'entfernen' ),
			'German third person'     => array( 'de', 'funktioniert', 'funktionieren' ),
			'German stem in -er'      => array( 'de', 'verandert', 'verandern' ),
			'Dutch participle in -d'  => array( 'nl', 'verwijderd', 'verwijderen' ),
			'Dutch third person'      => array( 'nl', 'werkt', 'werken' ),
		);
	}

	/**
	 * @dataProvider verbs
	 *
	 * @param string $code       Language.
	 * @param string $word       Folded form in -t or -d.
	 * @param string $infinitive Its infinitive.
	 */
	public function test_a_verb_in_t_stands_for_its_infinitive( string $code, string $word, string $infinitive ): void {
		$language = Languages::of( $code );
		$this->assertNotSame( $language->stem( $infinitive ), $language->stem( $word ), 'the stemmer leaves them apart' );
		$this->assertContains( $language->stem( $infinitive ), $language->forms( $word ) );
	}

	public function test_short_words_and_other_languages_have_no_other_forms(): void {
		$this->assertSame( array(), Languages::of( 'de' )->forms( 'geht' ), 'too short to be cut' );
		$this->assertSame( array(), Languages::of( 'en' )->forms( 'removed' ) );
		$this->assertSame( array(), Languages::of( 'fr' )->forms( 'supprimait' ) );
	}

	public function test_search_finds_the_doc_that_writes_the_infinitive(): void {
		$wanted = $this->article( 'Pakete verwalten', '<p>Ein Paket entfernen Sie mit apt purge.</p>' );
		$this->article( 'Pakete installieren', '<p>Ein Paket installieren Sie mit apt install.</p>' );

		$this->assertSame( array( $wanted ), $this->search_ids( 'Paket entfernt' ) );
	}

	public function test_chat_counts_the_infinitive_in_a_passage_as_the_questions_word(): void {
		$this->article( 'Pakete verwalten', '<p>Ein Paket entfernen Sie mit apt purge.</p>' );
		$this->article( 'Einstellungen', '<p>Die Konfiguration liegt unter /etc.</p>' );
		$question = 'Wie wird ein Paket mit seiner Konfiguration entfernt?';

		$forms = Terms::forms( $question, Terms::of( $question ) );
		$this->assertSame( Stemmer::stem( 'entfernt' ), $forms[ Stemmer::stem( 'entfernen' ) ] ?? null );
		$answer = $this->chat()->answer( $question );
		$this->assertTrue( $answer->answered, $answer->text );
		$this->assertSame( 'Pakete verwalten', $answer->links[0]['title'] ?? null );
	}
}
