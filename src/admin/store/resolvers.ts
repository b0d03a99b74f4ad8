import apiFetch from '@wordpress/api-fetch';
import type { AdminSettings } from '../types';
import { errorMessage, SETTINGS_PATH } from './api';
import type { Thunk } from './types';

/** The settings, from the page's preloaded answer when there is one. */
export const getSettings =
	(): Thunk< Promise< void > > =>
		async ( { dispatch } ) => {
			try {
				dispatch.receiveSettings( await apiFetch< AdminSettings >( { path: SETTINGS_PATH } ) );
			} catch ( error ) {
				dispatch.failLoad( errorMessage( error ) );
			}
		};
