<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * An Italian site reads Italian questions: "Come posso …", "Che cos'è …", "Vorrei sapere …" and
 * "per favore" are framing, and an elided article is cut from its word ("dell'account" is "account").
 */
final class ItalianTest extends Rules_Case {

	protected static function code(): string {
		return 'it';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'come posso'         => array( 'Come posso esportare le fatture?', 'esportare le fatture?' ),
			'che cos\'è'         => array( 'Che cos\'è un webhook?', 'webhook?' ),
			'cos\'è l\''         => array( 'Cos\'è l\'editor?', 'editor?' ),
			'vorrei sapere'      => array( 'Vorrei sapere come cambiare la lingua dell\'editor', 'cambiare la lingua dell\'editor' ),
			'ciao, mi puoi dire' => array( 'Ciao, mi puoi dire come esportare le fatture?', 'esportare le fatture?' ),
			'c\'è un modo'       => array( 'C\'è un modo per esportare le fatture?', 'esportare le fatture?' ),
			'è possibile'        => array( 'È possibile eliminare l\'account?', 'eliminare l\'account?' ),
			'dove trovo'         => array( 'Dove trovo le impostazioni?', 'le impostazioni?' ),
			'come funziona'      => array( 'Come funziona la sincronizzazione?', 'la sincronizzazione ' ),
			'per favore'         => array( 'Esportare le fatture per favore', 'Esportare le fatture ' ),
			'una domanda'        => array( 'Ho una domanda sull\'abbonamento', 'abbonamento' ),
			'spiegami'           => array( 'Spiegami come installare il plugin', 'installare il plugin' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Vogliamo che la fattura del cliente sia nel suo account', array( 'vogliamo', 'fattura', 'cliente', 'account' ) ),
			'question words'        => array( 'Quanti dischi e quanta memoria servono?', array( 'dischi', 'memoria', 'servono' ) ),
			'di'                    => array( 'La versione di un pacchetto', array( 'versione', 'pacchetto' ) ),
			'elided articles'       => array( 'Apri l\'editor dell’account, c\'è un\'estensione', array( 'apri', 'editor', 'account', 'estensione' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'fare, usare'      => array( array( 'fare', 'modelli', 'usare' ), array( 'modelli' ) ),
			'light words only' => array( array( 'fare', 'possibile' ), array( 'fare', 'possibile' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Esportare fatture',
			'Nell\'area clienti aprite Fatturazione e scegliete Esporta: ogni fattura diventa un PDF.',
			'Come posso contattarvi?',
			'Come posso contattarvi? Posso rispondere a tutte le domande, come sempre.',
			'Come posso esportare le fatture?',
		);
	}
}
