/**
 * The article address: Back inside the panel and the browser's Back take the same step, and
 * closing the panel leaves the article, so a reload does not open it again.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { docFixture, mockApi, renderWithStore, settingsFixture, summary } from '../../test/fixtures';
import { Widget, type WidgetProps } from '../Widget';

const exploreOnly = settingsFixture( ( s ) => {
	s.integrate_ai.ai_enabled = false;
	s.message.messaging_enable = false;
} );

/** The address, and the browser's Back button, beside the panel. */
function Browser() {
	const location = useLocation();
	const navigate = useNavigate();
	return (
		<>
			<output data-testid="address">{ location.pathname }</output>
			<button type="button" onClick={ () => navigate( -1 ) }>
				Browser back
			</button>
		</>
	);
}

function renderPanel( { path = '/', open = true }: { path?: string; open?: boolean } = {} ) {
	const props = { settings: exploreOnly, open, request: {} } as WidgetProps;
	const ui = ( next: Partial< WidgetProps > = {} ) => (
		<>
			<Widget { ...props } { ...next } />
			<Browser />
		</>
	);
	const view = renderWithStore( ui(), { path, before: [ '/page-before' ] } );
	return { ...view, update: ( next: Partial< WidgetProps > ) => view.rerender( ui( next ) ) };
}

const address = () => screen.getByTestId( 'address' ).textContent;

beforeEach( () => {
	mockApi( { '/docent/v1/explore': () => [ summary( 3, 'Third' ) ], '/docent/v1/docs/3': () => docFixture( 3, 'Third' ) } );
} );

describe( 'the article address', () => {
	it( 'is left by the panel’s Back the way the browser’s Back leaves it', async () => {
		renderPanel();
		await userEvent.click( await screen.findByRole( 'link', { name: 'Third' } ) );
		expect( address() ).toBe( '/3' );
		await userEvent.click( await screen.findByRole( 'link', { name: 'Back' } ) );
		expect( address() ).toBe( '/' );
		// No second list entry sits over the article: the browser's Back now leaves the widget's
		// addresses instead of showing the article again.
		await userEvent.click( screen.getByRole( 'button', { name: 'Browser back' } ) );
		expect( address() ).toBe( '/page-before' );
	} );

	it( 'is cleared when the panel closes', async () => {
		const { update } = renderPanel();
		await userEvent.click( await screen.findByRole( 'link', { name: 'Third' } ) );
		expect( address() ).toBe( '/3' );
		await act( async () => update( { open: false } ) );
		expect( address() ).toBe( '/' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Browser back' } ) );
		expect( address() ).toBe( '/page-before' );
	} );

	it( 'opened by a shared link is replaced by the list’s when the panel closes', async () => {
		const { update } = renderPanel( { path: '/3' } );
		expect( await screen.findByRole( 'heading', { name: 'Third' } ) ).toBeTruthy();
		await act( async () => update( { open: false } ) );
		expect( address() ).toBe( '/' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Browser back' } ) );
		expect( address() ).toBe( '/page-before' );
	} );

	it( 'opened by a request is pushed, and popped by the panel’s Back', async () => {
		renderPanel( { path: '/' } ).update( { request: { docId: 3 } } );
		expect( await screen.findByRole( 'heading', { name: 'Third' } ) ).toBeTruthy();
		expect( address() ).toBe( '/3' );
		await userEvent.click( screen.getByRole( 'link', { name: 'Back' } ) );
		expect( address() ).toBe( '/' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Browser back' } ) );
		expect( address() ).toBe( '/page-before' );
	} );
} );
