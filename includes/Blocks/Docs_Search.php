<?php
/**
 * docent/docs-search: a search form for the docs. It submits to the docs home (`?q=`), which
 * lists the results of the same ranked search the widget uses, rendered on the server.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Docs\Post_Type;
use Docent\Pages\Search_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The form, and the results under it on the docs home.
 */
final class Docs_Search extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$query = Search_Request::query();
		$id    = wp_unique_id( 'docent-search-' );
		$html  = sprintf(
			'<form class="docent-search__form" role="search" method="get" action="%1$s" data-docent-suggest="%7$s" data-one="%8$s" data-many="%9$s" data-none="%10$s"><label for="%2$s">%3$s</label><span class="docent-search__row"><input type="search" id="%2$s" name="%4$s" value="%5$s" autocomplete="off" /><button type="submit">%6$s</button></span></form>',
			esc_url( (string) get_post_type_archive_link( Post_Type::NAME ) ),
			esc_attr( $id ),
			esc_html__( 'Search the docs', 'docent' ),
			esc_attr( Search_Request::PARAM ),
			esc_attr( $query ),
			esc_html__( 'Search', 'docent' ),
			// The widget's loader shows results as the visitor types (where the widget shows).
			esc_url( rest_url( 'docent/v1/search' ) ),
			/* translators: %d: number of results (one). */
			esc_attr( _n( '%d result', '%d results', 1, 'docent' ) ),
			/* translators: %d: number of results (several). */
			esc_attr( _n( '%d result', '%d results', 5, 'docent' ) ),
			esc_attr__( 'No articles match yet. Keep typing, or press Enter to search.', 'docent' )
		);
		if ( '' !== $query && is_post_type_archive( Post_Type::NAME ) ) {
			$html .= $this->results( $query );
		}
		return $this->wrap( $block, 'div', 'docent-search', $html );
	}

	/**
	 * The results list, or a line saying there are none.
	 *
	 * @param string $query Search text.
	 */
	private function results( string $query ): string {
		$found = Search_Request::results( $query );
		if ( ! $found['items'] ) {
			/* translators: %s: what the visitor searched for. */
			$none = sprintf( __( 'No articles match “%s”.', 'docent' ), $query );
			return '<p class="docent-search__none" role="status">' . esc_html( $none ) . '</p>';
		}
		/* translators: 1: number of results, 2: what the visitor searched for. */
		$summary = sprintf( _n( '%1$d result for “%2$s”', '%1$d results for “%2$s”', $found['total'], 'docent' ), $found['total'], $query );
		$items   = '';
		foreach ( $found['items'] as $item ) {
			$trail  = array_filter( array( $item['breadcrumb']['documentation'] ?? '', $item['breadcrumb']['section'] ?? '' ) );
			$items .= sprintf(
				'<li><a href="%s">%s</a>%s<p>%s</p></li>',
				esc_url( (string) $item['link'] ),
				esc_html( (string) $item['title'] ),
				$trail ? '<p class="docent-search__trail">' . esc_html( implode( ' › ', $trail ) ) . '</p>' : '',
				wp_kses( (string) $item['excerpt'], array( 'mark' => array() ) )
			);
		}
		return sprintf(
			'<section class="docent-search__results" aria-labelledby="docent-search-summary"><h2 id="docent-search-summary">%s</h2><ol>%s</ol></section>',
			esc_html( $summary ),
			$items
		);
	}
}
