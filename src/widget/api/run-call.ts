/**
 * Carries out one window.docent call, as the loader recorded it ([name, ...args]), on what the
 * panel offers. Arguments come from any script on the page: each is checked, and a call it cannot
 * carry out warns in the console and changes nothing.
 */
import type { ApiCall, OpenRequest, TabKey } from '../../shared/types';
import type { FormFill } from '../../store/messages/types';
import { off, on } from './events';

/** What the calls act on. */
export interface ApiTargets {
	setOpen: ( open: boolean, request?: OpenRequest ) => void;
	isOpen: () => boolean;
	/** Shows Explore's list with this query searched. */
	search: ( query: string ) => void;
	/** Shows an article by id or address; `follow`: a link's, followed where it cannot show. */
	article: ( target: number | string, follow: boolean ) => void;
	/** Sends a question to the chat. */
	ask: ( question: string ) => void;
	prefill: ( fill: FormFill ) => void;
	identify: ( name: string, email: string ) => void;
}

/** Tab names, public and internal, to their tab. */
export const TABS: Readonly< Record< string, TabKey > > = Object.freeze(
	Object.assign( Object.create( null ), {
		chat: 'integrate_ai',
		integrate_ai: 'integrate_ai',
		explore: 'explore',
		messages: 'message',
		message: 'message',
	} )
);

const warn = ( ...what: unknown[] ) => {
	// eslint-disable-next-line no-console
	console.warn( 'Docent:', ...what );
};

const text = ( value: unknown ) => ( typeof value === 'string' ? value.trim() : '' );

/** The string fields of an object the page passed, trimmed; anything else is left out. */
function fields( value: unknown, keys: string[] ): Record< string, string > {
	const given = ( value && typeof value === 'object' ? value : {} ) as Record< string, unknown >;
	return Object.fromEntries( keys.filter( ( key ) => typeof given[ key ] === 'string' ).map( ( key ) => [ key, text( given[ key ] ) ] ) );
}

/** A prefill's fields for the form: the subject, which the form lacks, leads the message. */
function formFill( value: unknown ): FormFill {
	const { subject, message, ...rest } = fields( value, [ 'name', 'email', 'subject', 'message' ] );
	if ( subject === undefined ) {
		return message === undefined ? rest : { ...rest, message };
	}
	return { ...rest, message: message ? `${ subject }\n\n${ message }` : subject };
}

/** Opens on a tab (public or internal name), or warns and changes nothing. */
function open( targets: ApiTargets, tab: unknown, docId: unknown ): void {
	const key = tab === undefined || tab === null ? undefined : TABS[ String( tab ) ];
	if ( key === undefined && tab !== undefined && tab !== null ) {
		warn( `there is no "${ String( tab ) }" tab: open() takes chat, explore or messages.` );
		return;
	}
	targets.setOpen( true, { tab: key, docId: Number( docId ) > 0 ? Number( docId ) : undefined } );
}

/** @param targets What the calls act on. @return Carries out one call. */
export function runCall( targets: ApiTargets ): ( call: ApiCall ) => void {
	return ( [ name, first, second ] ) => {
		switch ( name ) {
			case 'open':
				return open( targets, first, second );
			case 'close':
				return targets.setOpen( false );
			case 'toggle':
				return targets.setOpen( ! targets.isOpen() );
			case 'search':
				targets.setOpen( true, { tab: 'explore' } );
				return targets.search( text( first ) );
			case 'article': {
				const id = typeof first === 'number' || /^\d+$/.test( text( first ) ) ? Number( first ) : 0;
				if ( id > 0 || text( first ) ) {
					return targets.article( id > 0 ? id : text( first ), second === true );
				}
				return warn( 'article() takes an article id or address.', first );
			}
			case 'ask':
				if ( text( first ) ) {
					targets.setOpen( true, { tab: 'integrate_ai' } );
					return targets.ask( text( first ) );
				}
				return warn( 'ask() takes a question.' );
			case 'prefill':
				return targets.prefill( formFill( first ) );
			case 'identify': {
				const visitor = fields( first, [ 'name', 'email' ] );
				return targets.identify( visitor.name ?? '', visitor.email ?? '' );
			}
			case 'on':
				return on( first, second );
			case 'off':
				return off( first, second );
		}
		warn( `window.docent has no "${ String( name ) }" method.` );
	};
}
