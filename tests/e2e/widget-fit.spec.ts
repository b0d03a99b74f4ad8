/**
 * A widget that fits every phone and every theme: tab labels never clipped at 320–390 px in any
 * shipped language or with long custom labels, left-to-right and right-to-left; dark mode (set,
 * or following the visitor's system) with AA contrast; the bubble on either side at the
 * distances set; and an article address that closing the panel clears. Screenshots of light
 * and dark go to DOCENT_SHOTS (default /work/wt/shots), outside the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PublicSettings } from '../../src/shared/types';
import { AdminSettingsPage, logIn, restNonce } from './admin-page';
import { allTabs, WidgetPage } from './widget-page';

const SHOTS = process.env.DOCENT_SHOTS ?? '/work/wt/shots';
const WIDTHS = [ 320, 360, 390 ];

/** The locales Docent ships a translation for: every languages/docent-{locale}.po. */
function shippedLocales(): string[] {
	return fs
		.readdirSync( path.resolve( __dirname, '../../languages' ) )
		.map( ( file ) => /^docent-(.+)\.po$/.exec( file )?.[ 1 ] )
		.filter( ( locale ): locale is string => undefined !== locale )
		.sort();
}

/** A shipped translation of each default tab label, read from languages/. */
function shippedLabels( locale: string ): [ string, string, string ] {
	const po = fs.readFileSync( path.resolve( __dirname, `../../languages/docent-${ locale }.po` ), 'utf8' );
	const msgstr = ( msgid: string ) => {
		const found = new RegExp( `^msgid "${ msgid.replace( /\./g, '\\.' ) }"\\nmsgstr "(.+)"$`, 'm' ).exec( po );
		expect( found, `${ locale }: "${ msgid }" is translated` ).not.toBeNull();
		return found![ 1 ];
	};
	return [ msgstr( 'A.I. Chat' ), msgstr( 'Explore' ), msgstr( 'Messaging' ) ];
}

const LABELS: Array< [ string, [ string, string, string ] ] > = [
	[ 'English', [ 'A.I. Chat', 'Explore', 'Messaging' ] ],
	...shippedLocales().map( ( locale ): [ string, [ string, string, string ] ] => [ locale, shippedLabels( locale ) ] ),
	[ 'long custom labels', [ 'Assistant IA conversationnel', 'Dokumentationsdurchsuchungsfunktion', 'Написать сообщение в поддержку' ] ],
];

const withLabels = ( [ chat, explore, message ]: [ string, string, string ] ) => ( s: PublicSettings ) => {
	allTabs( s );
	s.integrate_ai.integrate_ai_title = chat;
	s.explore.explore_title = explore;
	s.message.message_title = message;
};

/** Each tab's label as drawn, and whether any of it is clipped or outside the panel. */
function measureTabs( widget: WidgetPage ) {
	return widget.panel.getByRole( 'tab' ).evaluateAll( ( tabs ) =>
		tabs.map( ( tab ) => {
			const label = tab.querySelector( 'span' )!;
			const panel = tab.closest( '.panel' )!.getBoundingClientRect();
			const box = tab.getBoundingClientRect();
			const clipped = [ tab, label ].some(
				( el ) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight
			);
			const outside = box.left < panel.left - 0.5 || box.right > panel.right + 0.5 || box.right > window.innerWidth;
			return { text: label.textContent, clipped, outside };
		} )
	);
}

test.describe( 'tab labels', () => {
	for ( const [ name, labels ] of LABELS ) {
		test( `are never clipped at ${ WIDTHS.join( ', ' ) } px, left-to-right and right-to-left: ${ name }`, async ( { page } ) => {
			await page.setViewportSize( { width: WIDTHS[ 0 ], height: 740 } );
			const widget = new WidgetPage( page );
			await widget.goto( '/', withLabels( labels ) );
			await widget.open();
			for ( const dir of [ 'ltr', 'rtl' ] ) {
				await page.evaluate( ( value ) => document.documentElement.setAttribute( 'dir', value ), dir );
				for ( const width of WIDTHS ) {
					await page.setViewportSize( { width, height: 740 } );
					await expect( widget.panel ).toHaveCSS( 'direction', dir );
					const expected = labels.map( ( text ) => ( { text, clipped: false, outside: false } ) );
					await expect.poll( () => measureTabs( widget ), { message: `${ width } px ${ dir }` } ).toEqual( expected );
				}
			}
		} );
	}
} );

test( 'an Explore title that fits exactly gets no ellipsis', async ( { page } ) => {
	const widget = new WidgetPage( page );
	await widget.goto( '/' );
	await widget.open();
	await widget.search.fill( 'system requirements' );
	// 32 characters: SPEC §9's heading length, so nothing is cut.
	await expect( widget.cardLinks().filter( { hasText: /^Checking the system requirements$/ } ) ).toHaveCount( 1 );
	await expect( widget.cardLinks().filter( { hasText: /^Checking the system requirements\.\.\.$/ } ) ).toHaveCount( 0 );
} );

/** axe on the widget alone (the theme's page is not Docent's to fix). */
async function axeViolations( page: Page ) {
	const results = await new AxeBuilder( { page: page as never } ).include( '#docent-assistant' ).analyze();
	return results.violations.map( ( v ) => `${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }` );
}

/** The panel's background, as drawn. */
const panelBackground = ( widget: WidgetPage ) => widget.panel.evaluate( ( el ) => getComputedStyle( el ).backgroundColor );

test.describe( 'dark mode', () => {
	for ( const mode of [ 'light', 'dark' ] as const ) {
		test( `set to ${ mode }: the panel in ${ mode } colours from the owner’s, AA contrast in every tab, screenshots`, async ( { page } ) => {
			test.setTimeout( 60_000 );
			fs.mkdirSync( SHOTS, { recursive: true } );
			await page.setViewportSize( { width: 1280, height: 800 } );
			await page.emulateMedia( { reducedMotion: 'reduce' } );
			const widget = new WidgetPage( page );
			await widget.goto( '/', ( s ) => {
				allTabs( s );
				s.preference.color_mode = mode;
			} );
			await widget.open();
			await expect( widget.panel ).toHaveAttribute( 'data-scheme', mode );
			// Light: the owner's white; dark: a near-black surface (every channel under 100).
			expect( await panelBackground( widget ) ).toMatch( mode === 'light' ? /^rgb\(255, 255, 255\)$/ : /^rgb\(\d{1,2}, \d{1,2}, \d{1,2}\)$/ );
			for ( const tab of [ 'Explore', 'A.I. Chat', 'Messaging' ] ) {
				await widget.tab( tab ).click();
				await expect( widget.panel.locator( '.body:not([hidden]) .pending' ) ).toHaveCount( 0 );
				if ( tab === 'Explore' ) {
					await expect( widget.cardLinks().first() ).toBeVisible();
				}
				expect( await axeViolations( page ), `${ mode }: ${ tab }` ).toEqual( [] );
				await widget.panel.screenshot( { path: path.join( SHOTS, `widget-${ mode }-${ tab.replace( /\W+/g, '' ).toLowerCase() }.png` ), animations: 'disabled' } );
			}
			await widget.tab( 'Explore' ).click();
			await widget.cardLinks().first().click();
			await expect( widget.panel.locator( '.doc .content' ) ).not.toBeEmpty();
			expect( await axeViolations( page ), `${ mode }: article` ).toEqual( [] );
			await widget.panel.screenshot( { path: path.join( SHOTS, `widget-${ mode }-article.png` ), animations: 'disabled' } );
		} );
	}

	test( 'following the visitor’s system: dark when it prefers dark, light when not, and it follows a change', async ( { page } ) => {
		await page.emulateMedia( { colorScheme: 'dark' } );
		const widget = new WidgetPage( page );
		await widget.goto( '/', ( s ) => {
			s.preference.color_mode = 'auto';
		} );
		await widget.open();
		await expect( widget.panel ).toHaveAttribute( 'data-scheme', 'dark' );
		expect( await axeViolations( page ) ).toEqual( [] );
		await page.emulateMedia( { colorScheme: 'light' } );
		await expect( widget.panel ).toHaveAttribute( 'data-scheme', 'light' );
		expect( await panelBackground( widget ) ).toBe( 'rgb(255, 255, 255)' );
	} );

	test( 'set to light, a visitor’s dark system changes nothing', async ( { page } ) => {
		await page.emulateMedia( { colorScheme: 'dark' } );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await expect( widget.panel ).toHaveAttribute( 'data-scheme', 'light' );
		expect( await panelBackground( widget ) ).toBe( 'rgb(255, 255, 255)' );
	} );
} );

test.describe( 'the bubble’s position', () => {
	let admin: APIRequestContext;
	let nonce = '';
	let original: unknown;
	const save = async ( placement: unknown ) =>
		expect(
			( await admin.fetch( '/wp-json/docent/v1/settings', { method: 'POST', headers: { 'X-WP-Nonce': nonce }, data: { placement } } ) ).status()
		).toBe( 200 );

	test.beforeAll( async ( { browser } ) => {
		const context = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
		await logIn( await context.newPage(), 'admin', 'password' );
		admin = context.request;
		nonce = await restNonce( admin );
		original = ( await ( await admin.get( '/wp-json/docent/v1/settings', { headers: { 'X-WP-Nonce': nonce } } ) ).json() ).placement;
	} );

	test.afterAll( async () => {
		await save( original );
	} );

	/** The bubble's and the panel's distances from the viewport's left and bottom edges, and their widths. */
	async function boxes( widget: WidgetPage ) {
		await widget.page.mouse.move( 640, 10 );
		const viewport = widget.page.viewportSize()!;
		const place = ( box: { x: number; y: number; width: number; height: number } ) => ( {
			left: Math.round( box.x ),
			right: Math.round( viewport.width - box.x - box.width ),
			bottom: Math.round( viewport.height - box.y - box.height ),
		} );
		await expect.poll( async () => Math.round( ( await widget.bubble.boundingBox() )!.width ) ).toBe( 56 );
		return { bubble: place( ( await widget.bubble.boundingBox() )! ), panel: place( ( await widget.panel.boundingBox() )! ) };
	}

	test( 'left with offsets, in the admin’s settings: the bubble and the panel sit there, mirrored in RTL', async ( { page } ) => {
		await save( { position: 'left', side_offset: 40, bottom_offset: 32 } );
		await page.setViewportSize( { width: 1280, height: 800 } );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		const ltr = await boxes( widget );
		expect( ltr.bubble.left ).toBe( 40 );
		expect( ltr.bubble.bottom ).toBe( 32 );
		expect( ltr.panel.left ).toBe( 40 );

		await page.evaluate( () => document.documentElement.setAttribute( 'dir', 'rtl' ) );
		const rtl = await boxes( widget );
		expect( rtl.bubble.right ).toBe( 40 );
		expect( rtl.bubble.bottom ).toBe( 32 );
		expect( rtl.panel.right ).toBe( 40 );
		expect( await axeViolations( page ) ).toEqual( [] );
	} );

	test( 'right, the default corner, at the distances set', async ( { page } ) => {
		await save( { position: 'right', side_offset: 8, bottom_offset: 100 } );
		await page.setViewportSize( { width: 1280, height: 800 } );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		const { bubble, panel } = await boxes( widget );
		expect( [ bubble.right, bubble.bottom, panel.right ] ).toEqual( [ 8, 100, 8 ] );
	} );

	test( 'the settings screen: Placement and dark mode, shown in the live preview', async ( { page } ) => {
		await save( { position: 'right', side_offset: 20, bottom_offset: 20 } );
		await logIn( page, 'admin', 'password' );
		const screen = new AdminSettingsPage( page );
		await screen.goto();
		await screen.openSection( 'Placement' );
		await screen.form.getByRole( 'radio', { name: 'Bottom left' } ).check();
		await screen.field( 'Distance from the side (px)' ).fill( '36' );
		const bubble = screen.preview.locator( '.bubble' );
		const fromStart = async () => Math.round( ( await bubble.boundingBox() )!.x - ( await screen.preview.boundingBox() )!.x );
		await expect.poll( fromStart ).toBe( 36 );

		await screen.openSection( 'Preference' );
		await screen.form.getByRole( 'radio', { name: /^Dark/ } ).check();
		await expect( screen.preview.getByRole( 'dialog' ) ).toHaveAttribute( 'data-scheme', 'dark' );
		await screen.form.getByRole( 'radio', { name: /^Light/ } ).check();
		await expect( screen.preview.getByRole( 'dialog' ) ).toHaveAttribute( 'data-scheme', 'light' );
	} );
} );

test.describe( 'the article address', () => {
	test( 'closing the panel clears it, so a reload leaves the panel closed', async ( { page } ) => {
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await widget.cardLinks().first().click();
		await expect( widget.panel.locator( '.doc-title' ) ).toBeVisible();
		expect( new URL( page.url() ).hash ).toMatch( /^#\/\d+$/ );

		await widget.bubble.click();
		await expect( widget.panel ).toBeHidden();
		await expect.poll( () => new URL( page.url() ).hash ).not.toMatch( /^#\/\d+$/ );
		await page.reload();
		await expect( widget.host ).toHaveCount( 1 );
		await expect( widget.bubble ).toBeVisible();
		await page.waitForTimeout( 500 );
		await expect( widget.panel ).toBeHidden();
	} );

	test( 'Back in the panel and the browser’s Back take the same step', async ( { page } ) => {
		await page.goto( '/?before=1' );
		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await widget.cardLinks().first().click();
		await expect( widget.panel.locator( '.doc-title' ) ).toBeVisible();

		// The browser's Back: the list, in the open panel.
		await page.goBack();
		await expect( widget.cardLinks().first() ).toBeVisible();
		await expect( widget.panel ).toBeVisible();
		expect( new URL( page.url() ).hash ).toBe( '' );

		// Forward to the article, then the panel's Back: the same list, the same address.
		await page.goForward();
		await expect( widget.panel.locator( '.doc-title' ) ).toBeVisible();
		await widget.panel.getByRole( 'link', { name: 'Back' } ).click();
		await expect( widget.cardLinks().first() ).toBeVisible();
		expect( new URL( page.url() ).hash ).toBe( '' );
		// No article entry is left above: the browser's Back leaves for the page before.
		await page.goBack();
		await expect.poll( () => new URL( page.url() ).search ).toBe( '?before=1' );
	} );
} );
