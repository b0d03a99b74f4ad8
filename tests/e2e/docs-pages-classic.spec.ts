/**
 * The docs pages on a classic theme (Twenty Twenty-One, which has no template for docs): the
 * theme's own header and footer around the same blocks, the same order, vote and JSON-LD.
 * The site's theme is switched for this file and switched back after it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { childrenOf, demoDocs, DocsPage, readingOrder } from './docs-page';

const SITE_DIR = process.env.DOCENT_E2E_DIR ?? '';
const SWITCH = path.resolve( __dirname, 'fixtures/switch-theme.php' );

function switchTheme( stylesheet: string ): string {
	return execFileSync( 'php', [ SWITCH, stylesheet ], { env: { ...process.env, DOCENT_WP_DIR: SITE_DIR }, encoding: 'utf8' } ).trim();
}

test.describe( 'docs pages on a classic theme', () => {
	test.skip( ! SITE_DIR, 'Run through `npm run test:e2e`, which passes the site folder.' );

	let before = '';
	test.beforeAll( () => {
		before = switchTheme( 'twentytwentyone' );
	} );
	test.afterAll( () => {
		if ( before ) {
			switchTheme( before );
		}
	} );

	test( 'the home, a documentation and an article render inside the theme, in menu order', async ( { page } ) => {
		const docs = await demoDocs( page );
		const docsPage = new DocsPage( page );
		await docsPage.goto( '/docs/' );
		await expect( page.locator( 'link#twenty-twenty-one-style-css' ) ).toBeAttached();
		await expect( page.locator( '#masthead' ) ).toBeVisible();
		await expect( page.locator( '.docent-index__title' ) ).toHaveText( childrenOf( docs, 0 ).map( ( doc ) => doc.title ) );
		await page.getByLabel( 'Search the docs' ).fill( 'instal' );
		await page.locator( '.docent-search' ).getByRole( 'button', { name: 'Search' } ).click();
		await expect( page.locator( '.docent-search__results li a' ).first() ).toHaveText( 'Installing Docent' );

		const documentation = childrenOf( docs, 0 )[ 1 ];
		const sections = childrenOf( docs, documentation.id );
		await docsPage.goto( new URL( documentation.link ).pathname );
		await expect( page.locator( '.docent-children__section h2' ) ).toHaveText( sections.map( ( doc ) => doc.title ) );

		const articles = readingOrder( docs, documentation.id );
		const index = articles.findIndex( ( doc ) => doc.parent === sections[ 1 ].id ) - 1;
		await docsPage.goto( new URL( articles[ index ].link ).pathname );
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText( articles[ index ].title );
		await expect( docsPage.breadcrumb.getByRole( 'listitem' ) ).toHaveText( [ 'Documentation', documentation.title, sections[ 0 ].title, articles[ index ].title ] );
		await expect( docsPage.sidebar.locator( 'a[aria-current="page"]' ) ).toHaveText( articles[ index ].title );
		await expect( docsPage.toc.getByRole( 'link' ).first() ).toBeVisible();
		await expect( docsPage.prevNext.locator( 'a[rel="next"] .docent-prev-next__title' ) ).toHaveText( articles[ index + 1 ].title );
		const list = ( await docsPage.jsonLd() ).find( ( node ) => node[ '@type' ] === 'BreadcrumbList' ) as { itemListElement: Array< { name: string } > };
		expect( list.itemListElement.map( ( item ) => item.name ) ).toEqual( [ 'Documentation', documentation.title, sections[ 0 ].title, articles[ index ].title ] );
		await expect( page.locator( '#colophon' ) ).toBeAttached();
	} );

	test( 'the vote works and axe finds no violations, desktop and phone', async ( { page } ) => {
		test.setTimeout( 120_000 ); // Six pages through axe: slow on a busy machine.
		const docs = await demoDocs( page );
		const documentation = childrenOf( docs, 0 )[ 2 ];
		const article = readingOrder( docs, documentation.id )[ 1 ];
		const docsPage = new DocsPage( page );
		for ( const viewport of [ { width: 1280, height: 900 }, { width: 390, height: 800 } ] ) {
			await page.setViewportSize( viewport );
			for ( const link of [ '/docs/', documentation.link, article.link ] ) {
				await docsPage.goto( link.startsWith( '/' ) ? link : new URL( link ).pathname );
				expect( await docsPage.axeViolations(), `${ link } at ${ viewport.width }px` ).toEqual( [] );
			}
		}
		await docsPage.helpful.getByRole( 'button', { name: 'No' } ).click();
		await expect( docsPage.helpful.getByRole( 'status' ) ).toHaveText( 'Thanks for your feedback!' );
	} );
} );
