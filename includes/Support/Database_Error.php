<?php
/**
 * A database statement that failed.
 *
 * @package Docent
 */

namespace Docent\Support;

defined( 'ABSPATH' ) || exit;

/**
 * Carries the database's message, and says whether running the work again may succeed.
 */
final class Database_Error extends \RuntimeException {

	/**
	 * Whether the failure was a conflict with another writer (deadlock, lock wait, SQLite busy,
	 * Galera certification), which a retry of the whole transaction resolves.
	 */
	public function is_retryable(): bool {
		return (bool) preg_match( '/deadlock|lock wait timeout|database is locked|database table is locked|busy|wsrep|try restarting transaction/i', $this->getMessage() );
	}

	/**
	 * Whether the failure was a missing table (dropped by hand, a half-finished migration).
	 */
	public function is_missing_table(): bool {
		return (bool) preg_match( "/doesn't exist|no such table|unknown table/i", $this->getMessage() );
	}
}
