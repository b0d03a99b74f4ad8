import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_INSIGHTS_BOOT } from '../boot';
import { InsightsScreen } from '../insights/InsightsScreen';
import { WriteArticleButton } from '../insights/WriteArticleButton';
import type { InsightsReport, QueryInsight } from '../types';
import { mockApi } from './fixtures';

const query = ( id: number, text: string, count: number, draft: QueryInsight[ 'draft' ] = null ): QueryInsight => ( {
	id,
	query: text,
	count,
	last_seen: '2025-03-01T10:00:00+00:00',
	draft,
} );

function report(): InsightsReport {
	return {
		not_found: [ query( 1, 'refund policy', 12 ), query( 2, 'webhooks', 3 ) ],
		top_searches: [ query( 5, 'install', 40 ) ],
		unanswered: [
			query( 3, 'do you ship to mars', 2, { id: 77, title: 'Do you ship to mars', status: 'draft', edit_link: '/wp-admin/post.php?post=77&action=edit' } ),
		],
		most_helpful: [ { id: 10, title: 'Installing Docent', link: '/docs/installing/', edit_link: '/edit/10', up: 40, down: 2 } ],
		least_helpful: [],
	};
}

const TREE = {
	version: '0123456789abcdef',
	docs: [
		{ id: 5, parent: 0, menu_order: 0, title: 'Getting started', status: 'publish', link: '/docs/getting-started/', edit_link: '/edit/5' },
		{ id: 6, parent: 5, menu_order: 0, title: 'Installation', status: 'publish', link: '/docs/getting-started/installation/', edit_link: '/edit/6' },
	],
};

const table = ( heading: string ) => within( screen.getByRole( 'region', { name: heading } ) );

describe( 'InsightsScreen', () => {
	it( 'lists what visitors could not find, what they search, and the most helpful articles', () => {
		render( <InsightsScreen report={ report() } boot={ { ...DEFAULT_INSIGHTS_BOOT, can_write: true } } /> );
		const notFound = table( 'Searches that found nothing' );
		expect( notFound.getAllByRole( 'row' ) ).toHaveLength( 3 );
		expect( notFound.getByRole( 'cell', { name: 'refund policy' } ) ).toBeTruthy();
		expect( notFound.getByRole( 'cell', { name: '12' } ) ).toBeTruthy();
		expect( notFound.getByRole( 'button', { name: 'Write this article: refund policy' } ) ).toBeTruthy();
		expect( table( 'Chat questions without an answer' ).getByRole( 'link', { name: 'Edit “Do you ship to mars”' } ).getAttribute( 'href' ) ).toBe(
			'/wp-admin/post.php?post=77&action=edit'
		);
		expect( table( 'Most searched terms' ).queryByRole( 'button', { name: /Write this article/ } ) ).toBeNull();
		expect( table( 'Most helpful articles' ).getByRole( 'link', { name: 'Installing Docent' } ).getAttribute( 'href' ) ).toBe( '/docs/installing/' );
		expect( table( 'Least helpful articles' ).getByText( 'No article has more unhelpful than helpful votes.' ) ).toBeTruthy();
	} );

	it( 'offers no "Write this article" to someone who may not create docs', () => {
		render( <InsightsScreen report={ report() } boot={ DEFAULT_INSIGHTS_BOOT } /> );
		expect( screen.queryByRole( 'button', { name: /Write this article/ } ) ).toBeNull();
	} );

	it( 'dismisses a query', async () => {
		const user = userEvent.setup();
		const calls = mockApi( { '/docent/v1/insights/2': () => ( { deleted: true, id: 2 } ) } );
		render( <InsightsScreen report={ report() } boot={ DEFAULT_INSIGHTS_BOOT } /> );
		await user.click( screen.getByRole( 'button', { name: 'Dismiss: webhooks' } ) );
		await waitFor( () => expect( screen.queryByText( 'webhooks' ) ).toBeNull() );
		// apiFetch sends DELETE as POST with X-HTTP-Method-Override (its HTTP/1.0 middleware).
		const paths = calls.map( ( call ) => call.path.split( '?' )[ 0 ] ).filter( ( path ) => path !== '/docent/v1/chat/feedback' );
		expect( paths ).toEqual( [ '/docent/v1/insights/2' ] );
	} );

	it( 'lists chat answers marked unhelpful with their links, count and reasons, and drafts the article from the question', async () => {
		const user = userEvent.setup();
		const calls = mockApi( {
			'/docent/v1/chat/feedback': () => ( {
				unhelpful: [
					{
						question: 'How do I export my docs?',
						answer: 'Here is what the docs say in “Importing existing help content”: …',
						links: [ { title: 'Importing existing help content', permalink: 'https://example.org/docs/import/' } ],
						count: 3,
						reasons: [ 'It is about importing' ],
						last_seen: '2026-01-02T03:04:05+00:00',
					},
				],
			} ),
			'/docent/v1/insights/drafts': () => ( { id: 9, title: 'How do I export my docs?', status: 'draft', edit_link: 'https://example.org/wp-admin/post.php?post=9' } ),
		} );
		render( <InsightsScreen report={ report() } boot={ { ...DEFAULT_INSIGHTS_BOOT, can_write: true } } /> );
		const table = await screen.findByRole( 'table', { name: 'Chat answers marked unhelpful' } );
		const row = within( table ).getByText( 'How do I export my docs?' ).closest( 'tr' ) as HTMLElement;
		expect( within( row ).getByRole( 'link', { name: 'Importing existing help content' } ).getAttribute( 'href' ) ).toBe( 'https://example.org/docs/import/' );
		expect( within( row ).getByText( '3' ) ).toBeTruthy();
		expect( within( row ).getByText( '“It is about importing”' ) ).toBeTruthy();
		await user.click( within( row ).getByRole( 'button', { name: 'Write this article: How do I export my docs?' } ) );
		await user.click( await within( row ).findByRole( 'button', { name: 'Create draft' } ) );
		await waitFor( () => expect( calls.some( ( call ) => call.path.startsWith( '/docent/v1/insights/drafts' ) ) ).toBe( true ) );
		const draft = calls.find( ( call ) => call.path.startsWith( '/docent/v1/insights/drafts' ) );
		expect( draft?.data ).toEqual( { title: 'How do I export my docs?', parent: 0 } );
	} );

	it( 'says why when the insights could not be loaded', () => {
		render( <InsightsScreen report={ null } error="Sorry, you are not allowed to see Docent insights." boot={ DEFAULT_INSIGHTS_BOOT } /> );
		expect( screen.getByText( 'Sorry, you are not allowed to see Docent insights.', { selector: '.components-notice__content' } ) ).toBeTruthy();
	} );
} );

describe( 'WriteArticleButton', () => {
	it( 'asks where the draft goes (the first section by default), creates it there and opens it in the editor', async () => {
		const user = userEvent.setup();
		const calls = mockApi( {
			'/docent/v1/docs/tree': () => TREE,
			'/docent/v1/insights/drafts': () => ( { id: 88, title: 'Refund policy', status: 'draft', edit_link: '/wp-admin/post.php?post=88&action=edit' } ),
		} );
		const open = vi.fn();
		render( <WriteArticleButton insight={ query( 1, 'refund policy', 12 ) } open={ open } /> );
		await user.click( screen.getByRole( 'button', { name: 'Write this article: refund policy' } ) );
		const where = await screen.findByRole( 'combobox', { name: 'Where does “refund policy” go?' } );
		expect( ( where as HTMLSelectElement ).value ).toBe( '6' );
		expect( within( where ).getAllByRole( 'option' ).map( ( option ) => option.textContent ) ).toEqual( [ 'Top level: a documentation', 'Getting started', '— Installation' ] );
		expect( open ).not.toHaveBeenCalled();
		await user.click( screen.getByRole( 'button', { name: 'Create draft' } ) );
		await waitFor( () => expect( open ).toHaveBeenCalledWith( '/wp-admin/post.php?post=88&action=edit' ) );
		expect( calls.find( ( call ) => call.method === 'POST' ) ).toMatchObject( { method: 'POST', data: { title: 'refund policy', insight: 1, parent: 6 } } );
	} );

	it( 'shows the server’s refusal', async () => {
		const user = userEvent.setup();
		mockApi( {
			'/docent/v1/insights/drafts': () => {
				throw { code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create docs.', data: { status: 403 } };
			},
		} );
		const open = vi.fn();
		render( <WriteArticleButton insight={ query( 1, 'refund policy', 12 ) } open={ open } /> );
		await user.click( screen.getByRole( 'button', { name: 'Write this article: refund policy' } ) );
		await user.click( await screen.findByRole( 'button', { name: 'Create draft' } ) );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe( 'Sorry, you are not allowed to create docs.' );
		expect( open ).not.toHaveBeenCalled();
	} );
} );
