<?php
/**
 * @package Docent
 */

namespace Docent\Tests\Blocks;

use Docent\Settings\Settings;
use Docent\Tests\Pages\Pages_TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require_once dirname( __DIR__ ) . '/Pages/Pages_TestCase.php';

/**
 * The docs home's blocks: documentation cards, search, most helpful, and the home as set up.
 */
final class Home_BlocksTest extends Pages_TestCase {

	public function test_docs_index_shows_documentations_in_menu_order_with_counts_and_no_hidden_docs(): void {
		$ids = $this->ordered_documentation();
		wp_update_post(
			array(
				'ID'         => $ids['Guide'],
				'menu_order' => -100,
			)
		);
		$empty = $this->doc( array( 'post_title' => 'Nothing yet', 'menu_order' => -200 ) );
		$html  = $this->render( 'docent/docs-index' );
		preg_match_all( '#<h2 class="docent-index__title"><a href="([^"]+)">([^<]+)</a></h2>#', $html, $m );
		$this->assertSame( 'Guide', $m[2][0], 'the lowest menu order comes first' );
		$this->assertSame( get_permalink( $ids['Guide'] ), $m[1][0] );
		$this->assertNotContains( 'Nothing yet', $m[2], 'a documentation with no article is left out' );
		$this->assertStringContainsString( '<p class="docent-index__count">4 articles</p>', $html );
		$this->assertStringContainsString( '">First</a> <span class="docent-index__count">2 articles</span>', $html );
		foreach ( self::hidden_titles() as $hidden ) {
			$this->assertStringNotContainsString( $hidden, $html );
		}
		$this->assertNotEmpty( $empty );
	}

	public function test_docs_search_lists_ranked_results_on_the_docs_home(): void {
		$this->visit( array( 'post_type' => 'docs' ) );
		$_GET['q'] = 'instal';
		$html      = $this->render( 'docent/docs-search' );
		$this->assertStringContainsString( 'name="q" value="instal"', $html );
		$this->assertMatchesRegularExpression( '#<h2 id="docent-search-summary">\d+ results? for “instal”</h2>#u', $html );
		$this->assertStringContainsString( '>Installing Docent</a>', $html, 'the demo guide’s install article is found' );
		$this->assertStringContainsString( '<mark>', $html );
		$this->assertStringNotContainsString( 'Upcoming: Slack integration', $html );

		$_GET['q'] = 'zzqxvw';
		$this->assertStringContainsString( 'No articles match “zzqxvw”.', $this->render( 'docent/docs-search' ) );

		$_GET['q'] = '"><script>alert(1)</script>';
		$this->assertStringNotContainsString( '<script>', $this->render( 'docent/docs-search' ) );
	}

	public function test_docs_search_elsewhere_is_only_the_form(): void {
		$_GET['q'] = 'instal';
		$html      = $this->render( 'docent/docs-search' );
		$this->assertStringContainsString( 'action="' . get_post_type_archive_link( 'docs' ) . '"', $html );
		$this->assertStringNotContainsString( 'docent-search__results', $html );
	}

	public function test_popular_docs_puts_the_most_helpful_first_counted_through_the_vote_route(): void {
		$ids = $this->ordered_documentation();
		foreach ( array( '10.0.0.1', '10.0.0.2' ) as $address ) {
			$_SERVER['REMOTE_ADDR'] = $address;
			$this->assertStatus( 200, $this->rest( 'POST', '/docent/v1/docs/' . $ids['B2'] . '/vote', array( 'helpful' => true ) ) );
		}
		$_SERVER['REMOTE_ADDR'] = '10.0.0.3';
		$this->assertStatus( 404, $this->rest( 'POST', '/docent/v1/docs/' . $ids['Locked'] . '/vote', array( 'helpful' => true ) ), 'rest_post_invalid_id' );
		$html = $this->render( 'docent/popular-docs', 0, array( 'count' => 3 ) );
		preg_match_all( '#<li><a href="([^"]+)">([^<]+)</a></li>#', $html, $m );
		$this->assertCount( 3, $m[2] );
		$this->assertSame( 'B2', $m[2][0] );
		$this->assertSame( get_permalink( $ids['B2'] ), $m[1][0] );
		$this->assertNotContains( 'Locked article', $m[2] );
	}

	public function test_the_home_shows_what_the_settings_switch_on(): void {
		$this->ordered_documentation();
		( new Settings() )->update(
			array(
				'docs_home' => array(
					'title'        => 'Help & <b>centre</b>',
					'intro'        => 'Answers & guides.',
					'show_search'  => false,
					'show_popular' => false,
				),
			)
		);
		$html = $this->render( 'docent/docs-home' );
		$this->assertMatchesRegularExpression( '#<h1 class="docent-home__title">Help &amp; (&lt;b&gt;)?centre(&lt;/b&gt;)?</h1>#', $html, 'the heading is plain, escaped text' );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringContainsString( '<p class="docent-home__intro">Answers &amp; guides.</p>', $html );
		$this->assertStringContainsString( 'class="docent-index"', $html );
		$this->assertStringNotContainsString( 'docent-search', $html );
		$this->assertStringNotContainsString( 'docent-popular', $html );
		$this->assertStringNotContainsString( 'wp-block-docent-docs-index', $html, 'nested parts do not take the home block’s wrapper' );
	}

	public function test_docs_home_settings_are_validated(): void {
		$this->act_as( 'administrator' );
		$this->assertStatus( 400, $this->rest( 'POST', '/docent/v1/settings', array( 'docs_home' => array( 'show_search' => 'maybe' ) ) ) );
		$this->assertStatus( 400, $this->rest( 'POST', '/docent/v1/settings', array( 'docs_home' => array( 'title' => str_repeat( 'x', 101 ) ) ) ) );
		$this->assertStatus( 400, $this->rest( 'POST', '/docent/v1/settings', array( 'docs_home' => array( 'colour' => 'red' ) ) ) );
		$ok = $this->rest( 'POST', '/docent/v1/settings', array( 'docs_home' => array( 'title' => 'Help centre' ) ) );
		$this->assertStatus( 200, $ok );
		$this->assertSame( 'Help centre', ( new Settings() )->get()['docs_home']['title'] );
		$this->assertArrayNotHasKey( 'docs_home', ( new Settings() )->public_data(), 'the widget’s boot data stays small' );
	}
}
