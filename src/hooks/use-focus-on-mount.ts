import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it mounts and whenever `key` changes, so keyboard
 * and screen-reader users land where a view opened instead of on the page body.
 */
export function useFocusOnMount< T extends HTMLElement >( key?: unknown ) {
	const ref = useRef< T >( null );
	useEffect( () => {
		ref.current?.focus();
	}, [ key ] );
	return ref;
}
