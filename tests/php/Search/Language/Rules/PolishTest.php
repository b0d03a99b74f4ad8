<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Polish site reads Polish questions: "Jak mogę …", "Co to jest …", "Gdzie znajdę …", "Czy można …" are framing.
 */
final class PolishTest extends Rules_Case {

	protected static function code(): string {
		return 'pl';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'jak mogę' => array( 'Jak mogę wyeksportować moje faktury?', 'wyeksportować moje faktury?' ),
			'co to jest' => array( 'Co to jest webhook?', 'webhook?' ),
			'gdzie znajdę' => array( 'Gdzie znajdę ustawienia?', 'ustawienia?' ),
			'chcę wiedzieć' => array( 'Chcę wiedzieć, jak zmienić język', 'zmienić język' ),
			'czy istnieje sposób' => array( 'Dzień dobry, czy istnieje sposób, żeby wyeksportować faktury?', 'wyeksportować faktury?' ),
			'czy mogę' => array( 'Czy mogę zmienić język?', 'zmienić język?' ),
			'jak działa' => array( 'Jak działa synchronizacja?', 'synchronizacja ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'pronouns and prepositions' => array( 'Chcemy, żeby faktura klienta była na jego koncie', array( 'faktura', 'klienta', 'koncie' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'zrobić, użyć' => array( array( 'zrobic', 'szablony', 'uzyc' ), array( 'szablony' ) ),
			'light words only' => array( array( 'zrobic', 'uzyc' ), array( 'zrobic', 'uzyc' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Eksport faktur',
			'W panelu klienta wybierz Eksport: wszystkie faktury zostaną pobrane jako PDF.',
			'Jak mogę się z wami skontaktować?',
			'Jak mogę się z wami skontaktować? Czytam e-maile codziennie.',
			'Jak mogę wyeksportować faktury?',
		);
	}
}
