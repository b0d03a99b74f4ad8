/**
 * The first tap, on the production-like server (nginx + php-fpm, started by scripts/test.mjs):
 * what an idle page prefetched is reused, and the loader's frame shows before the React panel
 * and gives way to it without a blank frame. `npm run bench widget` measures the same on a phone
 * profile; these tests hold the behaviour.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';

const PROD_URL = process.env.DOCENT_E2E_PROD_URL;

test.skip( ! PROD_URL, 'needs the nginx + php-fpm site that npm run test:e2e starts' );
test.use( { baseURL: PROD_URL } );

interface Seen {
	url: string;
	phase: string;
	bytes: number;
	cached: boolean;
}

async function recordNetwork( page: Page ): Promise< { cdp: CDPSession; seen: Map< string, Seen >; phase: { now: string } } > {
	const cdp = await page.context().newCDPSession( page );
	const seen = new Map< string, Seen >();
	const phase = { now: 'idle' };
	cdp.on( 'Network.requestWillBeSent', ( e ) => seen.set( e.requestId, { url: e.request.url, phase: phase.now, bytes: 0, cached: false } ) );
	cdp.on( 'Network.requestServedFromCache', ( e ) => {
		const r = seen.get( e.requestId );
		if ( r ) {
			r.cached = true;
		}
	} );
	cdp.on( 'Network.responseReceived', ( e ) => {
		const r = seen.get( e.requestId );
		if ( r && ( e.response.fromDiskCache || e.response.fromPrefetchCache ) ) {
			r.cached = true;
		}
	} );
	cdp.on( 'Network.loadingFinished', ( e ) => {
		const r = seen.get( e.requestId );
		if ( r ) {
			r.bytes = e.encodedDataLength;
		}
	} );
	await cdp.send( 'Network.enable' );
	return { cdp, seen, phase };
}

test( 'the tap reuses every script the idle page prefetched: none is downloaded twice', async ( { page } ) => {
	const { seen, phase } = await recordNetwork( page );
	await page.goto( '/' );
	await page.waitForFunction( () => document.querySelectorAll( 'link[rel=prefetch]' ).length > 5 );
	await page.waitForLoadState( 'networkidle' );
	const prefetched = [ ...seen.values() ].filter( ( r ) => /\.js\?ver=/.test( r.url ) && r.bytes > 0 ).map( ( r ) => r.url );
	expect( prefetched.length ).toBeGreaterThan( 5 );

	phase.now = 'tap';
	await page.getByRole( 'button', { name: 'Open help' } ).click();
	await expect( page.getByRole( 'dialog' ).locator( '.card-title a' ).first() ).toBeVisible();

	const tapped = [ ...seen.values() ].filter( ( r ) => r.phase === 'tap' );
	// The panel's scripts were asked for again (to run them)…
	expect( tapped.filter( ( r ) => prefetched.includes( r.url ) ).length ).toBeGreaterThan( 5 );
	// …and every one came from the cache, not the network.
	const twice = tapped.filter( ( r ) => prefetched.includes( r.url ) && ! r.cached && r.bytes > 0 ).map( ( r ) => r.url );
	expect( twice ).toEqual( [] );
} );

test( 'versioned assets are compressed, carry a validator and are cached for a year', async ( { request } ) => {
	const html = await ( await request.get( '/' ) ).text();
	const loader = /src="([^"]+\/build\/loader\.js\?ver=[^"]+)"/.exec( html )?.[ 1 ];
	expect( loader ).toBeTruthy();
	const response = await request.get( loader!, { headers: { 'Accept-Encoding': 'br, gzip' } } );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'max-age=31536000' );
	expect( [ 'br', 'gzip' ] ).toContain( response.headers()[ 'content-encoding' ] );
	expect( response.headers().etag ).toBeTruthy();
} );

test( 'the loader draws the panel frame before the React panel, which replaces it without a blank frame', async ( { page } ) => {
	const cdp = await page.context().newCDPSession( page );
	await page.goto( '/' );
	// Frame code runs at idle; then the panel's code must not beat the frame to the screen.
	await page.waitForFunction( () => Boolean( window.docentFrame ) );
	// Drawn ahead and hidden: the tap only has to show it.
	await expect( page.locator( '#docent-assistant .frame' ) ).toHaveCount( 1 );
	await expect( page.locator( '#docent-assistant .frame' ) ).toBeHidden();
	await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 4 } );
	await page.evaluate( () => {
		const root = document.getElementById( 'docent-assistant' )!.shadowRoot!;
		const log: string[] = [];
		( window as unknown as { frames_: string[] } ).frames_ = log;
		const tick = () => {
			const frame = root.querySelector( '.frame:not([hidden]) .panel' );
			const panel = root.querySelector( '.app .panel:not([hidden])' );
			log.push( `${ frame ? 'frame' : '' }${ panel ? 'panel' : '' }` || 'none' );
			if ( log.length < 400 && ! ( panel && ! frame && log.length > 5 && root.querySelector( '.card-title' ) ) ) {
				requestAnimationFrame( tick );
			}
		};
		root.querySelector( 'button' )!.click();
		requestAnimationFrame( tick );
	} );
	await expect( page.getByRole( 'dialog' ).locator( '.card-title a' ).first() ).toBeVisible();
	const log = await page.evaluate( () => ( window as unknown as { frames_: string[] } ).frames_ );
	// The first painted frame after the click already shows the frame, and no later one is empty.
	expect( log[ 0 ] ).toBe( 'frame' );
	expect( log ).not.toContain( 'none' );
	expect( log.at( -1 ) ).toBe( 'panel' );
	// The frame is only a picture: once React is in, focus is inside the real panel.
	const focusInPanel = await page.evaluate( () => {
		const root = document.getElementById( 'docent-assistant' )!.shadowRoot!;
		return Boolean( root.activeElement?.closest( '.app .panel' ) );
	} );
	expect( focusInPanel ).toBe( true );
	await expect( page.locator( '#docent-assistant' ).locator( '.frame' ) ).toHaveCount( 0 );
} );

test( 'a visitor’s page inlines only the bubble’s part; the rest comes once, compressed and cached, from its static file (GET /docent/v1/boot the fallback)', async ( {
	page,
	request,
} ) => {
	const html = await ( await request.get( '/' ) ).text();
	const inline = /<script id="docent-boot" type="application\/json">([\s\S]*?)<\/script>/.exec( html )?.[ 1 ] ?? '';
	const boot = JSON.parse( inline );
	expect( Object.keys( boot ) ).toEqual( [ 'style', 'i18n', 'frame', 'suggest', 'data', 'file' ] );
	expect( inline.length ).toBeLessThan( 700 );
	expect( html ).not.toContain( 'turnstile_site_key' );
	expect( boot.file ).toMatch( /\/wp-content\/uploads\/docent\/boot\/en_US-[0-9a-f]{12}\.json$/ );

	// The file, answered by nginx, and the route behind it: the same data, both kept for a year.
	for ( const address of [ boot.file, boot.data ] ) {
		const shared = await request.get( address, { headers: { 'Accept-Encoding': 'br, gzip' } } );
		expect( shared.status() ).toBe( 200 );
		expect( shared.headers()[ 'cache-control' ] ).toBe( 'public, max-age=31536000, immutable' );
		expect( [ 'br', 'gzip' ] ).toContain( shared.headers()[ 'content-encoding' ] );
		expect( ( await shared.json() ).settings.assist_enable ).toBe( 'on' );
	}

	// In a browser: the file, fetched once when the page is idle, not again on the tap; searching
	// works without any nonce.
	const asked: string[] = [];
	page.on( 'request', ( r ) => /docent\/v1\/boot|\/uploads\/docent\/boot\//.test( decodeURIComponent( r.url() ) ) && asked.push( r.url() ) );
	await page.goto( '/' );
	await expect.poll( () => asked, { timeout: 8000 } ).toEqual( [ boot.file ] );
	await page.getByRole( 'button', { name: 'Open help' } ).click();
	const panel = page.getByRole( 'dialog' );
	await panel.getByRole( 'searchbox' ).fill( 'colour' );
	await expect( panel.locator( '.card-title a' ).first() ).toBeVisible();
	await expect( panel.locator( '.cards mark' ).first() ).toBeVisible();
	expect( asked ).toHaveLength( 1 );
} );
