<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

use Docent\Search\Language\Languages;
use Docent\Search\Language\Tokenizer;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A French site reads French questions: "Comment est-ce que je peux …", "Qu'est-ce que …",
 * "s'il vous plaît" are framing, and an elided article is cut from its word ("l'éditeur" is "éditeur").
 */
final class FrenchTest extends Rules_Case {

	protected static function code(): string {
		return 'fr';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'comment est-ce que je peux' => array( 'Comment est-ce que je peux exporter mes factures ?', 'exporter mes factures ?' ),
			'qu\'est-ce que'             => array( 'Qu\'est-ce que le cache ?', 'cache ?' ),
			'qu\'est-ce qu\'un, curly'   => array( 'Qu’est-ce qu’un webhook ?', 'webhook ?' ),
			'comment puis-je'            => array( 'Comment puis-je changer la langue de l\'éditeur ?', 'changer la langue de l\'éditeur ?' ),
			'j\'aimerais savoir'         => array( 'J\'aimerais savoir comment exporter mes factures', 'exporter mes factures' ),
			'où trouver'                 => array( 'Où trouver les réglages ?', 'les réglages ?' ),
			's\'il vous plaît'           => array( 'Exporter les factures s\'il vous plaît', 'Exporter les factures ' ),
			'bonjour, pouvez-vous'       => array( 'Bonjour, pouvez-vous m\'expliquer comment configurer l\'éditeur ?', 'configurer l\'éditeur ?' ),
			'comment fonctionne'         => array( 'Comment fonctionne la synchronisation ?', 'la synchronisation ' ),
			'y a-t-il un moyen'          => array( 'Y a-t-il un moyen d\'exporter les factures ?', 'exporter les factures ?' ),
			'est-il possible'            => array( 'Est-il possible d\'exporter les factures ?', 'exporter les factures ?' ),
			'comment faire pour'         => array( 'Comment faire pour supprimer mon compte ?', 'supprimer mon compte ?' ),
			'où puis-je trouver'         => array( 'Où puis-je trouver mes factures ?', 'mes factures ?' ),
			'c\'est quoi'                => array( 'C\'est quoi un webhook ?', 'webhook ?' ),
			'on my site'                 => array( 'Comment on fait pour changer la langue sur mon site ?', 'changer la langue sur ?' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Nous voulons que la facture du client soit dans votre compte', array( 'voulons', 'facture', 'client', 'compte' ) ),
			'question words'        => array( 'Combien de mémoire pour un serveur ?', array( 'memoire', 'serveur' ) ),
			'elided articles'       => array( 'Ouvrez l\'éditeur jusqu\'à l’onglet qu\'il indique', array( 'ouvrez', 'editeur', 'onglet', 'indique' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'faire, utiliser'  => array( array( 'faire', 'modeles', 'utiliser' ), array( 'modeles' ) ),
			'light words only' => array( array( 'faire', 'possible' ), array( 'faire', 'possible' ) ),
		);
	}

	public function test_only_a_language_with_elision_cuts_it(): void {
		$this->assertSame( array( 'editeur' ), Tokenizer::words( "l'éditeur" ) );
		$this->assertSame( array( 'lediteur' ), Languages::using( 'en', static fn(): array => Tokenizer::words( "l'éditeur" ) ) );
	}

	protected static function article_and_question(): array {
		return array(
			'Exporter les factures',
			'Dans l\'espace client, ouvrez Facturation puis choisissez Exporter : toutes vos factures partent en PDF.',
			'Nous joindre',
			'Comment est-ce que je peux vous joindre ? Ce que je peux faire : lire vos messages chaque jour.',
			'Comment est-ce que je peux exporter mes factures ?',
		);
	}
}
