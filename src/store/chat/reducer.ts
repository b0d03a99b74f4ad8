/**
 * The chat slice: the conversation, the question awaiting its reply, visitors' avatars, the
 * opening, and what is carried to another tab (the hand-off, drafts).
 */
import type { ChatAction, ChatBubble, ChatState } from './types';

export const CHAT_INITIAL: ChatState = {
	bubbles: [],
	asked: 0,
	pending: 0,
	typing: -1,
	restored: false,
	avatars: {},
	conversation: '',
	start: null,
	handoff: false,
	drafts: { chat: '', message: '', explore: '', ask: '' },
};

function streamingIndex( bubbles: ChatBubble[] ): number {
	const last = bubbles.length - 1;
	return last >= 0 && bubbles[ last ].streaming ? last : -1;
}

export function chat( state: ChatState = CHAT_INITIAL, action: ChatAction ): ChatState {
	switch ( action.type ) {
		case 'RESTORE_CHAT': {
			// The saved conversation comes before anything asked on this page; none of it types out again.
			const restored = [ ...action.bubbles ].reverse().find( ( bubble ) => bubble.conversation );
			return {
				...state,
				bubbles: [ ...action.bubbles, ...state.bubbles ],
				typing: -1,
				restored: true,
				conversation: state.conversation || restored?.conversation || '',
			};
		}
		case 'ASK_CHAT':
			return { ...state, bubbles: [ ...state.bubbles, action.bubble ], asked: state.asked + 1, pending: state.asked + 1 };
		case 'RECEIVE_CHAT_DELTA': {
			if ( action.question !== state.pending ) {
				return state;
			}
			const at = streamingIndex( state.bubbles );
			if ( at < 0 ) {
				const bubble: ChatBubble = { text: action.text, image: '', isMe: false, readMore: [], streaming: true };
				return { ...state, bubbles: [ ...state.bubbles, bubble ], typing: state.bubbles.length };
			}
			const bubbles = [ ...state.bubbles ];
			bubbles[ at ] = { ...bubbles[ at ], text: bubbles[ at ].text + action.text };
			return { ...state, bubbles };
		}
		case 'RECEIVE_CHAT_REPLY': {
			// A reply to a question of a cleared conversation (or an older one) is dropped.
			if ( action.question !== state.pending ) {
				return state;
			}
			const at = streamingIndex( state.bubbles );
			const conversation = action.bubble.conversation || state.conversation;
			if ( at >= 0 ) {
				const bubbles = [ ...state.bubbles ];
				bubbles[ at ] = action.bubble;
				return { ...state, bubbles, pending: 0, conversation };
			}
			return { ...state, bubbles: [ ...state.bubbles, action.bubble ], pending: 0, typing: state.bubbles.length, conversation };
		}
		case 'CLEAR_CHAT':
			return { ...state, bubbles: [], pending: 0, typing: -1, conversation: '', handoff: false };
		case 'RECEIVE_USER_AVATAR':
			return { ...state, avatars: { ...state.avatars, [ action.id ]: action.url } };
		case 'SET_CHAT_VOTE': {
			if ( ! state.bubbles[ action.index ] ) {
				return state;
			}
			const bubbles = [ ...state.bubbles ];
			bubbles[ action.index ] = { ...bubbles[ action.index ], vote: action.vote };
			return { ...state, bubbles };
		}
		case 'RECEIVE_CHAT_START':
			return { ...state, start: action.start };
		case 'SET_HANDOFF':
			return { ...state, handoff: action.attached };
		case 'SET_DRAFT':
			return { ...state, drafts: { ...state.drafts, [ action.tab ]: action.text } };
	}
	return state;
}
