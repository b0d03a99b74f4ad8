/**
 * The visitor's avatar (SPEC §6): asked once per user id; any failure is silent (null, so the
 * guest avatar shows).
 */
import { fetchAvatar, fetchChatStart } from './api';
import type { Thunk } from './types';

export const getUserAvatar =
	( id: number ): Thunk< Promise< void > > =>
		async ( { dispatch } ) => {
			let url: string | null = null;
			if ( id > 0 ) {
				try {
					url = await fetchAvatar( id );
				} catch {
					// SPEC §8: an avatar failure is silently ignored.
				}
			}
			dispatch.receiveUserAvatar( id, url );
		};

/** The chat's opening, read once; a failure leaves the chat without it (the input still works). */
export const getChatStart =
	(): Thunk< Promise< void > > =>
		async ( { dispatch } ) => {
			try {
				const start = await fetchChatStart();
				dispatch.receiveChatStart( {
					greeting: typeof start?.greeting === 'string' ? start.greeting : '',
					suggestions: questions( start?.suggestions ),
					helpful: questions( start?.helpful ),
				} );
			} catch {
				dispatch.receiveChatStart( { greeting: '', suggestions: [], helpful: [] } );
			}
		};

/** Up to three non-empty strings from what the server sent. */
function questions( list: unknown ): string[] {
	return Array.isArray( list ) ? list.filter( ( s ): s is string => typeof s === 'string' && s.trim() !== '' ).slice( 0, 3 ) : [];
}
