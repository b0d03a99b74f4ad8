import { diff, setPath } from '../utils/diff';
import type { AdminSettings, Notice, SecretKey } from '../types';
import type { State } from './types';

/** The form's working copy; its resolver loads GET /docent/v1/settings. */
export const getSettings = ( state: State ): AdminSettings | null => state.draft;

export const getSavedSettings = ( state: State ): AdminSettings | null => state.saved;

export const getLoadError = ( state: State ): string | null => state.loadError;

/** A secret's pending value: undefined when unchanged, "" when it will be cleared. */
export const getPendingSecret = ( state: State, key: SecretKey ): string | undefined => state.secrets[ key ];

export const getPendingSecrets = ( state: State ): State[ 'secrets' ] => state.secrets;

/**
 * The body of the next POST: changed settings plus pending secrets, or null when nothing
 * changed. A new object on each call: for thunks, not for useSelect.
 */
export const getChanges = ( state: State ): Record< string, unknown > | null => {
	let changes = ( diff( state.saved, state.draft ) ?? {} ) as Record< string, unknown >;
	for ( const [ key, value ] of Object.entries( state.secrets ) ) {
		changes = setPath( changes, key, value );
	}
	return Object.keys( changes ).length ? changes : null;
};

export const hasChanges = ( state: State ): boolean => getChanges( state ) !== null;

/** Whether a group has unsaved changes (e.g. "integrate_ai" before a connection test). */
export const hasGroupChanges = ( state: State, group: keyof AdminSettings ): boolean => {
	const changes = getChanges( state );
	return !! changes && group in changes;
};

export const isSaving = ( state: State ): boolean => state.saving;

export const getNotice = ( state: State ): Notice | null => state.notice;

export const getTitle = ( state: State, id: number ): string | undefined => state.titles[ id ];
