<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Languages;
use Docent\Search\Ranking\Query;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Site_Locale.php';

/**
 * French, Catalan, Portuguese, Romanian, Russian and Indonesian join pronouns and particles to a
 * word with a hyphen ("Est-ce que je peux …", "dois-je", "moure-les", "что-то"): grammar, which
 * a query does not look for whole as it looks for a name (`apt-get`, "Wi-Fi").
 */
final class CliticsTest extends TestCase {

	use Site_Locale;

	protected static function site_locale(): string {
		return 'fr_FR';
	}

	/**
	 * @return array<string, array{0:string, 1:string, 2:string[]}>
	 */
	public static function questions(): array {
		return array(
			'French inversion'       => array( 'fr', 'Dans quelle suite dois-je envoyer mon paquet ?', array() ),
			'French est-ce que'      => array( 'fr', 'J’ai deux machines, est-ce que je peux télécharger une fois ?', array() ),
			'French, a name kept'    => array( 'fr', 'Peut-on utiliser apt-get ?', array( 'apt-get' ) ),
			'Catalan enclitic'       => array( 'ca', 'Com puc moure-les totes alhora?', array() ),
			'Portuguese enclitic'    => array( 'pt', 'O lintian queixa-se do pacote', array() ),
			'Romanian clitic'        => array( 'ro', 'Nu m-am putut conecta dintr-un laptop', array() ),
			'Russian particle'       => array( 'ru', 'Можно как-то подсунуть драйвер?', array() ),
			'Indonesian possessive'  => array( 'id', 'Bagaimana memperbarui debian-nya?', array() ),
			'English names stay'     => array( 'en', 'built-in apt-get', array( 'built-in', 'apt-get' ) ),
			'German compounds stay'  => array( 'de', 'WLAN-Karte für das Debian-Paket', array( 'wlan-karte', 'debian-paket' ) ),
		);
	}

	/**
	 * @dataProvider questions
	 *
	 * @param string   $code     Language.
	 * @param string   $question What is typed.
	 * @param string[] $names    The words it looks for whole, joined by hyphens.
	 */
	public function test_only_names_are_looked_for_whole( string $code, string $question, array $names ): void {
		$words = Languages::using( $code, static fn(): array => array_column( Query::parse( $question )->groups, 'word' ) );
		$this->assertSame( $names, array_values( preg_grep( '/-/', $words ) ) );
	}
}
