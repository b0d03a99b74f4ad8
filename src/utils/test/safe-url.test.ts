import { safeUrl } from '../safe-url';

describe( 'safeUrl()', () => {
	it( 'keeps http(s) and resolves relative URLs', () => {
		expect( safeUrl( 'https://example.org/a' ) ).toBe( 'https://example.org/a' );
		expect( safeUrl( '/docs/x/' ) ).toBe( `${ window.location.origin }/docs/x/` );
	} );

	it( 'refuses script and data URLs and empty values', () => {
		expect( safeUrl( 'javascript:alert(1)' ) ).toBeUndefined();
		expect( safeUrl( ' JaVaScRiPt:alert(1)' ) ).toBeUndefined();
		expect( safeUrl( 'data:text/html,<b>' ) ).toBeUndefined();
		expect( safeUrl( '' ) ).toBeUndefined();
	} );
} );
