/**
 * The visitor's widget on the real stack: loading, open/close, tabs, Explore, articles,
 * widget links, the JS API, style isolation, accessibility, RTL and phones.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './admin-page';
import { allTabs, WidgetPage } from './widget-page';

/** The bubble's box once the pointer has left it (hovering scales it up a little). */
async function restingBubble( widget: WidgetPage ) {
	await widget.page.mouse.move( 400, 10 );
	await expect.poll( async () => Math.round( ( await widget.bubble.boundingBox() )!.width ) ).toBe( 56 );
	return ( await widget.bubble.boundingBox() )!;
}

/** axe on the widget alone (the theme's own page is not Docent's to fix). */
async function axeViolations( page: Page ) {
	// @axe-core/playwright types its own playwright-core's Page; the API it calls is the same.
	const results = await new AxeBuilder( { page: page as never } ).include( '#docent-assistant' ).analyze();
	return results.violations.map( ( v ) => `${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }` );
}

test.describe( 'loading', () => {
	test( 'the page gets only the loader until the visitor shows intent', async ( { page } ) => {
		// With Save-Data on there is no idle preload, so nothing but intent loads the panel.
		await page.addInitScript( () =>
			Object.defineProperty( navigator, 'connection', { value: { saveData: true }, configurable: true } )
		);
		const scripts: string[] = [];
		page.on( 'request', ( request ) => request.resourceType() === 'script' && scripts.push( request.url() ) );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await page.waitForTimeout( 1500 );
		expect( scripts.filter( ( url ) => url.includes( '/docent/build/' ) ).map( ( url ) => new URL( url ).pathname ) ).toEqual( [
			expect.stringMatching( /\/build\/loader\.js$/ ),
		] );
		const panelDeps = /\/(react|react-dom|data|api-fetch|i18n|element|compose)(\.min)?\.js/;
		expect( scripts.filter( ( url ) => panelDeps.test( url ) ) ).toEqual( [] );
		// (WordPress's own emoji script uses sessionStorage; Docent stores nothing.)
		expect(
			await page.evaluate( () => [ document.cookie, localStorage.length, Object.keys( sessionStorage ).filter( ( k ) => /docent/i.test( k ) ) ] )
		).toEqual( [ '', 0, [] ] );

		await widget.bubble.hover();
		await expect.poll( () => scripts.some( ( url ) => url.includes( '/build/widget.js' ) ) ).toBe( true );
	} );

	test( 'an idle page downloads the panel code but runs none of it until intent', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await expect
			.poll( () => page.evaluate( () => document.querySelectorAll( 'link[rel="prefetch"][href*="/build/widget.js"]' ).length ), {
				timeout: 8000,
			} )
			.toBe( 1 );
		const react = () => page.evaluate( () => typeof ( window as unknown as { React?: unknown } ).React );
		expect( await react() ).toBe( 'undefined' );
		await widget.open();
		expect( await react() ).toBe( 'object' );
	} );

	test( 'chat and messaging code load only when their tab first opens, Turnstile not before', async ( { page } ) => {
		const urls: string[] = [];
		page.on( 'request', ( request ) => urls.push( request.url() ) );
		const widget = new WidgetPage( page );
		await widget.goto( '/', ( s ) => {
			allTabs( s );
			s.placement.order = [ 'explore', 'integrate_ai', 'message' ];
		} );
		await widget.open();
		await expect( widget.tab( 'Explore' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( widget.cardLinks().first() ).toBeVisible();
		expect( urls.some( ( url ) => url.includes( 'tab-chat' ) || url.includes( 'tab-messaging' ) ) ).toBe( false );

		await widget.tab( 'A.I. Chat' ).click();
		await expect( widget.panel.getByPlaceholder( 'Ask me anything about this website...' ) ).toBeVisible();
		expect( urls.some( ( url ) => url.includes( 'tab-chat' ) ) ).toBe( true );
		expect( urls.some( ( url ) => url.includes( 'tab-messaging' ) ) ).toBe( false );

		await widget.tab( 'Messaging' ).click();
		await expect( widget.panel.getByPlaceholder( 'Full Name' ) ).toBeVisible();
		expect( urls.some( ( url ) => url.includes( 'tab-messaging' ) ) ).toBe( true );
		expect( urls.some( ( url ) => url.includes( 'challenges.cloudflare.com' ) ) ).toBe( false );
	} );
} );

test.describe( 'open and close', () => {
	test( 'the bubble toggles the panel, with its name, aria-expanded and icon', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await expect( widget.bubble ).toHaveAccessibleName( 'Open help' );
		await expect( widget.bubble ).toHaveAttribute( 'aria-expanded', 'false' );
		await widget.open();
		await expect( widget.bubble ).toHaveAccessibleName( 'Close help' );
		await expect( widget.bubble ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( widget.bubble.locator( 'svg path' ) ).toHaveAttribute( 'd', /^M18\.3/ );
		await widget.bubble.click();
		await expect( widget.panel ).toBeHidden();
		await expect( widget.bubble ).toHaveAccessibleName( 'Open help' );
	} );

	test( 'focus moves into the panel on open; Escape closes it and returns focus to the bubble', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await expect( widget.tab( 'Explore' ) ).toBeFocused();
		await widget.search.click();
		await page.keyboard.press( 'Escape' );
		await expect( widget.panel ).toBeHidden();
		await expect( widget.bubble ).toBeFocused();
		await expect( widget.bubble ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	test( 'the bubble is fixed to the viewport corner and the panel opens above it', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await page.mouse.wheel( 0, 800 );
		await widget.open();
		const viewport = page.viewportSize()!;
		const bubble = await restingBubble( widget );
		expect( Math.round( viewport.width - bubble.x - bubble.width ) ).toBe( 20 );
		expect( Math.round( viewport.height - bubble.y - bubble.height ) ).toBe( 20 );
		const panel = ( await widget.panel.boundingBox() )!;
		expect( panel.y + panel.height ).toBeLessThan( bubble.y );
	} );
} );

test.describe( 'header and tabs', () => {
	test( 'tabs follow placement.order, show only enabled features, and move with the arrow keys', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/', ( s ) => {
			allTabs( s );
			s.placement.order = [ 'message', 'explore', 'integrate_ai' ];
		} );
		await widget.open();
		await expect( widget.panel.getByRole( 'tablist' ).getByRole( 'tab' ) ).toHaveText( [ 'Messaging', 'Explore', 'A.I. Chat' ] );
		await expect( widget.tab( 'Messaging' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( widget.panel.getByRole( 'heading', { level: 2 } ) ).toHaveText( 'Message Us' );
		await expect( widget.tab( 'Messaging' ) ).toBeFocused();

		await page.keyboard.press( 'ArrowRight' );
		await expect( widget.tab( 'Explore' ) ).toBeFocused();
		await expect( widget.tab( 'Explore' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( widget.panel.getByRole( 'heading', { level: 2 } ) ).toHaveText( 'Explore Feature' );
		await expect( widget.panel.getByText( 'Search with keywords for quick answers' ) ).toBeVisible();
		await page.keyboard.press( 'End' );
		await expect( widget.tab( 'A.I. Chat' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( widget.tab( 'Messaging' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'ArrowLeft' );
		await expect( widget.tab( 'A.I. Chat' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( widget.panel.getByRole( 'heading', { level: 2 } ) ).toHaveText( 'A.I. Chat' );
	} );

	test( 'texts are cut per SPEC §9 (tab labels never) and the preview colours and fonts apply', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/', ( s ) => {
			s.explore.explore_title = 'Knowledge base';
			s.explore.explore_subtitle_one = 'Everything you need to know';
			s.preference.widget_title_font = { size: 24, weight: 800 };
			s.preference.color_settings.preview_colors.activeTabBg = { r: 200, g: 0, b: 0, a: 1 };
			s.preference.color_settings.preview_colors.widgetBg = { r: 250, g: 250, b: 240, a: 1 };
			s.preference.color_settings.preview_colors.bubbleBg = { r: 0, g: 100, b: 0, a: 1 };
		} );
		await widget.open();
		await expect( widget.tab( 'Knowledge base' ) ).toHaveAttribute( 'aria-selected', 'true' );
		const title = widget.panel.getByRole( 'heading', { level: 2 } );
		await expect( title ).toHaveText( 'Everything you need...' );
		await expect( title ).toHaveCSS( 'font-size', '24px' );
		await expect( title ).toHaveCSS( 'font-weight', '800' );
		await expect( widget.tab( 'Knowledge base' ) ).toHaveCSS( 'background-color', 'rgb(200, 0, 0)' );
		await expect( widget.panel ).toHaveCSS( 'background-color', 'rgb(250, 250, 240)' );
		await expect( widget.bubble ).toHaveCSS( 'background-color', 'rgb(0, 100, 0)' );
		const vars = await widget.host.evaluate( ( el ) => el.getAttribute( 'style' ) );
		for ( const key of [
			'widgetBg',
			'activeTabBg',
			'activeTabFont',
			'inactiveTabBg',
			'inactiveTabFont',
			'tabTitleFont',
			'tabDescriptionFont',
			'breadcrumbColor',
			'bubbleBg',
			'bubbleIcon',
			'sendBtnBg',
			'sendBtnFont',
		] ) {
			expect( vars ).toContain( `--docent-${ key }:` );
		}
	} );

	test( 'a tab whose feature is off is never shown, and the default falls back to the next', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/', ( s ) => {
			s.placement.order = [ 'integrate_ai', 'message', 'explore' ];
			s.integrate_ai.ai_enabled = false;
		} );
		await widget.open();
		await expect( widget.panel.getByRole( 'tab' ) ).toHaveText( [ 'Messaging', 'Explore' ] );
		await expect( widget.tab( 'Messaging' ) ).toHaveAttribute( 'aria-selected', 'true' );
	} );
} );

test.describe( 'Explore', () => {
	test( 'opens, lists articles and searches them @compat', async ( { page } ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await expect( widget.search ).toHaveAttribute( 'placeholder', 'Search' );
		await expect( widget.cardLinks().first() ).toBeVisible();
		const first = widget.panel.locator( '.card' ).first();
		await expect( first.locator( '.crumbs' ) ).toContainText( '›' );
		await expect( first.locator( '.card-desc' ) ).not.toBeEmpty();

		await widget.search.fill( 'install' );
		await expect( widget.cardLinks().first() ).toContainText( /install/i );
		await expect( widget.panel.locator( 'mark' ).first() ).toBeVisible();
		await widget.search.fill( 'qqqzzzxxyy' );
		await expect( widget.panel.getByText( 'Search result not found' ) ).toBeVisible();
		await widget.search.fill( '' );
		await expect( widget.cardLinks().first() ).toBeVisible();
		expect( errors ).toEqual( [] );
	} );

	test( 'search requests are debounced and a repeated search is answered from the cache', async ( { page } ) => {
		const searches: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/docent/v1/search' ) ) {
				searches.push( new URL( request.url() ).searchParams.get( 'q' ) ?? '' );
			}
		} );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await widget.search.pressSequentially( 'install', { delay: 30 } );
		await expect( widget.panel.locator( 'mark' ).first() ).toBeVisible();
		await page.waitForTimeout( 500 );
		// Seven keys 30 ms apart: one request for the whole word (a busy machine may stretch one gap
		// past the debounce, never six of them).
		expect( searches.length ).toBeLessThanOrEqual( 2 );
		expect( searches.at( -1 ) ).toBe( 'install' );
		const typed = searches.length;
		await widget.search.fill( '' );
		await expect( widget.panel.locator( 'mark' ) ).toHaveCount( 0 );
		await widget.search.fill( 'install' );
		await expect( widget.panel.locator( 'mark' ).first() ).toBeVisible();
		await page.waitForTimeout( 500 );
		expect( searches ).toHaveLength( typed );
	} );

	test( 'a failed request shows a retry that works, never a blank', async ( { page } ) => {
		let fail = true;
		await page.route( /\/docent\/v1\/explore/, ( route ) =>
			fail ? route.fulfill( { status: 500, body: '{}', contentType: 'application/json' } ) : route.fallback()
		);
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		const alert = widget.panel.getByRole( 'alert' );
		await expect( alert ).toContainText( 'could not be loaded' );
		fail = false;
		await alert.getByRole( 'button', { name: 'Try again' } ).click();
		await expect( widget.cardLinks().first() ).toBeVisible();
	} );

	test( 'a slow answer shows the loading skeleton', async ( { page } ) => {
		await page.route( /\/docent\/v1\/explore/, async ( route ) => {
			await new Promise( ( r ) => setTimeout( r, 1200 ) );
			await route.fallback();
		} );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await expect( widget.panel.locator( '.skeleton' ) ).toBeVisible();
		await expect( widget.cardLinks().first() ).toBeVisible();
		await expect( widget.panel.locator( '.skeleton' ) ).toHaveCount( 0 );
	} );

	test( 'Data not found when the list is empty', async ( { page } ) => {
		await page.route( /\/docent\/v1\/explore/, ( route ) =>
			route.fulfill( { status: 200, body: '[]', contentType: 'application/json' } )
		);
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await expect( widget.panel.getByText( 'Data not found' ) ).toBeVisible();
	} );
} );

test.describe( 'articles', () => {
	test( 'a card opens the single-document view at #/{id}; Back returns to the list and the page’s address', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		const [ first ] = await widget.exploreItems();
		await widget.open();
		await widget.panel.locator( `[data-doc="${ first.id }"]` ).click();
		await expect( page ).toHaveURL( new RegExp( `#/${ first.id }$` ) );
		await expect( widget.panel.locator( '.doc-title' ) ).toHaveText( first.title );
		await expect( widget.panel.locator( '.content' ) ).not.toBeEmpty();
		const view = widget.panel.getByRole( 'link', { name: /View Doc/ } );
		await expect( view ).toHaveAttribute( 'href', first.link );
		await expect( view ).toHaveAttribute( 'target', '_blank' );
		await expect( view ).toHaveAttribute( 'rel', 'noopener' );
		const box = ( await widget.panel.boundingBox() )!;
		expect( Math.round( box.width ) ).toBe( 390 );
		expect( Math.round( ( await widget.panel.locator( '.doc-body' ).boundingBox() )!.height ) ).toBe( 384 );

		// Back steps back over the article's address, as the browser's Back does: the page's own again.
		await widget.panel.getByRole( 'link', { name: 'Back' } ).click();
		await expect.poll( () => new URL( page.url() ).hash ).toBe( '' );
		await expect( widget.panel.locator( `[data-doc="${ first.id }"]` ) ).toBeFocused();
	} );

	test( 'a #/{id} deep link opens the widget on that article; "Was this helpful?" is answered once', async ( {
		page,
	} ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		const items = await widget.exploreItems();
		const doc = items[ items.length - 1 ];
		await page.goto( `/#/${ doc.id }` );
		await expect( widget.panel ).toBeVisible();
		await expect( widget.panel.locator( '.doc-title' ) ).toHaveText( doc.title );
		const group = widget.panel.getByRole( 'group', { name: 'Was this helpful?' } );
		const voted = page.waitForResponse( ( response ) => response.url().includes( `/docs/${ doc.id }/vote` ) );
		await group.getByRole( 'button', { name: 'Yes' } ).click();
		expect( ( await voted ).status() ).toBe( 200 );
		await expect( widget.panel.getByText( 'Thanks for your feedback!' ) ).toBeVisible();
		await expect( group ).toHaveCount( 0 );

		// A second visit: the server already has the answer (409), so it still counts as answered.
		await page.reload();
		const again = page.waitForResponse( ( response ) => response.url().includes( `/docs/${ doc.id }/vote` ) );
		await widget.panel.getByRole( 'group', { name: 'Was this helpful?' } ).getByRole( 'button', { name: 'No' } ).click();
		expect( ( await again ).status() ).toBe( 409 );
		await expect( widget.panel.getByText( 'Thanks for your feedback!' ) ).toBeVisible();
	} );

	test( 'a document that is not public says so', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await page.goto( '/#/999999' );
		await expect( widget.panel.getByText( 'This article is not available.' ) ).toBeVisible();
	} );

	test( 'the page’s own #anchor links keep scrolling', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await page.evaluate( () => {
			const spacer = Object.assign( document.createElement( 'div' ), { style: 'height:3000px' } );
			const target = Object.assign( document.createElement( 'h2' ), { id: 'far-away', textContent: 'Far away' } );
			const link = Object.assign( document.createElement( 'a' ), { href: '#far-away', textContent: 'Jump' } );
			document.body.prepend( link, spacer, target );
		} );
		await widget.open();
		await page.getByRole( 'link', { name: 'Jump' } ).click();
		await expect.poll( () => page.evaluate( () => window.scrollY ) ).toBeGreaterThan( 2000 );
		await expect( page ).toHaveURL( /#far-away$/ );
		await expect( widget.cardLinks().first() ).toBeVisible();
	} );
} );

test.describe( 'widget links and the JS API', () => {
	test( 'a plain click on a widget link opens the widget; with data-id, the article view cards open too', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/help-links/' );
		await page.getByRole( 'link', { name: 'Open the help widget' } ).click();
		await expect( widget.panel ).toBeVisible();
		await expect( page ).toHaveURL( /\/help-links\/$/ );
		await widget.bubble.click();

		const articleLink = page.locator( 'a[rel~="docent-widget"][data-id]' );
		const title = ( ( await articleLink.textContent() ) ?? '' ).replace( /^Read “(.*)” in the widget$/, '$1' );
		await articleLink.click();
		// One article view: the same as a card opens, with Back, View Doc and the vote.
		const article = widget.panel.getByRole( 'region', { name: title } );
		await expect( article ).toBeVisible();
		await expect( article.locator( '.content' ) ).not.toBeEmpty();
		await expect( article.getByRole( 'link', { name: /View Doc/ } ) ).toBeVisible();
		await expect( article.locator( '.helpful' ) ).toBeVisible();
		await expect( page ).toHaveURL( new RegExp( `#/${ await articleLink.getAttribute( 'data-id' ) }$` ) );
		await expect( widget.panel.getByRole( 'link', { name: 'Back' } ) ).toBeFocused();
		await widget.panel.getByRole( 'link', { name: 'Back' } ).click();
		await expect( article ).toHaveCount( 0 );
		await expect( widget.cardLinks().first() ).toBeVisible();
	} );

	test( 'Ctrl and middle clicks keep their new-tab behaviour', async ( { page, context } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/help-links/' );
		const link = page.getByRole( 'link', { name: 'Open the help widget' } );
		for ( const click of [ { modifiers: [ 'Control' as const ] }, { button: 'middle' as const } ] ) {
			const opened = context.waitForEvent( 'page' );
			await link.click( click );
			const tab = await opened;
			expect( tab.url() ).not.toContain( 'help-links' );
			await tab.close();
		}
		await expect( widget.bubble ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( page ).toHaveURL( /\/help-links\/$/ );
	} );

	test( 'where the widget is not shown (a hidden page), widget links are plain links', async ( { page, browser } ) => {
		// An administrator hides the widget on the Help links page through the settings route.
		const admin = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
		const adminPage = await admin.newPage();
		await logIn( adminPage, 'admin', 'password' );
		const nonce = await ( await adminPage.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' ) ).text();
		const [ helpPage ] = await ( await adminPage.request.get( '/wp-json/wp/v2/pages?slug=help-links' ) ).json();
		const hide = ( pages: Array< { id: number } > ) =>
			adminPage.request.post( '/wp-json/docent/v1/settings', {
				headers: { 'X-WP-Nonce': nonce },
				data: { preference: { hide_pages: pages } },
			} );
		expect( ( await hide( [ { id: helpPage.id } ] ) ).status() ).toBe( 200 );
		try {
			await page.goto( '/help-links/' );
			await page.waitForLoadState( 'load' );
			await expect( page.locator( '#docent-assistant' ) ).toHaveCount( 0 );
			const link = page.getByRole( 'link', { name: 'Open the help widget' } );
			const href = ( await link.getAttribute( 'href' ) ) ?? '';
			await link.click();
			// WordPress may add a trailing slash on the way.
			await expect( page ).toHaveURL( new RegExp( `^${ href.replace( /[.?*+^$()[\]{}|\\]/g, '\\$&' ) }/?$` ) );
		} finally {
			expect( ( await hide( [] ) ).status() ).toBe( 200 );
			await admin.close();
		}
	} );

	test( 'widget links added after load work too', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		const [ first ] = await widget.exploreItems();
		await page.evaluate( ( id ) => {
			const link = document.createElement( 'a' );
			link.rel = 'docent-widget';
			link.dataset.id = String( id );
			link.href = '/late-link/';
			link.textContent = 'Late widget link';
			document.body.prepend( link );
		}, first.id );
		await page.getByRole( 'link', { name: 'Late widget link' } ).click();
		await expect( widget.panel.getByRole( 'region', { name: first.title } ) ).toBeVisible();
		await expect( page ).not.toHaveURL( /late-link/ );
	} );

	test( 'window.docent.open(tab, docId), close() and toggle() with open and close events', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/', allTabs );
		const [ first ] = await widget.exploreItems();
		await page.evaluate( () => {
			const log: string[] = ( ( window as unknown as { docentLog: string[] } ).docentLog = [] );
			window.addEventListener( 'docent:open', ( e ) => log.push( `open ${ JSON.stringify( ( e as CustomEvent ).detail ) }` ) );
			window.addEventListener( 'docent:close', () => log.push( 'close' ) );
		} );
		await page.evaluate( () => window.docent?.open( 'message' ) );
		await expect( widget.tab( 'Messaging' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await page.evaluate( () => window.docent?.close() );
		await expect( widget.panel ).toBeHidden();
		await page.evaluate( ( id ) => window.docent?.open( 'explore', id ), first.id );
		await expect( widget.panel.getByRole( 'region', { name: first.title } ) ).toBeVisible();
		await page.evaluate( () => window.docent?.toggle() );
		await expect( widget.panel ).toBeHidden();
		expect( await page.evaluate( () => ( window as unknown as { docentLog: string[] } ).docentLog ) ).toEqual( [
			'open {"tab":"message"}',
			'close',
			`open {"tab":"explore","docId":${ first.id }}`,
			'close',
		] );
	} );

	test( 'a theme’s script may call window.docent.open() as soon as the page is parsed: it opens once the widget starts', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await page.addInitScript( () =>
			document.addEventListener( 'DOMContentLoaded', () => window.docent?.open( 'message' ) )
		);
		await widget.goto( '/', allTabs );
		await expect( widget.tab( 'Messaging' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( widget.panel.getByPlaceholder( 'Full Name' ) ).toBeVisible();
	} );
} );

test.describe( 'style isolation', () => {
	const HOSTILE = `
		html { font-size: 5px !important; }
		* { color: rgb(255, 0, 0) !important; background: rgb(0, 255, 0) !important; font-size: 40px !important;
			margin: 30px !important; padding: 30px !important; border: 8px solid red !important; box-sizing: content-box !important; }
		div, button, a, h2, h3, p, input, ul, li, mark, section, article {
			display: block !important; position: static !important; width: 10px !important; transform: rotate(10deg) !important; }
		#docent-assistant { display: none !important; position: absolute !important; opacity: 0 !important;
			inset: 0 !important; z-index: -1 !important; visibility: hidden !important; }
		body > div:last-of-type { all: unset !important; }
		.panel, .bubble, .tab, .card, .search, [role="dialog"] { display: none !important; }
		#docent-assistant::before { content: "HOSTILE" !important; }`;

	/** Where the bubble and panel sit, measured from the viewport's bottom-end corner (scrollbars aside). */
	async function measure( widget: WidgetPage ) {
		const client = await widget.page.evaluate( () => [
			document.documentElement.clientWidth,
			document.documentElement.clientHeight,
		] );
		const place = ( box: { x: number; y: number; width: number; height: number } ) =>
			[ client[ 0 ] - box.x - box.width, client[ 1 ] - box.y - box.height, box.width, box.height ].map( Math.round );
		const card = widget.panel.locator( '.card-title a' ).first();
		return {
			bubble: place( await restingBubble( widget ) ),
			panel: place( ( await widget.panel.boundingBox() )! ),
			cardFont: await card.evaluate( ( el ) => getComputedStyle( el ).fontSize ),
			cardColor: await card.evaluate( ( el ) => getComputedStyle( el ).color ),
			panelBg: await widget.panel.evaluate( ( el ) => getComputedStyle( el ).backgroundColor ),
			tabPadding: await widget.tab( 'Explore' ).evaluate( ( el ) => getComputedStyle( el ).padding ),
			searchBorder: await widget.search.evaluate( ( el ) => getComputedStyle( el ).borderTopWidth ),
		};
	}

	test( 'hostile theme CSS does not reach into the widget', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await expect( widget.cardLinks().first() ).toBeVisible();
		const clean = await measure( widget );

		await page.addStyleTag( { content: HOSTILE } );
		await widget.bubble.click();
		await widget.open();
		await expect( widget.cardLinks().first() ).toBeVisible();
		expect( await measure( widget ) ).toEqual( clean );
		expect( clean.cardFont ).toBe( '15px' );
		await widget.search.fill( 'install' );
		await expect( widget.search ).toHaveValue( 'install' );
	} );

	test( 'the widget’s CSS does not touch the theme', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		// Page elements named like the widget's own: a leak would restyle them.
		await page.evaluate( () => {
			const probe = document.createElement( 'div' );
			probe.id = 'probe';
			probe.className = 'panel app';
			probe.innerHTML =
				'<div class="head"><div class="tabs"><button class="tab" aria-selected="true">Tab</button></div>' +
				'<h2 class="title">Title</h2><p class="desc">Desc</p></div><ul class="cards"><li class="card">' +
				'<p class="crumbs">A<span class="sep">›</span>B</p><h3 class="card-title"><a href="#x">Card</a></h3>' +
				'<p class="card-desc">Text <mark>hit</mark></p></li></ul><div class="search"><input type="search"></div>' +
				'<button class="btn">Button</button><span class="sr">Hidden?</span><div class="bubble">B</div>';
			document.body.prepend( probe );
		} );
		const snapshot = () =>
			page.evaluate( () => {
				const props = [ 'color', 'background-color', 'font-size', 'font-family', 'display', 'position', 'padding', 'margin', 'border-radius', 'width' ];
				return [ document.documentElement, document.body, ...document.querySelectorAll( '#probe, #probe *' ) ].map( ( el ) => {
					const style = getComputedStyle( el );
					return props.map( ( p ) => style.getPropertyValue( p ) ).join( '|' );
				} );
			} );
		const before = await snapshot();
		await widget.open();
		await expect( widget.cardLinks().first() ).toBeVisible();
		expect( await snapshot() ).toEqual( before );
		// All of the widget's CSS lives in its shadow root, none in the page's document.
		expect(
			await page.evaluate( () => [ ...document.querySelectorAll( 'style' ) ].some( ( s ) => s.textContent?.includes( '.panel' ) ) )
		).toBe( false );
	} );
} );

test.describe( 'everyone can use it', () => {
	test( 'keyboard only: open, move between tabs, search, open an article, go back, close', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/', ( s ) => {
			allTabs( s );
			s.placement.order = [ 'explore', 'integrate_ai', 'message' ];
		} );
		// From the top of the page, Shift+Tab reaches the last focusable element: the bubble.
		await page.keyboard.press( 'Shift+Tab' );
		await expect( widget.bubble ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( widget.panel ).toBeVisible();
		await expect( widget.tab( 'Explore' ) ).toBeFocused();
		await page.keyboard.press( 'ArrowRight' );
		await expect( widget.tab( 'A.I. Chat' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'ArrowLeft' );
		await expect( widget.tab( 'Explore' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'Tab' );
		await expect( widget.search ).toBeFocused();
		await page.keyboard.type( 'install' );
		await expect( widget.panel.locator( 'mark' ).first() ).toBeVisible();
		await page.keyboard.press( 'Tab' );
		await expect( widget.cardLinks().first() ).toBeFocused();
		const title = ( await widget.cardLinks().first().textContent() ) ?? '';
		await page.keyboard.press( 'Enter' );
		await expect( widget.panel.locator( '.doc-title' ) ).toBeVisible();
		await expect( widget.panel.getByRole( 'link', { name: 'Back' } ) ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( widget.search ).toHaveValue( 'install' );
		await expect( widget.cardLinks().first() ).toBeFocused();
		await expect( widget.cardLinks().first() ).toHaveText( title );
		await page.keyboard.press( 'Escape' );
		await expect( widget.panel ).toBeHidden();
		await expect( widget.bubble ).toBeFocused();
	} );

	test( 'Escape right after Back closes the panel every time: focus never falls out of it', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		// Records every moment focus sits on the page's body while the panel is open.
		await page.evaluate( () => {
			const lost: string[] = [];
			( window as unknown as { lost_: string[] } ).lost_ = lost;
			const host = document.getElementById( 'docent-assistant' )!;
			const tick = () => {
				const open = host.shadowRoot?.querySelector( '.app .panel:not([hidden])' );
				if ( open && host.ownerDocument.activeElement === host.ownerDocument.body ) {
					lost.push( 'body' );
				}
				requestAnimationFrame( tick );
			};
			requestAnimationFrame( tick );
		} );
		for ( let run = 0; run < 6; run++ ) {
			await widget.bubble.focus();
			await page.keyboard.press( 'Enter' );
			await expect( widget.cardLinks().first() ).toBeVisible();
			await widget.cardLinks().first().focus();
			await page.keyboard.press( 'Enter' );
			await expect( widget.panel.getByRole( 'link', { name: 'Back' } ) ).toBeFocused();
			await page.keyboard.press( 'Enter' );
			await page.keyboard.press( 'Escape' );
			await expect( widget.panel ).toBeHidden();
			await expect( widget.bubble ).toBeFocused();
		}
		expect( await page.evaluate( () => ( window as unknown as { lost_: string[] } ).lost_ ) ).toEqual( [] );
	} );

	test( 'Back and Escape in the same moment step back once: the visitor stays on the page', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.bubble.click();
		const start = page.url();
		await widget.cardLinks().first().click();
		const back = widget.panel.getByRole( 'link', { name: 'Back' } );
		await expect( back ).toBeFocused();
		// Both in one task, so the step back the first asks for cannot land before the second.
		await back.evaluate( ( link ) => {
			( link as HTMLElement ).click();
			link.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true, composed: true } ) );
		} );
		await expect( widget.panel ).toBeHidden();
		await expect.poll( () => page.evaluate( () => location.hash ) ).not.toMatch( /^#\/\d+$/ );
		// A second step back would already be queued behind the first: give it a moment to land.
		await page.evaluate( () => new Promise( ( resolve ) => setTimeout( resolve, 250 ) ) );
		expect( page.url() ).toBe( start );
		await expect( widget.bubble ).toBeVisible();
	} );

	test( 'axe: no violations on the open widget, each tab, the article view and one opened by the JS API', async ( { page } ) => {
		// Six axe runs take most of the default 30 s on a busy 2-core machine.
		test.setTimeout( 60_000 );
		const widget = new WidgetPage( page );
		await widget.goto( '/', allTabs );
		const [ first ] = await widget.exploreItems();
		expect( await axeViolations( page ) ).toEqual( [] );
		await widget.open();
		for ( const [ name, ready ] of [
			[ 'A.I. Chat', widget.panel.getByPlaceholder( 'Ask me anything about this website...' ) ],
			[ 'Explore', widget.cardLinks().first() ],
			[ 'Messaging', widget.panel.getByPlaceholder( 'Full Name' ) ],
		] as const ) {
			await widget.tab( name ).click();
			await expect( ready ).toBeVisible();
			expect( await axeViolations( page ), `${ name } tab` ).toEqual( [] );
		}
		await widget.tab( 'Explore' ).click();
		await widget.search.fill( 'install' );
		await expect( widget.panel.locator( 'mark' ).first() ).toBeVisible();
		expect( await axeViolations( page ), 'search results' ).toEqual( [] );

		await widget.panel.locator( `[data-doc]` ).first().click();
		await expect( widget.panel.locator( '.doc-title' ) ).toBeVisible();
		expect( await axeViolations( page ), 'article view' ).toEqual( [] );

		await page.goto( '/' );
		await page.evaluate( ( id ) => window.docent?.open( 'explore', id ), first.id );
		await expect( widget.panel.locator( '.doc .content' ) ).not.toBeEmpty();
		expect( await axeViolations( page ), 'article opened by the JS API' ).toEqual( [] );
	} );

	test( 'right-to-left: the widget mirrors, and the arrow keys follow the reading direction', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/', allTabs );
		await page.evaluate( () => document.documentElement.setAttribute( 'dir', 'rtl' ) );
		await widget.open();
		const bubble = await restingBubble( widget );
		expect( Math.round( bubble.x ) ).toBe( 20 );
		const panel = ( await widget.panel.boundingBox() )!;
		expect( Math.round( panel.x ) ).toBe( 20 );
		await expect( widget.panel ).toHaveCSS( 'direction', 'rtl' );
		const tabs = widget.panel.getByRole( 'tab' );
		const [ firstTab, secondTab ] = [ ( await tabs.nth( 0 ).boundingBox() )!, ( await tabs.nth( 1 ).boundingBox() )! ];
		expect( secondTab.x ).toBeLessThan( firstTab.x );
		await widget.tab( 'A.I. Chat' ).focus();
		await page.keyboard.press( 'ArrowLeft' );
		await expect( widget.tab( 'Explore' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( widget.cardLinks().first() ).toBeVisible();
		const search = ( await widget.search.boundingBox() )!;
		const icon = ( await widget.panel.locator( '.search .icon' ).boundingBox() )!;
		expect( icon.x ).toBeGreaterThan( search.x + ( search.width / 2 ) );
		expect( await axeViolations( page ) ).toEqual( [] );
	} );

	test( 'phones: at 480px or less the panel fills the screen, and closes from its own button', async ( { page } ) => {
		await page.setViewportSize( { width: 375, height: 667 } );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await expect
			.poll( async () => {
				const box = ( await widget.panel.boundingBox() )!;
				return [ box.x, box.y, box.width, box.height ].map( Math.round );
			} )
			.toEqual( [ 0, 0, 375, 667 ] );
		await widget.search.fill( 'install' );
		await expect( widget.cardLinks().first() ).toBeVisible();
		await widget.cardLinks().first().click();
		await expect( widget.panel.locator( '.doc-title' ) ).toBeVisible();
		const doc = ( await widget.panel.boundingBox() )!;
		expect( Math.round( doc.width ) ).toBe( 375 );
		await widget.panel.getByRole( 'button', { name: 'Close', exact: true } ).click();
		await expect( widget.panel ).toBeHidden();
		await expect( widget.bubble ).toBeVisible();
		await expect( widget.bubble ).toBeFocused();
	} );

	test( 'reduced motion: no panel animation', async ( { page } ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await expect( widget.panel ).toHaveCSS( 'animation-name', 'none' );
		await expect( widget.bubble ).toHaveCSS( 'transition-duration', '0s' );
	} );
} );
