<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\AI\Retrieval\Terms;
use Docent\Search\Language\Compounds;
use Docent\Search\Language\Languages;
use Docent\Search\Language\Tokenizer;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Site_Locale.php';

/**
 * German and Dutch compounds are cut where both parts are words the docs use, with the
 * language's linking elements; a compound no doc has finds the docs that use its parts.
 */
final class CompoundsTest extends TestCase {

	use Site_Locale;

	protected static function site_locale(): string {
		return 'de_DE';
	}

	/**
	 * @return array<string, array{0:string, 1:string, 2:string, 3:string}>
	 */
	public static function linked(): array {
		return array(
			'German, no link'      => array( 'de', 'dateiberechtigungen', 'datei', 'berechtigungen' ),
			'German -s-'           => array( 'de', 'sicherheitslucke', 'sicherheit', 'lucke' ),
			'German -es-'          => array( 'de', 'bundesland', 'bund', 'land' ),
			'German -n-'           => array( 'de', 'plattenplatz', 'platte', 'platz' ),
			'German -en-'          => array( 'de', 'menschenrechte', 'mensch', 'rechte' ),
			'German -e-'           => array( 'de', 'hundehutte', 'hund', 'hutte' ),
			'Dutch -s-'            => array( 'nl', 'besturingssysteem', 'besturing', 'systeem' ),
			'Dutch -en-'           => array( 'nl', 'boekenkast', 'boek', 'kast' ),
			'Dutch, no link'       => array( 'nl', 'wachtwoordbeheer', 'wachtwoord', 'beheer' ),
		);
	}

	/**
	 * @dataProvider linked
	 *
	 * @param string $code  Language.
	 * @param string $word  Folded compound.
	 * @param string $first Its first part, without the linking element.
	 * @param string $last  Its last part.
	 */
	public function test_a_compound_is_cut_with_its_linking_element( string $code, string $word, string $first, string $last ): void {
		$cuts = Languages::using( $code, static fn(): array => Compounds::cuts( $word ) );
		$this->assertContains( array( $first, $last ), $cuts );
	}

	public function test_languages_that_write_compounds_apart_are_not_cut(): void {
		$this->assertSame( array(), Languages::using( 'en', static fn(): array => Compounds::cuts( 'passwordmanager' ) ) );
		$this->assertSame( array(), Languages::using( 'fr', static fn(): array => Compounds::cuts( 'motdepasse' ) ) );
	}

	public function test_short_words_and_words_with_digits_are_not_cut(): void {
		$this->assertSame( array(), Compounds::cuts( 'netzwe' ) );
		$this->assertSame( array(), Compounds::cuts( 'version2beta' ) );
		$this->assertNotSame( array(), Compounds::cuts( 'netzwerk' ) );
	}

	public function test_the_cut_whose_parts_the_docs_use_most_wins(): void {
		$df = array(
			'festplatte' => 3,
			'fest'       => 40,
			'platte'     => 6,
			'festplat'   => 1,
		);
		$this->assertSame( array( 'fest', 'platte' ), Compounds::split( 'festplatte', $df ) );
	}

	public function test_a_word_is_kept_whole_when_a_part_is_unknown_or_the_word_is_more_common(): void {
		$this->assertNull( Compounds::split( 'dateiberechtigungen', array( 'datei' => 12 ) ) );
		$this->assertNull( Compounds::split( 'dateiberechtigungen', array( 'datei' => 4, 'berechtigungen' => 4 ), 5 ) );
		$this->assertSame( array( 'datei', 'berechtigungen' ), Compounds::split( 'dateiberechtigungen', array( 'datei' => 4, 'berechtigungen' => 4 ), 3 ) );
	}

	public function test_a_part_is_known_by_its_stem(): void {
		$rows = array(
			array(
				'id'   => 1,
				'term' => 'dateien',
				'stem' => 'datei',
				'df'   => 7,
			),
		);
		$this->assertSame( array( 'datei' => 7 ), Compounds::df_of( array( 'datei', 'berechtigungen' ), $rows ) );
	}

	public function test_a_german_compound_no_doc_has_finds_the_doc_with_its_parts_then_the_doc_with_its_head(): void {
		$wanted = $this->article( 'Zugriffsrechte', '<p>Die Berechtigungen einer Datei legen fest, wer sie lesen darf.</p>' );
		$head   = $this->article( 'Benutzer', '<p>Berechtigungen vergibt der Administrator.</p>' );
		$this->article( 'Dateien kopieren', '<p>Eine Datei kopieren Sie mit cp.</p>' );
		$this->assertSame( array( $wanted, $head ), $this->search_ids( 'Dateiberechtigungen ' ) );
	}

	public function test_a_word_no_doc_has_that_starts_a_longer_compound_finds_it(): void {
		$wanted = $this->article( 'Fehlerberichte', '<p>Das Paketverfolgungssystem sammelt alle Berichte.</p>' );
		$this->article( 'Pakete', '<p>Ein Paket verfolgen Sie mit dem Werkzeug.</p>' );
		$this->assertSame( array( $wanted ), $this->search_ids( 'Paketverfolgung Berichte' ) );
	}

	public function test_a_dutch_compound_no_doc_has_finds_the_doc_with_its_parts(): void {
		$this->locale = 'nl_NL';
		Tokenizer::reset();
		$wanted = $this->article( 'Accounts', '<p>Het beheer van een wachtwoord gebeurt in het menu.</p>' );
		$this->article( 'Inloggen', '<p>Vul uw wachtwoord in.</p>' );
		$this->assertSame( array( $wanted ), $this->search_ids( 'wachtwoordbeheer ' ) );
	}

	public function test_a_long_stem_also_finds_the_compounds_it_starts_after_the_docs_that_say_it(): void {
		$compound = $this->article( 'Dateien unter /etc', '<p>Die Konfigurationsdatei liegt unter /etc.</p>' );
		$word     = $this->article( 'Einrichtung', '<p>Die Konfiguration erledigt das Installationsprogramm.</p>' );
		$this->article( 'Werkzeuge', '<p>Ein Werkzeug für Dateien.</p>' );
		$this->assertTrue( Languages::of( 'de' )->starts( 'konfiguration' ) );
		$this->assertTrue( Languages::of( 'en' )->starts( 'configur' ), 'every stemmed language' );
		$this->assertSame( array( $word, $compound ), $this->search_ids( 'Konfiguration ' ) );
	}

	public function test_a_short_stem_or_a_language_without_a_stemmer_finds_no_longer_words(): void {
		$this->article( 'Ansicht', '<p>Im Fenstermodus sehen Sie alle Docks.</p>' );
		$this->assertFalse( Languages::of( 'de' )->starts( 'fenst' ) );
		$this->assertSame( array(), $this->search_ids( 'Fenster ' ) );
		$this->assertFalse( Languages::of( 'zh' )->starts( 'configuration' ), 'no stemmer, no stems' );
	}

	public function test_chat_counts_a_compound_a_long_stem_starts_as_the_questions_word(): void {
		$terms = Terms::of( 'Konfiguration' );
		$this->assertSame( array( array( 1, $terms[0] ) ), Terms::found( 'Die Konfigurationsdatei liegt unter /etc.', $terms ) );
		$this->assertSame( array(), Terms::found( 'Im Fenstermodus sehen Sie alles.', Terms::of( 'Fenster' ) ) );
	}

	public function test_an_english_site_does_not_cut_words(): void {
		$this->locale = 'en_US';
		Tokenizer::reset();
		$this->article( 'Accounts', '<p>The manager of each password lives in the menu.</p>' );
		$this->assertSame( array(), $this->search_ids( 'passwordmanager ' ) );
	}
}
