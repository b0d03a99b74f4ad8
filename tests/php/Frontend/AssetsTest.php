<?php
/**
 * The boot data's script list and frame: what the loader fetches on intent and runs at idle.
 *
 * @package Docent
 */

namespace Docent\Tests\Frontend;

use Docent\Frontend\Assets;
use Docent\Plugin;
use Docent\Tests\TestCase;

/**
 * Polyfills are marked so the loader can skip them, and the frame's code has its own address.
 */
final class AssetsTest extends TestCase {

	private function assets(): Assets {
		$assets = Plugin::get( 'assets' );
		assert( $assets instanceof Assets );
		return $assets;
	}

	public function test_wordpress_polyfills_in_the_script_list_carry_the_feature_they_make_up_for(): void {
		$this->assets()->register_scripts();
		wp_register_script( 'docent-test-needs-polyfills', 'https://example.org/x.js', array( 'wp-polyfill', 'regenerator-runtime', 'wp-polyfill-inert', 'wp-i18n' ), '1', true );
		$items = Assets::script_manifest( wp_scripts(), 'docent-test-needs-polyfills' );

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

	public function test_the_boot_data_names_the_frame_code_and_the_frame_texts(): void {
		$this->assets()->register_scripts();
		$boot = $this->assets()->boot_data();
		$this->assertMatchesRegularExpression( '#/plugins/docent/build/frame\.js\?ver=[\w.-]+$#', $boot['frame'] );
		$this->assertMatchesRegularExpression( '#/plugins/docent/build/suggest\.js\?ver=[\w.-]+$#', $boot['suggest'] );
		$this->assertSame( 'Search', $boot['i18n']['search'] );
		$this->assertSame( 'Ask me anything about this website...', $boot['i18n']['ask'] );
	}
}
