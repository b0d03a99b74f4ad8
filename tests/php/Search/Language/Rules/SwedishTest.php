<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Swedish site reads Swedish questions: "Hur kan jag …", "Vad är …", "Var hittar jag …" are framing,
 * and a question's verb before its subject ("Hur installerar jag …?") is kept without the subject.
 */
final class SwedishTest extends Rules_Case {

	protected static function code(): string {
		return 'sv';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'hur kan jag' => array( 'Hur kan jag exportera mina fakturor?', 'exportera mina fakturor?' ),
			'vad är' => array( 'Vad är en webhook?', 'webhook?' ),
			'a verb before the subject' => array( 'Hur installerar jag skrivaren?', 'installerar skrivaren?' ),
			'var hittar jag' => array( 'Var hittar jag inställningarna?', 'inställningarna?' ),
			'jag vill veta' => array( 'Jag vill veta hur man byter språk', 'man byter språk' ),
			'hej, finns det ett sätt' => array( 'Hej, finns det ett sätt att exportera fakturor?', 'exportera fakturor?' ),
			'tack' => array( 'Exportera fakturor tack', 'Exportera fakturor ' ),
			'hur fungerar' => array( 'Hur fungerar synkroniseringen?', 'synkroniseringen ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Vi vill att kundens faktura finns på hans konto', array( 'kundens', 'faktura', 'finns', 'konto' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'göra, använda' => array( array( 'gora', 'mallar', 'anvanda' ), array( 'mallar' ) ),
			'light words only' => array( array( 'gora', 'anvanda' ), array( 'gora', 'anvanda' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Exportera fakturor',
			'Öppna kundportalen och välj Exportera: alla fakturor laddas ner som PDF.',
			'Hur kan jag kontakta er?',
			'Hur kan jag kontakta er? Jag läser min e-post varje dag.',
			'Hur kan jag exportera mina fakturor?',
		);
	}
}
