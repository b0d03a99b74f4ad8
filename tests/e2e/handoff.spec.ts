/**
 * From an answer to a person, on the real stack: a visitor asks the chat (Local provider, demo
 * docs), marks the reply unhelpful with a reason, hands off to Messaging with the conversation
 * attached, and sends; the administrator then reads the transcript in the inbox and the answer
 * in Insights' "Chat answers marked unhelpful".
 */
import { expect, test, type Browser } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { WidgetPage } from './widget-page';

const REASON = 'It did not say where the colour picker is';

/** Sets integrate_ai.ai_enabled and message.messaging_enable as an administrator; gives back what they were. */
async function setFeatures( browser: Browser, baseURL: string, on: { ai: boolean; message: boolean } ) {
	const context = await browser.newContext( { baseURL } );
	try {
		const page = await context.newPage();
		await logIn( page, 'admin', 'password' );
		const headers = { 'X-WP-Nonce': await restNonce( page.request ) };
		const before = await ( await page.request.get( '/wp-json/docent/v1/settings', { headers } ) ).json();
		const saved = await page.request.post( '/wp-json/docent/v1/settings', {
			headers,
			data: { integrate_ai: { ai_enabled: on.ai }, message: { messaging_enable: on.message } },
		} );
		expect( saved.status() ).toBe( 200 );
		return { ai: Boolean( before.integrate_ai?.ai_enabled ), message: Boolean( before.message?.messaging_enable ) };
	} finally {
		await context.close();
	}
}

test.describe( 'hand-off and feedback', () => {
	let was = { ai: false, message: true };

	test.beforeAll( async ( { browser }, info ) => {
		was = await setFeatures( browser, info.project.use.baseURL ?? '', { ai: true, message: true } );
	} );

	test.afterAll( async ( { browser }, info ) => {
		await setFeatures( browser, info.project.use.baseURL ?? '', was );
	} );

	test( 'a visitor asks, rates, hands off; the admin sees the transcript in the inbox and the answer in Insights', async ( { page, browser }, info ) => {
		// At most seven digits: a longer number reads as a phone number, which kept chat turns leave out.
		const stamp = `${ Date.now() % 10_000_000 }`;
		const question = `How do I change the widget colours? (${ stamp })`;
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await widget.tab( 'A.I. Chat' ).click();

		// The opening: a greeting and suggested questions.
		const log = widget.panel.getByRole( 'log', { name: 'Conversation' } );
		await expect( log.locator( '.chat-greeting' ) ).toBeVisible();

		const input = widget.panel.getByRole( 'textbox', { name: 'Your question' } );
		await input.fill( question );
		await input.press( 'Enter' );
		const reply = log.locator( '.is-bot:not(.chat-greeting)' );
		await expect( reply.getByRole( 'link', { name: 'Changing the widget colours' } ) ).toBeVisible();
		const answer = ( ( await reply.locator( '.chat-full .chat-text' ).textContent() ) ?? '' ).trim();
		expect( answer.length ).toBeGreaterThan( 20 );

		// 👎 by keyboard, with a short reason; one vote only.
		const rate = reply.getByRole( 'group', { name: 'Was this answer helpful?' } );
		await rate.getByRole( 'button', { name: 'Not helpful' } ).focus();
		await page.keyboard.press( 'Enter' );
		await reply.getByRole( 'textbox', { name: 'What was wrong? (optional)' } ).fill( REASON );
		const voted = page.waitForResponse( ( r ) => r.url().includes( '/docent/v1/chat/feedback' ) && r.request().method() === 'POST' );
		await reply.getByRole( 'button', { name: 'Send feedback' } ).click();
		expect( ( await voted ).status() ).toBe( 201 );
		await expect( rate.getByRole( 'status' ) ).toHaveText( 'Thanks for your feedback.' );
		await expect( rate.getByRole( 'button' ) ).toHaveCount( 0 );

		// Talk to a person: the Messaging tab, with the conversation shown before sending.
		await reply.getByRole( 'button', { name: 'Talk to a person' } ).click();
		const attached = widget.panel.getByRole( 'region', { name: 'Your conversation with the assistant' } );
		await expect( attached ).toContainText( question );
		await expect( attached ).toContainText( answer.slice( 0, 40 ) );
		await expect( attached.getByRole( 'link', { name: 'Changing the widget colours' } ) ).toBeVisible();
		const name = `Handoff Visitor ${ stamp }`;
		await widget.panel.getByRole( 'textbox', { name: 'Full Name' } ).fill( name );
		await widget.panel.getByRole( 'textbox', { name: 'Email' } ).fill( 'handoff@example.com' );
		await widget.panel.getByRole( 'textbox', { name: 'Message' } ).fill( 'The answer did not help, can a person look?' );
		const sent = page.waitForResponse( ( r ) => r.url().includes( '/docent/v1/messages' ) && r.request().method() === 'POST' );
		await widget.panel.getByRole( 'button', { name: 'Send' } ).click();
		const request = ( await sent ).request().postDataJSON();
		expect( request.conversation ).toMatch( /^[a-f0-9]{32}$/ );
		expect( request.message ).toBe( 'The answer did not help, can a person look?' );
		await expect( widget.panel.getByText( 'A person will read your message and your conversation with the assistant, and answer by email at handoff@example.com.' ) ).toBeVisible();

		// The administrator: the transcript in the inbox…
		const admin = await browser.newContext( { baseURL: info.project.use.baseURL } );
		try {
			const adminPage = await admin.newPage();
			await logIn( adminPage, 'admin', 'password' );
			await adminPage.goto( '/wp-admin/admin.php?page=docent-inbox' );
			await adminPage.locator( 'tr', { hasText: name } ).getByRole( 'link', { name } ).click();
			// The visitor's text as text; the server's transcript as its own block beside it.
			await expect( adminPage.locator( '.docent-inbox-body' ) ).toHaveText( 'The answer did not help, can a person look?' );
			const transcript = adminPage.getByRole( 'region', { name: 'Conversation with the assistant' } );
			await expect( transcript ).toContainText( `Visitor: ${ question }` );
			await expect( transcript ).toContainText( 'Assistant: ' );
			// The reply as the widget drew it (its list bullets are drawn, not text).
			await expect( transcript ).toContainText( answer.slice( 0, 30 ) );
			await expect( transcript.getByRole( 'link', { name: 'Changing the widget colours' } ) ).toBeVisible();
			if ( process.env.DOCENT_SHOTS_DIR ) {
				// The thread with its transcript block, for the review (outside the repository).
				for ( const width of [ 1280, 390 ] ) {
					await adminPage.setViewportSize( { width, height: width > 600 ? 900 : 844 } );
					await adminPage.screenshot( { path: `${ process.env.DOCENT_SHOTS_DIR }/inbox-transcript-${ width }.png`, fullPage: true } );
				}
			}

			// …and the answer in Insights, with its reason and "Write this article".
			await adminPage.goto( '/wp-admin/admin.php?page=docent-insights' );
			const table = adminPage.getByRole( 'table', { name: 'Chat answers marked unhelpful' } );
			const row = table.locator( 'tr', { hasText: question } );
			await expect( row ).toContainText( REASON );
			await expect( row.getByRole( 'link', { name: 'Changing the widget colours' } ) ).toBeVisible();
			await expect( row.locator( 'td.num' ) ).toHaveText( '1' );
			await expect( row.getByRole( 'button', { name: `Write this article: ${ question }` } ) ).toBeVisible();
		} finally {
			await admin.close();
		}
	} );
} );
