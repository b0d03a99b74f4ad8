/**
 * The chat's actions: plain ones record what happened, `askChat` and `rateReply` do the calls.
 * (Spread into the store's actions by index.ts: every export here is an action.)
 */
import { failedBubble, MAX_PROMPT, postFeedback, replyBubble } from './api';
import { streamChat } from './stream';
import type { ChatAction, ChatBubble, ChatStart, ChatVote, DraftKey, Thunk } from './types';

export const restoreChat = ( bubbles: ChatBubble[] ): ChatAction => ( { type: 'RESTORE_CHAT', bubbles } );

export const askChatQuestion = ( bubble: ChatBubble ): ChatAction => ( { type: 'ASK_CHAT', bubble } );

export const receiveChatDelta = ( question: number, text: string ): ChatAction => ( { type: 'RECEIVE_CHAT_DELTA', question, text } );

export const receiveChatReply = ( question: number, bubble: ChatBubble ): ChatAction => ( {
	type: 'RECEIVE_CHAT_REPLY',
	question,
	bubble,
} );

/** "New conversation": the log empties, and a reply still on its way is dropped. */
export const clearChat = (): ChatAction => ( { type: 'CLEAR_CHAT' } );

export const receiveUserAvatar = ( id: number, url: string | null ): ChatAction => ( { type: 'RECEIVE_USER_AVATAR', id, url } );

export const setChatVote = ( index: number, vote: ChatVote | undefined ): ChatAction => ( { type: 'SET_CHAT_VOTE', index, vote } );

export const receiveChatStart = ( start: ChatStart ): ChatAction => ( { type: 'RECEIVE_CHAT_START', start } );

/** "Talk to a person" attaches the conversation to the next message; "Remove" takes it off. */
export const setHandoff = ( attached: boolean ): ChatAction => ( { type: 'SET_HANDOFF', attached } );

/** Text for a tab's input, carried over from another tab or the page; `ask` is a question to send. */
export const setDraft = ( tab: DraftKey, text: string ): ChatAction => ( { type: 'SET_DRAFT', tab, text } );

/**
 * Asks a question: the visitor's bubble (with their avatar, `image`) at once, then the reply as
 * it is written (or whole), or the fallback text. Blank questions are ignored, and so is a new
 * one while a reply is on its way.
 */
export const askChat =
	( prompt: string, image: string ): Thunk< Promise< void > > =>
		async ( { dispatch, select } ) => {
			const text = Array.from( prompt.trim() ).slice( 0, MAX_PROMPT ).join( '' );
			if ( text === '' || select.isChatWaiting() ) {
				return;
			}
			dispatch.askChatQuestion( { text, image, isMe: true, readMore: [] } );
			const question = select.getChatPending();
			let reply: ChatBubble;
			try {
				const answer = await streamChat( text, select.getChatConversation(), ( piece ) => dispatch.receiveChatDelta( question, piece ) );
				reply = replyBubble( answer );
			} catch ( error ) {
				reply = failedBubble( error );
			}
			dispatch.receiveChatReply( question, reply );
		};

/**
 * Rates a reply once. The vote shows at once; a refusal other than "already rated" takes it back.
 */
export const rateReply =
	( index: number, vote: ChatVote, reason = '' ): Thunk< Promise< boolean > > =>
		async ( { dispatch, select } ) => {
			const bubble = select.getChatBubbles()[ index ];
			if ( ! bubble?.conversation || ! bubble.turn || bubble.vote ) {
				return false;
			}
			dispatch.setChatVote( index, vote );
			try {
				await postFeedback( bubble.conversation, bubble.turn, vote === 'up', reason.trim() );
			} catch ( error ) {
				const code = ( error as { code?: string } | null )?.code;
				if ( code !== 'docent_feedback_exists' ) {
					dispatch.setChatVote( index, undefined );
					return false;
				}
			}
			return true;
		};
