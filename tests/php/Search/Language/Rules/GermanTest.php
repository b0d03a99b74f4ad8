<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Rules;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Rules_Case.php';

/**
 * A German site reads German questions: "Wie kann ich …", "Gibt es …", "… bitte" are framing,
 * and a separable verb split by the question ("Wie fahre ich … herunter?") is joined again.
 */
final class GermanTest extends Rules_Case {

	protected static function code(): string {
		return 'de';
	}

	/**
	 * @return array<string, array{0:string, 1:string}>
	 */
	public static function framing(): array {
		return array(
			'wie kann ich'          => array( 'Wie kann ich den Rechner herunterfahren?', 'den Rechner herunterfahren?' ),
			'a particle at the end' => array( 'Wie fahre ich den Rechner herunter?', 'den Rechner herunterfahren ' ),
			'after another question word' => array( 'Wo gebe ich die Webseite des Projekts an?', 'die Webseite des Projekts angeben ' ),
			'in the last clause'    => array( 'Jemand hat mir einen Patch geschickt, wie baue ich den ein?', 'Jemand hat mir einen Patch geschickt, den einbauen ' ),
			'in the last sentence'  => array( 'Das Passwort steht offen in der Datei. Wie trage ich es verschlüsselt ein?', 'Das Passwort steht offen in der Datei. es verschlüsselt eintragen ' ),
			'hallo, du, particle'   => array( 'Hallo, wie schaltest du das Gerät aus?', 'das Gerät ausschalten ' ),
			'a verb of its own'     => array( 'Wie ändere ich mein Passwort?', 'ändere mein Passwort?' ),
			'was ist'               => array( 'Was ist ein Kontingent?', 'Kontingent?' ),
			'gibt es'               => array( 'Gibt es eine Möglichkeit, Rechnungen zu exportieren?', 'Rechnungen zu exportieren?' ),
			'ich möchte wissen'     => array( 'Ich möchte wissen, wie ich die Sprache ändern kann', 'die Sprache ändern kann' ),
			'kannst du mir sagen'   => array( 'Kannst du mir sagen, wo ich die Rechnungen finde?', 'die Rechnungen finde?' ),
			'wo finde ich'          => array( 'Wo finde ich die Einstellungen?', 'die Einstellungen?' ),
			'bitte at the end'      => array( 'Rechnungen exportieren bitte', 'Rechnungen exportieren ' ),
			'wie funktioniert'      => array( 'Wie funktioniert die Synchronisierung?', 'die Synchronisierung ' ),
			'a question about'      => array( 'Ich habe eine Frage zu Rechnungen', 'Rechnungen' ),
			'on my website'         => array( 'Wie kann ich das Logo auf meiner Website ändern?', 'das Logo ändern?' ),
			'framing only'          => array( 'Wie kann ich', 'Wie kann ich' ),
		);
	}

	/**
	 * @return array<string, array{0:string, 1:string[]}>
	 */
	public static function sentences(): array {
		return array(
			'articles and pronouns' => array( 'Ich möchte, dass die Rechnung für unseren Kunden über das Konto geht', array( 'rechnung', 'kunden', 'konto', 'geht' ) ),
			'question words'        => array( 'Wieviel Speicher, und weshalb?', array( 'speicher' ) ),
			'whom, and words like wovon' => array( 'Wem gehört der Code, und wovon hängt die Lizenz ab?', array( 'gehort', 'code', 'hangt', 'lizenz' ) ),
			'ß and umlauts folded'  => array( 'Wenn du außerdem größere Dateien hast', array( 'ausserdem', 'grossere', 'dateien' ) ),
		);
	}

	/**
	 * @return array<string, array{0:string[], 1:string[]}>
	 */
	public static function light_words(): array {
		return array(
			'möglich, benutzen' => array( array( 'moglich', 'vorlagen', 'benutzen' ), array( 'vorlagen' ) ),
			'light words only'  => array( array( 'machen', 'moglichkeit' ), array( 'machen', 'moglichkeit' ) ),
		);
	}

	protected static function article_and_question(): array {
		return array(
			'Den Rechner herunterfahren',
			'Speichern Sie Ihre Arbeit und wählen Sie im Startmenü „Herunterfahren“. Der Rechner schaltet sich nach wenigen Sekunden aus.',
			'Wie fahre ich zum Büro?',
			'Wie fahre ich zum Büro? Ich fahre mit dem Bus bis zum Bahnhof, dann den Berg hinauf.',
			'Wie fahre ich den Rechner herunter?',
		);
	}

	public function test_chat_does_not_count_words_in_small_letters_as_a_topic_no_doc_covers(): void {
		list( , $section ) = $this->doc_tree();
		$this->doc(
			array(
				'post_parent'  => $section,
				'post_title'   => 'Passwort vergessen',
				'post_content' => '<p>Auf der Anmeldeseite können Sie mit „Passwort zurücksetzen“ ein neues Passwort festlegen.</p>',
			)
		);
		$this->chat_on();

		// "futsch" and "kriege" are in no doc: half of the need's words, but written in small
		// letters they name no topic (German writes every noun with a capital).
		$reply = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'Mein Passwort ist futsch, wie kriege ich ein neues?' ) );
		$this->assertStatus( 200, $reply );
		$this->assertSame( array( 'Passwort vergessen' ), array_column( (array) $reply->get_data()['post_links'], 'title' ) );

		// A noun no doc uses still makes a question off-topic: sourdough bread.
		$declined = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'Wie lange muss ein Sauerteigbrot im Ofen backen?' ) );
		$this->assertSame( array(), (array) $declined->get_data()['post_links'] );
		// Written all in small letters, small letters say nothing: the bread still counts.
		$declined = $this->rest( 'POST', '/docent/v1/chat', array( 'prompt' => 'wie bekomme ich ein neues passwort für mein sauerteigbrot?' ) );
		$this->assertSame( array(), (array) $declined->get_data()['post_links'] );
	}
}
