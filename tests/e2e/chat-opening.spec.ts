/**
 * The chat's opening on the real stack: with the three suggested questions left empty, a
 * logged-out visitor is offered the most helpful articles (the demo docs have no votes, so the
 * first articles, as Explore lists them); the settings' live preview shows the greeting and
 * the suggestions as they are typed, before saving.
 */
import { expect, test, type Browser } from '@playwright/test';
import { AdminSettingsPage, logIn, restNonce } from './admin-page';
import { WidgetPage } from './widget-page';

type Ai = Record< string, unknown >;

/** Saves integrate_ai values as an administrator; gives back the values they replaced. */
async function saveAi( browser: Browser, baseURL: string, ai: Ai ): Promise< Ai > {
	const context = await browser.newContext( { baseURL } );
	try {
		const page = await context.newPage();
		await logIn( page, 'admin', 'password' );
		const headers = { 'X-WP-Nonce': await restNonce( page.request ) };
		const before = ( await ( await page.request.get( '/wp-json/docent/v1/settings', { headers } ) ).json() ).integrate_ai as Ai;
		const saved = await page.request.post( '/wp-json/docent/v1/settings', { headers, data: { integrate_ai: ai } } );
		expect( saved.status() ).toBe( 200 );
		return Object.fromEntries( Object.keys( ai ).map( ( key ) => [ key, before[ key ] ] ) );
	} finally {
		await context.close();
	}
}

test.describe( 'The chat opening', () => {
	let previous: Ai = {};

	test.beforeAll( async ( { browser }, info ) => {
		previous = await saveAi( browser, info.project.use.baseURL ?? '', { ai_enabled: true, greeting: '', suggestions: [ '', '', '' ] } );
	} );

	test.afterAll( async ( { browser }, info ) => {
		await saveAi( browser, info.project.use.baseURL ?? '', previous );
	} );

	test( 'empty suggestions offer a logged-out visitor the most helpful articles', async ( { page } ) => {
		const explore = ( await ( await page.request.get( '/wp-json/docent/v1/explore' ) ).json() ) as Array< { title: string } >;
		const helpful = explore.slice( 0, 3 ).map( ( doc ) => doc.title );
		expect( helpful ).toHaveLength( 3 );

		const widget = new WidgetPage( page );
		await widget.goto( '/' );
		await widget.open();
		await widget.tab( 'A.I. Chat' ).click();
		const list = widget.panel.getByRole( 'list', { name: 'Suggested questions' } );
		await expect( list.getByRole( 'button' ) ).toHaveText( helpful );
		await expect( widget.panel.getByText( 'Hi! Ask me anything about this site, or pick a question below.' ) ).toBeVisible();
		// Nothing about the visitor goes into it: the same answer for anyone, so a cached page works too.
		const opening = await page.request.get( '/wp-json/docent/v1/chat/start' );
		expect( ( await opening.json() ).suggestions ).toEqual( helpful );
	} );

	test( 'the live preview shows the greeting and suggestions as they are typed', async ( { page } ) => {
		const helpful = ( ( await ( await page.request.get( '/wp-json/docent/v1/explore' ) ).json() ) as Array< { title: string } > )
			.slice( 0, 3 )
			.map( ( doc ) => doc.title );
		await logIn( page, 'admin', 'password' );
		const screen = new AdminSettingsPage( page );
		await screen.goto();
		await screen.openSection( 'A.I. Chat' );
		const questions = screen.preview.getByRole( 'list', { name: 'Suggested questions' } ).getByRole( 'button' );
		await expect( questions ).toHaveText( helpful );

		await screen.field( 'Greeting' ).fill( 'Welcome to the Docent docs!' );
		await expect( screen.preview.getByText( 'Welcome to the Docent docs!' ) ).toBeVisible();
		await screen.field( 'Suggested question 2' ).fill( 'Where do I find my licence key?' );
		await expect( questions ).toHaveText( [ 'Where do I find my licence key?' ] );
		await expect( questions ).toBeDisabled();

		await screen.field( 'Suggested question 2' ).fill( '' );
		await expect( questions ).toHaveText( helpful );
		// Not saved: a visitor still gets the saved opening.
		expect( ( await ( await page.request.get( '/wp-json/docent/v1/chat/start' ) ).json() ).greeting ).not.toBe( 'Welcome to the Docent docs!' );
	} );
} );
