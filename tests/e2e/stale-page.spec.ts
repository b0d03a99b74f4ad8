/**
 * A page a page cache kept longer than a nonce lives: its HTML is captured, every nonce made then
 * is expired (a must-use plugin moves WordPress's nonce tick with the `nonce_life` filter), and the
 * captured HTML is served again. A visitor on it still votes, chats and sends a message: Docent's
 * pages carry no nonce for visitors and the widget sends none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { WidgetPage } from './widget-page';

const SITE_DIR = process.env.DOCENT_E2E_DIR ?? '';
const PAGE = '/help-links/';
const QUESTION = 'How do I change the widget colours?';
const VISITOR = 'Cached Page Visitor';

/** Reads the nonce life, in seconds, from a file the test writes; WordPress's own (a day) without it. */
const NONCE_LIFE_PLUGIN = `<?php
// Written by tests/e2e/stale-page.spec.ts for its run only.
add_filter( 'nonce_life', static function ( $life ) {
	$file = WP_CONTENT_DIR . '/docent-e2e-nonce-life.txt';
	return is_readable( $file ) ? (int) file_get_contents( $file ) : $life;
} );
`;

test.describe( 'a cached page older than a nonce', () => {
	test.skip( ! SITE_DIR, 'Run through `npm run test:e2e`, which passes the site folder.' );

	const plugin = path.join( SITE_DIR, 'wp-content/mu-plugins/docent-e2e-nonce-life.php' );
	const life = path.join( SITE_DIR, 'wp-content/docent-e2e-nonce-life.txt' );
	let adminContext: BrowserContext;
	let admin: APIRequestContext;
	let nonce = '';
	let was = { ai: false, limit: { count: 5, window: 600 } };
	let docId = 0;

	const api = ( method: string, route: string, data?: unknown ) =>
		admin.fetch( `/wp-json${ route }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );

	test.beforeAll( async ( { browser } ) => {
		fs.writeFileSync( plugin, NONCE_LIFE_PLUGIN );
		adminContext = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
		await logIn( await adminContext.newPage(), 'admin', 'password' );
		admin = adminContext.request;
		nonce = await restNonce( admin );
		const settings = await ( await api( 'GET', '/docent/v1/settings' ) ).json();
		was = { ai: Boolean( settings.integrate_ai?.ai_enabled ), limit: settings.message.rate_limit };
		// Chat on; room for one more message whatever the specs before this one sent.
		const saved = await api( 'POST', '/docent/v1/settings', { integrate_ai: { ai_enabled: true }, message: { rate_limit: { count: 100, window: 600 } } } );
		expect( saved.status() ).toBe( 200 );
		// A doc of this spec's own, so that its vote is this visitor's first on it.
		const created = await api( 'POST', '/wp/v2/docs', { title: `Cached page ${ Date.now() }`, content: 'Votes from cached pages.', status: 'publish' } );
		expect( created.status() ).toBe( 201 );
		docId = ( await created.json() ).id;
	} );

	test.afterAll( async () => {
		fs.rmSync( life, { force: true } );
		fs.rmSync( plugin, { force: true } );
		if ( ! admin ) {
			return;
		}
		// The nonce life is WordPress's own again: the administrator's nonce is valid once more.
		if ( docId ) {
			await api( 'DELETE', `/wp/v2/docs/${ docId }?force=true` );
		}
		const messages: Array< { id: number; name: string } > = await ( await api( 'GET', '/docent/v1/messages?per_page=100' ) ).json();
		for ( const message of messages.filter( ( m ) => m.name === VISITOR ) ) {
			await api( 'DELETE', `/docent/v1/messages/${ message.id }` );
		}
		await api( 'POST', '/docent/v1/settings', { integrate_ai: { ai_enabled: was.ai }, message: { rate_limit: was.limit } } );
		await adminContext.close();
	} );

	test( 'its widget still votes, chats and sends a message', async ( { page } ) => {
		test.setTimeout( 90_000 );
		// The page as a page cache keeps it, made while today's nonces were good.
		const captured = await ( await page.request.get( PAGE ) ).text();
		expect( captured ).toContain( 'id="docent-boot"' );
		expect( captured ).not.toMatch( /"nonce"|createNonceMiddleware/ );

		// Every nonce made until now expires: WordPress now counts nonce ticks of five minutes.
		fs.writeFileSync( life, '600' );
		await page.route( ( url ) => url.pathname === PAGE, ( route ) => route.fulfill( { body: captured, contentType: 'text/html; charset=UTF-8' } ) );
		const answers: string[] = [];
		page.on( 'response', ( response ) => {
			if ( /\/wp-json\/|rest_route=/.test( response.url() ) && response.request().method() === 'POST' ) {
				answers.push( `${ response.status() } ${ new URL( response.url() ).pathname }` );
			}
		} );

		// Vote: the article, opened from the widget.
		const widget = new WidgetPage( page );
		await widget.goto( `${ PAGE }#/${ docId }` );
		await expect( widget.panel ).toBeVisible();
		const voted = page.waitForResponse( ( response ) => response.url().includes( `/docs/${ docId }/vote` ) );
		await widget.panel.getByRole( 'group', { name: 'Was this helpful?' } ).getByRole( 'button', { name: 'Yes' } ).click();
		expect( ( await voted ).status() ).toBe( 200 );
		await expect( widget.panel.getByText( 'Thanks for your feedback!' ) ).toBeVisible();

		// Chat: a question, answered with a link to the demo article.
		await widget.tab( 'A.I. Chat' ).click();
		const input = widget.panel.getByRole( 'textbox', { name: 'Your question' } );
		const replied = page.waitForResponse( ( response ) => /\/docent\/v1\/chat(\/stream)?$/.test( new URL( response.url() ).pathname ) );
		await input.fill( QUESTION );
		await input.press( 'Enter' );
		expect( ( await replied ).status() ).toBe( 200 );
		await expect( widget.panel.getByRole( 'log', { name: 'Conversation' } ).getByRole( 'link', { name: 'Changing the widget colours' } ) ).toBeVisible( {
			timeout: 30_000,
		} );

		// Message: sent, thanked.
		await widget.tab( 'Messaging' ).click();
		await widget.panel.getByRole( 'textbox', { name: 'Full Name' } ).fill( VISITOR );
		await widget.panel.getByRole( 'textbox', { name: 'Email' } ).fill( 'visitor@example.com' );
		await widget.panel.getByRole( 'textbox', { name: 'Message' } ).fill( 'Sent from a page older than any nonce.' );
		const sent = page.waitForResponse( ( response ) => response.request().method() === 'POST' && new URL( response.url() ).pathname.endsWith( '/docent/v1/messages' ) );
		await widget.panel.getByRole( 'button', { name: 'Send' } ).click();
		expect( ( await sent ).status() ).toBe( 201 );
		await expect( widget.panel.getByRole( 'heading', { name: 'Thanks' } ) ).toBeVisible();

		expect( answers.filter( ( answer ) => answer.startsWith( '403' ) ) ).toEqual( [] );
	} );
} );
