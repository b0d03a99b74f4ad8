<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Languages;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A site with docs in several languages: each doc is indexed by its own language's rules, and a
 * visitor's question is read by the rules of the page they are on (the `lang` argument).
 */
final class Mixed_LanguagesTest extends TestCase {

	/**
	 * Doc ids indexed as German.
	 *
	 * @var int[]
	 */
	private array $german = array();

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'docent_doc_language', array( $this, 'language' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'docent_doc_language', array( $this, 'language' ), 10 );
		Languages::reset();
		parent::tearDown();
	}

	/**
	 * German for the docs this test wrote in German.
	 *
	 * @param string   $locale The language so far.
	 * @param \WP_Post $post   The doc.
	 */
	public function language( string $locale, \WP_Post $post ): string {
		return in_array( $post->post_title, array( 'Dateien verwalten', 'Konten verwalten' ), true ) ? 'de_DE' : $locale;
	}

	/**
	 * An English site with a German section.
	 *
	 * @return int The German article about files.
	 */
	private function site(): int {
		list( , $section ) = $this->doc_tree();
		$files             = $this->doc(
			array(
				'post_parent'  => $section,
				'post_title'   => 'Dateien verwalten',
				'post_content' => '<p>Alte Dateien können Sie jederzeit im Papierkorb löschen.</p>',
			)
		);
		$this->doc(
			array(
				'post_parent'  => $section,
				'post_title'   => 'Konten verwalten',
				'post_content' => '<p>Ein Konto können Sie in den Einstellungen anlegen.</p>',
			)
		);
		$this->doc(
			array(
				'post_parent'  => $section,
				'post_title'   => 'Managing files',
				'post_content' => '<p>Delete old files from the trash at any time.</p>',
			)
		);
		return $files;
	}

	public function test_a_german_question_on_a_german_page_finds_the_german_article(): void {
		$files    = $this->site();
		$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'Wie kann ich eine Datei löschen?', 'lang' => 'de-DE' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( $files, $response->get_data()[0]['id'] ?? 0 );
	}

	public function test_a_german_doc_on_an_english_site_is_stemmed_as_german(): void {
		$files = $this->site();
		// "Datei" meets "Dateien" only by the German stemmer, which indexed the German doc.
		$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'datei ', 'lang' => 'de' ) );
		$this->assertSame( $files, $response->get_data()[0]['id'] ?? 0 );
	}

	public function test_chat_reads_the_question_in_the_page_language(): void {
		$this->site();
		$this->chat_on();
		$reply = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'Wie kann ich eine Datei löschen?', 'lang' => 'de-DE' ) );
		$this->assertStatus( 200, $reply );
		$this->assertSame( array( 'Dateien verwalten' ), array_column( (array) $reply->get_data()['post_links'], 'title' ) );
	}

	public function test_a_language_that_is_no_language_tag_is_refused(): void {
		$response = $this->rest( 'GET', '/docent/v1/search', array( 'q' => 'files', 'lang' => 'de"><' ) );
		$this->assertStatus( 400, $response, 'rest_invalid_param' );
	}
}
