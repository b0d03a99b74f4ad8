/**
 * The docent/v1 routes the docs slice reads, in one place. Paths and parameters mirror the REST schemas.
 */
import apiFetch from '@wordpress/api-fetch';
import { pageLanguage } from '../../utils/page-language';
import type { Doc, DocSummary } from './types';

export const PER_PAGE = 10;

/** How many search answers stay cached; older ones are forgotten (and fetched again if asked). */
export const SEARCH_CACHE_SIZE = 20;

export interface ListAnswer {
	items: DocSummary[];
	total: number;
}

/** The Explore list (query '') or one page of search results, with the total the server reports. */
export async function fetchList( query: string ): Promise< ListAnswer > {
	if ( query === '' ) {
		const items = await apiFetch< DocSummary[] >( { path: '/docent/v1/explore' } );
		return { items, total: items.length };
	}
	const params = new URLSearchParams( { q: query, page: '1', per_page: String( PER_PAGE ) } );
	const lang = pageLanguage();
	if ( lang ) {
		params.set( 'lang', lang );
	}
	const response = await apiFetch< Response >( { path: `/docent/v1/search?${ params }`, parse: false } );
	const items: DocSummary[] = await response.json();
	const total = Number( response.headers.get( 'X-WP-Total' ) ?? items.length );
	return { items, total: Number.isFinite( total ) ? total : items.length };
}

export function fetchDoc( id: number ): Promise< Doc > {
	return apiFetch< Doc >( { path: `/docent/v1/docs/${ id }` } );
}

export function postVote( id: number, helpful: boolean ): Promise< unknown > {
	return apiFetch( { path: `/docent/v1/docs/${ id }/vote`, method: 'POST', data: { helpful } } );
}

/** The published doc at an address on this site (its path and query), or a 404. */
export function lookupDoc( path: string ): Promise< Doc > {
	return apiFetch< Doc >( { path: `/docent/v1/docs/lookup?${ new URLSearchParams( { url: path } ) }` } );
}
