/**
 * Colour values: the settings' {r,g,b,a} and the text forms the screen shows and accepts
 * (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba()).
 */
import type { Rgba } from '../../shared/types';

const clampByte = ( n: number ) => Math.max( 0, Math.min( 255, Math.round( n ) ) );
const clampAlpha = ( n: number ) => Math.max( 0, Math.min( 1, Math.round( n * 100 ) / 100 ) );

/** `rgba(30, 58, 138, 1)`: what the text field shows. */
export function toRgbaText( color: Rgba ): string {
	return `rgba(${ color.r }, ${ color.g }, ${ color.b }, ${ color.a })`;
}

const hex2 = ( n: number ) => n.toString( 16 ).padStart( 2, '0' );

/** `#1e3a8aff`: what the colour picker takes. */
export function toHex( color: Rgba ): string {
	return `#${ hex2( color.r ) }${ hex2( color.g ) }${ hex2( color.b ) }${ hex2( Math.round( color.a * 255 ) ) }`;
}

/** A colour from text, or null when the text is not one of the accepted forms. */
export function parseColor( text: string ): Rgba | null {
	const value = text.trim().toLowerCase();
	let match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec( value );
	if ( match ) {
		let digits = match[ 1 ];
		if ( digits.length <= 4 ) {
			digits = digits
				.split( '' )
				.map( ( d ) => d + d )
				.join( '' );
		}
		const byte = ( i: number ) => parseInt( digits.slice( i * 2, ( i * 2 ) + 2 ), 16 );
		return { r: byte( 0 ), g: byte( 1 ), b: byte( 2 ), a: digits.length === 8 ? clampAlpha( byte( 3 ) / 255 ) : 1 };
	}
	match = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/.exec( value );
	if ( match ) {
		const channels = [ match[ 1 ], match[ 2 ], match[ 3 ] ].map( Number );
		if ( channels.some( ( n ) => ! Number.isFinite( n ) || n > 255 ) ) {
			return null;
		}
		let alpha = 1;
		if ( match[ 4 ] !== undefined ) {
			alpha = match[ 4 ].endsWith( '%' ) ? Number( match[ 4 ].slice( 0, -1 ) ) / 100 : Number( match[ 4 ] );
			if ( ! Number.isFinite( alpha ) || alpha > 1 ) {
				return null;
			}
		}
		return { r: clampByte( channels[ 0 ] ), g: clampByte( channels[ 1 ] ), b: clampByte( channels[ 2 ] ), a: clampAlpha( alpha ) };
	}
	return null;
}

export function sameColor( a: Rgba, b: Rgba ): boolean {
	return a.r === b.r && a.g === b.g && a.b === b.b && a.a === b.a;
}
