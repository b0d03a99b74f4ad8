<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Romanian site reads Romanian questions: "Cum pot să …", "Ce este …", "Unde găsesc …" are framing.
 */
final class RomanianTest extends Rules_Case {

	protected static function code(): string {
		return 'ro';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'cum pot să' => array( 'Cum pot să export facturile mele?', 'export facturile mele?' ),
			'ce este' => array( 'Ce este un webhook?', 'webhook?' ),
			'unde găsesc' => array( 'Unde găsesc setările?', 'setările?' ),
			'vreau să știu' => array( 'Vreau să știu cum schimb limba', 'schimb limba' ),
			'cum se' => array( 'Cum se schimbă limba?', 'schimbă limba?' ),
			'mulțumesc' => array( 'Exportă facturile, mulțumesc', 'Exportă facturile ' ),
			'cum funcționează' => array( 'Cum funcționează sincronizarea?', 'sincronizarea ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Noi vrem ca factura clientului să fie în contul lui', array( 'factura', 'clientului', 'contul' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'face, folosi' => array( array( 'face', 'sabloane', 'folosi' ), array( 'sabloane' ) ),
			'light words only' => array( array( 'face', 'folosi' ), array( 'face', 'folosi' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Exportarea facturilor',
			'Deschideți portalul clienților și alegeți Export: toate facturile se descarcă în PDF.',
			'Cum pot să vă contactez?',
			'Cum pot să vă contactez? Îmi citesc e-mailul în fiecare zi.',
			'Cum pot să export facturile?',
		);
	}
}
