<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

use Docent\Settings\Settings;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Pages_TestCase.php';

/**
 * Title, description, canonical, robots and JSON-LD on docs pages.
 */
final class HeadTest extends Pages_TestCase {

	/**
	 * What wp_head prints from Docent's head tags.
	 */
	private function head(): string {
		ob_start();
		( new \Docent\Pages\Head( ( new Settings() ) ) )->print_tags();
		return (string) ob_get_clean();
	}

	public function test_an_article_has_breadcrumb_and_tech_article_json_ld(): void {
		$ids = $this->ordered_documentation();
		wp_update_post(
			array(
				'ID'           => $ids['B1'],
				'post_excerpt' => 'About B1 </script><script>alert(1)</script>',
			)
		);
		$this->visit( array( 'post_type' => 'docs', 'p' => $ids['B1'] ) );
		$head = $this->head();
		$this->assertStringContainsString( '<meta name="description" content="About B1 alert(1)" />', $head );
		$this->assertSame( 1, preg_match( '#<script type="application/ld\+json">(.*?)</script>#s', $head, $m ) );
		$this->assertStringNotContainsString( '<script>', $m[1] );
		$data  = json_decode( $m[1], true, 512, JSON_THROW_ON_ERROR );
		$graph = array_column( $data['@graph'], null, '@type' );
		$this->assertSame( 'https://schema.org', $data['@context'] );
		$this->assertSame(
			array(
				array( 1, 'Documentation', get_post_type_archive_link( 'docs' ) ),
				array( 2, 'Guide', get_permalink( $ids['Guide'] ) ),
				array( 3, 'Second', get_permalink( $ids['Second'] ) ),
				array( 4, 'B1', get_permalink( $ids['B1'] ) ),
			),
			array_map( static fn( array $item ): array => array( $item['position'], $item['name'], $item['item'] ), $graph['BreadcrumbList']['itemListElement'] )
		);
		$this->assertSame( 'B1', $graph['TechArticle']['headline'] );
		$this->assertSame( get_permalink( $ids['B1'] ), $graph['TechArticle']['url'] );
		$this->assertSame( get_post_modified_time( DATE_W3C, true, $ids['B1'] ), $graph['TechArticle']['dateModified'] );
	}

	public function test_a_section_has_a_breadcrumb_but_is_no_article(): void {
		$ids = $this->ordered_documentation();
		$this->visit( array( 'post_type' => 'docs', 'p' => $ids['Second'] ) );
		preg_match( '#<script type="application/ld\+json">(.*?)</script>#s', $this->head(), $m );
		$types = array_column( json_decode( $m[1], true )['@graph'], '@type' );
		$this->assertSame( array( 'BreadcrumbList' ), $types );
	}

	public function test_the_docs_home_has_its_title_description_and_canonical_and_searches_are_not_indexed(): void {
		( new Settings() )->update( array( 'docs_home' => array( 'title' => 'Help centre', 'intro' => 'All the answers.' ) ) );
		$this->visit( array( 'post_type' => 'docs' ) );
		$head = $this->head();
		$this->assertStringContainsString( '<meta name="description" content="All the answers." />', $head );
		$this->assertStringContainsString( '<link rel="canonical" href="' . get_post_type_archive_link( 'docs' ) . '" />', $head );
		$this->assertStringStartsWith( 'Help centre', wp_get_document_title() );
		$this->assertArrayNotHasKey( 'noindex', apply_filters( 'wp_robots', array() ) );
		$_GET['q'] = 'install';
		$this->assertTrue( apply_filters( 'wp_robots', array() )['noindex'] ?? false );
	}

	public function test_a_password_protected_doc_gives_nothing_away(): void {
		list( , , $article ) = $this->doc_tree(
			array(
				'post_password' => 'secret',
				'post_excerpt'  => 'The launch date is in here.',
			)
		);
		$this->visit( array( 'post_type' => 'docs', 'p' => $article ) );
		$this->assertSame( '', $this->head() );
	}

	public function test_pages_that_are_not_docs_get_nothing(): void {
		$this->visit( array( 'page_id' => (int) get_option( 'page_on_front' ) ) );
		$this->assertSame( '', $this->head() );
	}
}
