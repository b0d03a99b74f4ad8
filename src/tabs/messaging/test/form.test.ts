/**
 * The contact form's state machine on its own: SPEC §4's flags and transitions, §5's rules.
 */
import {
	botState,
	EMAIL_PATTERN,
	firstInvalid,
	formReducer,
	INITIAL_FORM,
	wantsBotCheck,
	type FormAction,
	type FormState,
} from '../form';

/** Frozen state: a reducer that mutates instead of copying throws. */
function freeze< T >( value: T ): T {
	if ( value && typeof value === 'object' ) {
		Object.values( value ).forEach( freeze );
		Object.freeze( value );
	}
	return value;
}

const run = ( ...actions: FormAction[] ): FormState => actions.reduce( ( state, action ) => formReducer( freeze( state ), action ), INITIAL_FORM );

describe( 'the email pattern (SPEC §5)', () => {
	it.each( [ 'ada@example.com', 'ada.lovelace@example.co.uk', 'a-b.c_d@mail-server.example.store', 'x@y.io', 'first.last@sub.domain.info' ] )(
		'accepts %s',
		( email ) => expect( EMAIL_PATTERN.test( email ) ).toBe( true )
	);

	it.each( [
		'',
		'ada',
		'ada@',
		'@example.com',
		'ada@example',
		'ada@example.c',
		'ada@example.abcdef',
		'ada..b@example.com',
		'.ada@example.com',
		'ada@example..com',
		'ada lovelace@example.com',
		'ada@exa mple.com',
		'ada@@example.com',
	] )( 'refuses "%s"', ( email ) => expect( EMAIL_PATTERN.test( email ) ).toBe( false ) );

	it( 'answers at once on a long hostile input (no catastrophic backtracking)', () => {
		const started = performance.now();
		EMAIL_PATTERN.test( 'a'.repeat( 5000 ) + '@' + 'b.'.repeat( 2000 ) + '!' );
		EMAIL_PATTERN.test( 'a-'.repeat( 3000 ) + '!' );
		expect( performance.now() - started ).toBeLessThan( 200 );
	} );
} );

describe( 'the form state machine', () => {
	it( 'starts empty with every error flag off', () => {
		expect( INITIAL_FORM ).toEqual( {
			name: '',
			email: '',
			body: '',
			errors: { name: false, email: false, body: false },
			attachment: null,
			token: '',
			botError: false,
			botRound: 0,
		} );
	} );

	it( 'on change, the email flag follows the pattern', () => {
		let state = run( { type: 'change', field: 'email', value: 'ada' } );
		expect( state.errors.email ).toBe( true );
		state = formReducer( freeze( state ), { type: 'change', field: 'email', value: 'ada@example.com' } );
		expect( state.errors.email ).toBe( false );
		expect( state.email ).toBe( 'ada@example.com' );
		state = formReducer( freeze( state ), { type: 'change', field: 'email', value: 'ada@example.toolong' } );
		expect( state.errors.email ).toBe( true );
		expect( state.errors.name ).toBe( false );
	} );

	it( 'on change, the name and message flags follow emptiness (blank counts as empty)', () => {
		let state = run( { type: 'change', field: 'name', value: 'Ada' }, { type: 'change', field: 'body', value: 'Hi' } );
		expect( state.errors ).toEqual( { name: false, email: false, body: false } );
		state = run( { type: 'change', field: 'name', value: '' }, { type: 'change', field: 'body', value: '  \n ' } );
		expect( state.errors ).toEqual( { name: true, email: false, body: true } );
	} );

	it( 'fills an empty field, and leaves one that holds anything', () => {
		let state = run( { type: 'fillEmpty', field: 'name', value: 'Ada' } );
		expect( state.name ).toBe( 'Ada' );
		state = formReducer( freeze( state ), { type: 'fillEmpty', field: 'name', value: 'Grace' } );
		expect( state.name ).toBe( 'Ada' );
		state = formReducer( freeze( state ), { type: 'fillEmpty', field: 'email', value: 'nope' } );
		expect( state.errors.email ).toBe( true );
	} );

	it( 'finds the first field at fault in the order name, email, message', () => {
		expect( firstInvalid( { name: '', email: '', body: '' } ) ).toBe( 'name' );
		expect( firstInvalid( { name: 'Ada', email: 'nope', body: '' } ) ).toBe( 'email' );
		expect( firstInvalid( { name: 'Ada', email: 'ada@example.com', body: ' ' } ) ).toBe( 'body' );
		expect( firstInvalid( { name: 'Ada', email: ' ada@example.com ', body: 'Hello' } ) ).toBeNull();
	} );

	it( 'flags a field on demand (submit, or the server naming it) and keeps what was typed', () => {
		const state = run( { type: 'change', field: 'email', value: 'ada@example.com' }, { type: 'flag', field: 'email' } );
		expect( state.errors.email ).toBe( true );
		expect( state.email ).toBe( 'ada@example.com' );
	} );

	it( 'attaches and clears one file', () => {
		const file = { id: 7, url: 'https://example.org/a.pdf', filename: 'a.pdf' };
		let state = run( { type: 'attach', file } );
		expect( state.attachment ).toEqual( file );
		state = formReducer( freeze( state ), { type: 'detach' } );
		expect( state.attachment ).toBeNull();
	} );

	it( 'takes the bot check token, loses it when it expires, and renews the check on demand', () => {
		let state = run( { type: 'token', token: 't1' } );
		expect( state.token ).toBe( 't1' );
		state = formReducer( freeze( state ), { type: 'botExpired' } );
		expect( state.token ).toBe( '' );
		state = formReducer( freeze( state ), { type: 'token', token: 't2' } );
		state = formReducer( freeze( state ), { type: 'botRenew' } );
		expect( state ).toMatchObject( { token: '', botError: false, botRound: 1 } );
	} );

	it( 'clears everything after a send, and asks for a fresh bot check', () => {
		const state = run(
			{ type: 'change', field: 'name', value: 'Ada' },
			{ type: 'change', field: 'email', value: 'x' },
			{ type: 'attach', file: { id: 1, url: '', filename: 'f.pdf' } },
			{ type: 'token', token: 't' },
			{ type: 'clear' }
		);
		expect( state ).toEqual( { ...INITIAL_FORM, botRound: 1 } );
	} );
} );

describe( 'the bot check rules (SPEC §4)', () => {
	it( 'renders only in the live widget, with a real site key, before the form is sent', () => {
		expect( wantsBotCheck( { preview: false, siteKey: '0x4AAA', sent: false } ) ).toBe( true );
		expect( wantsBotCheck( { preview: true, siteKey: '0x4AAA', sent: false } ) ).toBe( false );
		expect( wantsBotCheck( { preview: false, siteKey: '', sent: false } ) ).toBe( false );
		expect( wantsBotCheck( { preview: false, siteKey: '  ', sent: false } ) ).toBe( false );
		expect( wantsBotCheck( { preview: false, siteKey: 'undefined', sent: false } ) ).toBe( false );
		expect( wantsBotCheck( { preview: false, siteKey: '0x4AAA', sent: true } ) ).toBe( false );
	} );

	it( 'is loading until it returns a token, live with one, and in error when the key is rejected', () => {
		expect( botState( INITIAL_FORM, false ) ).toBe( 'off' );
		expect( botState( INITIAL_FORM, true ) ).toBe( 'loading' );
		const live = run( { type: 'token', token: 't' } );
		expect( botState( live, true ) ).toBe( 'live' );
		expect( botState( formReducer( live, { type: 'botError' } ), true ) ).toBe( 'error' );
		expect( botState( formReducer( live, { type: 'botExpired' } ), true ) ).toBe( 'loading' );
	} );
} );
