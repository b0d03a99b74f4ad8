import { createContext, useContext } from 'react';
import type { BootData, PublicSettings, TabKey } from '../shared/types';

/** What every tab may read about the widget it sits in. */
export interface WidgetContextValue {
	settings: PublicSettings;
	/** A static preview (SPEC §1: frontendPreview off): inputs disabled, nothing sent. */
	preview: boolean;
	user: BootData[ 'user' ];
	/** Shows another tab (an enabled one; anything else is ignored). */
	openTab: ( tab: TabKey ) => void;
}

export const WidgetContext = createContext< WidgetContextValue | null >( null );

export function useWidget(): WidgetContextValue {
	const value = useContext( WidgetContext );
	if ( ! value ) {
		throw new Error( 'useWidget() needs a <Widget> around it.' );
	}
	return value;
}
