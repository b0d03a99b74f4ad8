/**
 * Docs pages benchmark: 10,000 generated articles (documentations of 500) on a MariaDB bench
 * site with Twenty Twenty-Four; server time of the docs home, a documentation and an article
 * against a bare page of the theme on the same site, in the same run. Server time is what PHP
 * reports at shutdown (from the request's start), read from each page. Two rounds: without a
 * persistent object cache (small sites), then with Redis (large sites; the cluster test's drop-in).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMariaDB } from '../lib/mariadb.mjs';
import { startRedis } from '../lib/redis.mjs';
import { freePort, startServer, stopOnExit } from '../lib/server.mjs';
import { ensureSystem } from '../lib/system.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

const ARTICLES = Number( process.env.DOCENT_BENCH_ARTICLES || 10000 );
const REPS = Number( process.env.DOCENT_BENCH_REPS || 100 );
const TARGET_OVER_BARE = 50;
const BARE = 'bare theme page';
const OBJECT_CACHE = path.join( ROOT, 'tests/cluster/object-cache.php' );

const percentile = ( values, p ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.min( sorted.length - 1, Math.ceil( ( p / 100 ) * sorted.length ) - 1 ) ];
};
const ms = ( value ) => `${ value.toFixed( 1 ) } ms`;
const signed = ( value ) => `${ value >= 0 ? '+' : '−' }${ ms( Math.abs( value ) ) }`;

/** One timed request: PHP's own time and query count from the page's closing comment. */
async function timed( url ) {
	const response = await fetch( url, { redirect: 'manual', signal: AbortSignal.timeout( 30000 ) } );
	const html = await response.text();
	const found = /<!-- docent-bench ms=([\d.]+) cpu=([\d.]+) queries=(\d+) -->\s*$/.exec( html );
	if ( response.status !== 200 || ! found ) {
		throw new Error( `${ url } answered ${ response.status } without the bench timing` );
	}
	return { ms: Number( found[ 1 ] ), cpu: Number( found[ 2 ] ), queries: Number( found[ 3 ] ), bytes: html.length };
}

/**
 * Times every page REPS times, interleaved (so load changes hit all pages alike), after a warm-up.
 *
 * @param {string}                 base  Server URL.
 * @param {Record<string, string>} paths Page name → path.
 * @return {Promise<Record<string, { ms: number[], cpu: number[], last: Object }>>} Samples by page.
 */
async function measure( base, paths ) {
	const names = Object.keys( paths );
	const samples = Object.fromEntries( names.map( ( name ) => [ name, { ms: [], cpu: [], last: null } ] ) );
	for ( let i = 0; i < 3; i++ ) {
		for ( const name of names ) {
			await timed( base + paths[ name ] ); // Warm up PHP's opcache, MariaDB's buffers and the caches.
		}
	}
	for ( let rep = 0; rep < REPS; rep++ ) {
		for ( const name of names ) {
			const one = await timed( base + paths[ name ] );
			samples[ name ].ms.push( one.ms );
			samples[ name ].cpu.push( one.cpu );
			samples[ name ].last = one;
		}
	}
	return samples;
}

/**
 * Table rows for one round: the bare page's p95, each page's p95, its difference and the target.
 *
 * @param {string}                                                        cache   Which object cache the round ran with.
 * @param {Record<string, { ms: number[], cpu: number[], last: Object }>} samples From measure().
 * @return {Array<Array<string>>} Rows.
 */
function report( cache, samples ) {
	const rows = [];
	const bare = percentile( samples[ BARE ].ms, 95 );
	const bareCpu = percentile( samples[ BARE ].cpu, 95 );
	for ( const [ name, sample ] of Object.entries( samples ) ) {
		const p95 = percentile( sample.ms, 95 );
		const cpu95 = percentile( sample.cpu, 95 );
		const size = `${ sample.last.queries } queries, ${ Math.round( sample.last.bytes / 1024 ) } KB`;
		const over = p95 - bare;
		rows.push(
			[
				'pages',
				`${ cache }: ${ name }, server p50 / p95`,
				`${ ms( percentile( sample.ms, 50 ) ) } / ${ ms( p95 ) }`,
				name === BARE
					? `baseline; ${ size }`
					: `${ signed( over ) } p95 over the bare page (×${ ( p95 / bare ).toFixed( 2 ) }); target ≤ +${ TARGET_OVER_BARE } ms: ${ over <= TARGET_OVER_BARE ? 'met' : 'MISSED' }; ${ size }`,
			],
			[
				'pages',
				`${ cache }: ${ name }, PHP CPU p50 / p95`,
				`${ ms( percentile( sample.cpu, 50 ) ) } / ${ ms( cpu95 ) }`,
				name === BARE ? 'CPU time of the PHP process (less sensitive to load)' : `${ signed( cpu95 - bareCpu ) } p95 over the bare page`,
			]
		);
	}
	return rows;
}

/**
 * @param {Array<Array<string|number>>} rows The bench table: [section, measure, value, note].
 */
export async function pages( rows ) {
	ensureSystem( [ 'php', 'unzip', 'mariadb', 'redis' ] );
	const db = await startMariaDB( [ 'docent_bench_pages' ] );
	const redis = await startRedis();
	const dir = path.join( WP_HOME_DIR, 'sites/bench-pages' );
	const dropIn = path.join( dir, 'wp-content/object-cache.php' );
	let server = null;
	stopOnExit( () => server?.stop(), redis.stop, db.stop );
	fs.rmSync( dir, { recursive: true, force: true } );
	const env = { DOCENT_DB_SOCKET: db.socket, DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://example.org' };
	try {
		prepareSite( { dir, db: { type: 'mysql', name: 'docent_bench_pages' } } );
		const port = await freePort();
		installSite( { dir, url: `http://localhost:${ port }`, demo: false, env } );
		fs.copyFileSync( path.join( ROOT, 'scripts/php/bench-timing-mu.php' ), path.join( dir, 'wp-content/mu-plugins/docent-bench-timing.php' ) );
		console.log( `pages: generating ${ ARTICLES.toLocaleString( 'en' ) } articles…` );
		const generated = JSON.parse(
			execFileSync( 'php', [ path.join( ROOT, 'scripts/php/bench-pages.php' ), 'generate', String( ARTICLES ) ], {
				env: { ...process.env, ...env },
				encoding: 'utf8',
				stdio: [ 'ignore', 'pipe', 'inherit' ],
			} )
				.trim()
				.split( '\n' )
				.pop()
		);
		server = await startServer( {
			dir,
			port,
			workers: 1,
			env: { DOCENT_DB_SOCKET: db.socket, DOCENT_REDIS_PORT: String( redis.port ) },
			log: path.join( dir, 'server.log' ),
		} );
		rows.push( [ 'pages', 'site', `${ generated.articles.toLocaleString( 'en' ) } articles`, `documentations of 500 (10 sections × 50), MariaDB, Twenty Twenty-Four, php -S; ${ REPS } requests per page, interleaved` ] );
		const rounds = [
			[ 'no object cache', false ],
			[ 'Redis', true ],
		];
		for ( const [ cache, on ] of rounds ) {
			fs.rmSync( dropIn, { force: true } );
			if ( on ) {
				fs.symlinkSync( OBJECT_CACHE, dropIn );
			}
			console.log( `pages (${ cache }): timing ${ REPS } requests of each page, interleaved…` );
			const samples = await measure( server.url, generated.paths );
			rows.push( ...report( cache, samples ) );
			rows.push( [ 'pages', `${ cache }: machine`, `load ${ os.loadavg()[ 0 ].toFixed( 1 ) }`, `load average after the round, on ${ os.cpus().length } cores` ] );
		}
	} finally {
		server?.stop();
		redis.stop();
		db.stop();
	}
}
