<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Search;

use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Ranking quality over the demo docs (Docent's own user guide, seeded on the test site): the
 * labelled queries in fixtures/queries.json are what visitors type, each with the article that
 * should come first.
 */
final class QualityTest extends TestCase {

	public function test_the_expected_article_is_first_for_three_quarters_and_in_the_top_three_for_nine_tenths(): void {
		$data    = json_decode( (string) file_get_contents( __DIR__ . '/fixtures/queries.json' ), true, 512, JSON_THROW_ON_ERROR );
		$queries = $data['queries'];
		$this->assertGreaterThanOrEqual( 40, count( $queries ) );

		$first  = 0;
		$top3   = 0;
		$misses = array();
		foreach ( $queries as $case ) {
			$this->assertNotEmpty(
				get_posts(
					array(
						'post_type' => 'docs',
						'title'     => $case['expect'],
					)
				),
				"No demo article is titled “{$case['expect']}”"
			);
			$items  = $this->search()->search( $case['q'], 1, 3 )['items'];
			$titles = array_map( static fn( array $item ): string => html_entity_decode( $item['title'], ENT_QUOTES, 'UTF-8' ), $items );
			$rank   = array_search( $case['expect'], $titles, true );
			$first += 0 === $rank ? 1 : 0;
			$top3  += false !== $rank ? 1 : 0;
			if ( 0 !== $rank ) {
				$misses[] = sprintf( '  %-42s %s (wanted “%s”)', $case['q'], false === $rank ? 'not in top 3' : '#' . ( $rank + 1 ), $case['expect'] );
			}
		}
		$count = count( $queries );
		fwrite(
			STDERR,
			sprintf(
				"\nSearch quality over %d labelled queries: first %d (%.0f%%), top 3 %d (%.0f%%)\n%s\n",
				$count,
				$first,
				100 * $first / $count,
				$top3,
				100 * $top3 / $count,
				implode( "\n", $misses )
			)
		);
		$this->assertGreaterThanOrEqual( 0.75, $first / $count, 'expected article first' );
		$this->assertGreaterThanOrEqual( 0.90, $top3 / $count, 'expected article in the top 3' );
	}
}
