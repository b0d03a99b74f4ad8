/**
 * Dark mode: a dark palette derived from the owner's colours, and the panel's custom properties
 * for the mode a visitor gets. The owner's accent (the active tab) tints the dark surfaces and
 * keeps its buttons; every text colour is moved towards light until it reaches WCAG AA (4.5:1)
 * on the surfaces it is drawn on. Colours that are dark already are the owner's dark palette.
 */
import { rgba } from './colors';
import type { ColorKey, ColorMode, PublicSettings, Rgba } from './types';

/** The colours the panel is drawn with: the settings' keys and the fields' own. */
export type Palette = Record< ColorKey | 'field' | 'fieldFont' | 'muted' | 'line' | 'code' | 'markFont' | 'error', Rgba >;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const SURFACE: Rgba = { r: 18, g: 20, b: 24, a: 1 };
export const AA = 4.5;

/** `a` moved `t` (0–1) of the way to `b`, opaque. */
export function mix( a: Rgba, b: Rgba, t: number ): Rgba {
	const channel = ( x: number, y: number ) => Math.round( x + ( ( y - x ) * t ) );
	return { r: channel( a.r, b.r ), g: channel( a.g, b.g ), b: channel( a.b, b.b ), a: 1 };
}

/** WCAG relative luminance. */
export function luminance( c: Rgba ): number {
	const [ r, g, b ] = [ c.r, c.g, c.b ].map( ( v ) => {
		const s = v / 255;
		return s <= 0.03928 ? s / 12.92 : ( ( s + 0.055 ) / 1.055 ) ** 2.4;
	} );
	return ( 0.2126 * r ) + ( 0.7152 * g ) + ( 0.0722 * b );
}

/** WCAG contrast ratio of two opaque colours. */
export function contrast( a: Rgba, b: Rgba ): number {
	const [ hi, lo ] = [ luminance( a ), luminance( b ) ].sort( ( x, y ) => y - x );
	return ( hi + 0.05 ) / ( lo + 0.05 );
}

/** `fg` (its transparency dropped) moved away from `bg` until it reads on every one of `bgs`. */
export function readable( fg: Rgba, bgs: Rgba[], ratio = AA ): Rgba {
	const towards = luminance( bgs[ 0 ] ) < 0.2 ? WHITE : BLACK;
	let color = { ...fg, a: 1 };
	for ( let t = 0.1; bgs.some( ( bg ) => contrast( color, bg ) < ratio ) && t <= 1; t += 0.1 ) {
		color = mix( fg, towards, t );
	}
	return color;
}

/** The dark palette for the owner's colours. */
export function darkPalette( colors: Record< ColorKey, Rgba > ): Palette {
	const own = luminance( colors.widgetBg ) < 0.2;
	const widgetBg = own ? { ...colors.widgetBg, a: 1 } : mix( SURFACE, colors.activeTabBg, 0.1 );
	const inactiveTabBg = own ? { ...colors.inactiveTabBg, a: 1 } : mix( widgetBg, WHITE, 0.1 );
	const field = mix( widgetBg, WHITE, 0.07 );
	const title = readable( own ? colors.tabTitleFont : mix( WHITE, colors.tabTitleFont, 0.08 ), [ widgetBg ], 7 );
	const pair = ( bg: Rgba, font: Rgba ) => [ { ...bg, a: 1 }, readable( font, [ { ...bg, a: 1 } ] ) ];
	const [ activeTabBg, activeTabFont ] = pair( colors.activeTabBg, colors.activeTabFont );
	const [ sendBtnBg, sendBtnFont ] = pair( colors.sendBtnBg, colors.sendBtnFont );
	const muted = readable( mix( title, widgetBg, 0.3 ), [ widgetBg, field ] );
	return {
		...colors,
		widgetBg,
		inactiveTabBg,
		activeTabBg,
		activeTabFont,
		sendBtnBg,
		sendBtnFont,
		tabTitleFont: title,
		tabDescriptionFont: readable( mix( title, widgetBg, 0.2 ), [ widgetBg ] ),
		inactiveTabFont: readable( mix( title, inactiveTabBg, 0.1 ), [ inactiveTabBg ] ),
		breadcrumbColor: readable( own ? colors.breadcrumbColor : mix( colors.breadcrumbColor, WHITE, 0.45 ), [ widgetBg, inactiveTabBg ] ),
		field,
		fieldFont: title,
		muted,
		line: { ...WHITE, a: 0.16 },
		code: mix( widgetBg, WHITE, 0.05 ),
		markFont: { r: 31, g: 41, b: 55, a: 1 },
		error: readable( { r: 248, g: 113, b: 113, a: 1 }, [ widgetBg ] ),
	};
}

/** Whether the panel is dark: the mode set, or the visitor's system where it follows that. */
export function isDark( mode: ColorMode | undefined, systemDark: boolean ): boolean {
	return mode === 'dark' || ( mode === 'auto' && systemDark );
}

/** The panel's colour properties for dark mode (none in light mode: the host's apply). */
export function schemeVars( settings: PublicSettings, dark: boolean ): Record< string, string > {
	const colors = settings.preference?.color_settings?.preview_colors;
	if ( ! dark || ! colors ) {
		return {};
	}
	return Object.fromEntries(
		Object.entries( darkPalette( colors ) ).map( ( [ key, c ] ) => [ `--docent-${ key }`, rgba( c ) ] )
	);
}
