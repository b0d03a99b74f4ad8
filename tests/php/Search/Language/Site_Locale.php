<?php
/**
 * A site in another language, for the tests of the search's language rules.
 *
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Tokenizer;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * The site reports the locale site_locale() names (a test may change $locale), and the rules
 * read for it are read afresh before and after each test.
 */
trait Site_Locale {

	/**
	 * The site's locale.
	 *
	 * @var string
	 */
	private string $locale = '';

	/**
	 * The locale each test starts in.
	 */
	abstract protected static function site_locale(): string;

	protected function setUp(): void {
		parent::setUp();
		$this->locale = static::site_locale();
		add_filter( 'locale', array( $this, 'locale' ) );
		Tokenizer::reset();
	}

	protected function tearDown(): void {
		remove_filter( 'locale', array( $this, 'locale' ) );
		Tokenizer::reset();
		parent::tearDown();
	}

	/**
	 * Filter callback: the site's locale.
	 */
	public function locale(): string {
		return $this->locale;
	}
}
