<?php
/**
 * Which language's rules read a text: the doc's language when indexing it, the visitor's when
 * reading a query, the site's otherwise.
 *
 * @package Docent
 */

namespace Docent\Search\Language;

use Docent\Search\Language\Stemmers\Word_Stemmer;

defined( 'ABSPATH' ) || exit;

/**
 * Builds each language once per request from its rules file and stemmer, and holds the one in
 * use. Rules exist for the languages in RULES; any other language gets the generic rules
 * (Unicode words, case and accents folded, no stemming, no stopwords).
 */
final class Languages {

	/**
	 * Languages with rules of their own, and their stemmer classes (null: none; a class not
	 * written yet reads words unstemmed).
	 */
	private const RULES = array(
		'en' => Stemmers\English::class,
		'de' => Stemmers\German::class,
		'fr' => Stemmers\French::class,
		'es' => Stemmers\Spanish::class,
		'it' => Stemmers\Italian::class,
		'pt' => Stemmers\Portuguese::class,
		'nl' => Stemmers\Dutch::class,
		'ru' => Stemmers\Russian::class,
		'ko' => Stemmers\Korean::class,
		'ar' => Stemmers\Arabic::class,
		'sv' => Stemmers\Swedish::class,
		'da' => Stemmers\Danish::class,
		'nb' => Stemmers\Norwegian::class,
		'id' => Stemmers\Indonesian::class,
		'ro' => Stemmers\Romanian::class,
		'cs' => Stemmers\Czech::class,
		'pl' => Stemmers\Polish::class,
		'ca' => Stemmers\Catalan::class,
		'vi' => Stemmers\Vietnamese::class,
		'el' => Stemmers\Greek::class,
		'ja' => null,
		'zh' => null,
	);

	/**
	 * Codes read as a close language's: Norwegian written as "no" or in Nynorsk ("nn") as Bokmål,
	 * by its rules and in its translation (Support\Translations).
	 */
	private const ALIASES = array(
		'no' => 'nb',
		'nn' => 'nb',
	);

	/**
	 * Languages built in this request, by code.
	 *
	 * @var array<string, Language>
	 */
	private static array $built = array();

	/**
	 * The language in use, or null for the site's.
	 *
	 * @var Language|null
	 */
	private static ?Language $current = null;

	/**
	 * The site's language, once known in this request.
	 *
	 * @var Language|null
	 */
	private static ?Language $site = null;

	/**
	 * The rules in use: the language set by using(), else the site's.
	 */
	public static function current(): Language {
		return self::$current ?? ( self::$site ??= self::of( self::site_code() ) );
	}

	/**
	 * Runs $work with one language's rules, then restores the ones before.
	 *
	 * @template T
	 * @param string          $code A language code or locale ("de", "de_DE", "pt-BR").
	 * @param callable(): T   $work What to run.
	 * @return T
	 */
	public static function using( string $code, callable $work ) {
		$before        = self::$current;
		self::$current = self::of( $code );
		try {
			return $work();
		} finally {
			self::$current = $before;
		}
	}

	/**
	 * One language's rules; the generic ones for a language without rules of its own.
	 *
	 * @param string $code A language code or locale.
	 */
	public static function of( string $code ): Language {
		$code = self::code_of( $code );
		if ( ! array_key_exists( $code, self::RULES ) ) {
			$code = '';
		}
		if ( ! isset( self::$built[ $code ] ) ) {
			$class                = '' === $code ? null : self::RULES[ $code ];
			$stemmer              = null !== $class && class_exists( $class ) ? new $class() : null;
			self::$built[ $code ] = new Language( $code, $stemmer instanceof Word_Stemmer ? $stemmer : null, self::rules( $code ) );
		}
		return self::$built[ $code ];
	}

	/**
	 * The codes of the languages with rules of their own.
	 *
	 * @return string[]
	 */
	public static function supported(): array {
		return array_keys( self::RULES );
	}

	/**
	 * The two- or three-letter code of a locale: "de_DE_formal" → "de", "pt-BR" → "pt", "ja" → "ja";
	 * a close language's where ALIASES names one ("nn_NO" → "nb").
	 *
	 * @param string $locale Locale or code.
	 */
	public static function code_of( string $locale ): string {
		$code = strtolower( (string) preg_replace( '/[_-].*$/', '', trim( $locale ) ) );
		return self::ALIASES[ $code ] ?? $code;
	}

	/**
	 * The REST argument naming the language of the page a visitor is on: their query is read by
	 * its rules (a locale such as "de-DE" or a code; the site's language when missing).
	 *
	 * @return array<string, mixed>
	 */
	public static function request_arg(): array {
		return array(
			'description' => __( 'The language of the page the visitor is on, as a locale or language code. The site’s language when missing.', 'docent' ),
			'type'        => 'string',
			'default'     => '',
			'pattern'     => '^([A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*)?$',
			'maxLength'   => 35,
		);
	}

	/**
	 * The language a visitor's request names, or the site's.
	 *
	 * @param string $lang The request's `lang` argument.
	 */
	public static function of_visitor( string $lang ): string {
		return '' === $lang ? self::site_code() : self::code_of( $lang );
	}

	/**
	 * The site's language.
	 */
	public static function site_code(): string {
		return self::code_of( get_locale() );
	}

	/**
	 * Forgets built languages (tests change filters and locales).
	 */
	public static function reset(): void {
		self::$built   = array();
		self::$current = null;
		self::$site    = null;
	}

	/**
	 * A language's rules file, or the generic rules.
	 *
	 * @param string $code Supported code, or "".
	 * @return array<string, mixed>
	 */
	private static function rules( string $code ): array {
		$file = __DIR__ . '/Rules/' . ( '' === $code ? 'generic' : $code ) . '.php';
		return is_readable( $file ) ? (array) require $file : array();
	}
}
