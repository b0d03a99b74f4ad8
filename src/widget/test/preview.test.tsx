/**
 * WidgetPreview: what the settings screen renders, without the loader or the boot JSON.
 */
import { act, render, within } from '@testing-library/react';
import { mockApi, settingsFixture, summary } from '../../test/fixtures';
import { WidgetPreview } from '../WidgetPreview';

async function renderPreview( props: Parameters< typeof WidgetPreview >[ 0 ] ) {
	const view = render( <WidgetPreview { ...props } /> );
	await act( async () => {} );
	const host = view.container.querySelector( '.docent-preview' ) as HTMLElement;
	const root = host.shadowRoot as ShadowRoot;
	return { ...view, host, root, inside: within( root as unknown as HTMLElement ) };
}

describe( 'WidgetPreview', () => {
	beforeEach( () => mockApi( { '/docent/v1/explore': () => [ summary( 1 ) ] } ) );

	it( 'renders the panel in its own shadow root with its styles, without a loader or boot data', async () => {
		expect( document.getElementById( 'docent-boot' ) ).toBeNull();
		const { root, inside } = await renderPreview( { settings: settingsFixture() } );
		expect( root.querySelector( 'style' )?.textContent ).toContain( '.panel' );
		expect( inside.getByRole( 'dialog' ) ).toBeTruthy();
		expect( inside.getByRole( 'tab', { selected: true } ).textContent ).toBe( 'A.I. Chat' );
	} );

	it( 'shows the tab it is given, with the settings it is given', async () => {
		const settings = settingsFixture( ( s ) => ( s.message.message_subtitle_one = 'Write to us' ) );
		const { inside } = await renderPreview( { settings, activeTab: 'message' } );
		expect( inside.getByRole( 'heading', { level: 2 } ).textContent ).toBe( 'Write to us' );
	} );

	it( 'sets every preview colour as a --docent-* property on its host', async () => {
		const { host } = await renderPreview( { settings: settingsFixture() } );
		expect( host.style.getPropertyValue( '--docent-breadcrumbColor' ) ).toBe( 'rgba(29,78,216,1)' );
		expect( host.style.getPropertyValue( '--docent-sendBtnFont' ) ).toBe( 'rgba(255,255,255,1)' );
	} );

	it( 'puts the bubble and the panel on the chosen side, at the chosen distances', async () => {
		const right = await renderPreview( { settings: settingsFixture() } );
		expect( right.host.style.getPropertyValue( '--docent-x' ) ).toBe( 'auto 20px' );
		right.unmount();
		const settings = settingsFixture( ( s ) => {
			s.placement.position = 'left';
			s.placement.side_offset = 48;
			s.placement.bottom_offset = 12;
		} );
		const { host } = await renderPreview( { settings } );
		expect( host.style.getPropertyValue( '--docent-x' ) ).toBe( '48px auto' );
		expect( host.style.getPropertyValue( '--docent-y' ) ).toBe( '12px' );
	} );

	it( 'draws the panel dark in dark mode, light otherwise', async () => {
		const light = await renderPreview( { settings: settingsFixture() } );
		const lightPanel = light.inside.getByRole( 'dialog' );
		expect( lightPanel.getAttribute( 'data-scheme' ) ).toBe( 'light' );
		expect( lightPanel.style.getPropertyValue( '--docent-widgetBg' ) ).toBe( '' );
		light.unmount();
		const { inside } = await renderPreview( { settings: settingsFixture( ( s ) => ( s.preference.color_mode = 'dark' ) ) } );
		const panel = inside.getByRole( 'dialog' );
		expect( panel.getAttribute( 'data-scheme' ) ).toBe( 'dark' );
		expect( panel.style.getPropertyValue( '--docent-widgetBg' ) ).toMatch( /^rgba\((\d|[1-5]\d),/ );
	} );

	it( 'disables inputs in a static preview (frontendPreview off)', async () => {
		const { inside } = await renderPreview( { settings: settingsFixture(), activeTab: 'explore' } );
		expect( ( inside.getByRole( 'searchbox' ) as HTMLInputElement ).disabled ).toBe( true );
	} );

	it( 'keeps inputs live with frontendPreview on', async () => {
		const { inside } = await renderPreview( { settings: settingsFixture(), activeTab: 'explore', frontendPreview: true } );
		expect( ( inside.getByRole( 'searchbox' ) as HTMLInputElement ).disabled ).toBe( false );
	} );

	it( 'disables the chat input and the message form in a static preview', async () => {
		const { inside, rerender } = await renderPreview( { settings: settingsFixture(), activeTab: 'integrate_ai' } );
		expect( ( ( await inside.findByPlaceholderText( 'Ask me anything about this website...' ) ) as HTMLInputElement ).disabled ).toBe(
			true
		);
		rerender( <WidgetPreview settings={ settingsFixture() } activeTab="message" /> );
		expect( ( ( await inside.findByPlaceholderText( 'Full Name' ) ) as HTMLInputElement ).disabled ).toBe( true );
		expect( ( inside.getByRole( 'button', { name: 'Send' } ) as HTMLButtonElement ).disabled ).toBe( true );
	} );
} );
