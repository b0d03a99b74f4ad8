<?php
/**
 * Uninstall: removes Docent's settings, caches, vote counts and its own tables, on every site of a
 * network. Docs (your content) stay, unless the site owner switched on "remove all data".
 *
 * WordPress includes this file with WP_UNINSTALL_PLUGIN defined; the functions can also be loaded
 * on their own (the tests do, to check the data removal without dropping tables: DROP TABLE would
 * commit the test's transaction).
 *
 * @package Docent
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'docent_uninstall' ) ) {

	/**
	 * Docent's tables on the current site, found by name so the list always matches what exists:
	 * every table whose name starts with "{prefix}docent_".
	 *
	 * @return string[]
	 */
	function docent_uninstall_tables(): array {
		global $wpdb;
		$like = $wpdb->esc_like( $wpdb->prefix . 'docent_' ) . '%';
		$tables = array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		// Checked again here: SQLite does not take "\_" in a LIKE pattern as a literal underscore.
		return array_values(
			array_filter(
				$tables,
				static function ( string $table ) use ( $wpdb ): bool {
					return 0 === strpos( $table, $wpdb->prefix . 'docent_' );
				}
			)
		);
	}

	/**
	 * Removes Docent's options, transients, post and user meta on the current site and, when
	 * "remove all data" is on, every doc. Docent's tables are left to docent_uninstall().
	 */
	function docent_uninstall_data(): void {
		global $wpdb;

		$settings   = get_option( 'docent_settings', array() );
		$remove_all = is_array( $settings ) && ! empty( $settings['remove_all_data'] );

		if ( $remove_all ) {
			// Through the API, so revisions, meta and caches of each doc go too.
			$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", 'docs' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
		}

		// Options and transients by name, deleted through the API so the option caches stay right.
		$options = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
				$wpdb->esc_like( 'docent_' ) . '%',
				$wpdb->esc_like( '_transient_docent_' ) . '%',
				$wpdb->esc_like( '_transient_timeout_docent_' ) . '%'
			)
		);
		// The database's LIKE only narrows the list: SQLite does not take "\_" as a literal underscore.
		$ours = static function ( string $name, array $prefixes ): bool {
			foreach ( $prefixes as $prefix ) {
				if ( 0 === strpos( $name, $prefix ) ) {
					return true;
				}
			}
			return false;
		};
		foreach ( $options as $option ) {
			if ( $ours( $option, array( 'docent_', '_transient_docent_', '_transient_timeout_docent_' ) ) ) {
				delete_option( $option );
			}
		}

		// Vote counts and any other per-doc data Docent keeps ("_docent_…" meta keys).
		$meta_keys = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->postmeta} WHERE meta_key LIKE %s", $wpdb->esc_like( '_docent_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $meta_keys as $meta_key ) {
			if ( $ours( $meta_key, array( '_docent_' ) ) ) {
				delete_post_meta_by_key( $meta_key );
			}
		}
	}

	/**
	 * Removes the boot data's static files on the current site (uploads/docent/boot, see
	 * Frontend\Boot_File), and their folders when nothing else is in them.
	 */
	function docent_uninstall_files(): void {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) || empty( $uploads['basedir'] ) ) {
			return;
		}
		$folder = untrailingslashit( $uploads['basedir'] ) . '/docent/boot';
		foreach ( (array) glob( $folder . '/*.json' ) as $file ) {
			wp_delete_file( (string) $file );
		}
		@rmdir( $folder ); // phpcs:ignore WordPress.PHP.NoSilencedErrors, Generic.PHP.NoSilencedErrors -- a folder still holding files stays.
		@rmdir( dirname( $folder ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors, Generic.PHP.NoSilencedErrors -- a folder still holding files stays.
	}

	/**
	 * Drops Docent's tables on the current site.
	 */
	function docent_uninstall_drop_tables(): void {
		global $wpdb;
		foreach ( docent_uninstall_tables() as $table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS `' . esc_sql( $table ) . '`' ); // phpcs:ignore WordPress.DB
		}
	}

	/**
	 * Everything, on every site of the network.
	 */
	function docent_uninstall(): void {
		global $wpdb;
		$sites = is_multisite() ? get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) : array( 0 );
		foreach ( $sites as $site ) {
			if ( $site ) {
				switch_to_blog( (int) $site );
			}
			docent_uninstall_data();
			docent_uninstall_files();
			docent_uninstall_drop_tables();
			if ( $site ) {
				restore_current_blog();
			}
		}
		// Per-user data Docent may keep ("docent_…" user meta), shared by the whole network.
		$user_keys = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( 'docent_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $user_keys as $user_key ) {
			// Checked again here: SQLite does not take "\_" in a LIKE pattern as a literal underscore.
			if ( 0 === strpos( $user_key, 'docent_' ) ) {
				delete_metadata( 'user', 0, $user_key, '', true );
			}
		}
		wp_cache_flush();
	}
}

if ( defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	docent_uninstall();
}
