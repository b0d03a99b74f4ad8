/**
 * window.docent: open( tab, docId ), close() and toggle() for themes and other scripts.
 * Calls a theme makes before the loader starts (from its own load or DOMContentLoaded handler)
 * are kept and carried out, in order, when it starts.
 */
import type { OpenRequest, TabKey } from '../shared/types';

type DocentApi = NonNullable< Window[ 'docent' ] >;

const early: Array< ( api: DocentApi ) => void > = [];

/** Until the loader starts: window.docent keeps every call. */
export function queueEarlyCalls(): void {
	window.docent = {
		open: ( tab?: TabKey, docId?: number ) => early.push( ( api ) => api.open( tab, docId ) ),
		close: () => early.push( ( api ) => api.close() ),
		toggle: () => early.push( ( api ) => api.toggle() ),
	};
}

/**
 * The loader has started: window.docent opens and closes the panel.
 *
 * @param setOpen Opens or closes the panel.
 * @param isOpen  Whether it is open.
 * @return Carries out the calls kept, in order.
 */
export function startApi( setOpen: ( open: boolean, request?: OpenRequest ) => void, isOpen: () => boolean ): () => void {
	const api: DocentApi = {
		open: ( tab?: TabKey, docId?: number ) => setOpen( true, { tab, docId } ),
		close: () => setOpen( false ),
		toggle: () => setOpen( ! isOpen() ),
	};
	window.docent = api;
	return () => early.forEach( ( call ) => call( api ) );
}
