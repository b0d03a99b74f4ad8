/**
 * findDoc: the doc at an address, from what the store holds or GET /docent/v1/docs/lookup.
 */
import { store } from '../..';
import { docFixture, freshRegistry, mockApi, restError, summary } from '../../../test/fixtures';

const origin = () => window.location.origin;

describe( 'finding a doc by its address', () => {
	it( 'answers from the Explore list without asking, however the address is written', async () => {
		const item = { ...summary( 5 ), link: `${ origin() }/docs/start/install/` };
		const calls = mockApi( { '/docent/v1/explore': () => [ item ] } );
		const registry = freshRegistry();
		await registry.resolveSelect( store ).getList( '' );
		const find = registry.dispatch( store ).findDoc;
		expect( await find( '/docs/start/install/' ) ).toBe( 5 );
		expect( await find( `${ origin() }/docs/start/install#step-2` ) ).toBe( 5 );
		expect( calls.map( ( call ) => call.path.split( '?' )[ 0 ] ) ).toEqual( [ '/docent/v1/explore' ] );
	} );

	it( 'asks the lookup route for the path and query, keeps the doc, and opening it asks nothing more', async () => {
		const calls = mockApi( { '/docent/v1/docs/lookup': () => docFixture( 8, 'Eight' ) } );
		const registry = freshRegistry();
		expect( await registry.dispatch( store ).findDoc( `${ origin() }/?p=8#top` ) ).toBe( 8 );
		expect( calls ).toHaveLength( 1 );
		expect( new URL( calls[ 0 ].path, 'http://x' ).searchParams.get( 'url' ) ).toBe( '/?p=8' );
		const doc = await registry.resolveSelect( store ).getDoc( 8 );
		expect( doc?.doc?.title ).toBe( 'Eight' );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'finds nothing at another site, or where the route finds no published doc', async () => {
		const calls = mockApi( {
			'/docent/v1/docs/lookup': () => {
				throw restError( 404, 'docent_doc_not_found' );
			},
		} );
		const registry = freshRegistry();
		expect( await registry.dispatch( store ).findDoc( 'https://elsewhere.example/docs/x/' ) ).toBeNull();
		expect( calls ).toHaveLength( 0 );
		expect( await registry.dispatch( store ).findDoc( '/docs/draft/' ) ).toBeNull();
		expect( calls ).toHaveLength( 1 );
	} );
} );
