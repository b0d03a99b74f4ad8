<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search;

use Docent\Plugin;
use Docent\Tests\TestCase;

/**
 * How Docent\Search\Searcher picks its candidates, on small made-up fixtures.
 */
final class SearcherTest extends TestCase {

	public function test_a_word_no_doc_has_does_not_hide_the_docs_matching_the_others(): void {
		// "kryptografic" is misspelt beyond one typo: no doc has it in any form.
		$doc    = $this->doc(
			array(
				'post_title'   => 'Zorble signing',
				'post_content' => '<p>Sign a zorble so nobody can change it.</p>',
			)
		);
		$result = Plugin::get( 'search' )->search( 'kryptografic zorble ', 1, 10 );
		$this->assertSame( array( $doc ), array_column( $result['items'], 'id' ) );
		$this->assertSame( array( 'kryptografic' ), $result['unknown'], 'the word is still reported as unknown (chat declines on it)' );
	}

	public function test_a_phrase_must_still_match_whole(): void {
		$this->doc( array( 'post_content' => '<p>Sign a zorble so nobody can change it.</p>' ) );
		$this->assertSame( array(), Plugin::get( 'search' )->search( '"kryptografic zorble"', 1, 10 )['items'] );
	}
}
