/**
 * The form's building blocks: secrets, the post picker, colours, numbers, the connection test
 * and the index rebuild.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Rgba } from '../../shared/types';
import { ColorField } from '../components/ColorField';
import { NumberField } from '../components/NumberField';
import { PostPicker } from '../components/PostPicker';
import { RebuildIndex } from '../components/RebuildIndex';
import { SecretField } from '../components/SecretField';
import { TestConnection } from '../components/TestConnection';
import { store } from '../store';
import type { PostTitle } from '../types';
import { deferred, freshRegistry, mockApi, renderAdmin } from './fixtures';

const button = ( name: string ) => screen.getByRole( 'button', { name } ) as HTMLButtonElement;

describe( 'SecretField', () => {
	it( 'shows only whether a key is stored, and replaces it on save', async () => {
		const user = userEvent.setup();
		const { registry } = renderAdmin( <SecretField label="API key" secret="integrate_ai.api_key" isSet={ false } /> );
		expect( screen.getByText( 'Status: not set' ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'Clear' } ) ).toBeNull();
		await user.click( button( 'Set' ) );
		const input = screen.getByLabelText( 'New API key' ) as HTMLInputElement;
		expect( input.type ).toBe( 'password' );
		expect( input.value ).toBe( '' );
		await user.type( input, 'sk-123' );
		expect( registry.select( store ).getChanges() ).toEqual( { integrate_ai: { api_key: 'sk-123' } } );
		expect( screen.getByText( 'Status: a new one will be saved' ) ).toBeTruthy();
		await user.click( button( 'Cancel' ) );
		expect( registry.select( store ).getChanges() ).toBeNull();
		expect( screen.queryByLabelText( 'New API key' ) ).toBeNull();
	} );

	it( 'clears a stored key on save', async () => {
		const user = userEvent.setup();
		const { registry } = renderAdmin( <SecretField label="Secret key" secret="message.turnstile_secret_key" isSet /> );
		expect( screen.getByText( 'Status: set' ) ).toBeTruthy();
		await user.click( button( 'Clear' ) );
		expect( registry.select( store ).getChanges() ).toEqual( { message: { turnstile_secret_key: '' } } );
		expect( screen.getByText( 'Status: will be cleared when you save' ) ).toBeTruthy();
	} );
} );

describe( 'PostPicker', () => {
	function Harness( { search }: { search: ( term: string ) => Promise< PostTitle[] > } ) {
		const [ ids, setIds ] = useState< number[] >( [ 7 ] );
		return (
			<>
				<PostPicker
					legend="Hidden pages"
					searchLabel="Search pages"
					emptyText="None."
					ids={ ids }
					onChange={ setIds }
					search={ search }
					ordered
				/>
				<output>{ ids.join( ',' ) }</output>
			</>
		);
	}

	it( 'finds posts by title, adds and removes them, and names the stored ones', async () => {
		const user = userEvent.setup();
		const registry = freshRegistry();
		registry.dispatch( store ).rememberTitles( [ { id: 7, title: 'Checkout' } ] );
		const search = vi.fn( async ( term: string ) => [
			{ id: 7, title: 'Checkout' },
			{ id: 9, title: `Cart (${ term })` },
		] );
		renderAdmin( <Harness search={ search } />, { registry } );
		expect( screen.getByText( 'Checkout' ) ).toBeTruthy();
		await user.type( screen.getByRole( 'searchbox', { name: 'Search pages' } ), 'ca' );
		await screen.findByRole( 'button', { name: 'Add “Cart (ca)”' } );
		expect( search ).toHaveBeenLastCalledWith( 'ca' );
		expect( button( 'Add “Checkout”' ).disabled ).toBe( true );
		await user.click( button( 'Add “Cart (ca)”' ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( '7,9' );
		await user.click( button( 'Move “Cart (ca)” up' ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( '9,7' );
		await user.click( button( 'Remove “Checkout”' ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( '9' );
	} );

	it( 'says when a search fails', async () => {
		const user = userEvent.setup();
		renderAdmin( <Harness search={ () => Promise.reject( { message: 'Sorry, the search failed.' } ) } /> );
		await user.type( screen.getByRole( 'searchbox', { name: 'Search pages' } ), 'zz' );
		expect( await screen.findByText( 'Sorry, the search failed.' ) ).toBeTruthy();
	} );
} );

describe( 'ColorField', () => {
	function Harness() {
		const [ color, setColor ] = useState< Rgba >( { r: 30, g: 58, b: 138, a: 1 } );
		return (
			<>
				<ColorField label="Bubble background" value={ color } onChange={ setColor } />
				<output>{ JSON.stringify( color ) }</output>
			</>
		);
	}

	it( 'takes typed rgba and hex, and says when the text is not a colour', () => {
		renderAdmin( <Harness /> );
		const field = screen.getByRole( 'textbox', { name: 'Bubble background' } ) as HTMLInputElement;
		expect( field.value ).toBe( 'rgba(30, 58, 138, 1)' );
		fireEvent.change( field, { target: { value: '#ff000080' } } );
		expect( screen.getByRole( 'status' ).textContent ).toBe( '{"r":255,"g":0,"b":0,"a":0.5}' );
		fireEvent.change( field, { target: { value: 'reddish' } } );
		expect( screen.getByRole( 'status' ).textContent ).toBe( '{"r":255,"g":0,"b":0,"a":0.5}' );
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( screen.getByText( 'Use rgba(r, g, b, a), rgb(r, g, b) or #rrggbb.' ) ).toBeTruthy();
	} );

	it( 'opens an RGBA picker from its swatch', async () => {
		const user = userEvent.setup();
		renderAdmin( <Harness /> );
		const swatch = button( 'Pick a colour: Bubble background' );
		await user.click( swatch );
		expect( swatch.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		// In RGB mode the picker has an alpha channel, and it changes the colour.
		await user.selectOptions( await screen.findByRole( 'combobox', { name: 'Color format' } ), 'rgb' );
		const alpha = screen.getAllByRole( 'spinbutton', { name: 'Alpha' } )[ 0 ];
		fireEvent.change( alpha, { target: { value: '40' } } );
		await waitFor( () => expect( JSON.parse( screen.getByRole( 'status' ).textContent ?? '' ).a ).toBe( 0.4 ) );
	} );
} );

describe( 'NumberField', () => {
	it( 'passes on whole numbers in range only, and says what it expects', () => {
		const onChange = vi.fn();
		renderAdmin( <NumberField label="Requests allowed" value={ 20 } min={ 1 } max={ 1000 } onChange={ onChange } /> );
		const field = screen.getByRole( 'spinbutton', { name: 'Requests allowed' } );
		fireEvent.change( field, { target: { value: '0' } } );
		expect( screen.getByText( 'Enter a whole number from 1 to 1000.' ) ).toBeTruthy();
		fireEvent.change( field, { target: { value: '35' } } );
		expect( onChange.mock.calls ).toEqual( [ [ 35 ] ] );
	} );
} );

describe( 'TestConnection', () => {
	it( 'reports what the server says about the saved provider', async () => {
		const user = userEvent.setup();
		const calls = mockApi( { '/docent/v1/chat/test': () => ( { ok: false, provider: 'openai', message: 'The API key was refused (401).' } ) } );
		renderAdmin( <TestConnection /> );
		await user.click( button( 'Test connection' ) );
		expect( await screen.findByText( 'The API key was refused (401).', { selector: '.components-notice__content' } ) ).toBeTruthy();
		expect( calls[ 0 ] ).toMatchObject( { method: 'POST' } );
	} );

	it( 'waits for unsaved A.I. changes to be saved first', () => {
		const registry = freshRegistry();
		registry.dispatch( store ).edit( { integrate_ai: { model: 'gpt-5' } } );
		renderAdmin( <TestConnection />, { registry } );
		expect( button( 'Test connection' ).disabled ).toBe( true );
		expect( screen.getByText( 'Save your changes first: the test uses the saved settings.' ) ).toBeTruthy();
	} );
} );

describe( 'RebuildIndex', () => {
	it( 'asks for batches until the server says it finished, showing progress', async () => {
		const user = userEvent.setup();
		const batches = [ deferred< unknown >(), deferred< unknown >() ];
		let call = 0;
		const calls = mockApi( { '/docent/v1/search/rebuild': () => batches[ call++ ].promise } );
		renderAdmin( <RebuildIndex /> );
		await user.click( button( 'Rebuild search index' ) );
		expect( button( 'Rebuild search index' ).disabled ).toBe( true );
		await act( async () => batches[ 0 ].resolve( { done: 25, total: 40, finished: false } ) );
		expect( screen.getByText( '25 of 40 docs' ) ).toBeTruthy();
		expect( ( screen.getByRole( 'progressbar', { name: 'Rebuilding the search index' } ) as HTMLProgressElement ).value ).toBe( 25 );
		await act( async () => batches[ 1 ].resolve( { done: 40, total: 40, finished: true } ) );
		await waitFor( () => expect( screen.getByText( 'The search index is rebuilt: 40 docs.' ) ).toBeTruthy() );
		expect( calls.map( ( c ) => c.data ) ).toEqual( [ { restart: true }, { restart: false } ] );
	} );

	it( 'shows the server’s error', async () => {
		const user = userEvent.setup();
		mockApi( {
			'/docent/v1/search/rebuild': () => {
				throw { code: 'rest_forbidden', message: 'Sorry, you are not allowed to rebuild the search index.' };
			},
		} );
		renderAdmin( <RebuildIndex /> );
		await user.click( button( 'Rebuild search index' ) );
		expect(
			await screen.findByText( 'Sorry, you are not allowed to rebuild the search index.', { selector: '.components-notice__content' } )
		).toBeTruthy();
	} );
} );
