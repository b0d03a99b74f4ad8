import { expect, test } from '@playwright/test';

test.describe( 'the dev site', () => {
	test( 'serves the home page with Docent’s widget root @compat', async ( { page } ) => {
		const response = await page.goto( '/' );
		expect( response?.status() ).toBe( 200 );
		await expect( page.locator( '#docent-assistant' ) ).toHaveCount( 1 );
	} );

	test( 'the bubble loads the React panel on this WordPress version @compat', async ( { page } ) => {
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		await page.goto( '/' );
		const bubble = page.getByRole( 'button', { name: 'Open help' } );
		await bubble.click();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		await expect( page.getByRole( 'button', { name: 'Close help' } ) ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( errors ).toEqual( [] );
	} );

	test( 'the REST API lists published demo docs and hides drafts and private ones', async ( { request } ) => {
		const response = await request.get( '/wp-json/wp/v2/docs?per_page=100' );
		expect( response.status() ).toBe( 200 );
		const docs: Array< { title: { rendered: string }; content: { rendered: string } } > = await response.json();
		expect( docs.length ).toBeGreaterThanOrEqual( 36 );
		const text = JSON.stringify( docs );
		expect( text ).not.toContain( 'zebracorn' );
		expect( text ).not.toContain( 'quokkasecret' );
	} );

	test( 'an admin can log in with the documented password', async ( { page } ) => {
		await page.goto( '/wp-login.php' );
		// WordPress focuses the field 200 ms after load: fill the form after that, as a person would.
		await expect( page.locator( '#user_login' ) ).toBeFocused();
		await page.fill( '#user_login', 'admin' );
		await page.fill( '#user_pass', 'password' );
		await page.click( '#wp-submit' );
		await expect( page ).toHaveURL( /wp-admin/ );
		await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
	} );
} );
