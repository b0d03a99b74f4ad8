/**
 * Thunk resolvers over apiFetch: each records loading, then the answer or the failure
 * (failing soft: the UI shows a retry, never a blank).
 */
import { statusOf } from '../../utils/http-status';
import { fetchDoc, fetchList, SEARCH_CACHE_SIZE } from './api';
import type { Thunk } from './types';

export const getList =
	( query: string ): Thunk< Promise< void > > =>
		async ( { dispatch, select } ) => {
			// The request leaves before the store tells the panel it is loading (a render).
			const answer = fetchList( query );
			dispatch.startList( query );
			try {
				const { items, total } = await answer;
				dispatch.receiveList( query, items, total );
			} catch {
				dispatch.failList( query );
			}
			const cached = select.getCachedQueries();
			for ( const old of cached.slice( 0, Math.max( 0, cached.length - SEARCH_CACHE_SIZE ) ) ) {
				dispatch.forgetList( old );
				dispatch.invalidateResolution( 'getList', [ old ] );
			}
		};

export const getDoc =
	( id: number ): Thunk< Promise< void > > =>
		async ( { dispatch } ) => {
			dispatch.startDoc( id );
			try {
				dispatch.receiveDoc( await fetchDoc( id ) );
			} catch ( error ) {
				dispatch.failDoc( id, statusOf( error ) === 404 );
			}
		};
