<?php
/**
 * The public docs pages feature: blocks, templates, head tags, listing rules, the vote form
 * and heading anchors.
 *
 * @package Docent
 */

namespace Docent\Pages;

use Docent\Blocks\Blocks;
use Docent\Docs\Post_Type;
use Docent\Docs\Votes;
use Docent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the docs pages' parts and hooks them in.
 */
final class Docs_Pages {

	/**
	 * Parts with register().
	 *
	 * @var object[]
	 */
	private array $parts;

	/**
	 * @param Settings $settings Settings reader.
	 * @param Votes    $votes    Helpful votes (the most-helpful block ranks by them).
	 */
	public function __construct( Settings $settings, Votes $votes ) {
		$this->parts = array(
			new Docs_Cache(),
			new Blocks( $settings, $votes ),
			new Templates(),
			new Head( $settings ),
			new Listing_Rules(),
			new Vote_Form(),
		);
	}

	/**
	 * Hooks every part, the heading anchors and the stylesheet.
	 */
	public function register(): void {
		foreach ( $this->parts as $part ) {
			$part->register();
		}
		add_filter( 'the_content', array( $this, 'anchor_headings' ), 20 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_style' ) );
	}

	/**
	 * Ids on the shown doc's headings, so the table of contents can link to them.
	 *
	 * @param string $content Rendered content.
	 */
	public function anchor_headings( $content ) {
		if ( ! is_string( $content ) || ! is_singular( Post_Type::NAME ) || get_the_ID() !== get_queried_object_id() ) {
			return $content;
		}
		return Headings::add_anchors( $content );
	}

	/**
	 * Docs pages get the blocks' stylesheet up front (classic themes only load block styles
	 * that way); elsewhere it comes with the first Docent block.
	 */
	public function enqueue_style(): void {
		if ( is_singular( Post_Type::NAME ) || is_post_type_archive( Post_Type::NAME ) ) {
			wp_enqueue_style( Blocks::STYLE );
		}
	}
}
