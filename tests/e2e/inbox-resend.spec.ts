/**
 * A reply whose mail failed is kept in the thread, and "Send again" mails that same reply once
 * the mail works: on the real stack, the first time with SMTP pointed at a closed loopback port,
 * then at a real sink.
 */
import { expect, test } from '@playwright/test';
import { logIn } from './admin-page';
import { ownMessageLimit } from './message-limit';
import { mails, sendSiteMailNowhere, sendSiteMailToSink, type Sink } from './smtp-sink';

const SITE_DIR = process.env.DOCENT_E2E_DIR ?? '';

test.describe( 'sending a failed reply again', () => {
	test.skip( ! SITE_DIR, 'Run through `npm run test:e2e`, which passes the site folder.' );

	let sink: Sink | undefined;
	let restore: ( () => void ) | undefined;
	let restoreLimit: ( () => Promise< void > ) | undefined;

	test.beforeAll( async ( { browser }, info ) => {
		restoreLimit = await ownMessageLimit( browser, String( info.project.use.baseURL ), 599 );
	} );

	test.afterAll( async () => {
		restore?.();
		sink?.stop();
		await restoreLimit?.();
	} );

	test( 'the reply is kept when its mail fails, and Send again mails it once', async ( { page, request } ) => {
		const stamp = `${ Date.now() }`.slice( -7 );
		const name = `Resend Visitor ${ stamp }`;
		const sent = await request.post( '/wp-json/docent/v1/messages', {
			data: { name, from: 'resend-visitor@example.com', message: `Where is the export button? (${ stamp })`, website: '' },
		} );
		expect( sent.status() ).toBe( 201 );

		// The mail server is down while the owner answers.
		restore = await sendSiteMailNowhere( SITE_DIR );
		await logIn( page, 'admin', 'password' );
		await page.goto( '/wp-admin/admin.php?page=docent-inbox&filter=open' );
		await page.locator( 'tr', { hasText: name } ).getByRole( 'link', { name } ).click();
		const answer = `Under Docs > Settings, Export (${ stamp }).`;
		await page.getByRole( 'textbox', { name: `Reply to ${ name }` } ).fill( answer );
		await page.getByRole( 'button', { name: 'Send reply' } ).click();
		await expect( page.getByRole( 'alert' ) ).toContainText( 'The reply was saved but could not be emailed' );
		const reply = page.locator( '.docent-thread .docent-from-site' );
		await expect( reply ).toHaveCount( 1 );
		await expect( reply ).toContainText( answer );
		await expect( reply ).toContainText( 'Not delivered' );
		await expect( page.locator( '.docent-state' ) ).toHaveText( 'Open' );

		// The mail works again: the same reply goes out, once.
		restore();
		restore = undefined;
		sink = await sendSiteMailToSink( SITE_DIR );
		await reply.getByRole( 'link', { name: 'Send again' } ).click();
		await expect( page.locator( '.notice-success' ) ).toContainText( 'Reply sent.' );
		await expect( reply ).toHaveCount( 1 );
		await expect( reply ).toContainText( 'Delivered' );
		await expect( reply.getByRole( 'link', { name: 'Send again' } ) ).toHaveCount( 0 );
		await expect( page.locator( '.docent-state' ) ).toHaveText( 'Answered' );
		const mailbox = sink.mailbox;
		await expect.poll( () => mails( mailbox ).filter( ( m ) => m.data.includes( answer ) ).length, { timeout: 10_000 } ).toBe( 1 );
		expect( mails( mailbox ).find( ( m ) => m.data.includes( answer ) )?.rcpt_tos ).toEqual( [ 'resend-visitor@example.com' ] );
	} );
} );
