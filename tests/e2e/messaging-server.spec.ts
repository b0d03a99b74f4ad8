/**
 * The server half of Messaging on the real stack (SQLite site, php -S): a message POSTed the way the
 * widget sends it is stored, mailed over SMTP to a real sink on loopback (python3-aiosmtpd), and read,
 * marked and deleted in Docs > Inbox. The widget's own form is covered by its spec.
 */
import { expect, test } from '@playwright/test';
import { logIn } from './admin-page';
import { ownMessageLimit } from './message-limit';
import { mails, sendSiteMailToSink, type Mail, type Sink } from './smtp-sink';

const SITE_DIR = process.env.DOCENT_E2E_DIR ?? '';
const ROUTE = '/wp-json/docent/v1/messages';

test.describe( 'messaging on the server', () => {
	test.skip( ! SITE_DIR, 'Run through `npm run test:e2e`, which passes the site folder.' );

	let sink: Sink | undefined;
	let mailbox = '';

	let restoreLimit: ( () => Promise< void > ) | undefined;

	test.beforeAll( async ( { browser }, info ) => {
		// For this spec only: the site's PHPMailer sends over SMTP to the sink.
		sink = await sendSiteMailToSink( SITE_DIR );
		mailbox = sink.mailbox;
		restoreLimit = await ownMessageLimit( browser, String( info.project.use.baseURL ), 598 );
	} );

	test.afterAll( async () => {
		sink?.stop();
		await restoreLimit?.();
	} );

	test( 'a message is stored, mailed to the site owner and handled in the inbox', async ( { page, request, baseURL } ) => {
		const stamp = `${ Date.now() }`;
		const name = `E2E Visitor ${ stamp }`;
		const response = await request.post( ROUTE, {
			headers: { Referer: `${ baseURL }/help-links/` },
			data: {
				name,
				from: 'visitor@example.com',
				message: `Hello from the E2E run ${ stamp }.\nSecond line.`,
				token: '',
				attachment: '',
				website: '',
			},
		} );
		expect( response.status() ).toBe( 201 );
		expect( await response.json() ).toEqual( { success: true } );

		// The mail: to the site admin, Reply-To the visitor, plain text.
		await expect.poll( () => mails( mailbox ).filter( ( m ) => m.data.includes( stamp ) ).length, { timeout: 30_000 } ).toBe( 1 );
		const mail = mails( mailbox ).find( ( m ) => m.data.includes( stamp ) ) as Mail;
		expect( mail.rcpt_tos ).toEqual( [ 'admin@example.org' ] );
		expect( mail.data ).toMatch( /^Reply-To: E2E Visitor \d+ <visitor@example\.com>$/m );
		expect( mail.data ).toMatch( /^Content-Type: text\/plain; charset=UTF-8$/m );
		expect( mail.data ).toContain( `Hello from the E2E run ${ stamp }.` );
		expect( mail.data ).toContain( '/help-links/' );

		// The inbox: listed as unread, read view, then read; delete with its nonce link.
		await logIn( page, 'admin', 'password' );
		await page.goto( '/wp-admin/admin.php?page=docent-inbox' );
		await expect( page.locator( '#menu-posts-docs a', { hasText: 'Inbox' } ) ).toBeVisible();
		const row = page.locator( 'tr', { hasText: name } );
		await expect( row ).toHaveClass( /docent-unread/ );
		await expect( row ).toContainText( 'Delivered' );
		await row.getByRole( 'link', { name } ).click();
		await expect( page.getByRole( 'heading', { name: 'Message' } ) ).toBeVisible();
		await expect( page.locator( '.docent-inbox-body' ) ).toContainText( `Hello from the E2E run ${ stamp }.` );
		await page.getByRole( 'link', { name: 'Back to the inbox' } ).click();
		await expect( page.locator( 'tr', { hasText: name } ) ).toHaveClass( /docent-read/ );

		await page.locator( 'tr', { hasText: name } ).getByRole( 'link', { name } ).click();
		await page.getByRole( 'link', { name: 'Delete' } ).click();
		await expect( page.locator( '.notice-success' ) ).toContainText( '1 message deleted.' );
		await expect( page.locator( 'tr', { hasText: name } ) ).toHaveCount( 0 );
	} );

	test( 'a filled honeypot is answered like a success but stores and mails nothing', async ( { request } ) => {
		const stamp = `${ Date.now() }`;
		const response = await request.post( ROUTE, {
			data: { name: 'Bot', from: 'bot@example.com', message: `spam ${ stamp }`, website: 'https://spam.example' },
		} );
		expect( response.status() ).toBe( 201 );
		expect( await response.json() ).toEqual( { success: true } );
		await new Promise( ( r ) => setTimeout( r, 500 ) );
		expect( mails( mailbox ).filter( ( m ) => m.data.includes( stamp ) ) ).toEqual( [] );
	} );

	test( 'invalid fields answer 400 with the field at fault', async ( { request } ) => {
		const response = await request.post( ROUTE, {
			data: { name: 'Ada\r\nBcc: victim@example.net', from: 'ada@example.com', message: 'Hi' },
		} );
		expect( response.status() ).toBe( 400 );
		const body = await response.json();
		expect( body.code ).toBe( 'rest_invalid_param' );
		expect( body.data.field ).toBe( 'name' );
		expect( Object.keys( body.data.params ) ).toEqual( [ 'name' ] );
	} );
} );
