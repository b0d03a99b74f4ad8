import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from 'react';
import { store } from './store';
import type { AdminSettings } from './types';

/** The working copy (loaded: the screen renders only once it is) and the action that changes it. */
export function useSettings() {
	const settings = useSelect( ( select ) => select( store ).getSettings(), [] ) as AdminSettings;
	const { edit } = useDispatch( store );
	return { settings, edit };
}

/** The browser's "Leave site?" question while there are unsaved changes. */
export function useUnsavedChangesWarning( dirty: boolean ): void {
	useEffect( () => {
		if ( ! dirty ) {
			return;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the dialog only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ dirty ] );
}
