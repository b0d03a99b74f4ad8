/**
 * The public docs pages on the demo site (Twenty Twenty-Four): the docs home and its search,
 * documentation and section pages in the editor's order, articles with breadcrumb, sidebar,
 * contents, reading-order navigation and a working vote; JSON-LD; no JavaScript of their own;
 * phones, right-to-left and axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { childrenOf, demoDocs, DocsPage, readingOrder, type Doc } from './docs-page';

const HIDDEN = [ 'Upcoming: Slack integration', 'Internal: support escalation runbook' ];

/** The first documentation with at least two sections, its sections, and their articles. */
async function helpWidgetDocs( page: Page ) {
	const docs = await demoDocs( page );
	const documentation = docs.find( ( doc ) => doc.title === 'The Help Widget' )!;
	const sections = childrenOf( docs, documentation.id );
	return { docs, documentation, sections, articles: readingOrder( docs, documentation.id ) };
}

const titles = ( docs: Doc[] ) => docs.map( ( doc ) => doc.title );

test.describe( 'docs home', () => {
	test( 'lists the documentations in menu order with their sections, and its search finds an article @compat', async ( { page } ) => {
		const docs = await demoDocs( page );
		const docsPage = new DocsPage( page );
		await docsPage.goto( '/docs/' );
		await expect( page ).toHaveTitle( /^Documentation/ );
		await expect( page.getByRole( 'heading', { level: 1, name: 'Documentation' } ) ).toBeVisible();
		const cards = page.locator( '.docent-index__title' );
		await expect( cards ).toHaveText( titles( childrenOf( docs, 0 ) ) );
		const first = childrenOf( docs, 0 )[ 0 ];
		await expect( page.locator( '.docent-index__card' ).first().locator( '.docent-index__sections a' ) ).toHaveText(
			titles( childrenOf( docs, first.id ) )
		);
		await expect( page.locator( '.docent-popular li' ) ).toHaveCount( 5 );
		for ( const hidden of HIDDEN ) {
			await expect( page.getByText( hidden ) ).toHaveCount( 0 );
		}

		await page.getByLabel( 'Search the docs' ).fill( 'instal' );
		await page.getByLabel( 'Search the docs' ).press( 'Enter' );
		await expect( page ).toHaveURL( /\/docs\/\?q=instal$/ );
		await expect( page.getByRole( 'heading', { name: /results? for “instal”/ } ) ).toBeVisible();
		const hit = page.locator( '.docent-search__results li a' ).first();
		await expect( hit ).toHaveText( 'Installing Docent' );
		await expect( page.locator( 'meta[name="robots"]' ) ).toHaveAttribute( 'content', /noindex/ );
		await hit.click();
		await expect( page.getByRole( 'heading', { level: 1, name: 'Installing Docent' } ) ).toBeVisible();
	} );
} );

test.describe( 'docs home search as you type', () => {
	test( 'results appear under the box while typing, as links, and are announced', async ( { page } ) => {
		const docsPage = new DocsPage( page );
		await docsPage.goto( '/docs/' );
		// The loader has started (it listens for the first use of the search box from then on).
		await expect( page.locator( '#docent-assistant' ) ).toBeAttached();
		await page.getByLabel( 'Search the docs' ).pressSequentially( 'instal', { delay: 40 } );
		const suggest = page.locator( '.docent-search__suggest' );
		await expect( suggest ).toHaveAttribute( 'aria-live', 'polite' );
		await expect( suggest.getByRole( 'link' ).first() ).toHaveText( 'Installing Docent' );
		await expect( suggest.locator( 'p' ) ).toHaveText( /^\d+ results?$/ );
		expect( page.url() ).toMatch( /\/docs\/$/ );
		expect( await docsPage.axeViolations() ).toEqual( [] );
		await suggest.getByRole( 'link' ).first().click();
		await expect( page.getByRole( 'heading', { level: 1, name: 'Installing Docent' } ) ).toBeVisible();
	} );
} );

test.describe( 'documentation and section pages', () => {
	test( 'a documentation lists its sections and articles in menu order, a section its articles', async ( { page } ) => {
		const { docs, documentation, sections } = await helpWidgetDocs( page );
		const docsPage = new DocsPage( page );
		await docsPage.goto( new URL( documentation.link ).pathname );
		await expect( page.locator( '.docent-children__section h2' ) ).toHaveText( titles( sections ) );
		for ( const [ i, section ] of sections.entries() ) {
			await expect( page.locator( '.docent-children__section' ).nth( i ).locator( '.docent-children__articles > li > a' ) ).toHaveText(
				titles( childrenOf( docs, section.id ) )
			);
		}
		for ( const hidden of HIDDEN ) {
			await expect( docsPage.main.getByText( hidden ) ).toHaveCount( 0 );
		}
		await expect( docsPage.prevNext ).toHaveCount( 0 );
		await expect( docsPage.helpful ).toHaveCount( 0 );

		await docsPage.goto( new URL( sections[ 1 ].link ).pathname );
		await expect( page.locator( '.docent-children__articles > li > a' ) ).toHaveText( titles( childrenOf( docs, sections[ 1 ].id ) ) );
		await expect( docsPage.breadcrumb.getByRole( 'link' ) ).toHaveText( [ 'Documentation', documentation.title ] );
	} );
} );

test.describe( 'article pages', () => {
	test( 'breadcrumb, sidebar with the current article, contents, and previous/next in reading order @compat', async ( { page } ) => {
		const { documentation, sections, articles } = await helpWidgetDocs( page );
		// The last article of the first section: "next" crosses into the second section.
		const index = articles.findIndex( ( doc ) => doc.parent === sections[ 1 ].id ) - 1;
		const article = articles[ index ];
		const docsPage = new DocsPage( page );
		await docsPage.goto( new URL( article.link ).pathname );

		await expect( docsPage.breadcrumb.getByRole( 'listitem' ) ).toHaveText( [ 'Documentation', documentation.title, sections[ 0 ].title, article.title ] );
		await expect( docsPage.breadcrumb.locator( '[aria-current="page"]' ) ).toHaveText( article.title );

		const current = docsPage.sidebar.locator( 'a[aria-current="page"]' );
		await expect( current ).toHaveText( article.title );
		await expect( current ).toBeVisible();
		await expect( docsPage.sidebar.locator( 'details details summary' ) ).toHaveText( titles( sections ) );
		await expect( docsPage.sidebar.getByText( HIDDEN[ 0 ] ) ).toHaveCount( 0 );

		await expect( docsPage.prevNext.locator( 'a[rel="prev"] .docent-prev-next__title' ) ).toHaveText( articles[ index - 1 ].title );
		await expect( docsPage.prevNext.locator( 'a[rel="next"] .docent-prev-next__title' ) ).toHaveText( articles[ index + 1 ].title );

		const entries = docsPage.toc.getByRole( 'link' );
		expect( await entries.count() ).toBeGreaterThan( 1 );
		const headings = page.locator( '.wp-block-post-content' ).locator( 'h2, h3' );
		await expect( entries ).toHaveText( await headings.allTextContents() );
		const last = entries.last();
		const target = ( await last.getAttribute( 'href' ) )!;
		await last.click();
		await expect( page ).toHaveURL( new RegExp( `${ target }$` ) );
		await expect( page.locator( target ) ).toBeInViewport();

		await expect( page.locator( '.docent-updated time' ) ).toHaveAttribute( 'datetime', /^\d{4}-\d\d-\d\dT/ );
		await docsPage.prevNext.locator( 'a[rel="next"]' ).click();
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText( articles[ index + 1 ].title );
	} );

	test( 'the vote counts with the widget’s votes, once per visitor', async ( { page } ) => {
		const { articles } = await helpWidgetDocs( page );
		const article = articles[ 2 ];
		const docsPage = new DocsPage( page );
		await docsPage.goto( new URL( article.link ).pathname );
		await expect( docsPage.helpful.getByRole( 'heading', { name: 'Was this helpful?' } ) ).toBeVisible();
		await docsPage.helpful.getByRole( 'button', { name: 'Yes' } ).click();
		await expect( page ).toHaveURL( /docent_voted=thanks#docent-helpful$/ );
		await expect( docsPage.helpful.getByRole( 'status' ) ).toHaveText( 'Thanks for your feedback!' );

		// The widget's own route now refuses a second vote from this visitor.
		const again = await page.request.post( `/wp-json/docent/v1/docs/${ article.id }/vote`, { data: { helpful: false } } );
		expect( again.status() ).toBe( 409 );
		await docsPage.goto( new URL( article.link ).pathname );
		await docsPage.helpful.getByRole( 'button', { name: 'No' } ).click();
		await expect( docsPage.helpful.getByRole( 'status' ) ).toHaveText( /already voted/ );
	} );

	test( '“Still stuck? Ask us” opens the widget on Messaging', async ( { page } ) => {
		const { articles } = await helpWidgetDocs( page );
		await new DocsPage( page ).goto( new URL( articles[ 0 ].link ).pathname );
		await expect( page.locator( '#docent-assistant' ) ).toHaveCount( 1 );
		await page.getByRole( 'link', { name: 'Ask us' } ).click();
		const panel = page.getByRole( 'dialog' );
		await expect( panel ).toBeVisible();
		await expect( panel.getByRole( 'tab', { name: /Messaging/ } ) ).toHaveAttribute( 'aria-selected', 'true' );
	} );

	test( 'JSON-LD: a BreadcrumbList matching the breadcrumb, and a TechArticle', async ( { page } ) => {
		const { documentation, sections, articles } = await helpWidgetDocs( page );
		const article = articles[ 0 ];
		const docsPage = new DocsPage( page );
		await docsPage.goto( new URL( article.link ).pathname );
		const graph = await docsPage.jsonLd();
		const list = graph.find( ( node ) => node[ '@type' ] === 'BreadcrumbList' ) as { itemListElement: Array< { position: number; name: string; item: string } > };
		expect( list.itemListElement.map( ( item ) => [ item.position, item.name, item.item ] ) ).toEqual( [
			[ 1, 'Documentation', new URL( '/docs/', page.url() ).href ],
			[ 2, documentation.title, documentation.link ],
			[ 3, sections[ 0 ].title, sections[ 0 ].link ],
			[ 4, article.title, article.link ],
		] );
		const tech = graph.find( ( node ) => node[ '@type' ] === 'TechArticle' )!;
		expect( tech.headline ).toBe( article.title );
		expect( tech.url ).toBe( article.link );
		await expect( page.locator( 'link[rel="canonical"]' ) ).toHaveAttribute( 'href', article.link );
		await expect( page.locator( 'meta[name="description"]' ) ).toHaveAttribute( 'content', /\w/ );
	} );
} );

test.describe( 'no JavaScript of their own', () => {
	test( 'docs pages load no script a plain page of the theme does not, and print nothing per visitor', async ( { page, browser } ) => {
		const { documentation, articles } = await helpWidgetDocs( page );
		// The scripts the server sends (the live DOM also holds what WordPress's emoji check adds
		// later, on some pages sooner than on others).
		const scriptsOf = async ( path: string ) => {
			const html = await ( await page.request.get( path ) ).text();
			const attribute = ( tag: string, name: string ) => new RegExp( `\\s${ name }=["']([^"']*)["']` ).exec( tag )?.[ 1 ];
			return [ ...html.matchAll( /<script\b[^>]*>/g ) ]
				.map( ( [ tag ] ) => tag )
				.filter( ( tag ) => ! /json/.test( attribute( tag, 'type' ) ?? '' ) )
				.map( ( tag ) => attribute( tag, 'src' )?.replace( /\?.*$/, '' ) ?? `inline:${ attribute( tag, 'id' ) ?? '' }` );
		};
		const plain = new Set( await scriptsOf( '/sample-page/' ) );
		for ( const path of [ '/docs/', new URL( documentation.link ).pathname, new URL( articles[ 0 ].link ).pathname ] ) {
			expect( ( await scriptsOf( path ) ).filter( ( src ) => ! plain.has( src ) ), path ).toEqual( [] );
		}

		// Two visitors get the same page (the boot data aside, which is the widget's).
		const path = new URL( articles[ 0 ].link ).pathname;
		const other = await browser.newContext();
		const strip = ( html: string ) => html.replace( /<script id="docent-boot"[\s\S]*?<\/script>/, '' ).replace( /(nonce|ver)=[\w.-]+/g, '' );
		const first = strip( await ( await page.request.get( path ) ).text() );
		const second = strip( await ( await other.request.get( path ) ).text() );
		expect( second ).toBe( first );
		await other.close();
	} );

	test( 'with JavaScript off, the sidebar drawer and the contents still work on a phone', async ( { browser, page } ) => {
		const { articles } = await helpWidgetDocs( page );
		const context = await browser.newContext( { javaScriptEnabled: false, viewport: { width: 390, height: 800 } } );
		const phone = await context.newPage();
		const docsPage = new DocsPage( phone );
		await docsPage.goto( new URL( articles[ 5 ].link ).pathname );
		const current = docsPage.sidebar.locator( 'a[aria-current="page"]' );
		await expect( current ).toBeHidden();
		await docsPage.sidebar.getByText( 'Browse this documentation' ).click();
		await expect( current ).toBeVisible();
		const summary = docsPage.toc.locator( 'summary' );
		await expect( docsPage.toc.getByRole( 'link' ).first() ).toBeVisible();
		await summary.click();
		await expect( docsPage.toc.getByRole( 'link' ).first() ).toBeHidden();
		await context.close();
	} );
} );

test.describe( 'layouts and accessibility', () => {
	const paths = async ( page: Page ) => {
		const { documentation, sections, articles } = await helpWidgetDocs( page );
		return [ '/docs/', '/docs/?q=install', documentation.link, sections[ 0 ].link, articles[ 1 ].link ].map( ( link ) =>
			link.startsWith( '/' ) ? link : new URL( link ).pathname
		);
	};

	for ( const [ name, viewport ] of [
		[ 'desktop', { width: 1280, height: 900 } ],
		[ 'phone', { width: 390, height: 800 } ],
	] as const ) {
		for ( const dir of [ 'ltr', 'rtl' ] as const ) {
			test( `axe finds no violations: ${ name }, ${ dir }`, async ( { page } ) => {
				test.setTimeout( 120_000 ); // Five pages through axe: slow on a busy machine.
				await page.setViewportSize( viewport );
				const docsPage = new DocsPage( page );
				for ( const path of await paths( page ) ) {
					await docsPage.goto( path );
					if ( dir === 'rtl' ) {
						await page.evaluate( () => document.documentElement.setAttribute( 'dir', 'rtl' ) );
					}
					expect( await docsPage.axeViolations(), `${ path } (${ name }, ${ dir })` ).toEqual( [] );
				}
			} );
		}
	}

	test( 'wide screens: the sidebar is open beside the article and stays in view; phones: a closed drawer', async ( { page } ) => {
		const { articles } = await helpWidgetDocs( page );
		const docsPage = new DocsPage( page );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await docsPage.goto( new URL( articles[ 1 ].link ).pathname );
		const current = docsPage.sidebar.locator( 'a[aria-current="page"]' );
		await expect( current ).toBeVisible();
		await expect( docsPage.sidebar.getByText( 'Browse this documentation' ) ).toBeHidden();
		const nav = ( await docsPage.sidebar.boundingBox() )!;
		const title = ( await page.getByRole( 'heading', { level: 1 } ).boundingBox() )!;
		expect( nav.x + nav.width ).toBeLessThanOrEqual( title.x );
		await page.mouse.wheel( 0, 1500 );
		await expect( docsPage.sidebar ).toBeInViewport();

		await page.evaluate( () => document.documentElement.setAttribute( 'dir', 'rtl' ) );
		const rtlNav = ( await docsPage.sidebar.boundingBox() )!;
		const rtlTitle = ( await page.getByRole( 'heading', { level: 1 } ).boundingBox() )!;
		expect( rtlNav.x ).toBeGreaterThanOrEqual( rtlTitle.x + rtlTitle.width );

		await page.setViewportSize( { width: 390, height: 800 } );
		await docsPage.goto( new URL( articles[ 1 ].link ).pathname );
		await expect( current ).toBeHidden();
		await docsPage.sidebar.getByText( 'Browse this documentation' ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( current ).toBeVisible();
	} );
} );
