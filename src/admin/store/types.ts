/**
 * The admin store's state, plain actions and what its thunks receive.
 */
import type { StoreThunk } from '../../shared/thunk';
import type { AdminSettings, Notice, PostTitle, SecretKey } from '../types';
import type * as actions from './actions';
import type * as selectors from './selectors';

export interface State {
	/** The settings as the server last answered them; null until loaded. */
	saved: AdminSettings | null;
	/** The form's working copy (what the preview shows); null until loaded. */
	draft: AdminSettings | null;
	/** Secrets to replace ("" clears one) on the next save. */
	secrets: Partial< Record< SecretKey, string > >;
	loadError: string | null;
	saving: boolean;
	notice: Notice | null;
	/** Titles of posts the pickers have seen, by id. */
	titles: Record< number, string >;
}

export type Action =
	| { type: 'RECEIVE_SETTINGS'; settings: AdminSettings }
	| { type: 'FAIL_LOAD'; message: string }
	| { type: 'EDIT'; patch: unknown }
	| { type: 'SET_SECRET'; key: SecretKey; value: string | undefined }
	| { type: 'DISCARD' }
	| { type: 'START_SAVE' }
	| { type: 'FINISH_SAVE'; settings: AdminSettings; sent: State[ 'secrets' ] }
	| { type: 'FAIL_SAVE' }
	| { type: 'SHOW_NOTICE'; notice: Notice }
	| { type: 'CLEAR_NOTICE' }
	| { type: 'REMEMBER_TITLES'; items: PostTitle[] };

/** What the admin store's thunks (the save action, the settings resolver) receive. */
export type Thunk< R = void > = StoreThunk< typeof actions, typeof selectors, State, R >;
