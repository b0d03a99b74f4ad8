<?php
/**
 * What every Docent block shares: it is rendered on the server from its attributes and the
 * post it sits in, and wraps its output in the block's wrapper (theme colours, type, spacing).
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Pages\Current_Doc;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * A server-rendered block.
 */
abstract class Block {

	/**
	 * The block's HTML ("" to render nothing).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner content (unused: these blocks have none).
	 * @param WP_Block|null        $block      The block instance, for its context.
	 */
	abstract public function render( $attributes, $content = '', $block = null ): string;

	/**
	 * The doc the block is about: its postId context, else the queried doc.
	 *
	 * @param WP_Block|null $block Block instance.
	 */
	protected function doc( $block ): ?Current_Doc {
		$id = $block instanceof WP_Block && isset( $block->context['postId'] ) ? (int) $block->context['postId'] : 0;
		return Current_Doc::from( $id );
	}

	/**
	 * Wraps HTML in the block's wrapper element (with the block's supports: colours, type,
	 * spacing), or a plain element when another block renders this one.
	 *
	 * @param WP_Block|null        $block Block instance (null when nested).
	 * @param string               $tag   Element name.
	 * @param string               $class Docent's class for it.
	 * @param string               $html  Inner HTML (already escaped).
	 * @param array<string, string> $extra More attributes (aria-label, id, …).
	 */
	protected function wrap( $block, string $tag, string $class, string $html, array $extra = array() ): string {
		if ( $block instanceof WP_Block ) {
			$extra['class'] = $class;
			$attributes     = get_block_wrapper_attributes( $extra );
		} else {
			$attributes = 'class="' . esc_attr( $class ) . '"';
			foreach ( $extra as $name => $value ) {
				$attributes .= ' ' . $name . '="' . esc_attr( $value ) . '"';
			}
		}
		return sprintf( '<%1$s %2$s>%3$s</%1$s>', tag_escape( $tag ), $attributes, $html );
	}

	/**
	 * A title as stored (may hold entities) made safe for HTML.
	 *
	 * @param string $title Post title.
	 */
	protected static function title( string $title ): string {
		return esc_html( html_entity_decode( $title, ENT_QUOTES, 'UTF-8' ) );
	}
}
