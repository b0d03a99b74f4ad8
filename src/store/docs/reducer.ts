/**
 * The docs slice: one reducer per key of its state (index.ts combines them with the other slices').
 */
import type { Action, DocEntry, DocList, State, VoteEntry } from './types';

const EMPTY_LIST: DocList = { status: 'loading', items: [], total: 0 };

export function lists( state: State[ 'lists' ] = {}, action: Action ): State[ 'lists' ] {
	switch ( action.type ) {
		case 'START_LIST':
			return { ...state, [ action.query ]: { ...( state[ action.query ] ?? EMPTY_LIST ), status: 'loading' } };
		case 'RECEIVE_LIST':
			return { ...state, [ action.query ]: { status: 'ready', items: action.items, total: action.total } };
		case 'FAIL_LIST':
			return { ...state, [ action.query ]: { ...( state[ action.query ] ?? EMPTY_LIST ), status: 'error' } };
		case 'FORGET_LIST': {
			const rest = { ...state };
			delete rest[ action.query ];
			return rest;
		}
	}
	return state;
}

export function listOrder( state: State[ 'listOrder' ] = [], action: Action ): State[ 'listOrder' ] {
	switch ( action.type ) {
		case 'START_LIST':
			return action.query === '' ? state : [ ...state.filter( ( q ) => q !== action.query ), action.query ];
		case 'FORGET_LIST':
			return state.filter( ( q ) => q !== action.query );
	}
	return state;
}

export function docs( state: State[ 'docs' ] = {}, action: Action ): State[ 'docs' ] {
	let entry: DocEntry | undefined;
	switch ( action.type ) {
		case 'START_DOC':
			entry = { status: 'loading', doc: state[ action.id ]?.doc ?? null };
			return { ...state, [ action.id ]: entry };
		case 'RECEIVE_DOC':
			return { ...state, [ action.doc.id ]: { status: 'ready', doc: action.doc } };
		case 'FAIL_DOC':
			entry = { status: action.missing ? 'missing' : 'error', doc: null };
			return { ...state, [ action.id ]: entry };
	}
	return state;
}

export function votes( state: State[ 'votes' ] = {}, action: Action ): State[ 'votes' ] {
	let entry: VoteEntry;
	switch ( action.type ) {
		case 'START_VOTE':
			entry = { status: 'sending', helpful: action.helpful };
			return { ...state, [ action.id ]: entry };
		case 'FINISH_VOTE':
			entry = { status: action.status, helpful: action.helpful };
			return { ...state, [ action.id ]: entry };
	}
	return state;
}
