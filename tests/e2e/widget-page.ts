/**
 * Page object for Docent's widget on a real page. Playwright's locators pierce the open
 * shadow root, so the panel is found by role like anything else on the page.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { BootData, PublicSettings } from '../../src/shared/types';

export interface DocItem {
	id: number;
	title: string;
	link: string;
}

export class WidgetPage {
	readonly host: Locator;
	readonly panel: Locator;
	readonly search: Locator;

	constructor( readonly page: Page ) {
		this.host = page.locator( '#docent-assistant' );
		this.panel = page.getByRole( 'dialog' );
		this.search = this.panel.getByRole( 'searchbox' );
	}

	/** The bubble, whatever its current name. */
	get bubble(): Locator {
		return this.page.getByRole( 'button', { name: /^(Open|Close) help$/ } );
	}

	/**
	 * Opens a page; `settings` changes the boot data the loader fetches from its static file or
	 * GET /docent/v1/boot (only what the browser sees: the server's own settings are untouched).
	 * The page's inline part (the bubble's colours before that) stays as the server printed it.
	 */
	async goto( path = '/', settings?: ( s: PublicSettings ) => void ): Promise< void > {
		if ( settings ) {
			await this.page.route(
				( url ) => /\/docent\/v1\/boot\b|\/uploads\/docent\/boot\//.test( decodeURIComponent( url.href ) ),
				async ( route ) => {
					const response = await route.fetch();
					const boot = ( await response.json() ) as BootData;
					settings( boot.settings );
					// What the server writes from the colours (includes/Frontend/Boot_Data.php), after
					// which its bubble position stays as it was.
					boot.style =
						Object.entries( boot.settings.preference.color_settings.preview_colors )
							.map( ( [ key, c ] ) => `--docent-${ key }:rgba(${ c.r },${ c.g },${ c.b },${ c.a });` )
							.join( '' ) + ( boot.style.match( /--docent-(x|px|y|side):[^;]*;/g ) ?? [] ).join( '' );
					await route.fulfill( { response, json: boot } );
				}
			);
		}
		const response = await this.page.goto( path );
		expect( response?.status() ).toBe( 200 );
		await expect( this.host ).toHaveCount( 1 );
	}

	async open(): Promise< void > {
		await this.page.getByRole( 'button', { name: 'Open help' } ).click();
		await expect( this.panel ).toBeVisible();
	}

	tab( name: string | RegExp ): Locator {
		return this.panel.getByRole( 'tab', { name } );
	}

	cardLinks(): Locator {
		return this.panel.locator( '.card-title a' );
	}

	/** The demo docs the Explore list shows, straight from the REST route. */
	async exploreItems(): Promise< DocItem[] > {
		const response = await this.page.request.get( '/wp-json/docent/v1/explore' );
		expect( response.status() ).toBe( 200 );
		return response.json();
	}
}

/** Every feature on: the tests that need all three tabs turn AI on in the boot data. */
export const allTabs = ( s: PublicSettings ) => {
	s.integrate_ai.ai_enabled = true;
	s.explore.explore_enable = true;
	s.message.messaging_enable = true;
};
