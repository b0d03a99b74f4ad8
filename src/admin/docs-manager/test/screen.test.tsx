import { setup as setupSpeak } from '@wordpress/a11y';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fixtures';
import { DocsManagerScreen } from '../DocsManagerScreen';
import type { DocsTree } from '../types';
import { knowledgeBase } from './fixtures';

const EDIT = '/wp-admin/post.php?action=edit&post=';
const item = ( name: string ) => screen.getByRole( 'treeitem', { name } );
const spoken = ( politeness: 'polite' | 'assertive' ) => document.getElementById( `a11y-speak-${ politeness }` )?.textContent ?? '';

/** The tree with some docs moved, as the server would answer it. */
function moved( places: Record< number, [ number, number ] >, version = 'fedcba9876543210' ): DocsTree {
	const tree = knowledgeBase();
	return {
		version,
		docs: tree.docs.map( ( doc ) => ( places[ doc.id ] ? { ...doc, parent: places[ doc.id ][ 0 ], menu_order: places[ doc.id ][ 1 ] } : doc ) ),
	};
}

beforeEach( () => setupSpeak() );

describe( 'DocsManagerScreen', () => {
	it( 'shows the knowledge base as an ARIA tree with levels, places, states and counts', () => {
		render( <DocsManagerScreen initial={ knowledgeBase() } editBase={ EDIT } /> );
		const tree = screen.getByRole( 'tree', { name: 'Knowledge base' } );
		const items = within( tree ).getAllByRole( 'treeitem' );
		expect( items ).toHaveLength( 9 );
		expect( item( 'Guide' ).getAttribute( 'aria-level' ) ).toBe( '1' );
		expect( item( 'Guide' ).getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( item( 'Upgrade' ).getAttribute( 'aria-level' ) ).toBe( '3' );
		expect( item( 'Upgrade' ).getAttribute( 'aria-posinset' ) ).toBe( '2' );
		expect( item( 'Upgrade' ).getAttribute( 'aria-expanded' ) ).toBeNull();
		expect( within( item( 'Upgrade' ) ).getByText( 'Draft' ) ).toBeTruthy();
		expect( within( item( 'Guide' ) ).getByText( '2 sections · 3 articles' ) ).toBeTruthy();
		// One tab stop: the first row.
		expect( items.filter( ( el ) => el.tabIndex === 0 ) ).toEqual( [ item( 'Guide' ) ] );
	} );

	it( 'opens a large tree folded to its sections, and shows every doc on "Expand all"', async () => {
		const user = userEvent.setup();
		const docs: DocsTree[ 'docs' ] = [];
		for ( let s = 0; s < 31; s++ ) {
			const section = 1000 + s;
			docs.push( { id: section, parent: 1, menu_order: s, title: `Part ${ s }`, status: 'publish', link: '', edit_link: '' } );
			for ( let a = 0; a < 9; a++ ) {
				docs.push( { id: ( section * 10 ) + a, parent: section, menu_order: a, title: `Task ${ s }.${ a }`, status: 'publish', link: '', edit_link: '' } );
			}
		}
		const tree = { version: 'abcdefabcdefabcd', docs: [ { id: 1, parent: 0, menu_order: 0, title: 'Big', status: 'publish' as const, link: '', edit_link: '' }, ...docs ] };
		render( <DocsManagerScreen initial={ tree } editBase={ EDIT } /> );
		expect( screen.getAllByRole( 'treeitem' ) ).toHaveLength( 32 );
		expect( item( 'Part 0' ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		await user.click( screen.getByRole( 'button', { name: 'Expand all' } ) );
		expect( screen.getAllByRole( 'treeitem' ) ).toHaveLength( 311 );
	} );

	it( 'collapses by keyboard and filters by title', async () => {
		const user = userEvent.setup();
		render( <DocsManagerScreen initial={ knowledgeBase() } editBase={ EDIT } /> );
		act( () => item( 'Guide' ).focus() );
		await user.keyboard( '{ArrowLeft}' );
		expect( item( 'Guide' ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( screen.queryByRole( 'treeitem', { name: 'Start' } ) ).toBeNull();
		await user.keyboard( '{ArrowDown}' );
		await waitFor( () => expect( item( 'Reference' ).ownerDocument.activeElement ).toBe( item( 'Reference' ) ) );
		await user.type( screen.getByLabelText( 'Filter by title' ), 'sear' );
		expect( screen.getAllByRole( 'treeitem' ).map( ( el ) => el.id ) ).toEqual( [ 'docent-doc-1', 'docent-doc-5', 'docent-doc-6' ] );
	} );

	it( 'moves a doc with Alt+↓ in one request on the tree’s version, and says where it went', async () => {
		const user = userEvent.setup();
		const calls = mockApi( { '/docent/v1/docs/order': () => moved( { 3: [ 2, 1 ], 4: [ 2, 0 ] } ) } );
		render( <DocsManagerScreen initial={ knowledgeBase() } editBase={ EDIT } /> );
		act( () => item( 'Install' ).focus() );
		await user.keyboard( '{Alt>}{ArrowDown}{/Alt}' );
		await waitFor( () => expect( spoken( 'polite' ) ).toContain( '“Install” moved: 2 of 2 in “Start”.' ) );
		expect( calls.map( ( call ) => ( { ...call, path: call.path.split( '?' )[ 0 ] } ) ) ).toEqual( [
			{
				path: '/docent/v1/docs/order',
				method: 'POST',
				data: {
					version: '0123456789abcdef',
					moves: [
						{ id: 4, parent: 2, menu_order: 0 },
						{ id: 3, parent: 2, menu_order: 1 },
					],
				},
			},
		] );
		const titles = screen.getAllByRole( 'treeitem' ).map( ( el ) => el.getAttribute( 'id' ) );
		expect( titles.indexOf( 'docent-doc-4' ) ).toBeLessThan( titles.indexOf( 'docent-doc-3' ) );
		await waitFor( () => expect( item( 'Install' ).ownerDocument.activeElement ).toBe( item( 'Install' ) ) );
	} );

	it( 'refuses a section with articles under another section, says why, and sends nothing', async () => {
		const user = userEvent.setup();
		const calls = mockApi( {} );
		render( <DocsManagerScreen initial={ knowledgeBase() } editBase={ EDIT } /> );
		act( () => item( 'Use' ).focus() );
		await user.keyboard( '{Alt>}{ArrowRight}{/Alt}' );
		const message = '“Use” has articles under it, so it cannot go under the section “Start”: docs have three levels (documentation › section › article).';
		expect( await screen.findByText( message, { selector: '.components-notice__content' } ) ).toBeTruthy();
		expect( spoken( 'assertive' ) ).toContain( message );
		expect( item( 'Use' ).getAttribute( 'aria-level' ) ).toBe( '2' );
		expect( calls ).toEqual( [] );
	} );

	it( 'moves by drag and drop: dropped in the middle of a row, the doc goes under it', async () => {
		const calls = mockApi( { '/docent/v1/docs/order': () => moved( { 8: [ 5, 1 ] } ) } );
		render( <DocsManagerScreen initial={ knowledgeBase() } editBase={ EDIT } /> );
		const target = item( 'Use' );
		( target.firstElementChild as HTMLElement ).getBoundingClientRect = () => ( { top: 100, height: 40, bottom: 140, left: 0, right: 500, width: 500, x: 0, y: 100, toJSON: () => ( {} ) } ) as DOMRect;
		const dataTransfer = { setData: () => {}, effectAllowed: '' };
		fireEvent.dragStart( item( 'Hooks' ), { dataTransfer } );
		fireEvent.dragOver( target, { dataTransfer, clientY: 120 } );
		expect( target.className ).toContain( 'is-drop-inside' );
		fireEvent.drop( target, { dataTransfer, clientY: 120 } );
		await waitFor( () => expect( calls ).toHaveLength( 1 ) );
		expect( calls[ 0 ].data ).toEqual( { version: '0123456789abcdef', moves: [ { id: 8, parent: 5, menu_order: 1 } ] } );
		await waitFor( () => expect( item( 'Hooks' ).getAttribute( 'aria-level' ) ).toBe( '3' ) );
	} );

	it( 'shows the other admin’s tree and says so when the tree changed meanwhile (409)', async () => {
		const user = userEvent.setup();
		const theirs = moved( { 9: [ 0, 0 ] }, 'aaaaaaaaaaaaaaaa' );
		mockApi( {
			'/docent/v1/docs/order': () => {
				throw { code: 'docent_tree_changed', message: 'Someone else changed the docs while you were working.', data: { status: 409, tree: theirs } };
			},
		} );
		render( <DocsManagerScreen initial={ knowledgeBase() } editBase={ EDIT } /> );
		act( () => item( 'Install' ).focus() );
		await user.keyboard( '{Alt>}{ArrowDown}{/Alt}' );
		expect( await screen.findByText( 'Someone else changed the docs while you were working.', { selector: '.components-notice__content' } ) ).toBeTruthy();
		expect( spoken( 'assertive' ) ).toContain( 'Someone else changed the docs while you were working.' );
		const ids = screen.getAllByRole( 'treeitem' ).map( ( el ) => el.id );
		expect( ids.indexOf( 'docent-doc-3' ) ).toBeLessThan( ids.indexOf( 'docent-doc-4' ) );
		expect( ids[ 0 ] ).toBe( 'docent-doc-1' );
	} );

	it( 'adds an article in place: a draft under the section, last, then opened in the editor', async () => {
		const user = userEvent.setup();
		const calls = mockApi( { '/wp/v2/docs': () => ( { id: 42 } ) } );
		const open = vi.fn();
		render( <DocsManagerScreen initial={ knowledgeBase() } editBase={ EDIT } open={ open } /> );
		await user.click( within( item( 'Start' ) ).getByRole( 'button', { name: 'Add article' } ) );
		await user.type( screen.getByLabelText( 'New article in “Start”' ), 'Uninstall{Enter}' );
		await waitFor( () => expect( open ).toHaveBeenCalledWith( EDIT + '42' ) );
		expect( calls[ 0 ] ).toMatchObject( { method: 'POST', data: { title: 'Uninstall', parent: 2, menu_order: 2, status: 'draft' } } );
	} );
} );
