/**
 * npm run bench tree: the docs manager on 1,000 docs (MariaDB bench site, php -S, Debian's
 * Chromium). How long after opening Docs > Docs manager the whole tree is there and answers the
 * keyboard, and how long one request takes to move 100 docs (POST /docent/v1/docs/order).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureBuild } from '../lib/build.mjs';
import { startMariaDB } from '../lib/mariadb.mjs';
import { freePort, startServer, stopOnExit } from '../lib/server.mjs';
import { ensureSystem } from '../lib/system.mjs';
import { ROOT, WP_HOME_DIR, installSite, prepareSite } from '../lib/wordpress.mjs';

const DOCS = Number( process.env.DOCENT_BENCH_TREE_DOCS || 1000 );
const LOADS = 5;
const MOVES = 5;
const median = ( list ) => [ ...list ].sort( ( a, b ) => a - b )[ Math.floor( list.length / 2 ) ];

/**
 * Opens the manager LOADS times: ms from navigation start to the tree shown (folded to its
 * sections, as a tree of this size opens) and a key answered; then ms for "Expand all" to show
 * every row.
 */
async function openTimes( page, url, count ) {
	const times = [];
	for ( let i = 0; i < LOADS; i++ ) {
		await page.goto( `${ url }/wp-admin/edit.php?post_type=docs&page=docent-docs`, { waitUntil: 'commit' } );
		await page.waitForFunction( () => document.querySelectorAll( '[role="treeitem"]' ).length > 0, null, { timeout: 60_000, polling: 'raf' } );
		const first = page.locator( '[role="treeitem"]' ).first();
		await first.focus();
		await page.keyboard.press( 'ArrowDown' );
		// The first section of the first documentation has the focus.
		await page.locator( '[role="treeitem"][aria-level="2"][aria-posinset="1"]' ).first().and( page.locator( ':focus' ) ).waitFor();
		const [ usable, served ] = await page.evaluate( () => [ performance.now(), performance.getEntriesByType( 'navigation' )[ 0 ].responseEnd ] );
		// Clicked in the page, so the render that follows the click is inside the measure, up to the next painted frame.
		const expanded = await page.evaluate( async ( n ) => {
			const frame = () => new Promise( ( resolve ) => globalThis.requestAnimationFrame( resolve ) );
			const button = [ ...document.querySelectorAll( 'button' ) ].find( ( el ) => el.textContent === 'Expand all' );
			const started = performance.now();
			button.click();
			while ( document.querySelectorAll( '[role="treeitem"]' ).length < n ) {
				await frame();
			}
			await frame();
			return performance.now() - started;
		}, count );
		times.push( [ usable, served, expanded ] );
	}
	return times;
}

/** Moves 100 articles to another section and back, MOVES times; ms per request. */
async function moveTimes( request, nonce ) {
	const times = [];
	for ( let i = 0; i < MOVES; i++ ) {
		const tree = await ( await request.get( '/wp-json/docent/v1/docs/tree', { headers: { 'X-WP-Nonce': nonce } } ) ).json();
		const sections = tree.docs.filter( ( doc ) => doc.parent && tree.docs.find( ( d ) => d.id === doc.parent )?.parent === 0 );
		const [ from, to ] = i % 2 ? [ sections[ 1 ], sections[ 0 ] ] : [ sections[ 0 ], sections[ 1 ] ];
		// Every article of the first 12 sections' worth (100) goes under one section, in a new order.
		const articles = tree.docs.filter( ( doc ) => sections.slice( 0, 12 ).some( ( s ) => s.id === doc.parent ) ).slice( 0, 100 );
		const moves = articles.map( ( doc, order ) => ( { id: doc.id, parent: i % 2 ? from.id : to.id, menu_order: 100 - order } ) );
		const started = performance.now();
		const response = await request.post( '/wp-json/docent/v1/docs/order', { headers: { 'X-WP-Nonce': nonce }, data: { version: tree.version, moves } } );
		times.push( performance.now() - started );
		if ( response.status() !== 200 ) {
			throw new Error( `move of 100 docs: ${ response.status() } ${ await response.text() }` );
		}
	}
	return times;
}

/**
 * @param {Array<Array<string|number>>} rows The bench table: [section, measure, value, note].
 */
export async function treeBench( rows ) {
	ensureBuild();
	ensureSystem( [ 'php', 'unzip', 'mariadb', 'chromium' ] );
	const db = await startMariaDB( [ 'docent_bench_tree' ] );
	const dir = path.join( WP_HOME_DIR, 'sites/bench-tree' );
	let server = null;
	let browser = null;
	stopOnExit( () => server?.stop(), db.stop );
	fs.rmSync( dir, { recursive: true, force: true } );
	const env = { DOCENT_DB_SOCKET: db.socket, DOCENT_WP_DIR: dir, DOCENT_SITE_URL: 'http://example.org' };
	try {
		prepareSite( { dir, db: { type: 'mysql', name: 'docent_bench_tree' } } );
		const port = await freePort();
		installSite( { dir, url: `http://localhost:${ port }`, demo: false, env } );
		const made = JSON.parse(
			execFileSync( 'php', [ path.join( ROOT, 'scripts/php/bench-tree.php' ), 'generate', String( DOCS ) ], { env: { ...process.env, ...env }, encoding: 'utf8' } ).trim().split( '\n' ).pop()
		);
		server = await startServer( { dir, port, workers: 2, env: { DOCENT_DB_SOCKET: db.socket }, log: path.join( dir, 'server.log' ) } );
		browser = await chromium.launch( { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: [ '--no-sandbox', '--disable-gpu' ] } );
		const context = await browser.newContext( { baseURL: server.url, viewport: { width: 1280, height: 900 } } );
		const page = await context.newPage();
		await page.goto( '/wp-login.php' );
		await page.fill( '#user_login', 'admin' );
		await page.fill( '#user_pass', 'password' );
		await Promise.all( [ page.waitForURL( /wp-admin/ ), page.click( '#wp-submit' ) ] );
		const nonce = ( await ( await context.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text() ).trim();
		console.log( `tree: ${ made.docs } docs; opening the docs manager ${ LOADS } times…` );
		const opened = await openTimes( page, server.url, made.docs );
		const usable = median( opened.map( ( [ total ] ) => total ) );
		const served = median( opened.map( ( [ , response ] ) => response ) );
		const expanded = median( opened.map( ( [ , , all ] ) => all ) );
		const moved = await moveTimes( context.request, nonce );
		rows.push(
			[ 'tree', `tree of ${ made.docs.toLocaleString( 'en' ) } docs usable (ms from open)`, `${ Math.round( usable ) } ms`, `median of ${ LOADS }: navigation start to the tree shown (folded to sections) and ↓ answered; page served in ${ Math.round( served ) } ms; target 1000 ms (php -S, MariaDB)` ],
			[ 'tree', `"Expand all": every one of ${ made.docs.toLocaleString( 'en' ) } rows shown`, `${ Math.round( expanded ) } ms`, `median of ${ LOADS }, from the click to the next frame` ],
			[ 'tree', 'move of 100 docs in one request', `${ Math.round( median( moved ) ) } ms`, `median of ${ MOVES } POST /docent/v1/docs/order (version check, depth rule, caches and index told)` ],
			[ 'tree', 'machine', `load ${ os.loadavg()[ 0 ].toFixed( 1 ) }`, `load average after the run, on ${ os.cpus().length } cores` ]
		);
	} finally {
		await browser?.close();
		server?.stop();
		db.stop();
	}
}
