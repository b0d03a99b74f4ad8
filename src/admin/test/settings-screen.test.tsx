/**
 * The settings screen as a whole: sections, saving with notices, the unsaved-changes warning,
 * and the live preview (the real widget) following the form before anything is saved.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { summary } from '../../test/fixtures';
import { SettingsScreen } from '../settings/SettingsScreen';
import { store } from '../store';
import type { AdminSettings } from '../types';
import { adminSettings, freshRegistry, mockApi, renderAdmin } from './fixtures';

const ROUTE = '/docent/v1/settings';

const NOTICE = { selector: '.components-notice__content' };

const checkbox = ( name: string ) => screen.getByRole( 'checkbox', { name } ) as HTMLInputElement;
const button = ( name: string ) => screen.getByRole( 'button', { name } ) as HTMLButtonElement;

function previewRoot(): ShadowRoot {
	const host = document.querySelector( '.docent-preview' ) as HTMLElement;
	return host.shadowRoot as ShadowRoot;
}

async function renderScreen( registry = freshRegistry() ) {
	const view = renderAdmin( <SettingsScreen />, { registry } );
	await act( async () => {} );
	return view;
}

describe( 'SettingsScreen', () => {
	beforeEach( () => {
		mockApi( { '/docent/v1/explore': () => [ summary( 1 ) ], [ ROUTE ]: ( { data } ) => adminSettings( ( s ) => Object.assign( s, data ) ) } );
	} );

	it( 'shows every section as a tab, General first', async () => {
		await renderScreen();
		const tabs = screen.getAllByRole( 'tab' ).filter( ( tab ) => ! previewRoot().contains( tab ) );
		expect( tabs.map( ( tab ) => tab.textContent ) ).toEqual( [
			'General',
			'A.I. Chat',
			'Explore',
			'Messaging',
			'Placement',
			'Preference',
			'Docs home',
		] );
		expect( checkbox( 'Show the help assistant on the site' ).checked ).toBe( true );
	} );

	it( 'updates the preview as a tab label is typed, before saving, and switches it to the edited tab', async () => {
		const user = userEvent.setup();
		const { registry } = await renderScreen();
		await user.click( screen.getByRole( 'tab', { name: 'Messaging' } ) );
		const label = screen.getByRole( 'textbox', { name: 'Tab label' } );
		await user.clear( label );
		await user.type( label, 'Write' );
		const preview = within( previewRoot() as unknown as HTMLElement );
		await waitFor( () => expect( preview.getByRole( 'tab', { selected: true } ).textContent ).toBe( 'Write' ) );
		expect( registry.select( store ).getSavedSettings() ).toMatchObject( { message: { message_title: 'Messaging' } } );
		expect( screen.getByText( 'You have unsaved changes.' ) ).toBeTruthy();
	} );

	it( 'shows the chat greeting and suggestions in the preview as they are typed, the most helpful articles when all are empty', async () => {
		const user = userEvent.setup();
		mockApi( {
			'/docent/v1/explore': () => [ summary( 1 ) ],
			'/docent/v1/chat/start': () => ( { greeting: 'Saved greeting', suggestions: [ 'Saved question' ], helpful: [ 'Installing Docent', 'Changing colours' ] } ),
			[ ROUTE ]: ( { data } ) => adminSettings( ( s ) => Object.assign( s, data ) ),
		} );
		await renderScreen();
		await user.click( screen.getByRole( 'tab', { name: 'A.I. Chat' } ) );
		const preview = within( previewRoot() as unknown as HTMLElement );
		const questions = () => preview.queryAllByRole( 'listitem' ).map( ( item ) => item.textContent );
		await waitFor( () => expect( preview.getByText( 'Saved greeting' ) ).toBeTruthy() );
		expect( questions() ).toEqual( [ 'Saved question' ] );

		fireEvent.change( screen.getByRole( 'textbox', { name: 'Greeting' } ), { target: { value: 'Welcome to the docs!' } } );
		await waitFor( () => expect( preview.getByText( 'Welcome to the docs!' ) ).toBeTruthy() );
		expect( questions() ).toEqual( [ 'Installing Docent', 'Changing colours' ] );

		fireEvent.change( screen.getByRole( 'textbox', { name: 'Suggested question 2' } ), { target: { value: 'Where is my invoice?' } } );
		await waitFor( () => expect( questions() ).toEqual( [ 'Where is my invoice?' ] ) );
		expect( ( preview.getByRole( 'button', { name: 'Where is my invoice?' } ) as HTMLButtonElement ).disabled ).toBe( true );
		// The chat tab's chunk loads inside the preview: slower than the other sections' checks.
	}, 15000 );

	it( 'paints the preview with a colour as it is typed', async () => {
		const user = userEvent.setup();
		await renderScreen();
		await user.click( screen.getByRole( 'tab', { name: 'Preference' } ) );
		const field = screen.getByRole( 'textbox', { name: 'Active tab background' } );
		fireEvent.change( field, { target: { value: 'rgba(200, 10, 20, 0.5)' } } );
		const host = document.querySelector( '.docent-preview' ) as HTMLElement;
		expect( host.style.getPropertyValue( '--docent-activeTabBg' ) ).toBe( 'rgba(200,10,20,0.5)' );
	} );

	it( 'saves with the Save button, then says so', async () => {
		const user = userEvent.setup();
		const calls = mockApi( { '/docent/v1/explore': () => [], [ ROUTE ]: () => adminSettings( ( s ) => ( s.assist_enable = 'off' ) ) } );
		const { registry } = await renderScreen();
		const save = button( 'Save changes' );
		expect( save.disabled ).toBe( true );
		await user.click( screen.getByRole( 'checkbox', { name: 'Show the help assistant on the site' } ) );
		await user.click( save );
		await screen.findByText( 'Settings saved.', NOTICE );
		expect( calls.find( ( call ) => call.method === 'POST' )?.data ).toEqual( { assist_enable: 'off' } );
		expect( registry.select( store ).hasChanges() ).toBe( false );
		expect( save.disabled ).toBe( true );
	} );

	it( 'shows the server’s 400 message, naming the field, and keeps the changes', async () => {
		const user = userEvent.setup();
		mockApi( {
			'/docent/v1/explore': () => [],
			[ ROUTE ]: () => {
				throw {
					code: 'rest_invalid_param',
					message: 'message.email_address must be a comma-separated list of valid email addresses.',
					data: { status: 400 },
				};
			},
		} );
		await renderScreen();
		await user.click( screen.getByRole( 'tab', { name: 'Messaging' } ) );
		await user.type( screen.getByRole( 'textbox', { name: 'Send messages to' } ), 'nobody' );
		expect( screen.getByText( 'Not a valid email address: nobody' ) ).toBeTruthy();
		await user.click( screen.getByRole( 'button', { name: 'Save changes' } ) );
		expect(
			await screen.findByText(
				'Settings not saved. message.email_address must be a comma-separated list of valid email addresses.',
				NOTICE
			)
		).toBeTruthy();
		expect( button( 'Save changes' ).disabled ).toBe( false );
	} );

	it( 'saves the Reply-To of inbox replies, flagging a typo first', async () => {
		const user = userEvent.setup();
		const calls = mockApi( { '/docent/v1/explore': () => [], [ ROUTE ]: () => adminSettings( ( s ) => ( s.message.reply_to = 'help@example.org' ) ) } );
		await renderScreen();
		await user.click( screen.getByRole( 'tab', { name: 'Messaging' } ) );
		const field = screen.getByRole( 'textbox', { name: 'Replies from the inbox: Reply-To' } );
		await user.type( field, 'help' );
		expect( screen.getByText( 'Not a valid email address: help' ) ).toBeTruthy();
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		await user.type( field, '@example.org' );
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'false' );
		await user.click( button( 'Save changes' ) );
		await screen.findByText( 'Settings saved.', NOTICE );
		expect( calls.find( ( call ) => call.method === 'POST' )?.data ).toEqual( { message: { reply_to: 'help@example.org' } } );
	} );

	it( 'asks before leaving with unsaved changes, and not after discarding them', async () => {
		const user = userEvent.setup();
		await renderScreen();
		const leave = () => {
			const event = new Event( 'beforeunload', { cancelable: true } );
			window.dispatchEvent( event );
			return event.defaultPrevented;
		};
		expect( leave() ).toBe( false );
		await user.click( screen.getByRole( 'checkbox', { name: 'Delete all docs when Docent is uninstalled' } ) );
		expect( leave() ).toBe( true );
		await user.click( screen.getByRole( 'button', { name: 'Discard changes' } ) );
		expect( leave() ).toBe( false );
		expect( checkbox( 'Delete all docs when Docent is uninstalled' ).checked ).toBe( false );
	} );

	it( 'warns when only one of the two Turnstile keys is set', async () => {
		const user = userEvent.setup();
		await renderScreen( freshRegistry( adminSettings( ( s: AdminSettings ) => ( s.message.turnstile_secret_key_set = true ) ) ) );
		await user.click( screen.getByRole( 'tab', { name: 'Messaging' } ) );
		expect( screen.getByText( /The secret key is set but the site key is not/, NOTICE ) ).toBeTruthy();
		await user.type( screen.getByRole( 'textbox', { name: 'Site key' } ), '0x4AAA' );
		expect( screen.queryByText( /but the site key is not/, NOTICE ) ).toBeNull();
		await user.click( button( 'Clear' ) );
		expect( screen.getByText( /The site key is set but the secret key is not/, NOTICE ) ).toBeTruthy();
	} );

	it( 'says when all three features are off instead of drawing an empty widget', async () => {
		const user = userEvent.setup();
		await renderScreen(
			freshRegistry(
				adminSettings( ( s ) => {
					s.integrate_ai.ai_enabled = false;
					s.explore.explore_enable = false;
				} )
			)
		);
		await user.click( screen.getByRole( 'tab', { name: 'Messaging' } ) );
		await user.click( screen.getByRole( 'checkbox', { name: 'Turn on Messaging' } ) );
		expect( screen.getByText( /all off: visitors see no widget/ ) ).toBeTruthy();
		expect( document.querySelector( '.docent-preview' ) ).toBeNull();
	} );

	it( 'sets the site-wide hourly budget of questions sent to the provider', async () => {
		const user = userEvent.setup();
		const { registry } = await renderScreen();
		await user.click( screen.getByRole( 'tab', { name: 'A.I. Chat' } ) );
		const field = screen.getByRole( 'spinbutton', { name: 'Questions per hour sent to the provider' } ) as HTMLInputElement;
		expect( field.value ).toBe( '100' );
		fireEvent.change( field, { target: { value: '40' } } );
		expect( registry.select( store ).getChanges() ).toEqual( { integrate_ai: { hourly_budget: 40 } } );
	} );
} );
