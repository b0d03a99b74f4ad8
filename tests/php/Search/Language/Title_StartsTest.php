<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Language;

use Docent\Search\Language\Filler;
use Docent\Search\Language\Title_Starts;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A question that is the start of a doc's title keeps its framing; the titles are read once per
 * change of the index, not by every question.
 */
final class Title_StartsTest extends TestCase {

	protected function tearDown(): void {
		Title_Starts::forget();
		parent::tearDown();
	}

	public function test_the_framing_rule_follows_a_renamed_title(): void {
		$doc = $this->article( 'How to grommet the zorbits', '<p>Grommet each zorbit.</p>' );
		$this->assertSame( 'How to grommet the zorbits', Filler::strip( 'How to grommet the zorbits' ), 'a title keeps its framing' );

		wp_update_post(
			array(
				'ID'         => $doc,
				'post_title' => 'Grommeting zorbits',
			)
		);
		$this->assertSame( 'grommet the zorbits', trim( Filler::strip( 'How to grommet the zorbits' ) ), 'no title says it now: framing goes' );
	}

	public function test_the_titles_are_read_once_per_index_change_not_by_every_question(): void {
		global $wpdb;
		$this->article( 'How to grommet the zorbits', '<p>Grommet each zorbit.</p>' );
		$reads = 0;
		$count = static function ( string $sql ) use ( &$reads, $wpdb ): string {
			$reads += false !== strpos( $sql, 'post_title' ) && false !== strpos( $sql, $wpdb->posts ) ? 1 : 0;
			return $sql;
		};
		add_filter( 'query', $count );
		Filler::strip( 'How do I grommet a zorbit?' );
		// The next request, with no persistent object cache.
		Title_Starts::forget();
		wp_cache_flush();
		Filler::strip( 'How do I polish a zorbit?' );
		Filler::strip( 'How to grommet the zorbits' );
		remove_filter( 'query', $count );
		$this->assertSame( 1, $reads );
	}
}
