/**
 * The settings screen's layout: one admin menu, no sideways scrolling on a phone, the live
 * preview beside the form on a small laptop, and the preview's bubble below the panel as on the site.
 */
import { expect, test, type Page } from '@playwright/test';
import { AdminSettingsPage, logIn } from './admin-page';

async function settingsAt( page: Page, width: number, height: number ): Promise< AdminSettingsPage > {
	await page.setViewportSize( { width, height } );
	await logIn( page, 'admin', 'password' );
	const screen = new AdminSettingsPage( page );
	await screen.goto();
	await expect( screen.preview.locator( '.panel' ) ).toBeVisible();
	return screen;
}

test( 'one admin menu: Docs holds the docs and Docent’s screens, nothing repeats them', async ( { page } ) => {
	await settingsAt( page, 1280, 800 );
	const docs = page.locator( '#menu-posts-docs' );
	for ( const name of [ 'All Docs', 'Add New Doc', 'Settings', 'Insights', 'Inbox' ] ) {
		await expect( docs.getByRole( 'link', { name, exact: false } ).first() ).toBeVisible();
	}
	await expect( page.locator( '#adminmenu' ).getByRole( 'link', { name: 'All Docs' } ) ).toHaveCount( 1 );
	await expect( page.locator( '#toplevel_page_docent' ) ).toHaveCount( 0 );
} );

test( 'at 390px the settings screen never scrolls sideways', async ( { page } ) => {
	await settingsAt( page, 390, 844 );
	const overflow = await page.evaluate( () => document.documentElement.scrollWidth - document.documentElement.clientWidth );
	expect( overflow ).toBeLessThanOrEqual( 0 );
} );

test( 'at 1024px the preview stays beside the form, in view while editing', async ( { page } ) => {
	const screen = await settingsAt( page, 1024, 768 );
	const form = ( await screen.form.boundingBox() )!;
	const preview = ( await screen.preview.boundingBox() )!;
	expect( preview.x ).toBeGreaterThanOrEqual( form.x + form.width );
	expect( preview.y ).toBeLessThan( 768 );
	expect( await page.evaluate( () => document.documentElement.scrollWidth - document.documentElement.clientWidth ) ).toBeLessThanOrEqual( 0 );
} );

test( 'the preview puts the bubble below the panel’s end, as on the site', async ( { page } ) => {
	const screen = await settingsAt( page, 1280, 800 );
	const panel = ( await screen.preview.locator( '.panel' ).boundingBox() )!;
	const bubble = ( await screen.preview.locator( '.bubble' ).boundingBox() )!;
	expect( bubble.y ).toBeGreaterThanOrEqual( panel.y + panel.height );
	expect( Math.round( bubble.x + bubble.width ) ).toBe( Math.round( panel.x + panel.width ) );
} );
