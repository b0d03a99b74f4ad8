import { docs, listOrder, lists, votes } from '../reducer';
import { summary } from '../../../test/fixtures';

/** Frozen state: a reducer that mutates instead of copying throws. */
function freeze< T >( value: T ): T {
	if ( value && typeof value === 'object' ) {
		Object.values( value ).forEach( freeze );
		Object.freeze( value );
	}
	return value;
}

describe( 'the docs reducers', () => {
	it( 'records a list loading, answered and failed, keeping old items while it reloads', () => {
		const items = [ summary( 1 ) ];
		let state = lists( freeze( {} ), { type: 'START_LIST', query: 'a' } );
		expect( state.a.status ).toBe( 'loading' );
		state = lists( freeze( state ), { type: 'RECEIVE_LIST', query: 'a', items, total: 7 } );
		expect( state.a ).toEqual( { status: 'ready', items, total: 7 } );
		state = lists( freeze( state ), { type: 'START_LIST', query: 'a' } );
		expect( state.a ).toEqual( { status: 'loading', items, total: 7 } );
		state = lists( freeze( state ), { type: 'FAIL_LIST', query: 'a' } );
		expect( state.a.status ).toBe( 'error' );
		state = lists( freeze( state ), { type: 'FORGET_LIST', query: 'a' } );
		expect( state ).toEqual( {} );
	} );

	it( 'orders cached searches oldest first, never counting the Explore list', () => {
		let state = listOrder( freeze( [ 'a', 'b' ] ), { type: 'START_LIST', query: 'a' } );
		expect( state ).toEqual( [ 'b', 'a' ] );
		state = listOrder( freeze( state ), { type: 'START_LIST', query: '' } );
		expect( state ).toEqual( [ 'b', 'a' ] );
		state = listOrder( freeze( state ), { type: 'FORGET_LIST', query: 'b' } );
		expect( state ).toEqual( [ 'a' ] );
	} );

	it( 'tells a missing document from a failed request', () => {
		expect( docs( freeze( {} ), { type: 'FAIL_DOC', id: 3, missing: true } )[ 3 ].status ).toBe( 'missing' );
		expect( docs( freeze( {} ), { type: 'FAIL_DOC', id: 3, missing: false } )[ 3 ].status ).toBe( 'error' );
	} );

	it( 'records a vote being sent and its outcome', () => {
		let state = votes( freeze( {} ), { type: 'START_VOTE', id: 2, helpful: true } );
		expect( state[ 2 ] ).toEqual( { status: 'sending', helpful: true } );
		state = votes( freeze( state ), { type: 'FINISH_VOTE', id: 2, helpful: true, status: 'done' } );
		expect( state[ 2 ] ).toEqual( { status: 'done', helpful: true } );
	} );
} );
