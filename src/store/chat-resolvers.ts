/**
 * The visitor's avatar (SPEC §6): asked once per user id; any failure is silent (null, so the
 * guest avatar shows).
 */
import { fetchAvatar } from './chat-api';

export const getUserAvatar =
	( id: number ) =>
		async ( { dispatch }: { dispatch: { receiveUserAvatar: ( id: number, url: string | null ) => void } } ): Promise< void > => {
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
