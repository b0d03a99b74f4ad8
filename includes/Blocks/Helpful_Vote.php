<?php
/**
 * docent/helpful-vote: "Was this helpful?" on an article, counted with the widget's votes.
 * A plain form (see Pages\Vote_Form), so it works without JavaScript and the page stays the
 * same for every visitor; the answer shows after the redirect back.
 *
 * @package Docent
 */

namespace Docent\Blocks;

use Docent\Docs\Hierarchy;
use Docent\Pages\Vote_Form;

defined( 'ABSPATH' ) || exit;

/**
 * Yes / No buttons, or the outcome of the vote just sent.
 */
final class Helpful_Vote extends Block {

	/**
	 * @inheritDoc
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$doc = $this->doc( $block );
		if ( ! $doc || $doc->level() < Hierarchy::ARTICLE || ! Hierarchy::is_visible( $doc->post ) ) {
			return '';
		}
		$heading = sprintf( '<h2 class="docent-helpful__question" id="docent-helpful-title">%s</h2>', esc_html__( 'Was this helpful?', 'docent' ) );
		$outcome = Vote_Form::outcome();
		if ( '' !== $outcome ) {
			$body = sprintf( '<p class="docent-helpful__outcome" role="status">%s</p>', esc_html( self::message( $outcome ) ) );
		} else {
			$body = sprintf(
				'<form class="docent-helpful__form" method="post" action="%1$s"><input type="hidden" name="%2$s" value="%3$d" /><button type="submit" name="%4$s" value="yes">%5$s</button> <button type="submit" name="%4$s" value="no">%6$s</button></form>',
				esc_url( (string) get_permalink( $doc->post ) ),
				esc_attr( Vote_Form::FIELD_DOC ),
				(int) $doc->post->ID,
				esc_attr( Vote_Form::FIELD_HELPFUL ),
				esc_html__( 'Yes', 'docent' ),
				esc_html__( 'No', 'docent' )
			);
		}
		return $this->wrap(
			$block,
			'section',
			'docent-helpful',
			$heading . $body,
			array(
				'id'              => 'docent-helpful',
				'aria-labelledby' => 'docent-helpful-title',
			)
		);
	}

	/**
	 * What the visitor reads after voting.
	 *
	 * @param string $outcome thanks, already, limited or error.
	 */
	private static function message( string $outcome ): string {
		switch ( $outcome ) {
			case 'thanks':
				return __( 'Thanks for your feedback!', 'docent' );
			case 'already':
				return __( 'You have already voted on this article. Thanks!', 'docent' );
			case 'limited':
				return __( 'Too many votes in a short time. Please try again in a few minutes.', 'docent' );
			default:
				return __( 'Your vote could not be counted. Please try again later.', 'docent' );
		}
	}
}
