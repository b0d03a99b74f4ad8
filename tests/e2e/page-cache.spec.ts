/**
 * Behind a full-page cache (nginx's fastcgi_cache in front of the same site, started by
 * scripts/test.mjs): a first-time visitor to a cached page costs PHP nothing until they act.
 * The bubble, the panel and Explore work; on a cached docs page, so do the search box's
 * as-you-type results and the "Was this helpful?" form. nginx logs every request PHP answered.
 */
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { DocsPage } from './docs-page';

const CACHE_URL = process.env.DOCENT_E2E_CACHE_URL;
const PHP_LOG = process.env.DOCENT_E2E_CACHE_LOG ?? '';

test.skip( ! CACHE_URL || ! PHP_LOG, 'needs the nginx page-cache site that npm run test:e2e starts' );
test.use( { baseURL: CACHE_URL } );

/** The requests PHP has answered so far ("STATUS METHOD URI"): nginx logs every one the cache did not. */
const phpRequests = (): string[] => ( fs.existsSync( PHP_LOG ) ? fs.readFileSync( PHP_LOG, 'utf8' ).split( '\n' ).filter( Boolean ) : [] );

/** Puts a page in the cache, as any earlier visitor would, and checks the cache now answers it. */
async function cached( request: APIRequestContext, path: string ): Promise< string > {
	await request.get( path );
	const response = await request.get( path );
	expect( response.headers()[ 'x-cache' ], path ).toBe( 'HIT' );
	return response.text();
}

test( 'a first-time visitor costs PHP nothing until the first tap; then the panel and Explore work', async ( { page, request } ) => {
	const html = await cached( request, '/' );
	expect( html ).not.toMatch( /"nonce"|createNonceMiddleware/ );

	const before = phpRequests().length;
	await page.goto( '/' );
	const bubble = page.getByRole( 'button', { name: 'Open help' } );
	await expect( bubble ).toBeVisible();
	// The idle page has fetched all it fetches before anyone acts: the boot data, the frame's code,
	// the panel's files (prefetched).
	await expect.poll( () => page.evaluate( () => document.querySelectorAll( 'link[rel=prefetch]' ).length ) ).toBeGreaterThan( 5 );
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 300 );
	expect( phpRequests().slice( before ) ).toEqual( [] );

	await bubble.click();
	const panel = page.getByRole( 'dialog' );
	await expect( panel.getByRole( 'tab', { name: 'Explore' } ) ).toHaveAttribute( 'aria-selected', 'true' );
	const first = panel.locator( '.card-title a' ).first();
	await expect( first ).toBeVisible();
	await panel.getByRole( 'searchbox' ).fill( 'colour' );
	await expect( panel.locator( '.cards mark' ).first() ).toBeVisible();
	const title = ( await first.textContent() ) ?? '';
	await first.click();
	await expect( panel.locator( '.doc-title' ) ).toHaveText( title );
	// The log is live: Explore's questions to the site are the first requests PHP answers.
	expect( phpRequests().slice( before ).join( '\n' ) ).toContain( '/wp-json/docent/v1/' );
} );

test.describe( 'a cached docs page', () => {
	let admin: APIRequestContext;
	let nonce = '';
	const ids: number[] = [];

	const api = ( method: string, route: string, data?: unknown ) =>
		admin.fetch( `/wp-json${ route }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );

	test.beforeAll( async ( { browser } ) => {
		const context = await browser.newContext( { baseURL: CACHE_URL } );
		await logIn( await context.newPage(), 'admin', 'password' );
		admin = context.request;
		nonce = await restNonce( admin );
		// An article of this spec's own (documentation > section > article), voted on once.
		let parent = 0;
		for ( const title of [ 'Cache guide', 'Cache section', `Cache article ${ Date.now() }` ] ) {
			const created = await api( 'POST', '/wp/v2/docs', { title, content: 'Served from the page cache.', status: 'publish', parent } );
			expect( created.status() ).toBe( 201 );
			parent = ( await created.json() ).id;
			ids.unshift( parent );
		}
	} );

	test.afterAll( async () => {
		for ( const id of ids ) {
			await api( 'DELETE', `/wp/v2/docs/${ id }?force=true` );
		}
		await admin?.dispose();
	} );

	test( 'its vote form and its search box work, and its HTML is the same for every visitor', async ( { page, request } ) => {
		const link = ( await ( await api( 'GET', `/wp/v2/docs/${ ids[ 0 ] }` ) ).json() ).link as string;
		const path = new URL( link ).pathname;
		const html = await cached( request, path );
		expect( html ).not.toMatch( /"nonce"|_wpnonce|createNonceMiddleware|<body[^>]*\blogged-in\b/ );

		const docsPage = new DocsPage( page );
		await docsPage.goto( path );
		expect( await page.content() ).toContain( 'Served from the page cache.' );
		await docsPage.helpful.getByRole( 'button', { name: 'Yes' } ).click();
		await expect( page ).toHaveURL( /docent_voted=thanks#docent-helpful$/ );
		await expect( docsPage.helpful.getByRole( 'status' ) ).toHaveText( 'Thanks for your feedback!' );

		await cached( request, '/docs/' );
		await docsPage.goto( '/docs/' );
		await expect( page.locator( '#docent-assistant' ) ).toBeAttached();
		await page.getByLabel( 'Search the docs' ).pressSequentially( 'instal', { delay: 40 } );
		await expect( page.locator( '.docent-search__suggest' ).getByRole( 'link' ).first() ).toHaveText( 'Installing Docent' );
	} );
} );
