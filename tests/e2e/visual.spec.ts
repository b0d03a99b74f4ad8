/**
 * What the panel looks like: screenshots of each tab, the article view, the success screen and
 * an error state, on a desktop (1280×800) and a phone (390×844), left-to-right and right-to-left,
 * compared with the baselines in visual.spec.ts-snapshots/ (animations off, the panel only).
 * `npm run test:e2e -- tests/e2e/visual.spec.ts --update-snapshots` redraws them after an
 * intended change. (That no tab label is ever clipped is measured in widget-fit.spec.ts.)
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { WidgetPage, allTabs } from './widget-page';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

let admin: APIRequestContext;
let nonce = '';
let originalLimit: unknown;
let originalSuggestions: unknown;
let originalExplore: unknown;
const SUGGESTIONS = [ 'How do I install Docent?', 'How do I change the colours?', 'Can visitors send me a message?' ];
/** Chosen articles for the Explore list: the helpful-docs list changes with the votes other specs cast. */
let chosen: number[] = [];
const CHOSEN_TITLES = [ 'Installing Docent', 'Changing the widget colours', 'Setting rate limits' ];

const api = ( method: string, route: string, data?: unknown ) =>
	admin.fetch( `/wp-json${ route }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );

test.beforeAll( async ( { browser } ) => {
	const context = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await logIn( await context.newPage(), 'admin', 'password' );
	admin = context.request;
	nonce = await restNonce( admin );
	const saved = await ( await api( 'GET', '/docent/v1/settings' ) ).json();
	originalLimit = saved.message.rate_limit;
	originalSuggestions = saved.integrate_ai.suggestions;
	originalExplore = { show_content: saved.explore.show_content, selected_articles: saved.explore.selected_articles };
	chosen = [];
	for ( const title of CHOSEN_TITLES ) {
		const [ hit ] = await ( await admin.get( `/wp-json/docent/v1/search?q=${ encodeURIComponent( title ) }` ) ).json();
		chosen.push( hit.id );
	}
	// Fixed suggestions and Explore list: by default both follow the votes other specs cast.
	expect( ( await api( 'POST', '/docent/v1/settings', { integrate_ai: { suggestions: SUGGESTIONS }, explore: { show_content: 'selected', selected_articles: chosen } } ) ).status() ).toBe( 200 );
	// Four success screens from 127.0.0.1 must not meet the site's 5-per-10-minutes limit.
	expect( ( await api( 'POST', '/docent/v1/settings', { message: { rate_limit: { count: 100, window: 600 } } } ) ).status() ).toBe( 200 );
} );

test.afterAll( async () => {
	const messages: Array< { id: number; name: string } > = await ( await api( 'GET', '/docent/v1/messages?per_page=100' ) ).json();
	for ( const message of messages.filter( ( m ) => m.name === 'Visual Check' ) ) {
		await api( 'DELETE', `/docent/v1/messages/${ message.id }` );
	}
	await api( 'POST', '/docent/v1/settings', { message: { rate_limit: originalLimit }, integrate_ai: { suggestions: originalSuggestions }, explore: originalExplore } );
} );

async function openAt( page: Page, size: keyof typeof SIZES, dir: 'ltr' | 'rtl' ): Promise< WidgetPage > {
	await page.setViewportSize( SIZES[ size ] );
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	const widget = new WidgetPage( page );
	await widget.goto( '/', ( s ) => {
		allTabs( s );
		s.explore.show_content = 'selected';
		s.explore.selected_articles = chosen;
	} );
	await page.evaluate( ( value ) => document.documentElement.setAttribute( 'dir', value ), dir );
	await widget.open();
	return widget;
}

const shot = ( widget: WidgetPage, name: string ) =>
	expect( widget.panel ).toHaveScreenshot( `${ name }.png`, { animations: 'disabled', maxDiffPixelRatio: 0.002 } );

for ( const size of Object.keys( SIZES ) as Array< keyof typeof SIZES > ) {
	for ( const dir of [ 'ltr', 'rtl' ] as const ) {
		test( `the panel at ${ size } size, ${ dir }: each tab, the article view, the success screen`, async ( { page } ) => {
			const widget = await openAt( page, size, dir );
			await widget.tab( 'Explore' ).click();
			await expect( widget.cardLinks().first() ).toBeVisible();
			await shot( widget, `${ size }-${ dir }-explore` );

			await widget.tab( 'A.I. Chat' ).click();
			await expect( widget.panel.getByPlaceholder( 'Ask me anything about this website...' ) ).toBeVisible();
			await shot( widget, `${ size }-${ dir }-chat` );

			await widget.tab( 'Messaging' ).click();
			await expect( widget.panel.getByPlaceholder( 'Full Name' ) ).toBeVisible();
			await shot( widget, `${ size }-${ dir }-messaging` );

			await widget.panel.getByPlaceholder( 'Full Name' ).fill( 'Visual Check' );
			await widget.panel.getByPlaceholder( 'Email' ).fill( 'visual@example.com' );
			await widget.panel.getByPlaceholder( 'Message' ).fill( 'A message for the screenshot.' );
			await widget.panel.getByRole( 'button', { name: 'Send' } ).click();
			await expect( widget.panel.getByRole( 'heading', { name: 'Thanks' } ) ).toBeVisible();
			await shot( widget, `${ size }-${ dir }-success` );

			await widget.tab( 'Explore' ).click();
			await widget.cardLinks().first().click();
			await expect( widget.panel.locator( '.doc .content' ) ).not.toBeEmpty();
			await page.waitForLoadState( 'networkidle' );
			await shot( widget, `${ size }-${ dir }-article` );
		} );

		test( `the panel at ${ size } size, ${ dir }: the Explore list failing to load`, async ( { page } ) => {
			// The network fails (the request never reaches the server).
			await page.route( /docent\/v1\/explore/, ( route ) => route.abort() );
			const widget = await openAt( page, size, dir );
			await widget.tab( 'Explore' ).click();
			await expect( widget.panel.getByRole( 'button', { name: /try again|retry/i } ) ).toBeVisible();
			await shot( widget, `${ size }-${ dir }-error` );
		} );
	}
}

test( 'on a phone the article’s Back / View Doc bar stays in view while the article scrolls', async ( { page } ) => {
	const widget = await openAt( page, 'phone', 'ltr' );
	await widget.tab( 'Explore' ).click();
	await widget.cardLinks().first().click();
	await expect( widget.panel.locator( '.doc .content' ) ).not.toBeEmpty();
	const scroller = widget.panel.locator( '.body:not([hidden])' );
	await scroller.evaluate( ( node ) => node.scrollTo( 0, node.scrollHeight ) );
	expect( await scroller.evaluate( ( node ) => node.scrollTop ) ).toBeGreaterThan( 100 );
	const bar = ( await widget.panel.locator( '.doc-bar' ).boundingBox() )!;
	const body = ( await scroller.boundingBox() )!;
	expect( Math.round( bar.y ) ).toBe( Math.round( body.y ) );
	await expect( widget.panel.getByRole( 'link', { name: 'Back' } ) ).toBeInViewport();
} );
