<?php
/**
 * The boot data's script list and frame: what the loader fetches on intent and runs at idle.
 *
 * @package Docent
 */

namespace Docent\Tests\Frontend;

use Docent\Frontend\Assets;
use Docent\Frontend\Boot_Data;
use Docent\Frontend\Script_Manifest;
use Docent\Frontend\Visibility;
use Docent\Settings\Settings;
use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Polyfills are marked so the loader can skip them, and the frame's code has its own address.
 */
final class AssetsTest extends TestCase {

	private function assets(): Assets {
		$settings = new Settings();
		return new Assets( $settings, new Visibility( $settings ), new Boot_Data( $settings ) );
	}

	public function test_wordpress_polyfills_in_the_script_list_carry_the_feature_they_make_up_for(): void {
		$this->assets()->register_scripts();
		wp_register_script( 'docent-test-needs-polyfills', 'https://example.org/x.js', array( 'wp-polyfill', 'regenerator-runtime', 'wp-polyfill-inert', 'wp-i18n' ), '1', true );
		$items = Script_Manifest::build( wp_scripts(), 'docent-test-needs-polyfills' );

		$marked = array();
		foreach ( $items as $item ) {
			if ( isset( $item['src'] ) && preg_match( '#/(wp-polyfill|regenerator-runtime|wp-polyfill-inert)(\.min)?\.js#', $item['src'], $match ) ) {
				$marked[ $match[1] ] = $item['polyfill'] ?? null;
			}
		}
		$this->assertSame( array( 'wp-polyfill-inert' => 'inert', 'regenerator-runtime' => 'es', 'wp-polyfill' => 'es' ), $marked );

		// Everything else is plain: no polyfill key on i18n or on the script itself.
		foreach ( $items as $item ) {
			if ( isset( $item['src'] ) && ( str_contains( $item['src'], '/i18n' ) || str_contains( $item['src'], 'example.org/x.js' ) ) ) {
				$this->assertArrayNotHasKey( 'polyfill', $item );
			}
		}
	}

	public function test_each_script_in_the_list_names_its_handle_so_a_page_that_has_it_skips_it(): void {
		$this->assets()->register_scripts();
		wp_register_script( 'docent-test-with-code', 'https://example.org/y.js', array( 'wp-i18n' ), '1', true );
		wp_add_inline_script( 'docent-test-with-code', 'window.docentTestAfter = 1;' );
		$items = Script_Manifest::build( wp_scripts(), 'docent-test-with-code' );

		$mine = array_values( array_filter( $items, static fn( $item ) => 'docent-test-with-code' === $item['handle'] ) );
		$this->assertCount( 2, $mine, 'the file, then its inline code' );
		$this->assertSame( 'https://example.org/y.js?ver=1', $mine[0]['src'] );
		$this->assertSame( 'window.docentTestAfter = 1;', $mine[1]['code'] );
		$this->assertContains( 'wp-i18n', array_column( $items, 'handle' ) );
		foreach ( $items as $item ) {
			$this->assertIsString( $item['handle'] );
		}
	}

	public function test_the_boot_data_names_the_frame_code_and_the_frame_texts(): void {
		$this->assets()->register_scripts();
		$page = $this->assets()->boot_data();
		$this->assertMatchesRegularExpression( '#/plugins/docent/build/frame\.js\?ver=[\w.-]+$#', $page['frame'] );
		$this->assertMatchesRegularExpression( '#/plugins/docent/build/suggest\.js\?ver=[\w.-]+$#', $page['suggest'] );
		$shared = ( new Boot_Data( ( new Settings() ) ) )->shared();
		$this->assertSame( 'Search', $shared['i18n']['search'] );
		$this->assertSame( 'Ask me anything about this website...', $shared['i18n']['ask'] );
	}
}
