/**
 * Docs pages benchmark: 10,000 generated articles (documentations of 500) on a MariaDB bench
 * site with Twenty Twenty-Four; server time of the docs home, a documentation and an article
 * against a bare page of the theme on the same site in the same run. Server time is what PHP
 * reports at shutdown (from the request's start), read from each page; no persistent object cache.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMariaDB } from '../lib/mariadb.mjs';
import { freePort, startServer, stopOnExit } from '../lib/server.mjs';
import { ensureSystem } from '../lib/system.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

const ARTICLES = Number( process.env.DOCENT_BENCH_ARTICLES || 10000 );
const REPS = Number( process.env.DOCENT_BENCH_REPS || 40 );
const TARGET_OVER_BARE = 50;

const percentile = ( values, p ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.min( sorted.length - 1, Math.ceil( ( p / 100 ) * sorted.length ) - 1 ) ];
};
const ms = ( value ) => `${ value.toFixed( 1 ) } ms`;

/** One timed request: PHP's own time and query count from the page's closing comment. */
async function timed( url ) {
	const response = await fetch( url, { redirect: 'manual' } );
	const html = await response.text();
	const found = /<!-- docent-bench ms=([\d.]+) cpu=([\d.]+) queries=(\d+) -->\s*$/.exec( html );
	if ( response.status !== 200 || ! found ) {
		throw new Error( `${ url } answered ${ response.status } without the bench timing` );
	}
	return { ms: Number( found[ 1 ] ), cpu: Number( found[ 2 ] ), queries: Number( found[ 3 ] ), bytes: html.length };
}

/**
 * @param {Array<Array<string|number>>} rows The bench table: [section, measure, value, note].
 */
export async function pages( rows ) {
	ensureSystem( [ 'php', 'unzip', 'mariadb' ] );
	const db = await startMariaDB( [ 'docent_bench_pages' ] );
	const dir = path.join( WP_HOME_DIR, 'sites/bench-pages' );
	let server = null;
	stopOnExit( () => server?.stop(), db.stop );
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
		server = await startServer( { dir, port, workers: 1, env: { DOCENT_DB_SOCKET: db.socket }, log: path.join( dir, 'server.log' ) } );
		const names = Object.keys( generated.paths );
		const times = Object.fromEntries( names.map( ( name ) => [ name, [] ] ) );
		const cpu = Object.fromEntries( names.map( ( name ) => [ name, [] ] ) );
		const last = {};
		for ( const name of names ) {
			for ( let i = 0; i < 3; i++ ) {
				await timed( server.url + generated.paths[ name ] ); // Warm up PHP's opcache and MariaDB's buffers.
			}
		}
		console.log( `pages: timing ${ REPS } requests of each page, interleaved…` );
		for ( let rep = 0; rep < REPS; rep++ ) {
			for ( const name of names ) {
				last[ name ] = await timed( server.url + generated.paths[ name ] );
				times[ name ].push( last[ name ].ms );
				cpu[ name ].push( last[ name ].cpu );
			}
		}
		const bare = percentile( times[ 'bare theme page' ], 95 );
		const bareCpu = percentile( cpu[ 'bare theme page' ], 95 );
		const signed = ( value ) => `${ value >= 0 ? '+' : '−' }${ ms( Math.abs( value ) ) }`;
		rows.push( [ 'pages', 'site', `${ generated.articles.toLocaleString( 'en' ) } articles`, `documentations of 500 (10 sections × 50), MariaDB, Twenty Twenty-Four, php -S, no persistent object cache; load average ${ os.loadavg()[ 0 ].toFixed( 1 ) } on ${ os.cpus().length } cores` ] );
		for ( const name of names ) {
			const over = percentile( times[ name ], 95 ) - bare;
			const overCpu = percentile( cpu[ name ], 95 ) - bareCpu;
			const base = name === 'bare theme page';
			rows.push(
				[
					'pages',
					`${ name }: server p50 / p95`,
					`${ ms( percentile( times[ name ], 50 ) ) } / ${ ms( percentile( times[ name ], 95 ) ) }`,
					base
						? `baseline; ${ last[ name ].queries } queries, ${ Math.round( last[ name ].bytes / 1024 ) } KB`
						: `${ signed( over ) } p95 over the bare page; ${ over <= TARGET_OVER_BARE ? 'target met' : 'TARGET MISSED' } (≤ ${ TARGET_OVER_BARE } ms); ${ last[ name ].queries } queries, ${ Math.round( last[ name ].bytes / 1024 ) } KB`,
				],
				[
					'pages',
					`${ name }: PHP CPU p50 / p95`,
					`${ ms( percentile( cpu[ name ], 50 ) ) } / ${ ms( percentile( cpu[ name ], 95 ) ) }`,
					base ? 'CPU time of the PHP process (load-independent)' : `${ signed( overCpu ) } p95 over the bare page`,
				]
			);
		}
	} finally {
		server?.stop();
		db.stop();
	}
}
