import { palettes } from '../../admin/utils/palettes';
import { settingsFixture } from '../../test/fixtures';
import { AA, contrast, darkPalette, isDark, schemeVars } from '../dark-palette';
import type { ColorKey, Rgba } from '../types';

const c = ( r: number, g: number, b: number ): Rgba => ( { r, g, b, a: 1 } );

/** Every text the panel draws, on the surface it is drawn on. */
function pairs( p: ReturnType< typeof darkPalette > ): Array< [ string, Rgba, Rgba ] > {
	return [
		[ 'title on panel', p.tabTitleFont, p.widgetBg ],
		[ 'description on panel', p.tabDescriptionFont, p.widgetBg ],
		[ 'breadcrumb (links) on panel', p.breadcrumbColor, p.widgetBg ],
		[ 'links in a chat reply', p.breadcrumbColor, p.inactiveTabBg ],
		[ 'inactive tab', p.inactiveTabFont, p.inactiveTabBg ],
		[ 'active tab', p.activeTabFont, p.activeTabBg ],
		[ 'send button', p.sendBtnFont, p.sendBtnBg ],
		[ 'field text', p.fieldFont, p.field ],
		[ 'placeholder', p.muted, p.field ],
		[ 'error', p.error, p.widgetBg ],
	];
}

describe( 'the dark palette', () => {
	const owners: Array< [ string, Record< ColorKey, Rgba > ] > = [
		[ 'the defaults', settingsFixture().preference.color_settings.preview_colors ],
		...palettes().map( ( p ): [ string, Record< ColorKey, Rgba > ] => [ p.name, p.colors ] ),
		[
			'pale, low-contrast colours',
			{
				...settingsFixture().preference.color_settings.preview_colors,
				activeTabBg: c( 250, 204, 21 ),
				activeTabFont: c( 255, 255, 255 ),
				breadcrumbColor: c( 30, 30, 120 ),
				tabTitleFont: c( 120, 120, 120 ),
			},
		],
	];

	it.each( owners )( 'reaches WCAG AA for every text, from %s', ( _name, colors ) => {
		for ( const [ what, fg, bg ] of pairs( darkPalette( colors ) ) ) {
			expect( { what, ratio: contrast( fg, bg ) >= AA } ).toEqual( { what, ratio: true } );
		}
	} );

	it( 'is dark, and tinted by the owner’s accent', () => {
		const colors = settingsFixture().preference.color_settings.preview_colors;
		const dark = darkPalette( colors );
		expect( contrast( dark.widgetBg, c( 0, 0, 0 ) ) ).toBeLessThan( 1.5 );
		expect( dark.widgetBg.b ).toBeGreaterThan( dark.widgetBg.r );
		expect( dark.activeTabBg ).toEqual( colors.activeTabBg );
	} );

	it( 'keeps an owner’s colours that are dark already', () => {
		const graphite = palettes().find( ( p ) => p.name === 'Graphite' )!.colors;
		expect( darkPalette( graphite ).widgetBg ).toEqual( graphite.widgetBg );
	} );
} );

describe( 'the colour mode', () => {
	it( 'is dark when set, or when following a system that prefers dark', () => {
		expect( isDark( 'dark', false ) ).toBe( true );
		expect( isDark( 'auto', true ) ).toBe( true );
		expect( isDark( 'auto', false ) ).toBe( false );
		expect( isDark( 'light', true ) ).toBe( false );
		expect( isDark( undefined, true ) ).toBe( false );
	} );

	it( 'sets the panel’s colour properties only in dark mode', () => {
		const settings = settingsFixture();
		expect( schemeVars( settings, false ) ).toEqual( {} );
		const vars = schemeVars( settings, true );
		expect( vars[ '--docent-widgetBg' ] ).toMatch( /^rgba\(\d+,\d+,\d+,1\)$/ );
		expect( vars[ '--docent-field' ] ).toBeDefined();
		expect( vars[ '--docent-widgetBg' ] ).not.toBe( 'rgba(255,255,255,1)' );
	} );
} );
