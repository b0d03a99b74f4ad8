/**
 * What the page put in the contact form (window.docent): prefill() replaces the fields it names,
 * once; identify() (and a logged-in user's own name and email) fills name and email whenever they
 * are empty, so the form keeps them after a message is sent and cleared.
 */
import { useEffect, type Dispatch } from 'react';
import type { FormFill, FormFillState } from '../../store/messages/types';
import type { FormAction, TextField } from './form';

/** The page's names → the form's. */
const FIELD: Record< keyof FormFill, TextField > = { name: 'name', email: 'email', message: 'body' };

interface Options {
	dispatchForm: Dispatch< FormAction >;
	fill: FormFill;
	visitor: FormFillState[ 'visitor' ];
	takePrefill: () => void;
	/** The form shows and takes input (not a preview, not the success screen). */
	enabled: boolean;
}

export function usePageFill( { dispatchForm, fill, visitor, takePrefill, enabled }: Options ): void {
	useEffect( () => {
		const keys = Object.keys( fill ) as Array< keyof FormFill >;
		if ( ! enabled || keys.length === 0 ) {
			return;
		}
		for ( const key of keys ) {
			dispatchForm( { type: 'change', field: FIELD[ key ], value: fill[ key ] ?? '' } );
		}
		takePrefill();
	}, [ fill, enabled, dispatchForm, takePrefill ] );

	// When the form shows (again, after a success) or the visitor changes: never while the visitor
	// empties a field themselves.
	useEffect( () => {
		if ( enabled && visitor.name ) {
			dispatchForm( { type: 'fillEmpty', field: 'name', value: visitor.name } );
		}
		if ( enabled && visitor.email ) {
			dispatchForm( { type: 'fillEmpty', field: 'email', value: visitor.email } );
		}
	}, [ visitor, enabled, dispatchForm ] );
}
