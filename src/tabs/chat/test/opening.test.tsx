/**
 * The chat's opening (greeting and suggested questions, on a site and in the preview) and the
 * rating buttons under a reply, drawn as icons rather than emoji.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BootData, PublicSettings } from '../../../shared/types';
import { CHAT_FEEDBACK_PATH, CHAT_START_PATH, CHAT_STREAM_PATH } from '../../../store/chat/api';
import { mockApi, renderWithStore, settingsFixture } from '../../../test/fixtures';
import { Widget } from '../../../widget/Widget';

const GUEST: BootData[ 'user' ] = { id: 0, can_upload: false };
const START = { greeting: 'Hello from the docs team!', suggestions: [ 'Installing Docent', 'Changing colours' ], helpful: [ 'Installing Docent', 'Changing colours' ] };
/** Emoji and pictographs: what a device without an emoji font draws as empty boxes. */
const EMOJI = /\p{Extended_Pictographic}/u;

function renderChat( typed: Partial< PublicSettings[ 'integrate_ai' ] > = {}, preview = false ) {
	const settings = settingsFixture( ( s ) => {
		s.explore.explore_enable = false;
		s.message.messaging_enable = false;
		Object.assign( s.integrate_ai, typed );
	} );
	return renderWithStore( <Widget settings={ settings } open request={ {} } user={ GUEST } preview={ preview } /> );
}

// The tab is its own chunk: loaded once here, so no test's wait includes compiling it; a busy
// machine still gets longer than the default second to draw it.
beforeAll( () => import( '../index' ) );
const SLOW = { timeout: 4000 };

// A conversation is kept for the session: each test starts with an empty chat.
beforeEach( () => window.sessionStorage.clear() );

const suggestions = () => screen.queryAllByRole( 'listitem' ).map( ( item ) => item.textContent );

describe( 'the opening on a site', () => {
	it( 'shows the greeting and the suggestions the server gives, the most helpful articles when the admin set none', async () => {
		const calls = mockApi( { [ CHAT_START_PATH ]: () => START, [ CHAT_STREAM_PATH ]: () => ( { chat: 'See the install guide.', post_links: [] } ) } );
		renderChat();
		expect( await screen.findByText( 'Hello from the docs team!', {}, SLOW ) ).toBeTruthy();
		expect( suggestions() ).toEqual( [ 'Installing Docent', 'Changing colours' ] );
		expect( within( screen.getByRole( 'list', { name: 'Suggested questions' } ) ).getAllByRole( 'button' ) ).toHaveLength( 2 );

		await userEvent.click( screen.getByRole( 'button', { name: 'Installing Docent' } ) );
		await waitFor( () => expect( calls.some( ( call ) => call.path.startsWith( CHAT_STREAM_PATH ) ) ).toBe( true ) );
		expect( calls.find( ( call ) => call.path.startsWith( CHAT_STREAM_PATH ) )?.data ).toMatchObject( { prompt: 'Installing Docent' } );
	} );

	it( 'keeps its own greeting and offers nothing when the opening cannot be read', async () => {
		mockApi( { [ CHAT_START_PATH ]: () => Promise.reject( new Error( 'offline' ) ) } );
		renderChat();
		expect( await screen.findByText( 'Hi! Ask me anything about this site.', {}, SLOW ) ).toBeTruthy();
		expect( screen.queryByRole( 'list', { name: 'Suggested questions' } ) ).toBeNull();
	} );
} );

describe( 'the opening in the live preview', () => {
	it( 'shows the greeting and suggestions as typed, skipping empty ones, over the saved ones', async () => {
		mockApi( { [ CHAT_START_PATH ]: () => ( { ...START, suggestions: [ 'A saved question' ] } ) } );
		renderChat( { greeting: '  Welcome!  ', suggestions: [ '', 'Where is my invoice?', ' ' ] }, true );
		expect( await screen.findByText( 'Welcome!', {}, SLOW ) ).toBeTruthy();
		await waitFor( () => expect( suggestions() ).toEqual( [ 'Where is my invoice?' ] ) );
		expect( ( screen.getByRole( 'button', { name: 'Where is my invoice?' } ) as HTMLButtonElement ).disabled ).toBe( true );
	} );

	it( 'falls back to the most helpful articles, under the default greeting, when all three are empty', async () => {
		mockApi( { [ CHAT_START_PATH ]: () => ( { ...START, suggestions: [ 'A saved question' ] } ) } );
		renderChat( { greeting: '', suggestions: [ '', '', '' ] }, true );
		await waitFor( () => expect( suggestions() ).toEqual( [ 'Installing Docent', 'Changing colours' ] ), SLOW );
		expect( screen.getByText( 'Hi! Ask me anything about this site, or pick a question below.' ) ).toBeTruthy();
	} );
} );

describe( 'rating a reply', () => {
	it( 'offers named buttons drawn as icons, with no emoji anywhere in the chat', async () => {
		const calls = mockApi( {
			[ CHAT_START_PATH ]: () => START,
			[ CHAT_STREAM_PATH ]: () => ( { chat: 'Open Docs > Settings.', post_links: [], conversation: 'c'.repeat( 32 ), turn: 1 } ),
			[ CHAT_FEEDBACK_PATH ]: () => ( { recorded: true } ),
		} );
		const { container } = renderChat();
		await userEvent.type( await screen.findByRole( 'textbox', { name: 'Your question' }, SLOW ), 'How do I change the colours?{Enter}' );
		const up = await screen.findByRole( 'button', { name: 'Helpful' } );
		const down = screen.getByRole( 'button', { name: 'Not helpful' } );
		for ( const button of [ up, down ] ) {
			expect( button.querySelector( 'svg path' ) ).toBeTruthy();
			expect( button.textContent ).toBe( '' );
		}
		expect( container.textContent ).not.toMatch( EMOJI );

		await userEvent.click( up );
		expect( await screen.findByText( 'Thanks for your feedback.' ) ).toBeTruthy();
		expect( calls.find( ( call ) => call.path.startsWith( CHAT_FEEDBACK_PATH ) )?.data ).toMatchObject( { helpful: true, turn: 1 } );
	} );
} );
