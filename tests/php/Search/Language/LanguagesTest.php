<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Index\Index_Maintenance;
use Docent\Search\Index\Indexer;
use Docent\Search\Language\Filler;
use Docent\Search\Language\Languages;
use Docent\Search\Language\Stemmer;
use Docent\Search\Language\Tokenizer;
use Docent\Search\Search;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Which language's rules read a text: the site's by default, another while using() runs, and
 * generic rules (no stemming, no stopwords, no framing) for a language without rules.
 */
final class LanguagesTest extends TestCase {

	/**
	 * The site's locale for this test, or null for the site's own.
	 *
	 * @var string|null
	 */
	private ?string $locale = null;

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'locale', array( $this, 'locale' ) );
		Languages::reset();
	}

	protected function tearDown(): void {
		remove_filter( 'locale', array( $this, 'locale' ) );
		$this->locale = null;
		Languages::reset();
		parent::tearDown();
	}

	/**
	 * @param string $locale The site's locale.
	 */
	public function locale( string $locale ): string {
		return $this->locale ?? $locale;
	}

	public function test_a_locale_names_its_language(): void {
		$this->assertSame( 'de', Languages::code_of( 'de_DE_formal' ) );
		$this->assertSame( 'pt', Languages::code_of( 'pt-BR' ) );
		$this->assertSame( 'ja', Languages::code_of( 'ja' ) );
		$this->assertSame( 'zh', Languages::code_of( 'zh_CN' ) );
	}

	public function test_an_english_site_stems_and_drops_english_stopwords_and_framing(): void {
		$this->locale = 'en_GB';
		$this->assertSame( 'en', Languages::current()->code() );
		$this->assertSame( Stemmer::stem( 'installed' ), Stemmer::stem( 'installing' ) );
		$this->assertTrue( Tokenizer::is_stopword( 'the' ) );
		$this->assertSame( 'reset the flimflam', Filler::strip( 'how do I reset the flimflam' ) );
	}

	public function test_norwegian_in_any_of_its_codes_is_read_by_the_bokmal_rules(): void {
		foreach ( array( 'nb_NO', 'nn_NO', 'no' ) as $locale ) {
			$this->assertSame( 'nb', Languages::of( $locale )->code(), $locale );
		}
		$this->locale = 'nn_NO';
		$this->assertSame( Stemmer::stem( 'innstillinger' ), Stemmer::stem( 'innstillingene' ) );
		$this->assertSame( 'skriveren?', Filler::strip( 'Hvor finner jeg skriveren?' ) );
	}

	public function test_a_language_without_rules_reads_words_as_they_are(): void {
		$this->locale = 'tlh';
		$this->assertSame( '', Languages::current()->code() );
		$this->assertSame( 'installing', Stemmer::stem( 'installing' ) );
		$this->assertFalse( Tokenizer::is_stopword( 'the' ) );
		$this->assertSame( array( 'the' ), Tokenizer::terms_of( 'the' ) );
		$this->assertSame( 'how do I reset the flimflam', Filler::strip( 'how do I reset the flimflam' ) );
	}

	public function test_using_applies_another_language_then_restores_the_sites(): void {
		$this->locale = 'en_US';
		$inside       = Languages::using(
			'tlh',
			static fn(): array => array( Languages::current()->code(), Tokenizer::term_of( 'the' ) )
		);
		$this->assertSame( array( '', 'the' ), $inside );
		$this->assertSame( 'en', Languages::current()->code() );
		$this->assertSame( '', Tokenizer::term_of( 'the' ), 'the stopwords of the site are back, not a cached term of the other language' );
	}

	public function test_the_stopword_filter_is_told_the_language(): void {
		$seen = array();
		$hook = static function ( array $words, string $code ) use ( &$seen ): array {
			$seen[] = $code;
			return array_merge( $words, array( 'flimflam' ) );
		};
		add_filter( 'docent_search_stopwords', $hook, 10, 2 );
		$this->locale = 'en_US';
		$stopped      = Tokenizer::is_stopword( 'flimflam' );
		remove_filter( 'docent_search_stopwords', $hook, 10 );
		$this->assertTrue( $stopped );
		$this->assertSame( array( 'en' ), $seen );
	}

	public function test_changing_the_site_language_rebuilds_the_index(): void {
		global $wpdb;
		$maintenance = new Index_Maintenance( new Search() );
		$this->locale = 'en_US';
		$this->article( 'Dateien verwalten', '<p>Alte Dateien löschen.</p>' );
		$stem_of = static fn(): string => (string) $wpdb->get_var( "SELECT stem FROM {$wpdb->prefix}docent_search_terms WHERE term = 'dateien'" );
		$this->assertSame( 'dateien', $stem_of(), 'indexed by the English rules' );
		$maintenance->maybe_upgrade();
		$this->assertSame( 'en', get_option( Index_Maintenance::LANGUAGE_OPTION ) );
		$before = Indexer::active_generation();

		$maintenance->maybe_upgrade();
		$this->assertSame( $before, Indexer::active_generation(), 'the same language: no rebuild' );

		$this->locale = 'de_DE';
		Languages::reset();
		$maintenance->maybe_upgrade();
		$this->assertSame( 'de', get_option( Index_Maintenance::LANGUAGE_OPTION ) );
		$this->assertGreaterThan( $before, Indexer::active_generation(), 'a new language: the index was built again' );
		$this->assertSame( 'datei', $stem_of(), 'and its vocabulary stemmed by the new language\'s rules' );
	}
}
