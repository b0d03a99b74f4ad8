/**
 * Page object for the public docs pages, and the demo docs' true order read from the REST API
 * (menu order, then id), so the tests compare the pages against the editor's order.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export interface Doc {
	id: number;
	parent: number;
	title: string;
	link: string;
	order: number;
}

export class DocsPage {
	readonly main: Locator;
	readonly breadcrumb: Locator;
	readonly sidebar: Locator;
	readonly toc: Locator;
	readonly helpful: Locator;
	readonly prevNext: Locator;

	constructor( readonly page: Page ) {
		this.main = page.locator( 'main.docent-page, .docent-page' ).first();
		this.breadcrumb = page.getByRole( 'navigation', { name: 'Breadcrumb' } );
		this.sidebar = page.getByRole( 'navigation', { name: /^Documentation: / } );
		this.toc = page.getByRole( 'navigation', { name: 'On this page' } );
		this.helpful = page.locator( '#docent-helpful' );
		this.prevNext = page.getByRole( 'navigation', { name: 'Previous and next articles' } );
	}

	async goto( path: string ): Promise< void > {
		const response = await this.page.goto( path );
		expect( response?.status(), path ).toBe( 200 );
	}

	/** The JSON-LD graph the page prints. */
	async jsonLd(): Promise< Array< Record< string, unknown > > > {
		const text = await this.page.locator( 'script[type="application/ld+json"]' ).textContent();
		return ( JSON.parse( text ?? '{}' ) as { '@graph': Array< Record< string, unknown > > } )[ '@graph' ];
	}

	/** axe on Docent's part of the page (the theme's header and footer are not Docent's to fix). */
	async axeViolations(): Promise< string[] > {
		// @axe-core/playwright types its own playwright-core's Page; the API it calls is the same.
		const results = await new AxeBuilder( { page: this.page as never } ).include( '.docent-page' ).analyze();
		return results.violations.map( ( v ) => `${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }` );
	}
}

/** Every public doc, from the REST API, in reading order (depth first, menu order then id). */
export async function demoDocs( page: Page ): Promise< Doc[] > {
	const response = await page.request.get( '/wp-json/wp/v2/docs?per_page=100&_fields=id,parent,title,link,menu_order' );
	expect( response.status() ).toBe( 200 );
	const rows = ( await response.json() ) as Array< { id: number; parent: number; title: { rendered: string }; link: string; menu_order: number } >;
	const docs = rows.map( ( row ) => ( {
		id: row.id,
		parent: row.parent,
		title: row.title.rendered.replace( /&#8217;/g, '’' ).replace( /&amp;/g, '&' ),
		link: row.link,
		order: row.menu_order,
	} ) );
	const ordered: Doc[] = [];
	const walk = ( parent: number ) => {
		docs.filter( ( doc ) => doc.parent === parent )
			.sort( ( a, b ) => a.order - b.order || a.id - b.id )
			.forEach( ( doc ) => {
				ordered.push( doc );
				walk( doc.id );
			} );
	};
	walk( 0 );
	return ordered;
}

export const childrenOf = ( docs: Doc[], parent: number ) => docs.filter( ( doc ) => doc.parent === parent );

/** The articles of a documentation in reading order. */
export function readingOrder( docs: Doc[], documentation: number ): Doc[] {
	return childrenOf( docs, documentation ).flatMap( ( section ) => childrenOf( docs, section.id ) );
}
