/**
 * The panel: tabs, header texts, fallback rules, keyboard, lazy tabs, open requests, focus.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicSettings } from '../../shared/types';
import { focused, mockApi, renderWithStore, settingsFixture, summary } from '../../test/fixtures';
import { Widget, type WidgetProps } from '../Widget';

beforeEach( () => {
	mockApi( { '/docent/v1/explore': () => [ summary( 1 ) ], '/docent/v1/docs/4': () => ( { ...summary( 4 ), content: '' } ) } );
} );

function renderWidget( props: Partial< WidgetProps > = {}, path = '/' ) {
	const all = { settings: settingsFixture(), open: true, ...props } as WidgetProps;
	const view = renderWithStore( <Widget { ...all } />, { path } );
	return {
		...view,
		update: ( next: Partial< WidgetProps > ) => view.rerender( <Widget { ...all } { ...next } /> ),
	};
}

const tabNames = () => screen.getAllByRole( 'tab' ).map( ( tab ) => tab.textContent );
const selected = () => screen.getByRole( 'tab', { selected: true } ).textContent;

describe( 'the panel header', () => {
	it( 'shows a tab per enabled feature, in placement order, as a tablist', () => {
		renderWidget( {
			settings: settingsFixture( ( s ) => ( s.placement.order = [ 'message', 'integrate_ai', 'explore' ] ) ),
		} );
		expect( screen.getByRole( 'tablist' ) ).toBeTruthy();
		expect( tabNames() ).toEqual( [ 'Messaging', 'A.I. Chat', 'Explore' ] );
		expect( selected() ).toBe( 'Messaging' );
	} );

	it( 'leaves out switched-off features', () => {
		renderWidget( { settings: settingsFixture( ( s ) => ( s.integrate_ai.ai_enabled = false ) ) } );
		expect( tabNames() ).toEqual( [ 'Explore', 'Messaging' ] );
	} );

	it( 'renders nothing when every feature is off', () => {
		const { container } = renderWidget( {
			settings: settingsFixture( ( s ) => {
				s.integrate_ai.ai_enabled = false;
				s.explore.explore_enable = false;
				s.message.messaging_enable = false;
			} ),
		} );
		expect( container.innerHTML ).toBe( '' );
	} );

	it( 'shows the whole tab label and cuts the title at 20 and the description at 80', () => {
		renderWidget( {
			settings: settingsFixture( ( s ) => {
				s.placement.order = [ 'explore' ];
				s.explore.explore_title = 'Knowledge base';
				s.explore.explore_subtitle_one = 'Everything you need to know';
				s.explore.explore_subtitle_two = 'x'.repeat( 90 );
			} ),
		} );
		// Tab labels are never cut: a long one wraps (the E2E tests measure that none is clipped).
		const tab = screen.getByRole( 'tab', { name: 'Knowledge base' } );
		expect( tab.textContent ).toBe( 'Knowledge base' );
		expect( screen.queryByText( /\.\.\.$/, { selector: '[role=tab] span' } ) ).toBeNull();
		expect( screen.getByRole( 'heading', { level: 2 } ).textContent ).toBe( 'Everything you need...' );
		expect( screen.getByText( 'x'.repeat( 80 ) + '...' ) ).toBeTruthy();
		expect( screen.getByRole( 'dialog' ).getAttribute( 'aria-labelledby' ) ).toBe(
			screen.getByRole( 'heading', { level: 2 } ).id
		);
	} );

	it( 'falls back to SPEC §9’s default texts when a text is empty', () => {
		renderWidget( {
			settings: settingsFixture( ( s ) => {
				s.placement.order = [ 'message' ];
				s.message.message_subtitle_one = '';
				s.message.message_subtitle_two = ' ';
			} ),
		} );
		expect( screen.getByRole( 'heading', { level: 2 } ).textContent ).toBe( 'Message Us' );
		expect( screen.getByText( 'Feel free to get in touch for any inquiries' ) ).toBeTruthy();
	} );

	it( 'applies the title and description fonts from preference', () => {
		renderWidget( {
			settings: settingsFixture( ( s ) => {
				s.preference.widget_title_font = { size: 22, weight: 700 };
				s.preference.widget_description_font = { size: 12, weight: 300 };
			} ),
		} );
		const style = screen.getByRole( 'dialog' ).style;
		expect( style.getPropertyValue( '--docent-title-size' ) ).toBe( '22px' );
		expect( style.getPropertyValue( '--docent-title-weight' ) ).toBe( '700' );
		expect( style.getPropertyValue( '--docent-desc-size' ) ).toBe( '12px' );
		expect( style.getPropertyValue( '--docent-desc-weight' ) ).toBe( '300' );
	} );

	it( 'uses a tab icon only from a safe URL', () => {
		const { container } = renderWidget( {
			settings: settingsFixture( ( s ) => {
				s.explore.explore_tab_icon = { src: 'https://example.org/icon.svg', name: 'icon' };
				s.message.message_tab_icon = { src: 'javascript:alert(1)', name: 'bad' };
			} ),
		} );
		const images = [ ...container.querySelectorAll( '.tab img' ) ].map( ( img ) => img.getAttribute( 'src' ) );
		expect( images ).toEqual( [ 'https://example.org/icon.svg' ] );
	} );
} );

describe( 'tabs', () => {
	it( 'switch on click, and only the selected tab is in the Tab order', async () => {
		renderWidget();
		await userEvent.click( screen.getByRole( 'tab', { name: 'Messaging' } ) );
		expect( selected() ).toBe( 'Messaging' );
		expect( screen.getAllByRole( 'tab' ).map( ( tab ) => tab.tabIndex ) ).toEqual( [ -1, -1, 0 ] );
		expect( screen.getByRole( 'tabpanel' ).getAttribute( 'aria-labelledby' ) ).toBe(
			screen.getByRole( 'tab', { name: 'Messaging' } ).id
		);
	} );

	it( 'move with the arrow keys, Home and End, wrapping around', async () => {
		renderWidget();
		screen.getByRole( 'tab', { name: 'A.I. Chat' } ).focus();
		await userEvent.keyboard( '{ArrowRight}' );
		expect( selected() ).toBe( 'Explore' );
		expect( focused()?.textContent ).toBe( 'Explore' );
		await userEvent.keyboard( '{ArrowRight}{ArrowRight}' );
		expect( selected() ).toBe( 'A.I. Chat' );
		await userEvent.keyboard( '{ArrowLeft}' );
		expect( selected() ).toBe( 'Messaging' );
		await userEvent.keyboard( '{Home}' );
		expect( selected() ).toBe( 'A.I. Chat' );
		await userEvent.keyboard( '{End}' );
		expect( selected() ).toBe( 'Messaging' );
	} );

	it( 'fall back trying AI, then Explore, then Messaging when the active feature goes off', async () => {
		const { update } = renderWidget( { request: { tab: 'message' } } );
		expect( selected() ).toBe( 'Messaging' );
		const without = ( change: ( s: PublicSettings ) => void ) => settingsFixture( change );
		update( { request: { tab: 'message' }, settings: without( ( s ) => ( s.message.messaging_enable = false ) ) } );
		expect( selected() ).toBe( 'A.I. Chat' );
		update( {
			request: { tab: 'message' },
			settings: without( ( s ) => {
				s.message.messaging_enable = false;
				s.integrate_ai.ai_enabled = false;
			} ),
		} );
		expect( selected() ).toBe( 'Explore' );
	} );

	it( 'load chat and messaging code only when their tab first opens', async () => {
		const { container, update } = renderWidget( { open: false } );
		expect( container.querySelector( '.chat' ) ).toBeNull();
		update( { open: true } );
		expect( await screen.findByPlaceholderText( 'Ask me anything about this website...' ) ).toBeTruthy();
		expect( container.querySelector( '.message' ) ).toBeNull();
		await userEvent.click( screen.getByRole( 'tab', { name: 'Messaging' } ) );
		const form = await screen.findByRole( 'button', { name: 'Send' } );
		expect( form ).toBeTruthy();
		for ( const placeholder of [ 'Full Name', 'Email', 'Message' ] ) {
			expect( screen.getByPlaceholderText( placeholder ) ).toBeTruthy();
		}
		expect( ( screen.getByPlaceholderText( 'Message' ) as HTMLTextAreaElement ).rows ).toBe( 3 );
	} );
} );

describe( 'open requests and focus', () => {
	it( 'opens the requested tab when it is enabled, and ignores one that is off', () => {
		const { update } = renderWidget( { request: { tab: 'message' } } );
		expect( selected() ).toBe( 'Messaging' );
		update( {
			request: { tab: 'integrate_ai' },
			settings: settingsFixture( ( s ) => ( s.integrate_ai.ai_enabled = false ) ),
		} );
		expect( selected() ).toBe( 'Messaging' );
	} );

	it( 'opens the single-document view for a request with a docId', async () => {
		renderWidget( { request: { docId: 4 } } );
		expect( selected() ).toBe( 'Explore' );
		expect( await screen.findByRole( 'link', { name: 'Back' } ) ).toBeTruthy();
		expect( document.querySelector( '.panel' )?.className ).toContain( 'is-doc' );
	} );

	it( 'is hidden while closed', () => {
		const { update } = renderWidget( { open: false } );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		update( { open: true } );
		expect( screen.getByRole( 'dialog' ) ).toBeTruthy();
	} );

	it( 'moves focus to the selected tab on opening, when it manages focus', () => {
		const { update } = renderWidget( { open: false, manageFocus: true } );
		update( { open: true, manageFocus: true } );
		expect( focused() ).toBe( screen.getByRole( 'tab', { selected: true } ) );
	} );

	it( 'never moves focus in a preview', () => {
		const { update } = renderWidget( { open: false, preview: true } );
		update( { open: true, preview: true } );
		expect( focused() ).toBe( document.body );
	} );

	it( 'has a Close button (shown on phones) calling onClose', async () => {
		const onClose = vi.fn();
		renderWidget( { onClose } );
		await userEvent.click( within( screen.getByRole( 'dialog' ) ).getByRole( 'button', { name: 'Close' } ) );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows the Explore tab on "#/{id}"', async () => {
		renderWidget( { request: { tab: 'message' } }, '/4' );
		await act( async () => {} );
		expect( selected() ).toBe( 'Explore' );
		expect( screen.getByRole( 'link', { name: 'Back' } ) ).toBeTruthy();
	} );
} );
