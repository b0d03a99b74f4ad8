<?php
/**
 * @package Docent
 */

namespace Docent\Tests;

use Docent\Docs\Votes;
use Docent\Frontend\Boot_Data;
use Docent\Frontend\Boot_File;
use Docent\Settings\Settings;

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

/**
 * uninstall.php's data removal. Its table drops are not run here on purpose: DROP TABLE commits
 * the transaction every test runs in, so it would change the shared test database for good.
 * The tests check which tables it would drop instead.
 */
final class UninstallTest extends TestCase {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			self::fail( 'WP_UNINSTALL_PLUGIN is defined: loading uninstall.php would drop tables.' );
		}
		require_once DOCENT_DIR . '/uninstall.php';
	}

	public function test_loading_the_file_outside_an_uninstall_changes_nothing(): void {
		update_option( Settings::OPTION, array( 'assist_enable' => 'off' ) );
		require DOCENT_DIR . '/uninstall.php';
		$this->assertSame( array( 'assist_enable' => 'off' ), get_option( Settings::OPTION ) );
	}

	public function test_options_transients_and_doc_meta_go_but_docs_stay(): void {
		$doc = $this->doc();
		update_option( Settings::OPTION, array( 'assist_enable' => 'off' ) );
		update_option( 'docent_search_version', '3' );
		set_transient( Votes::CACHE_KEY, array( $doc ), HOUR_IN_SECONDS );
		update_post_meta( $doc, Votes::UP, 3 );
		update_post_meta( $doc, Votes::DOWN, 1 );
		update_option( 'docentish_other_plugin', 'keep' );
		update_post_meta( $doc, 'docent_not_ours', 'keep' );
		$docs_before = (int) wp_count_posts( 'docs' )->publish;

		docent_uninstall_data();

		$this->assertFalse( get_option( Settings::OPTION ) );
		$this->assertFalse( get_option( 'docent_search_version' ) );
		$this->assertFalse( get_transient( Votes::CACHE_KEY ) );
		$this->assertSame( '', get_post_meta( $doc, Votes::UP, true ) );
		$this->assertSame( '', get_post_meta( $doc, Votes::DOWN, true ) );
		$this->assertSame( 'keep', get_option( 'docentish_other_plugin' ), 'underscores in the LIKE pattern are escaped' );
		$this->assertSame( 'keep', get_post_meta( $doc, 'docent_not_ours', true ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $doc ) );
		wp_cache_flush();
		$this->assertSame( $docs_before, (int) wp_count_posts( 'docs' )->publish );
	}

	public function test_remove_all_data_deletes_every_doc_and_nothing_else(): void {
		$doc  = $this->doc();
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Stays',
			)
		);
		$draft = $this->doc( array( 'post_status' => 'draft' ) );
		update_option( Settings::OPTION, array( 'remove_all_data' => true ) );

		docent_uninstall_data();

		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", 'docs' ) ) );
		$this->assertNull( get_post( $doc ) );
		$this->assertNull( get_post( $draft ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $page ) );
		$this->assertFalse( get_option( Settings::OPTION ) );
	}

	public function test_it_would_drop_exactly_the_tables_named_after_docent(): void {
		global $wpdb;
		$expected = array_values(
			array_filter(
				(array) $wpdb->get_col( 'SHOW TABLES' ),
				static fn( string $table ): bool => str_starts_with( $table, $wpdb->prefix . 'docent_' )
			)
		);
		$tables   = docent_uninstall_tables();
		sort( $expected );
		sort( $tables );
		$this->assertSame( $expected, $tables );
		$this->assertNotContains( $wpdb->posts, $tables );
		$this->assertNotContains( $wpdb->options, $tables );
	}

	public function test_the_boot_datas_static_files_go(): void {
		$page = ( new Boot_Data( new \Docent\Settings\Settings() ) )->page();
		$this->assertArrayHasKey( 'file', $page );
		$folder = ( new Boot_File() )->folder()['path'];
		$this->assertNotEmpty( glob( $folder . '/*.json' ) );

		docent_uninstall_files();
		$this->assertDirectoryDoesNotExist( $folder );
	}
}
