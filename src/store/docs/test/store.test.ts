/**
 * The store against a fresh registry per test, with apiFetch answered by a fake docent/v1.
 */
import { SEARCH_CACHE_SIZE } from '../api';
import { store } from '../..';
import { deferred, docFixture, freshRegistry, mockApi, restError, summary } from '../../../test/fixtures';

const until = async ( check: () => boolean ) => {
	for ( let i = 0; i < 100 && ! check(); i++ ) {
		await new Promise( ( r ) => setTimeout( r, 5 ) );
	}
	expect( check() ).toBe( true );
};

describe( 'docent/widget store', () => {
	it( 'loads the Explore list from /docent/v1/explore on first ask, once', async () => {
		const calls = mockApi( { '/docent/v1/explore': () => [ summary( 1 ), summary( 2 ) ] } );
		const registry = freshRegistry();
		const list = await registry.resolveSelect( store ).getList( '' );
		expect( list?.items.map( ( item ) => item.id ) ).toEqual( [ 1, 2 ] );
		await registry.resolveSelect( store ).getList( '' );
		expect( calls.filter( ( c ) => c.path.startsWith( '/docent/v1/explore' ) ) ).toHaveLength( 1 );
	} );

	it( 'searches /docent/v1/search with q, page and per_page, and reads the total header', async () => {
		const calls = mockApi( { '/docent/v1/search': () => [ summary( 4 ) ] } );
		const registry = freshRegistry();
		const list = await registry.resolveSelect( store ).getList( 'install docent' );
		expect( list ).toEqual( { status: 'ready', items: [ summary( 4 ) ], total: 1 } );
		const url = new URL( calls[ 0 ].path, 'http://x' );
		expect( url.pathname ).toBe( '/docent/v1/search' );
		expect( url.searchParams.get( 'q' ) ).toBe( 'install docent' );
		expect( url.searchParams.get( 'page' ) ).toBe( '1' );
		expect( url.searchParams.get( 'per_page' ) ).toBe( '10' );
	} );

	it( 'loadList sends the request at once, and the selector then asks nothing more', async () => {
		const calls = mockApi( { '/docent/v1/search': () => [ summary( 4 ) ] } );
		const registry = freshRegistry();
		const loading = registry.dispatch( store ).loadList( 'install' );
		// Synchronously: the request is out before anything else runs.
		expect( calls.map( ( c ) => c.path ) ).toEqual( [ expect.stringContaining( 'q=install' ) ] );
		const list = await registry.resolveSelect( store ).getList( 'install' );
		await loading;
		expect( list?.status ).toBe( 'ready' );
		registry.dispatch( store ).loadList( 'install' );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'answers a repeated search from its cache', async () => {
		const calls = mockApi( { '/docent/v1/search': () => [ summary( 4 ) ] } );
		const registry = freshRegistry();
		await registry.resolveSelect( store ).getList( 'a' );
		await registry.resolveSelect( store ).getList( 'b' );
		await registry.resolveSelect( store ).getList( 'a' );
		expect( calls ).toHaveLength( 2 );
	} );

	it( `keeps only the last ${ SEARCH_CACHE_SIZE } searches, and fetches a forgotten one again`, async () => {
		const calls = mockApi( { '/docent/v1/search': () => [] } );
		const registry = freshRegistry();
		for ( let i = 0; i <= SEARCH_CACHE_SIZE; i++ ) {
			await registry.resolveSelect( store ).getList( `q${ i }` );
		}
		expect( registry.select( store ).getCachedQueries() ).toHaveLength( SEARCH_CACHE_SIZE );
		expect( registry.select( store ).getList( 'q0' ) ).toBeUndefined();
		await registry.resolveSelect( store ).getList( 'q0' );
		expect( calls ).toHaveLength( SEARCH_CACHE_SIZE + 2 );
	} );

	it( 'records a failed list, and retryList asks again', async () => {
		let fail = true;
		mockApi( {
			'/docent/v1/explore': () => {
				if ( fail ) {
					throw restError( 500 );
				}
				return [ summary( 1 ) ];
			},
		} );
		const registry = freshRegistry();
		expect( ( await registry.resolveSelect( store ).getList( '' ) )?.status ).toBe( 'error' );
		fail = false;
		registry.dispatch( store ).retryList( '' );
		expect( registry.select( store ).getList( '' )?.status ).toBe( 'loading' );
		registry.select( store ).getList( '' );
		await until( () => registry.select( store ).getList( '' )?.status === 'ready' );
	} );

	it( 'keeps every answer, even one that arrives after a newer query was asked', async () => {
		const slow = deferred< unknown >();
		mockApi( {
			'/docent/v1/search': ( { path } ) => ( path.includes( 'q=old' ) ? slow.promise : [ summary( 2 ) ] ),
		} );
		const registry = freshRegistry();
		registry.select( store ).getList( 'old' );
		await registry.resolveSelect( store ).getList( 'new' );
		slow.resolve( [ summary( 1 ) ] );
		await until( () => registry.select( store ).getList( 'old' )?.status === 'ready' );
		expect( registry.select( store ).getList( 'new' )?.items ).toEqual( [ summary( 2 ) ] );
	} );

	it( 'loads a document, and marks a 404 as missing rather than failed', async () => {
		mockApi( {
			'/docent/v1/docs/5': () => docFixture( 5 ),
			'/docent/v1/docs/6': () => {
				throw restError( 404, 'rest_post_invalid_id' );
			},
			'/docent/v1/docs/7': () => {
				throw restError( 503 );
			},
		} );
		const registry = freshRegistry();
		expect( ( await registry.resolveSelect( store ).getDoc( 5 ) )?.doc ).toEqual( docFixture( 5 ) );
		expect( ( await registry.resolveSelect( store ).getDoc( 6 ) )?.status ).toBe( 'missing' );
		expect( ( await registry.resolveSelect( store ).getDoc( 7 ) )?.status ).toBe( 'error' );
	} );

	it( 'sends a vote once', async () => {
		const calls = mockApi( { '/docent/v1/docs/5/vote': () => ( { yes: 1, no: 0 } ) } );
		const registry = freshRegistry();
		await registry.dispatch( store ).vote( 5, true );
		await registry.dispatch( store ).vote( 5, false );
		expect( calls ).toEqual( [ { path: expect.stringContaining( '/docent/v1/docs/5/vote' ), method: 'POST', data: { helpful: true } } ] );
		expect( registry.select( store ).getVote( 5 ) ).toEqual( { status: 'done', helpful: true } );
	} );

	it( 'counts a 4xx ("already voted") as answered, and a server error as worth another try', async () => {
		mockApi( {
			'/docent/v1/docs/5/vote': () => {
				throw restError( 409, 'docent_already_voted' );
			},
			'/docent/v1/docs/6/vote': () => {
				throw restError( 500 );
			},
		} );
		const registry = freshRegistry();
		await registry.dispatch( store ).vote( 5, false );
		await registry.dispatch( store ).vote( 6, true );
		expect( registry.select( store ).getVote( 5 )?.status ).toBe( 'done' );
		expect( registry.select( store ).getVote( 6 )?.status ).toBe( 'error' );
	} );
} );
