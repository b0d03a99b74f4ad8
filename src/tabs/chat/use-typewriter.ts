import { useCallback, useEffect, useState } from 'react';

/** SPEC §9: a reply types out at 25 ms per character. */
export const TYPING_MS = 25;

export function prefersReducedMotion(): boolean {
	return typeof window.matchMedia === 'function' && window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
}

/**
 * How many of `total` characters are shown: all of them at once unless `animate`, otherwise
 * one more every 25 ms (all at once under prefers-reduced-motion). Counted from the clock, so a
 * throttled background tab catches up instead of falling behind. `finish` shows the rest now.
 */
export function useTypewriter( total: number, animate: boolean ): { shown: number; finish: () => void } {
	const [ start ] = useState( () => ( animate && ! prefersReducedMotion() ? Date.now() : null ) );
	const [ shown, setShown ] = useState( start === null ? total : 0 );
	const done = shown >= total;

	useEffect( () => {
		if ( done || start === null ) {
			return;
		}
		const timer = window.setInterval(
			() => setShown( Math.min( total, Math.floor( ( Date.now() - start ) / TYPING_MS ) ) ),
			TYPING_MS
		);
		return () => window.clearInterval( timer );
	}, [ done, start, total ] );

	const finish = useCallback( () => setShown( total ), [ total ] );
	return { shown: Math.min( shown, total ), finish };
}
