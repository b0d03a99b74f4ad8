<?php
/**
 * One of Docent's own tables: its name, its CREATE TABLE, and the autoloaded option saying which
 * version of it is installed.
 *
 * @package Docent
 */

namespace Docent\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and upgrades a table with dbDelta(), and brings it back when it was dropped.
 */
final class Custom_Table {

	/**
	 * Name without the site's prefix.
	 *
	 * @var string
	 */
	private string $suffix;

	/**
	 * Autoloaded option holding the installed version.
	 *
	 * @var string
	 */
	private string $option;

	/**
	 * Version of the definition below; bump it when the columns or keys change.
	 *
	 * @var string
	 */
	private string $version;

	/**
	 * Columns and keys in dbDelta's format: one per line, two spaces after PRIMARY KEY, KEY not INDEX.
	 *
	 * @var string
	 */
	private string $definition;

	/**
	 * @param string $suffix     Name without the site's prefix.
	 * @param string $option     Autoloaded option holding the installed version.
	 * @param string $version    Version of the definition.
	 * @param string $definition Columns and keys, in dbDelta's format.
	 */
	public function __construct( string $suffix, string $option, string $version, string $definition ) {
		$this->suffix     = $suffix;
		$this->option     = $option;
		$this->version    = $version;
		$this->definition = $definition;
	}

	/**
	 * The table's full name.
	 */
	public function name(): string {
		global $wpdb;
		return $wpdb->prefix . $this->suffix;
	}

	/**
	 * Creates or upgrades the table.
	 */
	public function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( "CREATE TABLE {$this->name()} (\n{$this->definition}\n) {$wpdb->get_charset_collate()};" );
		update_option( $this->option, $this->version, true );
	}

	/**
	 * Whether the installed version is this one (one autoloaded option read).
	 */
	public function is_current(): bool {
		return $this->version === get_option( $this->option );
	}

	/**
	 * Installs or upgrades when the installed version is behind.
	 *
	 * @return bool Whether it ran the install.
	 */
	public function maybe_install(): bool {
		if ( $this->is_current() ) {
			return false;
		}
		$this->install();
		return true;
	}

	/**
	 * Recreates the table when the last statement failed because it is gone (dropped by hand, a
	 * restore without it), which the version option alone never notices.
	 *
	 * @return bool Whether it was missing and is back.
	 */
	public function recreate_if_missing(): bool {
		global $wpdb;
		if ( ! ( new Database_Error( (string) $wpdb->last_error ) )->is_missing_table() ) {
			return false;
		}
		$this->install();
		return true;
	}
}
