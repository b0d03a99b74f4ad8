/**
 * A file attached by a visitor who is not logged in, on the real stack (SQLite site, php -S): chosen
 * with the keyboard, checked in the browser, uploaded, sent with the message, listed in the wp-admin
 * inbox, downloaded by the administrator as a download the browser must not sniff, and refused
 * with 403 to a logged-out request and to a subscriber. The upload route's own refusals (type by
 * content, size) are checked over HTTP too.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { WidgetPage } from './widget-page';

const INBOX = '/wp-admin/admin.php?page=docent-inbox';
const UPLOAD = '/wp-json/docent/v1/attachments';
const SUBSCRIBER = { username: 'docent_e2e_attach_subscriber', password: 'subscriber-pass-123' };
/** A 1×1 PNG. */
const PNG = Buffer.from( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64' );
const WRONG_TYPE = 'This file type cannot be attached. Please choose an image (PNG, JPEG, GIF or WebP) or a PDF.';

let adminContext: BrowserContext;
let admin: APIRequestContext;
let nonce = '';
let originalLimit: { count: number; window: number };
const createdMessages: string[] = [];

function api( method: string, route: string, data?: unknown ) {
	return admin.fetch( `/wp-json${ route }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );
}

/** A PDF of about `size` bytes: a header, every byte value over and over, a trailer. */
function pdfOf( size: number ): Buffer {
	const head = Buffer.from( '%PDF-1.4\n%' );
	const tail = Buffer.from( '\ntrailer<</Root 1 0 R>>\n%%EOF\n' );
	const body = Buffer.alloc( size - head.length - tail.length );
	for ( let i = 0; i < body.length; i++ ) {
		body[ i ] = i % 256;
	}
	return Buffer.concat( [ head, body, tail ] );
}

test.beforeAll( async ( { browser } ) => {
	adminContext = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await logIn( await adminContext.newPage(), 'admin', 'password' );
	admin = adminContext.request;
	nonce = await restNonce( admin );
	originalLimit = ( await ( await api( 'GET', '/docent/v1/settings' ) ).json() ).message.rate_limit;
	expect( ( await api( 'POST', '/docent/v1/settings', { message: { rate_limit: { count: 100, window: 600 } } } ) ).status() ).toBe( 200 );
	const user = await api( 'POST', '/wp/v2/users', { ...SUBSCRIBER, email: `${ SUBSCRIBER.username }@example.org`, roles: [ 'subscriber' ] } );
	// A kept site (DOCENT_KEEP_SITES) already has the user.
	expect( [ 201, 400, 500 ] ).toContain( user.status() );
} );

test.afterAll( async () => {
	if ( ! admin ) {
		return;
	}
	// Deleting a message deletes its file.
	const messages: Array< { id: number; name: string } > = await ( await api( 'GET', '/docent/v1/messages?per_page=100' ) ).json();
	for ( const message of messages.filter( ( m ) => createdMessages.includes( m.name ) ) ) {
		await api( 'DELETE', `/docent/v1/messages/${ message.id }` );
	}
	expect( ( await api( 'POST', '/docent/v1/settings', { message: { rate_limit: originalLimit } } ) ).status() ).toBe( 200 );
	await adminContext.close();
} );

test( 'a logged-out visitor attaches a screenshot; only the administrator can download it', async ( { page, browser } ) => {
	const widget = new WidgetPage( page );
	// No bot check in the browser (the site has no secret key, so the server verifies none either).
	await widget.goto( '/', ( s ) => ( s.message.turnstile_site_key = '' ) );
	await widget.open();
	await widget.tab( 'Messaging' ).click();
	const uploads: string[] = [];
	page.on( 'request', ( request ) => request.url().includes( '/docent/v1/attachments' ) && uploads.push( request.method() ) );

	// A script named .png is refused in the browser, before anything is sent.
	const attach = widget.panel.getByRole( 'button', { name: 'Attach a file' } );
	await widget.panel.locator( 'input[type="file"]' ).setInputFiles( { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from( '<?php echo 1;' ) } );
	await expect( widget.panel.getByRole( 'alert' ) ).toHaveText( WRONG_TYPE );
	await expect( attach ).toHaveAccessibleDescription( new RegExp( WRONG_TYPE.replace( /[.()]/g, '\\$&' ) ) );
	expect( uploads ).toEqual( [] );

	// With the keyboard: Enter on the button opens the file chooser.
	await attach.focus();
	const chooser = page.waitForEvent( 'filechooser' );
	await page.keyboard.press( 'Enter' );
	await ( await chooser ).setFiles( { name: 'screenshot.png', mimeType: 'image/png', buffer: PNG } );
	await expect( widget.panel.locator( '.attached-name' ) ).toHaveText( 'screenshot.png' );
	await expect( widget.panel.getByRole( 'alert' ) ).toHaveCount( 0 );
	expect( uploads ).toEqual( [ 'POST' ] );

	const name = `Attaching Visitor ${ Date.now() }`;
	createdMessages.push( name );
	await widget.panel.getByRole( 'textbox', { name: 'Full Name' } ).fill( name );
	await widget.panel.getByRole( 'textbox', { name: 'Email' } ).fill( 'visitor@example.com' );
	await widget.panel.getByRole( 'textbox', { name: 'Message' } ).fill( 'The button is cut off, see the screenshot.' );
	await widget.panel.getByRole( 'button', { name: 'Send' } ).click();
	await expect( widget.panel.getByRole( 'heading', { name: 'Thanks' } ) ).toBeVisible();

	// The administrator finds it in the inbox and downloads it.
	const inbox = await adminContext.newPage();
	await inbox.goto( INBOX );
	await inbox.locator( 'tr', { hasText: name } ).getByRole( 'link', { name } ).click();
	// The read view is a layout table (role="presentation"): its rows are found by their label.
	const row = inbox.locator( 'tr', { has: inbox.locator( 'th', { hasText: 'Attached file' } ) } );
	await expect( row ).toContainText( 'screenshot.png PNG, 70 B' );
	const link = row.getByRole( 'link', { name: 'screenshot.png' } );
	const href = new URL( ( await link.getAttribute( 'href' ) ) ?? '', inbox.url() ).href;
	const [ download ] = await Promise.all( [ inbox.waitForEvent( 'download' ), link.click() ] );
	expect( download.suggestedFilename() ).toBe( 'screenshot.png' );
	const saved = await download.path();
	expect( saved ).toBeTruthy();
	expect( ( await import( 'node:fs' ) ).readFileSync( saved as string ).equals( PNG ) ).toBe( true );

	const served = await admin.get( href );
	expect( served.status() ).toBe( 200 );
	expect( served.headers()[ 'content-type' ] ).toBe( 'image/png' );
	expect( served.headers()[ 'content-disposition' ] ).toMatch( /^attachment; filename="screenshot\.png"/ );
	expect( served.headers()[ 'x-content-type-options' ] ).toBe( 'nosniff' );
	expect( ( await served.body() ).equals( PNG ) ).toBe( true );
	await inbox.close();

	// Anyone else: 403, logged out or logged in without the right to read the inbox.
	const loggedOut = await page.request.get( href );
	expect( loggedOut.status() ).toBe( 403 );
	expect( ( await loggedOut.body() ).includes( PNG ) ).toBe( false );
	const subscriberContext = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await logIn( await subscriberContext.newPage(), SUBSCRIBER.username, SUBSCRIBER.password );
	expect( ( await subscriberContext.request.get( href ) ).status() ).toBe( 403 );
	await subscriberContext.close();
} );

test( 'the upload route reads the type from the content and takes 5 MB, over HTTP', async ( { playwright } ) => {
	const visitor = await playwright.request.newContext( { baseURL: test.info().project.use.baseURL } );
	const renamed = await visitor.post( UPLOAD, { multipart: { file: { name: 'shell.png', mimeType: 'image/png', buffer: Buffer.from( "<?php system( $_GET['c'] ); ?>" ) } } } );
	expect( renamed.status() ).toBe( 415 );
	expect( ( await renamed.json() ).code ).toBe( 'docent_attachment_type' );

	const big = pdfOf( ( 5 * 1024 * 1024 ) - 1024 );
	const taken = await visitor.post( UPLOAD, { multipart: { file: { name: 'manual.pdf', mimeType: 'application/pdf', buffer: big } } } );
	expect( taken.status() ).toBe( 201 );
	expect( await taken.json() ).toMatchObject( { file_name: 'manual.pdf', mime_type: 'application/pdf', size: big.length } );

	const tooBig = await visitor.post( UPLOAD, { multipart: { file: { name: 'huge.pdf', mimeType: 'application/pdf', buffer: pdfOf( ( 5 * 1024 * 1024 ) + 10 ) } } } );
	expect( tooBig.status() ).toBe( 413 );
	await visitor.dispose();
} );
