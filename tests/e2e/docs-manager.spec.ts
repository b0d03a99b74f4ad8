/**
 * Docs > Docs manager on the real stack: a documentation with two sections and three articles
 * built from the tree alone, reordered by drag and by keyboard, a move the depth rule refuses,
 * and the new order on the docs pages and in Explore.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn, restNonce } from './admin-page';

const MANAGER = '/wp-admin/edit.php?post_type=docs&page=docent-docs';
let nonce = '';
const created: number[] = [];

function api( request: APIRequestContext, method: string, route: string, data?: unknown ) {
	return request.fetch( `/wp-json${ route }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );
}

const item = ( page: Page, name: string ): Locator => page.getByRole( 'treeitem', { name, exact: true } );

/** The ids of the tree's rows, top to bottom, among the given titles. */
async function order( page: Page, titles: string[] ): Promise< string[] > {
	const names = await page.getByRole( 'treeitem' ).evaluateAll( ( rows ) => rows.map( ( row ) => row.querySelector( '.docent-tree__title' )?.textContent ?? '' ) );
	return names.filter( ( name ) => titles.includes( name ) );
}

/** Types a title into the in-place form and follows the draft into the editor; returns its id. */
async function add( page: Page, button: Locator, title: string ): Promise< number > {
	await button.click();
	await page.getByRole( 'textbox', { name: /^New (documentation|section|article)/ } ).fill( title );
	await page.getByRole( 'button', { name: 'Create and edit' } ).click();
	await page.waitForURL( /post\.php\?action=edit&post=\d+/, { waitUntil: 'commit' } );
	const id = Number( new URL( page.url() ).searchParams.get( 'post' ) );
	created.push( id );
	await page.goto( MANAGER );
	await expect( item( page, title ) ).toBeVisible();
	return id;
}

/** Drags a row onto a zone of another row: its top quarter (before), middle (inside). */
async function drag( page: Page, from: string, to: string, zone: 'before' | 'inside' ): Promise< void > {
	const target = item( page, to ).locator( '.docent-tree__row' ).first();
	const box = await target.boundingBox();
	await item( page, from ).locator( '.docent-tree__row' ).first().dragTo( target, {
		targetPosition: { x: 60, y: zone === 'before' ? 3 : ( box?.height ?? 40 ) / 2 },
	} );
}

test.describe.configure( { mode: 'serial' } );

test.afterAll( async ( { browser } ) => {
	const context = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await logIn( await context.newPage(), 'admin', 'password' );
	nonce = await restNonce( context.request );
	// Children first, so no doc is moved up to the top on the way.
	for ( const id of [ ...created ].reverse() ) {
		await api( context.request, 'DELETE', `/wp/v2/docs/${ id }?force=true` );
	}
	await context.close();
} );

test( 'builds a documentation from the tree, reorders it by drag and keyboard, and refuses a fourth level', async ( { page } ) => {
	test.setTimeout( 180_000 );
	await logIn( page, 'admin', 'password' );
	nonce = await restNonce( page.request );
	await page.goto( MANAGER );
	await expect( page.getByRole( 'tree', { name: 'Knowledge base' } ) ).toBeVisible();

	// Built from the tree alone: each "Add …" makes a draft at its level and opens the editor.
	const guide = await add( page, page.getByRole( 'button', { name: 'Add documentation' } ), 'Zebra Guide' );
	const setup = await add( page, item( page, 'Zebra Guide' ).getByRole( 'button', { name: 'Add section' } ), 'Zebra Setup' );
	const usage = await add( page, item( page, 'Zebra Guide' ).getByRole( 'button', { name: 'Add section' } ), 'Zebra Usage' );
	const install = await add( page, item( page, 'Zebra Setup' ).getByRole( 'button', { name: 'Add article' } ), 'Zebra Install' );
	const upgrade = await add( page, item( page, 'Zebra Setup' ).getByRole( 'button', { name: 'Add article' } ), 'Zebra Upgrade' );
	const search = await add( page, item( page, 'Zebra Usage' ).getByRole( 'button', { name: 'Add article' } ), 'Zebra Search' );
	await expect( item( page, 'Zebra Guide' ) ).toHaveAttribute( 'aria-level', '1' );
	await expect( item( page, 'Zebra Usage' ) ).toHaveAttribute( 'aria-level', '2' );
	await expect( item( page, 'Zebra Upgrade' ) ).toHaveAttribute( 'aria-level', '3' );
	await expect( item( page, 'Zebra Guide' ) ).toContainText( '2 sections · 3 articles' );
	await expect( item( page, 'Zebra Install' ) ).toContainText( 'Draft' );

	// The author writes and publishes them (the editor's work, done here through its route).
	for ( const id of [ guide, setup, usage, install, upgrade, search ] ) {
		const body = id === guide || id === setup || id === usage ? '' : `<p>How the zebra ${ id } works.</p>`;
		expect( ( await api( page.request, 'POST', `/wp/v2/docs/${ id }`, { status: 'publish', content: body } ) ).status() ).toBe( 200 );
	}
	await page.goto( MANAGER );

	// By drag: "Zebra Upgrade" dropped on the top edge of "Zebra Install" goes before it.
	await drag( page, 'Zebra Upgrade', 'Zebra Install', 'before' );
	await expect( page.locator( '.docent-docs-manager__notice' ) ).toContainText( '“Zebra Upgrade” moved: 1 of 2 in “Zebra Setup”.' );
	expect( await order( page, [ 'Zebra Install', 'Zebra Upgrade' ] ) ).toEqual( [ 'Zebra Upgrade', 'Zebra Install' ] );

	// A refused move, by keyboard: a section with an article cannot go under another section.
	await item( page, 'Zebra Usage' ).focus();
	await page.keyboard.press( 'Alt+ArrowRight' );
	await expect( page.locator( '.docent-docs-manager__notice' ) ).toContainText(
		'“Zebra Usage” has articles under it, so it cannot go under the section “Zebra Setup”: docs have three levels (documentation › section › article).'
	);
	await expect( item( page, 'Zebra Usage' ) ).toHaveAttribute( 'aria-level', '2' );
	// The same by drag: a section dropped inside an article.
	await drag( page, 'Zebra Usage', 'Zebra Install', 'inside' );
	await expect( page.locator( '.docent-docs-manager__notice' ) ).toContainText( '“Zebra Usage” cannot go under “Zebra Install”: that is an article' );
	await expect( item( page, 'Zebra Usage' ) ).toHaveAttribute( 'aria-level', '2' );
	// And on the server: core's route refuses an article under an article.
	const refused = await api( page.request, 'POST', `/wp/v2/docs/${ search }`, { parent: install } );
	expect( refused.status() ).toBe( 400 );
	expect( ( await refused.json() ).code ).toBe( 'docent_too_deep' );

	// By keyboard: "Zebra Usage" above "Zebra Setup", then the documentation to the top.
	await item( page, 'Zebra Usage' ).focus();
	await page.keyboard.press( 'Alt+ArrowUp' );
	await expect( item( page, 'Zebra Usage' ) ).toHaveAttribute( 'aria-posinset', '1' );
	await expect( item( page, 'Zebra Usage' ) ).toBeFocused();
	await expect( page.locator( '.docent-docs-manager__notice' ) ).toContainText( '“Zebra Usage” moved: 1 of 2 in “Zebra Guide”.' );
	await item( page, 'Zebra Guide' ).focus();
	while ( ( await item( page, 'Zebra Guide' ).getAttribute( 'aria-posinset' ) ) !== '1' ) {
		const before = await item( page, 'Zebra Guide' ).getAttribute( 'aria-posinset' );
		await page.keyboard.press( 'Alt+ArrowUp' );
		await expect( item( page, 'Zebra Guide' ) ).not.toHaveAttribute( 'aria-posinset', before ?? '' );
		// Saved before the next move (a move while one is saving is not taken).
		await expect( page.getByRole( 'tree' ) ).toHaveAttribute( 'aria-busy', 'false' );
		await expect( item( page, 'Zebra Guide' ) ).toBeFocused();
	}

	// Saved: a fresh load shows the same tree.
	await page.reload();
	expect( await order( page, [ 'Zebra Setup', 'Zebra Usage', 'Zebra Install', 'Zebra Upgrade', 'Zebra Search' ] ) ).toEqual( [
		'Zebra Usage',
		'Zebra Search',
		'Zebra Setup',
		'Zebra Upgrade',
		'Zebra Install',
	] );

	if ( process.env.DOCENT_SHOTS ) {
		fs.mkdirSync( process.env.DOCENT_SHOTS, { recursive: true } );
		for ( const width of [ 1280, 390 ] ) {
			await page.setViewportSize( { width, height: width > 600 ? 900 : 844 } );
			await item( page, 'Zebra Guide' ).scrollIntoViewIfNeeded();
			await page.screenshot( { path: path.join( process.env.DOCENT_SHOTS, `docs-manager-${ width }.png` ) } );
		}
		await page.setViewportSize( { width: 1280, height: 720 } );
	}

	// The docs pages: the article's sidebar lists the documentation in its new order.
	const link = ( await ( await api( page.request, 'GET', '/docent/v1/docs/tree' ) ).json() ).docs.find( ( doc: { id: number } ) => doc.id === install ).link;
	await page.goto( link );
	const sidebar = page.getByRole( 'navigation', { name: 'Documentation: Zebra Guide' } );
	// Sections are groups (their summary), articles links; the drawer may be closed on a narrow page.
	const entries = await sidebar.locator( '.docent-sidebar__tree ul summary, .docent-sidebar__tree ul a' ).allTextContents();
	const links = entries.map( ( text ) => text.trim() ).filter( ( text ) => text.startsWith( 'Zebra' ) );
	expect( links ).toEqual( [ 'Zebra Usage', 'Zebra Search', 'Zebra Setup', 'Zebra Upgrade', 'Zebra Install' ] );

	// The block editor's Docent panel says where the article sits.
	await page.goto( `/wp-admin/post.php?post=${ upgrade }&action=edit` );
	const guideClose = page.getByRole( 'dialog' ).getByRole( 'button', { name: 'Close' } );
	if ( await guideClose.isVisible( { timeout: 5000 } ).catch( () => false ) ) {
		await guideClose.click();
	}
	const panel = page.getByRole( 'button', { name: 'Docent', exact: true } );
	await expect( panel ).toBeVisible( { timeout: 20_000 } );
	if ( ( await panel.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await panel.click();
	}
	await expect( page.getByText( 'Article in Zebra Guide › Zebra Setup' ) ).toBeVisible();
	const place = page.getByRole( 'combobox', { name: 'Place in the knowledge base' } );
	await expect( place ).toHaveValue( String( setup ) );
	await expect( place.locator( `option[value="${ usage }"]` ) ).toBeEnabled();

	// Explore: the first documentation's articles, in reading order.
	const explore = ( await ( await page.request.get( '/wp-json/docent/v1/explore' ) ).json() ) as Array< { title: string } >;
	expect( explore.map( ( doc ) => doc.title ).filter( ( title ) => title.startsWith( 'Zebra' ) ) ).toEqual( [ 'Zebra Search', 'Zebra Upgrade', 'Zebra Install' ] );
} );
