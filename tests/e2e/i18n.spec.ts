/**
 * The widget on a German site: the texts PHP writes (the bubble, the chat's greeting and
 * decline) and the bundle's own (Explore, and the chat and messaging chunks, each with its own
 * translation file) come from languages/. The site's language is switched for this file
 * (WPLANG, as `DOCENT_LOCALE=de_DE npm start` sets it) and switched back after it. A.I. Chat is
 * switched on by an administrator before the switch and put back after it: saving the settings
 * in German would store the German default texts for the files that come after this one.
 *
 * The tab titles are not checked: they are settings whose defaults are translated, but a site
 * whose settings were saved keeps the texts of the language they were saved in.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { allTabs, WidgetPage } from './widget-page';

const SITE_DIR = process.env.DOCENT_E2E_DIR ?? '';
const SITE_URL = process.env.DOCENT_E2E_URL ?? '';
const SET_LOCALE = path.resolve( __dirname, 'fixtures/set-locale.php' );

function setLocale( locale: string ): string {
	return execFileSync( 'php', [ SET_LOCALE, locale ], { env: { ...process.env, DOCENT_WP_DIR: SITE_DIR }, encoding: 'utf8' } ).trim();
}

/** Sets integrate_ai.ai_enabled as an administrator; gives back the value it had. */
async function setAiEnabled( browser: Browser, enabled: boolean ): Promise< boolean > {
	const context = await browser.newContext( { baseURL: SITE_URL } );
	try {
		const page = await context.newPage();
		await logIn( page, 'admin', 'password' );
		const headers = { 'X-WP-Nonce': await restNonce( page.request ) };
		const before = await page.request.get( '/wp-json/docent/v1/settings', { headers } );
		expect( before.status() ).toBe( 200 );
		const previous = Boolean( ( await before.json() ).integrate_ai?.ai_enabled );
		const saved = await page.request.post( '/wp-json/docent/v1/settings', { headers, data: { integrate_ai: { ai_enabled: enabled } } } );
		expect( saved.status() ).toBe( 200 );
		return previous;
	} finally {
		await context.close();
	}
}

async function openInGerman( widget: WidgetPage ): Promise< void > {
	await widget.goto( '/', allTabs );
	await widget.page.getByRole( 'button', { name: 'Hilfe öffnen' } ).click();
	await expect( widget.panel ).toBeVisible();
	await expect( widget.page.getByRole( 'button', { name: 'Hilfe schließen' } ) ).toBeVisible();
}

test.describe( 'the widget on a German site', () => {
	test.skip( ! SITE_DIR, 'Run through `npm run test:e2e`, which passes the site folder.' );

	let before = '';
	let aiBefore: boolean | null = null;
	test.beforeAll( async ( { browser } ) => {
		aiBefore = await setAiEnabled( browser, true );
		before = setLocale( 'de_DE' );
	} );
	test.afterAll( async ( { browser } ) => {
		if ( before ) {
			setLocale( before );
		}
		if ( null !== aiBefore ) {
			await setAiEnabled( browser, aiBefore );
		}
	} );

	test( 'Explore speaks German: the search box, the tab list, an empty search', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await openInGerman( widget );

		await expect( widget.panel.getByRole( 'tablist', { name: 'Hilfebereiche' } ) ).toBeVisible();
		const search = widget.panel.getByRole( 'searchbox', { name: 'Artikel durchsuchen' } );
		await expect( search ).toBeVisible();
		await expect( widget.cardLinks().first() ).toBeVisible();
		await search.fill( 'qqqzzzxxyy' );
		await expect( widget.panel.getByText( 'Kein Suchergebnis gefunden' ) ).toBeVisible();
		await expect( widget.panel.getByRole( 'button', { name: 'Den Chat fragen' } ) ).toBeVisible();
	} );

	test( 'the Messaging tab, a chunk of its own, has its German texts', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await openInGerman( widget );
		await widget.panel.getByRole( 'tab' ).filter( { hasText: /Messaging|Nachrichten/ } ).click();

		await expect( widget.panel.getByRole( 'textbox', { name: 'Vollständiger Name' } ) ).toBeVisible();
		await expect( widget.panel.getByRole( 'textbox', { name: 'E-Mail' } ) ).toBeVisible();
		await expect( widget.panel.getByRole( 'textbox', { name: 'Nachricht' } ) ).toBeVisible();
		await expect( widget.panel.getByRole( 'button', { name: 'Senden' } ) ).toBeVisible();
	} );

	test( 'the chat greets in German and declines in German, offering a person', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await openInGerman( widget );
		await widget.panel.getByRole( 'tab' ).filter( { hasText: /A\.I\. Chat|KI-Chat/ } ).click();

		const log = widget.panel.getByRole( 'log', { name: 'Unterhaltung' } );
		await expect( log ).toContainText( 'Hallo! Fragen Sie mich alles über diese Website, oder wählen Sie unten eine Frage aus.' );
		await widget.panel.getByRole( 'textbox', { name: 'Ihre Frage' } ).fill( 'Wie kalibriere ich den Quantenflux-Kondensator?' );
		await widget.panel.getByRole( 'button', { name: 'Senden' } ).click();

		await expect( log ).toContainText( 'Dazu habe ich in der Dokumentation nichts gefunden.', { timeout: 15_000 } );
		await expect( log.getByRole( 'button', { name: 'Mit einer Person sprechen' } ) ).toBeVisible();
	} );
} );
