/**
 * Ready colour sets for the widget: each one sets every preview colour.
 */
import { __ } from '@wordpress/i18n';
import type { ColorKey, Rgba } from '../../shared/types';

export interface Palette {
	name: string;
	colors: Record< ColorKey, Rgba >;
}

const c = ( r: number, g: number, b: number, a = 1 ): Rgba => ( { r, g, b, a } );

function palette( name: string, base: Rgba, light: Rgba, dark: Rgba, accent: Rgba, surface = c( 255, 255, 255 ) ): Palette {
	const onBase = c( 255, 255, 255 );
	return {
		name,
		colors: {
			widgetBg: surface,
			activeTabBg: base,
			activeTabFont: onBase,
			inactiveTabBg: light,
			inactiveTabFont: dark,
			tabTitleFont: dark,
			tabDescriptionFont: c( dark.r, dark.g, dark.b, 0.8 ),
			breadcrumbColor: accent,
			bubbleBg: base,
			bubbleIcon: onBase,
			sendBtnBg: base,
			sendBtnFont: onBase,
		},
	};
}

export function palettes(): Palette[] {
	return [
		palette( __( 'Navy', 'docent' ), c( 30, 58, 138 ), c( 241, 245, 249 ), c( 15, 23, 42 ), c( 29, 78, 216 ) ),
		palette( __( 'Forest', 'docent' ), c( 22, 101, 52 ), c( 240, 253, 244 ), c( 20, 45, 30 ), c( 21, 128, 61 ) ),
		palette( __( 'Sunset', 'docent' ), c( 194, 65, 12 ), c( 255, 247, 237 ), c( 67, 20, 7 ), c( 154, 52, 18 ) ),
		palette( __( 'Plum', 'docent' ), c( 107, 33, 168 ), c( 250, 245, 255 ), c( 46, 16, 101 ), c( 126, 34, 206 ) ),
		{
			name: __( 'Graphite', 'docent' ),
			colors: {
				widgetBg: c( 24, 24, 27 ),
				activeTabBg: c( 250, 250, 250 ),
				activeTabFont: c( 24, 24, 27 ),
				inactiveTabBg: c( 39, 39, 42 ),
				inactiveTabFont: c( 212, 212, 216 ),
				tabTitleFont: c( 250, 250, 250 ),
				tabDescriptionFont: c( 212, 212, 216 ),
				breadcrumbColor: c( 147, 197, 253 ),
				bubbleBg: c( 24, 24, 27 ),
				bubbleIcon: c( 250, 250, 250 ),
				sendBtnBg: c( 250, 250, 250 ),
				sendBtnFont: c( 24, 24, 27 ),
			},
		},
	];
}
