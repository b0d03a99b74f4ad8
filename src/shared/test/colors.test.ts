import { colorVars, rgba } from '../colors';

describe( 'colour settings as CSS', () => {
	it( 'writes rgba() text', () => {
		expect( rgba( { r: 1, g: 2, b: 3, a: 0.5 } ) ).toBe( 'rgba(1,2,3,0.5)' );
	} );

	it( 'turns every colour into a --docent-* custom property', () => {
		expect(
			colorVars( {
				bubbleBg: { r: 30, g: 58, b: 138, a: 1 },
				bubbleIcon: { r: 255, g: 255, b: 255, a: 1 },
			} )
		).toBe( '--docent-bubbleBg:rgba(30,58,138,1);--docent-bubbleIcon:rgba(255,255,255,1);' );
	} );
} );
