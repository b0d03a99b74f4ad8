/**
 * Plain actions record what happened; the save thunk talks to the server.
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { diff } from '../utils/diff';
import { errorMessage, SETTINGS_PATH } from './api';
import type { AdminSettings, DeepPartial, Notice, PostTitle, SecretKey } from '../types';
import type { Action, State, Thunk } from './types';

let noticeId = 0;

export const receiveSettings = ( settings: AdminSettings ): Action => ( { type: 'RECEIVE_SETTINGS', settings } );

export const failLoad = ( message: string ): Action => ( { type: 'FAIL_LOAD', message } );

/** Changes the working copy: objects merge, lists replace. */
export const edit = ( patch: DeepPartial< AdminSettings > ): Action => ( { type: 'EDIT', patch } );

/** Replaces a secret on the next save ("" clears it); undefined keeps the stored one. */
export const setSecret = ( key: SecretKey, value: string | undefined ): Action => ( { type: 'SET_SECRET', key, value } );

export const discard = (): Action => ( { type: 'DISCARD' } );

export const startSave = (): Action => ( { type: 'START_SAVE' } );

export const finishSave = ( settings: AdminSettings, sent: State[ 'secrets' ] ): Action => ( {
	type: 'FINISH_SAVE',
	settings,
	sent,
} );

export const failSave = (): Action => ( { type: 'FAIL_SAVE' } );

export const showNotice = ( status: Notice[ 'status' ], message: string ): Action => ( {
	type: 'SHOW_NOTICE',
	notice: { id: ++noticeId, status, message },
} );

export const clearNotice = (): Action => ( { type: 'CLEAR_NOTICE' } );

export const rememberTitles = ( items: PostTitle[] ): Action => ( { type: 'REMEMBER_TITLES', items } );

/**
 * Sends what changed. On success the answer becomes the saved copy (edits made meanwhile are
 * kept); on a 400 nothing was saved and the notice quotes the server, which names the field.
 */
export const save =
	(): Thunk< Promise< boolean > > =>
		async ( { select, dispatch } ) => {
			const changes = select.getChanges();
			if ( ! changes || select.isSaving() ) {
				return false;
			}
			const sentDraft = select.getSettings();
			const sentSecrets = select.getPendingSecrets();
			dispatch.startSave();
			dispatch.clearNotice();
			try {
				const saved = await apiFetch< AdminSettings >( { path: SETTINGS_PATH, method: 'POST', data: changes } );
				const later = diff( sentDraft, select.getSettings() );
				dispatch.finishSave( saved, sentSecrets );
				if ( later ) {
					dispatch.edit( later as DeepPartial< AdminSettings > );
				}
				dispatch.showNotice( 'success', __( 'Settings saved.', 'docent' ) );
				return true;
			} catch ( error ) {
				dispatch.failSave();
				/* translators: %s: the server's reason, naming the setting. */
				dispatch.showNotice( 'error', sprintf( __( 'Settings not saved. %s', 'docent' ), errorMessage( error ) ) );
				return false;
			}
		};
