/**
 * The Explore tab inside the real widget, a fresh registry and a fake docent/v1 API.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	deferred,
	docFixture,
	focused,
	mockApi,
	renderWithStore,
	restError,
	settingsFixture,
	summary,
} from '../../../test/fixtures';
import { Widget } from '../../../widget/Widget';

const exploreOnly = settingsFixture( ( s ) => {
	s.integrate_ai.ai_enabled = false;
	s.message.messaging_enable = false;
} );

function renderExplore( { path = '/', request = {} } = {} ) {
	return renderWithStore( <Widget settings={ exploreOnly } open request={ request } manageFocus />, { path } );
}

const sleep = ( ms: number ) => act( () => new Promise( ( r ) => setTimeout( r, ms ) ) );

describe( 'Explore list', () => {
	it( 'shows cards: breadcrumb, heading linking to the article, description, each cut per SPEC §9', async () => {
		mockApi( {
			'/docent/v1/explore': () => [
				{
					...summary( 5, 'A heading that is much longer than thirty-two characters' ),
					excerpt: 'd'.repeat( 120 ),
					breadcrumb: { documentation: 'Documentation title too long', section: 'Section &amp; more' },
				},
			],
		} );
		renderExplore();
		// Cut at the last word boundary within 32 characters, not mid-word.
		const link = await screen.findByRole( 'link', { name: 'A heading that is much longer...' } );
		expect( link.getAttribute( 'href' ) ).toBe( '/5' );
		const card = link.closest( 'li' ) as HTMLElement;
		expect( card.querySelector( '.crumbs' )?.textContent ).toBe( 'Documentation title...›Section & more' );
		expect( within( card ).getByText( 'd'.repeat( 100 ) + '...' ) ).toBeTruthy();
	} );

	it( 'says "Data not found" when the list is empty', async () => {
		mockApi( { '/docent/v1/explore': () => [] } );
		renderExplore();
		expect( await screen.findByText( 'Data not found' ) ).toBeTruthy();
	} );

	it( 'shows a retry, not a blank, when the request fails; the retry loads the list', async () => {
		let fail = true;
		mockApi( {
			'/docent/v1/explore': () => {
				if ( fail ) {
					throw restError( 500 );
				}
				return [ summary( 1 ) ];
			},
		} );
		renderExplore();
		const alert = await screen.findByRole( 'alert' );
		fail = false;
		await userEvent.click( within( alert ).getByRole( 'button', { name: 'Try again' } ) );
		expect( await screen.findByRole( 'link', { name: 'Article 1' } ) ).toBeTruthy();
	} );

	it( 'shows the loading skeleton only once a request has taken 200 ms', async () => {
		const answer = deferred< unknown >();
		mockApi( { '/docent/v1/explore': () => answer.promise } );
		const { container } = renderExplore();
		await sleep( 120 );
		expect( container.querySelector( '.skeleton' ) ).toBeNull();
		await sleep( 150 );
		expect( container.querySelector( '.skeleton' ) ).not.toBeNull();
		await act( async () => answer.resolve( [ summary( 1 ) ] ) );
		expect( await screen.findByRole( 'link', { name: 'Article 1' } ) ).toBeTruthy();
		expect( container.querySelector( '.skeleton' ) ).toBeNull();
	} );
} );

describe( 'Explore search', () => {
	it( 'has a search box with the placeholder "Search"', async () => {
		mockApi( { '/docent/v1/explore': () => [] } );
		renderExplore();
		expect( ( screen.getByRole( 'searchbox' ) as HTMLInputElement ).placeholder ).toBe( 'Search' );
	} );

	it( 'debounces typing into one request for what was typed', async () => {
		const calls = mockApi( {
			'/docent/v1/explore': () => [ summary( 1 ) ],
			'/docent/v1/search': () => [ { ...summary( 2, 'Install' ), excerpt: 'How to <mark>install</mark>' } ],
		} );
		renderExplore();
		await userEvent.type( screen.getByRole( 'searchbox' ), 'install' );
		expect( await screen.findByRole( 'link', { name: 'Install' } ) ).toBeTruthy();
		const searches = calls.filter( ( c ) => c.path.startsWith( '/docent/v1/search' ) );
		expect( searches ).toHaveLength( 1 );
		expect( searches[ 0 ].path ).toContain( 'q=install' );
		expect( screen.getByRole( 'status' ).textContent ).toBe( '1 result' );
	} );

	it( 'renders snippets as text, keeping only <mark>', async () => {
		mockApi( {
			'/docent/v1/explore': () => [],
			'/docent/v1/search': () => [
				{ ...summary( 2 ), excerpt: 'Use the <mark>bubble</mark> &lt;img src=x onerror=alert(1)&gt;<img src=x>' },
			],
		} );
		const { container } = renderExplore();
		await userEvent.type( screen.getByRole( 'searchbox' ), 'bubble' );
		const mark = await screen.findByText( 'bubble', { selector: 'mark' } );
		const desc = mark.closest( '.card-desc' ) as HTMLElement;
		expect( desc.textContent ).toBe( 'Use the bubble <img src=x onerror=alert(1)>' );
		expect( container.querySelector( '.card img' ) ).toBeNull();
	} );

	it( 'offers Ask the chat and Message us after "Search result not found", carrying the search over', async () => {
		mockApi( { '/docent/v1/explore': () => [ summary( 1 ) ], '/docent/v1/search': () => [] } );
		const all = settingsFixture( ( s ) => {
			s.integrate_ai.ai_enabled = true;
			s.message.messaging_enable = true;
		} );
		renderWithStore( <Widget settings={ all } open request={ { tab: 'explore' } } /> );
		await userEvent.type( await screen.findByRole( 'searchbox' ), 'refund policy' );
		await screen.findByText( 'Search result not found' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Message us' } ) );
		const message = ( await screen.findByRole( 'textbox', { name: 'Message' } ) ) as HTMLTextAreaElement;
		await waitFor( () => expect( message.value ).toBe( 'refund policy' ) );
		await userEvent.click( screen.getByRole( 'tab', { name: /Explore/ } ) );
		await userEvent.click( await screen.findByRole( 'button', { name: 'Ask the chat' } ) );
		const question = ( await screen.findByRole( 'textbox', { name: 'Your question' } ) ) as HTMLInputElement;
		await waitFor( () => expect( question.value ).toBe( 'refund policy' ) );
	} );

	it( 'says "Search result not found" when a search finds nothing', async () => {
		mockApi( { '/docent/v1/explore': () => [ summary( 1 ) ], '/docent/v1/search': () => [] } );
		renderExplore();
		await userEvent.type( screen.getByRole( 'searchbox' ), 'zzz' );
		expect( await screen.findByText( 'Search result not found' ) ).toBeTruthy();
		// Explore alone: nowhere else to go.
		expect( screen.queryByRole( 'button', { name: 'Ask the chat' } ) ).toBeNull();
	} );

	it( 'never shows an older answer for a newer search', async () => {
		const slowAnswer = deferred< unknown >();
		mockApi( {
			'/docent/v1/explore': () => [],
			'/docent/v1/search': ( { path } ) =>
				path.includes( 'q=first' ) ? slowAnswer.promise : [ summary( 2, 'Second answer' ) ],
		} );
		renderExplore();
		const box = screen.getByRole( 'searchbox' );
		await userEvent.type( box, 'first' );
		await sleep( 300 );
		await userEvent.clear( box );
		await userEvent.type( box, 'second' );
		expect( await screen.findByRole( 'link', { name: 'Second answer' } ) ).toBeTruthy();
		await act( async () => slowAnswer.resolve( [ summary( 1, 'First answer' ) ] ) );
		await sleep( 50 );
		expect( screen.queryByRole( 'link', { name: 'First answer' } ) ).toBeNull();
		expect( screen.getByRole( 'link', { name: 'Second answer' } ) ).toBeTruthy();
	} );

	it( 'answers a search typed again from the cache', async () => {
		const calls = mockApi( {
			'/docent/v1/explore': () => [ summary( 1 ) ],
			'/docent/v1/search': () => [ summary( 2, 'Found' ) ],
		} );
		renderExplore();
		const box = screen.getByRole( 'searchbox' );
		await userEvent.type( box, 'found' );
		await screen.findByRole( 'link', { name: 'Found' } );
		await userEvent.clear( box );
		await screen.findByRole( 'link', { name: 'Article 1' } );
		await userEvent.type( box, 'Found' );
		await screen.findByRole( 'link', { name: 'Found' } );
		expect( calls.filter( ( c ) => c.path.startsWith( '/docent/v1/search' ) ) ).toHaveLength( 1 );
	} );
} );

describe( 'single-document view (#/{id})', () => {
	it( 'shows the title, content, a Back link to "/" and View Doc in a new tab', async () => {
		mockApi( { '/docent/v1/docs/5': () => docFixture( 5, 'Installing Docent' ) } );
		const { container } = renderExplore( { path: '/5' } );
		expect( await screen.findByRole( 'heading', { name: 'Installing Docent' } ) ).toBeTruthy();
		expect( container.querySelector( '.content' )?.innerHTML ).toBe( '<p>Body of Installing Docent.</p>' );
		expect( screen.getByRole( 'link', { name: 'Back' } ).getAttribute( 'href' ) ).toBe( '/' );
		const view = screen.getByRole( 'link', { name: /View Doc/ } );
		expect( view.getAttribute( 'href' ) ).toBe( 'https://example.org/docs/5/' );
		expect( view.getAttribute( 'target' ) ).toBe( '_blank' );
		expect( view.getAttribute( 'rel' ) ).toBe( 'noopener' );
		expect( container.querySelector( '.panel' )?.classList.contains( 'is-doc' ) ).toBe( true );
	} );

	it( 'asks "Was this helpful?" once', async () => {
		const calls = mockApi( {
			'/docent/v1/docs/5/vote': () => ( { helpful: 1, not_helpful: 0 } ),
			'/docent/v1/docs/5': () => docFixture( 5 ),
		} );
		renderExplore( { path: '/5' } );
		const group = await screen.findByRole( 'group', { name: 'Was this helpful?' } );
		await userEvent.click( within( group ).getByRole( 'button', { name: 'Yes' } ) );
		expect( await screen.findByText( 'Thanks for your feedback!' ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'No' } ) ).toBeNull();
		expect( calls.filter( ( c ) => c.method === 'POST' ) ).toHaveLength( 1 );
	} );

	it( 'says so when the document is not public (404)', async () => {
		mockApi( {
			'/docent/v1/docs/9': () => {
				throw restError( 404 );
			},
		} );
		renderExplore( { path: '/9' } );
		expect( await screen.findByText( 'This article is not available.' ) ).toBeTruthy();
	} );

	it( 'goes Back to the list, keeping the search, with focus on the article it came from', async () => {
		mockApi( {
			'/docent/v1/explore': () => [ summary( 1 ) ],
			'/docent/v1/search': () => [ summary( 3, 'Third' ) ],
			'/docent/v1/docs/3': () => docFixture( 3, 'Third' ),
		} );
		renderExplore();
		await userEvent.type( screen.getByRole( 'searchbox' ), 'third' );
		await userEvent.click( await screen.findByRole( 'link', { name: 'Third' } ) );
		expect( await screen.findByRole( 'heading', { name: 'Third' } ) ).toBeTruthy();
		expect( focused()?.textContent ).toBe( 'Back' );
		await userEvent.click( screen.getByRole( 'link', { name: 'Back' } ) );
		expect( ( screen.getByRole( 'searchbox' ) as HTMLInputElement ).value ).toBe( 'third' );
		await waitFor( () => expect( focused()?.textContent ).toBe( 'Third' ) );
	} );

	it( 'treats a non-numeric hash (a page anchor) as no document', async () => {
		mockApi( { '/docent/v1/explore': () => [ summary( 1 ) ] } );
		renderExplore( { path: '/comments' } );
		expect( await screen.findByRole( 'link', { name: 'Article 1' } ) ).toBeTruthy();
	} );
} );

describe( 'a widget link with data-id', () => {
	it( 'opens the same single-document view as a card: title, content, Back and View Doc', async () => {
		mockApi( {
			'/docent/v1/explore': () => [ summary( 1 ) ],
			'/docent/v1/docs/7': () => docFixture( 7, 'Linked article' ),
		} );
		renderExplore( { request: { docId: 7 } } );
		expect( await screen.findByRole( 'heading', { name: 'Linked article' } ) ).toBeTruthy();
		expect( screen.getByText( 'Body of Linked article.' ) ).toBeTruthy();
		expect( screen.getByRole( 'link', { name: /View Doc/ } ) ).toBeTruthy();
		await userEvent.click( screen.getByRole( 'link', { name: 'Back' } ) );
		expect( await screen.findByRole( 'link', { name: 'Article 1' } ) ).toBeTruthy();
		expect( screen.queryByRole( 'heading', { name: 'Linked article' } ) ).toBeNull();
	} );
} );
