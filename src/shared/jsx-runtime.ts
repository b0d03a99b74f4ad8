/**
 * `react/jsx-runtime` for the prebuilt packages Docent bundles that were compiled with the
 * automatic JSX transform (@marsidev/react-turnstile): their elements are made by the page's
 * own `React.createElement` too, so no React 18 JSX runtime ships in Docent's bundles
 * (webpack.config.js points the import here).
 */
import { createElement, Fragment, type ElementType, type Key } from 'react';

type Props = Record< string, unknown > & { children?: unknown };

function element( type: ElementType, props: Props | null, key: Key | undefined, many: boolean ) {
	const { children, ...rest } = props ?? {};
	if ( key !== undefined ) {
		rest.key = key;
	}
	if ( children === undefined ) {
		return createElement( type, rest );
	}
	const list = many && Array.isArray( children ) ? children : [ children ];
	return createElement( type, rest, ...( list as Parameters< typeof createElement >[ 2 ][] ) );
}

export { Fragment };
export const jsx = ( type: ElementType, props: Props | null, key?: Key ) => element( type, props, key, false );
export const jsxs = ( type: ElementType, props: Props | null, key?: Key ) => element( type, props, key, true );
