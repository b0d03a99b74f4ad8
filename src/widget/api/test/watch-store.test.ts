/**
 * The events the widget store's changes make, against a fresh registry.
 */
import { store } from '../../../store';
import { freshRegistry } from '../../../test/fixtures';
import { off, on } from '../events';
import { watchStore } from '../watch-store';

function watched() {
	const registry = freshRegistry();
	const read = () => {
		const state = registry.select( store );
		return { pending: state.getChatPending(), bubbles: state.getChatBubbles(), sent: state.getSendState().status === 'sent' };
	};
	const stop = registry.subscribe( watchStore( read ) );
	const seen: unknown[] = [];
	const onReply = ( detail: unknown ) => seen.push( [ 'chat-reply', detail ] );
	const onSent = ( detail: unknown ) => seen.push( [ 'message-sent', detail ] );
	on( 'chat-reply', onReply );
	on( 'message-sent', onSent );
	const stopAll = () => {
		stop();
		off( 'chat-reply', onReply );
		off( 'message-sent', onSent );
	};
	return { actions: registry.dispatch( store ), seen, stopAll };
}

describe( 'events from the store', () => {
	it( 'tells of a reply once it is in, with its question and links; a restored conversation tells nothing', () => {
		const { actions, seen, stopAll } = watched();
		actions.restoreChat( [
			{ text: 'Old question', image: '', isMe: true, readMore: [] },
			{ text: 'Old answer', image: '', isMe: false, readMore: [] },
		] );
		actions.askChatQuestion( { text: 'How do I install it?', image: '', isMe: true, readMore: [] } );
		actions.receiveChatDelta( 1, 'Upload ' );
		expect( seen ).toEqual( [] );
		actions.receiveChatReply( 1, {
			text: 'Upload the zip.',
			image: '',
			isMe: false,
			readMore: [ { title: 'Installing', permalink: 'https://example.org/docs/installing/' } ],
		} );
		stopAll();
		expect( seen ).toEqual( [
			[
				'chat-reply',
				{ question: 'How do I install it?', answer: 'Upload the zip.', links: [ { title: 'Installing', url: 'https://example.org/docs/installing/' } ] },
			],
		] );
	} );

	it( 'tells nothing when the conversation is cleared while a reply is on its way', () => {
		const { actions, seen, stopAll } = watched();
		actions.askChatQuestion( { text: 'Why?', image: '', isMe: true, readMore: [] } );
		actions.clearChat();
		stopAll();
		expect( seen ).toEqual( [] );
	} );

	it( 'tells of a message sent, once', () => {
		const { actions, seen, stopAll } = watched();
		actions.startSend();
		actions.failSend( { code: 'network', status: 0, message: '' } );
		expect( seen ).toEqual( [] );
		actions.startSend();
		actions.finishSend( null );
		actions.resetSend();
		stopAll();
		expect( seen ).toEqual( [ [ 'message-sent', {} ] ] );
	} );
} );
