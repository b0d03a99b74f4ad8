<?php
/**
 * The shared boot data as a static file the web server answers, so that a page served by a page
 * cache costs PHP nothing until the visitor acts. GET /docent/v1/boot stays the fallback.
 *
 * @package Docent
 */

namespace Docent\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * Writes `uploads/docent/boot/{locale}-{version}.json`, where the version is the hash of the
 * content (Boot_Data::version()). Whatever the content depends on — the settings, Docent's and
 * WordPress's script versions, the language packs' translations, other plugins' filters on the
 * scripts — changes the name, so a new file is written on the next page view and nothing ever
 * has to be invalidated. The file is a derived copy: any server rebuilds a missing one from the
 * database and the code, and the page names the REST route as the fallback for a server that
 * lacks it. Files of older versions are removed a day after a newer one is written (pages in a
 * page cache may still name them; when they are gone, the loader asks the REST route).
 */
final class Boot_File {

	/**
	 * Folder under the uploads folder.
	 */
	public const FOLDER = 'docent/boot';

	/**
	 * How long a replaced file stays, in seconds.
	 */
	private const KEEP_OLD = DAY_IN_SECONDS;

	/**
	 * The address of the file for this content, written first when missing; null where files are
	 * off (the `docent_boot_file` filter) or cannot be written (a read-only file system, an
	 * uploads folder this server may not write): the page then names only the REST route.
	 *
	 * @param array<string, mixed> $shared  The shared boot data.
	 * @param string               $version Its version (a hash of it).
	 * @param string               $locale  The language it is in.
	 */
	public function url( array $shared, string $version, string $locale ): ?string {
		/**
		 * Filters whether the shared boot data is served as a static file. Return false to keep it
		 * dynamic (GET /docent/v1/boot only), e.g. where the uploads folder is not served as is.
		 *
		 * @param bool $enabled Default true.
		 */
		if ( ! apply_filters( 'docent_boot_file', true ) ) {
			return null;
		}
		$where = $this->folder();
		if ( null === $where ) {
			return null;
		}
		$name = self::name( $locale, $version );
		$path = $where['path'] . '/' . $name;
		if ( ! is_file( $path ) && ! $this->write( $where['path'], $name, $shared, $locale ) ) {
			return null;
		}
		return $where['url'] . '/' . $name;
	}

	/**
	 * The file's name: the locale and the version, nothing a request can choose.
	 *
	 * @param string $locale  Locale.
	 * @param string $version Version.
	 */
	public static function name( string $locale, string $version ): string {
		return preg_replace( '/[^A-Za-z0-9_]/', '', $locale ) . '-' . preg_replace( '/[^0-9a-f]/', '', $version ) . '.json';
	}

	/**
	 * The folder's path and address, or null without an uploads folder.
	 *
	 * @return array{path: string, url: string}|null
	 */
	public function folder(): ?array {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) || empty( $uploads['basedir'] ) ) {
			return null;
		}
		return array(
			'path' => untrailingslashit( $uploads['basedir'] ) . '/' . self::FOLDER,
			'url'  => untrailingslashit( $uploads['baseurl'] ) . '/' . self::FOLDER,
		);
	}

	/**
	 * Writes the file whole or not at all: into a temporary file first, then renamed, so that a
	 * server reading it while another writes never sees half of it. Then clears out old versions.
	 *
	 * @param string               $dir    Folder.
	 * @param string               $name   File name.
	 * @param array<string, mixed> $shared Content.
	 * @param string               $locale Its language.
	 */
	private function write( string $dir, string $name, array $shared, string $locale ): bool {
		if ( ! wp_mkdir_p( $dir ) || ! wp_is_writable( $dir ) ) {
			return false;
		}
		$json = wp_json_encode( $shared, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		if ( ! is_string( $json ) ) {
			return false;
		}
		$temp = $dir . '/.' . $name . '.' . wp_generate_password( 8, false ) . '.tmp';
		// Not WP_Filesystem: a page view cannot ask for FTP credentials, and a failure is fine (the REST fallback).
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		if ( strlen( $json ) !== @file_put_contents( $temp, $json ) || ! @rename( $temp, $dir . '/' . $name ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors, Generic.PHP.NoSilencedErrors -- a failure here only means the REST fallback.
			@unlink( $temp ); // phpcs:ignore WordPress.PHP.NoSilencedErrors, Generic.PHP.NoSilencedErrors -- a failure here only means the REST fallback.
			return false;
		}
		@chmod( $dir . '/' . $name, 0644 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors, Generic.PHP.NoSilencedErrors -- a failure here only means the REST fallback.
		$this->remove_old( $dir, $name, $locale );
		return true;
	}

	/**
	 * Removes the locale's other files once they are older than KEEP_OLD.
	 *
	 * @param string $dir    Folder.
	 * @param string $keep   The file just written.
	 * @param string $locale Locale.
	 */
	private function remove_old( string $dir, string $keep, string $locale ): void {
		$prefix = preg_replace( '/[^A-Za-z0-9_]/', '', $locale ) . '-';
		foreach ( (array) glob( $dir . '/*.json' ) as $file ) {
			$base = basename( (string) $file );
			if ( $base !== $keep && 0 === strpos( $base, $prefix ) && (int) @filemtime( (string) $file ) < time() - self::KEEP_OLD ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors, Generic.PHP.NoSilencedErrors -- a failure here only means the REST fallback.
				wp_delete_file( (string) $file );
			}
		}
	}

	/**
	 * Removes every boot file (uninstall).
	 */
	public function remove_all(): void {
		$where = $this->folder();
		if ( null === $where || ! is_dir( $where['path'] ) ) {
			return;
		}
		foreach ( (array) glob( $where['path'] . '/*.json' ) as $file ) {
			wp_delete_file( (string) $file );
		}
		@rmdir( $where['path'] ); // phpcs:ignore WordPress.PHP.NoSilencedErrors, Generic.PHP.NoSilencedErrors -- a failure here only means the REST fallback.
		@rmdir( dirname( $where['path'] ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors, Generic.PHP.NoSilencedErrors -- a failure here only means the REST fallback.
	}
}
