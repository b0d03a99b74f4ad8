<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Catalan site reads Catalan questions: "Com puc …", "Què és …", "On trobo …" are framing, and an
 * article or pronoun loses its vowel before another ("l'escriptori").
 */
final class CatalanTest extends Rules_Case {

	protected static function code(): string {
		return 'ca';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'com puc' => array( 'Com puc exportar les meves factures?', 'exportar les meves factures?' ),
			'què és' => array( 'Què és un webhook?', 'webhook?' ),
			'on trobo' => array( 'On trobo la configuració?', 'la configuració?' ),
			'vull saber' => array( 'Vull saber com canviar l\'idioma', 'canviar l\'idioma' ),
			'hola, hi ha alguna manera' => array( 'Hola, hi ha alguna manera d\'exportar les factures?', 'd\'exportar les factures?' ),
			'gràcies' => array( 'Exportar factures, gràcies', 'Exportar factures ' ),
			'com funciona' => array( 'Com funciona la sincronització?', 'la sincronització ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles, pronouns and elision' => array( 'Volem que la factura del client sigui al seu compte i l\'escriptori', array( 'volem', 'factura', 'client', 'sigui', 'compte', 'escriptori' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'fer, utilitzar' => array( array( 'fer', 'plantilles', 'utilitzar' ), array( 'plantilles' ) ),
			'light words only' => array( array( 'fer', 'utilitzar' ), array( 'fer', 'utilitzar' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Exportar factures',
			'Obriu l\'àrea de clients i trieu Exporta: totes les factures es descarreguen en PDF.',
			'Hola, com puc contactar amb vosaltres?',
			'Hola, com puc contactar amb vosaltres? Llegeixo el correu cada dia.',
			'Hola, com puc exportar les factures?',
		);
	}
}
