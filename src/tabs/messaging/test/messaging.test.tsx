/**
 * The Messaging tab inside the real widget, with a fresh registry and a fake
 * POST /docent/v1/messages. Third-party widgets are stood in at their import boundary:
 * Cloudflare Turnstile (@marsidev/react-turnstile) and sweetalert2; wp.media is a fake on window.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import Swal from 'sweetalert2';
import type { BootData, PublicSettings } from '../../../shared/types';
import { deferred, focused, mockApi, renderWithStore, settingsFixture } from '../../../test/fixtures';
import { store } from '../../../store';
import { Widget } from '../../../widget/Widget';

interface TurnstileProps {
	siteKey: string;
	onSuccess?: ( token: string ) => void;
	onError?: ( code: string ) => void;
	onExpire?: ( token: string ) => void;
}

/** The latest props the stand-in Turnstile got, and how many times one mounted. */
const turnstile = vi.hoisted( () => ( { props: null as TurnstileProps | null, mounts: 0 } ) );

vi.mock( '@marsidev/react-turnstile', async () => {
	const { useEffect } = await import( 'react' );
	return {
		Turnstile( props: TurnstileProps ) {
			turnstile.props = props;
			useEffect( () => {
				turnstile.mounts++;
			}, [] );
			return <div data-testid="turnstile" data-sitekey={ props.siteKey } />;
		},
	};
} );

vi.mock( 'sweetalert2', () => ( { default: { fire: vi.fn( () => Promise.resolve() ) } } ) );

const VISITOR: BootData[ 'user' ] = { id: 0, can_upload: false };
const UPLOADER: BootData[ 'user' ] = { id: 3, can_upload: true };

function messagingSettings( change: ( s: PublicSettings ) => void = () => {} ) {
	return settingsFixture( ( s ) => {
		s.placement.order = [ 'message', 'explore', 'integrate_ai' ];
		change( s );
	} );
}

async function renderMessaging( { settings = messagingSettings(), preview = false, user = VISITOR } = {} ) {
	const view = renderWithStore( <Widget settings={ settings } open preview={ preview } user={ user } /> );
	await screen.findByPlaceholderText( 'Full Name' );
	return view;
}

const nameInput = () => screen.getByRole( 'textbox', { name: 'Full Name' } ) as HTMLInputElement;
const emailInput = () => screen.getByRole( 'textbox', { name: 'Email' } ) as HTMLInputElement;
const messageInput = () => screen.getByRole( 'textbox', { name: 'Message' } ) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole( 'button', { name: /^(Send|Sending\.\.\.)$/ } ) as HTMLButtonElement;
const flags = () => [ nameInput(), emailInput(), messageInput() ].map( ( input ) => input.getAttribute( 'aria-invalid' ) );

function fill( name: string, email: string, message: string ) {
	fireEvent.change( nameInput(), { target: { value: name } } );
	fireEvent.change( emailInput(), { target: { value: email } } );
	fireEvent.change( messageInput(), { target: { value: message } } );
}

/** Lets the fake API's promise chain and the store's updates settle. */
const settle = () =>
	act( async () => {
		for ( let i = 0; i < 20; i++ ) {
			await Promise.resolve();
		}
	} );

beforeEach( () => {
	turnstile.props = null;
	turnstile.mounts = 0;
} );

afterEach( () => {
	vi.useRealTimers();
	delete ( window as unknown as { wp?: unknown } ).wp;
} );

describe( 'the contact form', () => {
	it( 'has Full Name, Email and a 3-row Message, labelled, with those placeholders, flags off', async () => {
		await renderMessaging();
		expect( nameInput().placeholder ).toBe( 'Full Name' );
		expect( emailInput().placeholder ).toBe( 'Email' );
		expect( emailInput().type ).toBe( 'email' );
		expect( messageInput().tagName ).toBe( 'TEXTAREA' );
		expect( messageInput().rows ).toBe( 3 );
		expect( messageInput().placeholder ).toBe( 'Message' );
		expect( flags() ).toEqual( [ 'false', 'false', 'false' ] );
		expect( sendButton().textContent ).toBe( 'Send' );
		expect( sendButton().disabled ).toBe( false );
	} );

	it( 'on change, flags the email by its pattern and name and message by emptiness', async () => {
		await renderMessaging();
		await userEvent.type( emailInput(), 'ada' );
		expect( flags() ).toEqual( [ 'false', 'true', 'false' ] );
		await userEvent.type( emailInput(), '@example.com' );
		expect( flags() ).toEqual( [ 'false', 'false', 'false' ] );
		await userEvent.type( nameInput(), 'A' );
		await userEvent.clear( nameInput() );
		await userEvent.type( messageInput(), 'x' );
		await userEvent.clear( messageInput() );
		expect( flags() ).toEqual( [ 'true', 'false', 'true' ] );
	} );

	it( 'on submit, checks name, then email, then message, flags the first at fault and sends nothing', async () => {
		const calls = mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		await renderMessaging();
		await userEvent.click( sendButton() );
		expect( flags() ).toEqual( [ 'true', 'false', 'false' ] );
		expect( focused() ).toBe( nameInput() );

		await userEvent.type( nameInput(), 'Ada' );
		await userEvent.click( sendButton() );
		expect( flags() ).toEqual( [ 'false', 'true', 'false' ] );
		expect( focused() ).toBe( emailInput() );

		await userEvent.type( emailInput(), 'ada@example.com' );
		await userEvent.click( sendButton() );
		expect( flags() ).toEqual( [ 'false', 'false', 'true' ] );
		expect( focused() ).toBe( messageInput() );
		expect( calls ).toEqual( [] );
	} );

	it( 'marks a flagged field with a red-border class, an icon and a description, but no visible text', async () => {
		await renderMessaging();
		await userEvent.click( sendButton() );
		const field = nameInput().closest( '.field' ) as HTMLElement;
		expect( field.className ).toContain( 'is-invalid' );
		expect( field.querySelector( 'svg.field-icon[aria-hidden="true"]' ) ).not.toBeNull();
		const description = document.getElementById( nameInput().getAttribute( 'aria-describedby' ) ?? '' );
		expect( description?.textContent ).toBe( 'Please enter your name.' );
		expect( description?.className ).toBe( 'sr' );
		expect( emailInput().hasAttribute( 'aria-describedby' ) ).toBe( false );
	} );

	it( 'sends name, from, message, token, attachment, the empty honeypot and the page', async () => {
		const calls = mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		await renderMessaging();
		fill( '  Ada Lovelace ', ' ada@example.com ', 'Hello,\nI have a question.' );
		await userEvent.click( sendButton() );
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].method ).toBe( 'POST' );
		expect( calls[ 0 ].data ).toEqual( {
			name: 'Ada Lovelace',
			from: 'ada@example.com',
			message: 'Hello,\nI have a question.',
			token: '',
			attachment: '',
			website: '',
			page: window.location.href.split( '#' )[ 0 ],
		} );
	} );

	it( 'shows the attached conversation, sends only its id, and can leave it out', async () => {
		const ID = 'b'.repeat( 32 );
		const calls = mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		const view = renderWithStore( <Widget settings={ messagingSettings() } open user={ VISITOR } /> );
		const { registry } = view;
		await act( async () => {
			registry.dispatch( store ).restoreChat( [
				{ text: 'How do I change colours?', image: '', isMe: true, readMore: [] },
				{ text: 'Open Settings.', image: '', isMe: false, readMore: [ { title: 'Colours', permalink: 'https://example.org/c/' } ], conversation: ID, turn: 1 },
			] );
			registry.dispatch( store ).setHandoff( true );
		} );
		const attached = await screen.findByRole( 'region', { name: 'Your conversation with the assistant' } );
		expect( within( attached ).getByText( 'How do I change colours?' ) ).toBeTruthy();
		expect( within( attached ).getByText( 'Open Settings.' ) ).toBeTruthy();
		expect( within( attached ).getByRole( 'link', { name: 'Colours' } ).getAttribute( 'href' ) ).toBe( 'https://example.org/c/' );

		fill( 'Ada', 'ada@example.com', 'Please help.' );
		await userEvent.click( sendButton() );
		await settle();
		expect( calls[ 0 ].data ).toMatchObject( { message: 'Please help.', conversation: ID } );
		expect( JSON.stringify( calls[ 0 ].data ) ).not.toContain( 'Open Settings.' );
		expect( screen.getByText( 'A person will read your message and your conversation with the assistant, and answer by email at ada@example.com.' ) ).toBeTruthy();

		// Attached again, then removed: the next message goes without it.
		await act( async () => {
			registry.dispatch( store ).resetSend();
			registry.dispatch( store ).setHandoff( true );
		} );
		await userEvent.click( await screen.findByRole( 'button', { name: 'Remove the conversation' } ) );
		expect( screen.queryByRole( 'region', { name: 'Your conversation with the assistant' } ) ).toBeNull();
		fill( 'Ada', 'ada@example.com', 'Again.' );
		await userEvent.click( sendButton() );
		await settle();
		expect( calls[ 1 ].data ).not.toHaveProperty( 'conversation' );
	} );

	it( 'takes what the page filled in (prefill replaces, identify fills what is empty) and keeps the identity after a send', async () => {
		mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		const view = await renderMessaging();
		const actions = view.registry.dispatch( store );
		fireEvent.change( nameInput(), { target: { value: 'Typed by hand' } } );
		await act( async () => {
			actions.identifyVisitor( 'Ada Lovelace', 'ada@example.com' );
			actions.prefillMessage( { message: 'Billing\n\nMy invoice is wrong.' } );
		} );
		expect( [ nameInput().value, emailInput().value, messageInput().value ] ).toEqual( [ 'Typed by hand', 'ada@example.com', 'Billing\n\nMy invoice is wrong.' ] );
		await act( async () => {
			actions.prefillMessage( { name: 'Grace' } );
		} );
		expect( nameInput().value ).toBe( 'Grace' );
		// Emptied by the visitor, a field stays empty.
		fireEvent.change( emailInput(), { target: { value: '' } } );
		expect( emailInput().value ).toBe( '' );
		fireEvent.change( emailInput(), { target: { value: 'grace@example.com' } } );
		await userEvent.click( sendButton() );
		await settle();
		await act( async () => {
			actions.resetSend();
		} );
		expect( [ nameInput().value, emailInput().value, messageInput().value ] ).toEqual( [ 'Ada Lovelace', 'ada@example.com', '' ] );
	} );

	it( 'reads "Sending..." and is disabled while the message is on its way', async () => {
		const answer = deferred< unknown >();
		const calls = mockApi( { '/docent/v1/messages': () => answer.promise } );
		await renderMessaging();
		fill( 'Ada', 'ada@example.com', 'Hi' );
		fireEvent.click( sendButton() );
		await settle();
		expect( sendButton().textContent ).toBe( 'Sending...' );
		expect( sendButton().disabled ).toBe( true );
		fireEvent.submit( sendButton().closest( 'form' ) as HTMLFormElement );
		await settle();
		expect( calls ).toHaveLength( 1 );
		await act( async () => answer.resolve( { success: true } ) );
		expect( await screen.findByText( 'Your message has been sent!' ) ).toBeTruthy();
	} );

	it( 'shows the success screen for 3000 ms, then the form again, cleared', async () => {
		mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		await renderMessaging();
		fill( 'Ada', 'ada@example.com', 'Hi there' );
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		sendButton().focus();
		fireEvent.click( sendButton() );
		await settle();
		// The Send button is gone: focus waits on the success screen's heading.
		expect( focused() ).toBe( screen.getByRole( 'heading', { name: 'Thanks' } ) );
		expect( screen.getAllByText( 'Your message has been sent!' ).length ).toBeGreaterThan( 0 );
		expect( screen.getAllByText( 'We will reply to you as soon as possible!' ).length ).toBeGreaterThan( 0 );
		expect( screen.queryByPlaceholderText( 'Full Name' ) ).toBeNull();

		act( () => vi.advanceTimersByTime( 2999 ) );
		expect( screen.getByRole( 'heading', { name: 'Thanks' } ) ).toBeTruthy();
		act( () => vi.advanceTimersByTime( 1 ) );
		expect( screen.queryByRole( 'heading', { name: 'Thanks' } ) ).toBeNull();
		expect( [ nameInput().value, emailInput().value, messageInput().value ] ).toEqual( [ '', '', '' ] );
		expect( flags() ).toEqual( [ 'false', 'false', 'false' ] );
		expect( focused() ).toBe( nameInput() );
	} );

	it( 'uses the success title and text from the settings; a custom text in the answer wins', async () => {
		mockApi( { '/docent/v1/messages': () => ( { success: 'We answer within a day.' } ) } );
		await renderMessaging( {
			settings: messagingSettings( ( s ) => {
				s.message.messaging_success_title = 'Merci';
				s.message.messaging_success_text = 'Sent!';
			} ),
		} );
		fill( 'Ada', 'ada@example.com', 'Hi' );
		await userEvent.click( sendButton() );
		expect( await screen.findByRole( 'heading', { name: 'Merci' } ) ).toBeTruthy();
		const screenText = ( document.querySelector( '.sent' ) as HTMLElement ).textContent;
		expect( screenText ).toMatch( /^MerciWe answer within a day\.We will reply to you as soon as possible!A person will read your message and answer by email at ada@example\.com\.$/ );
	} );

	it( 'falls back to the default texts when the settings leave them empty', async () => {
		mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		await renderMessaging( {
			settings: messagingSettings( ( s ) => {
				s.message.messaging_success_title = '';
				s.message.messaging_success_text = ' ';
			} ),
		} );
		fill( 'Ada', 'ada@example.com', 'Hi' );
		await userEvent.click( sendButton() );
		await screen.findByRole( 'heading', { name: 'Thanks' } );
		expect( ( document.querySelector( '.sent' ) as HTMLElement ).textContent ).toBe(
			'ThanksYour message has been sent!We will reply to you as soon as possible!A person will read your message and answer by email at ada@example.com.'
		);
	} );

	it( 'on failure keeps everything typed, logs the error and says what to do, politely', async () => {
		const log = vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		let fail = true;
		const calls = mockApi( {
			'/docent/v1/messages': () => {
				if ( fail ) {
					throw { code: 'docent_rate_limited', message: 'Too many messages. Please wait.', data: { status: 429, retry_after: 60 } };
				}
				return { success: true };
			},
		} );
		await renderMessaging();
		fill( 'Ada', 'ada@example.com', 'Do not lose me.' );
		await userEvent.click( sendButton() );
		await settle();
		expect( log ).toHaveBeenCalled();
		expect( [ nameInput().value, emailInput().value, messageInput().value ] ).toEqual( [ 'Ada', 'ada@example.com', 'Do not lose me.' ] );
		const status = within( document.querySelector( '.message' ) as HTMLElement ).getByRole( 'status' );
		expect( status.textContent ).toBe( 'Too many messages. Please wait.' );
		expect( sendButton().disabled ).toBe( false );
		expect( sendButton().textContent ).toBe( 'Send' );

		fail = false;
		await userEvent.click( sendButton() );
		expect( await screen.findByRole( 'heading', { name: 'Thanks' } ) ).toBeTruthy();
		expect( calls ).toHaveLength( 2 );
	} );

	it( 'flags the field the server refused and shows its reason', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		mockApi( {
			'/docent/v1/messages': () => {
				throw {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): from',
					data: { status: 400, params: { from: 'Please enter a valid email address.' }, field: 'from' },
				};
			},
		} );
		await renderMessaging();
		fill( 'Ada', 'ada@localhost.lan', 'Hi' );
		await userEvent.click( sendButton() );
		await settle();
		expect( flags() ).toEqual( [ 'false', 'true', 'false' ] );
		expect( focused() ).toBe( emailInput() );
		expect( document.querySelector( '.form-note' )?.textContent ).toBe( 'Please enter a valid email address.' );
		expect( emailInput().value ).toBe( 'ada@localhost.lan' );
	} );

	it( 'says something even when the failure has no words of its own (offline, a 500)', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		mockApi( {
			'/docent/v1/messages': () => {
				throw { code: 'fetch_error', message: 'You are probably offline.' };
			},
		} );
		await renderMessaging();
		fill( 'Ada', 'ada@example.com', 'Hi' );
		await userEvent.click( sendButton() );
		await settle();
		expect( document.querySelector( '.form-note' )?.textContent ).toBe( 'Your message could not be sent. Please try again in a moment.' );
	} );

	it( 'is a static picture in the admin preview: inputs and Send disabled', async () => {
		await renderMessaging( { preview: true, settings: messagingSettings( ( s ) => ( s.message.turnstile_site_key = '0x4AAA' ) ) } );
		expect( [ nameInput(), emailInput(), messageInput(), sendButton() ].map( ( el ) => el.disabled ) ).toEqual( [ true, true, true, true ] );
		expect( screen.queryByTestId( 'turnstile' ) ).toBeNull();
	} );
} );

describe( 'the bot check', () => {
	const withKey = ( key: string ) => messagingSettings( ( s ) => ( s.message.turnstile_site_key = key ) );

	it( 'is not rendered without a site key, or with the string "undefined"', async () => {
		await renderMessaging( { settings: withKey( '' ) } );
		expect( screen.queryByTestId( 'turnstile' ) ).toBeNull();
		expect( sendButton().disabled ).toBe( false );
	} );

	it( 'is not rendered with the key "undefined"', async () => {
		await renderMessaging( { settings: withKey( 'undefined' ) } );
		expect( screen.queryByTestId( 'turnstile' ) ).toBeNull();
		expect( turnstile.mounts ).toBe( 0 );
	} );

	it( 'renders with the site key; Send waits for its token, which goes in the payload', async () => {
		const calls = mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		await renderMessaging( { settings: withKey( '0x4AAAAAAA' ) } );
		expect( screen.getByTestId( 'turnstile' ).dataset.sitekey ).toBe( '0x4AAAAAAA' );
		expect( ( document.querySelector( '.bot-check' ) as HTMLElement ).getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( sendButton().disabled ).toBe( true );
		act( () => turnstile.props?.onSuccess?.( 'token-1' ) );
		expect( ( document.querySelector( '.bot-check' ) as HTMLElement ).getAttribute( 'aria-busy' ) ).toBe( 'false' );
		expect( sendButton().disabled ).toBe( false );
		fill( 'Ada', 'ada@example.com', 'Hi' );
		await userEvent.click( sendButton() );
		await settle();
		expect( ( calls[ 0 ].data as { token: string } ).token ).toBe( 'token-1' );
	} );

	it( 'goes away while the success screen shows and comes back fresh with the form', async () => {
		mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		await renderMessaging( { settings: withKey( '0x4AAA' ) } );
		act( () => turnstile.props?.onSuccess?.( 'token-1' ) );
		fill( 'Ada', 'ada@example.com', 'Hi' );
		vi.useFakeTimers( { toFake: [ 'setTimeout', 'clearTimeout' ] } );
		fireEvent.click( sendButton() );
		await settle();
		expect( screen.queryByTestId( 'turnstile' ) ).toBeNull();
		act( () => vi.advanceTimersByTime( 3000 ) );
		expect( screen.getByTestId( 'turnstile' ) ).toBeTruthy();
		expect( turnstile.mounts ).toBe( 2 );
		expect( sendButton().disabled ).toBe( true );
	} );

	it( 'shows "Cloudflare turnstile site key not valid." when the key is rejected; Send stays off', async () => {
		await renderMessaging( { settings: withKey( 'bad-key' ) } );
		act( () => turnstile.props?.onError?.( '110100' ) );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( 'Cloudflare turnstile site key not valid.' );
		expect( sendButton().disabled ).toBe( true );
	} );

	it( 'needs a new token once the old one expired', async () => {
		await renderMessaging( { settings: withKey( '0x4AAA' ) } );
		act( () => turnstile.props?.onSuccess?.( 'token-1' ) );
		expect( sendButton().disabled ).toBe( false );
		act( () => turnstile.props?.onExpire?.( 'token-1' ) );
		expect( sendButton().disabled ).toBe( true );
	} );

	it( 'renders a fresh check after the server refused the token, keeping the text', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		mockApi( {
			'/docent/v1/messages': () => {
				throw { code: 'docent_bot_check_failed', message: 'The bot check failed.', data: { status: 403 } };
			},
		} );
		await renderMessaging( { settings: withKey( '0x4AAA' ) } );
		act( () => turnstile.props?.onSuccess?.( 'token-1' ) );
		fill( 'Ada', 'ada@example.com', 'Hi' );
		await userEvent.click( sendButton() );
		await settle();
		expect( turnstile.mounts ).toBe( 2 );
		expect( sendButton().disabled ).toBe( true );
		expect( messageInput().value ).toBe( 'Hi' );
		expect( document.querySelector( '.form-note' )?.textContent ).toBe( 'The bot check failed.' );
	} );

	it( 'inside a shadow root, renders its container in the light DOM through a slot', async () => {
		mockApi( {} );
		const host = document.createElement( 'div' );
		document.body.append( host );
		const shadow = host.attachShadow( { mode: 'open' } );
		const mount = document.createElement( 'div' );
		shadow.append( mount );
		const { RegistryProvider } = await import( '@wordpress/data' );
		const { MemoryRouter } = await import( 'react-router-dom' );
		const { freshRegistry } = await import( '../../../test/fixtures' );
		const root = createRoot( mount );
		await act( async () =>
			root.render(
				<RegistryProvider value={ freshRegistry() as never }>
					<MemoryRouter>
						<Widget settings={ withKey( '0x4AAA' ) } open user={ VISITOR } />
					</MemoryRouter>
				</RegistryProvider>
			)
		);
		await waitFor( () => expect( host.querySelector( '[data-testid="turnstile"]' ) ).not.toBeNull() );
		const light = host.querySelector( '[data-testid="turnstile"]' )?.parentElement as HTMLElement;
		expect( light.parentElement ).toBe( host );
		const slot = shadow.querySelector( '.bot-check slot' ) as HTMLSlotElement;
		expect( slot.name ).toBe( light.slot );
		act( () => root.unmount() );
		expect( host.children ).toHaveLength( 0 );
		host.remove();
	} );
} );

describe( 'the attachment', () => {
	type Listener = () => void;
	function fakeMedia( file: Record< string, unknown > | null ) {
		const opened: Array< Record< string, unknown > > = [];
		( window as unknown as { wp: unknown } ).wp = {
			media: ( options: Record< string, unknown > ) => {
				const listeners: Record< string, Listener[] > = {};
				opened.push( options );
				return {
					on: ( event: string, listener: Listener ) => ( listeners[ event ] = [ ...( listeners[ event ] ?? [] ), listener ] ),
					state: () => ( { get: () => ( { first: () => ( file ? { toJSON: () => file } : undefined ) } ) } ),
					open: () => {
						if ( file ) {
							listeners.select?.forEach( ( l ) => l() );
						}
						listeners.close?.forEach( ( l ) => l() );
					},
				};
			},
		};
		return opened;
	}

	const pdf = { id: 41, url: 'https://example.org/wp-content/uploads/quarterly-report-2024.pdf', filename: 'quarterly-report-2024.pdf', type: 'application', mime: 'application/pdf' };

	const LIBRARY = 'Choose from the media library';
	const HINT = '(Supported formats: images (PNG, JPEG, GIF, WebP) or PDF, up to 5 MB)';

	it( 'offers every visitor a file to upload, and the media library only to users who may upload', async () => {
		fakeMedia( pdf );
		await renderMessaging( { user: VISITOR } );
		expect( screen.getByRole( 'button', { name: 'Attach a file' } ).getAttribute( 'aria-describedby' ) ).toBeTruthy();
		expect( screen.getByText( HINT ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: LIBRARY } ) ).toBeNull();
	} );

	it( 'offers no media library when it is not on the page', async () => {
		await renderMessaging( { user: UPLOADER } );
		expect( screen.getByRole( 'button', { name: 'Attach a file' } ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: LIBRARY } ) ).toBeNull();
	} );

	it( 'lets an uploader pick one document: the name cut to 15, a clear button, its id in the payload', async () => {
		const opened = fakeMedia( pdf );
		const calls = mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		await renderMessaging( { user: UPLOADER } );
		await userEvent.click( screen.getByRole( 'button', { name: LIBRARY } ) );
		expect( opened[ 0 ] ).toMatchObject( { multiple: false, library: { type: 'application' } } );
		expect( await screen.findByText( 'quarterly-repor...' ) ).toBeTruthy();
		const clear = screen.getByRole( 'button', { name: 'Remove the attachment quarterly-report-2024.pdf' } );

		await userEvent.click( clear );
		expect( screen.queryByText( 'quarterly-repor...' ) ).toBeNull();
		expect( focused() ).toBe( screen.getByRole( 'button', { name: 'Attach a file' } ) );

		await userEvent.click( screen.getByRole( 'button', { name: LIBRARY } ) );
		await screen.findByText( 'quarterly-repor...' );
		fill( 'Ada', 'ada@example.com', 'Report attached.' );
		await userEvent.click( sendButton() );
		await settle();
		expect( ( calls[ 0 ].data as { attachment: unknown } ).attachment ).toBe( 41 );
	} );

	it( 'refuses a file that is not a document with the "Upload Failed" toast, bottom-end, 3 s', async () => {
		fakeMedia( { id: 9, url: 'https://example.org/cat.png', filename: 'cat.png', type: 'image', mime: 'image/png' } );
		await renderMessaging( { user: UPLOADER } );
		await userEvent.click( screen.getByRole( 'button', { name: LIBRARY } ) );
		await waitFor( () => expect( Swal.fire ).toHaveBeenCalled() );
		expect( Swal.fire ).toHaveBeenCalledWith(
			expect.objectContaining( {
				toast: true,
				position: 'bottom-end',
				title: 'Upload Failed',
				text: 'The attachment type is not matched.',
				timer: 3000,
			} )
		);
		expect( screen.queryByText( 'cat.png' ) ).toBeNull();
		expect( screen.getByRole( 'button', { name: 'Attach a file' } ) ).toBeTruthy();
	} );
} );

describe( 'uploading a file', () => {
	const PNG = [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13 ];
	const png = ( name = 'screenshot.png', size = PNG.length ) => new File( [ new Uint8Array( PNG ), new Uint8Array( size - PNG.length ) ], name, { type: 'image/png' } );
	const fileInput = () => document.querySelector( 'input[type="file"]' ) as HTMLInputElement;
	const choose = async ( file: File ) => {
		await act( async () => {
			fireEvent.change( fileInput(), { target: { files: [ file ] } } );
		} );
		await settle();
	};
	const uploaded = { token: 'a'.repeat( 32 ), file_name: 'screenshot.png', mime_type: 'image/png', size: 12, expires_in: 3600 };

	it( 'uploads an anonymous visitor’s image at once and sends its token with the message', async () => {
		const calls = mockApi( {
			'/docent/v1/attachments': () => uploaded,
			'/docent/v1/messages': () => ( { success: true } ),
		} );
		await renderMessaging( { user: VISITOR } );
		expect( fileInput().accept ).toContain( 'image/webp' );
		await choose( png() );
		expect( calls[ 0 ].path.split( '?' )[ 0 ] ).toBe( '/docent/v1/attachments' );
		const body = calls[ 0 ].body as FormData;
		expect( ( body.get( 'file' ) as File ).name ).toBe( 'screenshot.png' );
		expect( body.get( 'token' ) ).toBe( '' );
		expect( await screen.findByText( 'screenshot.png' ) ).toBeTruthy();
		expect( screen.getByRole( 'button', { name: 'Remove the attachment screenshot.png' } ) ).toBeTruthy();

		fill( 'Ada', 'ada@example.com', 'See the picture.' );
		await userEvent.click( sendButton() );
		await settle();
		expect( calls[ 1 ].data ).toMatchObject( { attachment: '', attachment_token: 'a'.repeat( 32 ) } );
	} );

	it( 'refuses a file over 5 MB and a file whose content is not an image or PDF before uploading', async () => {
		const calls = mockApi( { '/docent/v1/attachments': () => uploaded } );
		await renderMessaging( { user: VISITOR } );
		await choose( png( 'huge.png', ( 5 * 1024 * 1024 ) + 1 ) );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( 'The file is too big. Files may be at most 5 MB.' );
		expect( screen.getByRole( 'button', { name: 'Attach a file' } ).getAttribute( 'aria-describedby' ) ).toContain( screen.getByRole( 'alert' ).id );

		await choose( new File( [ '<?php echo 1;' ], 'shell.png', { type: 'image/png' } ) );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( 'This file type cannot be attached. Please choose an image (PNG, JPEG, GIF or WebP) or a PDF.' );
		expect( calls ).toEqual( [] );
	} );

	it( 'shows the server’s refusal and lets the visitor choose again', async () => {
		mockApi( {
			'/docent/v1/attachments': () => {
				throw { code: 'docent_attachment_too_large', message: 'The file is too big. Files may be at most 2 MB.', data: { status: 413, field: 'file' } };
			},
		} );
		await renderMessaging( { user: VISITOR } );
		await choose( png() );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( 'The file is too big. Files may be at most 2 MB.' );
		expect( screen.queryByText( 'screenshot.png' ) ).toBeNull();
		expect( screen.getByRole( 'button', { name: 'Attach a file' } ) ).toBeTruthy();
	} );

	it( 'waits for the bot check, spends its token on the upload, and the send gets a fresh one', async () => {
		const calls = mockApi( { '/docent/v1/attachments': () => uploaded } );
		await renderMessaging( { user: VISITOR, settings: messagingSettings( ( s ) => ( s.message.turnstile_site_key = '0x4AAA' ) ) } );
		await choose( png() );
		expect( calls ).toEqual( [] );
		expect( screen.getByText( 'The file is sent once the bot check below is done.' ) ).toBeTruthy();
		await act( async () => turnstile.props?.onSuccess?.( 'token-1' ) );
		await settle();
		expect( ( calls[ 0 ].body as FormData ).get( 'token' ) ).toBe( 'token-1' );
		await screen.findByText( 'screenshot.png' );
		expect( turnstile.mounts ).toBe( 2 );
		expect( sendButton().disabled ).toBe( true );
	} );

	it( 'holds Send while the file is on its way', async () => {
		const answer = deferred< typeof uploaded >();
		mockApi( { '/docent/v1/attachments': () => answer.promise } );
		await renderMessaging( { user: VISITOR } );
		await choose( png() );
		expect( sendButton().disabled ).toBe( true );
		expect( screen.getByText( 'Uploading the file…' ) ).toBeTruthy();
		await act( async () => answer.resolve( uploaded ) );
		await settle();
		expect( sendButton().disabled ).toBe( false );
	} );

	it( 'drops an expired upload when the server refuses its token, so it can be attached again', async () => {
		vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		const gone = 'The attached file has expired or was already sent. Please attach it again.';
		mockApi( {
			'/docent/v1/attachments': () => uploaded,
			'/docent/v1/messages': () => {
				throw { code: 'docent_attachment_gone', message: gone, data: { status: 400, field: 'attachment_token', params: { attachment_token: gone } } };
			},
		} );
		await renderMessaging( { user: VISITOR } );
		await choose( png() );
		fill( 'Ada', 'ada@example.com', 'Hi' );
		await userEvent.click( sendButton() );
		await settle();
		expect( document.querySelector( '.form-status .form-note' )?.textContent ).toBe( gone );
		expect( screen.queryByText( 'screenshot.png' ) ).toBeNull();
		expect( screen.getByRole( 'button', { name: 'Attach a file' } ) ).toBeTruthy();
	} );
} );
