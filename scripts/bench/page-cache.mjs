/**
 * First-time visitors to a page the page cache serves (nginx's fastcgi_cache, scripts/lib/nginx.mjs):
 * how many requests reach PHP before any interaction. Each visitor is a fresh browser (no cache, no
 * cookies, no storage) that loads the page, waits for the bubble, then stays idle until the network
 * is quiet (the boot data, the frame's code and the panel's prefetched files are all in). The
 * requests PHP answered meanwhile are read from nginx's log, and given per 1,000 visitors.
 */
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const VISITS = Math.max( 1, Number( process.env.BENCH_CACHE_VISITS || 20 ) );

/** One visitor, idle after the bubble shows: the requests PHP answered during the visit. */
async function visit( browser, url, server ) {
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		const before = server.phpRequests().length;
		await page.goto( url, { waitUntil: 'load' } );
		await page.locator( '#docent-assistant' ).getByRole( 'button', { name: 'Open help' } ).waitFor( { timeout: 15000 } );
		await page.waitForLoadState( 'networkidle' );
		// nginx logs a request as it ends: give the last line a moment to land.
		await page.waitForTimeout( 200 );
		return server.phpRequests().slice( before );
	} finally {
		await context.close();
	}
}

/**
 * @param {Array<string[]>}                 rows   Bench table rows.
 * @param {string}                          url    A page the cache serves.
 * @param {{ phpRequests: () => string[] }} server The nginx server, started with pageCache.
 */
export async function pageCacheBench( rows, url, server ) {
	// The page is in the cache before the first visitor, as on a site anyone has visited.
	await fetch( url );
	const cached = ( await fetch( url ) ).headers.get( 'x-cache' );
	const browser = await chromium.launch( {
		executablePath: CHROMIUM,
		args: [ '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking' ],
	} );
	const seen = [];
	try {
		for ( let i = 0; i < VISITS; i++ ) {
			seen.push( ...( await visit( browser, url, server ) ) );
		}
	} finally {
		await browser.close();
	}
	const perThousand = Math.round( ( seen.length / VISITS ) * 1000 );
	const kinds = [ ...new Set( seen.map( ( line ) => line.split( ' ' ).slice( 1 ).join( ' ' ).replace( /\?.*/, '?…' ) ) ) ];
	rows.push( [
		'page cache',
		'PHP requests before any interaction, per 1,000 first-time visitors',
		String( perThousand ),
		`target 0; ${ seen.length } in ${ VISITS } visits to a page the cache served (X-Cache: ${ cached })${ kinds.length ? `: ${ kinds.join( ', ' ) }` : '' }`,
	] );
}
