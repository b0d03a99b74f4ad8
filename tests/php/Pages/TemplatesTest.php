<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Pages;

use Docent\Pages\Templates;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once __DIR__ . '/Pages_TestCase.php';

/**
 * Plugin templates for block themes, overridable from the Site Editor.
 */
final class TemplatesTest extends Pages_TestCase {

	protected function setUp(): void {
		parent::setUp();
		if ( ! wp_is_block_theme() ) {
			$this->markTestSkipped( 'The test site runs a block theme.' );
		}
	}

	public function test_block_themes_get_docents_templates_with_the_themes_header_and_footer(): void {
		$found = get_block_templates( array( 'slug__in' => array( 'single-docs', 'single' ) ) );
		$mine  = array_values( array_filter( $found, static fn( $t ) => 'single-docs' === $t->slug ) );
		$this->assertCount( 1, $mine );
		$this->assertSame( 'plugin', $mine[0]->source );
		$this->assertSame( get_stylesheet() . '//single-docs', $mine[0]->id );
		$this->assertStringContainsString( '"slug":"header","theme":"' . get_stylesheet() . '"', $mine[0]->content );
		foreach ( array( 'docent/breadcrumb', 'docent/sidebar', 'docent/toc', 'docent/helpful-vote', 'docent/prev-next', 'docent/doc-children', 'docent/ask-us' ) as $block ) {
			$this->assertStringContainsString( '<!-- wp:' . $block . ' /-->', $mine[0]->content );
		}
		$this->assertSame( 'archive-docs', get_block_template( get_stylesheet() . '//archive-docs' )->slug, 'the Site Editor can open it by id' );
		$this->assertNotContains( 'single-docs', wp_list_pluck( get_block_templates( array( 'post_type' => 'page' ) ), 'slug' ) );
	}

	public function test_a_template_saved_in_the_site_editor_takes_over(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/templates/' . get_stylesheet() . '//single-docs',
			array( 'content' => '<!-- wp:post-title /--><!-- wp:docent/sidebar /-->' )
		);
		$this->assertStatus( 200, $response );
		$found = array_values( array_filter( get_block_templates( array( 'slug__in' => array( 'single-docs' ) ) ), static fn( $t ) => 'single-docs' === $t->slug ) );
		$this->assertCount( 1, $found );
		$this->assertSame( 'custom', $found[0]->source );
		$this->assertSame( '<!-- wp:post-title /--><!-- wp:docent/sidebar /-->', $found[0]->content );
	}

	public function test_the_classic_fallback_renders_the_same_blocks(): void {
		$this->assertStringContainsString( '<!-- wp:docent/sidebar /-->', Templates::content( 'single-docs' ) );
		$this->assertStringContainsString( '<!-- wp:docent/docs-home', Templates::content( 'archive-docs' ) );
		$this->assertSame( '', Templates::content( '../plugin' ) );
		$this->assertStringNotContainsString( '<main', Templates::classic_content( 'single-docs' ), 'the classic theme’s header opens <main>' );
	}
}
