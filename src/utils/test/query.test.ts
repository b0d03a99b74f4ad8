import { normalizeQuery } from '../query';

describe( 'normalizeQuery()', () => {
	it( 'gives the same cache key to the same search typed differently', () => {
		expect( normalizeQuery( '  Install   Docent ' ) ).toBe( 'install docent' );
		expect( normalizeQuery( '   ' ) ).toBe( '' );
	} );
} );
