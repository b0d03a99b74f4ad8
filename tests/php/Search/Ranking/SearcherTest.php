<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Ranking;

use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * How Docent\Search\Ranking\Searcher picks its candidates, on small made-up fixtures.
 */
final class SearcherTest extends TestCase {

	public function test_a_word_no_doc_has_does_not_hide_the_docs_matching_the_others(): void {
		// "kryptografic" is misspelt beyond one typo: no doc has it in any form.
		$doc    = $this->article( 'Zorble signing', '<p>Sign a zorble so nobody can change it.</p>' );
		$result = $this->search()->search( 'kryptografic zorble ', 1, 10 );
		$this->assertSame( array( $doc ), array_column( $result['items'], 'id' ) );
		$this->assertSame( array( 'kryptografic' ), $result['unknown'], 'the word is still reported as unknown (chat declines on it)' );
	}

	public function test_a_phrase_must_still_match_whole(): void {
		$this->doc( array( 'post_content' => '<p>Sign a zorble so nobody can change it.</p>' ) );
		$this->assertSame( array(), $this->search()->search( '"kryptografic zorble"', 1, 10 )['items'] );
	}

	public function test_pages_neither_repeat_nor_skip_a_doc_the_title_tie_breaks_move(): void {
		// The page titled exactly like the query says its words least: the first pass puts it last,
		// the title tie-breaks first, but only when it is among the docs they reorder.
		$ids = array();
		for ( $i = 0; $i < 59; $i++ ) {
			$ids[] = $this->article( "Zorbel quaxl guide $i", '<p>' . str_repeat( 'Zorbel quaxl. ', 1 + $i % 5 ) . '</p>' );
		}
		$ids[] = $this->article( 'Zorbel quaxl', '<p>' . str_repeat( 'Other words about other things. ', 30 ) . 'Zorbel, then quaxl.</p>' );
		$pages = array();
		foreach ( array( 1, 2 ) as $page ) {
			$pages[] = array_column( $this->search()->search( 'zorbel quaxl ', $page, 30 )['items'], 'id' );
		}
		$seen = array_merge( ...$pages );
		$this->assertSame( count( $seen ), count( array_unique( $seen ) ), 'no doc on both pages' );
		$this->assertEqualsCanonicalizing( $ids, $seen, 'every doc on one of the pages' );
	}
}
