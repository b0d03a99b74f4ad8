<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Doc_Language;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A doc's language: the site's, what WPML records for it, or what the filter says.
 */
final class Doc_LanguageTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'locale' );
		remove_all_filters( 'wpml_post_language_details' );
		remove_all_filters( 'docent_doc_language' );
		parent::tearDown();
	}

	public function test_a_doc_is_in_the_sites_language_by_default(): void {
		add_filter( 'locale', static fn(): string => 'fr_FR' );
		$this->assertSame( 'fr', Doc_Language::of( get_post( $this->doc() ) ) );
	}

	public function test_wpml_names_a_docs_language(): void {
		$german = $this->doc();
		$other  = $this->doc();
		add_filter(
			'wpml_post_language_details',
			static fn( $details, int $id ) => $id === $german ? array( 'locale' => 'de_DE', 'language_code' => 'de' ) : $details,
			10,
			2
		);
		$this->assertSame( 'de', Doc_Language::of( get_post( $german ) ) );
		$this->assertSame( 'en', Doc_Language::of( get_post( $other ) ), 'a doc WPML knows nothing of is in the site language' );
	}

	public function test_the_filter_has_the_last_word(): void {
		$doc = $this->doc();
		add_filter( 'docent_doc_language', static fn( string $locale, \WP_Post $post ): string => $post->ID === $doc ? 'ja' : $locale, 10, 2 );
		$this->assertSame( 'ja', Doc_Language::of( get_post( $doc ) ) );
	}
}
