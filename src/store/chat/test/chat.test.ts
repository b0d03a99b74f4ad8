/**
 * The chat slice: its reducer (on frozen state), `askChat` against a fake chat route, and the
 * avatar resolver, each in a fresh registry.
 */
import { store } from '../..';
import { CHAT_STREAM_PATH, replyLinks } from '../api';
import { chat, CHAT_INITIAL } from '../reducer';
import type { ChatBubble } from '../types';
import { deferred, freshRegistry, mockApi, restError } from '../../../test/fixtures';

const FALLBACK = 'Sorry, I am not able to understand you. Please try again.';

function freeze< T >( value: T ): T {
	if ( value && typeof value === 'object' ) {
		Object.values( value ).forEach( freeze );
		Object.freeze( value );
	}
	return value;
}

const me = ( text: string ): ChatBubble => ( { text, image: 'https://example.org/me.png', isMe: true, readMore: [] } );
const bot = ( text: string ): ChatBubble => ( { text, image: '', isMe: false, readMore: [] } );

describe( 'the chat reducer', () => {
	it( 'numbers questions, takes the reply to the pending one and marks it to type out', () => {
		let state = chat( freeze( CHAT_INITIAL ), { type: 'ASK_CHAT', bubble: me( 'Hi?' ) } );
		expect( state ).toMatchObject( { bubbles: [ me( 'Hi?' ) ], asked: 1, pending: 1, typing: -1 } );
		state = chat( freeze( state ), { type: 'RECEIVE_CHAT_REPLY', question: 1, bubble: bot( 'Hello.' ) } );
		expect( state ).toMatchObject( { bubbles: [ me( 'Hi?' ), bot( 'Hello.' ) ], pending: 0, typing: 1 } );
	} );

	it( 'drops a reply to a question of a cleared conversation', () => {
		let state = chat( freeze( CHAT_INITIAL ), { type: 'ASK_CHAT', bubble: me( 'Old?' ) } );
		state = chat( freeze( state ), { type: 'CLEAR_CHAT' } );
		state = chat( freeze( state ), { type: 'ASK_CHAT', bubble: me( 'New?' ) } );
		const after = chat( freeze( state ), { type: 'RECEIVE_CHAT_REPLY', question: 1, bubble: bot( 'Late.' ) } );
		expect( after ).toBe( state );
		expect( after.pending ).toBe( 2 );
	} );

	it( 'puts a restored conversation first, never typing it out again', () => {
		let state = chat( freeze( CHAT_INITIAL ), { type: 'RESTORE_CHAT', bubbles: [ me( 'a' ), bot( 'b' ) ] } );
		expect( state ).toMatchObject( { bubbles: [ me( 'a' ), bot( 'b' ) ], typing: -1, restored: true } );
		state = chat( freeze( state ), { type: 'CLEAR_CHAT' } );
		expect( state ).toMatchObject( { bubbles: [], pending: 0, typing: -1, restored: true } );
	} );

	it( 'records avatars by user id, null for none', () => {
		const state = chat( freeze( CHAT_INITIAL ), { type: 'RECEIVE_USER_AVATAR', id: 3, url: null } );
		expect( state.avatars ).toEqual( { 3: null } );
	} );
} );

describe( 'askChat', () => {
	it( 'posts the trimmed prompt to the streaming chat route and adds the reply with its http(s) links', async () => {
		const calls = mockApi( {
			[ CHAT_STREAM_PATH ]: () => ( {
				chat: 'Open Settings.\n\nPick a colour.',
				post_links: [
					{ title: 'Changing the widget colours', permalink: 'https://example.org/docs/colours/' },
					{ title: 'Bad', permalink: 'javascript:alert(1)' },
					{ title: '', permalink: 'https://example.org/untitled/' },
				],
			} ),
		} );
		const registry = freshRegistry();
		document.documentElement.lang = 'de-DE';
		await registry.dispatch( store ).askChat( '  How do I change colours?  ', 'https://example.org/me.png' );
		document.documentElement.lang = '';
		expect( calls ).toEqual( [
			{ path: expect.stringMatching( /^\/docent\/v1\/chat\/stream(\?|$)/ ), method: 'POST', data: { prompt: 'How do I change colours?', conversation: '', lang: 'de-DE' } },
		] );
		expect( registry.select( store ).getChatBubbles() ).toEqual( [
			me( 'How do I change colours?' ),
			{
				text: 'Open Settings.\n\nPick a colour.',
				image: '',
				isMe: false,
				readMore: [ { title: 'Changing the widget colours', permalink: 'https://example.org/docs/colours/' } ],
			},
		] );
		expect( registry.select( store ).isChatWaiting() ).toBe( false );
	} );

	it( 'is waiting until the reply, and ignores another question meanwhile', async () => {
		const answer = deferred< unknown >();
		const calls = mockApi( { [ CHAT_STREAM_PATH ]: () => answer.promise } );
		const registry = freshRegistry();
		const asking = registry.dispatch( store ).askChat( 'First?', '' );
		expect( registry.select( store ).isChatWaiting() ).toBe( true );
		await registry.dispatch( store ).askChat( 'Second?', '' );
		answer.resolve( { chat: 'Answer.', post_links: [] } );
		await asking;
		expect( calls ).toHaveLength( 1 );
		expect( registry.select( store ).getChatBubbles().map( ( b ) => b.text ) ).toEqual( [ 'First?', 'Answer.' ] );
	} );

	it( 'ignores a blank question', async () => {
		const calls = mockApi( {} );
		const registry = freshRegistry();
		await registry.dispatch( store ).askChat( ' \n\t ', '' );
		expect( calls ).toEqual( [] );
		expect( registry.select( store ).getChatBubbles() ).toEqual( [] );
	} );

	it.each( [
		[ 'a server error', () => Promise.reject( restError( 500 ) ) ],
		[ 'chat switched off (403)', () => Promise.reject( restError( 403, 'docent_chat_disabled' ) ) ],
		[ 'a network failure', () => Promise.reject( { code: 'fetch_error', message: 'You are probably offline.' } ) ],
		[ 'a reply without text', () => ( { chat: '', post_links: [ { title: 'A', permalink: 'https://example.org/a/' } ] } ) ],
	] )( 'answers %s with the fallback text and no links', async ( _name, handler ) => {
		mockApi( { [ CHAT_STREAM_PATH ]: handler } );
		const registry = freshRegistry();
		await registry.dispatch( store ).askChat( 'Why?', '' );
		expect( registry.select( store ).getChatBubbles()[ 1 ] ).toEqual( bot( FALLBACK ) );
	} );

	it( 'says "too many questions" when rate-limited (429)', async () => {
		mockApi( { [ CHAT_STREAM_PATH ]: () => Promise.reject( restError( 429, 'docent_chat_rate_limited' ) ) } );
		const registry = freshRegistry();
		await registry.dispatch( store ).askChat( 'Why?', '' );
		expect( registry.select( store ).getChatBubbles()[ 1 ] ).toEqual(
			bot( 'Too many questions in a short time. Please wait a moment and try again.' )
		);
	} );

	it( 'cuts a question to 1000 characters', async () => {
		const calls = mockApi( { [ CHAT_STREAM_PATH ]: () => ( { chat: 'Ok.', post_links: [] } ) } );
		const registry = freshRegistry();
		await registry.dispatch( store ).askChat( 'é'.repeat( 1200 ), '' );
		expect( ( calls[ 0 ].data as { prompt: string } ).prompt ).toBe( 'é'.repeat( 1000 ) );
	} );
} );

describe( 'the avatar resolver', () => {
	it( 'reads avatar_urls at size 24 from /wp/v2/users/{id}, once', async () => {
		const calls = mockApi( {
			'/wp/v2/users/7': () => ( { avatar_urls: { 24: 'https://example.org/a24.png', 48: 'https://example.org/a48.png' } } ),
		} );
		const registry = freshRegistry();
		expect( await registry.resolveSelect( store ).getUserAvatar( 7 ) ).toBe( 'https://example.org/a24.png' );
		await registry.resolveSelect( store ).getUserAvatar( 7 );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].path ).toMatch( /^\/wp\/v2\/users\/7\b/ );
	} );

	it.each( [
		[ 'a failed request', () => Promise.reject( restError( 401, 'rest_forbidden' ) ) ],
		[ 'no avatars', () => ( {} ) ],
		[ 'an unsafe URL', () => ( { avatar_urls: { 24: 'javascript:alert(1)' } } ) ],
	] )( 'gives null (the guest avatar) for %s, silently', async ( _name, handler ) => {
		mockApi( { '/wp/v2/users/7': handler } );
		const registry = freshRegistry();
		expect( await registry.resolveSelect( store ).getUserAvatar( 7 ) ).toBeNull();
	} );
} );

describe( 'replyLinks', () => {
	it( 'keeps titled http(s) links, decoding entities in titles', () => {
		expect(
			replyLinks( [
				{ title: 'Fonts &amp; sizes', permalink: '/docs/fonts/' },
				{ title: 'Data', permalink: 'data:text/html,x' },
				{ permalink: 'https://example.org/' },
				'nonsense',
			] )
		).toEqual( [ { title: 'Fonts & sizes', permalink: `${ window.location.origin }/docs/fonts/` } ] );
		expect( replyLinks( undefined ) ).toEqual( [] );
	} );
} );
