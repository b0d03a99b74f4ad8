<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Docs;

use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Quick Edit on the docs list keeps the three levels too: its save stops with the rule's message
 * before core's handler writes anything.
 */
final class Depth_GuardTest extends TestCase {

	protected function tearDown(): void {
		unset( $_POST['post_ID'], $_POST['post_parent'], $_POST['_inline_edit'], $_REQUEST['_inline_edit'] );
		parent::tearDown();
	}

	/**
	 * Runs Docent's part of Quick Edit's save and returns the message it stopped with ('' when it
	 * let the save go on to core's handler).
	 *
	 * @param int  $doc    The doc edited.
	 * @param int  $parent The parent chosen.
	 * @param bool $nonce  Whether the request carries Quick Edit's nonce.
	 */
	private function quick_edit( int $doc, int $parent, bool $nonce = true ): string {
		$_POST['post_ID']     = (string) $doc;
		$_POST['post_parent'] = (string) $parent;
		$_POST['_inline_edit'] = $nonce ? wp_create_nonce( 'inlineeditnonce' ) : 'forged';
		$_REQUEST['_inline_edit'] = $_POST['_inline_edit'];
		$die     = static function ( $message ) {
			throw new \RuntimeException( (string) $message );
		};
		$handler = static fn() => $die;
		add_filter( 'wp_die_handler', $handler );
		add_filter( 'wp_die_ajax_handler', $handler );
		try {
			do_action( 'wp_ajax_inline-save' );
			return '';
		} catch ( \RuntimeException $died ) {
			return $died->getMessage();
		} finally {
			remove_filter( 'wp_die_handler', $handler );
			remove_filter( 'wp_die_ajax_handler', $handler );
		}
	}

	public function test_quick_edit_cannot_put_a_doc_under_an_article(): void {
		list( , $section, $article ) = $this->doc_tree( array( 'post_title' => 'Installing' ) );
		list( , $other_section )     = $this->doc_tree();
		$this->act_as( 'administrator' );

		$this->assertStringContainsString( 'cannot go under', $this->quick_edit( $other_section, $article ) );
		$this->assertNotSame( '', $this->quick_edit( $other_section, $section ), 'a section with an article under another section' );
		$this->assertSame( '', $this->quick_edit( $article, $other_section ), 'an article moved to another section is fine' );
	}

	public function test_a_request_core_would_refuse_is_left_to_core(): void {
		list( , , $article )     = $this->doc_tree();
		list( , $other_section ) = $this->doc_tree();
		$this->act_as( 'administrator' );
		$this->assertSame( '', $this->quick_edit( $other_section, $article, false ) );

		$this->act_as( 'subscriber' );
		$this->assertSame( '', $this->quick_edit( $other_section, $article ) );
	}
}
