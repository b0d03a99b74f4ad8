import { statusOf } from '../http-status';

describe( 'statusOf()', () => {
	it( 'reads the status of a WP_Error body and of a raw Response', () => {
		expect( statusOf( { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } } ) ).toBe( 404 );
		expect( statusOf( new Response( null, { status: 429 } ) ) ).toBe( 429 );
	} );

	it( 'gives 0 when no answer came', () => {
		expect( statusOf( new TypeError( 'Failed to fetch' ) ) ).toBe( 0 );
		expect( statusOf( { code: 'fetch_error', message: 'You are probably offline.' } ) ).toBe( 0 );
		expect( statusOf( null ) ).toBe( 0 );
	} );
} );
