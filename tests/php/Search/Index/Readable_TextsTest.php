<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search\Index;

use Docent\Search\Index\Document;
use Docent\Search\Index\Visitor_Content;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * A rebuild keeps every doc's readable text for its snippets, written a block at a time.
 */
final class Readable_TextsTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'docent_search_block_size' );
		parent::tearDown();
	}

	public function test_a_rebuild_stores_each_docs_text_as_the_meta_api_reads_it_in_a_few_statements_a_block(): void {
		$ids = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$ids[] = $this->article( "Quorbit $i", "<p>Quorbit $i says \"hello\" with C:\\\\path\\\\to and naïve ünïcode.</p>" );
		}
		// As after an import that wrote posts directly: no doc has its text yet, but one has a stale
		// text from an older version, to be replaced.
		delete_post_meta_by_key( Document::READABLE_META );
		update_post_meta( $ids[0], Document::READABLE_META, array( 'version' => 'old', 'text' => 'stale' ) );
		add_filter( 'docent_search_block_size', static fn(): int => 3 );

		$statements = 0;
		$count      = static function ( string $sql ) use ( &$statements ): string {
			global $wpdb;
			$statements += false !== strpos( $sql, $wpdb->postmeta ) ? 1 : 0;
			return $sql;
		};
		add_filter( 'query', $count );
		$progress = $this->search()->backend()->rebuild( true );
		while ( ! $progress['finished'] ) {
			$progress = $this->search()->backend()->rebuild();
		}
		remove_filter( 'query', $count );

		foreach ( $ids as $id ) {
			wp_cache_delete( $id, 'post_meta' );
			$post   = get_post( $id );
			$stored = get_post_meta( $id, Document::READABLE_META, true );
			$this->assertSame( Visitor_Content::version( $post ), $stored['version'] ?? '' );
			$this->assertSame( Document::plain( Visitor_Content::html( $post ) ), $stored['text'] ?? '' );
			$this->assertStringContainsString( 'C:\\path\\to', $stored['text'] ?? '', 'backslashes kept' );
			$this->assertCount( 1, get_post_meta( $id, Document::READABLE_META ), 'one row a doc' );
		}
		// The demo docs are indexed too: per block, one DELETE and one INSERT, not three queries a doc.
		$blocks = (int) ceil( ( count( $ids ) + $this->public_demo_docs() ) / 3 );
		$this->assertLessThanOrEqual( 2 * $blocks, $statements );
	}

	/**
	 * Public docs besides the test's own, which the rebuild reads too.
	 */
	private function public_demo_docs(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'docs' AND post_status = 'publish' AND post_password = ''" ) - 6; // phpcs:ignore WordPress.DB
	}
}
