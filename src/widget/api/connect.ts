/**
 * The panel's side of window.docent: takes the calls the loader kept and every one after,
 * carries them out on the store and the router, and tells the page what happens (events).
 */
import type { OpenRequest, WidgetHost } from '../../shared/types';
import type { FormFill } from '../../store/messages/types';
import { emit } from './events';
import { runCall, type ApiTargets } from './run-call';
import { watchStore } from './watch-store';

/** The store's actions and selectors the API uses (store/index.ts's). */
export interface ApiStore {
	setDraft: ( key: 'explore' | 'ask', text: string ) => void;
	prefillMessage: ( fill: FormFill ) => void;
	identifyVisitor: ( name: string, email: string ) => void;
	findDoc: ( url: string ) => Promise< number | null >;
}

export interface ApiParts {
	host: WidgetHost;
	actions: ApiStore;
	/** Shows a route of the panel's router ("/" or "/{id}"). */
	navigate: ( path: string ) => void;
	/** Subscribes to the store; `read` gives the slices watchStore compares. */
	subscribe: ( listener: () => void ) => () => void;
	read: Parameters< typeof watchStore >[ 0 ];
}

/** The single-document route is showing. */
const onDocRoute = () => /^#\/\d+$/.test( window.location.hash );

/** What the calls act on: the loader's open state, the store, the router. */
function apiTargets( { host, actions, navigate }: Pick< ApiParts, 'host' | 'actions' | 'navigate' > ): ApiTargets {
	const explore = Boolean( host.boot.settings.explore?.explore_enable );
	const showArticle = ( target: string, follow: boolean ) => {
		if ( ! explore && follow ) {
			// A marked link the panel cannot show is followed, as it would be without the widget.
			return window.location.assign( target );
		}
		// Explore shows while the address is looked up.
		host.setOpen( true, { tab: 'explore' } );
		actions.findDoc( target ).then( ( id ) => {
			if ( id && explore ) {
				navigate( `/${ id }` );
			} else if ( follow ) {
				window.location.assign( target );
			} else {
				// eslint-disable-next-line no-console
				console.warn( 'Docent: no published article is at', target );
			}
		} );
	};
	return {
		setOpen: host.setOpen,
		isOpen: host.isOpen,
		search: ( query ) => {
			if ( onDocRoute() ) {
				navigate( '/' );
			}
			actions.setDraft( 'explore', query );
		},
		article: ( target, follow ) => ( typeof target === 'number' ? host.setOpen( true, { docId: target } ) : showArticle( target, follow ) ),
		ask: ( question ) => actions.setDraft( 'ask', question ),
		prefill: actions.prefillMessage,
		identify: actions.identifyVisitor,
	};
}

/**
 * Tells the page of each open and close from now on. The calls that opened the panel as it loaded
 * tell of it as they are carried out (`take` hands them over); a panel opened otherwise (the
 * bubble) tells of it after them.
 *
 * @param host The loader's host.
 * @param take Hands the calls kept to the panel.
 * @return Stops telling.
 */
function tellOpenAndClose( host: WidgetHost, take: () => void ): () => void {
	let wasOpen = false;
	let opened: OpenRequest = {};
	let taking = false;
	const stop = host.subscribe( ( open: boolean, request: OpenRequest ) => {
		if ( ! taking ) {
			opened = request;
		} else if ( open !== wasOpen ) {
			wasOpen = open;
			if ( open ) {
				emit( 'open', request );
			} else {
				emit( 'close', {} );
			}
		}
	} );
	taking = true;
	take();
	if ( host.isOpen() && ! wasOpen ) {
		wasOpen = true;
		emit( 'open', opened );
	}
	return stop;
}

/** @return Stops telling the page (the calls stay with the panel). */
export function connectApi( { host, actions, navigate, subscribe, read }: ApiParts ): () => void {
	const run = runCall( apiTargets( { host, actions, navigate } ) );
	// A logged-in user is known: the page's boot data names them (never in a cached page's).
	const { name = '', email = '' } = host.boot.user;
	if ( name || email ) {
		actions.identifyVisitor( name, email );
	}
	const stopOpen = tellOpenAndClose( host, () => host.calls( run ) );
	const stopStore = subscribe( watchStore( read ) );
	return () => {
		stopOpen();
		stopStore();
	};
}
