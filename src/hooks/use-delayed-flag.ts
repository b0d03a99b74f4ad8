import { useEffect, useState } from 'react';

/** True once `flag` has been true for `delay` ms: a loading state that fast answers never flash. */
export function useDelayedFlag( flag: boolean, delay = 200 ): boolean {
	const [ late, setLate ] = useState( false );
	useEffect( () => {
		if ( ! flag ) {
			setLate( false );
			return;
		}
		const timer = window.setTimeout( () => setLate( true ), delay );
		return () => window.clearTimeout( timer );
	}, [ flag, delay ] );
	return flag && late;
}
