<?php
/**
 * Docent's texts for a site in a regional variant of a language Docent ships.
 *
 * @package Docent
 */

namespace Docent\Support;

use Docent\Search\Language\Languages;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress reads a plugin's translation for the site's exact locale only: a site in Swiss German
 * (de_CH), Mexican Spanish (es_MX), Canadian French (fr_CA), European Portuguese (pt_PT) or
 * formal Dutch (nl_NL_formal) would see Docent in English beside a German, Spanish, French,
 * Portuguese or Dutch translation in languages/. Where the locale has no file of its own, its
 * language's shipped translation is read instead, for PHP (the .mo) and the scripts (their JSON).
 * Chinese is written in two scripts: Hong Kong and Macau read Taiwan's Traditional characters and
 * Singapore the Simplified ones of zh_CN, never the other script.
 */
final class Translations {

	/**
	 * The text domain, and the start of every file name in languages/.
	 */
	private const DOMAIN = 'docent';

	/**
	 * Locales that may read only one shipped locale of their language: the same script.
	 */
	private const SAME_SCRIPT = array(
		'zh_CN' => 'zh_CN',
		'zh_SG' => 'zh_CN',
		'zh_HK' => 'zh_TW',
		'zh_MO' => 'zh_TW',
		'zh_TW' => 'zh_TW',
	);

	/**
	 * Hooks the scripts' translation files.
	 */
	public function register(): void {
		add_filter( 'load_script_translation_file', array( $this, 'script_file' ), 10, 3 );
	}

	/**
	 * Loads Docent's texts for the locale in use: its own file, else its language's.
	 */
	public static function load(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( DOCENT_FILE ) ) . '/languages' );
		if ( is_textdomain_loaded( self::DOMAIN ) ) {
			return;
		}
		$locale   = determine_locale();
		$fallback = self::fallback( $locale );
		if ( null !== $fallback ) {
			load_textdomain( self::DOMAIN, DOCENT_DIR . '/languages/' . self::DOMAIN . "-{$fallback}.mo", $locale );
		}
	}

	/**
	 * Filter callback: a script's translation file, or its language's when the locale has none.
	 *
	 * @param string|false $file   The file WordPress looks for.
	 * @param string       $handle The script's handle.
	 * @param string       $domain The text domain.
	 * @return string|false
	 */
	public function script_file( $file, $handle, $domain ) {
		if ( self::DOMAIN !== $domain || ! is_string( $file ) || is_readable( $file ) ) {
			return $file;
		}
		$locale   = determine_locale();
		$fallback = self::fallback( $locale );
		$name     = self::DOMAIN . "-{$locale}-";
		if ( null === $fallback || 0 !== strpos( basename( $file ), $name ) ) {
			return $file;
		}
		return dirname( $file ) . '/' . self::DOMAIN . "-{$fallback}-" . substr( basename( $file ), strlen( $name ) );
	}

	/**
	 * The shipped locale a locale without its own translation reads, or null: the one shipped
	 * locale of its language ("de_CH" → "de_DE", "pt_PT" → "pt_BR", "de_DE_formal" → "de_DE"),
	 * in the same script ("zh_HK" → "zh_TW", "zh_SG" → "zh_CN").
	 *
	 * @param string $locale A WordPress locale.
	 */
	public static function fallback( string $locale ): ?string {
		$language = Languages::code_of( $locale );
		// English is the texts' own language: en_GB or en_AU have nothing to read.
		if ( 'en' === $language || is_readable( self::mo( $locale ) ) ) {
			return null;
		}
		if ( isset( self::SAME_SCRIPT[ $locale ] ) ) {
			$same = self::SAME_SCRIPT[ $locale ];
			return $same !== $locale && is_readable( self::mo( $same ) ) ? $same : null;
		}
		foreach ( self::shipped() as $shipped ) {
			if ( $shipped !== $locale && Languages::code_of( $shipped ) === $language ) {
				return $shipped;
			}
		}
		return null;
	}

	/**
	 * The locales languages/ holds a compiled translation for (read once a request).
	 *
	 * @return string[]
	 */
	private static function shipped(): array {
		static $locales = null;
		if ( null === $locales ) {
			$locales = array();
			foreach ( (array) glob( DOCENT_DIR . '/languages/' . self::DOMAIN . '-*.mo' ) as $file ) {
				$locales[] = substr( basename( (string) $file, '.mo' ), strlen( self::DOMAIN ) + 1 );
			}
			sort( $locales );
		}
		return $locales;
	}

	/**
	 * The compiled translation of a locale.
	 *
	 * @param string $locale A WordPress locale.
	 */
	private static function mo( string $locale ): string {
		return DOCENT_DIR . '/languages/' . self::DOMAIN . "-{$locale}.mo";
	}
}
