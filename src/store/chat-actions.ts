/**
 * The chat's actions: plain ones record what happened, `askChat` does the asking.
 * (Spread into the store's actions by index.ts: every export here is an action.)
 */
import { failedBubble, MAX_PROMPT, postChat, replyBubble } from './chat-api';
import type { ChatAction, ChatBubble } from './chat-types';

export const restoreChat = ( bubbles: ChatBubble[] ): ChatAction => ( { type: 'RESTORE_CHAT', bubbles } );

export const askChatQuestion = ( bubble: ChatBubble ): ChatAction => ( { type: 'ASK_CHAT', bubble } );

export const receiveChatReply = ( question: number, bubble: ChatBubble ): ChatAction => ( {
	type: 'RECEIVE_CHAT_REPLY',
	question,
	bubble,
} );

/** "New conversation": the log empties, and a reply still on its way is dropped. */
export const clearChat = (): ChatAction => ( { type: 'CLEAR_CHAT' } );

export const receiveUserAvatar = ( id: number, url: string | null ): ChatAction => ( { type: 'RECEIVE_USER_AVATAR', id, url } );

interface ChatThunkArgs {
	dispatch: {
		askChatQuestion: ( bubble: ChatBubble ) => void;
		receiveChatReply: ( question: number, bubble: ChatBubble ) => void;
	};
	select: {
		isChatWaiting: () => boolean;
		getChatPending: () => number;
	};
}

/**
 * Asks a question: the visitor's bubble (with their avatar, `image`) at once, then the reply or
 * the fallback text. Blank questions are ignored, and so is a new one while a reply is on its way.
 */
export const askChat =
	( prompt: string, image: string ) =>
		async ( { dispatch, select }: ChatThunkArgs ): Promise< void > => {
			const text = Array.from( prompt.trim() ).slice( 0, MAX_PROMPT ).join( '' );
			if ( text === '' || select.isChatWaiting() ) {
				return;
			}
			dispatch.askChatQuestion( { text, image, isMe: true, readMore: [] } );
			const question = select.getChatPending();
			let reply: ChatBubble;
			try {
				reply = replyBubble( await postChat( text ) );
			} catch ( error ) {
				reply = failedBubble( error );
			}
			dispatch.receiveChatReply( question, reply );
		};
