/**
 * window.docent's events: `on( event, handler )` and `off( event, handler )`. Each event also
 * fires on window as `docent:{event}` (the detail is the same), for scripts that prefer
 * addEventListener. A handler that throws is reported and the others still run.
 */
import type { DocentEvent, DocentEvents } from '../../../types/docent';

export const EVENTS: readonly DocentEvent[] = [ 'open', 'close', 'search', 'message-sent', 'chat-reply' ];

type Handler = ( detail: unknown ) => void;

const handlers = new Map< string, Set< Handler > >();

const isEvent = ( event: unknown ): event is DocentEvent => EVENTS.includes( event as DocentEvent );

/** Adds a handler; an unknown event or a handler that is not a function only warns. */
export function on( event: unknown, handler: unknown ): void {
	if ( ! isEvent( event ) || typeof handler !== 'function' ) {
		// eslint-disable-next-line no-console
		console.warn( `Docent: on() takes one of ${ EVENTS.join( ', ' ) } and a function.`, event );
		return;
	}
	if ( ! handlers.has( event ) ) {
		handlers.set( event, new Set() );
	}
	handlers.get( event )?.add( handler as Handler );
}

export function off( event: unknown, handler: unknown ): void {
	handlers.get( String( event ) )?.delete( handler as Handler );
}

/** Tells the page: its handlers, then a `docent:{event}` event on window. */
export function emit< E extends DocentEvent >( event: E, detail: DocentEvents[ E ] ): void {
	for ( const handler of [ ...( handlers.get( event ) ?? [] ) ] ) {
		try {
			handler( detail );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( `Docent: a "${ event }" handler failed.`, error );
		}
	}
	window.dispatchEvent( new CustomEvent( `docent:${ event }`, { detail } ) );
}
