/**
 * The search index panel: what the status route says, and the repair button.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IndexHealth } from '../components/IndexHealth';
import { mockApi, renderAdmin } from './fixtures';

const broken = {
	ok: false,
	indexed: 0,
	expected: 64,
	queued: 0,
	problems: [ 'Search index tables are missing: postings.' ],
};
const whole = { ok: true, indexed: 64, expected: 64, queued: 0, problems: [] };

describe( 'IndexHealth', () => {
	it( 'says so when the index is whole, with no repair button', async () => {
		mockApi( { '/docent/v1/search/status': () => whole } );
		renderAdmin( <IndexHealth /> );
		expect( await screen.findByText( 'The search index is up to date: 64 of 64 published docs.' ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'Repair search index' } ) ).toBeNull();
	} );

	it( 'lists the problems and repairs: repair, then rebuild batches until finished, then the new status', async () => {
		const user = userEvent.setup();
		let repaired = false;
		const calls = mockApi( {
			'/docent/v1/search/status': () => ( repaired ? whole : broken ),
			'/docent/v1/search/repair': () => {
				repaired = true;
				return { rebuild: { done: 30, total: 64, finished: false }, status: broken };
			},
			'/docent/v1/search/rebuild': () => ( { done: 64, total: 64, finished: true } ),
		} );
		renderAdmin( <IndexHealth /> );
		expect( await screen.findByText( 'Search index tables are missing: postings.' ) ).toBeTruthy();
		await user.click( screen.getByRole( 'button', { name: 'Repair search index' } ) );
		await waitFor( () => expect( screen.getByText( 'The search index is up to date: 64 of 64 published docs.' ) ).toBeTruthy() );
		expect( calls.map( ( call ) => `${ call.method } ${ call.path.split( '?' )[ 0 ] }` ) ).toEqual( [
			'GET /docent/v1/search/status',
			'POST /docent/v1/search/repair',
			'POST /docent/v1/search/rebuild',
			'GET /docent/v1/search/status',
		] );
		expect( calls[ 2 ].data ).toEqual( { restart: false } );
	} );

	it( 'shows the server’s error when the repair fails', async () => {
		const user = userEvent.setup();
		mockApi( {
			'/docent/v1/search/status': () => broken,
			'/docent/v1/search/repair': () => {
				throw { code: 'docent_search_unavailable', message: 'The search index could not be repaired: disk full' };
			},
		} );
		renderAdmin( <IndexHealth /> );
		await user.click( await screen.findByRole( 'button', { name: 'Repair search index' } ) );
		expect( await screen.findByText( 'The search index could not be repaired: disk full', { selector: '.components-notice__content' } ) ).toBeTruthy();
	} );
} );
