/**
 * The docs pages keep each documentation's tree between requests (the test site has no persistent
 * object cache, so it lives in an option): an editor's change shows on the very next view.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { logIn, restNonce } from './admin-page';
import { childrenOf, demoDocs, DocsPage } from './docs-page';

let adminContext: BrowserContext;
let admin: APIRequestContext;
let nonce = '';

/** Calls the docs REST route as the administrator. */
function docsApi( method: string, path: string, data?: unknown ) {
	return admin.fetch( `/wp-json/wp/v2/docs${ path }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );
}

test.beforeAll( async ( { browser } ) => {
	adminContext = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await logIn( await adminContext.newPage(), 'admin', 'password' );
	admin = adminContext.request;
	nonce = await restNonce( admin );
} );

test.afterAll( async () => {
	await adminContext?.close();
} );

test( 'an article saved, moved, unpublished or trashed shows so on the next view of its documentation', async ( { page } ) => {
	const docs = await demoDocs( page );
	const documentation = docs.find( ( doc ) => doc.title === 'The Help Widget' )!;
	const [ first, second ] = childrenOf( docs, documentation.id );
	const article = childrenOf( docs, first.id )[ 0 ];
	const stored = await ( await docsApi( 'GET', `/${ article.id }?context=edit` ) ).json();
	const docsPage = new DocsPage( page );
	const path = new URL( documentation.link ).pathname;
	const update = async ( data: Record< string, unknown > ) => expect( ( await docsApi( 'POST', `/${ article.id }`, data ) ).status() ).toBe( 200 );
	// Links by their exact text, folded sections included (a closed <details> hides them from role queries).
	const exactly = ( text: string ) => new RegExp( '^' + text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) + '$' );
	const sidebarLink = ( text = 'Renamed while you look' ) => docsPage.sidebar.locator( 'a' ).filter( { hasText: exactly( text ) } );
	const listed = ( section: { title: string } ) =>
		page.locator( '.docent-children__section' ).filter( { has: page.locator( 'h2' ).filter( { hasText: exactly( section.title ) } ) } ).locator( 'a' ).filter( { hasText: exactly( 'Renamed while you look' ) } );

	await docsPage.goto( path ); // The tree is stored now.
	await expect( sidebarLink( article.title ) ).toHaveCount( 1 );
	try {
		await update( { title: 'Renamed while you look' } );
		await docsPage.goto( path );
		await expect( sidebarLink() ).toHaveCount( 1 );
		await expect( listed( first ) ).toHaveCount( 1 );

		await update( { parent: second.id } );
		await docsPage.goto( path );
		await expect( listed( first ) ).toHaveCount( 0 );
		await expect( listed( second ) ).toHaveAttribute(
			'href',
			new RegExp( `${ new URL( second.link ).pathname }${ stored.slug }/$` )
		);

		await update( { status: 'draft' } );
		await docsPage.goto( path );
		await expect( sidebarLink() ).toHaveCount( 0 );

		await update( { status: 'publish' } );
		await docsPage.goto( path );
		await expect( sidebarLink() ).toHaveCount( 1 );
		expect( ( await docsApi( 'DELETE', `/${ article.id }` ) ).status() ).toBe( 200 ); // To the trash.
		await docsPage.goto( path );
		await expect( sidebarLink() ).toHaveCount( 0 );
	} finally {
		await update( { title: stored.title.raw, parent: stored.parent, status: stored.status, slug: stored.slug, menu_order: stored.menu_order } );
	}
	await docsPage.goto( path );
	await expect( sidebarLink( article.title ) ).toHaveCount( 1 );
	await expect( page.locator( `.docent-children__section a[href="${ article.link }"]` ) ).toHaveCount( 1 );
} );
