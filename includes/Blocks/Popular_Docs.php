<?php
/**
 * docent/popular-docs: the most helpful articles by the widget's votes (the knowledge base's
 * public ranking), topped up with the first articles in reading order while there are few votes.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Docs\Hierarchy;
use Docent\Docs\Votes;
use Docent\Pages\Doc_Tree;
use Docent\Pages\Listing_Rules;

defined( 'ABSPATH' ) || exit;

/**
 * A short list of links.
 */
final class Popular_Docs extends Block {

	/**
	 * Helpful votes, for the ranking.
	 *
	 * @var Votes
	 */
	private Votes $votes;

	/**
	 * @param Votes $votes Helpful votes.
	 */
	public function __construct( Votes $votes ) {
		$this->votes = $votes;
	}

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$count = max( 1, min( 20, (int) ( $attributes['count'] ?? 5 ) ) );
		$items = '';
		foreach ( $this->articles( $count ) as $article ) {
			$items .= sprintf( '<li><a href="%s">%s</a></li>', esc_url( $article['link'] ), self::title( $article['title'] ) );
		}
		if ( '' === $items ) {
			return '';
		}
		$heading = sprintf( '<h2 class="docent-popular__title">%s</h2>', esc_html__( 'Most helpful articles', 'docent' ) );
		return $this->wrap( $block, 'section', 'docent-popular', $heading . '<ol>' . $items . '</ol>', array( 'aria-label' => __( 'Most helpful articles', 'docent' ) ) );
	}

	/**
	 * Up to $count public articles: helpful ones first, then reading order.
	 *
	 * @param int $count How many.
	 * @return array<int, array{title: string, link: string}>
	 */
	public function articles( int $count ): array {
		$helpful = array_slice( $this->votes->helpful_ids(), 0, $count * 2 );
		$hidden  = array_flip( Listing_Rules::under_hidden() );
		$list    = array();
		if ( $helpful ) {
			_prime_post_caches( $helpful, false, false );
			foreach ( $helpful as $id ) {
				$post = get_post( $id );
				if ( count( $list ) < $count && $post && ! isset( $hidden[ $id ] ) && Hierarchy::is_visible( $post ) && Hierarchy::level( $post ) >= Hierarchy::ARTICLE ) {
					$list[ $id ] = array(
						'title' => $post->post_title,
						'link'  => (string) get_permalink( $post ),
					);
				}
			}
		}
		$home = Doc_Tree::home();
		foreach ( Doc_Tree::by_parent( $home )[0] ?? array() as $documentation ) {
			if ( count( $list ) >= $count ) {
				break;
			}
			foreach ( Doc_Tree::reading_order( Doc_Tree::documentation( $documentation['id'] ) ) as $article ) {
				if ( count( $list ) >= $count ) {
					break;
				}
				$list += array( $article['id'] => $article );
			}
		}
		return array_values( $list );
	}
}
