import { rgba } from '../colors';

describe( 'colour settings as CSS', () => {
	it( 'writes rgba() text', () => {
		expect( rgba( { r: 1, g: 2, b: 3, a: 0.5 } ) ).toBe( 'rgba(1,2,3,0.5)' );
	} );
} );
