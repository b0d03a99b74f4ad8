<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

use Docent\Search\Ranking\Query;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A Greek site reads Greek questions, typed with accents or without: "Πώς μπορώ να …", "Πως να
 * …", "Τι είναι …", "Πού βρίσκω …" are framing, and ";" ends a question.
 */
final class GreekTest extends Rules_Case {

	protected static function code(): string {
		return 'el';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'πώς μπορώ να' => array( 'Πώς μπορώ να εξάγω τα τιμολόγια;', 'εξάγω τα τιμολόγια;' ),
			'πως να, without accents' => array( 'πως να αλλαξω τη γλωσσα;', 'αλλαξω τη γλωσσα;' ),
			'τι είναι' => array( 'Τι είναι το webhook;', 'webhook;' ),
			'πού βρίσκω' => array( 'Πού βρίσκω τις ρυθμίσεις;', 'τις ρυθμίσεις;' ),
			'θέλω να μάθω' => array( 'Θέλω να μάθω πώς αλλάζω γλώσσα', 'αλλάζω γλώσσα' ),
			'γεια σας, υπάρχει τρόπος να' => array( 'Γεια σας, υπάρχει τρόπος να εξάγω τιμολόγια;', 'εξάγω τιμολόγια;' ),
			'ευχαριστώ' => array( 'Εξαγωγή τιμολογίων ευχαριστώ', 'Εξαγωγή τιμολογίων ' ),
			'πώς λειτουργεί' => array( 'Πώς λειτουργεί ο συγχρονισμός;', 'ο συγχρονισμός ' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'function words' => array( 'Θέλουμε τα τιμολόγια των πελατών να είναι στον λογαριασμό τους', array( 'τιμολογια', 'πελατων', 'λογαριασμο' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'κανω, χρησιμοποιω' => array( array( 'κανω', 'προτυπο', 'χρησιμοποιω' ), array( 'προτυπο' ) ),
			'light words only' => array( array( 'κανω', 'χρησιμοποιω' ), array( 'κανω', 'χρησιμοποιω' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Εξαγωγή τιμολογίων',
			'Ανοίξτε την πύλη πελατών και επιλέξτε Εξαγωγή: όλα τα τιμολόγια κατεβαίνουν ως PDF.',
			'Πώς μπορώ να επικοινωνήσω μαζί σας;',
			'Πώς μπορώ να επικοινωνήσω μαζί σας; Διαβάζω τα email κάθε μέρα.',
			'Πώς μπορώ να κατεβάσω τα τιμολόγιά μου;',
		);
	}

	public function test_a_question_ends_with_the_greek_question_mark(): void {
		$this->assertTrue( Query::parse( 'εγκατάσταση δίσκου;' )->question );
		$this->assertTrue( Query::parse( "εγκατάσταση δίσκου\u{037E}" )->question );
		$this->assertFalse( Query::parse( 'εγκατάσταση δίσκου' )->question );
	}
}
