/**
 * The conversation kept for the rest of the visit in this browser tab (sessionStorage): moving
 * to another page of the site brings it back; closing the tab forgets it. Only the bubbles are
 * kept, the latest MAX_SAVED of them, and whatever is read back is checked like a server answer.
 */
import type { ChatBubble } from '../../store/chat/types';
import { replyLinks } from '../../store/chat/api';
import { avatarSrc, GUEST_AVATAR } from './avatars';

export const STORAGE_KEY = 'docent-chat';

/** The most bubbles kept (25 questions and their replies). */
export const MAX_SAVED = 50;

/** Longest text read back: a reply is far shorter; anything longer was not written by Docent. */
const MAX_TEXT = 20000;

function storage(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		// Storage switched off (a sandboxed frame, some privacy settings): nothing is kept.
		return null;
	}
}

function readBubble( value: unknown ): ChatBubble[] {
	const item = value as Partial< ChatBubble > | null;
	if ( ! item || typeof item.text !== 'string' || item.text === '' || item.text.length > MAX_TEXT || typeof item.isMe !== 'boolean' ) {
		return [];
	}
	const bubble: ChatBubble = {
		text: item.text,
		// The guest avatar is drawn from the bundle, never stored.
		image: item.isMe ? avatarSrc( typeof item.image === 'string' ? item.image : '' ) : '',
		isMe: item.isMe,
		readMore: item.isMe ? [] : replyLinks( item.readMore ),
	};
	// A reply's place in the server's conversation, and the vote given on it.
	if ( ! item.isMe && typeof item.conversation === 'string' && /^[a-f0-9]{32}$/.test( item.conversation ) && Number.isInteger( item.turn ) ) {
		bubble.conversation = item.conversation;
		bubble.turn = item.turn;
		if ( item.vote === 'up' || item.vote === 'down' ) {
			bubble.vote = item.vote;
		}
	}
	return [ bubble ];
}

export function loadConversation(): ChatBubble[] {
	try {
		const saved = JSON.parse( storage()?.getItem( STORAGE_KEY ) ?? 'null' ) as { bubbles?: unknown } | null;
		return Array.isArray( saved?.bubbles ) ? saved.bubbles.flatMap( readBubble ).slice( -MAX_SAVED ) : [];
	} catch {
		return [];
	}
}

export function saveConversation( bubbles: ChatBubble[] ): void {
	try {
		if ( bubbles.length === 0 ) {
			storage()?.removeItem( STORAGE_KEY );
			return;
		}
		const kept = bubbles
			.filter( ( bubble ) => ! bubble.streaming )
			.slice( -MAX_SAVED )
			.map( ( bubble ) => ( {
				...bubble,
				image: bubble.image === GUEST_AVATAR ? '' : bubble.image,
			} ) );
		storage()?.setItem( STORAGE_KEY, JSON.stringify( { bubbles: kept } ) );
	} catch {
		// Full or unavailable storage: the conversation just will not follow to the next page.
	}
}
