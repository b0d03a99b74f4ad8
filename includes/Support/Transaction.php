<?php
/**
 * Runs a unit of database work all or nothing, retrying when the database asks for it.
 *
 * @package Docent
 */

namespace Docent\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A transaction around a callback. Inside a caller's own transaction (autocommit off, or the
 * SQLite drop-in, which nests by itself) it becomes a savepoint, so it never commits work that
 * is not its own. A deadlock, a lock wait timeout, SQLite's "busy" or a Galera certification
 * failure roll the work back and run it again, a few times, before the error is passed on.
 */
final class Transaction {

	/**
	 * How many times the work runs at most.
	 */
	public const ATTEMPTS = 4;

	/**
	 * Runs the work in a transaction and returns what it returns.
	 *
	 * @param callable $work Does the writes; throws Database_Error (see check()) when one fails.
	 * @return mixed
	 * @throws Database_Error When the work still fails after the retries, or cannot be retried.
	 */
	public static function run( callable $work ) {
		global $wpdb;
		$nested = self::nested();
		for ( $attempt = 1; ; $attempt++ ) {
			$wpdb->query( $nested ? 'SAVEPOINT docent_work' : 'START TRANSACTION' );
			try {
				$result = $work();
				if ( false === $wpdb->query( $nested ? 'RELEASE SAVEPOINT docent_work' : 'COMMIT' ) ) {
					throw new Database_Error( (string) $wpdb->last_error );
				}
				return $result;
			} catch ( Database_Error $error ) {
				$wpdb->query( $nested ? 'ROLLBACK TO SAVEPOINT docent_work' : 'ROLLBACK' );
				if ( $attempt >= self::ATTEMPTS || ! $error->is_retryable() ) {
					throw $error;
				}
				// Let the other writer finish: 20, 40, 80 ms, with jitter so two retries do not meet again.
				usleep( ( 10000 << $attempt ) + wp_rand( 0, 10000 ) );
			} catch ( \Throwable $error ) {
				$wpdb->query( $nested ? 'ROLLBACK TO SAVEPOINT docent_work' : 'ROLLBACK' );
				throw $error;
			}
		}
	}

	/**
	 * Runs one write on its own (autocommit), retried when it meets another writer: a shared
	 * row that many servers update (an option every doc save touches) gets a deadlock or a Galera
	 * certification failure now and then, which the database expects the client to retry. The
	 * conflict is not logged while a retry is left; the last failure is, as $wpdb logs any error.
	 * Inside a caller's transaction the write runs once: a conflict there undoes the caller's
	 * work too, which only the caller can run again.
	 *
	 * @param callable $write Makes the write; returns false when it failed.
	 * @return bool Whether the write succeeded.
	 */
	public static function write( callable $write ): bool {
		global $wpdb;
		$attempts = self::nested() ? 1 : self::ATTEMPTS;
		for ( $attempt = 1; ; $attempt++ ) {
			$last       = $attempt >= $attempts;
			$suppressed = $last ? null : $wpdb->suppress_errors( true );
			$wpdb->last_error = '';
			$result           = $write();
			$error            = (string) $wpdb->last_error;
			if ( null !== $suppressed ) {
				$wpdb->suppress_errors( $suppressed );
			}
			if ( '' === $error ) {
				return false !== $result; // False without an error: nothing to change.
			}
			if ( $last || ! ( new Database_Error( $error ) )->is_retryable() ) {
				if ( ! $last ) {
					$wpdb->print_error( $error ); // Not a conflict: logged as $wpdb would have.
				}
				return false;
			}
			usleep( ( 10000 << $attempt ) + wp_rand( 0, 10000 ) );
		}
	}

	/**
	 * Runs one prepared statement through write(): a conflict with another writer is retried.
	 *
	 * @param string $sql A prepared statement that changes rows.
	 * @return int|null The rows it changed, or null when the database refused it.
	 */
	public static function affected( string $sql ): ?int {
		global $wpdb;
		$changed = false;
		self::write(
			static function () use ( $wpdb, $sql, &$changed ) {
				$changed = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the caller prepared it.
				return $changed;
			}
		);
		return false === $changed ? null : (int) $changed; // $wpdb answers false only when the statement failed.
	}

	/**
	 * Throws when the last statement failed.
	 *
	 * @param mixed $result What $wpdb returned.
	 * @throws Database_Error When it is false.
	 * @return mixed The result.
	 */
	public static function check( $result ) {
		global $wpdb;
		if ( false === $result ) {
			throw new Database_Error( '' !== (string) $wpdb->last_error ? (string) $wpdb->last_error : 'query failed' );
		}
		return $result;
	}

	/**
	 * Throws when the last read failed ($wpdb answers a failed read with an empty result).
	 *
	 * @param mixed $result What $wpdb returned.
	 * @throws Database_Error When the database reported an error.
	 * @return mixed The result.
	 */
	public static function check_read( $result ) {
		global $wpdb;
		if ( '' !== (string) $wpdb->last_error ) {
			throw new Database_Error( (string) $wpdb->last_error );
		}
		return $result;
	}

	/**
	 * Whether a transaction is already open on this connection (its work is committed by its owner).
	 */
	private static function nested(): bool {
		global $wpdb;
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			return false; // The drop-in turns an inner START TRANSACTION into a savepoint itself.
		}
		return '0' === (string) $wpdb->get_var( 'SELECT @@autocommit' );
	}
}
