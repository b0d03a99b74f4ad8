/**
 * Votes benchmark: 1,000,000 synthetic voters on one doc in Docent's voters table (MariaDB bench
 * site), then new visitors checked against it through the same code the vote route uses
 * (scripts/php/bench-votes.php). Proves no false "already voted" at that scale and reports the
 * table's size and the time per check. Bounded: the PHP helper stops after DOCENT_BENCH_VOTES_SECONDS.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startMariaDB } from '../lib/mariadb.mjs';
import { stopOnExit } from '../lib/server.mjs';
import { ensureSystem } from '../lib/system.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

const VOTERS = Number( process.env.DOCENT_BENCH_VOTERS || 1000000 );
const SECONDS = Number( process.env.DOCENT_BENCH_VOTES_SECONDS || 900 );

/**
 * @param {Array<Array<string|number>>} rows The bench table: [section, measure, value, note].
 */
export async function votes( rows ) {
	ensureSystem( [ 'php', 'unzip', 'mariadb' ] );
	const db = await startMariaDB( [ 'docent_bench_votes' ] );
	stopOnExit( db.stop );
	const dir = path.join( WP_HOME_DIR, 'sites/bench-votes' );
	fs.rmSync( dir, { recursive: true, force: true } );
	const env = { DOCENT_DB_SOCKET: db.socket, DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://example.org' };
	try {
		prepareSite( { dir, db: { type: 'mysql', name: 'docent_bench_votes' } } );
		installSite( { dir, url: 'http://example.org', demo: false, env } );
		console.log( `votes: ${ VOTERS.toLocaleString( 'en' ) } voters on one doc (at most ${ SECONDS } s)…` );
		const out = execFileSync( 'php', [ path.join( ROOT, 'scripts/php/bench-votes.php' ), 'measure', String( VOTERS ), String( SECONDS ) ], {
			env: { ...process.env, ...env },
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'inherit' ],
			timeout: ( SECONDS + 60 ) * 1000,
		} );
		const m = JSON.parse( out.trim().split( '\n' ).pop() );
		const label = m.voters.toLocaleString( 'en' );
		rows.push(
			[ 'votes', `${ label } voters stored`, `${ m.rows.toLocaleString( 'en' ) } rows, ${ m.table_mb } MB`, `filled in ${ m.fill_s } s (batched inserts of the stored form)` ],
			[ 'votes', 'hash collisions, 1,000,000 new keys', String( m.collisions_of_1m ), 'a false "already voted" needs one; expected 0' ],
			[ 'votes', 'new visitors taken for voters', `${ m.new_claimed } / ${ m.new_checked }`, 'Votes::has_voted() through the database; must be 0' ],
			[ 'votes', 'new visitors refused', `${ m.new_refused } / ${ m.new_recorded }`, `Votes::record(); a repeat is refused: ${ m.repeat_refused }` ],
			[ 'votes', 'stored voters recognised', `${ m.stored_recognised } / 10000`, 'must be all' ],
			[ 'votes', 'has_voted / record p50', `${ m.has_voted_ms_p50 } / ${ m.record_ms_p50 } ms`, `at ${ label } rows on the doc` ]
		);
	} finally {
		db.stop();
	}
}
