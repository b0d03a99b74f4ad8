<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Index;

use Docent\Search\Index\Document;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A page says what it is about in its opening sentences: indexed once more as the excerpt of a
 * doc that has none, they weigh twice the rest of the body (Document::lead()).
 */
final class LeadTest extends TestCase {

	/**
	 * The same sentences in both docs, around the one that names the need.
	 */
	private const FILLER = '<p>The shed is painted green and the gate is oiled in spring. Keys hang on the hook by the door. The ladder stays in the barn. Visitors sign the book at the desk. Lamps are switched off at night. Boots are left on the mat outside. The kettle is filled before noon. Chairs are stacked after the meeting. Windows are closed when it rains.</p>';

	public function test_the_page_that_opens_with_the_words_comes_first(): void {
		$later   = $this->article( 'Yearly chores', self::FILLER . '<p>Frobnicate the zorg crank weekly to keep it quiet.</p>' );
		$opening = $this->article( 'Weekly chores', '<p>Frobnicate the zorg crank weekly to keep it quiet.</p>' . self::FILLER );

		$this->assertSame( array( $opening, $later ), array_slice( $this->search_ids( 'frobnicate zorg crank' ), 0, 2 ) );
	}

	public function test_the_lead_is_whole_opening_sentences_up_to_a_hundred_and_fifty_characters(): void {
		$sentence = 'Frobnicate the zorg crank weekly to keep it quiet.';
		$body     = implode( ' ', array_fill( 0, 20, $sentence ) );
		$lead     = Document::lead( $body );

		// 150 characters: three of these 50 and their spaces.
		$this->assertSame( implode( ' ', array_fill( 0, 3, $sentence ) ), $lead );
		// Japanese sentences end at 。 without a space: six of these 25 characters reach 150.
		$japanese = 'パスワードを忘れた場合は管理者に連絡してください。';
		$this->assertSame( implode( ' ', array_fill( 0, 6, $japanese ) ), Document::lead( str_repeat( $japanese, 12 ) ) );
		// One sentence without an end is cut at twice the length.
		$this->assertSame( 300, mb_strlen( Document::lead( str_repeat( 'zorg ', 200 ) ) ) );
	}

	public function test_a_doc_with_an_excerpt_of_its_own_keeps_it_and_a_short_one_has_no_lead(): void {
		$id = $this->doc(
			array(
				'post_title'   => 'Crank care',
				'post_excerpt' => 'How to keep the crank quiet.',
				'post_content' => '<p>Frobnicate the zorg crank weekly.</p>',
			)
		);
		$this->assertSame( 'How to keep the crank quiet.', Document::from_post( get_post( $id ) )->fields['excerpt'] );
		$other = $this->article( 'Gate care', '<p>Oil the gate in spring. Paint it green.</p>' . self::FILLER );
		$this->assertStringStartsWith( 'Oil the gate in spring. Paint it green. The shed', Document::from_post( get_post( $other ) )->fields['excerpt'] );
		// A body that its lead would be whole has no opening to tell apart: no lead.
		$short = $this->article( 'Hook care', '<p>Hang the keys on the hook. Dust it.</p>' );
		$this->assertSame( '', Document::from_post( get_post( $short ) )->fields['excerpt'] );
	}
}
