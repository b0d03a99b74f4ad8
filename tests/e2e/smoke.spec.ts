/**
 * One walk through everything a site on an older PHP must serve: the widget opens, searches, reads an article and
 * sends a message, and an administrator saves a setting. `npm test` runs it against a site served by php-wasm's
 * PHP 7.4 (project php-7.4) as well as on the native site.
 */
import { expect, test } from '@playwright/test';
import { AdminSettingsPage, logIn, restNonce } from './admin-page';
import { WidgetPage } from './widget-page';

test( 'open the widget, search, read an article, send a message, save a setting @smoke', async ( { page, browser } ) => {
	// Every request goes through one single-threaded WebAssembly PHP: slower than the native site.
	test.setTimeout( 180_000 );
	const adminContext = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	const adminPage = await adminContext.newPage();
	await logIn( adminPage, 'admin', 'password' );
	const nonce = await restNonce( adminContext.request );
	const api = ( method: string, route: string, data?: unknown ) =>
		adminContext.request.fetch( `/wp-json/docent/v1/${ route }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );
	const original = await ( await api( 'GET', 'settings' ) ).json();
	// Room for this message whatever other specs sent from 127.0.0.1 in the last minutes.
	expect( ( await api( 'POST', 'settings', { message: { rate_limit: { count: 100, window: 600 } } } ) ).status() ).toBe( 200 );
	try {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await expect( widget.cardLinks().first() ).toBeVisible( { timeout: 15_000 } );

		await widget.search.fill( 'install' );
		await expect( widget.panel.locator( 'mark' ).first() ).toBeVisible( { timeout: 15_000 } );
		const result = widget.cardLinks().first();
		const title = ( await result.textContent() )?.trim() ?? '';
		expect( title ).toMatch( /install/i );
		await result.click();
		await expect( page ).toHaveURL( /#\/\d+$/ );
		await expect( widget.panel.locator( '.doc-title' ) ).toHaveText( title, { timeout: 15_000 } );
		await expect( widget.panel.locator( '.content' ) ).not.toBeEmpty();

		await widget.tab( 'Messaging' ).click();
		const name = `Smoke Visitor ${ Date.now() }`;
		await widget.panel.getByRole( 'textbox', { name: 'Full Name' } ).fill( name );
		await widget.panel.getByRole( 'textbox', { name: 'Email' } ).fill( 'smoke@example.com' );
		await widget.panel.getByRole( 'textbox', { name: 'Message' } ).fill( 'Hello from the smoke test.' );
		await widget.panel.getByRole( 'button', { name: 'Send' } ).click();
		await expect( widget.panel.getByRole( 'heading', { name: 'Thanks' } ) ).toBeVisible( { timeout: 15_000 } );
		expect( errors ).toEqual( [] );
		const messages: Array< { id: number; name: string } > = await ( await api( 'GET', 'messages?per_page=100' ) ).json();
		const sent = messages.filter( ( message ) => message.name === name );
		expect( sent ).toHaveLength( 1 );
		await api( 'DELETE', `messages/${ sent[ 0 ].id }` );

		// wp-admin's one-off compression test races other writes on SQLite and is not Docent's.
		await adminPage.route( /admin-ajax\.php\?action=wp-compression-test/, ( route ) => route.abort() );
		const screen = new AdminSettingsPage( adminPage );
		await screen.goto();
		await screen.openSection( 'Explore' );
		await screen.field( 'Tab label' ).fill( 'Browse' );
		await screen.save();
		await expect( screen.notice ).toHaveText( 'Settings saved.', { timeout: 15_000 } );
		await adminPage.reload();
		await screen.openSection( 'Explore' );
		await expect( screen.field( 'Tab label' ) ).toHaveValue( 'Browse' );
	} finally {
		expect( ( await api( 'POST', 'settings', original ) ).status() ).toBe( 200 );
		await adminContext.close();
	}
} );
