<?php
/**
 * Votes benchmark helper, run by scripts/bench/votes.mjs with php CLI on a MariaDB bench site:
 *
 *   php scripts/php/bench-votes.php measure <voters> <seconds>
 *
 * Fills Docent's voters table with <voters> synthetic voters on one doc (rows made with
 * Votes::voter_hash(), exactly what a vote stores, inserted in batches), then asks:
 * - 1,000,000 new voter keys against every stored hash (in PHP): how many collide (a false
 *   "already voted" would need one);
 * - 10,000 new visitors through Votes::has_voted() and 1,000 through Votes::record(): how many are
 *   taken for voters (must be 0), and 10,000 stored voters: how many are recognised (must be all);
 * - the table's size and the time per has_voted() / record().
 * Stops with an error once <seconds> have passed, so a slow machine cannot hang the run.
 * Prints one JSON object.
 *
 * @package Docent
 */

in_array( PHP_SAPI, array( 'cli', 'cli-server' ), true ) || defined( 'ABSPATH' ) || exit; // Never run by a web server on its own.

require __DIR__ . '/bench-load-wp.php';

use Docent\Docs\Votes;

$docent_voters   = max( 1000, (int) ( $argv[2] ?? 1000000 ) );
$docent_deadline = microtime( true ) + max( 10, (int) ( $argv[3] ?? 600 ) );

/**
 * Stops the run when the time bound is passed.
 *
 * @param string $stage What was running.
 */
function docent_bench_votes_in_time( string $stage ): void {
	global $docent_deadline;
	if ( microtime( true ) > $docent_deadline ) {
		fwrite( STDERR, "votes bench: time bound passed during {$stage}\n" );
		exit( 2 );
	}
}

/**
 * Median of a list of numbers.
 *
 * @param float[] $values Values.
 */
function docent_bench_votes_median( array $values ): float {
	sort( $values );
	return $values[ (int) floor( count( $values ) / 2 ) ];
}

global $wpdb;
$docent_votes = new Votes();
$docent_votes->maybe_install();
$docent_table = Votes::table();
$docent_doc   = (int) wp_insert_post(
	array(
		'post_type'   => 'docs',
		'post_status' => 'publish',
		'post_title'  => 'Votes bench ' . gmdate( 'c' ),
	)
);
$wpdb->query( $wpdb->prepare( "DELETE FROM {$docent_table} WHERE doc_id = %d", $docent_doc ) ); // phpcs:ignore WordPress.DB

// 1. Fill: the stored form of each voter, as record() would write it.
$docent_started  = microtime( true );
$docent_expires  = time() + Votes::memory();
$docent_hashes   = array();
$docent_batch    = array();
for ( $i = 0; $i < $docent_voters; $i++ ) {
	$hash                   = Votes::voter_hash( $docent_doc, 'ip:stored-' . $i );
	$docent_hashes[ $hash ] = true;
	$docent_batch[]         = '(' . $docent_doc . ',' . $hash . ',' . $docent_expires . ')';
	if ( count( $docent_batch ) >= 5000 || $i === $docent_voters - 1 ) {
		$wpdb->query( "INSERT IGNORE INTO {$docent_table} (doc_id, voter, expires) VALUES " . implode( ',', $docent_batch ) ); // phpcs:ignore WordPress.DB
		$docent_batch = array();
		docent_bench_votes_in_time( 'fill' );
	}
}
$docent_fill_s = microtime( true ) - $docent_started;
$docent_rows   = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$docent_table} WHERE doc_id = %d", $docent_doc ) ); // phpcs:ignore WordPress.DB

// 2. A million new keys against every stored hash.
$docent_collisions = 0;
for ( $i = 0; $i < 1000000; $i++ ) {
	$docent_collisions += isset( $docent_hashes[ Votes::voter_hash( $docent_doc, 'ip:new-' . $i ) ] ) ? 1 : 0;
	if ( 0 === $i % 100000 ) {
		docent_bench_votes_in_time( 'hash check' );
	}
}
unset( $docent_hashes );

// 3. Through the database: new visitors, then stored voters, then real votes.
$docent_claimed = 0;
$docent_times   = array();
for ( $i = 0; $i < 10000; $i++ ) {
	$t                = microtime( true );
	$docent_claimed  += $docent_votes->has_voted( $docent_doc, 'ip:visitor-' . $i ) ? 1 : 0;
	$docent_times[]   = ( microtime( true ) - $t ) * 1000;
}
docent_bench_votes_in_time( 'new visitors' );
$docent_known = 0;
for ( $i = 0; $i < 10000; $i++ ) {
	$docent_known += $docent_votes->has_voted( $docent_doc, 'ip:stored-' . ( $i * 97 % $docent_voters ) ) ? 1 : 0;
}
docent_bench_votes_in_time( 'stored voters' );
$docent_refused = 0;
$docent_record  = array();
for ( $i = 0; $i < 1000; $i++ ) {
	$t               = microtime( true );
	$docent_refused += is_wp_error( $docent_votes->record( $docent_doc, true, 'ip:voter-' . $i ) ) ? 1 : 0;
	$docent_record[] = ( microtime( true ) - $t ) * 1000;
}
$docent_repeat = is_wp_error( $docent_votes->record( $docent_doc, true, 'ip:voter-0' ) );

$wpdb->query( "ANALYZE TABLE {$docent_table}" ); // phpcs:ignore WordPress.DB -- fresh size statistics.
$docent_size = $wpdb->get_row( $wpdb->prepare( 'SELECT data_length + index_length AS bytes FROM information_schema.TABLES WHERE table_schema = DATABASE() AND table_name = %s', $docent_table ), ARRAY_A ); // phpcs:ignore WordPress.DB

echo wp_json_encode(
	array(
		'voters'            => $docent_voters,
		'rows'              => $docent_rows,
		'fill_s'            => round( $docent_fill_s, 1 ),
		'collisions_of_1m'  => $docent_collisions,
		'new_claimed'       => $docent_claimed,
		'new_checked'       => 10000,
		'stored_recognised' => $docent_known,
		'new_refused'       => $docent_refused,
		'new_recorded'      => 1000,
		'repeat_refused'    => $docent_repeat,
		'has_voted_ms_p50'  => round( docent_bench_votes_median( $docent_times ), 3 ),
		'record_ms_p50'     => round( docent_bench_votes_median( $docent_record ), 3 ),
		'table_mb'          => round( (int) ( $docent_size['bytes'] ?? 0 ) / 1048576, 1 ),
		'counted_up'        => $docent_votes->counts( $docent_doc )['up'],
	)
) . "\n";
