import { useEffect, useState } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

/** Whether the visitor's system prefers dark colours, following it when it changes. */
export function useSystemDark(): boolean {
	const [ dark, setDark ] = useState( () => typeof matchMedia === 'function' && matchMedia( QUERY ).matches );
	useEffect( () => {
		if ( typeof matchMedia !== 'function' ) {
			return;
		}
		const query = matchMedia( QUERY );
		const follow = () => setDark( query.matches );
		follow();
		query.addEventListener( 'change', follow );
		return () => query.removeEventListener( 'change', follow );
	}, [] );
	return dark;
}
