/**
 * The Docs home section: heading, introduction and which blocks the home shows.
 */
import { fireEvent, screen } from '@testing-library/react';
import { DocsHomeSection } from '../settings/DocsHomeSection';
import { store } from '../store';
import { renderAdmin } from './fixtures';

describe( 'DocsHomeSection', () => {
	it( 'edits the heading, the introduction and the blocks shown', () => {
		const { registry } = renderAdmin( <DocsHomeSection />, {
			boot: { links: { docs: '', new_doc: '', site: '', docs_home: 'https://example.org/docs/' } },
		} );
		fireEvent.change( screen.getByLabelText( 'Heading' ), { target: { value: 'Help centre' } } );
		fireEvent.change( screen.getByLabelText( 'Introduction' ), { target: { value: 'All the answers.' } } );
		fireEvent.click( screen.getByRole( 'checkbox', { name: 'Most helpful articles' } ) );

		expect( registry.select( store ).getChanges() ).toEqual( { docs_home: {
			title: 'Help centre',
			intro: 'All the answers.',
			show_popular: false,
		} } );
		expect( screen.getByRole( 'link', { name: 'View the docs home' } ) ).toHaveProperty( 'href', 'https://example.org/docs/' );
	} );
} );
