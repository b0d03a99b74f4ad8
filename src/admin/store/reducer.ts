import { merge } from '../utils/diff';
import type { Action, State } from './types';

export const initialState: State = {
	saved: null,
	draft: null,
	secrets: {},
	loadError: null,
	saving: false,
	notice: null,
	titles: {},
};

export default function reducer( state: State = initialState, action: Action ): State {
	switch ( action.type ) {
		case 'RECEIVE_SETTINGS':
			return { ...state, saved: action.settings, draft: action.settings, loadError: null };
		case 'FAIL_LOAD':
			return { ...state, loadError: action.message };
		case 'EDIT':
			return state.draft ? { ...state, draft: merge( state.draft, action.patch ) } : state;
		case 'SET_SECRET': {
			const secrets = { ...state.secrets };
			if ( action.value === undefined ) {
				delete secrets[ action.key ];
			} else {
				secrets[ action.key ] = action.value;
			}
			return { ...state, secrets };
		}
		case 'DISCARD':
			return { ...state, draft: state.saved, secrets: {} };
		case 'START_SAVE':
			return { ...state, saving: true };
		case 'FINISH_SAVE': {
			// Secrets changed again while saving stay pending.
			const secrets = Object.fromEntries(
				Object.entries( state.secrets ).filter(
					( [ key, value ] ) => action.sent[ key as keyof State[ 'secrets' ] ] !== value
				)
			);
			return { ...state, saving: false, saved: action.settings, draft: action.settings, secrets };
		}
		case 'FAIL_SAVE':
			return { ...state, saving: false };
		case 'SHOW_NOTICE':
			return { ...state, notice: action.notice };
		case 'CLEAR_NOTICE':
			return { ...state, notice: null };
		case 'REMEMBER_TITLES': {
			const titles = { ...state.titles };
			for ( const item of action.items ) {
				titles[ item.id ] = item.title;
			}
			return { ...state, titles };
		}
	}
	return state;
}
