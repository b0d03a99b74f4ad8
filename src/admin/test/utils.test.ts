import { parseColor, toHex, toRgbaText } from '../utils/color';
import { diff, merge, setPath } from '../utils/diff';

describe( 'diff', () => {
	it( 'keeps only changed leaves, and lists whole', () => {
		const before = { a: { b: 1, c: 2 }, list: [ { id: 1 } ], flag: true };
		const after = { a: { b: 1, c: 3 }, list: [ { id: 1 }, { id: 2 } ], flag: true };
		expect( diff( before, after ) ).toEqual( { a: { c: 3 }, list: [ { id: 1 }, { id: 2 } ] } );
	} );

	it( 'is undefined when nothing changed, whatever the key order', () => {
		expect( diff( { a: { r: 1, g: 2 } }, { a: { g: 2, r: 1 } } ) ).toBeUndefined();
	} );

	it( 'never sends read-only "_set" flags', () => {
		expect( diff( { api_key_set: false }, { api_key_set: true } ) ).toBeUndefined();
	} );
} );

describe( 'merge and setPath', () => {
	it( 'merges objects and replaces lists', () => {
		expect( merge( { a: { b: 1, c: 2 }, list: [ 1, 2 ] }, { a: { c: 5 }, list: [ 3 ] } ) ).toEqual( {
			a: { b: 1, c: 5 },
			list: [ 3 ],
		} );
	} );

	it( 'sets a dotted path without touching the original', () => {
		const original = { message: { a: 1 } };
		expect( setPath( original, 'message.secret', '' ) ).toEqual( { message: { a: 1, secret: '' } } );
		expect( original ).toEqual( { message: { a: 1 } } );
	} );
} );

describe( 'colours', () => {
	it.each( [
		[ 'rgba(200, 10, 20, 0.5)', { r: 200, g: 10, b: 20, a: 0.5 } ],
		[ 'rgb(1,2,3)', { r: 1, g: 2, b: 3, a: 1 } ],
		[ 'rgba(1, 2, 3, 50%)', { r: 1, g: 2, b: 3, a: 0.5 } ],
		[ '#1E3A8A', { r: 30, g: 58, b: 138, a: 1 } ],
		[ '#fff', { r: 255, g: 255, b: 255, a: 1 } ],
		[ '#1e3a8a80', { r: 30, g: 58, b: 138, a: 0.5 } ],
	] )( 'reads %s', ( text, color ) => {
		expect( parseColor( text ) ).toEqual( color );
	} );

	it.each( [ 'red', 'rgba(300, 0, 0, 1)', 'rgba(1, 2, 3, 2)', '#12', '' ] )( 'rejects %s', ( text ) => {
		expect( parseColor( text ) ).toBeNull();
	} );

	it( 'writes the text field and picker forms', () => {
		const color = { r: 30, g: 58, b: 138, a: 0.5 };
		expect( toRgbaText( color ) ).toBe( 'rgba(30, 58, 138, 0.5)' );
		expect( toHex( color ) ).toBe( '#1e3a8a80' );
		expect( parseColor( toHex( color ) ) ).toEqual( color );
	} );
} );
