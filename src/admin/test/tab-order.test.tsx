import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TabKey } from '../../shared/types';
import { TabOrder } from '../components/TabOrder';
import './fixtures';

const LABELS: Record< TabKey, string > = { integrate_ai: 'A.I. Chat', explore: 'Explore', message: 'Messaging' };

function Harness( { onChange = () => {} }: { onChange?: ( order: TabKey[] ) => void } ) {
	const [ order, setOrder ] = useState< TabKey[] >( [ 'integrate_ai', 'explore', 'message' ] );
	return (
		<TabOrder
			order={ order }
			labels={ LABELS }
			onChange={ ( next ) => {
				setOrder( next );
				onChange( next );
			} }
		/>
	);
}

const rows = () => screen.getAllByRole( 'listitem' ).map( ( item ) => item.querySelector( '.docent-tab-order__label' )?.textContent );

describe( 'TabOrder', () => {
	it( 'moves a tab with its buttons, keeps focus on it, and says where it went', async () => {
		const user = userEvent.setup();
		const changes: TabKey[][] = [];
		render( <Harness onChange={ ( order ) => changes.push( order ) } /> );
		expect( ( screen.getByRole( 'button', { name: 'Move A.I. Chat up' } ) as HTMLButtonElement ).disabled ).toBe( true );
		await user.click( screen.getByRole( 'button', { name: 'Move A.I. Chat down' } ) );
		expect( rows() ).toEqual( [ 'Explore', 'A.I. Chat', 'Messaging' ] );
		const down = screen.getByRole( 'button', { name: 'Move A.I. Chat down' } );
		expect( down.ownerDocument.activeElement ).toBe( down );
		expect( screen.getByText( 'A.I. Chat moved to position 2 of 3.' ) ).toBeTruthy();

		await user.keyboard( '{Enter}' );
		expect( rows() ).toEqual( [ 'Explore', 'Messaging', 'A.I. Chat' ] );
		// At the bottom its "down" button is disabled, so focus goes to its "up" button.
		const up = screen.getByRole( 'button', { name: 'Move A.I. Chat up' } );
		expect( up.ownerDocument.activeElement ).toBe( up );
		expect( changes ).toEqual( [
			[ 'explore', 'integrate_ai', 'message' ],
			[ 'explore', 'message', 'integrate_ai' ],
		] );
	} );

	it( 'marks the first tab as the default', async () => {
		const user = userEvent.setup();
		render( <Harness /> );
		await user.click( screen.getByRole( 'button', { name: 'Move Explore up' } ) );
		const first = screen.getAllByRole( 'listitem' )[ 0 ];
		expect( first.textContent ).toContain( 'Explore' );
		expect( first.textContent ).toContain( 'Default tab' );
	} );

	it( 'reorders by drag and drop', () => {
		render( <Harness /> );
		const [ chat, , message ] = screen.getAllByRole( 'listitem' );
		const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '' };
		act( () => {
			fireEvent.dragStart( message, { dataTransfer } );
		} );
		fireEvent.dragOver( chat, { dataTransfer } );
		fireEvent.drop( chat, { dataTransfer } );
		expect( rows() ).toEqual( [ 'Messaging', 'A.I. Chat', 'Explore' ] );
	} );
} );
