/**
 * The events the store's changes make: `chat-reply` when a question's reply is in, and
 * `message-sent` when the contact form's message was stored.
 */
import type { ChatBubble } from '../../store/chat/types';
import { emit } from './events';

/** What is compared: the chat's question awaiting its reply (0: none) and log, and the send state. */
export interface Seen {
	pending: number;
	bubbles: ChatBubble[];
	sent: boolean;
}

/**
 * @param read Reads the slices watched.
 * @return Compares them with the last reading, to call on every store change.
 */
export function watchStore( read: () => Seen ): () => void {
	let last = read();
	return () => {
		const now = read();
		const was = last;
		last = now;
		const bubbles = now.bubbles;
		const reply = bubbles[ bubbles.length - 1 ];
		if ( was.pending !== 0 && now.pending === 0 && reply && ! reply.isMe ) {
			emit( 'chat-reply', {
				question: bubbles[ bubbles.length - 2 ]?.text ?? '',
				answer: reply.text,
				links: reply.readMore.map( ( link ) => ( { title: link.title, url: link.permalink } ) ),
			} );
		}
		if ( ! was.sent && now.sent ) {
			emit( 'message-sent', {} );
		}
	};
}
