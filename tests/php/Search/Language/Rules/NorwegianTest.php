<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Norwegian site reads Norwegian questions: "Hvordan kan jeg …", "Hva er …", "Hvor finner jeg …"
 * are framing, and a question's verb before its subject ("Hvordan installerer jeg …?") is kept without the subject.
 * Nynorsk's own forms of the function words ("korleis", "ikkje", "kva", "eit") are stopwords too.
 */
final class NorwegianTest extends Rules_Case {

	protected static function code(): string {
		return 'nb';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'hvordan kan jeg' => array( 'Hvordan kan jeg eksportere fakturaene mine?', 'eksportere fakturaene mine?' ),
			'hva er' => array( 'Hva er en webhook?', 'webhook?' ),
			'a verb before the subject' => array( 'Hvordan installerer jeg skriveren?', 'installerer skriveren?' ),
			'hvor finner jeg' => array( 'Hvor finner jeg innstillingene?', 'innstillingene?' ),
			'jeg vil gjerne vite' => array( 'Jeg vil gjerne vite hvordan man bytter språk', 'man bytter språk' ),
			'hei, finnes det en måte' => array( 'Hei, finnes det en måte å eksportere fakturaer på?', 'eksportere fakturaer på?' ),
			'takk' => array( 'Eksportere fakturaer takk', 'Eksportere fakturaer ' ),
			'hvordan fungerer' => array( 'Hvordan fungerer synkroniseringen?', 'synkroniseringen ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Vi vil at kundens faktura skal stå på hans konto', array( 'kundens', 'faktura', 'sta', 'konto' ) ),
			'Nynorsk function words' => array( 'Korleis får eg ikkje kva eit bilete er, medan ho kvar dag teiknar noko?', array( 'far', 'bilete', 'dag', 'teiknar' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'gjøre, bruke' => array( array( 'gjore', 'maler', 'bruke' ), array( 'maler' ) ),
			'light words only' => array( array( 'gjore', 'bruke' ), array( 'gjore', 'bruke' ) ),
			'Nynorsk berre, as bare' => array( array( 'berre', 'maler' ), array( 'maler' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Eksportere fakturaer',
			'Åpne kundeportalen og velg Eksporter: alle fakturaer lastes ned som PDF.',
			'Hvordan kan jeg kontakte dere?',
			'Hvordan kan jeg kontakte dere? Jeg leser e-posten min hver dag.',
			'Hvordan kan jeg eksportere fakturaene mine?',
		);
	}
}
