/**
 * Page object for Docent > Settings. Playwright's locators pierce the preview's open shadow
 * root, so the previewed widget is found by role like the form.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ColorKey } from '../../src/shared/types';

/**
 * Logs in through wp-login.php. WordPress focuses and selects the user name field 200 ms after
 * the page loads; a form filled and clicked while that timer runs once did not submit (CI, a busy
 * machine), so the form is filled once the field has its focus, and Enter submits it again if
 * the click did not.
 */
export async function logIn( page: Page, user: string, password: string ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await expect( page.locator( '#user_login' ) ).toBeFocused();
	await page.fill( '#user_login', user );
	await page.fill( '#user_pass', password );
	await page.click( '#wp-submit' );
	try {
		await page.waitForURL( /wp-admin/, { timeout: 5000 } );
	} catch {
		await expect( page.locator( '#login_error' ) ).toHaveCount( 0 );
		await page.press( '#user_pass', 'Enter' );
	}
	await expect( page ).toHaveURL( /wp-admin/ );
}

/** A REST nonce for the logged-in user of this request context. */
export async function restNonce( request: APIRequestContext ): Promise< string > {
	const response = await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' );
	expect( response.status() ).toBe( 200 );
	return ( await response.text() ).trim();
}

export class AdminSettingsPage {
	readonly form: Locator;
	readonly preview: Locator;
	readonly notice: Locator;

	constructor( readonly page: Page ) {
		this.form = page.locator( '.docent-settings__form' );
		this.preview = page.locator( '.docent-preview' );
		this.notice = page.locator( '.docent-notice .components-notice__content' );
	}

	async goto(): Promise< void > {
		const response = await this.page.goto( '/wp-admin/admin.php?page=docent' );
		expect( response?.status() ).toBe( 200 );
		await expect( this.form ).toBeVisible();
	}

	/** A section's tab (General, A.I. Chat, …). */
	section( name: string ): Locator {
		return this.form.getByRole( 'tab', { name, exact: true } );
	}

	async openSection( name: string ): Promise< void > {
		await this.section( name ).click();
		await expect( this.section( name ) ).toHaveAttribute( 'aria-selected', 'true' );
	}

	/** A field of the open section, by its label. */
	field( label: string ): Locator {
		return this.form.getByLabel( label, { exact: true } );
	}

	previewTab( name: string ): Locator {
		return this.preview.getByRole( 'tab', { name, exact: true } );
	}

	/** A colour as the preview's host carries it (--docent-<key>). */
	previewColor( key: ColorKey ): Promise< string > {
		return this.preview.evaluate( ( el, name ) => ( el as HTMLElement ).style.getPropertyValue( `--docent-${ name }` ), key );
	}

	async save(): Promise< void > {
		await this.form.getByRole( 'button', { name: 'Save changes' } ).click();
	}

	/** Whether leaving the page now would ask first (a cancelled beforeunload). */
	leavingIsQuestioned(): Promise< boolean > {
		return this.page.evaluate( () => {
			const event = new Event( 'beforeunload', { cancelable: true } );
			window.dispatchEvent( event );
			return event.defaultPrevented;
		} );
	}
}
