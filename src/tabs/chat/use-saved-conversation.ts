import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useLayoutEffect } from 'react';
import { store } from '../../store';
import { loadConversation, saveConversation } from './storage';

/**
 * Reads back the conversation an earlier page of this visit saved (once per page, before the
 * first paint, so it never types out again), then saves every change to it.
 */
export function useSavedConversation( enabled: boolean ): void {
	const { bubbles, restored } = useSelect(
		( select ) => ( { bubbles: select( store ).getChatBubbles(), restored: select( store ).isChatRestored() } ),
		[]
	);
	const { restoreChat } = useDispatch( store );

	useLayoutEffect( () => {
		if ( enabled && ! restored ) {
			restoreChat( loadConversation() );
		}
		// Only when the tab first shows.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	useEffect( () => {
		if ( enabled && restored ) {
			saveConversation( bubbles );
		}
	}, [ enabled, restored, bubbles ] );
}
