/**
 * The visitor's Messaging tab on the real stack: the contact form, its flags, the bot check
 * (Cloudflare Turnstile stood in by a local script served for challenges.cloudflare.com), the
 * success screen, the message in the wp-admin inbox (Docent > Inbox), and the attach-file control: every
 * visitor uploads a file (attachments.spec.ts follows one to the inbox); users who may upload also get the
 * media library. Mail delivery is messaging-server.spec.ts's business.
 *
 * The site key is set through the settings route; the secret key stays empty, because the
 * server's siteverify URL cannot be re-pointed from here: with a site key and no secret the
 * server takes messages unverified (its own tests cover siteverify against a loopback stand-in).
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { WidgetPage } from './widget-page';

const STAND_IN = path.resolve( __dirname, 'stubs/turnstile.js' );
const SITE_KEY = 'e2e-turnstile-site-key';
/** The attach-file control's hint. */
const HINT = '(Supported formats: images (PNG, JPEG, GIF, WebP) or PDF, up to 5 MB)';
/** Docent > Inbox (slug docent-inbox). */
const INBOX = '/wp-admin/admin.php?page=docent-inbox';

interface MessageSettings {
	turnstile_site_key: string;
	rate_limit: { count: number; window: number };
}

let adminContext: BrowserContext;
let admin: APIRequestContext;
let nonce = '';
let original: MessageSettings;
const created = { messages: [] as string[], media: [] as number[] };

/** Calls the REST API as the administrator. */
function api( method: string, route: string, data?: unknown ) {
	return admin.fetch( `/wp-json${ route }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );
}

test.beforeAll( async ( { browser } ) => {
	adminContext = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await logIn( await adminContext.newPage(), 'admin', 'password' );
	admin = adminContext.request;
	nonce = await restNonce( admin );
	original = ( await ( await api( 'GET', '/docent/v1/settings' ) ).json() ).message;
	// The site allows 5 messages per 10 minutes from 127.0.0.1, shared with messaging-server.spec.ts.
	const response = await api( 'POST', '/docent/v1/settings', {
		message: { turnstile_site_key: SITE_KEY, rate_limit: { count: 100, window: 600 } },
	} );
	expect( response.status() ).toBe( 200 );
} );

test.afterAll( async () => {
	if ( ! admin ) {
		return;
	}
	// Messages and files this spec made go; the settings go back to what the site had.
	const messages: Array< { id: number; name: string } > = await ( await api( 'GET', '/docent/v1/messages?per_page=100' ) ).json();
	for ( const message of messages.filter( ( m ) => created.messages.includes( m.name ) ) ) {
		await api( 'DELETE', `/docent/v1/messages/${ message.id }` );
	}
	for ( const id of created.media ) {
		await api( 'DELETE', `/wp/v2/media/${ id }?force=true` );
	}
	const restored = await api( 'POST', '/docent/v1/settings', {
		message: { turnstile_site_key: original.turnstile_site_key, rate_limit: original.rate_limit },
	} );
	expect( restored.status() ).toBe( 200 );
	await adminContext.close();
} );

/** Serves the Turnstile stand-in for Cloudflare's script and records when it was asked for. */
async function standInTurnstile( page: Page ): Promise< string[] > {
	const requested: string[] = [];
	await page.route( 'https://challenges.cloudflare.com/**', async ( route ) => {
		requested.push( route.request().url() );
		await route.fulfill( { path: STAND_IN, contentType: 'text/javascript' } );
	} );
	return requested;
}

const isSendRequest = ( request: Request ) =>
	request.method() === 'POST' && new URL( request.url() ).pathname.endsWith( '/docent/v1/messages' );

/** The contact form inside the widget's panel. */
class MessagingForm {
	readonly widget: WidgetPage;

	constructor( widget: WidgetPage ) {
		this.widget = widget;
	}

	get name() {
		return this.widget.panel.getByRole( 'textbox', { name: 'Full Name' } );
	}

	get email() {
		return this.widget.panel.getByRole( 'textbox', { name: 'Email' } );
	}

	get message() {
		return this.widget.panel.getByRole( 'textbox', { name: 'Message' } );
	}

	get send() {
		return this.widget.panel.getByRole( 'button', { name: /^(Send|Sending\.\.\.)$/ } );
	}

	/** The stand-in's challenge (light DOM, shown in the form through a slot). */
	get botCheck() {
		return this.widget.page.getByRole( 'button', { name: 'Verify you are human' } );
	}

	async open(): Promise< void > {
		await this.widget.open();
		await this.widget.tab( 'Messaging' ).click();
		await expect( this.name ).toBeVisible();
	}

	async fill( name: string, email: string, message: string ): Promise< void > {
		await this.name.fill( name );
		await this.email.fill( email );
		await this.message.fill( message );
	}

	/** Passes the bot check; Send is off until then. */
	async verify(): Promise< void > {
		await expect( this.send ).toBeDisabled();
		await this.botCheck.click();
		await expect( this.send ).toBeEnabled();
	}
}

/** axe on the widget alone (the theme's own page is not Docent's to fix). */
async function axeViolations( page: Page ) {
	// @axe-core/playwright types its own playwright-core's Page; the API it calls is the same.
	const results = await new AxeBuilder( { page: page as never } ).include( '#docent-assistant' ).analyze();
	return results.violations.map( ( v ) => `${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }` );
}

test( 'a visitor sends a message: bot check, "Sending...", 3 s of thanks, a cleared form, the inbox @compat', async ( { page } ) => {
	const cloudflare = await standInTurnstile( page );
	// The answer is held back a little, so "Sending..." can be seen; the request still reaches the site.
	const sent: Array< Record< string, unknown > > = [];
	await page.route(
		( url ) => url.pathname.endsWith( '/docent/v1/messages' ),
		async ( route ) => {
			if ( isSendRequest( route.request() ) ) {
				sent.push( route.request().postDataJSON() );
				await new Promise( ( resolve ) => setTimeout( resolve, 700 ) );
			}
			await route.continue();
		}
	);
	const widget = new WidgetPage( page );
	const form = new MessagingForm( widget );
	await widget.goto( '/help-links/' );
	await widget.open();
	await expect( widget.tab( 'Explore' ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( widget.cardLinks().first() ).toBeVisible();
	expect( cloudflare ).toEqual( [] );

	const scripts: string[] = [];
	page.on( 'request', ( request ) => request.resourceType() === 'script' && scripts.push( new URL( request.url() ).pathname ) );
	await widget.tab( 'Messaging' ).click();
	await expect( form.name ).toBeVisible();
	await expect.poll( () => cloudflare.length ).toBe( 1 );
	// The toast library is fetched only when a toast shows (only uploaders can cause one).
	expect( scripts.filter( ( url ) => url.includes( '/build/tab-messaging' ) ) ).toEqual( [ expect.stringMatching( /\/build\/tab-messaging\.js$/ ) ] );
	expect( cloudflare[ 0 ] ).toMatch( /^https:\/\/challenges\.cloudflare\.com\/turnstile\/v0\/api\.js\?/ );
	// The stand-in, like Cloudflare's script, found its container in the document.
	await expect( form.botCheck ).toBeVisible();
	expect( await page.evaluate( () => ( window as never as { turnstileStandIn: { renders: unknown[] } } ).turnstileStandIn.renders ) ).toEqual( [
		{ sitekey: SITE_KEY, action: 'docent-message', inDocument: true },
	] );

	const stamp = `${ Date.now() }`;
	const name = `Widget Visitor ${ stamp }`;
	created.messages.push( name );
	await form.fill( name, 'visitor@example.com', `Hello from the widget ${ stamp }.\nSecond line.` );
	await form.verify();
	await form.send.click();
	await expect( form.send ).toHaveText( 'Sending...' );
	await expect( form.send ).toBeDisabled();

	const thanks = widget.panel.getByRole( 'heading', { name: 'Thanks' } );
	await expect( thanks ).toBeVisible();
	const shownAt = Date.now();
	await expect( widget.panel.locator( '.sent' ) ).toHaveText(
		'ThanksYour message has been sent!We will reply to you as soon as possible!' +
			'A person will read your message and answer by email at visitor@example.com.'
	);
	await expect( form.name ).toHaveCount( 0 );
	await expect( thanks ).toBeHidden( { timeout: 6000 } );
	const shownFor = Date.now() - shownAt;
	expect( shownFor ).toBeGreaterThan( 2500 );
	expect( shownFor ).toBeLessThan( 4500 );
	await expect( form.name ).toHaveValue( '' );
	await expect( form.email ).toHaveValue( '' );
	await expect( form.message ).toHaveValue( '' );
	// A token is good for one message: the form comes back with a fresh bot check.
	await expect( form.botCheck ).toBeVisible();
	await expect( form.send ).toBeDisabled();

	expect( sent ).toEqual( [
		{
			name,
			from: 'visitor@example.com',
			message: `Hello from the widget ${ stamp }.\nSecond line.`,
			token: 'e2e-token-1',
			attachment: '',
			website: '',
			page: new URL( '/help-links/', page.url() ).href,
		},
	] );

	const inbox = await adminContext.newPage();
	await inbox.goto( INBOX );
	const row = inbox.locator( 'tr', { hasText: name } );
	await expect( row ).toHaveCount( 1 );
	await row.getByRole( 'link', { name } ).click();
	await expect( inbox.locator( '.docent-inbox-body' ) ).toContainText( `Hello from the widget ${ stamp }.` );
	await inbox.close();
} );

test( 'fields are flagged on submit in order and as the visitor types; nothing is sent until all pass @compat', async ( { page } ) => {
	await standInTurnstile( page );
	const requests: string[] = [];
	page.on( 'request', ( request ) => isSendRequest( request ) && requests.push( request.url() ) );
	const widget = new WidgetPage( page );
	const form = new MessagingForm( widget );
	await widget.goto( '/' );
	await form.open();
	await form.verify();
	const flags = () => Promise.all( [ form.name, form.email, form.message ].map( ( field ) => field.getAttribute( 'aria-invalid' ) ) );
	expect( await flags() ).toEqual( [ 'false', 'false', 'false' ] );

	await form.send.click();
	expect( await flags() ).toEqual( [ 'true', 'false', 'false' ] );
	await expect( form.name ).toBeFocused();
	await expect( form.name ).toHaveAccessibleDescription( 'Please enter your name.' );
	// A red border and an icon, no visible text.
	await expect( form.name ).toHaveCSS( 'border-top-color', 'rgb(185, 28, 28)' );
	await expect( widget.panel.locator( '.field.is-invalid .field-icon' ) ).toBeVisible();
	await expect( widget.panel.getByText( 'Please enter your name.' ) ).toHaveClass( 'sr' );

	await form.name.fill( 'Ada' );
	expect( await flags() ).toEqual( [ 'false', 'false', 'false' ] );
	await form.send.click();
	expect( await flags() ).toEqual( [ 'false', 'true', 'false' ] );
	await expect( form.email ).toHaveAccessibleDescription( 'Please enter a valid email address.' );

	await form.email.pressSequentially( 'ada@example' );
	expect( await flags() ).toEqual( [ 'false', 'true', 'false' ] );
	await form.email.pressSequentially( '.com' );
	expect( await flags() ).toEqual( [ 'false', 'false', 'false' ] );
	await form.send.click();
	expect( await flags() ).toEqual( [ 'false', 'false', 'true' ] );
	await form.message.fill( 'Hi' );
	await form.message.fill( '' );
	expect( await flags() ).toEqual( [ 'false', 'false', 'true' ] );
	expect( requests ).toEqual( [] );
} );

test( 'the Messaging tab has no axe violations, flagged or not', async ( { page } ) => {
	await standInTurnstile( page );
	const widget = new WidgetPage( page );
	const form = new MessagingForm( widget );
	await widget.goto( '/' );
	await form.open();
	await expect( form.botCheck ).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
	await form.verify();
	await form.send.click();
	await form.email.fill( 'not an address' );
	await expect( form.email ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( await axeViolations( page ) ).toEqual( [] );
} );

test( 'a rejected site key says so inline and keeps Send off', async ( { page } ) => {
	await standInTurnstile( page );
	const widget = new WidgetPage( page );
	const form = new MessagingForm( widget );
	// Only the page's copy of the key changes: the server's setting stays.
	await widget.goto( '/', ( s ) => ( s.message.turnstile_site_key = 'e2e-rejected-key' ) );
	await form.open();
	await expect( widget.panel.getByRole( 'alert' ) ).toHaveText( 'Cloudflare turnstile site key not valid.' );
	await form.fill( 'Ada', 'ada@example.com', 'Hi' );
	await expect( form.send ).toBeDisabled();
} );

test( 'without a site key there is no bot check and Cloudflare is never asked', async ( { page } ) => {
	const cloudflare = await standInTurnstile( page );
	const widget = new WidgetPage( page );
	const form = new MessagingForm( widget );
	await widget.goto( '/', ( s ) => ( s.message.turnstile_site_key = '' ) );
	await form.open();
	await expect( form.send ).toBeEnabled();
	await page.waitForTimeout( 500 );
	expect( cloudflare ).toEqual( [] );
	await expect( form.botCheck ).toHaveCount( 0 );
} );

test( 'visitors get the attach-file control but no media library', async ( { page } ) => {
	await standInTurnstile( page );
	const widget = new WidgetPage( page );
	const form = new MessagingForm( widget );
	await widget.goto( '/' );
	await form.open();
	await expect( widget.panel.getByRole( 'button', { name: 'Attach a file' } ) ).toHaveAccessibleDescription( HINT );
	await expect( widget.panel.getByRole( 'button', { name: 'Choose from the media library' } ) ).toHaveCount( 0 );
	expect( await page.evaluate( () => typeof ( window as never as { wp?: { media?: unknown } } ).wp?.media ) ).toBe( 'undefined' );
} );

test( 'a user who may upload attaches a document from the media library and sends it', async () => {
	// A small PDF in the media library, uploaded as the administrator.
	const pdf = Buffer.from(
		'%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
	);
	const upload = await admin.post( '/wp-json/wp/v2/media', {
		headers: {
			'X-WP-Nonce': nonce,
			'Content-Type': 'application/pdf',
			'Content-Disposition': 'attachment; filename="docent-e2e-handbook.pdf"',
		},
		data: pdf,
	} );
	expect( upload.status() ).toBe( 201 );
	const media = await upload.json();
	created.media.push( media.id );

	const page = await adminContext.newPage();
	await standInTurnstile( page );
	const widget = new WidgetPage( page );
	const form = new MessagingForm( widget );
	await widget.goto( '/' );
	await form.open();
	await expect( widget.panel.getByRole( 'button', { name: 'Attach a file' } ) ).toHaveAccessibleDescription( HINT );
	await widget.panel.getByRole( 'button', { name: 'Choose from the media library' } ).click();

	const library = page.locator( '.media-modal' );
	await expect( library.getByRole( 'heading', { name: 'Attach a file' } ) ).toBeVisible();
	await library.getByRole( 'tab', { name: 'Media Library' } ).click();
	await library.locator( `.attachment[data-id="${ media.id }"]` ).click();
	await library.getByRole( 'button', { name: 'Attach', exact: true } ).click();
	await expect( library ).toBeHidden();

	// The name cut to 15 characters, with its clear button.
	await expect( widget.panel.locator( '.attached-name' ) ).toHaveText( 'docent-e2e-hand...' );
	await expect( widget.panel.getByRole( 'button', { name: 'Remove the attachment docent-e2e-handbook.pdf' } ) ).toBeVisible();

	const stamp = `${ Date.now() }`;
	const name = `Widget Uploader ${ stamp }`;
	created.messages.push( name );
	await form.fill( name, 'editor@example.com', `The handbook ${ stamp } is attached.` );
	await form.verify();
	await form.send.click();
	await expect( widget.panel.getByRole( 'heading', { name: 'Thanks' } ) ).toBeVisible();

	const messages: Array< { name: string; attachment: { id: number; filename: string } | null } > = await (
		await api( 'GET', '/docent/v1/messages?per_page=20' )
	).json();
	const stored = messages.find( ( m ) => m.name === name );
	expect( stored?.attachment ).toMatchObject( { id: media.id, filename: expect.stringMatching( /^docent-e2e-handbook.*\.pdf$/ ) } );
	await page.close();
} );

test( 'a file that is not a document is refused with the "Upload Failed" toast, bottom-end, for 3 s', async () => {
	const page = await adminContext.newPage();
	await standInTurnstile( page );
	const widget = new WidgetPage( page );
	const form = new MessagingForm( widget );
	await widget.goto( '/' );
	await form.open();
	await widget.panel.getByRole( 'button', { name: 'Choose from the media library' } ).click();
	const library = page.locator( '.media-modal' );
	await expect( library.getByRole( 'heading', { name: 'Attach a file' } ) ).toBeVisible();
	// An image uploaded right in the library is selected, though the library lists documents only.
	await library.getByRole( 'tab', { name: 'Upload files' } ).click();
	const png = Buffer.from( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64' );
	await library.locator( 'input[type="file"]' ).setInputFiles( { name: 'docent-e2e-photo.png', mimeType: 'image/png', buffer: png } );
	const attach = library.getByRole( 'button', { name: 'Attach', exact: true } );
	await expect( attach ).toBeEnabled( { timeout: 10_000 } );
	await attach.click();

	const toast = page.locator( '.swal2-toast' );
	await expect( toast ).toBeVisible();
	const shownAt = Date.now();
	await expect( toast.locator( '.swal2-title' ) ).toHaveText( 'Upload Failed' );
	await expect( toast.locator( '.swal2-html-container' ) ).toHaveText( 'The attachment type is not matched.' );
	const box = ( await toast.boundingBox() )!;
	const viewport = page.viewportSize()!;
	expect( viewport.width - ( box.x + box.width ) ).toBeLessThan( 40 );
	expect( viewport.height - ( box.y + box.height ) ).toBeLessThan( 40 );
	await expect( toast ).toBeHidden( { timeout: 6000 } );
	expect( Date.now() - shownAt ).toBeGreaterThan( 2500 );
	// Nothing was attached.
	await expect( widget.panel.locator( '.attached-name' ) ).toHaveCount( 0 );
	await expect( widget.panel.getByRole( 'button', { name: 'Attach a file' } ) ).toBeVisible();

	const images: Array< { id: number } > = await ( await api( 'GET', '/wp/v2/media?search=docent-e2e-photo&media_type=image' ) ).json();
	created.media.push( ...images.map( ( image ) => image.id ) );
	await page.close();
} );
