<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language\Stemmers;

use Docent\Search\Language\Stemmers\Greek;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Vocabulary.php';

/**
 * Greek words are reduced to the stems the Snowball project publishes for them, so the forms of
 * one word find each other.
 */
final class GreekTest extends TestCase {

	public function test_stems_match_the_published_vocabulary(): void {
		$pairs = Vocabulary::pairs( 'greek' );
		$this->assertGreaterThan( 1000, count( $pairs ) );
		$this->assertSame( array(), Vocabulary::mismatches( new Greek(), $pairs ) );
	}

	public function test_forms_of_a_word_share_a_stem(): void {
		$families = array(
			array( 'εγκατάσταση', 'εγκατάστασης', 'εγκαταστάσεις' ),
			array( 'αρχείο', 'αρχεία', 'αρχείων' ),
			array( 'σελίδα', 'σελίδας', 'σελίδες', 'σελίδων' ),
			array( 'χρήστης', 'χρήστη', 'χρήστες', 'χρηστών' ),
			array( 'λογαριασμός', 'λογαριασμού', 'λογαριασμοί', 'λογαριασμών' ),
			array( 'ρύθμιση', 'ρύθμισης', 'ρυθμίσεων' ),
			array( 'κρέας', 'κρέατα', 'κρέατος' ),
		);
		$this->assertSame( array(), Vocabulary::families_apart( new Greek(), $families ) );
	}

	public function test_some_forms_read_as_another_ending_stay_apart(): void {
		$stemmer = new Greek();
		// -ίσεις is taken for the verb ending (ρυθμίσεις "you may set"), so the noun's plural loses more.
		$this->assertSame( 'ρυθμισ', $stemmer->stem( 'ρύθμιση' ) );
		$this->assertSame( 'ρυθμ', $stemmer->stem( 'ρυθμίσεις' ) );
		// A few words are all ending: their stem is empty.
		$this->assertSame( '', $stemmer->stem( 'έως' ) );
	}

	public function test_folded_input_gives_the_same_stem_as_accented_input(): void {
		$stemmer = new Greek();
		$words   = array(
			'εγκαταστάσεις' => 'εγκαταστασεισ',
			'ρύθμισης'      => 'ρυθμισησ',
			'αρχείων'       => 'αρχειων',
			'χρηστών'       => 'χρηστων',
			'Λογαριασμός'   => 'λογαριασμοσ',
			'ΣΕΛΙΔΕΣ'       => 'σελιδεσ',
			'πρωτεΰουσα'    => 'πρωτευουσα',
		);
		foreach ( $words as $accented => $folded ) {
			$this->assertSame( $stemmer->stem( $accented ), $stemmer->stem( $folded ), $accented );
		}
	}

	public function test_iota_with_dialytika_is_read_as_eta_like_snowball_does(): void {
		$stemmer = new Greek();
		// Snowball's own lower-casing turns ϊ and ΐ into η; a folded word has a plain ι instead.
		$this->assertSame( 'αθεησμ', $stemmer->stem( 'αθεϊσμός' ) );
		$this->assertSame( 'αθε', $stemmer->stem( 'αθεισμοσ' ) );
	}

	public function test_exceptions_the_vocabulary_never_reaches(): void {
		$stemmer = new Greek();
		$this->assertSame( 'ονομαστ', $stemmer->stem( 'ονομαστε' ) );
		$this->assertSame( 'απιεστ', $stemmer->stem( 'απιεστε' ) );
		$this->assertSame( 'αριεστ', $stemmer->stem( 'αρεστε' ) );
		$this->assertSame( 'χρηστ', $stemmer->stem( 'χρηστε' ) );
		$this->assertSame( 'σπιουν', $stemmer->stem( 'σπιουνε' ) );
		$this->assertSame( 'ακρεωντ', $stemmer->stem( 'ακρεοντασ' ) );
		$this->assertSame( 'αλεξανδρ', $stemmer->stem( 'αλεξανδρινισμοσ' ) );
		$this->assertSame( 'βυζαντ', $stemmer->stem( 'βυζαντινισμοσ' ) );
		$this->assertSame( 'θεατρ', $stemmer->stem( 'θεατρινισμοσ' ) );
	}

	public function test_other_letters_pass_through(): void {
		$stemmer = new Greek();
		$this->assertSame( 'wordpress', $stemmer->stem( 'wordpress' ) );
		$this->assertSame( 'wp-ρυθμ', $stemmer->stem( 'wp-ρυθμίσεις' ) );
		// An exception list names whole words: after other letters the stem gets nothing back.
		$this->assertSame( 'παι', $stemmer->stem( 'πάιζα' ) );
		$this->assertSame( 'x-πα', $stemmer->stem( 'x-πάιζα' ) );
	}

	public function test_short_words_are_only_lowered(): void {
		$stemmer = new Greek();
		$this->assertSame( 'ωσ', $stemmer->stem( 'Ως' ) );
		$this->assertSame( 'ασ', $stemmer->stem( 'ΆΣ' ) );
	}

	public function test_broken_text_is_its_own_stem(): void {
		$stemmer = new Greek();
		$this->assertSame( "\xCE", $stemmer->stem( "\xCE" ) );
		$this->assertSame( "ρυθμ\xCE", $stemmer->stem( "ρυθμ\xCE" ) );
		$this->assertSame( '', $stemmer->stem( '' ) );
	}
}
