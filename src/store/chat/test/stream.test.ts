/**
 * Streamed replies and votes: the event parser, the reducer growing a reply piece by piece, the
 * stream read by `askChat` (a real ReadableStream in a Response), and `rateReply`.
 */
import apiFetch from '@wordpress/api-fetch';
import { store } from '../..';
import { CHAT_FEEDBACK_PATH } from '../api';
import { chat, CHAT_INITIAL } from '../reducer';
import { parseEvents } from '../stream';
import type { ChatBubble } from '../types';
import { freshRegistry, mockApi, restError } from '../../../test/fixtures';

const ID = 'a'.repeat( 32 );
const me = ( text: string ): ChatBubble => ( { text, image: '', isMe: true, readMore: [] } );

/** A fetch handler answering the stream route with these chunks, as a server would write them. */
function streamingServer( chunks: string[] ) {
	const calls: string[] = [];
	apiFetch.setFetchHandler( async ( options ) => {
		calls.push( String( options.path ) );
		const encoder = new TextEncoder();
		const body = new ReadableStream< Uint8Array >( {
			start( controller ) {
				chunks.forEach( ( chunk ) => controller.enqueue( encoder.encode( chunk ) ) );
				controller.close();
			},
		} );
		return new Response( body, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } } );
	} );
	return calls;
}

describe( 'the stream', () => {
	it( 'splits events across any chunking and keeps the unfinished rest', () => {
		const first = parseEvents( ': docent\n\nevent: delta\ndata: {"text":"Hel"}\n\nevent: del' );
		expect( first.events ).toEqual( [ { event: 'delta', data: '{"text":"Hel"}' } ] );
		const second = parseEvents( first.rest + 'ta\r\ndata: {"text":"lo"}\r\n\r\n' );
		expect( second.events ).toEqual( [ { event: 'delta', data: '{"text":"lo"}' } ] );
		expect( second.rest ).toBe( '' );
	} );

	it( 'grows one reply bubble from the pieces, then replaces it with the whole reply', () => {
		let state = chat( CHAT_INITIAL, { type: 'ASK_CHAT', bubble: me( 'Hi?' ) } );
		state = chat( state, { type: 'RECEIVE_CHAT_DELTA', question: 1, text: 'Hel' } );
		state = chat( state, { type: 'RECEIVE_CHAT_DELTA', question: 1, text: 'lo' } );
		expect( state.bubbles[ 1 ] ).toMatchObject( { text: 'Hello', streaming: true } );
		expect( state ).toMatchObject( { pending: 1, typing: 1 } );
		const whole: ChatBubble = { text: 'Hello.', image: '', isMe: false, readMore: [], conversation: ID, turn: 1 };
		state = chat( state, { type: 'RECEIVE_CHAT_REPLY', question: 1, bubble: whole } );
		expect( state.bubbles ).toEqual( [ me( 'Hi?' ), whole ] );
		expect( state ).toMatchObject( { pending: 0, typing: 1, conversation: ID } );
		// Pieces for a question no longer pending are dropped.
		expect( chat( state, { type: 'RECEIVE_CHAT_DELTA', question: 1, text: 'late' } ) ).toBe( state );
	} );

	it( 'askChat shows the pieces as they come and ends with the done event, sending the conversation back', async () => {
		const calls = streamingServer( [
			': docent\n\n',
			'event: delta\ndata: {"text":"Open "}\n\nevent: delta\ndata: {"text":"Settings."}\n\n',
			`event: done\ndata: ${ JSON.stringify( { chat: 'Open Settings.', post_links: [ { title: 'Colours', permalink: 'https://example.org/c/' } ], conversation: ID, turn: 1 } ) }\n\n`,
		] );
		const registry = freshRegistry();
		const seen: string[] = [];
		registry.subscribe( () => {
			const last = registry.select( store ).getChatBubbles().slice( -1 )[ 0 ];
			if ( last && ! last.isMe && seen[ seen.length - 1 ] !== last.text ) {
				seen.push( last.text );
			}
		} );
		await registry.dispatch( store ).askChat( 'Colours?', '' );
		expect( seen ).toEqual( [ 'Open ', 'Open Settings.' ] );
		expect( registry.select( store ).getChatBubbles()[ 1 ] ).toEqual( {
			text: 'Open Settings.',
			image: '',
			isMe: false,
			readMore: [ { title: 'Colours', permalink: 'https://example.org/c/' } ],
			conversation: ID,
			turn: 1,
		} );
		expect( registry.select( store ).getChatConversation() ).toBe( ID );
		await registry.dispatch( store ).askChat( 'And fonts?', '' );
		expect( calls.map( ( path ) => path.split( '?' )[ 0 ] ) ).toEqual( [ '/docent/v1/chat/stream', '/docent/v1/chat/stream' ] );
	} );

	it( 'keeps what was shown when the stream drops before the end', async () => {
		streamingServer( [ 'event: delta\ndata: {"text":"Half a re"}\n\n' ] );
		const registry = freshRegistry();
		await registry.dispatch( store ).askChat( 'Colours?', '' );
		expect( registry.select( store ).getChatBubbles()[ 1 ] ).toMatchObject( { text: 'Half a re', readMore: [] } );
	} );
} );

describe( 'rateReply', () => {
	async function answered() {
		mockApi( { '/docent/v1/chat/stream': () => ( { chat: 'Hello.', post_links: [], conversation: ID, turn: 1 } ) } );
		const registry = freshRegistry();
		await registry.dispatch( store ).askChat( 'Hi?', '' );
		return registry;
	}

	it( 'sends one vote with the reason and shows it', async () => {
		const registry = await answered();
		const calls = mockApi( { [ CHAT_FEEDBACK_PATH ]: () => ( { recorded: true } ) } );
		expect( await registry.dispatch( store ).rateReply( 1, 'down', '  Wrong article ' ) ).toBe( true );
		expect( await registry.dispatch( store ).rateReply( 1, 'up' ) ).toBe( false );
		expect( calls.map( ( c ) => c.data ) ).toEqual( [ { conversation: ID, turn: 1, helpful: false, reason: 'Wrong article' } ] );
		expect( registry.select( store ).getChatBubbles()[ 1 ].vote ).toBe( 'down' );
	} );

	it( 'takes the vote back when the server refused it (say, too many votes)', async () => {
		const registry = await answered();
		mockApi( { [ CHAT_FEEDBACK_PATH ]: () => Promise.reject( restError( 429, 'docent_feedback_rate_limited' ) ) } );
		expect( await registry.dispatch( store ).rateReply( 1, 'up' ) ).toBe( false );
		expect( registry.select( store ).getChatBubbles()[ 1 ].vote ).toBeUndefined();
	} );

	it( 'says nothing for a reply the server did not keep (a failed call)', async () => {
		mockApi( { '/docent/v1/chat/stream': () => Promise.reject( restError( 500 ) ) } );
		const registry = freshRegistry();
		await registry.dispatch( store ).askChat( 'Hi?', '' );
		const calls = mockApi( {} );
		expect( await registry.dispatch( store ).rateReply( 1, 'up' ) ).toBe( false );
		expect( calls ).toEqual( [] );
	} );
} );
