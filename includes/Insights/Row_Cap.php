<?php
/**
 * The cap on the insights table: how many rows each kind keeps, and the pruning that holds it there.
 *
 * @package Docent
 */

namespace Docent\Insights;

use Docent\Support\Custom_Table;
use Docent\Support\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps each kind of the insights table to at most max_rows rows once Store has counted a new
 * query: the least-asked, oldest ones go first.
 */
final class Row_Cap {

	/**
	 * The insights table.
	 *
	 * @var Custom_Table
	 */
	private Custom_Table $table;

	/**
	 * Rows kept per kind.
	 *
	 * @var int
	 */
	private int $max_rows;

	/**
	 * @param Custom_Table $table    The insights table.
	 * @param int          $max_rows Rows kept per kind (at least one).
	 */
	public function __construct( Custom_Table $table, int $max_rows ) {
		$this->table    = $table;
		$this->max_rows = max( 1, $max_rows );
	}

	/**
	 * Keeps a kind within its cap. Runs only once the table is a little over it, so a full
	 * table does not cost a DELETE on every new query.
	 *
	 * @param string $kind One of Store::KINDS.
	 */
	public function prune( string $kind ): void {
		global $wpdb;
		$table = $this->table->name();
		$slack = max( 1, (int) ceil( $this->max_rows / 10 ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE kind = %s", $kind ) );
		if ( $count < $this->max_rows + $slack ) {
			return;
		}
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT id FROM {$table} WHERE kind = %s ORDER BY hits ASC, last_seen ASC, id ASC LIMIT %d",
				$kind,
				$count - $this->max_rows
			)
		);
		if ( $ids ) {
			$ids = implode( ',', array_map( 'intval', $ids ) );
			Transaction::affected( "DELETE FROM {$table} WHERE id IN ({$ids})" );
		}
		// phpcs:enable
	}
}
