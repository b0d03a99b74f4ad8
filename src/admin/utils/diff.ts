/**
 * What changed between two settings objects, as the partial object POST /docent/v1/settings
 * takes: changed leaves only, lists whole (the server replaces lists), read-only `_set` flags never.
 */

type Plain = Record< string, unknown >;

export function isPlainObject( value: unknown ): value is Plain {
	return typeof value === 'object' && value !== null && ! Array.isArray( value );
}

function same( a: unknown, b: unknown ): boolean {
	if ( Array.isArray( a ) && Array.isArray( b ) ) {
		return a.length === b.length && a.every( ( item, index ) => same( item, b[ index ] ) );
	}
	if ( isPlainObject( a ) && isPlainObject( b ) ) {
		const keys = Object.keys( a );
		return keys.length === Object.keys( b ).length && keys.every( ( key ) => same( a[ key ], b[ key ] ) );
	}
	return Object.is( a, b );
}

/** The partial object that turns `before` into `after`, or undefined when nothing changed. */
export function diff( before: unknown, after: unknown ): unknown {
	if ( isPlainObject( before ) && isPlainObject( after ) ) {
		const out: Plain = {};
		for ( const key of Object.keys( after ) ) {
			if ( key.endsWith( '_set' ) ) {
				continue;
			}
			const changed = diff( before[ key ], after[ key ] );
			if ( changed !== undefined ) {
				out[ key ] = changed;
			}
		}
		return Object.keys( out ).length ? out : undefined;
	}
	return same( before, after ) ? undefined : after;
}

/** `base` with `patch` laid over it: objects merge, everything else (lists too) replaces. */
export function merge< T >( base: T, patch: unknown ): T {
	if ( ! isPlainObject( base ) || ! isPlainObject( patch ) ) {
		return ( patch === undefined ? base : patch ) as T;
	}
	const out: Plain = { ...base };
	for ( const [ key, value ] of Object.entries( patch ) ) {
		out[ key ] = merge( out[ key ], value );
	}
	return out as T;
}

/** Sets a dotted path ("message.turnstile_secret_key") in a (new) nested object. */
export function setPath( target: Plain, path: string, value: unknown ): Plain {
	const [ head, ...rest ] = path.split( '.' );
	if ( ! rest.length ) {
		return { ...target, [ head ]: value };
	}
	const child = isPlainObject( target[ head ] ) ? ( target[ head ] as Plain ) : {};
	return { ...target, [ head ]: setPath( child, rest.join( '.' ), value ) };
}
