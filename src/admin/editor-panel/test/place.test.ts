import { knowledgeBase } from '../../docs-manager/test/fixtures';
import { placeOptions, placeText } from '../place';

describe( 'a doc’s place in the editor panel', () => {
	it( 'says where a doc with a given parent sits', () => {
		const { docs } = knowledgeBase();
		expect( placeText( docs, 2 ) ).toBe( 'Article in Guide › Start' );
		expect( placeText( docs, 1 ) ).toBe( 'Section in Guide' );
		expect( placeText( docs, 0 ) ).toBe( 'Documentation (top level)' );
	} );

	it( 'offers the places in tree order, greying out those the depth rule refuses', () => {
		const { docs } = knowledgeBase();
		// "Start" has articles: it may go under a documentation, not under a section.
		expect( placeOptions( docs, 2 ) ).toEqual( [
			{ value: '0', label: 'Top level: a documentation' },
			{ value: '1', label: 'Guide', disabled: false },
			{ value: '5', label: '— Use', disabled: true },
			{ value: '7', label: 'Reference', disabled: false },
			{ value: '8', label: '— Hooks', disabled: true },
			{ value: '9', label: 'Notes', disabled: false },
		] );
		// A new doc (not in the tree yet) may go anywhere but under an article.
		expect( placeOptions( docs, 0 ).filter( ( option ) => option.disabled ) ).toEqual( [] );
	} );
} );
