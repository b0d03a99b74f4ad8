<?php
/**
 * Docent in the site's language: the texts PHP writes (the bubble's names, the panel frame's,
 * the chat's decline) and the widget's own texts, which reach the panel as the translations
 * listed with its scripts. They come from languages/ (built by `npm run build`), so without
 * the compiled .mo and JSON files these tests fail.
 *
 * @package Docent
 */

namespace Docent\Tests;

use Docent\AI\Providers\Local_Provider;
use Docent\Frontend\Assets;
use Docent\Frontend\Boot_Data;
use Docent\Frontend\Visibility;
use Docent\Settings\Settings;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.
require_once __DIR__ . '/Site_Language.php';

/**
 * German and Japanese sites get Docent's texts translated; English ones keep the originals.
 */
final class TranslationsTest extends TestCase {

	use Site_Language;

	/**
	 * The shared boot data, with Docent's scripts registered.
	 *
	 * @return array<string, mixed>
	 */
	private static function boot(): array {
		$settings = new Settings();
		$boot     = new Boot_Data( $settings );
		( new Assets( $settings, new Visibility( $settings ), $boot ) )->register_scripts();
		return $boot->shared();
	}

	/**
	 * The inline code of the boot data's script list (the translations among it).
	 *
	 * @param array<string, mixed> $boot Shared boot data.
	 */
	private static function script_code( array $boot ): string {
		return implode( "\n", array_column( $boot['scripts'], 'code' ) );
	}

	public function test_a_german_site_names_the_bubble_and_the_panel_frame_in_german(): void {
		$this->site_in( 'de_DE' );
		$i18n = self::boot()['i18n'];

		$this->assertSame( 'Hilfe öffnen', $i18n['open'] );
		$this->assertSame( 'Hilfe schließen', $i18n['close'] );
		$this->assertSame( 'Suchen', $i18n['search'] );
		$this->assertSame( 'Fragen Sie mich alles über diese Website...', $i18n['ask'] );
	}

	public function test_a_german_site_gets_the_chats_decline_in_german(): void {
		$this->site_in( 'de_DE' );
		$answer = ( new Local_Provider() )->answer( 'Wie fahre ich das System herunter?', array() );

		$this->assertFalse( $answer->answered );
		$this->assertStringStartsWith( 'Dazu habe ich in der Dokumentation nichts gefunden.', $answer->text );
	}

	public function test_a_japanese_site_names_the_bubble_in_japanese(): void {
		$this->site_in( 'ja' );
		$i18n = self::boot()['i18n'];

		$this->assertSame( 'ヘルプを開く', $i18n['open'] );
		$this->assertSame( 'このサイトについて何でも聞いてください...', $i18n['ask'] );
	}

	public function test_the_panel_and_its_lazy_tabs_get_their_texts_with_the_script_list(): void {
		$this->site_in( 'de_DE' );
		$code = self::script_code( self::boot() );

		// docent-widget (Explore), docent-tab-chat and docent-tab-messaging: one JSON file each.
		$this->assertStringContainsString( '"Search articles":["Artikel durchsuchen"]', $code );
		$this->assertStringContainsString( '"Talk to a person":["Mit einer Person sprechen"]', $code );
		$this->assertStringContainsString( '"Remove the conversation":["Unterhaltung entfernen"]', $code );
		$this->assertStringContainsString( 'wp.i18n.setLocaleData', $code );
	}

	/**
	 * Every language Docent ships a .po for.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function shipped_locales(): array {
		$locales = array();
		foreach ( (array) glob( dirname( __DIR__, 2 ) . '/languages/docent-*.po' ) as $file ) {
			$locale             = (string) preg_replace( '/^docent-(.+)\.po$/', '$1', basename( (string) $file ) );
			$locales[ $locale ] = array( $locale );
		}
		return $locales;
	}

	/**
	 * A text's translation as the .po of a locale writes it (a one-line msgid and msgstr).
	 *
	 * @param string $locale A shipped locale.
	 * @param string $text   The English text.
	 */
	private static function shipped( string $locale, string $text ): string {
		$po = (string) file_get_contents( dirname( __DIR__, 2 ) . "/languages/docent-{$locale}.po" );
		preg_match( '/^msgid "' . preg_quote( $text, '/' ) . '"\nmsgstr "(.+)"$/m', $po, $found );
		return stripcslashes( $found[1] ?? '' );
	}

	/**
	 * @dataProvider shipped_locales
	 *
	 * @param string $locale A shipped locale.
	 */
	public function test_every_shipped_language_reaches_the_bubble_the_chat_and_the_panels_scripts( string $locale ): void {
		$open    = self::shipped( $locale, 'Open help' );
		$decline = self::shipped( $locale, 'I could not find this in the docs. Try asking in other words, or get in touch with us directly.' );
		$talk    = self::shipped( $locale, 'Talk to a person' );
		foreach ( array( $open, $decline, $talk ) as $text ) {
			$this->assertNotSame( '', $text, "{$locale} translates the bubble, the decline and the hand-off" );
		}
		$this->assertNotSame( 'Open help', $open );

		$this->site_in( $locale );
		$boot = self::boot();
		$this->assertSame( $open, $boot['i18n']['open'] );
		$this->assertStringContainsString( '"Talk to a person":[' . wp_json_encode( $talk, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . ']', self::script_code( $boot ) );
		$answer = ( new Local_Provider() )->answer( 'Zzyzx qwxv?', array() );
		$this->assertFalse( $answer->answered );
		$this->assertStringStartsWith( $decline, $answer->text );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function regional_variants(): array {
		return array(
			'Swiss German'          => array( 'de_CH', 'de_DE' ),
			'formal German'         => array( 'de_DE_formal', 'de_DE' ),
			'Mexican Spanish'       => array( 'es_MX', 'es_ES' ),
			'Canadian French'       => array( 'fr_CA', 'fr_FR' ),
			'European Portuguese'   => array( 'pt_PT', 'pt_BR' ),
			'Belgian Dutch'         => array( 'nl_BE', 'nl_NL' ),
			'Hong Kong Chinese'     => array( 'zh_HK', 'zh_TW' ),
			'Singapore Chinese'     => array( 'zh_SG', 'zh_CN' ),
			'Norwegian Nynorsk'     => array( 'nn_NO', 'nb_NO' ),
		);
	}

	/**
	 * @dataProvider regional_variants
	 *
	 * @param string $locale  A locale Docent has no file for.
	 * @param string $shipped The shipped locale of its language.
	 */
	public function test_a_regional_variant_reads_its_languages_texts_in_php_and_in_the_scripts( string $locale, string $shipped ): void {
		$this->assertFileDoesNotExist( dirname( __DIR__, 2 ) . "/languages/docent-{$locale}.po" );
		$this->site_in( $locale );
		$boot = self::boot();

		$this->assertSame( self::shipped( $shipped, 'Open help' ), $boot['i18n']['open'] );
		$this->assertStringContainsString( '"Talk to a person":[' . wp_json_encode( self::shipped( $shipped, 'Talk to a person' ), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . ']', self::script_code( $boot ) );
	}

	public function test_a_language_docent_does_not_ship_keeps_the_original_texts(): void {
		$this->site_in( 'fi' );
		$boot = self::boot();
		$this->assertSame( 'Open help', $boot['i18n']['open'] );
		$this->assertStringNotContainsString( '"Talk to a person"', self::script_code( $boot ) );
	}

	public function test_an_english_site_keeps_the_original_texts_and_lists_no_translations(): void {
		$boot = self::boot();

		$this->assertSame( 'Open help', $boot['i18n']['open'] );
		$this->assertStringNotContainsString( 'Artikel durchsuchen', self::script_code( $boot ) );
	}
}
