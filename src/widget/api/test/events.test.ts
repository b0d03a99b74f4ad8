/**
 * window.docent.on() / off() and the docent:{event} events on window.
 */
import { emit, off, on } from '../events';

afterEach( () => vi.restoreAllMocks() );

describe( 'the API events', () => {
	it( 'calls each handler with the detail, on window too, until it is taken off', () => {
		const seen: unknown[] = [];
		const handler = ( detail: unknown ) => seen.push( detail );
		const onWindow = ( event: Event ) => seen.push( [ 'window', ( event as CustomEvent ).detail ] );
		window.addEventListener( 'docent:search', onWindow );
		on( 'search', handler );
		emit( 'search', { query: 'install' } );
		emit( 'close', {} );
		off( 'search', handler );
		emit( 'search', { query: 'again' } );
		window.removeEventListener( 'docent:search', onWindow );
		expect( seen ).toEqual( [ { query: 'install' }, [ 'window', { query: 'install' } ], [ 'window', { query: 'again' } ] ] );
	} );

	it( 'runs every handler even when one throws, and reports it', () => {
		const error = vi.spyOn( console, 'error' ).mockImplementation( () => {} );
		const seen: string[] = [];
		const broken = () => {
			throw new Error( 'theme bug' );
		};
		const fine = () => seen.push( 'fine' );
		on( 'message-sent', broken );
		on( 'message-sent', fine );
		emit( 'message-sent', {} );
		off( 'message-sent', broken );
		off( 'message-sent', fine );
		expect( seen ).toEqual( [ 'fine' ] );
		expect( error ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'warns about an event it does not have, or a handler that is not a function', () => {
		const warn = vi.spyOn( console, 'warn' ).mockImplementation( () => {} );
		on( 'opened', () => {} );
		on( 'open', 'not a function' );
		expect( warn ).toHaveBeenCalledTimes( 2 );
		expect( () => emit( 'open', {} ) ).not.toThrow();
	} );
} );
