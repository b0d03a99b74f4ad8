<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Danish site reads Danish questions: "Hvordan kan jeg …", "Hvad er …", "Hvor finder jeg …" are
 * framing, and a question's verb before its subject ("Hvordan installerer jeg …?") is kept without the subject.
 */
final class DanishTest extends Rules_Case {

	protected static function code(): string {
		return 'da';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'hvordan kan jeg' => array( 'Hvordan kan jeg eksportere mine fakturaer?', 'eksportere mine fakturaer?' ),
			'hvad er' => array( 'Hvad er en webhook?', 'webhook?' ),
			'a verb before the subject' => array( 'Hvordan installerer jeg printeren?', 'installerer printeren?' ),
			'hvor finder jeg' => array( 'Hvor finder jeg indstillingerne?', 'indstillingerne?' ),
			'jeg vil gerne vide' => array( 'Jeg vil gerne vide hvordan man skifter sprog', 'man skifter sprog' ),
			'hej, er der en måde' => array( 'Hej, er der en måde at eksportere fakturaer på?', 'eksportere fakturaer på?' ),
			'tak' => array( 'Eksportere fakturaer tak', 'Eksportere fakturaer ' ),
			'hvordan virker' => array( 'Hvordan virker synkroniseringen?', 'synkroniseringen ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Vi vil have at kundens faktura står på hans konto', array( 'kundens', 'faktura', 'star', 'konto' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'gøre, bruge' => array( array( 'gore', 'skabeloner', 'bruge' ), array( 'skabeloner' ) ),
			'light words only' => array( array( 'gore', 'bruge' ), array( 'gore', 'bruge' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Eksportere fakturaer',
			'Åbn kundeportalen og vælg Eksportér: alle fakturaer hentes som PDF.',
			'Hvordan kan jeg kontakte jer?',
			'Hvordan kan jeg kontakte jer? Jeg læser min e-mail hver dag.',
			'Hvordan kan jeg eksportere mine fakturaer?',
		);
	}
}
