<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Czech site reads Czech questions: "Jak můžu …", "Co je …", "Kde najdu …" are framing.
 */
final class CzechTest extends Rules_Case {

	protected static function code(): string {
		return 'cs';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'jak můžu' => array( 'Jak můžu exportovat své faktury?', 'exportovat své faktury?' ),
			'co je' => array( 'Co je webhook?', 'webhook?' ),
			'kde najdu' => array( 'Kde najdu nastavení?', 'nastavení?' ),
			'chci vědět' => array( 'Chci vědět, jak změnit jazyk', 'změnit jazyk' ),
			'existuje způsob' => array( 'Dobrý den, existuje způsob, jak exportovat faktury?', 'exportovat faktury?' ),
			'děkuji' => array( 'Exportovat faktury, děkuji', 'Exportovat faktury ' ),
			'jak funguje' => array( 'Jak funguje synchronizace?', 'synchronizace ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'pronouns and prepositions' => array( 'Chceme, aby faktura zákazníka byla v jeho účtu', array( 'faktura', 'zakaznika', 'uctu' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'udělat, použít' => array( array( 'udelat', 'sablony', 'pouzit' ), array( 'sablony' ) ),
			'light words only' => array( array( 'udelat', 'pouzit' ), array( 'udelat', 'pouzit' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Export faktur',
			'V zákaznickém portálu zvolte Export: všechny faktury se stáhnou jako PDF.',
			'Jak vás můžu kontaktovat?',
			'Jak vás můžu kontaktovat? E-maily čtu každý den.',
			'Jak můžu exportovat faktury?',
		);
	}
}
