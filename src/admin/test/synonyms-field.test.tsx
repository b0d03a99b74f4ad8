/**
 * The synonyms list in the Explore settings: typed as lines, saved as one string, lone words
 * pointed out before the server refuses them.
 */
import { fireEvent, screen } from '@testing-library/react';
import { loneSynonymLines } from '../components/SynonymsField';
import { ExploreSection } from '../settings/ExploreSection';
import { store } from '../store';
import { adminSettings, freshRegistry, renderAdmin } from './fixtures';

describe( 'SynonymsField', () => {
	it( 'edits the site’s synonyms in the Explore section', () => {
		const { registry } = renderAdmin( <ExploreSection /> );
		const field = screen.getByLabelText( 'Synonyms' ) as HTMLTextAreaElement;
		expect( field.value ).toBe( '' );
		fireEvent.change( field, { target: { value: 'invoice, bill\nsign in, log in' } } );
		expect( registry.select( store ).getChanges() ).toEqual( { explore: { synonyms: 'invoice, bill\nsign in, log in' } } );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'shows the stored list', () => {
		renderAdmin( <ExploreSection />, {
			registry: freshRegistry(
				adminSettings( ( s ) => {
					s.explore.synonyms = 'remove, delete';
				} )
			),
		} );
		expect( ( screen.getByLabelText( 'Synonyms' ) as HTMLTextAreaElement ).value ).toBe( 'remove, delete' );
	} );

	it( 'names the lines that hold a single word', () => {
		renderAdmin( <ExploreSection /> );
		fireEvent.change( screen.getByLabelText( 'Synonyms' ), { target: { value: 'invoice, bill\nreceipt\n\nfee,' } } );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( 'These lines need at least two words separated by commas: 2, 4' );
	} );

	it( 'counts words, not commas', () => {
		expect( loneSynonymLines( 'a, b\r\n , \nc,,d\n' ) ).toEqual( [ 2 ] );
	} );
} );
