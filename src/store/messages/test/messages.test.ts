/**
 * The Messaging slice: `sendMessage` against a fake POST /docent/v1/messages, and the reducer.
 */
import { store } from '../..';
import { toSendError } from '../api';
import { MESSAGES_INITIAL, messages } from '../reducer';
import type { MessagePayload } from '../types';
import { deferred, freshRegistry, mockApi, restError } from '../../../test/fixtures';

const payload: MessagePayload = {
	name: 'Ada Lovelace',
	from: 'ada@example.com',
	message: 'Hello\nthere',
	token: 'tok',
	attachment: '',
	website: '',
	page: 'https://example.org/help/',
};

function freeze< T >( value: T ): T {
	if ( value && typeof value === 'object' ) {
		Object.values( value ).forEach( freeze );
		Object.freeze( value );
	}
	return value;
}

describe( 'the messages reducer', () => {
	it( 'goes idle → sending → sent, and back to idle', () => {
		let state = messages( undefined, { type: '@@INIT' } as never );
		expect( state ).toEqual( { status: 'idle', success: null, error: null } );
		state = messages( freeze( state ), { type: 'START_SEND' } );
		expect( state.status ).toBe( 'sending' );
		state = messages( freeze( state ), { type: 'FINISH_SEND', success: 'Cheers!' } );
		expect( state ).toEqual( { status: 'sent', success: 'Cheers!', error: null } );
		state = messages( freeze( state ), { type: 'RESET_SEND' } );
		expect( state ).toBe( MESSAGES_INITIAL );
	} );

	it( 'records a failure, and forgets it when the next send starts', () => {
		const error = { code: 'docent_rate_limited', status: 429, message: 'Wait.' };
		let state = messages( freeze( MESSAGES_INITIAL ), { type: 'FAIL_SEND', error } );
		expect( state ).toEqual( { status: 'failed', success: null, error } );
		state = messages( freeze( state ), { type: 'START_SEND' } );
		expect( state ).toEqual( { status: 'sending', success: null, error: null } );
	} );
} );

describe( 'sendMessage', () => {
	it( 'POSTs the payload to /docent/v1/messages and records the success', async () => {
		const calls = mockApi( { '/docent/v1/messages': () => ( { success: true } ) } );
		const registry = freshRegistry();
		const sent = await registry.dispatch( store ).sendMessage( payload );
		expect( sent ).toBe( true );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].path.split( '?' )[ 0 ] ).toBe( '/docent/v1/messages' );
		expect( calls[ 0 ].method ).toBe( 'POST' );
		expect( calls[ 0 ].data ).toEqual( payload );
		expect( registry.select( store ).getSendState() ).toEqual( { status: 'sent', success: null, error: null } );
	} );

	it( 'keeps the custom thank-you text the server answers with', async () => {
		mockApi( { '/docent/v1/messages': () => ( { success: 'We read everything within a day.' } ) } );
		const registry = freshRegistry();
		await registry.dispatch( store ).sendMessage( payload );
		expect( registry.select( store ).getSendState().success ).toBe( 'We read everything within a day.' );
	} );

	it( 'is "sending" while the request is on its way, and ignores a second send meanwhile', async () => {
		const answer = deferred< unknown >();
		const calls = mockApi( { '/docent/v1/messages': () => answer.promise } );
		const registry = freshRegistry();
		const first = registry.dispatch( store ).sendMessage( payload );
		expect( registry.select( store ).getSendState().status ).toBe( 'sending' );
		expect( await registry.dispatch( store ).sendMessage( payload ) ).toBe( false );
		answer.resolve( { success: true } );
		expect( await first ).toBe( true );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'logs a failure and records what the visitor can act on', async () => {
		const log = vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		mockApi( {
			'/docent/v1/messages': () => {
				throw {
					code: 'docent_rate_limited',
					message: 'Too many messages from your address.',
					data: { status: 429, retry_after: 540 },
				};
			},
		} );
		const registry = freshRegistry();
		expect( await registry.dispatch( store ).sendMessage( payload ) ).toBe( false );
		expect( log ).toHaveBeenCalledTimes( 1 );
		expect( registry.select( store ).getSendState() ).toEqual( {
			status: 'failed',
			success: null,
			error: { code: 'docent_rate_limited', status: 429, message: 'Too many messages from your address.', retryAfter: 540 },
		} );
	} );
} );

describe( 'toSendError', () => {
	it( 'names the first field at fault of a 400 with the server’s words for it', () => {
		const error = {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): from',
			data: { status: 400, params: { from: 'Please enter a valid email address.' }, field: 'from' },
		};
		expect( toSendError( error ) ).toEqual( {
			code: 'rest_invalid_param',
			status: 400,
			message: 'Please enter a valid email address.',
			field: 'from',
		} );
	} );

	it( 'keeps Docent’s own messages (written for visitors) and drops anything else', () => {
		expect( toSendError( { code: 'docent_bot_check_failed', message: 'The bot check failed.', data: { status: 403 } } ).message ).toBe(
			'The bot check failed.'
		);
		expect( toSendError( restError( 500, 'internal_server_error' ) ) ).toEqual( { code: 'internal_server_error', status: 500, message: '' } );
		expect( toSendError( { code: 'fetch_error', message: 'You are probably offline.' } ) ).toEqual( {
			code: 'fetch_error',
			status: 0,
			message: '',
		} );
		expect( toSendError( new TypeError( 'Failed to fetch' ) ) ).toEqual( { code: 'network', status: 0, message: '' } );
		expect( toSendError( { code: 'rest_invalid_param', data: { status: 400, field: 'website; drop', params: {} } } ).field ).toBeUndefined();
	} );
} );
