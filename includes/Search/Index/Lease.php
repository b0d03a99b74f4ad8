<?php
/**
 * The right to write the index, held by one PHP process of the whole site at a time.
 *
 * @package Docent
 */

namespace Docent\Search\Index;

use Docent\Support\Database_Error;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * A row of the state table with an owner and an expiry, taken with one conditional UPDATE. That
 * is atomic on every database Docent runs on, including a Galera cluster, where GET_LOCK() and
 * LOCK TABLES only lock one node: two nodes taking the row at once fail certification, and only
 * one of them commits. Every index write renews the lease inside its own transaction, so a writer
 * whose lease ran out (a stalled process) can no longer commit anything.
 */
final class Lease {

	/**
	 * How long a lease lasts without being renewed, in milliseconds.
	 */
	public const TTL = 30000;

	/**
	 * This process's owner id.
	 *
	 * @var string
	 */
	private string $owner;

	/** Gives this process its own owner id, so its lease is never mistaken for another's. */
	public function __construct() {
		$this->owner = wp_generate_uuid4();
	}

	/**
	 * Takes the lease when it is free, expired or already ours.
	 *
	 * @return bool Whether this process holds it now.
	 */
	public function acquire(): bool {
		global $wpdb;
		$table = Schema::tables()['state'];
		$now   = self::now();
		$suppress = $wpdb->suppress_errors( true );
		// A conflict with another node (Galera) or a busy database means "someone else has it".
		$sql   = $wpdb->prepare( "UPDATE $table SET owner = %s, expires = %d WHERE name = 'lease' AND (owner = '' OR owner = %s OR expires < %d)", $this->owner, $now + self::TTL, $this->owner, $now ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$taken = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB -- prepared above.
		if ( 0 === $taken && null === $wpdb->get_var( "SELECT name FROM $table WHERE name = 'lease'" ) ) { // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
			// The row is gone (a table emptied by hand or restored without it): put it back.
			State::seed();
			$taken = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB -- prepared above.
		}
		$wpdb->suppress_errors( $suppress );
		return 1 === $taken;
	}

	/**
	 * Extends the lease; call inside the transaction that writes the index.
	 *
	 * @throws Database_Error When this process no longer holds it (not retried).
	 */
	public function renew(): void {
		global $wpdb;
		$table = Schema::tables()['state'];
		$now   = self::now();
		// The new expiry always differs from the old one, so MySQL counts the row as changed.
		$kept = Transaction::check( $wpdb->query( $wpdb->prepare( "UPDATE $table SET expires = CASE WHEN expires >= %d THEN expires + 1 ELSE %d END WHERE name = 'lease' AND owner = %s AND expires >= %d", $now + self::TTL, $now + self::TTL, $this->owner, $now ) ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		if ( 1 !== $kept ) {
			throw new Database_Error( 'The index write lease was lost to another process.' );
		}
	}

	/**
	 * Extends the lease after long work done outside any transaction (reading and analysing a
	 * rebuild's block of docs can outlast TTL on a busy host), provided no other process took it
	 * in the meantime: a lease still in this process's name, even one that ran out, was never held
	 * by anyone else, so nobody wrote the index in between. Any other process taking it replaces
	 * the owner, and two nodes changing the row at once conflict (one of them fails).
	 *
	 * @return bool Whether the lease is this process's again, for TTL from now.
	 */
	public function extend(): bool {
		global $wpdb;
		$table    = Schema::tables()['state'];
		$now      = self::now();
		$suppress = $wpdb->suppress_errors( true );
		$kept     = $wpdb->query( $wpdb->prepare( "UPDATE $table SET expires = CASE WHEN expires >= %d THEN expires + 1 ELSE %d END WHERE name = 'lease' AND owner = %s", $now + self::TTL, $now + self::TTL, $this->owner ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
		$wpdb->suppress_errors( $suppress );
		return 1 === $kept;
	}

	/**
	 * Gives the lease back (if it is still ours).
	 */
	public function release(): void {
		global $wpdb;
		$table = Schema::tables()['state'];
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET owner = '', expires = 0 WHERE name = 'lease' AND owner = %s", $this->owner ) ); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix.
	}

	/**
	 * Whether another process holds a lease that has not expired.
	 */
	public static function held_elsewhere(): bool {
		global $wpdb;
		$table = Schema::tables()['state'];
		return (int) $wpdb->get_var( "SELECT expires FROM $table WHERE name = 'lease' AND owner <> ''" ) > self::now(); // phpcs:ignore WordPress.DB -- table from $wpdb->prefix, no input.
	}

	/**
	 * Milliseconds since the epoch.
	 */
	private static function now(): int {
		return (int) floor( microtime( true ) * 1000 );
	}
}
