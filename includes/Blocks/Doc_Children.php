<?php
/**
 * docent/doc-children: on a documentation, its sections with their articles; on a section, its
 * articles; each with its excerpt, in menu order. A container with nothing published below it
 * says so instead of rendering a blank page.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Docs\Hierarchy;
use Docent\Docs\Post_Type;
use Docent\Pages\Doc_Tree;

defined( 'ABSPATH' ) || exit;

/**
 * Lists what a documentation or section holds.
 */
final class Doc_Children extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$doc = $this->doc( $block );
		if ( ! $doc || ! $doc->node() || $doc->level() >= Hierarchy::ARTICLE ) {
			return '';
		}
		$children = Doc_Tree::by_parent( $doc->nodes );
		$id       = (int) $doc->post->ID;
		$html     = '';
		if ( Hierarchy::DOCUMENTATION === $doc->level() ) {
			foreach ( $children[ $id ] ?? array() as $section ) {
				$articles = $children[ $section['id'] ] ?? array();
				if ( ! $articles ) {
					continue;
				}
				$html .= sprintf(
					'<section class="docent-children__section"><h2><a href="%s">%s</a></h2>%s%s</section>',
					$section['href'],
					$section['label'],
					self::summary( $section ),
					self::articles( $articles )
				);
			}
		} else {
			$html = self::articles( $children[ $id ] ?? array() );
		}
		if ( '' === $html ) {
			$html = sprintf(
				'<p class="docent-children__empty">%s <a href="%s">%s</a></p>',
				esc_html__( 'Nothing has been published here yet.', 'docent' ),
				esc_url( (string) get_post_type_archive_link( Post_Type::NAME ) ),
				esc_html__( 'Browse all documentation', 'docent' )
			);
		}
		return $this->wrap( $block, 'div', 'docent-children', $html );
	}

	/**
	 * Articles as a list of titles and excerpts.
	 *
	 * @param array<int, array<string, mixed>> $articles Nodes.
	 */
	private static function articles( array $articles ): string {
		if ( ! $articles ) {
			return '';
		}
		$items = '';
		foreach ( $articles as $article ) {
			$items .= sprintf(
				'<li><a href="%s">%s</a>%s</li>',
				$article['href'],
				$article['label'],
				self::summary( $article )
			);
		}
		return '<ul class="docent-children__articles">' . $items . '</ul>';
	}

	/**
	 * A node's excerpt as a paragraph, when it has one.
	 *
	 * @param array<string, mixed> $node Node (its summary is escaped already).
	 */
	private static function summary( array $node ): string {
		return '' === $node['summary'] ? '' : '<p>' . $node['summary'] . '</p>';
	}
}
