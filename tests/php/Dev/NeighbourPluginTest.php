<?php
/**
 * The dev and test sites host other plugins correctly: a plugin installed next to Docent is
 * known by its own basename and its activation hook runs (the sites live outside the folder
 * that wp-content/plugins/docent links to; see scripts/lib/wordpress.mjs).
 *
 * @package Docent
 */

namespace Docent\Tests\Dev;

use Docent\Tests\TestCase;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * Installs a throwaway plugin beside Docent, activates it and checks what it wrote.
 */
final class NeighbourPluginTest extends TestCase {

	private const SLUG = 'docent-test-neighbour';

	private string $dir;

	protected function setUp(): void {
		parent::setUp();
		$this->dir = WP_PLUGIN_DIR . '/' . self::SLUG;
		wp_mkdir_p( $this->dir );
		file_put_contents(
			$this->dir . '/neighbour.php',
			"<?php\n/**\n * Plugin Name: Docent test neighbour\n */\n" .
			"register_activation_hook( __FILE__, static function () { update_option( 'docent_test_neighbour', plugin_basename( __FILE__ ) ); } );\n"
		);
		wp_clean_plugins_cache( false );
	}

	protected function tearDown(): void {
		deactivate_plugins( self::SLUG . '/neighbour.php', true );
		unlink( $this->dir . '/neighbour.php' );
		rmdir( $this->dir );
		wp_clean_plugins_cache( false );
		parent::tearDown();
	}

	public function test_another_plugins_activation_hook_runs_and_its_basename_is_its_own(): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->assertArrayHasKey( self::SLUG . '/neighbour.php', get_plugins() );

		$result = activate_plugin( self::SLUG . '/neighbour.php' );

		$this->assertNull( $result );
		$this->assertSame( self::SLUG . '/neighbour.php', get_option( 'docent_test_neighbour' ) );
		$this->assertSame( 'docent/plugin.php', plugin_basename( DOCENT_FILE ) );
	}
}
