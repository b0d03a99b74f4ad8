/**
 * The tree as rows: children in menu order, levels, what is shown when some docs are collapsed
 * or a filter is typed.
 */
import type { DocStatus, TreeDoc } from '../types';

export const MAX_LEVEL = 3;

export type Children = Map< number, TreeDoc[] >;

/** Each parent's children in menu order, then by id (as the server orders them). */
export function childrenOf( docs: TreeDoc[] ): Children {
	const children: Children = new Map();
	for ( const doc of docs ) {
		const list = children.get( doc.parent );
		if ( list ) {
			list.push( doc );
		} else {
			children.set( doc.parent, [ doc ] );
		}
	}
	for ( const list of children.values() ) {
		list.sort( ( a, b ) => a.menu_order - b.menu_order || a.id - b.id );
	}
	return children;
}

/** Docs by id. */
export function byId( docs: TreeDoc[] ): Map< number, TreeDoc > {
	return new Map( docs.map( ( doc ) => [ doc.id, doc ] ) );
}

/** 1 for a documentation, 2 for a section, 3 for an article (bounded, so a bad tree cannot loop). */
export function levelOf( index: Map< number, TreeDoc >, id: number ): number {
	let level = 1;
	for ( let doc = index.get( id ); doc && doc.parent && level < 10; level++ ) {
		doc = index.get( doc.parent );
	}
	return level;
}

/** Levels a doc and what is below it take: 1 alone, 2 with children, 3 with grandchildren. */
export function heightOf( children: Children, id: number, limit = 8 ): number {
	let tallest = 0;
	if ( limit > 0 ) {
		for ( const child of children.get( id ) ?? [] ) {
			tallest = Math.max( tallest, heightOf( children, child.id, limit - 1 ) );
		}
	}
	return 1 + tallest;
}

/** How many docs sit anywhere below a doc, by status group. */
export interface Counts {
	sections: number;
	articles: number;
	drafts: number;
}

export interface Row {
	doc: TreeDoc;
	level: number;
	/** Among its siblings, from 1. */
	position: number;
	siblings: number;
	hasChildren: boolean;
	expanded: boolean;
	counts: Counts;
}

export interface Filter {
	text: string;
	status: DocStatus | '';
}

export const NO_FILTER: Filter = { text: '', status: '' };

function matches( doc: TreeDoc, filter: Filter ): boolean {
	const text = filter.text.trim().toLocaleLowerCase();
	return ( ! text || doc.title.toLocaleLowerCase().includes( text ) ) && ( ! filter.status || doc.status === filter.status );
}

function counts( children: Children, id: number, level: number ): Counts {
	const total: Counts = { sections: 0, articles: 0, drafts: 0 };
	for ( const child of children.get( id ) ?? [] ) {
		if ( level + 1 === 2 ) {
			total.sections++;
		} else {
			total.articles++;
		}
		if ( child.status !== 'publish' ) {
			total.drafts++;
		}
		const below = counts( children, child.id, level + 1 );
		total.sections += below.sections;
		total.articles += below.articles;
		total.drafts += below.drafts;
	}
	return total;
}

/**
 * The rows shown, depth first. With a filter, the docs that match and the docs above them,
 * whatever is collapsed; otherwise the children of collapsed docs are left out.
 */
export function visibleRows( docs: TreeDoc[], collapsed: ReadonlySet< number >, filter: Filter = NO_FILTER ): Row[] {
	const children = childrenOf( docs );
	const filtering = filter.text.trim() !== '' || filter.status !== '';
	const kept = new Set< number >();
	if ( filtering ) {
		const index = byId( docs );
		for ( const doc of docs ) {
			if ( matches( doc, filter ) ) {
				for ( let at: TreeDoc | undefined = doc; at && ! kept.has( at.id ); at = index.get( at.parent ) ) {
					kept.add( at.id );
				}
			}
		}
	}
	const rows: Row[] = [];
	const walk = ( parent: number, level: number ) => {
		const list = ( children.get( parent ) ?? [] ).filter( ( doc ) => ! filtering || kept.has( doc.id ) );
		list.forEach( ( doc, i ) => {
			const hasChildren = ( children.get( doc.id ) ?? [] ).length > 0;
			const expanded = hasChildren && ( filtering || ! collapsed.has( doc.id ) );
			rows.push( { doc, level, position: i + 1, siblings: list.length, hasChildren, expanded, counts: counts( children, doc.id, level ) } );
			if ( expanded && level < 10 ) {
				walk( doc.id, level + 1 );
			}
		} );
	};
	walk( 0, 1 );
	return rows;
}
