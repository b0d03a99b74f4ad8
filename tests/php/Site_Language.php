<?php
/**
 * Pretending the site speaks another language, for the tests that read Docent's texts.
 *
 * @package Docent
 */

namespace Docent\Tests;

use Docent\Plugin;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * site_in( 'de_DE' ) makes WordPress report that locale, as WPLANG does, and loads Docent's texts
 * again; after each test the site speaks its own language.
 */
trait Site_Language {

	/**
	 * The locale the test pretends the site is in ('' for the site's own).
	 *
	 * @var string
	 */
	private string $locale = '';

	protected function tearDown(): void {
		remove_filter( 'locale', array( $this, 'site_locale' ) );
		$this->locale = '';
		self::reload_texts();
		parent::tearDown();
	}

	/**
	 * Filter callback: the pretended locale.
	 *
	 * @param string $locale The site's locale.
	 */
	public function site_locale( string $locale ): string {
		return '' !== $this->locale ? $this->locale : $locale;
	}

	/**
	 * Makes the site speak a language and loads Docent's texts again.
	 *
	 * @param string $locale A WordPress locale.
	 */
	private function site_in( string $locale ): void {
		$this->locale = $locale;
		add_filter( 'locale', array( $this, 'site_locale' ) );
		self::reload_texts();
	}

	private static function reload_texts(): void {
		unload_textdomain( 'docent' );
		// Loading (even finding no file, for English) also sets the locale WordPress translates to.
		Plugin::load_textdomain();
	}
}
