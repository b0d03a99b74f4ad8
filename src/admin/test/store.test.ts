/**
 * The 'docent/admin' store against a fresh registry per test, with apiFetch answered by a fake docent/v1.
 */
import reducer, { initialState } from '../store/reducer';
import { store } from '../store';
import type { AdminSettings } from '../types';
import { adminSettings, deferred, freshRegistry, mockApi, restError } from './fixtures';

const ROUTE = '/docent/v1/settings';

function deepFreeze< T >( value: T ): T {
	if ( value && typeof value === 'object' ) {
		Object.values( value ).forEach( deepFreeze );
		Object.freeze( value );
	}
	return value;
}

describe( 'docent/admin store', () => {
	it( 'loads the settings from GET /docent/v1/settings on first ask, once', async () => {
		const calls = mockApi( { [ ROUTE ]: () => adminSettings( ( s ) => ( s.explore.explore_title = 'Browse' ) ) } );
		const registry = freshRegistry( null );
		const settings = ( await registry.resolveSelect( store ).getSettings() ) as AdminSettings;
		expect( settings.explore.explore_title ).toBe( 'Browse' );
		await registry.resolveSelect( store ).getSettings();
		expect( calls.filter( ( call ) => call.path.startsWith( ROUTE ) ) ).toHaveLength( 1 );
	} );

	it( 'reports a load failure with the server’s message', async () => {
		mockApi( {
			[ ROUTE ]: () => {
				throw { code: 'rest_forbidden', message: 'Sorry, you are not allowed to manage Docent settings.', data: { status: 403 } };
			},
		} );
		const registry = freshRegistry( null );
		await registry.resolveSelect( store ).getSettings();
		expect( registry.select( store ).getLoadError() ).toBe( 'Sorry, you are not allowed to manage Docent settings.' );
	} );

	it( 'sends only what changed, secrets only when replaced or cleared', () => {
		const registry = freshRegistry();
		expect( registry.select( store ).getChanges() ).toBeNull();
		registry.dispatch( store ).edit( { preference: { color_settings: { preview_colors: { bubbleBg: { r: 1, g: 2, b: 3, a: 0.5 } } } } } );
		registry.dispatch( store ).edit( { placement: { order: [ 'message', 'explore', 'integrate_ai' ] } } );
		registry.dispatch( store ).edit( { integrate_ai: { api_key_set: true } } );
		registry.dispatch( store ).setSecret( 'message.turnstile_secret_key', '' );
		expect( registry.select( store ).getChanges() ).toEqual( {
			placement: { order: [ 'message', 'explore', 'integrate_ai' ] },
			preference: { color_settings: { preview_colors: { bubbleBg: { r: 1, g: 2, b: 3, a: 0.5 } } } },
			message: { turnstile_secret_key: '' },
		} );
		expect( registry.select( store ).hasGroupChanges( 'message' ) ).toBe( true );
		expect( registry.select( store ).hasGroupChanges( 'explore' ) ).toBe( false );
	} );

	it( 'saves: the answer becomes the saved copy and a success notice shows', async () => {
		const answer = adminSettings( ( s ) => {
			s.integrate_ai.integrate_ai_title = 'Ask us';
			s.integrate_ai.api_key_set = true;
		} );
		const calls = mockApi( { [ ROUTE ]: () => answer } );
		const registry = freshRegistry();
		registry.dispatch( store ).edit( { integrate_ai: { integrate_ai_title: 'Ask us' } } );
		registry.dispatch( store ).setSecret( 'integrate_ai.api_key', 'sk-new' );
		await expect( registry.dispatch( store ).save() ).resolves.toBe( true );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ] ).toMatchObject( { method: 'POST', data: { integrate_ai: { integrate_ai_title: 'Ask us', api_key: 'sk-new' } } } );
		expect( calls[ 0 ].path.split( '?' )[ 0 ] ).toBe( ROUTE );
		expect( registry.select( store ).getSavedSettings() ).toEqual( answer );
		expect( registry.select( store ).hasChanges() ).toBe( false );
		expect( registry.select( store ).getPendingSecret( 'integrate_ai.api_key' ) ).toBeUndefined();
		expect( registry.select( store ).getNotice() ).toMatchObject( { status: 'success', message: 'Settings saved.' } );
	} );

	it( 'a 400 saves nothing, keeps the edits, and quotes the server (which names the field)', async () => {
		mockApi( {
			[ ROUTE ]: () => {
				throw {
					code: 'rest_invalid_param',
					message: 'preference.hide_pages[0].id is not an existing page.',
					data: { status: 400, param: 'preference.hide_pages[0].id' },
				};
			},
		} );
		const registry = freshRegistry();
		registry.dispatch( store ).edit( { preference: { hide_pages: [ { id: 999 } ] } } );
		await expect( registry.dispatch( store ).save() ).resolves.toBe( false );
		expect( registry.select( store ).isSaving() ).toBe( false );
		expect( registry.select( store ).hasChanges() ).toBe( true );
		expect( registry.select( store ).getNotice() ).toMatchObject( {
			status: 'error',
			message: 'Settings not saved. preference.hide_pages[0].id is not an existing page.',
		} );
	} );

	it( 'keeps edits made while a save is on its way', async () => {
		const answer = deferred< AdminSettings >();
		mockApi( { [ ROUTE ]: () => answer.promise } );
		const registry = freshRegistry();
		registry.dispatch( store ).edit( { explore: { explore_title: 'Browse' } } );
		const saving = registry.dispatch( store ).save();
		expect( registry.select( store ).isSaving() ).toBe( true );
		registry.dispatch( store ).edit( { message: { message_title: 'Write' } } );
		answer.resolve( adminSettings( ( s ) => ( s.explore.explore_title = 'Browse' ) ) );
		await saving;
		expect( registry.select( store ).getChanges() ).toEqual( { message: { message_title: 'Write' } } );
	} );

	it( 'does not post when nothing changed', async () => {
		const calls = mockApi( {} );
		const registry = freshRegistry();
		await expect( registry.dispatch( store ).save() ).resolves.toBe( false );
		expect( calls ).toEqual( [] );
	} );

	it( 'discards edits and pending secrets', () => {
		const registry = freshRegistry();
		registry.dispatch( store ).edit( { assist_enable: 'off' } );
		registry.dispatch( store ).setSecret( 'integrate_ai.api_key', 'x' );
		registry.dispatch( store ).discard();
		expect( registry.select( store ).hasChanges() ).toBe( false );
	} );

	it( 'reports a network failure in words', async () => {
		mockApi( { [ ROUTE ]: () => Promise.reject( restError( 500 ) ) } );
		const registry = freshRegistry();
		registry.dispatch( store ).edit( { assist_enable: 'off' } );
		await registry.dispatch( store ).save();
		expect( ( registry.select( store ).getNotice() as { message: string } ).message ).toBe( 'Settings not saved. rest_error' );
	} );
} );

describe( 'docent/admin reducer', () => {
	it( 'never mutates the state it is given', () => {
		const loaded = deepFreeze( reducer( initialState, { type: 'RECEIVE_SETTINGS', settings: adminSettings() } ) );
		const edited = reducer( loaded, { type: 'EDIT', patch: { preference: { hide_pages: [ { id: 4 } ] } } } );
		expect( edited.draft?.preference.hide_pages ).toEqual( [ { id: 4 } ] );
		expect( loaded.draft?.preference.hide_pages ).toEqual( [] );
		const withSecret = deepFreeze( reducer( edited, { type: 'SET_SECRET', key: 'integrate_ai.api_key', value: 'k' } ) );
		expect( reducer( withSecret, { type: 'SET_SECRET', key: 'integrate_ai.api_key', value: undefined } ).secrets ).toEqual( {} );
	} );

	it( 'keeps a secret typed again during a save pending', () => {
		const state = deepFreeze( {
			...reducer( initialState, { type: 'RECEIVE_SETTINGS', settings: adminSettings() } ),
			secrets: { 'integrate_ai.api_key': 'second' },
		} );
		const next = reducer( state, { type: 'FINISH_SAVE', settings: adminSettings(), sent: { 'integrate_ai.api_key': 'first' } } );
		expect( next.secrets ).toEqual( { 'integrate_ai.api_key': 'second' } );
	} );
} );
