import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import type { TabIcon } from '../../shared/types';
import { IconPicker } from '../components/IconPicker';
import type { MediaAttachment } from '../utils/media';
import './fixtures';

vi.mock( 'sweetalert2', () => ( { default: { fire: vi.fn( () => Promise.resolve() ) } } ) );

/** A stand-in for wp.media: the frame "selects" the given attachment as soon as it opens. */
function fakeMediaLibrary( attachment: MediaAttachment | null ) {
	const options: Array< Record< string, unknown > > = [];
	window.wp = {
		media: ( given: Record< string, unknown > ) => {
			options.push( given );
			const handlers: Record< string, () => void > = {};
			return {
				on: ( event: string, callback: () => void ) => ( handlers[ event ] = callback ),
				open: () => {
					if ( attachment ) {
						handlers.select?.();
					}
					handlers.close?.();
				},
				state: () => ( { get: () => ( { first: () => ( attachment ? { toJSON: () => attachment } : undefined ) } ) } ),
			};
		},
	};
	return options;
}

describe( 'IconPicker', () => {
	afterEach( () => {
		delete window.wp;
		vi.mocked( Swal.fire ).mockClear();
	} );

	it( 'takes an image of at most 20×20 pixels from the media library', async () => {
		const user = userEvent.setup();
		const options = fakeMediaLibrary( { url: 'https://example.org/wp-content/uploads/star.png', filename: 'star.png', width: 20, height: 16 } );
		const onChange = vi.fn();
		render( <IconPicker tabLabel="Explore" icon={ { src: '', name: '' } } onChange={ onChange } /> );
		expect( screen.getByText( 'Built-in icon' ) ).toBeTruthy();
		await user.click( screen.getByRole( 'button', { name: 'Choose from the media library' } ) );
		await waitFor( () =>
			expect( onChange ).toHaveBeenCalledWith( { src: 'https://example.org/wp-content/uploads/star.png', name: 'star.png' } )
		);
		expect( options[ 0 ] ).toMatchObject( { library: { type: 'image' }, multiple: false } );
		expect( Swal.fire ).not.toHaveBeenCalled();
	} );

	it( 'refuses a bigger image with the "Upload Failed" toast for 3 seconds', async () => {
		const user = userEvent.setup();
		fakeMediaLibrary( { url: 'https://example.org/big.png', filename: 'big.png', width: 64, height: 20 } );
		const onChange = vi.fn();
		render( <IconPicker tabLabel="Explore" icon={ { src: '', name: '' } } onChange={ onChange } /> );
		await user.click( screen.getByRole( 'button', { name: 'Choose from the media library' } ) );
		await waitFor( () => expect( Swal.fire ).toHaveBeenCalledTimes( 1 ) );
		expect( Swal.fire ).toHaveBeenCalledWith(
			expect.objectContaining( {
				toast: true,
				title: 'Upload Failed',
				text: 'The image dimensions are too big. The maximum size is 20x20 pixels.',
				timer: 3000,
				icon: 'error',
			} )
		);
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'changes nothing when the library is closed without a choice', async () => {
		const user = userEvent.setup();
		fakeMediaLibrary( null );
		const onChange = vi.fn();
		render( <IconPicker tabLabel="Explore" icon={ { src: '', name: '' } } onChange={ onChange } /> );
		const choose = screen.getByRole( 'button', { name: 'Choose from the media library' } ) as HTMLButtonElement;
		await user.click( choose );
		await waitFor( () => expect( choose.disabled ).toBe( false ) );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'goes back to the built-in icon', async () => {
		const user = userEvent.setup();
		fakeMediaLibrary( null );
		const onChange = vi.fn();
		const icon: TabIcon = { src: 'https://example.org/star.png', name: 'star.png' };
		render( <IconPicker tabLabel="Explore" icon={ icon } onChange={ onChange } /> );
		await user.click( screen.getByRole( 'button', { name: 'Use the built-in icon' } ) );
		expect( onChange ).toHaveBeenCalledWith( { src: '', name: '' } );
	} );

	it( 'is unavailable without the media library', () => {
		render( <IconPicker tabLabel="Explore" icon={ { src: '', name: '' } } onChange={ () => {} } /> );
		expect( ( screen.getByRole( 'button', { name: 'Choose from the media library' } ) as HTMLButtonElement ).disabled ).toBe( true );
		expect( screen.getByText( 'The media library is not available on this page.' ) ).toBeTruthy();
	} );
} );
