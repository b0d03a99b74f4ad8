import { keyAction } from '../model/keyboard';
import { place, refusal } from '../model/moves';
import { visibleRows } from '../model/tree';
import { knowledgeBase } from './fixtures';

const rows = ( collapsed: number[] = [] ) => visibleRows( knowledgeBase().docs, new Set( collapsed ) );
const titles = ( list: ReturnType< typeof rows > ) => list.map( ( row ) => `${ row.level }:${ row.doc.title }` );

describe( 'the tree as rows', () => {
	it( 'lists docs depth first in menu order, with their level, place among siblings and counts', () => {
		const all = rows();
		expect( titles( all ) ).toEqual( [ '1:Guide', '2:Start', '3:Install', '3:Upgrade', '2:Use', '3:Search', '1:Reference', '2:Hooks', '1:Notes' ] );
		expect( all[ 0 ] ).toMatchObject( { position: 1, siblings: 3, hasChildren: true, expanded: true, counts: { sections: 2, articles: 3, drafts: 1 } } );
		expect( all[ 3 ] ).toMatchObject( { position: 2, siblings: 2, hasChildren: false } );
	} );

	it( 'leaves out what is below a collapsed doc, and shows matches with their parents whatever is collapsed', () => {
		expect( titles( rows( [ 1 ] ) ) ).toEqual( [ '1:Guide', '1:Reference', '2:Hooks', '1:Notes' ] );
		const filtered = visibleRows( knowledgeBase().docs, new Set( [ 1 ] ), { text: 'sea', status: '' } );
		expect( titles( filtered ) ).toEqual( [ '1:Guide', '2:Use', '3:Search' ] );
		const drafts = visibleRows( knowledgeBase().docs, new Set(), { text: '', status: 'draft' } );
		expect( titles( drafts ) ).toEqual( [ '1:Guide', '2:Start', '3:Upgrade', '1:Notes' ] );
	} );
} );

describe( 'the tree keyboard', () => {
	it( 'moves the focus with the arrows, Home and End', () => {
		expect( keyAction( { key: 'ArrowDown' }, rows(), 1 ) ).toEqual( { type: 'focus', id: 2 } );
		expect( keyAction( { key: 'ArrowUp' }, rows(), 2 ) ).toEqual( { type: 'focus', id: 1 } );
		expect( keyAction( { key: 'ArrowUp' }, rows(), 1 ) ).toBeNull();
		expect( keyAction( { key: 'End' }, rows(), 1 ) ).toEqual( { type: 'focus', id: 9 } );
		expect( keyAction( { key: 'Home' }, rows(), 8 ) ).toEqual( { type: 'focus', id: 1 } );
		// Skips what is collapsed.
		expect( keyAction( { key: 'ArrowDown' }, rows( [ 1 ] ), 1 ) ).toEqual( { type: 'focus', id: 7 } );
	} );

	it( 'opens and closes with → and ←, and goes to the first child or the parent', () => {
		expect( keyAction( { key: 'ArrowRight' }, rows( [ 1 ] ), 1 ) ).toEqual( { type: 'expand', id: 1 } );
		expect( keyAction( { key: 'ArrowRight' }, rows(), 1 ) ).toEqual( { type: 'focus', id: 2 } );
		expect( keyAction( { key: 'ArrowRight' }, rows(), 3 ) ).toBeNull();
		expect( keyAction( { key: 'ArrowLeft' }, rows(), 2 ) ).toEqual( { type: 'collapse', id: 2 } );
		expect( keyAction( { key: 'ArrowLeft' }, rows(), 3 ) ).toEqual( { type: 'focus', id: 2 } );
		expect( keyAction( { key: 'ArrowLeft' }, rows( [ 7 ] ), 7 ) ).toBeNull();
		expect( keyAction( { key: 'Enter' }, rows(), 6 ) ).toEqual( { type: 'open', id: 6 } );
		expect( keyAction( { key: 'ArrowDown', ctrlKey: true }, rows(), 1 ) ).toBeNull();
	} );

	it( 'moves a doc among its siblings with Alt+↑ and Alt+↓', () => {
		expect( keyAction( { key: 'ArrowDown', altKey: true }, rows(), 3 ) ).toEqual( { type: 'move', id: 3, target: { parent: 2, index: 1 } } );
		expect( keyAction( { key: 'ArrowDown', altKey: true }, rows(), 4 ) ).toBeNull();
		expect( keyAction( { key: 'ArrowUp', altKey: true }, rows(), 4 ) ).toEqual( { type: 'move', id: 4, target: { parent: 2, index: 0 } } );
		expect( keyAction( { key: 'ArrowUp', altKey: true }, rows(), 7 ) ).toEqual( { type: 'move', id: 7, target: { parent: 0, index: 0 } } );
	} );

	it( 'puts a doc under the doc above with Alt+→ and after its parent with Alt+←', () => {
		expect( keyAction( { key: 'ArrowRight', altKey: true }, rows(), 5 ) ).toEqual( { type: 'move', id: 5, target: { parent: 2, index: Number.MAX_SAFE_INTEGER } } );
		expect( keyAction( { key: 'ArrowRight', altKey: true }, rows(), 2 ) ).toBeNull();
		expect( keyAction( { key: 'ArrowLeft', altKey: true }, rows(), 6 ) ).toEqual( { type: 'move', id: 6, target: { parent: 1, index: 2 } } );
		expect( keyAction( { key: 'ArrowLeft', altKey: true }, rows(), 1 ) ).toBeNull();
	} );
} );

describe( 'moves and the depth rule', () => {
	it( 'renumbers the new siblings and sends only the docs whose place changed', () => {
		const { docs, moves } = place( knowledgeBase().docs, 4, { parent: 2, index: 0 } );
		expect( moves ).toEqual( [
			{ id: 4, parent: 2, menu_order: 0 },
			{ id: 3, parent: 2, menu_order: 1 },
		] );
		expect( docs.find( ( doc ) => doc.id === 3 )?.menu_order ).toBe( 1 );
		expect( place( knowledgeBase().docs, 3, { parent: 2, index: 0 } ).moves ).toEqual( [] );
		expect( place( knowledgeBase().docs, 8, { parent: 5, index: 99 } ).moves ).toEqual( [ { id: 8, parent: 5, menu_order: 1 } ] );
	} );

	it( 'refuses a doc under an article, a section with articles under a section, and a doc inside itself', () => {
		const docs = knowledgeBase().docs;
		expect( refusal( docs, 9, 3 ) ).toBe( '“Notes” cannot go under “Install”: that is an article, and nothing goes under an article (documentation › section › article).' );
		expect( refusal( docs, 5, 2 ) ).toMatch( /^“Use” has articles under it, so it cannot go under the section “Start”/ );
		expect( refusal( docs, 1, 7 ) ).toMatch( /^“Guide” has sections with articles under it/ );
		expect( refusal( docs, 1, 2 ) ).toBe( '“Guide” cannot go inside itself or one of its own docs.' );
		expect( refusal( docs, 7, 2 ) ).toMatch( /has articles under it/ );
		expect( refusal( docs, 9, 2 ) ).toBeNull();
		expect( refusal( docs, 7, 1 ) ).toBeNull();
		expect( refusal( docs, 3, 0 ) ).toBeNull();
	} );
} );
