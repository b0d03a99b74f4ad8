/**
 * Connects window.docent to the panel once it has mounted (connect.ts does the work): inside the
 * router, so that calls can show a route, and with the widget's store.
 */
import { select as selectFrom, useDispatch, useRegistry } from '@wordpress/data';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WidgetHost } from '../../shared/types';
import { store } from '../../store';
import { connectApi } from './connect';

export function ApiBridge( { host }: { host: WidgetHost } ) {
	// The registry the panel renders in (a fresh one in tests), typed for the two calls used.
	const registry = useRegistry() as unknown as {
		subscribe: ( listener: () => void, of: typeof store ) => () => void;
		select: typeof selectFrom;
	};
	const actions = useDispatch( store );
	const navigate = useNavigate();
	// The router's latest navigate: the calls are taken once, for the panel's life.
	const go = useRef( navigate );
	go.current = navigate;

	useEffect(
		() =>
			connectApi( {
				host,
				actions,
				navigate: ( path ) => go.current( path ),
				subscribe: ( listener ) => registry.subscribe( listener, store ),
				read: () => {
					const state = registry.select( store );
					return { pending: state.getChatPending(), bubbles: state.getChatBubbles(), sent: state.getSendState().status === 'sent' };
				},
			} ),
		// Once: the host and the store live as long as the panel.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[]
	);
	return null;
}
