/**
 * Docent > Settings and Docent > Insights on the real stack: an administrator changes the widget
 * and sees it in the live preview before saving and on the site after; other roles get nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AdminSettingsPage, logIn, restNonce } from './admin-page';
import { WidgetPage } from './widget-page';

let adminContext: BrowserContext;
let admin: APIRequestContext;
let nonce = '';
let original: Record< string, unknown >;

/** Calls the REST API as the administrator. */
function api( method: string, path: string, data?: unknown ) {
	return admin.fetch( `/wp-json${ path }`, { method, headers: { 'X-WP-Nonce': nonce }, data } );
}

/** Errors the page itself threw (the offline dev site also logs failed avatar loads: not ours). */
function pageErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return errors;
}

test.beforeAll( async ( { browser } ) => {
	adminContext = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await logIn( await adminContext.newPage(), 'admin', 'password' );
	admin = adminContext.request;
	nonce = await restNonce( admin );
	original = await ( await api( 'GET', '/docent/v1/settings' ) ).json();
} );

test.afterAll( async () => {
	await adminContext?.close();
} );

test.afterEach( async () => {
	// Every test starts from the settings the site had: what GET answered can be posted back.
	expect( ( await api( 'POST', '/docent/v1/settings', original ) ).status() ).toBe( 200 );
} );

/**
 * The admin's cookies in the test's own context. wp-admin's one-off "compression test" request is
 * dropped: on the SQLite test site it races other writes ("database is locked") and is not Docent's.
 */
async function asAdmin( context: BrowserContext ): Promise< void > {
	await context.addCookies( await adminContext.cookies() );
	await context.route( /admin-ajax\.php\?action=wp-compression-test/, ( route ) => route.abort() );
}

test.describe( 'the settings screen', () => {
	test.beforeEach( async ( { context } ) => asAdmin( context ) );

	test( 'loads with its data, preview and no spinner on this WordPress version @compat', async ( { page } ) => {
		const errors = pageErrors( page );
		const settingsCalls: string[] = [];
		page.on( 'request', ( request ) => request.url().includes( 'docent/v1/settings' ) && settingsCalls.push( request.url() ) );
		const screen = new AdminSettingsPage( page );
		await screen.goto();
		await expect( screen.section( 'General' ) ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( page.locator( '.docent-settings .components-spinner' ) ).toHaveCount( 0 );
		// The settings came with the page (preloaded), not from a request after it.
		expect( settingsCalls ).toEqual( [] );
		await expect( screen.previewTab( 'Explore' ) ).toBeVisible();

		await screen.openSection( 'Explore' );
		await screen.field( 'Tab label' ).fill( 'Browse' );
		await expect( screen.previewTab( 'Browse' ) ).toBeVisible();
		expect( errors ).toEqual( [] );
	} );

	test( 'a colour, a tab label and the tab order: previewed, saved, kept, and shown on the site', async ( { page } ) => {
		const errors = pageErrors( page );
		const screen = new AdminSettingsPage( page );
		await screen.goto();

		// The preview is static: its inputs are disabled.
		await expect( screen.preview.getByRole( 'searchbox' ) ).toBeDisabled();

		await screen.openSection( 'Messaging' );
		await screen.field( 'Tab label' ).fill( 'Contact' );
		await expect( screen.previewTab( 'Contact' ) ).toHaveAttribute( 'aria-selected', 'true' );

		await screen.openSection( 'Placement' );
		await page.getByRole( 'button', { name: 'Move Contact up' } ).click();
		await page.getByRole( 'button', { name: 'Move Contact up' } ).click();
		await expect( page.getByText( 'Contact moved to position 1 of 3.' ) ).toBeAttached();
		await expect( screen.preview.getByRole( 'tab' ).first() ).toHaveText( 'Contact' );

		await screen.openSection( 'Preference' );
		await screen.field( 'Active tab background' ).fill( 'rgba(200, 10, 20, 1)' );
		await expect.poll( () => screen.previewColor( 'activeTabBg' ) ).toBe( 'rgba(200,10,20,1)' );
		await expect( screen.previewTab( 'Contact' ) ).toHaveCSS( 'background-color', 'rgb(200, 10, 20)' );

		// Nothing is saved yet, and leaving now would ask first.
		const stored = await ( await api( 'GET', '/docent/v1/settings' ) ).json();
		expect( stored.message.message_title ).toBe( ( original.message as { message_title: string } ).message_title );
		expect( await screen.leavingIsQuestioned() ).toBe( true );

		await screen.save();
		await expect( screen.notice ).toHaveText( 'Settings saved.' );
		expect( await screen.leavingIsQuestioned() ).toBe( false );

		await page.reload();
		await screen.openSection( 'Messaging' );
		await expect( screen.field( 'Tab label' ) ).toHaveValue( 'Contact' );
		await screen.openSection( 'Placement' );
		await expect( page.locator( '.docent-tab-order__label' ) ).toHaveText( [ 'Contact', 'A.I. Chat', 'Explore' ] );
		await screen.openSection( 'Preference' );
		await expect( screen.field( 'Active tab background' ) ).toHaveValue( 'rgba(200, 10, 20, 1)' );
		expect( errors ).toEqual( [] );

		// A visitor's page.
		const visitor = await page.context().browser()!.newPage( { baseURL: test.info().project.use.baseURL } );
		await visitor.goto( '/' );
		const host = visitor.locator( '#docent-assistant' );
		await expect( host ).toHaveCount( 1 );
		await expect
			.poll( () => host.evaluate( ( el ) => getComputedStyle( el ).getPropertyValue( '--docent-activeTabBg' ).trim() ) )
			.toBe( 'rgba(200,10,20,1)' );
		await visitor.getByRole( 'button', { name: 'Open help' } ).click();
		const tabs = visitor.getByRole( 'dialog' ).getByRole( 'tab' );
		await expect( tabs.first() ).toHaveText( 'Contact' );
		await expect( tabs.first() ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( tabs.first() ).toHaveCSS( 'background-color', 'rgb(200, 10, 20)' );
		await visitor.close();
	} );

	test( 'a value the server refuses: its message names the field, and nothing is saved', async ( { page } ) => {
		const screen = new AdminSettingsPage( page );
		await screen.goto();
		await screen.openSection( 'General' );
		await page.getByRole( 'checkbox', { name: 'Show the help assistant on the site' } ).uncheck();
		await screen.openSection( 'Messaging' );
		await screen.field( 'Send messages to' ).fill( 'someone@example.org, nobody' );
		await expect( page.getByText( 'Not a valid email address: nobody' ) ).toBeVisible();
		await screen.save();
		await expect( screen.notice ).toHaveText(
			'Settings not saved. message.email_address must be a comma-separated list of valid email addresses.'
		);
		const stored = await ( await api( 'GET', '/docent/v1/settings' ) ).json();
		expect( stored.assist_enable ).toBe( original.assist_enable );
		expect( stored.message.email_address ).toBe( ( original.message as { email_address: string } ).email_address );
		await expect( page.getByRole( 'button', { name: 'Save changes' } ) ).toBeEnabled();
	} );

	test( 'hiding the widget on a page, chosen with the page search', async ( { page, browser } ) => {
		const screen = new AdminSettingsPage( page );
		await screen.goto();
		await screen.openSection( 'Preference' );
		await page.getByRole( 'searchbox', { name: 'Search pages and posts' } ).fill( 'Help links' );
		await page.getByRole( 'button', { name: 'Add “Help links (page)”' } ).click();
		await expect( page.getByRole( 'button', { name: 'Remove “Help links (page)”' } ) ).toBeVisible();
		await screen.save();
		await expect( screen.notice ).toHaveText( 'Settings saved.' );

		const visitor = await browser.newPage( { baseURL: test.info().project.use.baseURL } );
		await visitor.goto( '/help-links/' );
		await visitor.waitForLoadState( 'load' );
		await expect( visitor.locator( '#docent-assistant' ) ).toHaveCount( 0 );
		await expect( visitor.locator( '#docent-boot' ) ).toHaveCount( 0 );
		await visitor.goto( '/' );
		await expect( visitor.locator( '#docent-assistant' ) ).toHaveCount( 1 );
		await visitor.close();
	} );

	test( 'labels are saved as typed and the visitor’s widget shows them as text, not entities', async ( { browser } ) => {
		const title = 'Fees < 5 USD & more';
		const description = 'Tom & Jerry <QA> say "hi" <b>now</b>';
		const saved = await api( 'POST', '/docent/v1/settings', { explore: { explore_subtitle_one: title, explore_subtitle_two: description } } );
		expect( saved.status() ).toBe( 200 );
		expect( ( await saved.json() ).explore ).toMatchObject( { explore_subtitle_one: title, explore_subtitle_two: description } );

		const visitor = await browser.newPage( { baseURL: test.info().project.use.baseURL } );
		const widget = new WidgetPage( visitor );
		await widget.goto( '/' );
		await widget.open();
		await widget.tab( /Explore/ ).click();
		await expect( widget.panel.getByRole( 'heading', { level: 2 } ) ).toHaveText( title );
		await expect( widget.panel.locator( '.desc' ) ).toHaveText( description );
		await expect( widget.panel.locator( '.desc b' ) ).toHaveCount( 0 );
		await visitor.close();
	} );

	test( 'a tab icon larger than 20×20 pixels is refused with the "Upload Failed" toast', async ( { page } ) => {
		const screen = new AdminSettingsPage( page );
		try {
			await screen.goto();
			await screen.openSection( 'Explore' );
			await page.getByRole( 'button', { name: 'Choose from the media library' } ).click();
			const modal = page.locator( '.media-modal:visible' );
			await expect( modal.getByRole( 'heading', { name: 'Icon for the “Explore” tab' } ) ).toBeVisible();
			// Uploaded in the library's own uploader, which then selects it.
			await modal.locator( 'input[type="file"]' ).setInputFiles( { name: `${ ICON_NAME }.png`, mimeType: 'image/png', buffer: BIG_PNG } );
			const use = modal.getByRole( 'button', { name: 'Use this icon' } );
			await expect( use ).toBeEnabled( { timeout: 15_000 } );
			await use.click();
			const toast = page.locator( '.swal2-toast' );
			await expect( toast ).toContainText( 'Upload Failed' );
			await expect( toast ).toContainText( 'The image dimensions are too big. The maximum size is 20x20 pixels.' );
			await expect( toast ).toBeHidden( { timeout: 4500 } );
			await expect( page.getByText( 'Built-in icon' ) ).toBeVisible();
			expect( await screen.leavingIsQuestioned() ).toBe( false );
		} finally {
			const uploaded: Array< { id: number } > = await ( await api( 'GET', `/wp/v2/media?search=${ ICON_NAME }` ) ).json();
			for ( const item of uploaded ) {
				await api( 'DELETE', `/wp/v2/media/${ item.id }?force=true` );
			}
		}
	} );

	test( 'axe finds no violations in any section', async ( { page } ) => {
		// Six full axe runs: about 23 s alone, over the default 30 s on a loaded machine.
		test.slow();
		const screen = new AdminSettingsPage( page );
		await screen.goto();
		for ( const name of [ 'General', 'A.I. Chat', 'Explore', 'Messaging', 'Placement', 'Preference' ] ) {
			await screen.openSection( name );
			// @axe-core/playwright types its own playwright-core's Page; the API it calls is the same.
			const results = await new AxeBuilder( { page: page as never } ).include( '.docent-admin' ).analyze();
			const violations = results.violations.map( ( v ) => `${ name }: ${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }` );
			expect( violations ).toEqual( [] );
		}
	} );
} );

test.describe( 'insights', () => {
	test.beforeEach( async ( { context } ) => asAdmin( context ) );

	test( 'a search that found nothing is listed, and "Write this article" asks where, then opens the new draft in the editor @compat', async ( {
		page,
	} ) => {
		const errors = pageErrors( page );
		const query = `zebra quasar ${ Date.now().toString( 36 ) }`;
		const search = await page.request.get( `/wp-json/docent/v1/search?q=${ encodeURIComponent( query ) }` );
		expect( search.status() ).toBe( 200 );
		await page.goto( '/wp-admin/admin.php?page=docent-insights' );
		const notFound = page.getByRole( 'region', { name: 'Searches that found nothing' } );
		const row = notFound.getByRole( 'row' ).filter( { hasText: query } );
		await expect( row ).toHaveCount( 1 );
		await expect( row.getByRole( 'cell' ).nth( 1 ) ).toHaveText( '1' );
		await row.getByRole( 'button', { name: `Write this article: ${ query }` } ).click();
		// It asks where the draft goes: a section, so the draft is an article (the first is offered).
		const place = row.getByRole( 'combobox', { name: `Where does “${ query }” go?` } );
		await expect( place ).toBeVisible();
		const section = Number( await place.inputValue() );
		expect( section ).toBeGreaterThan( 0 );
		await row.getByRole( 'button', { name: 'Create draft' } ).click();
		await page.waitForURL( /\/wp-admin\/post\.php\?post=\d+&action=edit/ );
		const id = Number( new URL( page.url() ).searchParams.get( 'post' ) );
		const draft = await ( await api( 'GET', `/wp/v2/docs/${ id }?context=edit` ) ).json();
		expect( draft.status ).toBe( 'draft' );
		expect( draft.parent ).toBe( section );
		expect( draft.title.raw ).toBe( query.charAt( 0 ).toUpperCase() + query.slice( 1 ) );
		await api( 'DELETE', `/wp/v2/docs/${ id }?force=true` );
		expect( errors ).toEqual( [] );
	} );
} );

test.describe( 'other roles', () => {
	const users = {
		editor: { username: 'docent_e2e_editor', password: 'editor-pass-123' },
		subscriber: { username: 'docent_e2e_subscriber', password: 'subscriber-pass-123' },
	};

	test.beforeAll( async () => {
		for ( const [ role, user ] of Object.entries( users ) ) {
			const response = await api( 'POST', '/wp/v2/users', {
				...user,
				email: `${ user.username }@example.org`,
				roles: [ role ],
			} );
			// A kept site (DOCENT_KEEP_SITES) already has them.
			expect( [ 201, 400, 500 ] ).toContain( response.status() );
		}
	} );

	for ( const role of [ 'editor', 'subscriber' ] as const ) {
		test( `as ${ role }: no Docent menu, no access to its screens, and 403 from its routes`, async ( { browser } ) => {
			const context = await asUser( browser, users[ role ] );
			const page = await context.newPage();
			await page.goto( '/wp-admin/' );
			await expect( page.locator( '#adminmenu' ) ).toBeVisible();
			await expect( page.locator( '#adminmenu a[href="admin.php?page=docent"]' ) ).toHaveCount( 0 );
			await expect( page.locator( '#toplevel_page_docent' ) ).toHaveCount( 0 );
			for ( const slug of [ 'docent', 'docent-insights' ] ) {
				await page.goto( `/wp-admin/admin.php?page=${ slug }` );
				await expect( page.getByText( 'Sorry, you are not allowed to access this page.' ) ).toBeVisible();
				await expect( page.locator( '#docent-admin-root' ) ).toHaveCount( 0 );
			}
			const userNonce = await restNonce( context.request );
			const headers = { 'X-WP-Nonce': userNonce };
			expect( ( await context.request.get( '/wp-json/docent/v1/settings', { headers } ) ).status() ).toBe( 403 );
			expect(
				( await context.request.post( '/wp-json/docent/v1/settings', { headers, data: { assist_enable: 'off' } } ) ).status()
			).toBe( 403 );
			expect( ( await context.request.get( '/wp-json/docent/v1/insights', { headers } ) ).status() ).toBe( 403 );
			await context.close();
			const stored = await ( await api( 'GET', '/docent/v1/settings' ) ).json();
			expect( stored.assist_enable ).toBe( original.assist_enable );
		} );
	}
} );

async function asUser( browser: Browser, user: { username: string; password: string } ): Promise< BrowserContext > {
	const context = await browser.newContext( { baseURL: test.info().project.use.baseURL } );
	await logIn( await context.newPage(), user.username, user.password );
	return context;
}

const ICON_NAME = 'docent-e2e-big-icon';

/** A white 64×64 PNG: too big for a tab icon. */
const BIG_PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAS0lEQVR42u3PMQ0AAAwDoPo33UrYvQQckD4XAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAYHLAMpT0sIcNbcEAAAAAElFTkSuQmCC',
	'base64'
);
