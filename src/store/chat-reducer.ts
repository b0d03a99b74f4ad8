/**
 * The chat slice: the conversation, the question awaiting its reply, and visitors' avatars.
 */
import type { ChatAction, ChatState } from './chat-types';

export const CHAT_INITIAL: ChatState = { bubbles: [], asked: 0, pending: 0, typing: -1, restored: false, avatars: {} };

export function chat( state: ChatState = CHAT_INITIAL, action: ChatAction ): ChatState {
	switch ( action.type ) {
		case 'RESTORE_CHAT':
			// The saved conversation comes before anything asked on this page; none of it types out again.
			return { ...state, bubbles: [ ...action.bubbles, ...state.bubbles ], typing: -1, restored: true };
		case 'ASK_CHAT':
			return { ...state, bubbles: [ ...state.bubbles, action.bubble ], asked: state.asked + 1, pending: state.asked + 1 };
		case 'RECEIVE_CHAT_REPLY':
			// A reply to a question of a cleared conversation (or an older one) is dropped.
			if ( action.question !== state.pending ) {
				return state;
			}
			return { ...state, bubbles: [ ...state.bubbles, action.bubble ], pending: 0, typing: state.bubbles.length };
		case 'CLEAR_CHAT':
			return { ...state, bubbles: [], pending: 0, typing: -1 };
		case 'RECEIVE_USER_AVATAR':
			return { ...state, avatars: { ...state.avatars, [ action.id ]: action.url } };
	}
	return state;
}
