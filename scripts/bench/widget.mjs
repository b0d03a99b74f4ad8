/**
 * npm run bench widget: what the widget costs a page.
 *
 * - Docent's own bytes against their budgets (scripts/lib/sizes.mjs), and the lazy chunks.
 * - The React and WordPress core scripts the panel loads on intent, counted separately: read
 *   from the boot JSON's script manifest of a real page, so the list is exactly what a
 *   visitor's browser fetches.
 * - What Docent costs a page before any interaction: the loader as the server sends it
 *   (compressed) and the boot JSON (gzipped with the page).
 * - First-time visitors to a page the full-page cache serves: PHP requests before any
 *   interaction, per 1,000 (scripts/bench/page-cache.mjs).
 * - The first tap on a phone (scripts/bench/phone.mjs), against the targets of issue #15, on the
 *   cached page.
 * - The Lighthouse performance score of the same demo page with and without Docent, in the
 *   same run, alternating, median of BENCH_LIGHTHOUSE_RUNS (default 3) each. The page without
 *   Docent is the same URL with `?docent-bench-off`, which a must-use plugin written into the
 *   throwaway bench site turns into the `docent_widget_visible` filter returning false.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureBuild } from '../lib/build.mjs';
import http from 'node:http';
import { startNginx } from '../lib/nginx.mjs';
import { freePort, stopOnExit } from '../lib/server.mjs';
import { ensureSystem } from '../lib/system.mjs';
import { pageCacheBench } from './page-cache.mjs';
import { bootData, phoneBench } from './phone.mjs';
import { builtFiles, checkSizes } from '../lib/sizes.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const LIGHTHOUSE = path.join( ROOT, 'node_modules/.bin/lighthouse' );
// 0 skips Lighthouse (for quick runs of the other measures).
const RUNS = Math.max( 0, Number( process.env.BENCH_LIGHTHOUSE_RUNS ?? 3 ) );

const OFF_SWITCH = `<?php
// Written by scripts/bench/widget.mjs into its throwaway site: ?docent-bench-off hides the widget.
add_filter( 'docent_widget_visible', static function ( $show ) {
	return isset( $_GET['docent-bench-off'] ) ? false : $show;
} );
`;

const gz = ( text ) => zlib.gzipSync( text, { level: 9 } ).length;
const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

/** Docent's bytes: the budgeted totals and the chunks that load with their tab. */
function docentSizes( rows ) {
	for ( const row of checkSizes() ) {
		const value = /asset\.php/.test( row.name ) ? `${ row.gzip } file(s)` : `${ row.gzip } B gz`;
		rows.push( [ 'widget', row.name, value, `${ row.ok ? 'ok' : 'OVER' }, budget ${ row.budget } B` ] );
	}
	for ( const file of builtFiles().filter( ( f ) => /^tab-/.test( f.name ) ) ) {
		rows.push( [ 'widget', `${ file.name } (loads when its tab opens)`, `${ file.gzip } B gz`, `${ file.raw } B raw` ] );
	}
}

/** The boot data's script manifest of a page: what the loader fetches when the visitor shows intent. */
async function manifest( url ) {
	return ( await bootData( url ) ).scripts;
}

/** React and WordPress core scripts the panel needs, each with its gzipped size, and the total. */
async function coreSizes( rows, url ) {
	let total = 0;
	let inline = 0;
	for ( const item of await manifest( url ) ) {
		if ( item.code ) {
			inline += gz( item.code );
			continue;
		}
		if ( item.src.includes( '/plugins/docent/' ) ) {
			continue;
		}
		const body = Buffer.from( await ( await fetch( item.src ) ).arrayBuffer() );
		const size = gz( body );
		total += size;
		rows.push( [ 'widget', `core: ${ path.basename( new URL( item.src ).pathname ) }`, `${ size } B gz`, 'not Docent’s budget' ] );
	}
	rows.push( [ 'widget', 'core: inline set-up code (i18n, api-fetch)', `${ inline } B gz`, '' ] );
	rows.push( [ 'widget', 'core: total React + WordPress on intent', kb( total + inline ), 'shared with any plugin using them' ] );
}

function lighthouseScore( url ) {
	return new Promise( ( resolve, reject ) => {
		execFile(
			LIGHTHOUSE,
			[
				url,
				'--only-categories=performance',
				'--output=json',
				'--quiet',
				`--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run`,
			],
			{ env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
			( error, stdout, stderr ) => {
				if ( error ) {
					reject( new Error( ( stderr || error.message ).split( '\n' ).slice( -3 ).join( ' ' ) ) );
					return;
				}
				const lhr = JSON.parse( stdout );
				resolve( {
					score: Math.round( lhr.categories.performance.score * 100 ),
					tbt: Math.round( lhr.audits[ 'total-blocking-time' ].numericValue ),
					lcp: Math.round( lhr.audits[ 'largest-contentful-paint' ].numericValue ),
					cls: lhr.audits[ 'cumulative-layout-shift' ].numericValue,
				} );
			}
		);
	} );
}

const median = ( values ) => [ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

async function lighthouse( rows, url ) {
	if ( RUNS === 0 ) {
		rows.push( [ 'widget', 'lighthouse', 'not run', 'BENCH_LIGHTHOUSE_RUNS=0' ] );
		return;
	}
	if ( ! fs.existsSync( LIGHTHOUSE ) || ! fs.existsSync( CHROMIUM ) ) {
		rows.push( [ 'widget', 'lighthouse', 'not run', `needs ${ LIGHTHOUSE } and ${ CHROMIUM }` ] );
		return;
	}
	const variants = { without: `${ url }?docent-bench-off=1`, with: url };
	const results = { without: [], with: [] };
	try {
		for ( let i = 0; i < RUNS; i++ ) {
			for ( const name of Object.keys( variants ) ) {
				results[ name ].push( await lighthouseScore( variants[ name ] ) );
			}
		}
	} catch ( error ) {
		rows.push( [ 'widget', 'lighthouse', 'could not run here', error.message.slice( 0, 160 ) ] );
		return;
	}
	for ( const name of Object.keys( variants ) ) {
		const runs = results[ name ];
		rows.push( [
			'widget',
			`lighthouse performance, demo page ${ name } Docent`,
			String( median( runs.map( ( r ) => r.score ) ) ),
			`median of ${ RUNS } (${ runs.map( ( r ) => r.score ).join( ', ' ) }); TBT ${ median(
				runs.map( ( r ) => r.tbt )
			) } ms, LCP ${ median( runs.map( ( r ) => r.lcp ) ) } ms, CLS ${ median( runs.map( ( r ) => r.cls ) ) }`,
		] );
	}
	const change = median( results.with.map( ( r ) => r.score ) ) - median( results.without.map( ( r ) => r.score ) );
	rows.push( [ 'widget', 'lighthouse change with Docent', `${ change >= 0 ? '+' : '' }${ change }`, 'goal: 0' ] );
}

/** A fresh demo site of its own (never the dev site), removed afterwards. */
async function benchSite() {
	const dir = path.join( WP_HOME_DIR, `sites/bench-${ process.pid }` );
	fs.rmSync( dir, { recursive: true, force: true } );
	const port = await freePort();
	const url = `http://localhost:${ port }`;
	prepareSite( { dir, db: { type: 'sqlite' } } );
	fs.writeFileSync( path.join( dir, 'wp-content/mu-plugins/docent-bench-off.php' ), OFF_SWITCH );
	installSite( { dir, url } );
	// What a real host runs: nginx + php-fpm with compression, asset caching and a full-page cache.
	const server = await startNginx( { dir, port, log: path.join( dir, 'server.log' ), pageCache: true } );
	const stop = () => {
		server.stop();
		fs.rmSync( dir, { recursive: true, force: true } );
	};
	stopOnExit( stop );
	return { url, stop, server };
}

/** The body bytes a browser receives for a URL, compressed as the server chooses. */
function wireBytes( url ) {
	return new Promise( ( resolve, reject ) => {
		http.get( url, { headers: { 'Accept-Encoding': 'br, gzip' } }, ( res ) => {
			let bytes = 0;
			res.on( 'data', ( chunk ) => ( bytes += chunk.length ) );
			res.on( 'end', () => resolve( { bytes, encoding: res.headers[ 'content-encoding' ] || 'none' } ) );
		} ).on( 'error', reject );
	} );
}

/** Docent's cost to a page nobody interacts with: the loader file, the inline boot JSON, the page's bytes. */
async function beforeInteraction( rows, url ) {
	const html = await ( await fetch( url ) ).text();
	const boot = /<script id="docent-boot" type="application\/json">[\s\S]*?<\/script>/.exec( html )[ 0 ];
	const loaderUrl = /<script[^>]+src="([^"]+\/build\/loader\.js[^"]*)"/.exec( html )[ 1 ];
	const loader = await wireBytes( loaderUrl );
	rows.push( [
		'widget',
		'before interaction: the loader as served',
		`${ loader.bytes } B ${ loader.encoding }`,
		`${ loader.bytes <= 3 * 1024 ? 'ok' : 'OVER' }, target ≤ 3 KB (issue #15's 2.1 KB was this file)`,
	] );
	rows.push( [ 'widget', 'before interaction: boot JSON inside the page', `${ gz( boot ) } B gz`, `${ boot.length } B raw: the bubble's colours and texts, where the rest is` ] );
	// What the page's first response grows by: past about 14.6 KB (10 TCP segments) a first
	// visit waits one more round trip for the rest of the HTML.
	const [ without, withDocent ] = [ await wireBytes( `${ url }?docent-bench-off=1` ), await wireBytes( url ) ];
	rows.push( [
		'widget',
		'before interaction: HTML bytes Docent adds to the page',
		`${ withDocent.bytes - without.bytes } B ${ withDocent.encoding }`,
		`page ${ without.bytes } B without Docent, ${ withDocent.bytes } B with (body, as served)`,
	] );
}

export async function widgetBench( rows ) {
	ensureSystem( [ 'php', 'unzip', 'chromium', 'nginx' ] );
	ensureBuild();
	docentSizes( rows );
	const site = await benchSite();
	try {
		await coreSizes( rows, `${ site.url }/` );
		await beforeInteraction( rows, `${ site.url }/` );
		await pageCacheBench( rows, `${ site.url }/`, site.server );
		await phoneBench( rows, `${ site.url }/` );
		await lighthouse( rows, `${ site.url }/` );
	} finally {
		site.stop();
	}
}
