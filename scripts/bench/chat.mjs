/**
 * Chat benchmark: the local provider's answer time at 1,000 and 10,000 generated articles (plus the
 * demo docs, so demo questions have a right answer to find among the noise) on a MariaDB bench site.
 * Articles and the search index come from the search bench's generator (scripts/php/bench-search.php
 * generate / build); server time is measured inside PHP around Chat_Service::answer()
 * (scripts/php/bench-chat.php), each run from an empty object cache.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startMariaDB } from '../lib/mariadb.mjs';
import { stopOnExit } from '../lib/server.mjs';
import { ensureSystem } from '../lib/system.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

// DOCENT_BENCH_SIZES=0 measures only the time to first word.
const SIZES = ( process.env.DOCENT_BENCH_SIZES || '1000,10000' ).split( ',' ).map( Number ).filter( ( n ) => n > 0 );
const REPS = Number( process.env.DOCENT_BENCH_REPS || 5 );
const TARGET_P95 = 200;

function php( script, env, ...args ) {
	const out = execFileSync( 'php', [ path.join( ROOT, 'scripts/php', script ), ...args ], {
		env: { ...process.env, ...env },
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'inherit' ],
		maxBuffer: 16 * 1024 * 1024,
	} );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

/**
 * @param {Array<Array<string|number>>} rows The bench table: [section, measure, value, note].
 */
export async function chat( rows ) {
	ensureSystem( [ 'php', 'unzip', 'mariadb' ] );
	const db = await startMariaDB( [ 'docent_bench_chat' ] );
	stopOnExit( db.stop );
	const dir = path.join( WP_HOME_DIR, 'sites/bench-chat' );
	fs.rmSync( dir, { recursive: true, force: true } );
	const env = { DOCENT_DB_SOCKET: db.socket, DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://example.org' };
	try {
		prepareSite( { dir, db: { type: 'mysql', name: 'docent_bench_chat' } } );
		installSite( { dir, url: 'http://example.org', demo: true, env } );
		console.log( 'chat: time to first word from the OpenAI-compatible stand-in, streamed and not…' );
		const t = php( 'bench-chat.php', env, 'stream', String( REPS ) );
		rows.push(
			[ 'chat', 'remote: first word, streamed / not', `${ t.streamed_first } / ${ t.plain_first } ms`, `p50 of ${ t.n } runs, server time; loopback stand-in at a model's pace (first words 400 ms, then 30 ms a word)` ],
			[ 'chat', 'remote: whole reply, streamed', `${ t.streamed_whole } ms`, 'p50; streaming costs nothing on the whole reply' ]
		);
		for ( const size of SIZES ) {
			const label = size.toLocaleString( 'en' );
			console.log( `chat: generating ${ label } articles and their index…` );
			php( 'bench-search.php', env, 'generate', String( size ) );
			php( 'bench-search.php', env, 'build' );
			console.log( `chat: timing ${ REPS } runs of each question…` );
			const m = php( 'bench-chat.php', env, 'measure', String( REPS ) );
			const verdict = m.p95 <= TARGET_P95 ? 'target met' : 'TARGET MISSED';
			rows.push(
				[ 'chat', `${ label }: local answer p50 / p95`, `${ m.p50 } / ${ m.p95 } ms`, `${ m.questions } questions × ${ REPS } runs, server time; ${ verdict } (p95 ≤ ${ TARGET_P95 } ms)` ],
				[ 'chat', `${ label }: right article first`, `${ m.right } / ${ m.expected }`, `demo questions among the generated articles; ${ m.answered } of ${ m.questions } questions answered` ]
			);
		}
	} finally {
		db.stop();
	}
}
