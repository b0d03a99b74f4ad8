/**
 * The chat's calls (SPEC §7) and how their answers become bubbles: the reply's text as the
 * server wrote it, its links only when they are http(s); any failure becomes the fallback text.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { statusOf } from '../../utils/http-status';
import { toText } from '../../utils/html';
import { pageLanguage } from '../../utils/page-language';
import { safeUrl } from '../../utils/safe-url';
import type { ChatBubble, ChatLink, ChatReply, ChatStart } from './types';

/** The path SPEC §7 names: `{ chat, post_links }`, nothing kept (for clients that neither stream nor follow up). */
export const CHAT_PATH = '/wp/v2/docs/settings/ai-integration/chat';

/** Docent's own routes, which keep the conversation: the reply streamed as events, or as one JSON answer. */
export const CHAT_STREAM_PATH = '/docent/v1/chat/stream';
export const CHAT_JSON_PATH = '/docent/v1/chat';
export const CHAT_FEEDBACK_PATH = '/docent/v1/chat/feedback';
export const CHAT_START_PATH = '/docent/v1/chat/start';

/** The longest question the server accepts, in characters. */
export const MAX_PROMPT = 1000;

export function postChat( prompt: string, conversation = '' ): Promise< ChatReply > {
	return apiFetch< ChatReply >( { path: CHAT_JSON_PATH, method: 'POST', data: { prompt, conversation, lang: pageLanguage() } } );
}

export function postFeedback( conversation: string, turn: number, helpful: boolean, reason = '' ): Promise< unknown > {
	return apiFetch( { path: CHAT_FEEDBACK_PATH, method: 'POST', data: { conversation, turn, helpful, reason } } );
}

export function fetchChatStart(): Promise< ChatStart > {
	return apiFetch< ChatStart >( { path: CHAT_START_PATH } );
}

/** `avatar_urls` at size 24 (SPEC §6), or null when the user has none. */
export async function fetchAvatar( id: number ): Promise< string | null > {
	const user = await apiFetch< { avatar_urls?: Record< string, string > } >( {
		path: `/wp/v2/users/${ id }?_fields=avatar_urls`,
	} );
	return safeUrl( user?.avatar_urls?.[ '24' ] ) ?? null;
}

/** The reply's links that can be followed: a title and an http(s) permalink. */
export function replyLinks( links: unknown ): ChatLink[] {
	if ( ! Array.isArray( links ) ) {
		return [];
	}
	return links.flatMap( ( link ) => {
		const title = typeof link?.title === 'string' ? toText( link.title ).trim() : '';
		const permalink = typeof link?.permalink === 'string' ? safeUrl( link.permalink ) : undefined;
		return title && permalink ? [ { title, permalink } ] : [];
	} );
}

/** The reply as a bubble; a reply without text counts as a failure. */
export function replyBubble( reply: ChatReply ): ChatBubble {
	if ( typeof reply?.chat !== 'string' || reply.chat.trim() === '' ) {
		throw new Error( 'The chat reply has no text.' );
	}
	const bubble: ChatBubble = { text: reply.chat.trim(), image: '', isMe: false, readMore: replyLinks( reply.post_links ) };
	if ( typeof reply.conversation === 'string' && /^[a-f0-9]{32}$/.test( reply.conversation ) && Number.isInteger( reply.turn ) ) {
		bubble.conversation = reply.conversation;
		bubble.turn = reply.turn;
	}
	return bubble;
}

/**
 * SPEC §8's fallback for any failed call, with no links. Too many questions (429) says so
 * instead: "not able to understand you" would send the visitor straight into the limit again.
 */
export function failedBubble( error: unknown ): ChatBubble {
	const text =
		statusOf( error ) === 429
			? __( 'Too many questions in a short time. Please wait a moment and try again.', 'docent' )
			: __( 'Sorry, I am not able to understand you. Please try again.', 'docent' );
	return { text, image: '', isMe: false, readMore: [] };
}
