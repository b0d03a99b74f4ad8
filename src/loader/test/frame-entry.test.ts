/**
 * build/frame.js's `window.docentFrame`: the frame drawn once, hidden while the panel is closed,
 * drawn again when an open request asks for another tab.
 */
import type { BootData } from '../../shared/types';
import { settingsFixture } from '../../test/fixtures';

const boot = {
	settings: settingsFixture(),
	i18n: { open: 'Open help', close: 'Close help', search: 'Search', ask: 'Ask' },
} as unknown as BootData;

async function setUp() {
	vi.resetModules();
	delete window.docentFrame;
	await import( '../frame-entry' );
	const host = document.body.appendChild( document.createElement( 'div' ) );
	const root = host.attachShadow( { mode: 'open' } );
	const frames = () => [ ...root.querySelectorAll< HTMLElement >( '.frame' ) ];
	const selected = () => frames()[ 0 ]?.querySelector( '.tab[aria-selected="true"]' )?.textContent;
	const draw = ( open: boolean, request = {} ) => window.docentFrame?.( root, boot, open, request );
	return { frames, selected, draw };
}

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the frame', () => {
	it( 'is drawn hidden while the panel is closed, and shown as it opens, without drawing it again', async () => {
		const { frames, draw } = await setUp();
		draw( false );
		expect( frames() ).toHaveLength( 1 );
		expect( frames()[ 0 ].hidden ).toBe( true );
		const first = frames()[ 0 ];
		draw( true );
		expect( frames() ).toEqual( [ first ] );
		expect( first.hidden ).toBe( false );
	} );

	it( 'is drawn again for the tab an open request asks for, an article in Explore', async () => {
		const { frames, selected, draw } = await setUp();
		draw( false );
		const first = selected();
		draw( true, { tab: 'message' } );
		expect( frames() ).toHaveLength( 1 );
		expect( selected() ).not.toBe( first );
		const message = selected();
		draw( true, { docId: 12 } );
		expect( selected() ).not.toBe( message );
		draw( true, { tab: 'explore' } );
		const explore = frames()[ 0 ];
		draw( true, { docId: 3 } );
		expect( frames()[ 0 ] ).toBe( explore );
	} );

	it( 'keeps its tab while the panel closes, and comes back when it was removed', async () => {
		const { frames, draw } = await setUp();
		draw( true, { tab: 'message' } );
		const drawn = frames()[ 0 ];
		draw( false );
		expect( frames()[ 0 ] ).toBe( drawn );
		expect( drawn.hidden ).toBe( true );
		drawn.remove();
		draw( false );
		expect( frames() ).toHaveLength( 1 );
		expect( frames()[ 0 ] ).not.toBe( drawn );
	} );
	it( 'draws the tab labels whole, and dark in dark mode as the React panel does', async () => {
		const { frames, draw } = await setUp();
		boot.settings.explore.explore_title = 'Dokumentationsdurchsuchung';
		boot.settings.preference.color_mode = 'dark';
		try {
			draw( true, { tab: 'explore' } );
			const panel = frames()[ 0 ].querySelector< HTMLElement >( '.panel' )!;
			expect( panel.querySelector( '.tab[aria-selected="true"]' )?.textContent ).toBe( 'Dokumentationsdurchsuchung' );
			expect( panel.style.getPropertyValue( 'color-scheme' ) ).toBe( 'dark' );
			expect( panel.style.getPropertyValue( '--docent-widgetBg' ) ).toMatch( /^rgba\((\d|[1-5]\d),/ );
		} finally {
			boot.settings = settingsFixture();
		}
	} );
} );
