/**
 * Docs > All Docs: "Copy widget link" puts a doc's widget link on the clipboard (or, where the
 * browser has no Clipboard API, selects it in a field), and every row shows the doc's ID.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { logIn, restNonce } from './admin-page';

const TOKEN = `Quokka${ Date.now() }`;
const TITLE = `Say "hi" & <em>copy</em> ${ TOKEN }`;
let adminContext: BrowserContext;
let nonce = '';
let published: { id: number; link: string };
let draftId = 0;

/**
 * wp-admin's one-off "compression test" request is dropped: on the SQLite test site it races
 * other writes ("database is locked") and is not Docent's.
 */
async function withoutCompressionTest( context: BrowserContext ): Promise< void > {
	await context.route( /admin-ajax\.php\?action=wp-compression-test/, ( route ) => route.abort() );
}

async function createDoc( data: Record< string, unknown > ): Promise< { id: number; link: string } > {
	const response = await adminContext.request.post( '/wp-json/wp/v2/docs', { headers: { 'X-WP-Nonce': nonce }, data } );
	expect( response.status() ).toBe( 201 );
	return response.json();
}

test.beforeAll( async ( { browser } ) => {
	adminContext = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await withoutCompressionTest( adminContext );
	await logIn( await adminContext.newPage(), 'admin', 'password' );
	nonce = await restNonce( adminContext.request );
	published = await createDoc( { title: TITLE, content: 'Copied as a link.', status: 'publish' } );
	draftId = ( await createDoc( { title: `Draft ${ TOKEN }`, content: 'Not yet.', status: 'draft' } ) ).id;
} );

test.afterAll( async () => {
	for ( const id of [ published?.id, draftId ].filter( Boolean ) ) {
		await adminContext.request.delete( `/wp-json/wp/v2/docs/${ id }?force=true`, { headers: { 'X-WP-Nonce': nonce } } );
	}
	await adminContext?.close();
} );

/** The docs list, as the administrator, narrowed to this spec's docs. */
async function docsList( page: Page ): Promise< void > {
	await withoutCompressionTest( page.context() );
	await page.context().addCookies( await adminContext.cookies() );
	const response = await page.goto( `/wp-admin/edit.php?post_type=docs&post_status=all&s=${ TOKEN }` );
	expect( response?.status() ).toBe( 200 );
}

/** Shows a row's actions (WordPress reveals them on hover) and returns its copy button. */
async function copyButton( page: Page, id: number ) {
	const row = page.locator( `#post-${ id }` );
	await row.hover();
	return row.getByRole( 'button', { name: /^Copy widget link/ } );
}

const expectedSnippet = () => `<a href="${ published.link }" data-docent>Say &quot;hi&quot; &amp; copy ${ TOKEN }</a>`;

test( 'a published doc’s widget link goes to the clipboard; a draft offers none; both show their ID', async ( { page, context } ) => {
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await docsList( page );

	const draftRow = page.locator( `#post-${ draftId }` );
	await expect( draftRow.locator( '.row-actions' ) ).toContainText( `ID: ${ draftId }` );
	await expect( draftRow.getByRole( 'button', { name: /Copy widget link/ } ) ).toHaveCount( 0 );
	await expect( page.locator( `#post-${ published.id } .row-actions` ) ).toContainText( `ID: ${ published.id }` );

	const button = await copyButton( page, published.id );
	await expect( button ).toHaveAccessibleName( `Copy widget link for “Say "hi" & copy ${ TOKEN }”` );
	await button.click();
	await expect( button ).toHaveText( 'Copied' );
	await expect( page.locator( '#a11y-speak-polite' ) ).toHaveText( 'Widget link copied to the clipboard.' );
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe( expectedSnippet() );
	await expect( page.locator( '.docent-copy-field' ) ).toHaveCount( 0 );
} );

test( 'without a Clipboard API the link is selected in a field, ready for Ctrl+C', async ( { page } ) => {
	// As on a site served over plain http, where browsers leave navigator.clipboard out.
	await page.addInitScript( () => Object.defineProperty( Navigator.prototype, 'clipboard', { get: () => undefined } ) );
	await docsList( page );

	await ( await copyButton( page, published.id ) ).click();
	const field = page.locator( `#post-${ published.id }` ).getByRole( 'textbox', { name: 'Widget link' } );
	await expect( field ).toBeFocused();
	await expect( field ).toHaveValue( expectedSnippet() );
	const selected = await field.evaluate( ( input: HTMLInputElement ) => input.value.slice( input.selectionStart ?? 0, input.selectionEnd ?? 0 ) );
	expect( selected ).toBe( expectedSnippet() );
	await expect( page.locator( '#a11y-speak-polite' ) ).toContainText( 'press Ctrl+C' );
} );
