/**
 * The widget on a German site, and the chat on a Japanese one. The texts PHP writes (the bubble,
 * the chat's greeting and decline) and the bundle's own (Explore, and the chat and messaging
 * chunks, each with its own translation file) come from languages/; a question in the site's
 * language is read by that language's rules. The site's language is switched for this file
 * (WPLANG, as `DOCENT_LOCALE=de_DE npm start` sets it) and switched back after it. A.I. Chat is
 * switched on by an administrator before the switch and put back after it.
 *
 * The tab titles are not checked: they are settings whose defaults are translated when read
 * (saving stores only changed values, tests/php/Settings/Settings_LanguageTest.php), but a site
 * saved before that keeps the texts of the language it was saved in.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { allTabs, WidgetPage } from './widget-page';

const SITE_DIR = process.env.DOCENT_E2E_DIR ?? '';
const SITE_URL = process.env.DOCENT_E2E_URL ?? '';
const SET_LOCALE = path.resolve( __dirname, 'fixtures/set-locale.php' );

function setLocale( locale: string ): string {
	return execFileSync( 'php', [ SET_LOCALE, locale ], { env: { ...process.env, DOCENT_WP_DIR: SITE_DIR }, encoding: 'utf8' } ).trim();
}

/** A German article of the demo's kind, for the German question. */
const GERMAN_ARTICLE = {
	title: 'Die Farben des Widgets ändern',
	content:
		'<p>Die Farben des Widgets ändern Sie unter Docs › Einstellungen › Darstellung. Dort wählen Sie für jede Fläche eine eigene Farbe, etwa für den Hintergrund der Sprechblase oder den Senden-Button.</p>' +
		'<p>Die Live-Vorschau zeigt jede Änderung sofort; Besucher sehen die neuen Farben, sobald Sie die Einstellungen speichern.</p>',
};

/** Runs REST calls as an administrator (in a context of its own). */
async function asAdmin< T >( browser: Browser, work: ( request: APIRequestContext, headers: Record< string, string > ) => Promise< T > ): Promise< T > {
	const context = await browser.newContext( { baseURL: SITE_URL } );
	try {
		const page = await context.newPage();
		await logIn( page, 'admin', 'password' );
		return await work( page.request, { 'X-WP-Nonce': await restNonce( page.request ) } );
	} finally {
		await context.close();
	}
}

/** Publishes a doc as an administrator. */
function publish( browser: Browser, doc: { title: string; content: string } ): Promise< { id: number; link: string } > {
	return asAdmin( browser, async ( request, headers ) => {
		const created = await request.post( '/wp-json/wp/v2/docs', { headers, data: { ...doc, status: 'publish' } } );
		expect( created.status() ).toBe( 201 );
		return created.json();
	} );
}

/** Deletes a doc as an administrator. */
function remove( browser: Browser, doc: { id: number } | null ): Promise< void > {
	return asAdmin( browser, async ( request, headers ) => {
		if ( doc ) {
			await request.delete( `/wp-json/wp/v2/docs/${ doc.id }?force=true`, { headers } );
		}
	} );
}

/** Sets integrate_ai.ai_enabled as an administrator; gives back the value it had. */
function setAiEnabled( browser: Browser, enabled: boolean ): Promise< boolean > {
	return asAdmin( browser, async ( request, headers ) => {
		const before = await request.get( '/wp-json/docent/v1/settings', { headers } );
		expect( before.status() ).toBe( 200 );
		const saved = await request.post( '/wp-json/docent/v1/settings', { headers, data: { integrate_ai: { ai_enabled: enabled } } } );
		expect( saved.status() ).toBe( 200 );
		return Boolean( ( await before.json() ).integrate_ai?.ai_enabled );
	} );
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
	let germanArticle: { id: number; link: string } | null = null;
	test.beforeAll( async ( { browser } ) => {
		aiBefore = await setAiEnabled( browser, true );
		before = setLocale( 'de_DE' );
		// Written once the site is German, so it is indexed by the German rules.
		germanArticle = await publish( browser, GERMAN_ARTICLE );
	} );
	test.afterAll( async ( { browser } ) => {
		if ( before ) {
			setLocale( before );
		}
		await remove( browser, germanArticle );
		if ( null !== aiBefore ) {
			await setAiEnabled( browser, aiBefore );
		}
	} );

	test( 'Explore speaks German: the search box, the tab list, an empty search', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await openInGerman( widget );

		await expect( widget.panel.getByRole( 'tablist', { name: 'Hilfebereiche' } ) ).toBeVisible();
		await widget.panel.getByRole( 'tab' ).filter( { hasText: /Explore|Entdecken/ } ).click();
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

	test( 'a German question on the German article: the chat answers with a link to it', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await openInGerman( widget );
		await widget.panel.getByRole( 'tab' ).filter( { hasText: /A\.I\. Chat|KI-Chat/ } ).click();
		await widget.panel.getByRole( 'textbox', { name: 'Ihre Frage' } ).fill( 'Wie ändere ich die Farben des Widgets?' );
		await widget.panel.getByRole( 'button', { name: 'Senden' } ).click();

		const log = widget.panel.getByRole( 'log', { name: 'Unterhaltung' } );
		await expect( log ).toContainText( 'Mehr dazu:', { timeout: 15_000 } );
		await expect( log.getByRole( 'link', { name: GERMAN_ARTICLE.title } ) ).toHaveAttribute( 'href', germanArticle?.link ?? '' );
	} );
} );

/** A Japanese article of the demo's kind, for the Japanese question. */
const JAPANESE_ARTICLE = {
	title: 'ウィジェットの色を変更する',
	content:
		'<p>ウィジェットの色は「ドキュメント › 設定 › 表示」で変更できます。吹き出しの背景や送信ボタンなど、部分ごとに色を選べます。</p>' +
		'<p>ライブプレビューに変更がすぐ表示され、設定を保存すると訪問者にも新しい色が表示されます。</p>',
};

test.describe( 'the chat on a Japanese site', () => {
	test.skip( ! SITE_DIR, 'Run through `npm run test:e2e`, which passes the site folder.' );

	let before = '';
	let aiBefore: boolean | null = null;
	let article: { id: number; link: string } | null = null;
	test.beforeAll( async ( { browser } ) => {
		aiBefore = await setAiEnabled( browser, true );
		before = setLocale( 'ja' );
		article = await publish( browser, JAPANESE_ARTICLE );
	} );
	test.afterAll( async ( { browser } ) => {
		if ( before ) {
			setLocale( before );
		}
		await remove( browser, article );
		if ( null !== aiBefore ) {
			await setAiEnabled( browser, aiBefore );
		}
	} );

	test( 'a Japanese question, written without spaces, is answered with a link to the article', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/', allTabs );
		await widget.page.getByRole( 'button', { name: 'ヘルプを開く' } ).click();
		await expect( widget.panel ).toBeVisible();
		await widget.panel.getByRole( 'tab' ).filter( { hasText: /A\.I\. Chat|AI チャット/ } ).click();
		await widget.panel.getByRole( 'textbox', { name: 'ご質問' } ).fill( 'ウィジェットの色を変更する方法を教えてください' );
		await widget.panel.getByRole( 'button', { name: '送信' } ).click();

		const log = widget.panel.getByRole( 'log', { name: '会話' } );
		await expect( log ).toContainText( '詳しくはこちら:', { timeout: 15_000 } );
		await expect( log.getByRole( 'link', { name: JAPANESE_ARTICLE.title } ) ).toHaveAttribute( 'href', article?.link ?? '' );
	} );
} );
