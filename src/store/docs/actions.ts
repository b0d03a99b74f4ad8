/**
 * The docs slice's actions: plain ones record what happened; thunks do the work.
 */
import { statusOf } from '../../utils/http-status';
import { lookupDoc, postVote } from './api';
import { docAddress } from './address';
import { getList } from './resolvers';
import type { Action, Doc, DocSummary, Thunk } from './types';

export const startList = ( query: string ): Action => ( { type: 'START_LIST', query } );

export const receiveList = ( query: string, items: DocSummary[], total: number ): Action => ( {
	type: 'RECEIVE_LIST',
	query,
	items,
	total,
} );

export const failList = ( query: string ): Action => ( { type: 'FAIL_LIST', query } );

export const forgetList = ( query: string ): Action => ( { type: 'FORGET_LIST', query } );

export const startDoc = ( id: number ): Action => ( { type: 'START_DOC', id } );

export const receiveDoc = ( doc: Doc ): Action => ( { type: 'RECEIVE_DOC', doc } );

export const failDoc = ( id: number, missing: boolean ): Action => ( { type: 'FAIL_DOC', id, missing } );

export const startVote = ( id: number, helpful: boolean ): Action => ( { type: 'START_VOTE', id, helpful } );

export const finishVote = ( id: number, helpful: boolean, status: 'done' | 'error' ): Action => ( {
	type: 'FINISH_VOTE',
	id,
	helpful,
	status,
} );

/** Asks again for a list that failed: shows loading at once, then re-runs its resolver. */
export const retryList =
	( query: string ): Thunk =>
		( { dispatch } ) => {
			dispatch.startList( query );
			dispatch.invalidateResolution( 'getList', [ query ] );
		};

/**
 * Runs getList's resolver at once, as if the selector had asked: the search request leaves the
 * moment the visitor's pause ends instead of after the panel's next render, and the resolver
 * the render triggers finds the work started. Does nothing for a list already asked for.
 */
export const loadList =
	( query: string ): Thunk< Promise< void > > =>
		async ( { dispatch, select } ) => {
			if ( select.hasStartedResolution( 'getList', [ query ] ) ) {
				return;
			}
			dispatch.startResolution( 'getList', [ query ] );
			await dispatch( getList( query ) );
			dispatch.finishResolution( 'getList', [ query ] );
		};

/** Asks again for a document that failed to load. */
export const retryDoc =
	( id: number ): Thunk =>
		( { dispatch } ) => {
			dispatch.startDoc( id );
			dispatch.invalidateResolution( 'getDoc', [ id ] );
		};

/**
 * "Was this helpful?": answered once. A 4xx means the server already has this visitor's
 * answer, so the question counts as answered; anything else can be tried again.
 */
export const vote =
	( id: number, helpful: boolean ): Thunk< Promise< void > > =>
		async ( { dispatch, select } ) => {
			const current = select.getVote( id );
			if ( current && current.status !== 'error' ) {
				return;
			}
			dispatch.startVote( id, helpful );
			try {
				await postVote( id, helpful );
				dispatch.finishVote( id, helpful, 'done' );
			} catch ( error ) {
				const status = statusOf( error );
				dispatch.finishVote( id, helpful, status >= 400 && status < 500 ? 'done' : 'error' );
			}
		};

/**
 * The id of the doc an address on this site points to (its permalink, or any address WordPress
 * resolves to it), or null: a doc the store holds answers at once, else GET
 * /docent/v1/docs/lookup, which knows published docs only. The doc found is kept, so opening
 * it asks nothing more.
 */
export const findDoc =
	( url: string ): Thunk< Promise< number | null > > =>
		async ( { dispatch, select } ) => {
			const address = docAddress( url );
			if ( ! address ) {
				return null;
			}
			const known = select.findKnownDoc( address );
			if ( known ) {
				return known;
			}
			try {
				const doc = await lookupDoc( address );
				dispatch.receiveDoc( doc );
				dispatch.finishResolution( 'getDoc', [ doc.id ] );
				return doc.id;
			} catch {
				return null;
			}
		};
