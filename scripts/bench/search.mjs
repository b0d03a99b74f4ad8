/**
 * Search benchmark: generated articles (1,000 then 10,000) on a MariaDB bench site; Docent search
 * against core's `/wp/v2/docs?search=` on the same site in the same run, plus index build time and size.
 * Server time is measured inside PHP around rest_do_request(), one PHP process per query set: first
 * with no persistent object cache (each request starts empty), then with a Redis object cache shared
 * by the requests (the cluster test's drop-in; each request starts with nothing in its own memory).
 * DOCENT_BENCH_REDIS=0 skips the Redis pass.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startMariaDB } from '../lib/mariadb.mjs';
import { startRedis } from '../lib/redis.mjs';
import { stopOnExit } from '../lib/server.mjs';
import { ensureSystem } from '../lib/system.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

const SIZES = ( process.env.DOCENT_BENCH_SIZES || '1000,10000' ).split( ',' ).map( Number );
const REPS = Number( process.env.DOCENT_BENCH_REPS || 5 );
const TARGETS = { p95: 30, ratio: 10, build: 60 };
const REDIS = process.env.DOCENT_BENCH_REDIS !== '0';
const OBJECT_CACHE = path.join( ROOT, 'tests/cluster/object-cache.php' );

function php( env, ...args ) {
	const out = execFileSync( 'php', [ path.join( ROOT, 'scripts/php/bench-search.php' ), ...args ], {
		env: { ...process.env, ...env },
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'inherit' ],
		maxBuffer: 16 * 1024 * 1024,
	} );
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

const mb = ( bytes ) => `${ ( bytes / 1024 / 1024 ).toFixed( 1 ) } MB`;
const verdict = ( ok ) => ( ok ? 'target met' : 'TARGET MISSED' );

/**
 * @param {Array<Array<string|number>>} rows The bench table: [section, measure, value, note].
 */
export async function search( rows ) {
	ensureSystem( [ 'php', 'unzip', 'mariadb', ...( REDIS ? [ 'redis' ] : [] ) ] );
	const db = await startMariaDB( [ 'docent_bench' ] );
	stopOnExit( db.stop );
	const redis = REDIS ? await startRedis() : null;
	if ( redis ) {
		stopOnExit( redis.stop );
	}
	const dir = path.join( WP_HOME_DIR, 'sites/bench-search' );
	fs.rmSync( dir, { recursive: true, force: true } );
	const env = { DOCENT_DB_SOCKET: db.socket, DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://example.org' };
	const dropIn = path.join( dir, 'wp-content/object-cache.php' );
	try {
		prepareSite( { dir, db: { type: 'mysql', name: 'docent_bench' } } );
		installSite( { dir, url: 'http://example.org', demo: false, env } );
		rows.push( [ 'search', 'database', 'MariaDB', 'bench site, InnoDB, 256 MB buffer pool' ] );
		for ( const size of SIZES ) {
			const label = size.toLocaleString( 'en' );
			console.log( `search: generating ${ label } articles…` );
			const generated = php( env, 'generate', String( size ) );
			console.log( `search: building the index over ${ label } articles…` );
			const build = php( env, 'build' );
			console.log( `search: timing ${ REPS } runs of each query…` );
			const measured = php( env, 'measure', String( REPS ) );
			const ratio = measured.core.p95 / Math.max( measured.docent.p95, 0.01 );
			const big = size >= 10000;
			rows.push(
				[ 'search', `${ label } articles`, mb( generated.content_bytes ), 'post_content generated' ],
				[ 'search', `${ label }: index build`, `${ build.seconds } s`, `${ build.steps } batches, ${ build.terms } terms, ${ build.postings } postings in ${ build.lists } lists${ big ? `; ${ verdict( build.seconds <= TARGETS.build ) } (≤ ${ TARGETS.build } s)` : '' }` ],
				[ 'search', `${ label }: index size`, build.bytes === null ? 'n/a' : mb( build.bytes ), 'data + indexes of the three tables' ],
				[ 'search', `${ label }: Docent p50 / p95`, `${ measured.docent.p50 } / ${ measured.docent.p95 } ms`, `${ measured.queries } queries × ${ REPS } runs, rest_do_request() incl. hooks${ big ? `; ${ verdict( measured.docent.p95 <= TARGETS.p95 ) } (p95 ≤ ${ TARGETS.p95 } ms)` : '' }` ],
				[ 'search', `${ label }: core p50 / p95`, `${ measured.core.p50 } / ${ measured.core.p95 } ms`, '/wp/v2/docs?search=, same queries, per_page 10' ],
				[ 'search', `${ label }: slowest Docent queries`, Object.keys( measured.docent.slowest ).join( ' | ' ), Object.values( measured.docent.slowest ).map( ( ms ) => `${ ms } ms` ).join( ', ' ) + ' (median)' ],
				[ 'search', `${ label }: core ÷ Docent (p95)`, `${ ratio.toFixed( 1 ) }×`, big ? `${ verdict( ratio >= TARGETS.ratio ) } (≥ ${ TARGETS.ratio }×)` : 'higher is better' ]
			);
			if ( redis ) {
				console.log( `search: timing ${ REPS } runs of each query with a Redis object cache…` );
				fs.symlinkSync( OBJECT_CACHE, dropIn );
				let cached;
				try {
					cached = php( { ...env, DOCENT_REDIS_PORT: String( redis.port ) }, 'measure', String( REPS ) );
				} finally {
					fs.rmSync( dropIn, { force: true } );
					// What the next size's generator and rebuild write bypasses the cache: start it empty.
					execFileSync( 'redis-cli', [ '-p', String( redis.port ), 'FLUSHALL' ], { stdio: 'ignore' } );
				}
				if ( cached.cache !== 'persistent' ) {
					throw new Error( 'The Redis pass ran without the object cache drop-in.' );
				}
				const cachedRatio = cached.core.p95 / Math.max( cached.docent.p95, 0.01 );
				rows.push(
					[ 'search', `${ label }, Redis: Docent p50 / p95`, `${ cached.docent.p50 } / ${ cached.docent.p95 } ms`, `same queries with a shared Redis object cache warmed by one round (repeats are answered from Docent's result cache)${ big ? `; ${ verdict( cached.docent.p95 <= TARGETS.p95 ) } (p95 ≤ ${ TARGETS.p95 } ms)` : '' }` ],
					[ 'search', `${ label }, Redis: core p50 / p95`, `${ cached.core.p50 } / ${ cached.core.p95 } ms`, '/wp/v2/docs?search=, same cache' ],
					[ 'search', `${ label }, Redis: core ÷ Docent (p95)`, `${ cachedRatio.toFixed( 1 ) }×`, 'higher is better (core caches its queries in Redis too)' ]
				);
			}
		}
	} finally {
		fs.rmSync( dropIn, { force: true } );
		redis?.stop();
		db.stop();
	}
}
