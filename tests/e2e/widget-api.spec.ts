/**
 * window.docent on the real stack: every call and event (types/docent.d.ts), calls queued before
 * the widget starts, links marked for the widget, and the logged-in visitor's prefilled form.
 * The chat's replies come from the Local provider (A.I. switched on for this file, as chat.spec.ts
 * does); the one message sent is really stored, then deleted.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { allTabs, WidgetPage, type DocItem } from './widget-page';

let adminContext: BrowserContext;
let admin: APIRequestContext;
let nonce = '';
let original: { ai: boolean; rateLimit: { count: number; window: number } };
const SENDER = `API visitor ${ Date.now() }`;

function api( method: string, route: string, data?: unknown ) {
	return admin.fetch( `/wp-json${ route }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );
}

test.beforeAll( async ( { browser } ) => {
	adminContext = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await logIn( await adminContext.newPage(), 'admin', 'password' );
	admin = adminContext.request;
	nonce = await restNonce( admin );
	const settings = await ( await api( 'GET', '/docent/v1/settings' ) ).json();
	original = { ai: Boolean( settings.integrate_ai.ai_enabled ), rateLimit: settings.message.rate_limit };
	// The site allows a few messages per 10 minutes from 127.0.0.1, shared with the messaging specs.
	const saved = await api( 'POST', '/docent/v1/settings', {
		integrate_ai: { ai_enabled: true },
		message: { rate_limit: { count: 100, window: 600 } },
	} );
	expect( saved.status() ).toBe( 200 );
} );

test.afterAll( async () => {
	if ( ! admin ) {
		return;
	}
	const messages: Array< { id: number; name: string } > = await ( await api( 'GET', '/docent/v1/messages?per_page=100' ) ).json();
	for ( const message of messages.filter( ( m ) => m.name === SENDER ) ) {
		await api( 'DELETE', `/docent/v1/messages/${ message.id }` );
	}
	const restored = await api( 'POST', '/docent/v1/settings', {
		integrate_ai: { ai_enabled: original.ai },
		message: { rate_limit: original.rateLimit },
	} );
	expect( restored.status() ).toBe( 200 );
	await adminContext.close();
} );

/** Records every API event (on()) from the moment the page's own scripts run, before the widget starts. */
async function recordEvents( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const log: string[] = ( ( window as unknown as { docentLog: string[] } ).docentLog = [] );
		document.addEventListener( 'DOMContentLoaded', () => {
			for ( const event of [ 'open', 'close', 'search', 'message-sent', 'chat-reply' ] as const ) {
				window.docent?.on( event, ( detail ) => log.push( `${ event } ${ JSON.stringify( detail ) }` ) );
			}
		} );
	} );
}

const events = ( page: Page ) => page.evaluate( () => ( window as unknown as { docentLog: string[] } ).docentLog );

/** Console warnings the page printed. */
function warnings( page: Page ): string[] {
	const seen: string[] = [];
	page.on( 'console', ( message ) => message.type() === 'warning' && seen.push( message.text() ) );
	return seen;
}

/** A demo doc with a nested permalink, from the Explore list. */
async function someDoc( widget: WidgetPage ): Promise< DocItem > {
	const [ first ] = await widget.exploreItems();
	expect( new URL( first.link ).pathname ).toMatch( /^\/.+\/$/ );
	return first;
}

test( 'open() takes the public tab names, and an unknown one only warns', async ( { page } ) => {
	const warned = warnings( page );
	const widget = new WidgetPage( page );
	await widget.goto( '/', allTabs );
	await page.evaluate( () => window.docent?.open( 'messages' ) );
	await expect( widget.tab( 'Messaging' ) ).toHaveAttribute( 'aria-selected', 'true' );
	await page.evaluate( () => window.docent?.open( 'chat' ) );
	await expect( widget.tab( 'A.I. Chat' ) ).toHaveAttribute( 'aria-selected', 'true' );
	await page.evaluate( () => window.docent?.close() );
	await expect( widget.panel ).toBeHidden();
	// @ts-expect-error -- a tab no widget has.
	await page.evaluate( () => window.docent?.open( 'settings' ) );
	await expect.poll( () => warned.some( ( text ) => text.includes( '"settings"' ) ) ).toBe( true );
	await expect( widget.panel ).toBeHidden();
	await expect( widget.bubble ).toHaveAttribute( 'aria-expanded', 'false' );
} );

test( 'open() with an unknown tab on a fresh page opens nothing and still warns', async ( { page } ) => {
	const warned = warnings( page );
	const widget = new WidgetPage( page );
	await widget.goto( '/', allTabs );
	// @ts-expect-error -- a tab no widget has.
	await page.evaluate( () => window.docent?.open( 'helpdesk' ) );
	await page.waitForTimeout( 500 );
	await expect( widget.bubble ).toHaveAttribute( 'aria-expanded', 'false' );
	// The panel code warns once it runs (the next call that shows the panel loads it).
	await page.evaluate( () => window.docent?.open() );
	await expect( widget.panel ).toBeVisible();
	await expect.poll( () => warned.some( ( text ) => text.includes( '"helpdesk"' ) ) ).toBe( true );
} );

test( 'search(), article() by id and by address, and the open, close and search events', async ( { page } ) => {
	await recordEvents( page );
	const warned = warnings( page );
	const widget = new WidgetPage( page );
	await widget.goto( '/', allTabs );
	const doc = await someDoc( widget );

	await page.evaluate( () => window.docent?.search( 'install' ) );
	await expect( widget.tab( 'Explore' ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( widget.search ).toHaveValue( 'install' );
	await expect( widget.panel.getByRole( 'status' ).filter( { hasText: /results?$/ } ) ).toBeVisible();

	await page.evaluate( ( id ) => window.docent?.article( id ), doc.id );
	await expect( widget.panel.getByRole( 'region', { name: doc.title } ) ).toBeVisible();
	await page.evaluate( () => window.docent?.close() );
	await expect( widget.panel ).toBeHidden();

	// Its address, written as a theme might: absolute, without the trailing slash, with a fragment.
	const address = `${ doc.link.replace( /\/$/, '' ) }#top`;
	await page.evaluate( ( url ) => window.docent?.article( url ), address );
	await expect( widget.panel.getByRole( 'region', { name: doc.title } ) ).toBeVisible();
	await page.evaluate( () => window.docent?.article( '/no-such-article/' ) );
	await expect.poll( () => warned.some( ( text ) => text.includes( '/no-such-article/' ) ) ).toBe( true );
	// A search while an article shows goes back to the list.
	await page.evaluate( () => window.docent?.search( 'colours' ) );
	await expect( widget.search ).toHaveValue( 'colours' );

	await expect.poll( () => events( page ) ).toEqual( [
		'open {"tab":"explore"}',
		'search {"query":"install"}',
		'close {}',
		'open {"tab":"explore"}',
		'search {"query":"colours"}',
	] );
} );

test( 'ask() opens the chat and asks; the reply is a chat-reply event', async ( { page } ) => {
	await recordEvents( page );
	const widget = new WidgetPage( page );
	await widget.goto( '/', allTabs );
	await page.evaluate( () => window.docent?.ask( 'How do I change the widget colours?' ) );
	await expect( widget.tab( 'A.I. Chat' ) ).toHaveAttribute( 'aria-selected', 'true' );
	const log = widget.panel.getByRole( 'log', { name: 'Conversation' } );
	await expect( log.getByText( 'How do I change the widget colours?' ) ).toBeVisible();
	await expect.poll( async () => ( await events( page ) ).filter( ( line ) => line.startsWith( 'chat-reply' ) ), { timeout: 15000 } ).toHaveLength( 1 );
	const reply = JSON.parse( ( await events( page ) ).find( ( line ) => line.startsWith( 'chat-reply' ) )!.slice( 'chat-reply '.length ) );
	expect( reply.question ).toBe( 'How do I change the widget colours?' );
	expect( reply.answer.length ).toBeGreaterThan( 20 );
	expect( reply.links.map( ( link: { title: string } ) => link.title ) ).toContain( 'Changing the widget colours' );
} );

test( 'prefill() and identify() fill the contact form; sending it is a message-sent event', async ( { page } ) => {
	await recordEvents( page );
	const widget = new WidgetPage( page );
	await widget.goto( '/', allTabs );
	await page.evaluate( () => {
		window.docent?.identify( { name: 'Someone Else', email: 'ada@example.org' } );
		window.docent?.prefill( { subject: 'Billing', message: 'My invoice is wrong.' } );
	} );
	await page.evaluate( ( name ) => window.docent?.prefill( { name } ), SENDER );
	// Neither opens the panel.
	await page.waitForTimeout( 300 );
	await expect( widget.bubble ).toHaveAttribute( 'aria-expanded', 'false' );
	await page.evaluate( () => window.docent?.open( 'messages' ) );
	const field = ( name: string ) => widget.panel.getByRole( 'textbox', { name } );
	await expect( field( 'Full Name' ) ).toHaveValue( SENDER );
	await expect( field( 'Email' ) ).toHaveValue( 'ada@example.org' );
	await expect( field( 'Message' ) ).toHaveValue( 'Billing\n\nMy invoice is wrong.' );
	await widget.panel.getByRole( 'button', { name: 'Send' } ).click();
	await expect.poll( () => events( page ) ).toContain( 'message-sent {}' );
	// The form comes back cleared, the identified email kept.
	await expect( field( 'Email' ) ).toHaveValue( 'ada@example.org', { timeout: 8000 } );
	await expect( field( 'Message' ) ).toHaveValue( '' );
} );

test( 'calls made before the widget starts run in order once it does', async ( { page } ) => {
	await recordEvents( page );
	await page.addInitScript( () =>
		document.addEventListener( 'DOMContentLoaded', () => {
			window.docent?.prefill( { message: 'Queued before the start' } );
			window.docent?.open( 'chat' );
			window.docent?.search( 'install' );
		} )
	);
	const widget = new WidgetPage( page );
	await widget.goto( '/', allTabs );
	await expect( widget.tab( 'Explore' ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( widget.search ).toHaveValue( 'install' );
	await expect.poll( () => events( page ) ).toEqual( [ 'open {"tab":"integrate_ai"}', 'search {"query":"install"}' ] );
	await widget.tab( 'Messaging' ).click();
	await expect( widget.panel.getByRole( 'textbox', { name: 'Message' } ) ).toHaveValue( 'Queued before the start' );
} );

test( 'a link marked for the widget opens the article at its address; unmarked and unknown ones keep theirs', async ( { page } ) => {
	const widget = new WidgetPage( page );
	await widget.goto( '/', allTabs );
	const doc = await someDoc( widget );
	await page.evaluate( ( link ) => {
		document.body.insertAdjacentHTML(
			'afterbegin',
			`<p><a data-docent href="${ link }">Marked link</a> <a class="docent-link" href="/no-such-article/">Marked elsewhere</a>
			<a rel="docent-widget" href="${ link }">Widget link</a></p>`
		);
	}, doc.link );
	// rel="docent-widget" alone keeps opening the panel on its first tab, even with a doc's address.
	await page.getByRole( 'link', { name: 'Widget link' } ).click();
	await expect( widget.panel ).toBeVisible();
	await expect( widget.panel.getByRole( 'region', { name: doc.title } ) ).toHaveCount( 0 );
	await page.evaluate( () => window.docent?.close() );

	await page.getByRole( 'link', { name: 'Marked link' } ).click();
	await expect( widget.panel.getByRole( 'region', { name: doc.title } ) ).toBeVisible();
	await expect( page ).not.toHaveURL( doc.link );
	await page.evaluate( () => window.docent?.close() );

	// An address with no published article behind it is followed, as without the widget.
	await page.getByRole( 'link', { name: 'Marked elsewhere' } ).click();
	await expect( page ).toHaveURL( /\/no-such-article\/$/ );
} );

test( 'a logged-in visitor finds their name and email in the form; a visitor’s page names nobody', async ( { page, browser } ) => {
	const visitor = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	try {
		const html = await ( await visitor.request.get( '/' ) ).text();
		expect( html ).toContain( 'docent-boot' );
		expect( html ).not.toMatch( /"email"\s*:/ );
	} finally {
		await visitor.close();
	}
	await logIn( page, 'admin', 'password' );
	const response = await page.goto( '/' );
	expect( response?.headers()[ 'cache-control' ] ).toMatch( /no-store|private|no-cache/ );
	const widget = new WidgetPage( page );
	await page.evaluate( () => window.docent?.open( 'messages' ) );
	const email = await page.evaluate( () => JSON.parse( document.getElementById( 'docent-boot' )!.textContent! ).user.email );
	expect( email ).toMatch( /@/ );
	await expect( widget.panel.getByRole( 'textbox', { name: 'Email' } ) ).toHaveValue( email );
	await expect( widget.panel.getByRole( 'textbox', { name: 'Full Name' } ) ).not.toHaveValue( '' );
} );
