import type { ColorKey, Rgba } from './types';

/** CSS rgba() text for a colour setting. */
export function rgba( color: Rgba ): string {
	return `rgba(${ color.r },${ color.g },${ color.b },${ color.a })`;
}

/** Every colour setting as a CSS custom property declaration list: `--docent-bubbleBg:rgba(…);…`. */
export function colorVars( colors: Partial< Record< ColorKey, Rgba > > ): string {
	return Object.entries( colors )
		.map( ( [ key, value ] ) => ( value ? `--docent-${ key }:${ rgba( value ) };` : '' ) )
		.join( '' );
}
