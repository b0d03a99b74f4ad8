import { useEffect, useRef, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delay` ms. `onSettle` runs the moment it settles,
 * before React renders the settled value.
 */
export function useDebouncedValue< T >( value: T, delay: number, onSettle?: ( settled: T ) => void ): T {
	const [ settled, setSettled ] = useState( value );
	const settle = useRef( onSettle );
	settle.current = onSettle;
	useEffect( () => {
		const timer = window.setTimeout( () => {
			settle.current?.( value );
			setSettled( value );
		}, delay );
		return () => window.clearTimeout( timer );
	}, [ value, delay ] );
	return settled;
}
