/**
 * The A.I. chat tab inside the real widget, a fresh registry and a fake chat route.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BootData } from '../../../shared/types';
import { store } from '../../../store';
import { CHAT_STREAM_PATH } from '../../../store/chat/api';
import { deferred, focused, freshRegistry, mockApi, renderWithStore, restError, settingsFixture } from '../../../test/fixtures';
import { Widget } from '../../../widget/Widget';
import { GUEST_AVATAR } from '../avatars';
import { MAX_SAVED, STORAGE_KEY } from '../storage';

const FALLBACK = 'Sorry, I am not able to understand you. Please try again.';
const PLACEHOLDER = 'Ask me anything about this website...';
const GUEST: BootData[ 'user' ] = { id: 0, can_upload: false };

const chatOnly = settingsFixture( ( s ) => {
	s.explore.explore_enable = false;
	s.message.messaging_enable = false;
} );

function renderChat( { user = GUEST, preview = false, registry = freshRegistry() } = {} ) {
	return renderWithStore( <Widget settings={ chatOnly } open request={ {} } user={ user } preview={ preview } />, { registry } );
}

const input = () => screen.findByRole( 'textbox', { name: 'Your question' } );
const log = () => screen.getByRole( 'log', { name: 'Conversation' } );
const reply = ( text: string, links: Array< { title: string; permalink: string } > = [] ) => ( { chat: text, post_links: links } );
const COLOURS = { title: 'Changing the widget colours', permalink: 'https://example.org/docs/colours/' };

async function ask( question: string ) {
	const box = await input();
	await userEvent.type( box, `${ question }{Enter}` );
	return box as HTMLInputElement;
}

function reducedMotion( on: boolean ) {
	vi.stubGlobal(
		'matchMedia',
		vi.fn( ( query: string ) => ( { matches: on && query.includes( 'reduce' ), media: query, addEventListener() {}, removeEventListener() {} } ) )
	);
}

beforeEach( () => {
	window.sessionStorage.clear();
} );

afterEach( () => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
} );

describe( 'asking', () => {
	it( 'has the SPEC placeholder, a label, and a polite log', async () => {
		mockApi( {} );
		renderChat();
		expect( ( await input() ).getAttribute( 'placeholder' ) ).toBe( PLACEHOLDER );
		expect( log().getAttribute( 'aria-live' ) ).toBe( 'polite' );
	} );

	it( 'Enter clears the input, adds the visitor bubble and a loading indicator until the reply', async () => {
		const answer = deferred< unknown >();
		const calls = mockApi( { [ CHAT_STREAM_PATH ]: () => answer.promise } );
		reducedMotion( true );
		renderChat();
		const box = await ask( '  How do I change the colours?  ' );
		expect( box.value ).toBe( '' );
		expect( focused() ).toBe( box );
		expect( within( log() ).getByText( 'How do I change the colours?' ) ).toBeTruthy();
		expect( within( log() ).getByText( 'The assistant is writing a reply…' ) ).toBeTruthy();
		expect( calls.map( ( c ) => c.data ) ).toEqual( [ { prompt: 'How do I change the colours?', conversation: '', lang: '' } ] );

		await act( async () => answer.resolve( reply( 'Open Docs > Settings.', [ COLOURS ] ) ) );
		expect( within( log() ).queryByText( 'The assistant is writing a reply…' ) ).toBeNull();
		expect( within( log() ).getByText( 'Open Docs > Settings.' ) ).toBeTruthy();
		const link = within( log() ).getByRole( 'link', { name: 'Changing the widget colours' } );
		expect( link.getAttribute( 'href' ) ).toBe( COLOURS.permalink );
	} );

	it( 'ignores empty and blank input', async () => {
		const calls = mockApi( { [ CHAT_STREAM_PATH ]: () => reply( 'Never.' ) } );
		renderChat();
		const box = await ask( '   ' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Send' } ) );
		await userEvent.clear( box );
		await userEvent.type( box, '{Enter}' );
		expect( calls ).toEqual( [] );
		expect( log().querySelectorAll( '.chat-msg:not(.chat-greeting)' ) ).toHaveLength( 0 );
	} );

	it( 'keeps a second question in the box while the first reply is on its way', async () => {
		const answer = deferred< unknown >();
		const calls = mockApi( { [ CHAT_STREAM_PATH ]: () => answer.promise } );
		reducedMotion( true );
		renderChat();
		await ask( 'First?' );
		const box = await ask( 'Second?' );
		expect( box.value ).toBe( 'Second?' );
		expect( screen.getByRole( 'button', { name: 'Send' } ).hasAttribute( 'disabled' ) ).toBe( true );
		await act( async () => answer.resolve( reply( 'One.' ) ) );
		expect( calls ).toHaveLength( 1 );
		await userEvent.type( box, '{Enter}' );
		expect( calls ).toHaveLength( 2 );
	} );

	it( `shows "${ FALLBACK }" with no links when the call fails`, async () => {
		mockApi( { [ CHAT_STREAM_PATH ]: () => Promise.reject( restError( 500 ) ) } );
		reducedMotion( true );
		renderChat();
		await ask( 'Why?' );
		expect( await within( log() ).findByText( FALLBACK ) ).toBeTruthy();
		expect( within( log() ).queryAllByRole( 'link' ) ).toEqual( [] );
	} );

	it( 'scrolls the log to the bottom on each new item', async () => {
		const answer = deferred< unknown >();
		mockApi( { [ CHAT_STREAM_PATH ]: () => answer.promise } );
		reducedMotion( true );
		renderChat();
		await input();
		Object.defineProperty( log(), 'scrollHeight', { configurable: true, get: () => 480 + log().childElementCount } );
		const scrollTop = vi.spyOn( Element.prototype, 'scrollTop', 'set' );
		await ask( 'Scroll?' );
		// The question and the loading indicator.
		expect( scrollTop ).toHaveBeenLastCalledWith( 482 );
		await act( async () => answer.resolve( reply( 'Down here.' ) ) );
		expect( scrollTop ).toHaveBeenLastCalledWith( 482 );
		expect( scrollTop.mock.contexts.every( ( el ) => el === log() ) ).toBe( true );
		expect( scrollTop.mock.calls.length ).toBeGreaterThanOrEqual( 2 );
	} );
} );

describe( 'typing the reply out', () => {
	async function askAndAnswer( text: string, links = [ COLOURS ] ) {
		const answer = deferred< unknown >();
		mockApi( { [ CHAT_STREAM_PATH ]: () => answer.promise } );
		const view = renderChat();
		await ask( 'Colours?' );
		vi.useFakeTimers();
		await act( async () => answer.resolve( reply( text, links ) ) );
		return view;
	}
	const typed = ( container: HTMLElement ) => container.querySelector( '.chat-typed' );
	const tick = ( ms: number ) => act( () => vi.advanceTimersByTime( ms ) );

	it( 'types at 25 ms per character, while the whole reply is in the log for screen readers at once', async () => {
		const { container } = await askAndAnswer( 'Hello there.' );
		expect( typed( container )?.textContent ).toBe( '' );
		expect( typed( container )?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		// Assistive technology has the full text and its links already; they are not yet drawn.
		expect( within( log() ).getByText( 'Hello there.' ).closest( '.chat-full' )?.className ).toContain( 'is-typing' );
		expect( within( log() ).getByRole( 'link', { name: COLOURS.title } ) ).toBeTruthy();

		tick( 24 );
		expect( typed( container )?.textContent ).toBe( '' );
		tick( 1 );
		expect( typed( container )?.textContent ).toBe( 'H' );
		tick( 25 * 4 );
		expect( typed( container )?.textContent ).toBe( 'Hello' );
		tick( 25 * 6 );
		expect( typed( container )?.textContent ).toBe( 'Hello there' );
		tick( 25 );
		expect( typed( container ) ).toBeNull();
		expect( within( log() ).getByText( 'Hello there.' ).closest( '.chat-full' )?.className ).not.toContain( 'is-typing' );
	} );

	it( 'keeps paragraphs and lists while typing', async () => {
		const { container } = await askAndAnswer( 'Steps:\n• One\n\nDone.' );
		tick( 25 * 12 );
		expect( typed( container )?.innerHTML ).toBe( '<div class="chat-block"><p>Steps:</p><ul><li>One</li></ul></div>' );
		tick( 25 * 7 );
		expect( typed( container ) ).toBeNull();
		const blocks = log().querySelectorAll( '.chat-full .chat-block' );
		expect( Array.from( blocks ).map( ( b ) => b.textContent ) ).toEqual( [ 'Steps:One', 'Done.' ] );
	} );

	it( 'shows the rest at once when a link of the typing reply gets focus', async () => {
		const { container } = await askAndAnswer( 'A long reply that takes a while.' );
		tick( 50 );
		act( () => within( log() ).getByRole( 'link', { name: COLOURS.title } ).focus() );
		expect( typed( container ) ).toBeNull();
	} );

	it.each( [ 'wheel', 'touchMove', 'pointerDown', 'keyDown' ] as const )(
		'shows the whole reply at once on a %s in the log',
		async ( gesture ) => {
			const { container } = await askAndAnswer( 'A long reply that would take a good while to type out.' );
			tick( 50 );
			expect( typed( container )?.textContent ).toBe( 'A ' );
			act( () => {
				fireEvent[ gesture ]( log() );
			} );
			expect( typed( container ) ).toBeNull();
			const full = within( log() ).getByText( 'A long reply that would take a good while to type out.' ).closest( '.chat-full' );
			expect( full?.className ).toBe( 'chat-full' );
		}
	);

	it( 'shows the whole reply at once under prefers-reduced-motion', async () => {
		reducedMotion( true );
		const { container } = await askAndAnswer( 'Hello there.' );
		expect( typed( container ) ).toBeNull();
		expect( within( log() ).getByText( 'Hello there.' ).closest( '.chat-full' )?.className ).toBe( 'chat-full' );
	} );
} );

describe( 'reply text', () => {
	it( 'is text: markup shows as typed, line breaks and lists are kept, bare http(s) addresses are links', async () => {
		reducedMotion( true );
		mockApi( {
			[ CHAT_STREAM_PATH ]: () =>
				reply( 'Try <img src=x onerror=alert(1)> here.\nSecond line.\n\n• See https://example.org/help.\n• Not javascript:alert(1)' ),
		} );
		renderChat();
		await ask( 'Markup?' );
		const text = ( await within( log() ).findByText( /Try <img/ ) ).closest( '.chat-text' ) as HTMLElement;
		expect( text.querySelector( 'img' ) ).toBeNull();
		expect( text.querySelector( 'p' )?.innerHTML ).toBe( 'Try &lt;img src=x onerror=alert(1)&gt; here.<br>Second line.' );
		expect( Array.from( text.querySelectorAll( 'li' ) ).map( ( li ) => li.textContent ) ).toEqual( [
			'See https://example.org/help.',
			'Not javascript:alert(1)',
		] );
		const links = within( text ).getAllByRole( 'link' );
		expect( links.map( ( a ) => [ a.textContent, a.getAttribute( 'href' ) ] ) ).toEqual( [ [ 'https://example.org/help', 'https://example.org/help' ] ] );
	} );
} );

describe( 'avatar', () => {
	it( "shows a logged-in visitor's avatar at size 24", async () => {
		reducedMotion( true );
		const calls = mockApi( {
			'/wp/v2/users/5': () => ( { avatar_urls: { 24: 'https://example.org/a24.png', 96: 'https://example.org/a96.png' } } ),
			[ CHAT_STREAM_PATH ]: () => reply( 'Hi.' ),
		} );
		const { registry } = renderChat( { user: { id: 5, can_upload: false } } );
		await waitFor( () => expect( registry.select( store ).getUserAvatar( 5 ) ).toBe( 'https://example.org/a24.png' ) );
		await ask( 'Me?' );
		expect( log().querySelector( '.is-me img' )?.getAttribute( 'src' ) ).toBe( 'https://example.org/a24.png' );
		expect( calls.filter( ( c ) => c.path.startsWith( '/wp/v2/users/5' ) ) ).toHaveLength( 1 );
	} );

	it( 'falls back to the guest avatar, silently, when the user cannot be read', async () => {
		reducedMotion( true );
		mockApi( {
			'/wp/v2/users/5': () => Promise.reject( restError( 500 ) ),
			[ CHAT_STREAM_PATH ]: () => reply( 'Hi.' ),
		} );
		const { registry } = renderChat( { user: { id: 5, can_upload: false } } );
		await waitFor( () => expect( registry.select( store ).getUserAvatar( 5 ) ).toBeNull() );
		await ask( 'Me?' );
		expect( log().querySelector( '.is-me img' )?.getAttribute( 'src' ) ).toBe( GUEST_AVATAR );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'asks nothing for a guest, who gets the guest avatar', async () => {
		reducedMotion( true );
		const calls = mockApi( { [ CHAT_STREAM_PATH ]: () => reply( 'Hi.' ) } );
		renderChat();
		await ask( 'Guest?' );
		expect( log().querySelector( '.is-me img' )?.getAttribute( 'src' ) ).toBe( GUEST_AVATAR );
		expect( calls.map( ( c ) => c.path.split( '?' )[ 0 ] ) ).toEqual( [ CHAT_STREAM_PATH ] );
	} );
} );

describe( 'the conversation across pages', () => {
	const saved = () => JSON.parse( window.sessionStorage.getItem( STORAGE_KEY ) ?? 'null' );

	it( 'is saved in session storage and comes back on the next page, without typing out again', async () => {
		mockApi( { [ CHAT_STREAM_PATH ]: () => reply( 'Saved.', [ COLOURS ] ) } );
		const first = renderChat();
		await ask( 'Keep?' );
		await waitFor( () => expect( saved()?.bubbles ).toHaveLength( 2 ) );
		expect( saved().bubbles ).toEqual( [
			{ text: 'Keep?', image: '', isMe: true, readMore: [] },
			{ text: 'Saved.', image: '', isMe: false, readMore: [ COLOURS ] },
		] );
		first.unmount();

		// The next page: a new registry, the same browser tab.
		const { container } = renderChat();
		await input();
		expect( within( log() ).getByText( 'Keep?' ) ).toBeTruthy();
		expect( within( log() ).getByText( 'Saved.' ) ).toBeTruthy();
		expect( container.querySelector( '.chat-typed' ) ).toBeNull();
		expect( within( log() ).getByRole( 'link', { name: COLOURS.title } ).getAttribute( 'href' ) ).toBe( COLOURS.permalink );
		expect( log().querySelector( '.is-me img' )?.getAttribute( 'src' ) ).toBe( GUEST_AVATAR );
	} );

	it( '"New conversation" clears the log and the saved copy', async () => {
		reducedMotion( true );
		mockApi( { [ CHAT_STREAM_PATH ]: () => reply( 'Gone soon.' ) } );
		renderChat();
		await ask( 'Clear?' );
		await within( log() ).findByText( 'Gone soon.' );
		await userEvent.click( screen.getByRole( 'button', { name: 'New conversation' } ) );
		expect( log().querySelectorAll( '.chat-msg:not(.chat-greeting)' ) ).toHaveLength( 0 );
		expect( window.sessionStorage.getItem( STORAGE_KEY ) ).toBeNull();
		expect( focused() ).toBe( await input() );
		expect( screen.queryByRole( 'button', { name: 'New conversation' } ) ).toBeNull();
	} );

	it( `keeps the latest ${ MAX_SAVED } bubbles, and skips what it cannot trust`, async () => {
		const many = Array.from( { length: MAX_SAVED + 10 }, ( _, i ) => ( { text: `m${ i }`, image: '', isMe: i % 2 === 0, readMore: [] } ) );
		window.sessionStorage.setItem(
			STORAGE_KEY,
			JSON.stringify( {
				bubbles: [
					...many,
					{ text: 'Bad link', image: 'javascript:alert(1)', isMe: false, readMore: [ { title: 'x', permalink: 'javascript:alert(1)' } ] },
					{ text: 42, isMe: true },
				],
			} )
		);
		renderChat();
		await input();
		const texts = Array.from( log().querySelectorAll( '.chat-msg' ) ).map( ( m ) => m.querySelector( '.chat-text' )?.textContent );
		expect( texts ).toHaveLength( MAX_SAVED );
		expect( texts[ MAX_SAVED - 1 ] ).toBe( 'Bad link' );
		expect( within( log() ).queryAllByRole( 'link' ) ).toEqual( [] );
	} );

	it( 'survives unreadable storage', async () => {
		window.sessionStorage.setItem( STORAGE_KEY, '{not json' );
		mockApi( {} );
		renderChat();
		await input();
		expect( log().querySelectorAll( '.chat-msg:not(.chat-greeting)' ) ).toHaveLength( 0 );
	} );

	it( 'is neither read nor shown in a static preview, where the input is disabled', async () => {
		window.sessionStorage.setItem( STORAGE_KEY, JSON.stringify( { bubbles: [ { text: 'Private', image: '', isMe: true, readMore: [] } ] } ) );
		mockApi( {} );
		renderChat( { preview: true } );
		expect( ( await input() ).hasAttribute( 'disabled' ) ).toBe( true );
		expect( log().querySelectorAll( '.chat-msg:not(.chat-greeting)' ) ).toHaveLength( 0 );
	} );
} );
